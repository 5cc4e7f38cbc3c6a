/**
 * Proforma invoices (docs/spec.md §24.2), the desk's side: make one on an order, list an order's,
 * mail one to the buyer, and share one on WhatsApp. The buyer's side (/proforma/<token> and its
 * PDF) is proforma-page.mts.
 */
import type { Config } from '@netlify/functions';
import { proformaIdSchema, proformaInputSchema } from '../../src/lib/validation/proformas';
import { requireDesk } from '../../src/server/accounts/sessions';
import { withTransaction } from '../../src/server/db/db';
import { fail, HttpError, ok, readBody, routes } from '../../src/server/http/http';
import { whatsAppShare } from '../../src/server/http/whatsapp-share';
import { deliverOrderDocumentsSoon, queueProformaMail } from '../../src/server/orders/order-deliveries';
import { orderById } from '../../src/server/orders/orders';
import { apiProforma, makeProforma, orderProformas, proformaById } from '../../src/server/orders/proformas';

const NO_ORDER_MESSAGE = 'No order has this id.';
const NO_PROFORMA_MESSAGE = 'No proforma invoice has this id.';

/** Shares on WhatsApp from the desk, as a quotation's share (../../src/server/http/whatsapp-share.ts). */
const shareOnWhatsApp = whatsAppShare('proformaId', requireDesk, async (_desk, proformaId) => {
  const proforma = await proformaById(proformaId);
  const order = proforma && (await orderById(proforma.orderId));
  if (!order) throw new HttpError(404, NO_PROFORMA_MESSAGE);
  return { phone: order.buyer.phone };
});

export default routes({
  '/api/proformas': {
    GET: async (request) => {
      await requireDesk(request);
      const orderId = new URL(request.url).searchParams.get('orderId');
      if (!orderId) throw new HttpError(400, 'orderId is required.');
      const proformas = await orderProformas(orderId);
      return proformas ? ok(proformas, 'Proforma invoices') : fail(404, NO_ORDER_MESSAGE);
    },
    POST: async (request) => {
      const desk = await requireDesk(request);
      const proforma = await makeProforma(await readBody(request, proformaInputSchema), desk._id);
      return proforma ? ok(proforma, 'Proforma invoice made', 201) : fail(404, NO_ORDER_MESSAGE);
    },
  },
  '/api/proformas/email': {
    POST: async (request, context) => {
      await requireDesk(request);
      const { proformaId } = await readBody(request, proformaIdSchema);
      const proforma = await proformaById(proformaId);
      const order = proforma && (await orderById(proforma.orderId));
      if (!proforma || !order) return fail(404, NO_PROFORMA_MESSAGE);
      if (!order.buyer.email) return fail(400, 'buyer.email: The buyer of this order gave no email.');
      await withTransaction((client) => queueProformaMail(client, proforma._id));
      // Sent after the answer; the scheduled run retries what fails.
      deliverOrderDocumentsSoon(context, order._id);
      return ok(apiProforma(proforma), 'Proforma invoice queued for email');
    },
  },
  '/api/proformas/whatsapp': { GET: shareOnWhatsApp },
});

export const config: Config = {
  path: ['/api/proformas', '/api/proformas/email', '/api/proformas/whatsapp'],
};
