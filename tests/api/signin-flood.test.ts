/**
 * A flood of sign-ins cannot starve the server: password hashing is queued (src/server/passwords.ts),
 * and a sign-in that finds the queue full is answered 503 at once instead of piling up, without
 * counting as a failed try.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { HASHING } from '../../src/server/passwords';
import { createAccount } from '../support/accounts';
import { callApi, freshAddress, withDatabase } from '../support/http';

const site = inject('site');

describe('40 failed sign-ins at once', () => {
  it('answers those past the hashing queue 503 with Retry-After, counts them as no try, and stays open', async () => {
    const flood = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const from = freshAddress();
        const email = `flood-${randomUUID().slice(0, 8)}@example.com`;
        const answer = await callApi(site.url, '/api/signin', { method: 'POST', json: { email, password: 'not-the-password' }, from });
        return { ...answer, from, email };
      }),
    );
    const statuses = flood.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 401 && status !== 503)).toEqual([]);
    const busy = flood.filter((answer) => answer.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.body).toEqual({ success: false, error: true, message: HASHING.busyMessage });
      expect(answer.headers.get('retry-after')).toBe(String(HASHING.retryAfterSeconds));
    }
    // A refused try was never checked: neither its address nor its email has a failure on record.
    const buckets = busy.flatMap((answer) => [`signin-fail:ip:${answer.from}`, `signin-fail:email:${answer.email}`]);
    const recorded = await withDatabase(site.databaseUrl, async (c) =>
      (await c.query('select count(*)::int as n from rate_limit_events where bucket = any($1)', [buckets])).rows[0].n,
    );
    expect(recorded).toBe(0);

    const account = await createAccount(site.databaseUrl);
    const after = await callApi(site.url, '/api/signin', {
      method: 'POST',
      json: { email: account.user.email, password: account.password },
      from: freshAddress(),
    });
    expect(after.status).toBe(200);
  }, 300_000);
});
