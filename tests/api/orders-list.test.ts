/**
 * The desk's list of orders (docs/spec.md §24.6, §24.7) over real HTTP on the shared test site:
 * GET /api/orders without enquiryId, in keyset pages, newest first; its status filter, its search
 * and the Outstanding view, oldest first with each balance's age; the desk's (SALES too), refused to
 * a GENERAL user and a visitor. One order is made as a buyer makes it (the search text it keeps);
 * the rest are written straight into the database in bulk: what is tested here is reading them.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { addDays, businessDate, businessDayStart } from '../../src/lib/business-time';
import type { OrderListItem } from '../../src/lib/orders/order-list';
import type { OrderStatus } from '../../src/lib/orders/types';
import { createAccount, type TestAccount } from '../support/accounts';
import { callApi, withDatabase, type ApiResponse } from '../support/http';
import { orderCalls, type OrderRoad } from '../support/orders';
import { expectSameList, walkPages, type Paged as PagedOf } from '../support/paged-list';

const site = inject('site');
vi.setConfig({ testTimeout: 120_000 });

// The local site's TIME_ZONE is the default.
const ZONE = 'Asia/Kolkata';
const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 100.';
const CURSOR_MESSAGE = 'The cursor is not valid for this list.';

let sales: TestAccount;
let road: OrderRoad;

const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  withDatabase(site.databaseUrl, async (c) => (await c.query<T>(text, params)).rows);

beforeAll(async () => {
  sales = await createAccount(site.databaseUrl, 'SALES');
  road = await orderCalls(site, sales).newOrder();
});

type Paged = PagedOf<OrderListItem>;

const list = (query: Record<string, string> = {}, headers: Record<string, string> = { cookie: sales.cookie }) =>
  callApi<OrderListItem[]>(site.url, `/api/orders?${new URLSearchParams(query)}`, { headers }) as Promise<ApiResponse<OrderListItem[]> & { body: Paged }>;

/** A text no other test or file shares, to find this test's orders by (in the buyer's name). */
const newTag = () => `Buyer ${randomUUID().slice(0, 8)}`;

interface NewOrder {
  /** When it was made (default now). */
  createdAt?: Date | string;
  status?: OrderStatus;
  /** Rupees. */
  total?: number;
  paid?: number;
}

/**
 * Stores orders for buyers named `{tag} #{i}`, each with a lead and a quotation of its own (copies
 * of the order made in beforeAll), as given; their ids, in order.
 */
async function insertOrders(tag: string, orders: NewOrder[]): Promise<string[]> {
  const specs = orders.map((order, i) => ({
    i,
    name: `${tag} #${i}`,
    phone: `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    created_at: order.createdAt ?? new Date(),
    status: order.status ?? 'Confirmed',
    total_paise: Math.round((order.total ?? 100000) * 100),
    paid_paise: Math.round((order.paid ?? 0) * 100),
    key: randomUUID().slice(0, 8),
  }));
  return withDatabase(site.databaseUrl, async (c) => {
    await c.query('begin');
    const spec = `json_to_recordset($1::json) as s(i int, name text, phone text, created_at timestamptz, status text, total_paise bigint, paid_paise bigint, key text)`;
    const values = [JSON.stringify(specs)];
    await c.query(
      `insert into enquiries (product_id, name, phone, address, message, created_at, status)
       select t.product_id, s.name, s.phone, t.address, t.message, s.created_at, 'Won' from ${spec}, enquiries t where t.id = $2
        order by s.i`,
      [...values, road.lead._id],
    );
    await c.query(
      `insert into quotes (enquiry_id, number, serial_number, version, token, buyer, seller, lines, terms, taxable_paise, cgst_paise, sgst_paise,
                           igst_paise, round_off_paise, total_paise, valid_days, valid_until, created_at, accepted_at)
       select e.id, 'QT/T' || s.key || '/' || s.i, 'QT/T' || s.key || '/' || s.i, 0, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
              t.buyer || jsonb_build_object('name', s.name, 'phone', s.phone), t.seller, t.lines, t.terms, t.taxable_paise, t.cgst_paise, t.sgst_paise,
              t.igst_paise, t.round_off_paise, s.total_paise, t.valid_days, t.valid_until, s.created_at, s.created_at
         from ${spec} join enquiries e on e.name = s.name, quotes t where t.id = $2
        order by s.i`,
      [...values, road.quote._id],
    );
    const { rows } = await c.query<{ id: string }>(
      `insert into orders (number, enquiry_id, quote_id, token, status, total_paise, paid_paise, cancel_reason, created_at, status_changed_at)
       select 'SO/T' || s.key || '/' || lpad(s.i::text, 4, '0'), q.enquiry_id, q.id, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
              s.status, s.total_paise, s.paid_paise, case when s.status = 'Cancelled' then 'The buyer withdrew.' end, s.created_at, s.created_at
         from ${spec} join quotes q on q.number = 'QT/T' || s.key || '/' || s.i
        order by s.i
       returning id`,
      values,
    );
    await c.query('commit');
    return rows.map((row) => row.id);
  });
}

/** This tag's orders in the list's order, as the database holds them. */
const idsInOrder = async (tag: string, direction: 'asc' | 'desc') =>
  (await sql<{ id: string }>(`select id from orders where search_text like $1 order by created_at ${direction}, id ${direction}`, [`%${tag} #%`])).map(
    (row) => row.id,
  );

const ids = (body: Paged) => body.data!.map((order) => order._id);

describe('GET /api/orders in pages', () => {
  it('gives every order once, newest first, while orders are made between the pages', async () => {
    const tag = newTag();
    const base = Date.now() - 40 * 86_400_000;
    // Groups of three at one instant (ties, broken by id), a minute apart.
    await insertOrders(tag, Array.from({ length: 14 }, (_, i) => ({ createdAt: new Date(base + Math.floor(i / 3) * 60_000) })));
    const expected = await idsInOrder(tag, 'desc');
    let added = 0;
    const pages = await walkPages<OrderListItem>(list, { q: tag, limit: '4' }, async () => (added += (await insertOrders(`${tag} late${added}`, [{}])).length));
    expectSameList(pages, expected, 4);
    expect(added).toBeGreaterThan(0);

    // Without a limit: a page of 50 at most, with its cursor and count, never the whole list.
    const { status, body } = await list({ q: tag });
    expect(status, body.message).toBe(200);
    expect(body).toMatchObject({ total: 14 + added, nextCursor: null });
    expect(ids(body).slice(added)).toEqual(expected);
    expect((await list()).body.data!.length).toBeLessThanOrEqual(50);
  });

  it('filters by status, and refuses one that is not an order\'s', async () => {
    const tag = newTag();
    const [, dispatched] = await insertOrders(tag, [{ status: 'Confirmed' }, { status: 'Dispatched', paid: 100000 }, { status: 'Advance received', paid: 40000 }]);
    const { body } = await list({ q: tag, status: 'Dispatched' });
    expect([ids(body), body.total]).toEqual([[dispatched], 1]);
    const refused = await list({ status: 'Shipped' });
    expect([refused.status, refused.body.message]).toEqual([
      400,
      'status must be one of Confirmed, Advance received, Ready for dispatch, Dispatched, Installed, Closed, Cancelled.',
    ]);
  });

  it('finds an order by its number, its quotation\'s, the lead\'s reference, the buyer\'s name or phone', async () => {
    const { lead, quote, order } = road;
    const phone = lead.phone.replace(/^(\d{5})(\d{5})$/, '+91 $1 $2');
    const [year, serial] = lead.reference.split('-').slice(1);
    for (const q of [order.number, quote.number, lead.reference, `enq ${year} ${serial}`, phone, lead.phone.slice(2)]) {
      const { status, body } = await list({ q });
      expect(status, body.message).toBe(200);
      expect([q, ids(body)]).toEqual([q, [order._id]]);
    }
    // The buyer's name, in any case: every order of this buyer, this one among them.
    const { body } = await list({ q: quote.buyer.name.toUpperCase(), limit: '100' });
    expect(ids(body)).toContain(order._id);
    expect(body.data!.every((row) => row.buyer.name === quote.buyer.name)).toBe(true);
    expect((await list({ q: `${order.number} nobody` })).body).toMatchObject({ data: [], total: 0, nextCursor: null });
  });

  it('gives each row the age of its balance while one is due', async () => {
    const tag = newTag();
    const [paid, cancelled, due] = await insertOrders(tag, [
      { paid: 100000, status: 'Installed' },
      { status: 'Cancelled' },
      { createdAt: businessDayStart(addDays(businessDate(new Date(), ZONE), -2), ZONE) },
    ]);
    const { body } = await list({ q: tag });
    const age = Object.fromEntries(body.data!.map((row) => [row._id, row.balanceAgeDays]));
    expect(age).toEqual({ [paid]: null, [cancelled]: null, [due]: 2 });
  });
});

describe('the Outstanding view (view=outstanding)', () => {
  it('holds the orders with a balance, not Cancelled, oldest first, each with its balance\'s age', async () => {
    const tag = newTag();
    const today = businessDate(new Date(), ZONE);
    // Just after 00:00 of a business day, and just before the next: the age counts days, not hours.
    const dayStart = (days: number) => businessDayStart(addDays(today, -days), ZONE);
    const dayEnd = (days: number) => new Date(businessDayStart(addDays(today, 1 - days), ZONE).getTime() - 60_000);
    const [, part, , , unpaid, fresh, dispatched] = await insertOrders(tag, [
      { createdAt: dayStart(90), paid: 100000, status: 'Closed' },
      { createdAt: dayStart(45), paid: 40000.5, status: 'Advance received' },
      { createdAt: dayStart(30), status: 'Cancelled' },
      { createdAt: dayStart(20), paid: 100000, status: 'Dispatched' },
      { createdAt: dayEnd(10) },
      { createdAt: new Date() },
      { createdAt: dayEnd(5), paid: 90000, status: 'Dispatched' },
    ]);
    const { status, body } = await list({ q: tag, view: 'outstanding' });
    expect(status, body.message).toBe(200);
    expect(body.data!.map((row) => [row._id, row.balanceAgeDays, row.balance])).toEqual([
      [part, 45, 59999.5],
      [unpaid, 10, 100000],
      [dispatched, 5, 10000],
      [fresh, 0, 100000],
    ]);
    expect(body.total).toBe(4);

    // In pages; with a status; and the whole view, oldest first, holds no paid or Cancelled order.
    const pages = await walkPages<OrderListItem>(list, { q: tag, view: 'outstanding', limit: '3' });
    expectSameList(pages, [part, unpaid, dispatched, fresh], 3);
    expect(ids((await list({ q: tag, view: 'outstanding', status: 'Dispatched' })).body)).toEqual([dispatched]);
    const whole = (await list({ view: 'outstanding', limit: '100' })).body.data!;
    expect(whole.every((row) => row.balance > 0 && row.status !== 'Cancelled' && row.balanceAgeDays !== null)).toBe(true);
    const times = whole.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort());
  });

  it('refuses another view, and a cursor of the other list', async () => {
    const refused = await list({ view: 'overdue' });
    expect([refused.status, refused.body.message]).toEqual([400, 'view must be "outstanding", or left out.']);
    const tag = newTag();
    await insertOrders(tag, [{}, {}]);
    const { body } = await list({ q: tag, limit: '1' });
    const crossed = await list({ q: tag, limit: '1', view: 'outstanding', cursor: body.nextCursor! });
    expect([crossed.status, crossed.body.message]).toEqual([400, CURSOR_MESSAGE]);
  });
});

describe('who may read the list, and bad paging', () => {
  it('is the desk\'s: SALES reads it, a GENERAL user gets 403, a visitor 401', async () => {
    expect((await list({ limit: '1' })).status).toBe(200);
    const general = await createAccount(site.databaseUrl, 'GENERAL');
    const forbidden = await list({}, { cookie: general.cookie });
    expect([forbidden.status, forbidden.body.message]).toEqual([403, 'Only the sales team can do this.']);
    expect((await list({}, {})).status).toBe(401);
  });

  it('refuses a cursor changed on the way, and a limit out of range', async () => {
    const { body } = await list({ limit: '1' });
    const [payload, mac] = body.nextCursor!.split('.');
    for (const cursor of [`${payload}.${mac.slice(1)}x`, 'not-a-cursor', `${payload}`]) {
      const refused = await list({ limit: '1', cursor });
      expect([refused.status, refused.body.message]).toEqual([400, CURSOR_MESSAGE]);
    }
    for (const limit of ['0', '101', 'ten']) {
      const refused = await list({ limit });
      expect([refused.status, refused.body.message]).toEqual([400, LIMIT_MESSAGE]);
    }
  });
});
