/**
 * An outbox: notifications queued in the transaction of what they tell, sent right after the
 * answer and retried by the scheduled run. enquiry_deliveries and quote_deliveries share the
 * columns this reads (state, attempts, next_attempt_at, claimed_until, last_error, sent_at,
 * created_at); each table brings its own sender.
 *
 * A run claims due rows with FOR UPDATE SKIP LOCKED and a lease (claimed_until), so two runs at
 * once never take the same row, and a row whose sender died becomes due again when its lease ends.
 * Each claim counts an attempt; the outcome is recorded only by the claim that made that attempt.
 * A sent row is never picked again.
 */
import { query } from '../db/db';

/** Minutes to wait after the nth failed attempt (the last one repeats), until a day has passed. */
export const RETRY_MINUTES = [1, 2, 5, 10, 30, 60];
export const GIVE_UP_AFTER_HOURS = 24;
// Longer than a send can take (every network call has a timeout well below it).
const LEASE_SECONDS = 120;
const BATCH = 25;

/**
 * ENQUIRY_RETRY_MAX_MINUTES caps the wait: the local server sets 2, so with its one-minute timer a
 * receiver that comes back gets the notification within 3 minutes.
 */
export function retryDelayMinutes(failedAttempts: number, cap = Number(process.env.ENQUIRY_RETRY_MAX_MINUTES) || Infinity): number {
  return Math.min(cap, RETRY_MINUTES[Math.min(Math.max(failedAttempts, 1), RETRY_MINUTES.length) - 1]);
}

export type Outcome = 'sent' | 'retrying' | 'failed' | 'lost';

/** What every claimed row carries: its id, and the attempt this claim counted. */
export interface Claim {
  id: string;
  attempts: number;
}

export interface Outbox<Row> {
  /** The table; a name written here in the code, never one taken from a request. */
  table: string;
  /** The column naming what a row tells of: a send right after a save takes only that one's rows. */
  subject: string;
  /** The table's own columns the sender reads, returned with each claim. */
  columns: readonly string[];
  /** Sends one row; throwing is a failed attempt, retried later. */
  send(row: Row & Claim): Promise<void>;
  /** The row in a log line ("webhook for enquiry …"). */
  describe(row: Row & Claim): string;
}

async function claimDue<Row>(outbox: Outbox<Row>, subjectId: string | null): Promise<(Row & Claim)[]> {
  const { table, subject } = outbox;
  const columns = outbox.columns.map((column) => `d.${column}`).join(', ');
  return query<Row & Claim>(
    `update ${table} d
        set claimed_until = now() + make_interval(secs => $2), attempts = d.attempts + 1
      where d.id in (
              select id from ${table}
               where state = 'pending' and next_attempt_at <= now()
                 and (claimed_until is null or claimed_until < now())
                 and ($1::uuid is null or ${subject} = $1::uuid)
               order by next_attempt_at, id
               limit $3
                 for update skip locked)
      returning d.id::text, d.attempts, ${columns}`,
    [subjectId, LEASE_SECONDS, BATCH],
  );
}

/** Records one attempt's outcome, unless another claim has taken the row since (then 'lost'). */
async function record(table: string, row: Claim, error: unknown): Promise<Outcome> {
  if (error === null) {
    const done = await query(
      `update ${table} set state = 'sent', sent_at = now(), claimed_until = null, last_error = null
        where id = $1 and attempts = $2 and state = 'pending' returning id`,
      [row.id, row.attempts],
    );
    return done.length ? 'sent' : 'lost';
  }
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const [updated] = await query<{ state: 'pending' | 'failed' }>(
    `update ${table}
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

async function attempt<Row>(outbox: Outbox<Row>, row: Row & Claim): Promise<Outcome> {
  let error: unknown = null;
  try {
    await outbox.send(row);
  } catch (caught) {
    error = caught ?? new Error('unknown error');
  }
  if (error) console.warn(`[deliveries] ${outbox.describe(row)} failed: ${(error as Error).message ?? error}`);
  return record(outbox.table, row, error);
}

/**
 * Sends what is due: every pending row whose time has come (the scheduled run), or only those
 * of one subject (right after it is stored). Returns how each claimed row ended.
 */
export async function sendDue<Row>(outbox: Outbox<Row>, subjectId: string | null = null): Promise<Outcome[]> {
  const claimed = await claimDue(outbox, subjectId);
  return Promise.all(claimed.map((row) => attempt(outbox, row)));
}

/** Lets a send run on after the answer: on Netlify through context.waitUntil. */
export function afterAnswer(work: Promise<unknown>, context: { waitUntil?: (promise: Promise<unknown>) => void }): void {
  const guarded = work.catch((error: unknown) => {
    // Nothing is lost: the rows stay pending and the scheduled run sends them.
    console.error('[deliveries] sending after the answer failed:', error);
  });
  context.waitUntil?.(guarded);
}
