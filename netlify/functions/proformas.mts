/**
 * Proforma invoices (docs/spec.md §24.2), the desk's side: make one on an order, list an order's,
 * mail one to the buyer, and share one on WhatsApp. The buyer's side (/proforma/<token> and its
 * PDF) is proforma-page.mts.
 */
import type { Config } from '@netlify/functions';
import { chatHref } from '../../src/lib/phone';
import { adminListPath } from '../../src/lib/public-address';
import { proformaIdSchema, proformaInputSchema } from '../../src/lib/validation/proformas';
import { requireDesk } from '../../src/server/accounts/sessions';
import { withTransaction } from '../../src/server/db/db';
import { formPage, noticeHtml } from '../../src/server/http/form-page';
import { fail, HttpError, ok, readBody, refuseCrossSite, routes } from '../../src/server/http/http';
import { deliverOrderDocumentsSoon, queueProformaMail } from '../../src/server/orders/order-deliveries';
import { orderById } from '../../src/server/orders/orders';
import { apiProforma, makeProforma, orderProformas, proformaById } from '../../src/server/orders/proformas';

const NO_ORDER_MESSAGE = 'No order has this id.';
const NO_PROFORMA_MESSAGE = 'No proforma invoice has this id.';

/** The greeting the desk writes for the chat, as a quotation's share takes it. */
const SHARE_TEXT_MAX = 2000;

/**
 * "WhatsApp" from the desk is a link here, as a quotation's share is (quotes.mts): GET
 * /api/proformas/whatsapp?proformaId=&text= answers 303 to the chat of the order's buyer with the
 * desk's text. The number is the order's, never one from the address.
 */
async function shareOnWhatsApp(request: Request): Promise<Response> {
  refuseCrossSite(request);
  await requireDesk(request);
  const params = new URL(request.url).searchParams;
  const proformaId = params.get('proformaId');
  if (!proformaId) throw new HttpError(400, 'proformaId is required.');
  const text = params.get('text') ?? '';
  if (text.length > SHARE_TEXT_MAX) throw new HttpError(400, `text must be at most ${SHARE_TEXT_MAX} characters.`);
  const proforma = await proformaById(proformaId);
  const order = proforma && (await orderById(proforma.orderId));
  if (!order) throw new HttpError(404, NO_PROFORMA_MESSAGE);
  return new Response(null, { status: 303, headers: { location: chatHref(order.buyer.phone, text), 'cache-control': 'no-store' } });
}

/** A refused share, in the tab it opened: a page saying why, not JSON. */
async function shareOrSayWhy(request: Request): Promise<Response> {
  try {
    return await shareOnWhatsApp(request);
  } catch (error) {
    if (!(error instanceof HttpError) || !/\btext\/html\b/i.test(request.headers.get('accept') ?? '')) throw error;
    return formPage({
      status: error.status,
      heading: 'Not shared on WhatsApp',
      body: `${noticeHtml(error.message)}\n<p class="links"><a href="${adminListPath('all-enquiries')}">Back to the enquiries</a></p>`,
      headers: error.headers,
    });
  }
}

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
  '/api/proformas/whatsapp': { GET: shareOrSayWhy },
});

export const config: Config = {
  path: ['/api/proformas', '/api/proformas/email', '/api/proformas/whatsapp'],
};
