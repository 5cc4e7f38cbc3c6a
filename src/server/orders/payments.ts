/**
 * Payments on an order (docs/spec.md §24.3): recorded by the desk on the order's row locked, so
 * that payments made at once never pay more than the balance together; each with its receipt's
 * number, taken in the same transaction (a refusal gives it back); voided with a reason, never
 * deleted. The order's paid amount is the database's to keep (the trigger payments_paid); the
 * first payment moves a Confirmed order to Advance received.
 */
import { businessDate, businessDayStart, formatBusinessDate } from '../../lib/business-time';
import type { OrderStatus, Payment, PaymentAnswer } from '../../lib/orders/types';
import { formatRupees } from '../../lib/price';
import type { PaymentInput, PaymentVoidInput } from '../../lib/validation/payments';
import { isUuid, query, withTransaction, type Queryable } from '../db/db';
import { newLinkToken } from '../http/link-token';
import { HttpError } from '../http/http';
import { queueReceiptMail } from './order-deliveries';
import { recordStatusChange } from './fulfilment';
import { takeDocumentNumber } from './numbering';
import { orderById, recordOrderEvent } from './orders';
import { apiPayment, PAYMENT_COLUMNS, PAYMENT_FROM, paymentById, toPayment, type PaymentRow } from './payment-row';

/** An order past these takes no payment: it is settled, or it will not be supplied. */
const NO_PAYMENT: readonly OrderStatus[] = ['Cancelled', 'Closed'];

/** "₹50,000, UPI, ref 412345678901": the payment on the lead's timeline. */
function paymentText(input: Pick<PaymentInput, 'amountPaise' | 'mode' | 'reference'>): string {
  return [formatRupees(input.amountPaise), input.mode, input.reference && `ref ${input.reference}`].filter(Boolean).join(', ');
}

const printedDay = (day: string) => formatBusinessDate(businessDayStart(day));

interface LockedOrder {
  number: string;
  status: OrderStatus;
  balance_paise: string;
  created_at: Date;
  buyer_email: string | null;
}

/** The order's row, locked until the transaction ends: its balance and status are then those of the moment. */
async function lockOrder(client: Queryable, orderId: string): Promise<LockedOrder | null> {
  const [order] = await query<LockedOrder>(
    `select o.number, o.status, o.balance_paise, o.created_at, q.buyer->>'email' as buyer_email
       from orders o join quotes q on q.id = o.quote_id where o.id = $1 for update of o`,
    [orderId],
    client,
  );
  return order ?? null;
}

/** Why this payment cannot be recorded on the order as it stands, as the answer says it; null when it can. */
function refusal(order: LockedOrder, input: PaymentInput): HttpError | null {
  if (NO_PAYMENT.includes(order.status)) {
    return new HttpError(409, `Order ${order.number} is ${order.status}: no payment can be recorded on it.`);
  }
  const orderDay = businessDate(order.created_at);
  if (input.paidOn < orderDay) {
    return new HttpError(400, `paidOn cannot be before the order's date, ${printedDay(orderDay)}.`);
  }
  const balance = Number(order.balance_paise);
  if (input.amountPaise > balance) {
    return new HttpError(400, `amount: ${formatRupees(input.amountPaise)} is more than the balance of ${formatRupees(balance)}.`);
  }
  return null;
}

/**
 * Records a payment on the order, by the desk user `by`, in one transaction on the order's row
 * locked: refused (nothing written, no receipt number used) past the balance or on a Cancelled or
 * Closed order; else its receipt numbered, a 'paymentRecorded' entry on the lead's timeline, the
 * receipt's mail queued when the buyer gave an email, and a Confirmed order moved to Advance
 * received. Null when no order has this id. `queued` says whether a mail waits to be sent.
 */
export async function recordPayment(input: PaymentInput, by: string): Promise<(PaymentAnswer & { queued: boolean }) | null> {
  if (!isUuid(input.orderId)) return null;
  return withTransaction(async (client) => {
    const order = await lockOrder(client, input.orderId);
    if (!order) return null;
    const problem = refusal(order, input);
    if (problem) throw problem;
    // Read once the lock is held: payments on one order are then dated in the order they were made.
    const now = new Date();
    const receiptNumber = await takeDocumentNumber(client, 'receipt', now);
    const [{ id }] = await query<{ id: string }>(
      `insert into payments (order_id, receipt_number, token, paid_on, amount_paise, mode, reference, note, created_at, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
      // 32 random bytes: the link is the buyer's only key to the receipt.
      [input.orderId, receiptNumber, newLinkToken(), input.paidOn, input.amountPaise, input.mode, input.reference, input.note, now, by],
      client,
    );
    await recordOrderEvent(client, { orderId: input.orderId, kind: 'paymentRecorded', by, to: receiptNumber, text: paymentText(input) });
    if (order.status === 'Confirmed') {
      await recordStatusChange(client, { orderId: input.orderId, from: 'Confirmed', to: 'Advance received', by, text: null, now });
    }
    const queued = Boolean(order.buyer_email);
    if (queued) await queueReceiptMail(client, id);
    const payment = apiPayment((await paymentById(id, client))!);
    return { payment, order: (await orderById(input.orderId, client))!, queued };
  });
}

/**
 * Voids a payment with the desk's reason, once (409 the second time): the row stays, with its
 * receipt's number, and no longer counts in the order's paid amount; a 'paymentVoided' entry with
 * the reason goes on the lead's timeline. An order at Advance received that is left with nothing
 * paid goes back to Confirmed. Null when no payment has this id.
 */
export async function voidPayment(input: PaymentVoidInput, by: string): Promise<PaymentAnswer | null> {
  if (!isUuid(input.paymentId)) return null;
  return withTransaction(async (client) => {
    const [found] = await query<{ order_id: string }>('select order_id from payments where id = $1', [input.paymentId], client);
    if (!found) return null;
    // The order first, as recordPayment locks it: a void and a payment on one order wait for each other.
    await lockOrder(client, found.order_id);
    const [payment] = await query<{ receipt_number: string; voided_at: Date | null }>(
      'select receipt_number, voided_at from payments where id = $1 for update',
      [input.paymentId],
      client,
    );
    if (payment.voided_at) {
      throw new HttpError(409, `Receipt ${payment.receipt_number} was voided on ${formatBusinessDate(payment.voided_at)}.`);
    }
    const now = new Date();
    await query('update payments set voided_at = $2, voided_by = $3, void_reason = $4 where id = $1', [input.paymentId, now, by, input.reason], client);
    await recordOrderEvent(client, { orderId: found.order_id, kind: 'paymentVoided', by, to: payment.receipt_number, text: input.reason });
    const order = (await orderById(found.order_id, client))!;
    if (order.status === 'Advance received' && order.paid === 0) {
      await recordStatusChange(client, { orderId: found.order_id, from: 'Advance received', to: 'Confirmed', by, text: null, now });
    }
    return {
      payment: apiPayment((await paymentById(input.paymentId, client))!),
      order: (await orderById(found.order_id, client))!,
    };
  });
}

/** An order's payments, voided ones too, oldest first; null when no order has this id. */
export async function orderPayments(orderId: string): Promise<Payment[] | null> {
  if (!isUuid(orderId)) return null;
  const [order] = await query('select 1 from orders where id = $1', [orderId]);
  if (!order) return null;
  const rows = await query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from ${PAYMENT_FROM} where p.order_id = $1 order by p.created_at, p.id`,
    [orderId],
  );
  return rows.map(toPayment);
}
