/**
 * Rate limits counted in the database (table rate_limit_events), so they hold across function
 * instances: at most `limit` events per bucket within the window.
 */
import { query, withTransaction, type Queryable } from './db';
import { HttpError } from './http';

export interface Limit {
  limit: number;
  windowMinutes: number;
  message: string;
}

export const LIMITS = {
  signinFailures: { limit: 10, windowMinutes: 15, message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.' },
  signups: { limit: 10, windowMinutes: 60, message: 'Too many sign-ups from this address. Please try again later.' },
  enquiries: { limit: 20, windowMinutes: 60, message: 'Too many enquiries from this address. Please try again later.' },
} satisfies Record<string, Limit>;

async function countEvents(bucket: string, windowMinutes: number, db: Queryable): Promise<number> {
  const rows = await query<{ n: number }>(
    `select count(*)::int as n from rate_limit_events
      where bucket = $1 and created_at > now() - make_interval(mins => $2)`,
    [bucket, windowMinutes],
    db,
  );
  return rows[0].n;
}

/**
 * Takes one place in each bucket, or refuses with 429 when any of them is full. Each bucket is
 * locked until the transaction ends (in a fixed order, so two callers cannot deadlock), so
 * of concurrent requests exactly as many pass as there were places: the check and the record cannot
 * interleave. Returns the recorded events, for giving the places back.
 */
export async function takePlace(buckets: string[], limit: Limit, client: Queryable): Promise<string[]> {
  for (const bucket of [...buckets].sort()) {
    await query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [bucket], client);
  }
  for (const bucket of buckets) {
    if ((await countEvents(bucket, limit.windowMinutes, client)) >= limit.limit) {
      throw new HttpError(429, limit.message, { 'retry-after': String(limit.windowMinutes * 60) });
    }
  }
  const rows = await query<{ id: string }>(
    `with pruned as (delete from rate_limit_events where created_at < now() - interval '1 day')
     insert into rate_limit_events (bucket) select unnest($1::text[]) returning id`,
    [buckets],
    client,
  );
  return rows.map((row) => row.id);
}

/** takePlace() in a transaction of its own, for a caller whose work is not one. */
export function takePlaceNow(buckets: string[], limit: Limit): Promise<string[]> {
  return withTransaction((client) => takePlace(buckets, limit, client));
}

/** Gives places back: what they were taken for turned out not to count (a right password). */
export async function givePlaceBack(events: string[]): Promise<void> {
  await query('delete from rate_limit_events where id = any($1::bigint[])', [events]);
}
