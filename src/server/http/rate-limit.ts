/**
 * Rate limits counted in the database (table rate_limit_events), so they hold across function
 * instances: at most `limit` events per bucket within the window.
 */
import { query, type Queryable } from '../db/db';
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

/**
 * Takes one place in each bucket, or refuses with 429 when any of them is full. Each bucket is
 * locked until the transaction ends, so of concurrent requests exactly as many pass as there were
 * places: the check and the record cannot interleave. One statement (the database function
 * take_rate_limit_place, supabase/migrations), so the transaction holds the lock for one round
 * trip, not four; without `client` that statement is a transaction of its own, with no begin and
 * commit to wait for. Returns the recorded events, for giving the places back.
 */
export async function takePlace(buckets: string[], limit: Limit, client?: Queryable): Promise<string[]> {
  const [{ ids }] = await query<{ ids: string[] | null }>(
    'select take_rate_limit_place($1::text[], $2, $3)::text[] as ids',
    [buckets, limit.limit, limit.windowMinutes],
    client,
  );
  if (!ids) throw limitReached(limit);
  return ids;
}

/**
 * The bucket of one client address for a kind of call. Cut to 100 characters: a forged address
 * header can be long, and the bucket column holds at most 300.
 */
export const addressBucket = (kind: string, ip: string) => `${kind}:${ip.slice(0, 100)}`;

/** The 429 a caller past `limit` gets, saying when to come back. */
export function limitReached(limit: Limit): HttpError {
  return new HttpError(429, limit.message, { 'retry-after': String(limit.windowMinutes * 60) });
}

/** Gives places back: what they were taken for turned out not to count (a right password). */
export async function givePlaceBack(events: string[]): Promise<void> {
  await query('delete from rate_limit_events where id = any($1::bigint[])', [events]);
}
