/**
 * The admin's user management over real HTTP: the list of all users and the role change, refused
 * to anonymous visitors and GENERAL users, and never leaving the site without an ADMIN.
 */
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Role, User } from '../../src/lib/types';
import { pgConfig } from '../../src/server/db/db-config';
import { USER_MESSAGES } from '../../src/server/accounts/users';
import { createAccount, type TestAccount } from '../support/accounts';
import { callApi, withDatabase } from '../support/http';

const site = inject('site');
const MANY_CALLS = { timeout: 300_000 };
const USER_KEYS = ['_id', 'createdAt', 'email', 'name', 'profilePic', 'role'];

/** Every user's role, to show a refused call changed none. */
const roles = () =>
  withDatabase(site.databaseUrl, async (c) =>
    Object.fromEntries((await c.query('select id, role from users order by id')).rows.map((r) => [r.id, r.role])),
  );

const roleOf = async (id: string) =>
  withDatabase(site.databaseUrl, async (c) => (await c.query('select role from users where id = $1', [id])).rows[0]?.role);

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

describe('GET /api/all-user', () => {
  it('lists every user for an admin, newest first, without any secret', async () => {
    const admin = await createAccount(site.databaseUrl, 'ADMIN');
    const buyer = await createAccount(site.databaseUrl, 'GENERAL');
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
    expect(users.find((u) => u._id === buyer.user._id)).toEqual(buyer.user);
    expect(users.find((u) => u._id === admin.user._id)).toEqual(admin.user);
    expect(users.map((u) => u.email)).toContain(site.admin.email);
    const times = users.map((u) => Date.parse(u.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('refuses anonymous visitors (401) and GENERAL users (403)', async () => {
    const buyer = await createAccount(site.databaseUrl, 'GENERAL');
    const anonymous = await callApi(site.url, '/api/all-user');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ success: false, error: true, message: 'Please log in first.' });
    const general = await callApi(site.url, '/api/all-user', { headers: { cookie: buyer.cookie } });
    expect(general.status).toBe(403);
    expect(general.body).toEqual({ success: false, error: true, message: 'Only an admin can do this.' });
  });

  it('answers 405 to POST', async () => {
    const admin = await createAccount(site.databaseUrl, 'ADMIN');
    const { status, headers } = await callApi(site.url, '/api/all-user', { method: 'POST', json: {}, headers: { cookie: admin.cookie } });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET');
  });
});

describe('POST /api/update-user', () => {
  it('lets an admin change a role in either direction, effective at once', async () => {
    const admin = await createAccount(site.databaseUrl, 'ADMIN');
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

  it('refuses anonymous visitors (401) and GENERAL users (403), changing nothing', async () => {
    const buyer = await createAccount(site.databaseUrl, 'GENERAL');
    const before = await roles();
    const anonymous = await updateUser({ userId: buyer.user._id, role: 'ADMIN' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Please log in first.');
    // A GENERAL user cannot promote themselves.
    const general = await updateUser({ userId: buyer.user._id, role: 'ADMIN' }, { cookie: buyer.cookie });
    expect(general.status).toBe(403);
    expect(general.body.message).toBe('Only an admin can do this.');
    expect(await roles()).toEqual(before);
  });

  it.each([
    ['an unknown userId', 404, { userId: '00000000-0000-4000-8000-000000000000', role: 'ADMIN' }, USER_MESSAGES.unknownUser],
    ['a malformed userId', 404, { userId: 'not-a-user', role: 'ADMIN' }, USER_MESSAGES.unknownUser],
    ['an SQL-looking userId', 404, { userId: "' or 1=1; update users set role='ADMIN' --", role: 'ADMIN' }, USER_MESSAGES.unknownUser],
    ['userId missing', 400, { role: 'ADMIN' }, 'userId is required.'],
    ['userId of the wrong type', 400, { userId: 42, role: 'ADMIN' }, 'userId is required.'],
    ['role missing', 400, { userId: '00000000-0000-4000-8000-000000000000' }, 'role must be ADMIN or GENERAL.'],
    ['an unknown role', 400, { userId: '00000000-0000-4000-8000-000000000000', role: 'SUPERUSER' }, 'role must be ADMIN or GENERAL.'],
    ['a role in the wrong case', 400, { userId: '00000000-0000-4000-8000-000000000000', role: 'admin' }, 'role must be ADMIN or GENERAL.'],
  ])('answers %s (%i), naming the problem, and changes nothing', async (_, status, json, message) => {
    const admin = await createAccount(site.databaseUrl, 'ADMIN');
    const before = await roles();
    const response = await updateUser(json, { cookie: admin.cookie });
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ success: false, error: true, message });
    expect(await roles()).toEqual(before);
  });

  it('answers 400 for malformed JSON and 415 for a form post, changing nothing', async () => {
    const admin = await createAccount(site.databaseUrl, 'ADMIN');
    const buyer = await createAccount(site.databaseUrl, 'GENERAL');
    const before = await roles();
    const malformed = await callApi(site.url, '/api/update-user', {
      method: 'POST',
      body: `{"userId": "${buyer.user._id}", "role": `,
      headers: { 'content-type': 'application/json', cookie: admin.cookie },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/JSON/);
    const form = await callApi(site.url, '/api/update-user', {
      method: 'POST',
      body: `userId=${buyer.user._id}&role=ADMIN`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: admin.cookie },
    });
    expect(form.status).toBe(415);
    expect(await roles()).toEqual(before);
  });

  it('refuses a role change posted from another site (403), even with an admin cookie', async () => {
    const admin = await createAccount(site.databaseUrl, 'ADMIN');
    const buyer = await createAccount(site.databaseUrl, 'GENERAL');
    const response = await updateUser(
      { userId: buyer.user._id, role: 'ADMIN' },
      { cookie: admin.cookie, origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/other sites/);
    expect(await roleOf(buyer.user._id)).toBe('GENERAL');
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
          const left: Role[] = [await roleOf(a.user._id), await roleOf(b.user._id)];
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
