/**
 * The enquiry outbox (table enquiry_deliveries): one row per enquiry per channel, queued in the
 * enquiry's own statement (submit_enquiry, ./enquiries.ts), sent right after the answer and retried by the scheduled run
 * (netlify/functions/deliver-enquiries.mts; the local server runs it on a timer). The claim, lease
 * and retries are the outbox's (../notifications/outbox.ts); this is what an enquiry's row sends.
 */
import type { DeliveryChannel } from '../../lib/types';
import { query } from '../db/db';
import { requireEmailChannel, requireWebhookChannel } from '../notifications/channels';
import { afterAnswer, sendDue, type Claim, type Outbox, type Outcome } from '../notifications/outbox';
import { type EnquiryRow, toEnquiry } from './enquiry-row';
import { sendEnquiryMail } from './enquiry-mail';
import { postEnquiryWebhook } from './enquiry-webhook';
import type { Lead } from './lead';

interface DeliveryRow {
  enquiry_id: string;
  channel: DeliveryChannel;
}

interface LeadRow extends EnquiryRow {
  brand_name: string | null;
  category: string | null;
  repeat_of: string | null;
}

async function loadLead(enquiryId: string): Promise<Lead | null> {
  const [row] = await query<LeadRow>(
    `select e.id, e.product_id, p.product_name, p.brand_name, p.category,
            e.name, e.phone, e.email, e.address, e.message, e.created_at, e.reference, e.repeat_of
       from enquiries e left join products p on p.id = e.product_id
      where e.id = $1`,
    [enquiryId],
  );
  if (!row) return null;
  const enquiry = toEnquiry(row);
  const product =
    row.product_id && row.product_name
      ? { _id: row.product_id, productName: row.product_name, brandName: row.brand_name ?? '', category: row.category ?? '' }
      : null;
  return { enquiry, product, repeatOf: row.repeat_of };
}

async function send(row: DeliveryRow & Claim): Promise<void> {
  const lead = await loadLead(row.enquiry_id);
  if (!lead) throw new Error('The enquiry no longer exists.');
  if (row.channel === 'email') await sendEnquiryMail(requireEmailChannel(), lead);
  else await postEnquiryWebhook(requireWebhookChannel(), lead, row.id);
}

const enquiryOutbox: Outbox<DeliveryRow> = {
  table: 'enquiry_deliveries',
  subject: 'enquiry_id',
  columns: ['enquiry_id', 'channel'],
  send,
  describe: (row) => `${row.channel} for enquiry ${row.enquiry_id}`,
};

/**
 * Sends what is due: every pending delivery whose time has come (the scheduled run), or only
 * those of one enquiry (right after it is stored). Returns how each claimed delivery ended.
 */
export function sendDueDeliveries(options: { enquiryId?: string } = {}): Promise<Outcome[]> {
  return sendDue(enquiryOutbox, options.enquiryId ?? null);
}

/** Sends a new enquiry's deliveries after the answer: on Netlify through context.waitUntil. */
export function deliverSoon(enquiryId: string, context: { waitUntil?: (promise: Promise<unknown>) => void }): void {
  afterAnswer(sendDueDeliveries({ enquiryId }), context);
}
