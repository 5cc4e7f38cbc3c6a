/**
 * The retention rule (docs/spec.md §26.5): a lead that never became an order is anonymised, as an
 * erasure anonymises it (./erasure.ts), LEAD_RETENTION_MONTHS (36 unless set) after its last
 * activity, and the local mail folder's mails written longer ago than that are removed. The
 * scheduled function netlify/functions/apply-retention.mts runs it daily, the local server on its
 * timer (platform/functions/delivery-schedule.ts); a test runs it at the moments it chooses.
 *
 * A lead's last activity is the latest of: its arrival, its next follow-up (a lead the desk means
 * to call back is not forgotten), its timeline's entries (status, notes, calls, owners, quotation
 * and order steps), a repeat enquiry linked to it (the buyer came back), its quotations' making and
 * the buyer's opening or answering them, and each notification or quotation mail sent.
 *
 * Exactly once: a run claims the due leads with FOR UPDATE SKIP LOCKED, a batch at a time, and only
 * leads not yet erased; a run at the same time passes over them, and a later one no longer finds them.
 */
import { leadRetentionMonths } from '../../lib/privacy-notice';
import { query, withTransaction } from '../db/db';
import { anonymiseLeads } from './erasure';
import { mailFolder, removeMailWrittenBy } from './mail-folder';

type Env = Record<string, string | undefined>;

/** What the anonymised leads' timelines say of it (the `erased` entry, by no one). */
export const retentionReason = (months: number) => `Anonymised by the retention rule: no activity for ${months} months, and no order.`;

const BATCH = 100;

// The leads due at cutoff $1: not erased, no order, nothing on or about them since. Arrival is the
// earliest activity, so the partial index of leads not erased finds the few that can be due.
const DUE_LEADS = `
  select e.id from enquiries e
   where e.erased_at is null and e.created_at <= $1
     and not exists (select from orders o where o.enquiry_id = e.id)
     and greatest(
           e.created_at,
           e.next_follow_up_at,
           (select max(v.at) from enquiry_events v where v.enquiry_id = e.id),
           (select max(r.created_at) from enquiries r where r.repeat_of = e.id),
           (select max(greatest(q.created_at, q.first_viewed_at, q.accepted_at, q.changes_requested_at, q.refresh_requested_at))
              from quotes q where q.enquiry_id = e.id),
           (select max(d.sent_at) from enquiry_deliveries d where d.enquiry_id = e.id),
           (select max(m.sent_at) from quote_deliveries m join quotes q on q.id = m.quote_id where q.enquiry_id = e.id)
         ) <= $1
   order by e.created_at, e.id
   limit $2
     for update of e skip locked`;

export interface RetentionRun {
  /** Activity at or before this moment is older than the retention period. */
  cutoff: Date;
  leads: number;
  mailFiles: number;
}

/** One run of the rule as of `now`; a bad LEAD_RETENTION_MONTHS stops it with what to set. */
export async function applyRetention(now: Date, env: Env = process.env): Promise<RetentionRun> {
  const months = leadRetentionMonths(env);
  // Calendar months, as PostgreSQL counts them (31 March less one month is 28 or 29 February), in UTC.
  const [{ cutoff }] = await query<{ cutoff: Date }>(
    `select (($1::timestamptz at time zone 'UTC') - make_interval(months => $2::int)) at time zone 'UTC' as cutoff`,
    [now, months],
  );
  const why = { reason: retentionReason(months), by: null };
  let leads = 0;
  for (;;) {
    const claimed = await withTransaction(async (client) => {
      const due = await query<{ id: string }>(DUE_LEADS, [cutoff, BATCH], client);
      await anonymiseLeads(client, due.map((lead) => lead.id), why);
      return due.length;
    });
    leads += claimed;
    if (claimed < BATCH) break;
  }
  const folder = mailFolder(env);
  return { cutoff, leads, mailFiles: folder ? await removeMailWrittenBy(folder, cutoff) : 0 };
}

/** The run in a log line; null when it did nothing. */
export function describeRetentionRun(run: RetentionRun): string | null {
  if (!run.leads && !run.mailFiles) return null;
  return `${run.leads} lead${run.leads === 1 ? '' : 's'} anonymised, ${run.mailFiles} mail${run.mailFiles === 1 ? '' : 's'} removed (older than ${run.cutoff.toISOString()})`;
}
