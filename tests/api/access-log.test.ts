/**
 * The access log (docs/spec.md §26.6) over real HTTP on the shared test site: a lead opened in the
 * desk, the leads' and the orders' CSV exports (their filters and the rows sent) and the buyer's
 * documents downloaded by the desk are each on record by whom and when; GET /api/access-log gives
 * them to an ADMIN only, newest first in keyset pages, by user, action and lead. The keeping time
 * is the scheduled run's own step, run here at moments of a clock the test moves.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ACCESS_LOG_KEEP_MONTHS, type AccessLogEntry } from '../../src/lib/access-log';
import { businessDate } from '../../src/lib/business-time';
import type { Payment, PaymentAnswer, Proforma } from '../../src/lib/orders/types';
import type { AdminEnquiry } from '../../src/lib/types';
import { createAccount, type TestAccount } from '../support/accounts';
import { parseCsv } from '../support/csv';
import { callApi, withDatabase } from '../support/http';
import { orderCalls, type OrderRoad } from '../support/orders';
import { expectSameList, walkPages, type Paged } from '../support/paged-list';

const site = inject('site');
vi.setConfig({ testTimeout: 120_000 });

let admin: TestAccount;
let sales: TestAccount;
let general: TestAccount;
let calls: ReturnType<typeof orderCalls>;
let accessLog: typeof import('../../src/server/privacy/access-log');

const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  withDatabase(site.databaseUrl, async (c) => (await c.query<T>(text, params)).rows);

beforeAll(async () => {
  [admin, sales, general] = await Promise.all(['ADMIN', 'SALES', 'GENERAL'].map((role) => createAccount(site.databaseUrl, role as 'ADMIN')));
  calls = orderCalls(site, sales);
  // The removal runs here as the scheduled function runs it, on the site's database.
  process.env.DATABASE_URL = site.databaseUrl;
  accessLog = await import('../../src/server/privacy/access-log');
});

afterAll(async () => (await import('../../src/server/db/db')).closePool());

const as = (account: TestAccount | null): Record<string, string> => (account ? { cookie: account.cookie } : {});

function readLog(query: Record<string, string>, account: TestAccount | null = admin) {
  return callApi<AccessLogEntry[]>(site.url, `/api/access-log?${new URLSearchParams(query)}`, { headers: as(account) }) as Promise<{
    status: number;
    body: Paged<AccessLogEntry> & { success: boolean; message: string; totalIsLowerBound?: true };
  }>;
}

/** The newest entries of one user (at most 100), as the ADMIN reads them. */
async function entriesOf(account: TestAccount, query: Record<string, string> = {}): Promise<AccessLogEntry[]> {
  const { status, body } = await readLog({ user: account.user._id, limit: '100', ...query });
  expect(status, body.message).toBe(200);
  return body.data!;
}

const countOf = async (account: TestAccount) => (await entriesOf(account)).length;

/** A file downloaded as this account: its status and text. */
async function download(path: string, account: TestAccount | null) {
  const response = await fetch(new URL(path, site.url), { headers: as(account) });
  return { status: response.status, text: new TextDecoder().decode(await response.arrayBuffer()) };
}

describe('a lead opened in the desk', () => {
  it('is on record by whom, when and which lead, each time the lead is read', async () => {
    const lead = await calls.newLead();
    const before = Date.now();
    const read = await callApi<AdminEnquiry>(site.url, `/api/get-enquiry?enquiryId=${lead._id}`, { headers: as(sales) });
    expect(read.status).toBe(200);
    const [entry] = await entriesOf(sales);
    expect(entry).toEqual({
      _id: expect.any(String),
      at: expect.any(String),
      userId: sales.user._id,
      userName: sales.user.name,
      action: 'lead.view',
      actionText: 'Opened a lead',
      leadId: lead._id,
      leadReference: lead.reference,
      document: null,
      filters: null,
      rowCount: null,
      complete: null,
    });
    expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(entry.at)).toBeLessThanOrEqual(Date.now() + 1000);
    // Read again (a refresh after a change): a second entry.
    await callApi(site.url, `/api/get-enquiry?enquiryId=${lead._id}`, { headers: as(sales) });
    expect(await entriesOf(sales, { lead: lead._id })).toHaveLength(2);
  });

  it('writes nothing for a lead that is not there or a read that is refused', async () => {
    const lead = await calls.newLead();
    const [salesBefore, generalBefore] = [await countOf(sales), await countOf(general)];
    expect((await callApi(site.url, `/api/get-enquiry?enquiryId=${randomUUID()}`, { headers: as(sales) })).status).toBe(404);
    expect((await callApi(site.url, `/api/get-enquiry?enquiryId=${lead._id}`, { headers: as(general) })).status).toBe(403);
    expect([await countOf(sales), await countOf(general)]).toEqual([salesBefore, generalBefore]);
  });

  it('is not shown when it cannot be put on record: the call fails and gives no data', async () => {
    const lead = await calls.newLead();
    await sql('alter table access_log rename to access_log_away');
    try {
      const read = await callApi<AdminEnquiry>(site.url, `/api/get-enquiry?enquiryId=${lead._id}`, { headers: as(sales) });
      expect(read.status).toBe(500);
      expect(read.body).toEqual({ success: false, error: true, message: 'Something went wrong on our side. Please try again.' });
      const exported = await download(`/api/export-enquiries?q=${encodeURIComponent(lead.name)}`, sales);
      expect(exported.status).toBe(500);
      expect(exported.text).not.toContain(lead.phone);
    } finally {
      await sql('alter table access_log_away rename to access_log');
    }
  });
});

describe('an export', () => {
  it('of the leads is on record with its filters as asked and every row it sent, counted across batches', async () => {
    const tag = `Export log ${randomUUID().slice(0, 8)}`;
    // More than one batch of 500 (src/server/enquiries/lead-export.ts).
    await sql(
      `insert into enquiries (product_id, name, phone, address, message)
       select (select id from products order by created_at limit 1), $1 || ' #' || n, '9876543210', 'Sakchi, Jamshedpur', 'Price?'
         from generate_series(1, 520) n`,
      [tag],
    );
    const file = await download(`/api/export-enquiries?${new URLSearchParams({ q: tag, status: 'New', quoted: '', owner: '' })}`, admin);
    expect(file.status).toBe(200);
    expect(parseCsv(file.text)).toHaveLength(1 + 520);
    const [entry] = await entriesOf(admin, { action: 'leads.export' });
    expect(entry).toMatchObject({
      userId: admin.user._id,
      action: 'leads.export',
      actionText: 'Exported leads (CSV)',
      leadId: null,
      leadReference: null,
      document: null,
      // The empty filters were none.
      filters: { q: tag, status: 'New' },
      rowCount: 520,
      complete: true,
    });
    // Nothing matched: an export of no rows is on record too.
    await download(`/api/export-enquiries?${new URLSearchParams({ q: `${tag} none` })}`, admin);
    expect((await entriesOf(admin, { action: 'leads.export' }))[0]).toMatchObject({ filters: { q: `${tag} none` }, rowCount: 0, complete: true });
  });

  it('refused for its filters or its caller writes nothing', async () => {
    const before = [await countOf(admin), await countOf(general)];
    expect((await download('/api/export-enquiries?status=Pending', admin)).status).toBe(400);
    expect((await download('/api/export-orders?status=Shipped', admin)).status).toBe(400);
    expect((await download('/api/export-enquiries', general)).status).toBe(403);
    expect([await countOf(admin), await countOf(general)]).toEqual(before);
  });

  it('of the orders (buyers’ names, phones, GSTINs) is on record as the leads’ is', async () => {
    const { order } = await calls.newOrder();
    const file = await download(`/api/export-orders?${new URLSearchParams({ q: order.number, status: 'Confirmed', view: '' })}`, sales);
    expect(parseCsv(file.text)).toHaveLength(2);
    expect((await entriesOf(sales, { action: 'orders.export' }))[0]).toMatchObject({
      action: 'orders.export',
      actionText: 'Exported orders (CSV)',
      filters: { q: order.number, status: 'Confirmed' },
      rowCount: 1,
      complete: true,
    });
  });
});

describe('a buyer’s documents', () => {
  let road: OrderRoad;
  let proforma: Proforma;
  let payment: Payment;

  beforeAll(async () => {
    road = await calls.newOrder();
    const made = await callApi<Proforma>(site.url, '/api/proformas', { method: 'POST', json: { orderId: road.order._id, advancePercent: 30 }, headers: as(sales) });
    expect(made.status, made.body.message).toBe(201);
    proforma = made.body.data!;
    const paid = await callApi<PaymentAnswer>(site.url, '/api/payments', {
      method: 'POST',
      json: { orderId: road.order._id, paidOn: businessDate(new Date()), amount: 50000, mode: 'UPI', reference: '412345678901' },
      headers: as(sales),
    });
    expect(paid.status, paid.body.message).toBe(201);
    payment = paid.body.data!.payment;
  });

  it('downloaded by the desk are each on record with the document’s number and its lead', async () => {
    const { lead, quote, order } = road;
    const downloads: [string, string, string][] = [
      [new URL(quote.pdfUrl).pathname, 'quotation', quote.number],
      [new URL(proforma.pdfUrl).pathname, 'proforma', proforma.number],
      [new URL(payment.receiptUrl).pathname, 'receipt', payment.receiptNumber],
      [`/api/export-orders/tax-invoice?orderId=${order._id}`, 'taxInvoice', order.number],
    ];
    for (const [path] of downloads) expect((await download(path, admin)).status, path).toBe(200);
    const entries = await entriesOf(admin, { lead: lead._id });
    expect(entries.slice(0, 4).map((e) => [e.action, e.actionText, e.document, e.leadId, e.leadReference, e.filters, e.rowCount])).toEqual(
      downloads.reverse().map(([, kind, number]) => ['document.download', 'Downloaded a document', { kind, number }, lead._id, lead.reference, null, null]),
    );
  });

  it('opened by the buyer at their link, or by a GENERAL user, are not the team’s access', async () => {
    const { lead, quote } = road;
    const before = (await entriesOf(admin, { lead: lead._id })).length;
    for (const path of [new URL(quote.pdfUrl).pathname, new URL(proforma.pdfUrl).pathname, new URL(payment.receiptUrl).pathname]) {
      expect((await download(path, null)).status).toBe(200);
      expect((await download(path, general)).status).toBe(200);
    }
    const { body } = await readLog({ lead: lead._id, limit: '100' });
    expect(body.data!.filter((e) => e.userId !== admin.user._id && e.userId !== sales.user._id)).toEqual([]);
    expect((await entriesOf(admin, { lead: lead._id })).length).toBe(before);
  });
});

describe('GET /api/access-log', () => {
  it('is an ADMIN’s only: SALES and GENERAL users 403, a visitor 401, none of them given an entry', async () => {
    for (const [account, status, message] of [
      [sales, 403, 'Only an admin can do this.'],
      [general, 403, 'Only an admin can do this.'],
      [null, 401, 'Please log in first.'],
    ] as const) {
      const { status: answered, body } = await readLog({}, account);
      expect([answered, body.message, body.data]).toEqual([status, message, undefined]);
    }
  });

  it('pages newest first (of one instant the greater id first), by user, action and lead, with signed cursors', async () => {
    // Entries of a user and a lead of their own, written straight in: many at one instant.
    const user = randomUUID();
    const [{ id: leadId, reference }] = await sql<{ id: string; reference: string }>('select id, reference from enquiries order by created_at desc limit 1');
    const base = Date.now() - 3_600_000;
    const rows = Array.from({ length: 23 }, (_, i) => ({
      at: new Date(base - Math.floor(i / 4) * 1000).toISOString(),
      action: i % 3 === 0 ? 'leads.export' : 'lead.view',
    }));
    await sql(
      `insert into access_log (user_id, at, action, subject, lead_id, detail)
       select $1, r.at::timestamptz, r.action, case when r.action = 'lead.view' then $2::uuid end, case when r.action = 'lead.view' then $2::uuid end,
              case when r.action = 'leads.export' then '{"filters":{},"rowCount":3,"complete":true}'::jsonb else '{}'::jsonb end
         from json_to_recordset($3::json) as r(at text, action text)`,
      [user, leadId, JSON.stringify(rows)],
    );
    const whole = await readLog({ user, limit: '100' });
    expect(whole.body.total).toBe(23);
    const ids = whole.body.data!.map((e) => e._id);
    const keys = whole.body.data!.map((e) => [Date.parse(e.at), e._id] as const);
    expect(keys).toEqual([...keys].sort((a, b) => b[0] - a[0] || (b[1] > a[1] ? 1 : -1)));
    // An account that is gone keeps its entries, without a name.
    expect(whole.body.data!.every((e) => e.userId === user && e.userName === null)).toBe(true);

    const call = async (query: Record<string, string>) => readLog(query);
    expectSameList(await walkPages(call, { user, limit: '5' }), ids, 5);
    const views = whole.body.data!.filter((e) => e.action === 'lead.view').map((e) => e._id);
    expectSameList(await walkPages(call, { user, action: 'lead.view', limit: '4' }), views, 4);
    expect((await readLog({ user, lead: leadId, limit: '100' })).body.data!.map((e) => e._id)).toEqual(views);
    // The reference as the desk reads it out, in any case.
    expect((await readLog({ user, lead: reference.toLowerCase(), limit: '100' })).body.data!.map((e) => e._id)).toEqual(views);
    expect((await readLog({ user, action: 'leads.export', limit: '100' })).body.data!.map((e) => e.filters)).toEqual(Array(8).fill({}));
    // Without a limit, a page of 50.
    expect((await readLog({})).body.data!.length).toBeLessThanOrEqual(50);
  });

  it('answers 400 for a filter, limit or cursor it cannot take', async () => {
    const refusals: [Record<string, string>, string][] = [
      [{ user: 'someone' }, 'user must be a user id.'],
      [{ action: 'lead.open' }, 'action must be one of lead.view, leads.export, orders.export, document.download.'],
      [{ lead: 'Sharma' }, 'lead must be a lead id or its reference (ENQ-2611-0042).'],
      [{ limit: '0' }, 'limit must be a whole number from 1 to 100.'],
      [{ limit: '5', cursor: 'not.a-cursor' }, 'The cursor is not valid for this list.'],
    ];
    // A cursor of another list (the users') is not this one's.
    const users = await callApi(site.url, '/api/all-user?limit=1', { headers: as(admin) });
    refusals.push([{ limit: '5', cursor: (users.body as unknown as { nextCursor: string }).nextCursor }, 'The cursor is not valid for this list.']);
    for (const [query, message] of refusals) {
      const { status, body } = await readLog(query);
      expect([status, body.message]).toEqual([400, message]);
    }
  });
});

describe('the keeping time', () => {
  it(`keeps an entry at least a year and removes it after ${ACCESS_LOG_KEEP_MONTHS} months, by the scheduled run`, async () => {
    const lead = await calls.newLead();
    await callApi(site.url, `/api/get-enquiry?enquiryId=${lead._id}`, { headers: as(sales) });
    const [entry] = await entriesOf(sales);
    // Dated the 15th at noon (UTC) six months ago, so that months fall on whole days, the entry is
    // older than the rest of the log, and the site's own run (at the real time) leaves it alone.
    const today = new Date();
    const moment = (months: number, day: number, minutes: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 6 + months, day, 12, minutes));
    await sql('update access_log set at = $2 where id = $1', [entry._id, moment(0, 15, 0)]);
    const kept = async () => (await sql('select 1 from access_log where id = $1', [entry._id])).length === 1;
    const { removeExpiredAccess } = accessLog;

    expect(await removeExpiredAccess(moment(12, 16, 0))).toBe(0); // a year and a day later
    expect(await removeExpiredAccess(moment(ACCESS_LOG_KEEP_MONTHS, 15, -1))).toBe(0); // a minute short of 13 months
    expect(await kept()).toBe(true);
    // Only this entry is that old: the rest of the log stays.
    expect(await removeExpiredAccess(moment(ACCESS_LOG_KEEP_MONTHS, 15, 1))).toBe(1);
    expect(await kept()).toBe(false);
    expect(await removeExpiredAccess(moment(ACCESS_LOG_KEEP_MONTHS, 15, 1))).toBe(0);
  });
});
