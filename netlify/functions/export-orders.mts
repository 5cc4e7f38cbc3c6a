/**
 * The desk's orders for spreadsheets and the accounting software (docs/spec.md §24.8): the orders
 * the list's filters match, as CSV, and an order's tax-invoice lines, as CSV. Both hold buyers'
 * data, so each is on record in the access log (docs/spec.md §26.6).
 */
import type { Config } from '@netlify/functions';
import { requireDesk } from '../../src/server/accounts/sessions';
import { fail, HttpError, routes } from '../../src/server/http/http';
import { orderFilter } from '../../src/server/orders/order-list';
import { ORDER_EXPORT_FILTERS, orderExportFileName, ordersCsv } from '../../src/server/orders/order-export';
import { taxInvoiceCsv } from '../../src/server/orders/tax-invoice';
import { askedFilters, logDocumentDownload } from '../../src/server/privacy/access-log';

const csvHeaders = (fileName: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${fileName}"`,
  'cache-control': 'no-store',
});

export default routes({
  '/api/export-orders': {
    GET: async (request) => {
      // The session and the filters are checked before the first byte of the file.
      const desk = await requireDesk(request);
      const params = new URL(request.url).searchParams;
      const filter = orderFilter(params);
      const now = new Date();
      const access = { userId: desk._id, filters: askedFilters(params, ORDER_EXPORT_FILTERS) };
      return new Response(await ordersCsv(filter, now, access), { headers: csvHeaders(orderExportFileName(now)) });
    },
  },
  '/api/export-orders/tax-invoice': {
    GET: async (request) => {
      const desk = await requireDesk(request);
      const orderId = new URL(request.url).searchParams.get('orderId');
      if (!orderId) throw new HttpError(400, 'orderId is required.');
      const answer = await taxInvoiceCsv(orderId);
      if (!answer.found) return fail(404, 'No order has this id.');
      if ('cancelled' in answer) return fail(409, `Order ${answer.cancelled} was cancelled: it has no tax invoice.`);
      const { file } = answer;
      // The buyer's name, GSTIN and address: a document on record before it is sent (docs/spec.md §26.6).
      await logDocumentDownload(desk, { kind: 'taxInvoice', id: orderId, number: file.orderNumber, leadId: file.enquiryId });
      return new Response(file.csv, { headers: csvHeaders(file.fileName) });
    },
  },
});

export const config: Config = {
  path: ['/api/export-orders', '/api/export-orders/tax-invoice'],
};
