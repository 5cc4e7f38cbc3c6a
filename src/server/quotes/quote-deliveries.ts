/**
 * The quotations' outbox (table quote_deliveries): the sales team told by mail and webhook of what
 * a buyer did at the link, and the quotation mailed to its buyer (channel 'buyerEmail'). Rows are
 * queued in the transaction of what they tell, sent right after the answer and retried by the
 * scheduled run with the enquiries' (netlify/functions/deliver-enquiries.mts); the claim, lease
 * and retries are the outbox's (../notifications/outbox.ts).
 */
import type { DeliveryChannel } from '../../lib/types';
import { query, type Queryable } from '../db/db';
import { buyerMailChannel, configuredChannels, requireEmailChannel, requireWebhookChannel } from '../notifications/channels';
import { afterAnswer, sendDue, type Claim, type Outbox, type Outcome } from '../notifications/outbox';
import { sendBuyerQuoteMail, sendQuoteNoticeMail, type QuoteNotice, type QuoteNoticeEvent } from './quote-mail';
import { quotePdf } from './quote-pdf';
import { postQuoteWebhook } from './quote-webhook';
import { quoteById } from './quotes';

export type { QuoteNoticeEvent } from './quote-mail';

type QuoteDeliveryChannel = DeliveryChannel | 'buyerEmail';

interface QuoteDeliveryRow {
  quote_id: string;
  event: QuoteNoticeEvent | 'quote.sent';
  channel: QuoteDeliveryChannel;
  message: string | null;
}

// The column's limit; the buyer's page holds messages to it, and a notice is no place to fail an accept.
const MESSAGE_MAX = 2000;

/**
 * Queues the sales team's notice of what the buyer did, one row per channel that is on, in the
 * caller's transaction. Returns how many rows (0 when no channel is on).
 */
export async function queueQuoteNotice(
  client: Queryable,
  quoteId: string,
  event: QuoteNoticeEvent,
  message?: string | null,
): Promise<number> {
  const channels = configuredChannels();
  if (!channels.length) return 0;
  const rows = await query(
    `insert into quote_deliveries (quote_id, event, channel, message)
     select $1::uuid, $2::text, channel, $4::text from unnest($3::text[]) as channel returning id`,
    [quoteId, event, channels, message?.trim().slice(0, MESSAGE_MAX) || null],
    client,
  );
  return rows.length;
}

/** Queues the quotation's mail to its buyer, with the PDF, in the caller's transaction; returns the row's id. */
export async function queueBuyerMail(client: Queryable, quoteId: string): Promise<string> {
  const [row] = await query<{ id: string }>(
    `insert into quote_deliveries (quote_id, event, channel) values ($1, 'quote.sent', 'buyerEmail') returning id::text`,
    [quoteId],
    client,
  );
  return row.id;
}

async function leadOf(enquiryId: string): Promise<QuoteNotice['enquiry']> {
  const [row] = await query<{ name: string; phone: string }>('select name, phone from enquiries where id = $1', [enquiryId]);
  if (!row) throw new Error('The enquiry no longer exists.');
  return { _id: enquiryId, name: row.name, phone: row.phone };
}

async function send(row: QuoteDeliveryRow & Claim): Promise<void> {
  const quote = await quoteById(row.quote_id);
  if (!quote) throw new Error('The quotation no longer exists.');
  if (row.channel === 'buyerEmail') {
    if (!quote.buyer.email) throw new Error('The quotation has no buyer email.');
    const channel = buyerMailChannel(quote.buyer.email);
    if (!channel) throw new Error('Email is not configured (set SMTP_URL).');
    await sendBuyerQuoteMail(channel, quote, await quotePdf(quote), row.id);
    return;
  }
  const notice: QuoteNotice = {
    event: row.event as QuoteNoticeEvent,
    quote,
    enquiry: await leadOf(quote.enquiryId),
    message: row.message,
  };
  if (row.channel === 'email') await sendQuoteNoticeMail(requireEmailChannel(), notice, row.id);
  else await postQuoteWebhook(requireWebhookChannel(), notice, row.id);
}

const quoteOutbox: Outbox<QuoteDeliveryRow> = {
  table: 'quote_deliveries',
  subject: 'quote_id',
  columns: ['quote_id', 'event', 'channel', 'message'],
  send,
  describe: (row) => `${row.channel} ${row.event} for quotation ${row.quote_id}`,
};

/**
 * Sends what is due: every pending row whose time has come (the scheduled run), or only those of
 * one quotation (right after the answer). Returns how each claimed row ended.
 */
export function sendDueQuoteDeliveries(options: { quoteId?: string } = {}): Promise<Outcome[]> {
  return sendDue(quoteOutbox, options.quoteId ?? null);
}

/**
 * Sends what was just queued after the answer (on Netlify through context.waitUntil): one
 * quotation's rows when named, else every due one.
 */
export function deliverQuotesSoon(context: { waitUntil?: (promise: Promise<unknown>) => void }, quoteId?: string): void {
  afterAnswer(sendDueQuoteDeliveries({ quoteId }), context);
}
