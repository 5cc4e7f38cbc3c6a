/**
 * The admin's list of users a page at a time over real HTTP: GET /api/all-user with
 * `?limit=&cursor=` and its search `q` (the name or email contains it). Users are written straight
 * into the database in bulk: what is tested here is reading them.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { User } from '../../src/lib/types';
import { createAccount, type TestAccount } from '../support/accounts';
import { callApi, withDatabase, type ApiResponse } from '../support/http';
import { expectSameList, walkPages, type Paged as PagedOf } from '../support/paged-list';

const site = inject('site');
vi.setConfig({ testTimeout: 60_000 });

const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 100.';
const CURSOR_MESSAGE = 'The cursor is not valid for this list.';

let admin: TestAccount;
let buyer: TestAccount;

beforeAll(async () => {
  admin = await createAccount(site.databaseUrl, 'ADMIN');
  buyer = await createAccount(site.databaseUrl, 'GENERAL');
});

const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  withDatabase(site.databaseUrl, async (c) => (await c.query<T>(text, params)).rows);

/** A text no other test or file shares, to find this test's rows by. */
const newTag = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

/**
 * `count` users named `{tag} #{i}` with emails of their own, in groups of three at one instant
 * (ties, broken by id), the groups a microsecond apart, days before any user of another test; or,
 * with `now`, stored as they arrive. Their ids, in order.
 */
async function insertUsers(tag: string, count: number, { now = false, emailTag = '' } = {}): Promise<string[]> {
  const base = Date.now() - 300 * 86_400_000;
  const users = Array.from({ length: count }, (_, i) => ({
    name: `${tag} #${i}`,
    email: `${emailTag || 'user'}.${randomUUID().slice(0, 12)}@example.com`,
    created_at: now ? null : new Date(base - Math.floor(i / 6) * 60_000).toISOString().replace('Z', `${String(Math.floor(i / 3) % 2).padStart(3, '0')}Z`),
  }));
  const rows = await sql<{ id: string }>(
    `insert into users (name, email, password_hash, created_at)
     select u.name, u.email, 'not a hash: no one signs in as these', coalesce(u.created_at, now())
       from json_populate_recordset(null::users, $1::json) with ordinality as u
      order by u.ordinality
     returning id`,
    [JSON.stringify(users)],
  );
  return rows.map((row) => row.id);
}

type Paged = PagedOf<User>;

const list = (query: Record<string, string> = {}, headers: Record<string, string> = { cookie: admin.cookie }) =>
  callApi<User[]>(site.url, `/api/all-user?${new URLSearchParams(query)}`, { headers }) as Promise<ApiResponse<User[]> & { body: Paged }>;

/** The ids of the unpaged call: the SPEC's answer, every match. */
async function everyId(query: Record<string, string> = {}): Promise<string[]> {
  const { status, body } = await list(query);
  expect(status, body.message).toBe(200);
  expect(Object.keys(body).sort()).toEqual(['data', 'error', 'message', 'success']);
  return body.data!.map((u) => u._id);
}

const walk = (query: Record<string, string>, between?: () => Promise<unknown>) => walkPages<User>(list, query, between);

describe('GET /api/all-user in pages', () => {
  it('gives every user exactly once, in the unpaged order, while users sign up between the pages', async () => {
    const tag = newTag('Paging');
    await insertUsers(tag, 30);
    const before = await everyId();
    let added = 0;
    const pages = await walk({ limit: '7' }, async () => (added += (await insertUsers(`${tag} new`, 2, { now: true })).length));
    expectSameList(pages, before, 7);
    expect(added).toBeGreaterThan(0);
    expect((await everyId()).slice(added)).toEqual(before);
    for (const user of pages.flatMap((page) => page.data!)) expect(Object.keys(user).sort()).toEqual(['_id', 'createdAt', 'email', 'mobile', 'name', 'profilePic', 'role', 'takesNewLeads']);
  });

  it('is newest first, and of users stored at one instant the greater id first', async () => {
    const tag = newTag('Order');
    const ids = await insertUsers(tag, 9);
    const instants = await sql<{ ids: string[] }>(
      'select array_agg(id::text order by id desc) as ids from users where id = any($1::uuid[]) group by created_at order by created_at desc',
      [ids],
    );
    expect(instants.map((r) => r.ids.length)).toEqual([3, 3, 3]);
    expect(await everyId({ q: tag })).toEqual(instants.flatMap((r) => r.ids));
  });

  it('finds a part of the name or the email in any letter case, with its count, % and _ as letters', async () => {
    const tag = newTag('Search');
    const emailTag = `mail${randomUUID().slice(0, 8)}`;
    const byName = await insertUsers(tag, 11);
    const byEmail = await insertUsers('Someone Else', 4, { emailTag });
    const unpaged = await everyId({ q: tag.toUpperCase() });
    expect(unpaged.sort()).toEqual([...byName].sort());
    const pages = await walk({ q: tag, limit: '4' }, () => insertUsers(tag, 1, { now: true }));
    expectSameList(pages, await everyId({ q: tag }).then((ids) => ids.filter((id) => byName.includes(id))), 4);
    expect((await everyId({ q: emailTag.toUpperCase() })).sort()).toEqual([...byEmail].sort());
    expect((await list({ q: `  ${emailTag}.`, limit: '2' })).body).toMatchObject({ total: 4 });
    expect(await everyId({ q: `${tag}%` })).toEqual([]);
    expect(await everyId({ q: tag.replace(' ', '_') })).toEqual([]);
    expect((await list({ q: newTag('Nobody'), limit: '10' })).body).toMatchObject({ data: [], total: 0, nextCursor: null });
  });

  it('counts a search up to 1,000 matches, then says the total is a lower bound; without a search it counts them all', async () => {
    const tag = newTag('Crowd');
    await insertUsers(tag, 1000);
    const exact = (await list({ q: tag, limit: '50' })).body;
    expect(exact).toMatchObject({ total: 1000 });
    expect(exact).not.toHaveProperty('totalIsLowerBound');
    await insertUsers(tag, 1);
    const capped = (await list({ q: tag, limit: '50' })).body;
    expect(capped).toMatchObject({ total: 1000, totalIsLowerBound: true });
    expect(capped.data).toHaveLength(50);
    // The pages still reach every match.
    const pages = await walk({ q: tag, limit: '100' });
    expect(pages.flatMap((page) => page.data!)).toHaveLength(1001);
    const [{ count }] = await sql<{ count: number }>('select count(*)::int as count from users');
    const all = (await list({ limit: '1' })).body;
    expect(all).toMatchObject({ total: count });
    expect(all).not.toHaveProperty('totalIsLowerBound');
  });
});

describe('GET /api/all-user refusals', () => {
  it('refuses a cursor of another list, and one changed by one character', async () => {
    await sql(`insert into enquiries (name, phone, address, message) values ('Asha', '9876543210', 'Ranchi', 'Price?'), ('Ravi', '9876543211', 'Patna', 'Price?')`);
    const enquiries = (await callApi<unknown[]>(site.url, '/api/all-enquiries?limit=1', { headers: { cookie: admin.cookie } })).body as Paged;
    const products = (await callApi<unknown[]>(site.url, '/api/get-product?limit=1')).body as Paged;
    const own = (await list({ limit: '1' })).body.nextCursor!;
    const changed = (text: string, at: number) => `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
    for (const [label, cursor] of [
      ['an enquiries cursor', enquiries.nextCursor!],
      ['a products cursor', products.nextCursor!],
      ['a changed payload', changed(own, 4)],
      ['a changed signature', changed(own, own.length - 3)],
    ]) {
      const { status, body } = await list({ limit: '1', cursor });
      expect({ label, status, body }).toEqual({ label, status: 400, body: { success: false, error: true, message: CURSOR_MESSAGE } });
    }
    expect((await list({ limit: '1', cursor: own })).status).toBe(200);
  });

  it('refuses a limit that is not a whole number from 1 to 100, a cursor without one, and a bad q; a visitor (401) and a GENERAL user (403) first', async () => {
    const cursor = (await list({ limit: '1' })).body.nextCursor!;
    for (const query of [{ limit: '0' }, { limit: '101' }, { limit: 'abc' }, { cursor }] as Record<string, string>[]) {
      const { status, body } = await list(query);
      expect({ query, status, message: body.message }).toEqual({ query, status: 400, message: LIMIT_MESSAGE });
    }
    expect((await list({ q: 'x'.repeat(201) })).body).toEqual({ success: false, error: true, message: 'q must be at most 200 characters.' });
    expect((await list({ q: 'a\u0000b', limit: '5' })).body).toEqual({ success: false, error: true, message: 'q must not contain NUL (\\u0000) characters.' });
    // The list stays the admin's, paged or not, its parameters right or wrong.
    for (const query of [{ limit: '10' }, { limit: '10', q: 'a' }, { limit: '0' }, {}] as Record<string, string>[]) {
      const visitor = await list(query, {});
      expect(visitor).toMatchObject({ status: 401, body: { success: false, error: true, message: 'Please log in first.' } });
      const general = await list(query, { cookie: buyer.cookie });
      expect(general).toMatchObject({ status: 403, body: { success: false, error: true, message: 'Only an admin can do this.' } });
      expect(general.body.data).toBeUndefined();
    }
  });
});
