/**
 * The enquiry outbox (table enquiry_deliveries): one row per enquiry per channel, queued in the
 * enquiry's own statement (submit_enquiry, ./enquiries.ts), sent right after the answer and retried by the scheduled run
 * (netlify/functions/deliver-enquiries.mts; the local server runs it on a timer).
 *
 * A run claims due rows with FOR UPDATE SKIP LOCKED and a lease (claimed_until), so two runs at
 * once never take the same row, and a row whose sender died becomes due again when its lease ends.
 * Each claim counts an attempt; the outcome is recorded only by the claim that made that attempt.
 * A sent row is never picked again.
 */
import type { DeliveryChannel } from '../../lib/types';
import { query } from '../db/db';
import { type EnquiryRow, toEnquiry } from './enquiry-row';
import { sendEnquiryMail } from './enquiry-mail';
import { postEnquiryWebhook } from './enquiry-webhook';
import type { Lead } from './lead';
import { emailChannel, webhookChannel } from './notify-channels';

/** Minutes to wait after the nth failed attempt (the last one repeats), until a day has passed. */
export const RETRY_MINUTES = [1, 2, 5, 10, 30, 60];
export const GIVE_UP_AFTER_HOURS = 24;
// Longer than a send can take (every network call has a timeout well below it).
const LEASE_SECONDS = 120;
const BATCH = 25;

/**
 * ENQUIRY_RETRY_MAX_MINUTES caps the wait: the local server sets 2, so with its one-minute timer a
 * receiver that comes back gets the lead within 3 minutes.
 */
export function retryDelayMinutes(failedAttempts: number, cap = Number(process.env.ENQUIRY_RETRY_MAX_MINUTES) || Infinity): number {
  return Math.min(cap, RETRY_MINUTES[Math.min(Math.max(failedAttempts, 1), RETRY_MINUTES.length) - 1]);
}

interface ClaimedRow {
  id: string;
  enquiry_id: string;
  channel: DeliveryChannel;
  attempts: number;
}

async function claimDue(enquiryId: string | null): Promise<ClaimedRow[]> {
  return query<ClaimedRow>(
    `update enquiry_deliveries d
        set claimed_until = now() + make_interval(secs => $2), attempts = d.attempts + 1
      where d.id in (
              select id from enquiry_deliveries
               where state = 'pending' and next_attempt_at <= now()
                 and (claimed_until is null or claimed_until < now())
                 and ($1::uuid is null or enquiry_id = $1::uuid)
               order by next_attempt_at, id
               limit $3
                 for update skip locked)
      returning d.id::text, d.enquiry_id, d.channel, d.attempts`,
    [enquiryId, LEASE_SECONDS, BATCH],
  );
}

interface LeadRow extends EnquiryRow {
  brand_name: string | null;
  category: string | null;
  repeat_of: string | null;
}

async function loadLead(enquiryId: string): Promise<Lead | null> {
  const [row] = await query<LeadRow>(
    `select e.id, e.product_id, p.product_name, p.brand_name, p.category,
            e.name, e.phone, e.address, e.message, e.created_at, e.repeat_of
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

async function send(row: ClaimedRow): Promise<void> {
  const lead = await loadLead(row.enquiry_id);
  if (!lead) throw new Error('The enquiry no longer exists.');
  if (row.channel === 'email') {
    const channel = emailChannel();
    if (!channel) throw new Error('Email is not configured (set SMTP_URL and ENQUIRY_EMAIL_TO).');
    await sendEnquiryMail(channel, lead);
  } else {
    const channel = webhookChannel();
    if (!channel) throw new Error('The webhook is not configured (set ENQUIRY_WEBHOOK_URL).');
    await postEnquiryWebhook(channel, lead, row.id);
  }
}

export type Outcome = 'sent' | 'retrying' | 'failed' | 'lost';

/** Records one attempt's outcome, unless another claim has taken the row since (then 'lost'). */
async function record(row: ClaimedRow, error: unknown): Promise<Outcome> {
  if (error === null) {
    const done = await query(
      `update enquiry_deliveries set state = 'sent', sent_at = now(), claimed_until = null, last_error = null
        where id = $1 and attempts = $2 and state = 'pending' returning id`,
      [row.id, row.attempts],
    );
    return done.length ? 'sent' : 'lost';
  }
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const [updated] = await query<{ state: 'pending' | 'failed' }>(
    `update enquiry_deliveries
        set claimed_until = null, last_error = $3,
            state = case when now() >= created_at + make_interval(hours => $4) then 'failed' else 'pending' end,
            next_attempt_at = now() + make_interval(mins => $5)
      where id = $1 and attempts = $2 and state = 'pending'
      returning state`,
    [row.id, row.attempts, message, GIVE_UP_AFTER_HOURS, retryDelayMinutes(row.attempts)],
  );
  if (!updated) return 'lost';
  return updated.state === 'failed' ? 'failed' : 'retrying';
}

async function attempt(row: ClaimedRow): Promise<Outcome> {
  let error: unknown = null;
  try {
    await send(row);
  } catch (caught) {
    error = caught ?? new Error('unknown error');
  }
  if (error) console.warn(`[deliveries] ${row.channel} for enquiry ${row.enquiry_id} failed: ${(error as Error).message ?? error}`);
  return record(row, error);
}

/**
 * Sends what is due: every pending delivery whose time has come (the scheduled run), or only
 * those of one enquiry (right after it is stored). Returns how each claimed delivery ended.
 */
export async function sendDueDeliveries(options: { enquiryId?: string } = {}): Promise<Outcome[]> {
  const claimed = await claimDue(options.enquiryId ?? null);
  return Promise.all(claimed.map(attempt));
}

/** Sends a new enquiry's deliveries after the answer: on Netlify through context.waitUntil. */
export function deliverSoon(enquiryId: string, context: { waitUntil?: (promise: Promise<unknown>) => void }): void {
  const work = sendDueDeliveries({ enquiryId }).catch((error: unknown) => {
    // Nothing is lost: the rows stay pending and the scheduled run sends them.
    console.error('[deliveries] sending after the answer failed:', error);
  });
  context.waitUntil?.(work);
}
