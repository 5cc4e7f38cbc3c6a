/**
 * Payments (docs/spec.md §24.3), the desk's side: record one on an order, list an order's, void
 * one with a reason. Each payment's receipt, for the buyer, is receipt-page.mts.
 */
import type { Config } from '@netlify/functions';
import { businessDate } from '../../src/lib/business-time';
import { paymentInputSchema, paymentVoidSchema } from '../../src/lib/validation/payments';
import { requireDesk } from '../../src/server/accounts/sessions';
import { fail, HttpError, ok, readBody, routes } from '../../src/server/http/http';
import { deliverOrderDocumentsSoon } from '../../src/server/orders/order-deliveries';
import { orderPayments, recordPayment, voidPayment } from '../../src/server/orders/payments';

const NO_ORDER_MESSAGE = 'No order has this id.';

export default routes({
  '/api/payments': {
    GET: async (request) => {
      await requireDesk(request);
      const orderId = new URL(request.url).searchParams.get('orderId');
      if (!orderId) throw new HttpError(400, 'orderId is required.');
      const payments = await orderPayments(orderId);
      return payments ? ok(payments, 'Payments') : fail(404, NO_ORDER_MESSAGE);
    },
    POST: async (request, context) => {
      const desk = await requireDesk(request);
      // The money's day is a business day not after today's.
      const recorded = await recordPayment(await readBody(request, paymentInputSchema(businessDate(new Date()))), desk._id);
      if (!recorded) return fail(404, NO_ORDER_MESSAGE);
      const { queued, ...answer } = recorded;
      // The receipt's mail is sent after the answer; the scheduled run retries what fails.
      if (queued) deliverOrderDocumentsSoon(context, answer.order._id);
      return ok(answer, `Payment recorded: receipt ${answer.payment.receiptNumber}`, 201);
    },
  },
  '/api/payments/void': {
    POST: async (request) => {
      const desk = await requireDesk(request);
      const voided = await voidPayment(await readBody(request, paymentVoidSchema), desk._id);
      return voided ? ok(voided, `Receipt ${voided.payment.receiptNumber} voided`) : fail(404, 'No payment has this id.');
    },
  },
});

export const config: Config = {
  path: ['/api/payments', '/api/payments/void'],
};
