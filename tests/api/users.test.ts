/**
 * The admin's user management where the database does the work: the list of all users, the role
 * change and its effect on a live session, an unknown user, and the site never left without an
 * ADMIN, also under concurrent changes. It runs on both databases (vitest.config.ts); who may call,
 * bad input and bodies, other sites and the method are in account-calls.test.ts, run once.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { User } from '../../src/lib/types';
import { pgConfig } from '../../src/server/db/db-config';
import { USER_MESSAGES } from '../../src/server/accounts/users';
import { createAccount, MANY_CALLS, userRole, userRoles, type TestAccount } from '../support/accounts';
import { callApi, withDatabase } from '../support/http';

const site = inject('site');
const USER_KEYS = ['_id', 'createdAt', 'email', 'name', 'profilePic', 'role', 'takesNewLeads'];

const roles = () => userRoles(site.databaseUrl);
const roleOf = (id: string) => userRole(site.databaseUrl, id);

const updateUser = (json: unknown, headers: Record<string, string> = {}) =>
  callApi<User>(site.url, '/api/update-user', { method: 'POST', json, headers });

/**
 * Runs `work` while the given accounts are the only ADMINs: every other admin is made GENERAL in
 * the database first and made ADMIN again afterwards, so other tests keep their admin.
 */
async function withOnlyAdmins(admins: TestAccount[], work: () => Promise<void>) {
  const keep = admins.map((a) => a.user._id);
  const others = await withDatabase(site.databaseUrl, async (c) =>
    (await c.query(`update users set role = 'GENERAL' where role = 'ADMIN' and not (id = any($1::uuid[])) returning id`, [keep])).rows.map((r) => r.id as string),
  );
  try {
    await work();
  } finally {
    await withDatabase(site.databaseUrl, (c) => c.query(`update users set role = 'ADMIN' where id = any($1::uuid[])`, [others]));
  }
}

/** An ADMIN and a GENERAL user whose roles no test changes (each test that changes roles makes its own). */
let admin: TestAccount;
let general: TestAccount;
beforeAll(async () => {
  admin = await createAccount(site.databaseUrl, 'ADMIN');
  general = await createAccount(site.databaseUrl, 'GENERAL');
});

describe('GET /api/all-user', () => {
  it('lists every user for an admin, newest first, without any secret', async () => {
    const response = await fetch(new URL('/api/all-user', site.url), { headers: { cookie: admin.cookie } });
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text).not.toContain('scrypt$');
    expect(text.toLowerCase()).not.toContain('password');
    const body = JSON.parse(text) as { success: boolean; error: boolean; message: string; data: User[] };
    expect(body).toMatchObject({ success: true, error: false });
    const users = body.data;
    expect(users.length).toBe(Object.keys(await roles()).length);
    for (const user of users) expect(Object.keys(user).sort()).toEqual(USER_KEYS);
    expect(users.find((u) => u._id === general.user._id)).toEqual(general.user);
    expect(users.find((u) => u._id === admin.user._id)).toEqual(admin.user);
    expect(users.map((u) => u.email)).toContain(site.admin.email);
    const times = users.map((u) => Date.parse(u.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('POST /api/update-user', () => {
  it('lets an admin change a role in either direction, effective at once', async () => {
    const buyer = await createAccount(site.databaseUrl, 'GENERAL');

    const promoted = await updateUser({ userId: buyer.user._id, role: 'ADMIN' }, { cookie: admin.cookie });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ success: true, error: false, data: { ...buyer.user, role: 'ADMIN' } });
    expect(promoted.body.message).toMatch(/ADMIN/);
    expect(await roleOf(buyer.user._id)).toBe('ADMIN');
    // The promoted user's existing session now has admin access.
    expect((await callApi(site.url, '/api/all-user', { headers: { cookie: buyer.cookie } })).status).toBe(200);

    const demoted = await updateUser({ userId: buyer.user._id, role: 'GENERAL' }, { cookie: admin.cookie });
    expect(demoted.status).toBe(200);
    expect(demoted.body.data!.role).toBe('GENERAL');
    expect(await roleOf(buyer.user._id)).toBe('GENERAL');
    expect((await callApi(site.url, '/api/all-user', { headers: { cookie: buyer.cookie } })).status).toBe(403);
  });

  it('lets an admin demote another admin, and themselves while another admin remains', async () => {
    const first = await createAccount(site.databaseUrl, 'ADMIN');
    const second = await createAccount(site.databaseUrl, 'ADMIN');
    expect((await updateUser({ userId: second.user._id, role: 'GENERAL' }, { cookie: first.cookie })).status).toBe(200);
    expect((await updateUser({ userId: first.user._id, role: 'GENERAL' }, { cookie: first.cookie })).status).toBe(200);
    expect([await roleOf(first.user._id), await roleOf(second.user._id)]).toEqual(['GENERAL', 'GENERAL']);
  });

  it.each([
    ['an unknown userId', 404, { userId: '00000000-0000-4000-8000-000000000000', role: 'ADMIN' }, USER_MESSAGES.unknownUser],
    ['a malformed userId', 404, { userId: 'not-a-user', role: 'ADMIN' }, USER_MESSAGES.unknownUser],
    ['an SQL-looking userId', 404, { userId: "' or 1=1; update users set role='ADMIN' --", role: 'ADMIN' }, USER_MESSAGES.unknownUser],
  ])('answers %s (%i), naming the problem, and changes nothing', async (_, status, json, message) => {
    const before = await roles();
    const response = await updateUser(json, { cookie: admin.cookie });
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ success: false, error: true, message });
    expect(await roles()).toEqual(before);
  });

  it('never removes the last ADMIN (409), and allows it once another admin exists', MANY_CALLS, async () => {
    const only = await createAccount(site.databaseUrl, 'ADMIN');
    const buyer = await createAccount(site.databaseUrl, 'GENERAL');
    await withOnlyAdmins([only], async () => {
      const refused = await updateUser({ userId: only.user._id, role: 'GENERAL' }, { cookie: only.cookie });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ success: false, error: true, message: USER_MESSAGES.lastAdmin });
      expect(await roleOf(only.user._id)).toBe('ADMIN');
      // Making an ADMIN an ADMIN again is harmless, also for the last one.
      expect((await updateUser({ userId: only.user._id, role: 'ADMIN' }, { cookie: only.cookie })).status).toBe(200);

      expect((await updateUser({ userId: buyer.user._id, role: 'ADMIN' }, { cookie: only.cookie })).status).toBe(200);
      expect((await updateUser({ userId: only.user._id, role: 'GENERAL' }, { cookie: only.cookie })).status).toBe(200);
      expect(await roleOf(only.user._id)).toBe('GENERAL');
      // Now the promoted buyer is the last admin.
      const last = await updateUser({ userId: buyer.user._id, role: 'GENERAL' }, { cookie: buyer.cookie });
      expect(last.status).toBe(409);
    });
  });

  describe('two admins demoting each other at the same moment', () => {
    afterAll(async () => (await import('../../src/server/db/db')).closePool());

    it('lets exactly one through, on concurrent database connections', MANY_CALLS, async () => {
      // The role change itself, run twice at once on two connections: the local server serves one
      // call at a time, so only this shows the database-level guarantee. A third connection holds
      // both rows locked until both changes are waiting on it, so they really start together (on
      // PostgreSQL; embedded PGlite runs one transaction at a time whatever happens).
      process.env.DATABASE_URL = site.databaseUrl;
      const { setUserRole } = await import('../../src/server/accounts/users');
      const a = await createAccount(site.databaseUrl, 'ADMIN');
      const b = await createAccount(site.databaseUrl, 'ADMIN');
      const ids = [a.user._id, b.user._id];
      await withOnlyAdmins([a, b], async () => {
        for (let round = 0; round < 3; round++) {
          await withDatabase(site.databaseUrl, (c) => c.query(`update users set role = 'ADMIN' where id = any($1::uuid[])`, [ids]));
          const gate = new pg.Client(pgConfig(site.databaseUrl));
          await gate.connect();
          let settled: Promise<PromiseSettledResult<User>[]>;
          try {
            await gate.query('begin');
            await gate.query('select id from users where id = any($1::uuid[]) for update', [ids]);
            settled = Promise.allSettled(ids.map((id) => setUserRole(id, 'GENERAL')));
            if (site.database === 'postgres') await waitForLockWaiters(2);
            await gate.query('commit');
          } finally {
            await gate.end();
          }
          const results = await settled;
          expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
          const refusal = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
          expect(refusal.reason).toMatchObject({ status: 409, message: USER_MESSAGES.lastAdmin });
          const left = [await roleOf(a.user._id), await roleOf(b.user._id)];
          expect(left.sort()).toEqual(['ADMIN', 'GENERAL']);
        }
      });
    });
  });
});

/** Waits until `count` connections of the test database are waiting for a lock. */
async function waitForLockWaiters(count: number) {
  const deadline = Date.now() + 60_000;
  await withDatabase(site.databaseUrl, async (c) => {
    for (;;) {
      const { rows } = await c.query(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (rows[0].n >= count) return;
      if (Date.now() > deadline) throw new Error(`only ${rows[0].n} of ${count} connections came to wait for the lock`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}
