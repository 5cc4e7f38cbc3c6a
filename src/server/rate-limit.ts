/**
 * Rate limits counted in the database (table rate_limit_events), so they hold across function
 * instances: at most `limit` events per bucket within the window.
 */
import { query, type Queryable } from './db';
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

export async function countEvents(bucket: string, windowMinutes: number, db?: Queryable): Promise<number> {
  const rows = await query<{ n: number }>(
    `select count(*)::int as n from rate_limit_events
      where bucket = $1 and created_at > now() - make_interval(mins => $2)`,
    [bucket, windowMinutes],
    db,
  );
  return rows[0].n;
}

/** 429 when any of the buckets is already at its limit. */
export async function assertUnderLimit(buckets: string[], limit: Limit, db?: Queryable): Promise<void> {
  for (const bucket of buckets) {
    if ((await countEvents(bucket, limit.windowMinutes, db)) >= limit.limit) {
      throw new HttpError(429, limit.message, { 'retry-after': String(limit.windowMinutes * 60) });
    }
  }
}

export async function recordEvent(buckets: string[], db?: Queryable): Promise<void> {
  await query(
    `with pruned as (delete from rate_limit_events where created_at < now() - interval '1 day')
     insert into rate_limit_events (bucket) select unnest($1::text[])`,
    [buckets],
    db,
  );
}

/**
 * Serialises the check-and-record of one bucket across function instances: held until the
 * caller's transaction ends, so concurrent requests cannot all pass a check made before any of
 * them recorded its event.
 */
export async function lockBucket(bucket: string, client: Queryable): Promise<void> {
  await query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [bucket], client);
}
