/**
 * A flood of sign-ins cannot starve the server: password hashing is queued (src/server/accounts/passwords.ts),
 * and a sign-in that finds the queue full is answered 503 at once instead of piling up, without
 * counting as a failed try. Nor can it keep an owner out: a browser the account signed in from
 * before hashes in the account's own lane.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { HASHING } from '../../src/server/accounts/passwords';
import { createAccount } from '../support/accounts';
import { callApi, freshAddress, withDatabase } from '../support/http';
import { signinFlood } from '../support/signin-flood';

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

/** The device cookie a sign-in's answer sets, as a Cookie header, or null. */
function deviceCookieOf(headers: Headers): string | null {
  return headers.getSetCookie().find((c) => c.startsWith('device='))?.split(';')[0] ?? null;
}

const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
  callApi(site.url, '/api/signin', { method: 'POST', json: { email, password }, headers, from: freshAddress() });

describe('100 failing sign-ins kept in flight from other addresses', () => {
  it('let the owner in from a browser the account signed in from before (200), while others are turned away (503)', async () => {
    const account = await createAccount(site.databaseUrl);
    const first = await signIn(account.user.email, account.password);
    expect(first.status).toBe(200);
    let device = deviceCookieOf(first.headers)!;
    expect(device).toMatch(/^device=/);

    const flood = signinFlood({
      concurrent: 100,
      email: account.user.email,
      send: async (email) => (await signIn(email, 'not-the-password')).status,
    });
    await flood.busy;
    const owner: number[] = [];
    try {
      for (let i = 0; i < 5; i++) {
        const answer = await signIn(account.user.email, account.password, { cookie: device });
        owner.push(answer.status);
        device = deviceCookieOf(answer.headers) ?? device; // the browser keeps the renewed cookie
      }
    } finally {
      const statuses = await flood.stop();
      // The flood was real: it filled the shared lane, and none of it got in.
      expect(statuses).toContain(503);
      expect(statuses.filter((status) => ![401, 429, 503].includes(status))).toEqual([]);
    }
    expect(owner).toEqual([200, 200, 200, 200, 200]);
  }, 300_000);
});
