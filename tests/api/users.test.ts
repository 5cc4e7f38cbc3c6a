/**
 * The admin's user management where the database does the work: the list of all users, the role
 * change and its effect on a live session, an unknown user, and the site never left without an
 * ADMIN, also under concurrent changes; "takes new leads", and a user leaving the desk giving back
 * their open leads; and what a SALES user may and may not call (docs/spec.md §23.1). It runs on both
 * databases (vitest.config.ts); who may call, bad input and bodies, other sites and the method are in
 * account-calls.test.ts, run once.
 */
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Product, User } from '../../src/lib/types';
import { pgConfig } from '../../src/server/db/db-config';
import { USER_MESSAGES } from '../../src/server/accounts/users';
import { referenceMonth } from '../../src/server/enquiries/enquiries';
import { createAccount, MANY_CALLS, userRole, userRoles, type TestAccount } from '../support/accounts';
import { callApi, encodeForm, freshAddress, withDatabase } from '../support/http';
import { machine } from '../support/product-calls';
import { CURRENT_NOTICE } from '../../src/lib/privacy-notice';

const site = inject('site');
const USER_KEYS = ['_id', 'createdAt', 'email', 'mobile', 'name', 'profilePic', 'role', 'takesNewLeads'];

const roles = () => userRoles(site.databaseUrl);
const roleOf = (id: string) => userRole(site.databaseUrl, id);

const updateUser = (json: unknown, headers: Record<string, string> = {}) =>
  callApi<User>(site.url, '/api/update-user', { method: 'POST', json, headers });

/**
 * Runs `work` while the given accounts are the only ADMINs: every other admin is made SALES (which
 * keeps "takes new leads" valid) in the database first and made ADMIN again afterwards, so other
 * tests keep their admin.
 */
async function withOnlyAdmins(admins: TestAccount[], work: () => Promise<void>) {
  const keep = admins.map((a) => a.user._id);
  const others = await withDatabase(site.databaseUrl, async (c) =>
    (await c.query(`update users set role = 'SALES' where role = 'ADMIN' and not (id = any($1::uuid[])) returning id`, [keep])).rows.map((r) => r.id as string),
  );
  try {
    await work();
  } finally {
    await withDatabase(site.databaseUrl, (c) => c.query(`update users set role = 'ADMIN' where id = any($1::uuid[])`, [others]));
  }
}

/** Whether this user takes new leads, as stored. */
const takesNewLeads = (id: string): Promise<boolean> =>
  withDatabase(site.databaseUrl, async (c) => (await c.query('select takes_new_leads from users where id = $1', [id])).rows[0].takes_new_leads);

/** Leads of the given statuses owned by `ownerId` (null: nobody), made straight in the database; their ids. */
const leadsOwnedBy = (ownerId: string | null, statuses: string[]): Promise<string[]> =>
  withDatabase(site.databaseUrl, async (c) => {
    const ids: string[] = [];
    for (const status of statuses) {
      const { rows } = await c.query(
        `insert into enquiries (product_id, name, phone, address, message, status, owner_id)
         select id, 'Owned lead', '9876543210', 'Ranchi', 'Price of the cup machine?', $2, $1 from products limit 1 returning id`,
        [ownerId, status],
      );
      ids.push(rows[0].id);
    }
    return ids;
  });

/** Each lead's owner, by id. */
const ownersOf = (ids: string[]): Promise<Record<string, string | null>> =>
  withDatabase(site.databaseUrl, async (c) =>
    Object.fromEntries((await c.query('select id, owner_id from enquiries where id = any($1::uuid[])', [ids])).rows.map((r) => [r.id, r.owner_id])),
  );

/** An ADMIN and a GENERAL user whose roles no test changes (each test that changes roles makes its own). */
let admin: TestAccount;
let general: TestAccount;
beforeAll(async () => {
  admin = await createAccount(site.databaseUrl, 'ADMIN');
  general = await createAccount(site.databaseUrl, 'GENERAL');
});

// The site is shared: the leads the next files send must not go to the people these tests put on
// the turn (each would gain an owner entry its timeline does not expect).
afterEach(() => withDatabase(site.databaseUrl, (c) => c.query('update users set takes_new_leads = false where takes_new_leads')));

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

  it('makes a user SALES, whose live session then opens the lead desk but not the users', async () => {
    const buyer = await createAccount(site.databaseUrl, 'GENERAL');
    const made = await updateUser({ userId: buyer.user._id, role: 'SALES' }, { cookie: admin.cookie });
    expect(made.status).toBe(200);
    expect(made.body).toEqual({ success: true, error: false, message: `${buyer.user.name} is now SALES.`, data: { ...buyer.user, role: 'SALES' } });
    expect(await roleOf(buyer.user._id)).toBe('SALES');
    expect((await callApi(site.url, '/api/all-enquiries', { headers: { cookie: buyer.cookie } })).status).toBe(200);
    expect((await callApi(site.url, '/api/all-user', { headers: { cookie: buyer.cookie } })).status).toBe(403);
  });

  it('sets "takes new leads" of an ADMIN or SALES user, alone or with the role', async () => {
    const seller = await createAccount(site.databaseUrl, 'SALES');
    const on = await updateUser({ userId: seller.user._id, takesNewLeads: true }, { cookie: admin.cookie });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ success: true, error: false, message: `${seller.user.name} takes new leads.`, data: { ...seller.user, takesNewLeads: true } });
    expect(await takesNewLeads(seller.user._id)).toBe(true);
    const off = await updateUser({ userId: seller.user._id, takesNewLeads: false }, { cookie: admin.cookie });
    expect(off.body).toMatchObject({ message: `${seller.user.name} no longer takes new leads.`, data: { takesNewLeads: false } });
    expect(await takesNewLeads(seller.user._id)).toBe(false);

    const owner = await createAccount(site.databaseUrl, 'ADMIN');
    expect((await updateUser({ userId: owner.user._id, takesNewLeads: true }, { cookie: admin.cookie })).status).toBe(200);
    expect(await takesNewLeads(owner.user._id)).toBe(true);

    const buyer = await createAccount(site.databaseUrl, 'GENERAL');
    const both = await updateUser({ userId: buyer.user._id, role: 'SALES', takesNewLeads: true }, { cookie: admin.cookie });
    expect(both.status).toBe(200);
    expect(both.body).toMatchObject({
      message: `${buyer.user.name} is now SALES. ${buyer.user.name} takes new leads.`,
      data: { role: 'SALES', takesNewLeads: true },
    });
    expect([await roleOf(buyer.user._id), await takesNewLeads(buyer.user._id)]).toEqual(['SALES', true]);
  });

  it('refuses "takes new leads" for a GENERAL user (400), also with the role GENERAL, changing nothing', async () => {
    const buyer = await createAccount(site.databaseUrl, 'GENERAL');
    const seller = await createAccount(site.databaseUrl, 'SALES');
    await withDatabase(site.databaseUrl, (c) => c.query('update users set takes_new_leads = true where id = $1', [seller.user._id]));
    const before = await roles();
    for (const json of [
      { userId: buyer.user._id, takesNewLeads: true },
      { userId: buyer.user._id, takesNewLeads: false },
      { userId: seller.user._id, role: 'GENERAL', takesNewLeads: true },
    ]) {
      const refused = await updateUser(json, { cookie: admin.cookie });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ success: false, error: true, message: USER_MESSAGES.notOnDesk });
    }
    expect(await roles()).toEqual(before);
    expect([await takesNewLeads(buyer.user._id), await takesNewLeads(seller.user._id)]).toEqual([false, true]);
  });

  it('takes a user made GENERAL out of the turn and gives back their open leads, each with an owner entry by the admin', async () => {
    const seller = await createAccount(site.databaseUrl, 'SALES');
    const colleague = await createAccount(site.databaseUrl, 'SALES');
    await withDatabase(site.databaseUrl, (c) => c.query('update users set takes_new_leads = true where id = any($1::uuid[])', [[seller.user._id, colleague.user._id]]));
    const [open, contacted, won, lost] = await leadsOwnedBy(seller.user._id, ['New', 'Contacted', 'Won', 'Lost']);
    const [colleagues] = await leadsOwnedBy(colleague.user._id, ['New']);
    const leads = [open, contacted, won, lost, colleagues];

    // Moving between the desk's roles keeps everything.
    expect((await updateUser({ userId: colleague.user._id, role: 'ADMIN' }, { cookie: admin.cookie })).status).toBe(200);
    expect(await takesNewLeads(colleague.user._id)).toBe(true);

    const left = await updateUser({ userId: seller.user._id, role: 'GENERAL' }, { cookie: admin.cookie });
    expect(left.status).toBe(200);
    expect(left.body.data).toEqual({ ...seller.user, role: 'GENERAL', takesNewLeads: false });
    expect(await takesNewLeads(seller.user._id)).toBe(false);
    // Open leads have no owner now; the closed ones keep who worked them, and nobody else's moved.
    expect(await ownersOf(leads)).toEqual({
      [open]: null,
      [contacted]: null,
      [won]: seller.user._id,
      [lost]: seller.user._id,
      [colleagues]: colleague.user._id,
    });
    const entries = await withDatabase(site.databaseUrl, async (c) =>
      (
        await c.query(
          `select enquiry_id, by_user, from_value, to_value from enquiry_events where kind = 'owner' and enquiry_id = any($1::uuid[]) order by enquiry_id`,
          [leads],
        )
      ).rows,
    );
    expect(entries).toEqual(
      [open, contacted].sort().map((id) => ({ enquiry_id: id, by_user: admin.user._id, from_value: seller.user.name, to_value: null })),
    );
  });

  it('never leaves a repeat enquiry owned by a user made GENERAL while it was being stored', MANY_CALLS, async () => {
    // The repeat enquiry reads its open lead's owner, then waits (here on its month's reference
    // counter, held by a gate connection) before storing the lead; the demotion is asked in that
    // gap. On PostgreSQL the owner's row is locked from the read, so the demotion waits for the
    // enquiry and gives its lead back too; embedded PGlite runs one transaction at a time.
    const seller = await createAccount(site.databaseUrl, 'SALES');
    const phone = `9${String(Date.now()).slice(-9)}`;
    const [first] = await withDatabase(site.databaseUrl, async (c) =>
      (
        await c.query(
          `insert into enquiries (product_id, name, phone, address, message, owner_id)
           select id, 'Repeat buyer', $2, 'Ranchi', 'Price of the cup machine?', $1 from products limit 1 returning id, product_id`,
          [seller.user._id, phone],
        )
      ).rows,
    );
    const gate = new pg.Client(pgConfig(site.databaseUrl));
    await gate.connect();
    let repeat: Promise<{ status: number; body: { data?: { _id: string } } }>;
    let demotion: ReturnType<typeof updateUser>;
    try {
      await gate.query('begin');
      await gate.query(
        `insert into enquiry_reference_counters as c (month, last_serial) values ($1, 1)
         on conflict (month) do update set last_serial = c.last_serial`,
        [referenceMonth(new Date())],
      );
      repeat = callApi<{ _id: string }>(site.url, '/api/enquiries', {
        method: 'POST',
        json: { productId: first.product_id, name: 'Repeat buyer', phone, address: 'Ranchi', message: 'And the bowl machine?', noticeVersion: CURRENT_NOTICE.version },
        from: freshAddress(),
      });
      if (site.database === 'postgres') await waitForLockWaiters(1);
      demotion = updateUser({ userId: seller.user._id, role: 'GENERAL' }, { cookie: admin.cookie });
      // Fixed, the demotion waits for the enquiry's lock; before, it went straight through.
      if (site.database === 'postgres') await Promise.race([demotion, waitForLockWaiters(2)]);
      await gate.query('commit');
    } finally {
      await gate.end();
    }
    const sent = await repeat;
    expect(sent.status).toBe(201);
    expect((await demotion).status).toBe(200);
    expect(await ownersOf([first.id, sent.body.data!._id])).toEqual({ [first.id]: null, [sent.body.data!._id]: null });
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
      // Nor to SALES: the desk without anyone to manage users.
      expect((await updateUser({ userId: only.user._id, role: 'SALES' }, { cookie: only.cookie })).status).toBe(409);
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
      const { updateUser } = await import('../../src/server/accounts/user-update');
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
            settled = Promise.allSettled(ids.map((id) => updateUser(id, { role: 'GENERAL' }, id)));
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

describe('a SALES user (docs/spec.md §23.1)', () => {
  /** A call: its method, path and body (JSON, or a form already encoded). */
  interface Call {
    method: 'GET' | 'POST';
    path: string;
    json?: unknown;
    form?: FormData;
  }

  async function send(call: Call, cookie: string): Promise<{ status: number; text: string }> {
    const init: RequestInit = { method: call.method, headers: { cookie } };
    if (call.json !== undefined) init.headers = { cookie, 'content-type': 'application/json' };
    if (call.json !== undefined) init.body = JSON.stringify(call.json);
    if (call.form) {
      const { body, contentType } = await encodeForm(call.form);
      init.headers = { cookie, 'content-type': contentType };
      init.body = body;
    }
    const response = await fetch(new URL(call.path, site.url), init);
    return { status: response.status, text: await response.text() };
  }

  /** What a refused call must leave as it was: every role and "takes new leads", and the catalogue. */
  const snapshot = () =>
    withDatabase(site.databaseUrl, async (c) => ({
      users: (await c.query('select id, role, takes_new_leads from users order by id')).rows,
      products: (await c.query('select id, product_name, updated_at from products order by id')).rows,
    }));

  it('is refused (403) on each call outside the desk and quotations, and let through on each of those', async () => {
    const sales = await createAccount(site.databaseUrl, 'SALES');
    const product = (await callApi<Product[]>(site.url, '/api/get-product?limit=1')).body.data![0];
    const [lead] = await leadsOwnedBy(sales.user._id, ['New']);
    const image = new FormData();
    image.set('upload_preset', 'product');
    image.set('file', new Blob([new Uint8Array(64)], { type: 'image/png' }), 'machine.png');

    const adminOnly: Call[] = [
      { method: 'GET', path: '/api/all-user' },
      { method: 'GET', path: '/api/all-user?limit=10' },
      { method: 'POST', path: '/api/update-user', json: { userId: sales.user._id, role: 'ADMIN' } },
      { method: 'POST', path: '/api/update-user', json: { userId: sales.user._id, takesNewLeads: true } },
      { method: 'POST', path: '/api/update-user', json: { userId: admin.user._id, role: 'GENERAL' } },
      { method: 'POST', path: '/api/upload-product', json: machine() },
      { method: 'POST', path: '/api/update-product', json: { ...machine(), _id: product._id } },
      { method: 'POST', path: '/api/upload-image', form: image },
      { method: 'GET', path: '/api/publish-status' },
    ];
    const before = await snapshot();
    for (const call of adminOnly) {
      const { status, text } = await send(call, sales.cookie);
      expect({ call: call.path, status, body: JSON.parse(text) }).toEqual({
        call: call.path,
        status: 403,
        body: { success: false, error: true, message: 'Only an admin can do this.' },
      });
    }
    expect(await snapshot()).toEqual(before);

    // The desk and quotations: each answers the call itself (a list, a lead, or what the body lacks).
    const desk: Call[] = [
      { method: 'GET', path: '/api/all-enquiries' },
      { method: 'GET', path: '/api/all-enquiries?limit=10' },
      { method: 'GET', path: `/api/get-enquiry?enquiryId=${lead}` },
      { method: 'POST', path: '/api/update-enquiry', json: { enquiryId: lead, status: 'Contacted' } },
      { method: 'GET', path: `/api/enquiry-timeline?enquiryId=${lead}` },
      { method: 'GET', path: '/api/export-enquiries' },
      { method: 'GET', path: '/api/lead-stats' },
      { method: 'GET', path: `/api/quotes?enquiryId=${lead}` },
      { method: 'POST', path: '/api/quotes', json: {} },
      { method: 'POST', path: '/api/quotes/revise', json: {} },
      { method: 'POST', path: '/api/quotes/email', json: {} },
      { method: 'GET', path: '/api/quotes/whatsapp' },
      { method: 'GET', path: '/api/quote-settings' },
    ];
    for (const call of desk) {
      const { status } = await send(call, sales.cookie);
      expect({ call: call.path, status: status === 200 || status === 400 ? 'answered' : status }).toEqual({ call: call.path, status: 'answered' });
    }
    // The status change was the SALES user's, on the lead's timeline.
    const [change] = await withDatabase(site.databaseUrl, async (c) => (await c.query(`select by_user from enquiry_events where enquiry_id = $1 and kind = 'status'`, [lead])).rows);
    expect(change).toEqual({ by_user: sales.user._id });
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

describe('a desk user’s mobile (docs/spec.md §22.9)', () => {
  const mobileOf = (id: string): Promise<string | null> =>
    withDatabase(site.databaseUrl, async (c) => (await c.query('select mobile from users where id = $1', [id])).rows[0].mobile);
  const setOwn = (mobile: unknown, headers: Record<string, string> = {}) =>
    callApi<User>(site.url, '/api/user-details', { method: 'POST', json: { mobile }, headers });

  it('is set by the desk user themselves, as people write it, and cleared; the admin sets anyone’s', async () => {
    const seller = await createAccount(site.databaseUrl, 'SALES');
    const own = await setOwn('+91 98765-01234', { cookie: seller.cookie });
    expect(own.status, own.body.message).toBe(200);
    expect(own.body.message).toBe(`${seller.user.name}’s mobile is +91 98765 01234.`);
    expect(own.body.data).toMatchObject({ _id: seller.user._id, mobile: '9876501234' });
    expect(await mobileOf(seller.user._id)).toBe('9876501234');

    const byAdmin = await updateUser({ userId: seller.user._id, mobile: '07000012345' }, { cookie: admin.cookie });
    expect(byAdmin.status, byAdmin.body.message).toBe(200);
    expect(byAdmin.body.data!.mobile).toBe('7000012345');
    const cleared = await setOwn('', { cookie: seller.cookie });
    expect(cleared.body.message).toBe(`${seller.user.name}’s mobile is cleared.`);
    expect(await mobileOf(seller.user._id)).toBeNull();
  });

  it('refuses what is no Indian mobile (400), a buyer’s account (403) and a visitor (401), writing nothing', async () => {
    const seller = await createAccount(site.databaseUrl, 'SALES');
    const buyer = await createAccount(site.databaseUrl, 'GENERAL');
    for (const mobile of ['12345', '5876501234', 9876501234]) {
      const refused = await setOwn(mobile, { cookie: seller.cookie });
      expect(refused.status, String(mobile)).toBe(400);
      expect(refused.body.message).toBe('mobile must be an Indian mobile number: 10 digits, the first 6, 7, 8 or 9.');
    }
    const byAdmin = await updateUser({ userId: seller.user._id, mobile: '98765' }, { cookie: admin.cookie });
    expect(byAdmin.status).toBe(400);
    expect((await setOwn('9876501234', { cookie: buyer.cookie })).status).toBe(403);
    expect((await setOwn('9876501234')).status).toBe(401);
    // A SALES user sets only their own: another's is the admin's call.
    expect((await updateUser({ userId: buyer.user._id, mobile: '9876501234' }, { cookie: seller.cookie })).status).toBe(403);
    expect(await mobileOf(seller.user._id)).toBeNull();
    expect(await mobileOf(buyer.user._id)).toBeNull();
  });
});
