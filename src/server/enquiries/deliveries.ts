/**
 * The enquiry outbox (table enquiry_deliveries): one row per enquiry per channel, queued in the
 * enquiry's own statement (submit_enquiry, ./enquiries.ts), sent right after the answer and retried by the scheduled run
 * (netlify/functions/deliver-enquiries.mts; the local server runs it on a timer). The claim, lease
 * and retries are the outbox's (../notifications/outbox.ts); this is what an enquiry's row sends:
 * the new lead's notices ('enquiry.created'), or an alert or reminder of the desk queued by the
 * scheduled run (./lead-alerts.ts, ./desk-notices.ts).
 */
import type { DeliveryChannel, EnquiryEvent } from '../../lib/types';
import { query } from '../db/db';
import { requireEmailChannel, requireWebhookChannel } from '../notifications/channels';
import { afterAnswer, sendDue, type Claim, type Outbox, type Outcome } from '../notifications/outbox';
import { type EnquiryRow, toEnquiry } from './enquiry-row';
import { sendAcknowledgementMail } from './acknowledgement-mail';
import { sendEnquiryMail } from './enquiry-mail';
import { postEnquiryWebhook } from './enquiry-webhook';
import { deskNotice, sendDeskNotice } from './desk-notices';
import { describeQueuedNotices, queueDeskNotices, type QueuedNotices } from './lead-alerts';
import { timeFirstResponses } from './response-time';
import type { Lead } from './lead';

interface DeliveryRow {
  enquiry_id: string;
  event: EnquiryEvent;
  channel: DeliveryChannel;
  /** enquiry.follow_up_due: the follow-up time it reminds of. */
  follow_up_at: Date | null;
}

interface LeadRow extends EnquiryRow {
  brand_name: string | null;
  category: string | null;
  repeat_of: string | null;
  owner_id: string | null;
  owner_name: string | null;
  owner_email: string | null;
}

async function loadLead(enquiryId: string): Promise<Lead | null> {
  const [row] = await query<LeadRow>(
    `select e.id, e.product_id, p.product_name, p.brand_name, p.category,
            e.name, e.phone, e.email, e.address, e.message, e.created_at, e.reference, e.repeat_of,
            e.owner_id, o.name as owner_name, o.email as owner_email
       from enquiries e left join products p on p.id = e.product_id left join users o on o.id = e.owner_id
      where e.id = $1`,
    [enquiryId],
  );
  if (!row) return null;
  const enquiry = toEnquiry(row);
  const product =
    row.product_id && row.product_name
      ? { _id: row.product_id, productName: row.product_name, brandName: row.brand_name ?? '', category: row.category ?? '' }
      : null;
  const owner = row.owner_id && row.owner_name && row.owner_email ? { _id: row.owner_id, name: row.owner_name, email: row.owner_email } : null;
  return { enquiry, product, repeatOf: row.repeat_of, owner };
}

async function send(row: DeliveryRow & Claim): Promise<void> {
  const lead = await loadLead(row.enquiry_id);
  if (!lead) throw new Error('The enquiry no longer exists.');
  if (row.event !== 'enquiry.created') {
    const notice = await deskNotice(lead, row.event, row.follow_up_at);
    if (!notice) throw new Error('The enquiry no longer exists.');
    return sendDeskNotice(notice, row.channel === 'webhook' ? 'webhook' : 'email', row.id);
  }
  if (row.channel === 'buyerEmail') await sendAcknowledgementMail(lead);
  else if (row.channel === 'email') await sendEnquiryMail(requireEmailChannel(), lead);
  else await postEnquiryWebhook(requireWebhookChannel(), lead, row.id);
}

const enquiryOutbox: Outbox<DeliveryRow> = {
  table: 'enquiry_deliveries',
  subject: 'enquiry_id',
  columns: ['enquiry_id', 'event', 'channel', 'follow_up_at'],
  send,
  describe: (row) => `${row.channel} (${row.event}) for enquiry ${row.enquiry_id}`,
};

/**
 * Sends what is due: every pending delivery whose time has come (the scheduled run), or only
 * those of one enquiry (right after it is stored). Returns how each claimed delivery ended.
 */
export function sendDueDeliveries(options: { enquiryId?: string } = {}): Promise<Outcome[]> {
  return sendDue(enquiryOutbox, options.enquiryId ?? null);
}

export interface ScheduledRun {
  queued: QueuedNotices | null;
  outcomes: Outcome[];
  /** First responses whose business minutes were written. */
  timed: number;
}

/**
 * The scheduled run's enquiry steps, as at `now`: the desk's alerts and reminders that are due
 * queued first, so that this run sends them; then every due delivery sent; then the minutes of
 * first responses written another way (./response-time.ts). A step that fails (a setting that is
 * wrong, a refused database call) keeps none of the others from running; the first failure is
 * thrown after them.
 */
export async function runScheduledDeliveries(now: Date = new Date()): Promise<ScheduledRun> {
  let failure: unknown = null;
  const attempt = async <T>(step: () => Promise<T>, otherwise: T): Promise<T> => {
    try {
      return await step();
    } catch (error) {
      failure ??= error;
      return otherwise;
    }
  };
  const run: ScheduledRun = {
    queued: await attempt(() => queueDeskNotices(now), null),
    outcomes: await attempt(() => sendDueDeliveries(), []),
    timed: await attempt(timeFirstResponses, 0),
  };
  if (failure) throw failure;
  return run;
}

/** A run's line in the log: what it queued and sent, or null when it had nothing to do. */
export function describeScheduledRun(run: ScheduledRun): string | null {
  const parts = [run.queued && describeQueuedNotices(run.queued), run.outcomes.join(', '), run.timed ? `${run.timed} first responses timed` : ''];
  const said = parts.filter(Boolean);
  return said.length ? said.join('; ') : null;
}

/** Sends a new enquiry's deliveries after the answer: on Netlify through context.waitUntil. */
export function deliverSoon(enquiryId: string, context: { waitUntil?: (promise: Promise<unknown>) => void }): void {
  afterAnswer(sendDueDeliveries({ enquiryId }), context);
}
