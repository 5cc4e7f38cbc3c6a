/**
 * The order documents' outbox (table order_deliveries, docs/spec.md §24): a proforma invoice or a
 * payment's receipt mailed to the buyer (channel 'buyerEmail'). A row is queued in the
 * transaction that sends the document, sent right after the answer and retried by the scheduled
 * run (netlify/functions/deliver-enquiries.mts); the claim, lease and retries are the outbox's
 * (../notifications/outbox.ts). Each event brings its own sender below.
 */
import { query, type Queryable } from '../db/db';
import { buyerMailChannel } from '../notifications/channels';
import { afterAnswer, sendDue, type Claim, type Outbox, type Outcome } from '../notifications/outbox';
import { sendBuyerProformaMail } from './order-mail';
import { proformaPdf, proformaQuote } from './proforma-document';
import { paymentById } from './payment-row';
import { proformaById } from './proformas';
import { sendBuyerReceiptMail } from './receipt-mail';
import { paymentReceipt } from './receipt-pdf';

/** What a row mails: its event, and the document it names. */
export type OrderDeliveryEvent = 'proforma.sent' | 'payment.receipt';

interface OrderDeliveryRow {
  order_id: string;
  event: OrderDeliveryEvent;
  proforma_id: string | null;
  payment_id: string | null;
  channel: 'buyerEmail';
}

/** Queues a proforma invoice's mail to the buyer, in the caller's transaction; returns the row's id. */
export async function queueProformaMail(client: Queryable, proformaId: string): Promise<string> {
  const [row] = await query<{ id: string }>(
    `insert into order_deliveries (order_id, event, proforma_id, channel)
     select order_id, 'proforma.sent', id, 'buyerEmail' from proformas where id = $1
     returning id::text`,
    [proformaId],
    client,
  );
  return row.id;
}

/** Queues a payment's receipt mail to the buyer, in the caller's transaction; returns the row's id. */
export async function queueReceiptMail(client: Queryable, paymentId: string): Promise<string> {
  const [row] = await query<{ id: string }>(
    `insert into order_deliveries (order_id, event, payment_id, channel)
     select order_id, 'payment.receipt', id, 'buyerEmail' from payments where id = $1
     returning id::text`,
    [paymentId],
    client,
  );
  return row.id;
}

/** The address a buyer's mail goes to, and the way out for it; throws (a failed attempt, retried) when there is none. */
function buyerChannel(email: string | null) {
  if (!email) throw new Error('The buyer gave no email.');
  const channel = buyerMailChannel(email);
  if (!channel) throw new Error('Email is not configured (set SMTP_URL).');
  return channel;
}

async function sendProforma(row: OrderDeliveryRow & Claim): Promise<void> {
  const proforma = await proformaById(row.proforma_id!);
  if (!proforma) throw new Error('The proforma invoice no longer exists.');
  const quote = await proformaQuote(proforma);
  const channel = buyerChannel(quote.buyer.email);
  await sendBuyerProformaMail(channel, proforma, quote, await proformaPdf(proforma, quote), row.id);
}

async function sendReceipt(row: OrderDeliveryRow & Claim): Promise<void> {
  const payment = await paymentById(row.payment_id!);
  if (!payment) throw new Error('The payment no longer exists.');
  const receipt = await paymentReceipt(payment);
  const channel = buyerChannel(receipt.quote.buyer.email);
  await sendBuyerReceiptMail(channel, { payment, ...receipt }, row.id);
}

/** Each event's sender. */
const SENDERS: Record<OrderDeliveryEvent, (row: OrderDeliveryRow & Claim) => Promise<void>> = {
  'proforma.sent': sendProforma,
  'payment.receipt': sendReceipt,
};

async function send(row: OrderDeliveryRow & Claim): Promise<void> {
  const sender = SENDERS[row.event];
  if (!sender) throw new Error(`No sender for ${row.event}.`);
  await sender(row);
}

const orderOutbox: Outbox<OrderDeliveryRow> = {
  table: 'order_deliveries',
  subject: 'order_id',
  columns: ['order_id', 'event', 'proforma_id', 'payment_id', 'channel'],
  send,
  describe: (row) => `${row.channel} ${row.event} for order ${row.order_id}`,
};

/**
 * Sends what is due: every pending row whose time has come (the scheduled run), or only those of
 * one order (right after the answer). Returns how each claimed row ended.
 */
export function sendDueOrderDeliveries(options: { orderId?: string } = {}): Promise<Outcome[]> {
  return sendDue(orderOutbox, options.orderId ?? null);
}

/** Sends what was just queued after the answer (on Netlify through context.waitUntil): one order's rows. */
export function deliverOrderDocumentsSoon(context: { waitUntil?: (promise: Promise<unknown>) => void }, orderId: string): void {
  afterAnswer(sendDueOrderDeliveries({ orderId }), context);
}
