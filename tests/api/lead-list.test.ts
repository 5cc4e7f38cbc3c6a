/**
 * The lead list at any size (SPEC §21.5) over real HTTP on the shared test site: GET
 * /api/all-enquiries in keyset pages with its search, filters and follow-up views, one lead by
 * GET /api/get-enquiry, the streamed CSV of GET /api/export-enquiries, and the lead desk's counts
 * in GET /api/lead-stats. Rows are written straight into the database in bulk: what is tested
 * here is reading them.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { addDays, businessDate, businessDayStart, businessWeekStart, isoWithOffset } from '../../src/lib/business-time';
import type { Quote } from '../../src/lib/quotes/types';
import type { AdminEnquiry } from '../../src/lib/types';
import type { LeadStats } from '../../src/server/enquiries/lead-stats';
import { createAccount, type TestAccount } from '../support/accounts';
import { parseCsv } from '../support/csv';
import { callApi, withDatabase, type ApiResponse } from '../support/http';
import { walkPages, type Paged } from '../support/paged-list';

const site = inject('site');
vi.setConfig({ testTimeout: 60_000 });

// The local site's TIME_ZONE is the default.
const ZONE = 'Asia/Kolkata';
const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 100.';
const CURSOR_MESSAGE = 'The cursor is not valid for this list.';
const NO_ENQUIRY = 'No enquiry has this id.';
const VALUE_MESSAGE = (name: string) => `${name} must be an amount in rupees, 0 or more, with at most two decimals (500000 or 500000.50).`;

let admin: TestAccount;
let buyer: TestAccount;
let productId: string;

const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  withDatabase(site.databaseUrl, async (c) => (await c.query<T>(text, params)).rows);

beforeAll(async () => {
  admin = await createAccount(site.databaseUrl, 'ADMIN');
  buyer = await createAccount(site.databaseUrl, 'GENERAL');
  [{ id: productId }] = await sql<{ id: string }>('select id from products order by created_at limit 1');
});

/** A text no other test or file shares, to find this test's rows by. */
const newTag = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

interface Lead {
  product_id?: string | null;
  name: string;
  phone?: string;
  email?: string | null;
  address?: string;
  message?: string;
  created_at?: Date | string;
  status?: string;
  note?: string;
  next_follow_up_at?: Date | null;
  next_follow_up_all_day?: boolean;
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  referrer?: string | null;
  owner_id?: string | null;
  first_response_at?: Date | null;
  first_response_by?: string | null;
}

/** Stores leads in one statement, as given (the rest as a new lead has it); their ids, in order. */
async function insertLeads(leads: Lead[]): Promise<string[]> {
  const rows = await sql<{ id: string; n: number }>(
    `insert into enquiries (product_id, name, phone, email, address, message, created_at, status, note, next_follow_up_at, next_follow_up_all_day,
                            utm_source, utm_medium, utm_campaign, referrer, owner_id, first_response_at, first_response_by)
     select l.product_id, l.name, coalesce(l.phone, '9876543210'), l.email, coalesce(l.address, 'Sakchi, Jamshedpur'), coalesce(l.message, 'Price?'),
            coalesce(l.created_at, now()), coalesce(l.status, 'New'), coalesce(l.note, ''), l.next_follow_up_at,
            coalesce(l.next_follow_up_all_day, false), l.utm_source, l.utm_medium, l.utm_campaign, l.referrer, l.owner_id,
            l.first_response_at, l.first_response_by
       from json_populate_recordset(null::enquiries, $1::json) with ordinality as l
      order by l.ordinality
     returning id`,
    [JSON.stringify(leads.map((lead) => ({ product_id: productId, ...lead })))],
  );
  return rows.map((row) => row.id);
}

/**
 * A quotation of a lead stored straight in the database, made at `at` (now by default); the
 * trigger on quotes makes it the lead's latest, as a quotation made on the desk is. Its number.
 */
async function insertQuote(enquiryId: string, rupees: number, at: Date = new Date()): Promise<string> {
  const number = `QT-TEST/${randomUUID()}`;
  await sql(
    `insert into quotes (enquiry_id, number, serial_number, version, token, buyer, seller, lines, terms,
                         taxable_paise, cgst_paise, sgst_paise, igst_paise, round_off_paise, total_paise, valid_days, valid_until, created_at)
     values ($1, $2, $2, 0, $3, '{}', '{}', '[{}]', '{}', $4, 0, 0, 0, 0, $4, 15, current_date + 15, $5)`,
    [enquiryId, number, `${randomUUID()}${randomUUID()}`, rupees * 100, at],
  );
  return number;
}

const madeProducts: string[] = [];

/**
 * A product of its own, stored straight in the database. The published site does not have it, so
 * it is deleted again after this file: the catalogue the other files read stays the built one.
 */
async function insertProduct(name: string): Promise<string> {
  const [{ id }] = await sql<{ id: string }>(
    `insert into products (product_name, brand_name, category) values ($1, 'Test Brand', 'paper-cup-making-machines') returning id`,
    [name],
  );
  madeProducts.push(id);
  return id;
}

afterAll(() => sql('delete from products where id = any($1::uuid[])', [madeProducts]));

const asAdmin = () => ({ cookie: admin.cookie });

const list = (query: Record<string, string> = {}, headers: Record<string, string> = asAdmin()) =>
  callApi<AdminEnquiry[]>(site.url, `/api/all-enquiries?${new URLSearchParams(query)}`, { headers }) as Promise<ApiResponse<AdminEnquiry[]> & { body: Paged<AdminEnquiry> }>;

/** The ids of a list call that must answer 200. */
async function ids(query: Record<string, string>): Promise<string[]> {
  const { status, body } = await list(query);
  expect(status, body.message).toBe(200);
  return body.data!.map((e) => e._id);
}

/** Walks every page of the list (tests/support/paged-list.ts). */
const walk = (query: Record<string, string>, between?: () => Promise<unknown>) => walkPages<AdminEnquiry>(list, query, between);

const businessToday = () => businessDate(new Date(), ZONE);

describe('GET /api/all-enquiries in pages', () => {
  it('gives every row exactly once, newest first, while other enquiries arrive between the pages', async () => {
    const tag = newTag('Paging');
    const base = Date.now() - 3 * 86_400_000;
    // 130 leads: in groups of ten at one instant (ties broken by id), a few microseconds apart
    // across groups (the cursor keeps the stored precision).
    const at = (i: number) => new Date(base - Math.floor(i / 10) * 60_000).toISOString().replace('Z', `${String(i % 3).padStart(3, '0')}Z`);
    const original = await insertLeads(Array.from({ length: 130 }, (_, i) => ({ name: `${tag} #${i}`, created_at: at(i) })));
    let added = 0;
    const arrive = async () => {
      // A new lead (before the first page: never shown), one at an instant already passed by the
      // pages, and one at the very instant of a lead not yet shown.
      added += 3;
      await insertLeads([
        { name: `${tag} new ${added}` },
        { name: `${tag} back ${added}`, created_at: at(5) },
        { name: `${tag} tie ${added}`, created_at: at(125) },
      ]);
    };
    const pages = await walk({ q: tag, limit: '20' }, arrive);

    expect(pages[0].total).toBe(130);
    expect(pages.length).toBeGreaterThanOrEqual(7);
    for (const page of pages.slice(0, -1)) expect(page.data).toHaveLength(20);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    const seen = pages.flatMap((page) => page.data!.map((e) => e._id));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => original.includes(id)).sort()).toEqual([...original].sort());
    // Newest first throughout.
    const times = pages.flatMap((page) => page.data!.map((e) => Date.parse(e.createdAt)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('walks the whole list, unfiltered, each row once', async () => {
    const before = (await sql<{ id: string }>('select id from enquiries')).map((row) => row.id);
    const pages = await walk({ limit: '100' });
    const seen = pages.flatMap((page) => page.data!.map((e) => e._id));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual(before.sort());
    expect(pages[0].total).toBe(before.length);
  });

  it('says there is nothing more on the last page, and the count of every match on each', async () => {
    const tag = newTag('Last page');
    await insertLeads(Array.from({ length: 3 }, (_, i) => ({ name: `${tag} #${i}` })));
    const first = await list({ q: tag, limit: '2' });
    expect(first.body).toMatchObject({ success: true, error: false, message: 'All enquiries', total: 3 });
    expect(first.body.data).toHaveLength(2);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const last = await list({ q: tag, limit: '2', cursor: first.body.nextCursor! });
    expect(last.body).toMatchObject({ total: 3, nextCursor: null });
    expect(last.body.data).toHaveLength(1);
    const exact = await list({ q: tag, limit: '3' });
    expect(exact.body).toMatchObject({ total: 3, nextCursor: null });
    const none = await list({ q: newTag('Nobody'), limit: '10' });
    expect(none.body).toMatchObject({ data: [], total: 0, nextCursor: null });
  });

  it('keeps the SPEC’s shape without a limit: every enquiry, and nothing beside data', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['data', 'error', 'message', 'success']);
    expect(body.data).toHaveLength((await sql<{ n: number }>('select count(*)::int as n from enquiries'))[0].n);
  });
});

describe('GET /api/all-enquiries filters', () => {
  it('searches name, phone, product name, address and message, and finds a phone however it is typed', async () => {
    const tag = newTag('Search');
    const product = await insertProduct(`${tag} Cup Machine`);
    const phone = `7${String(randomInt(1e9)).padStart(9, '0')}`;
    const [byName, byAddress, byMessage, byProduct, byPhone, phoneInMessage] = await insertLeads([
      { name: `${tag} Asha` },
      { name: 'Ravi', address: `Plot 4, ${tag.toUpperCase()} Area` },
      { name: 'Meena', message: `About the ${tag} order` },
      { name: 'Sunita', product_id: product },
      { name: 'Kiran', phone },
      { name: 'Mohan', message: `Call Kiran on ${phone}` },
    ]);
    expect((await ids({ q: tag })).sort()).toEqual([byName, byAddress, byMessage, byProduct].sort());
    // Paged (its product names looked up first) and exported alike, with the count.
    expect((await ids({ q: tag, limit: '10' })).sort()).toEqual([byName, byAddress, byMessage, byProduct].sort());
    expect((await list({ q: `${tag} cup`, limit: '10' })).body).toMatchObject({ data: [{ _id: byProduct }], total: 1, nextCursor: null });
    const exported = await (await fetch(new URL(`/api/export-enquiries?${new URLSearchParams({ q: `${tag} cup` })}`, site.url), { headers: asAdmin() })).text();
    expect(parseCsv(exported.replace(/^\uFEFF/, '')).slice(1).map((row) => row[1])).toEqual(['Sunita']);
    expect(await ids({ q: `${tag} asha` })).toEqual([byName]);
    // A text never runs from one of a lead's fields into the next (Kiran's name, then phone).
    expect(await ids({ q: `Kiran ${phone}` })).toEqual([]);
    const spaced = `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
    for (const typed of [phone, spaced, `0${phone}`, `${phone.slice(0, 5)}-${phone.slice(5)}`, `+91 ${phone.slice(0, 5)}`, phone.slice(3)]) {
      expect(await ids({ q: typed }), typed).toContain(byPhone);
    }
    // A phone typed with spaces looks for its digits in phones only, not in what a lead wrote.
    expect(await ids({ q: spaced })).not.toContain(phoneInMessage);
    // % and _ are letters here, not patterns.
    expect(await ids({ q: `${tag}%` })).toEqual([]);
    expect(await ids({ q: tag.replace(' ', '_') })).toEqual([]);
  });

  it('filters by status, by product, and by enquiries whose product is gone', async () => {
    const tag = newTag('Filters');
    const gone = await insertProduct(`${tag} Old Machine`);
    const other = await insertProduct(`${tag} Plate Machine`);
    const [quoted, won, ofOther, ofGone] = await insertLeads([
      { name: `${tag} a`, status: 'Quoted' },
      { name: `${tag} b`, status: 'Won' },
      { name: `${tag} c`, product_id: other },
      { name: `${tag} d`, product_id: gone },
    ]);
    await sql('delete from products where id = $1', [gone]);
    expect(await ids({ q: tag, status: 'Quoted' })).toEqual([quoted]);
    expect(await ids({ q: tag, status: 'Won' })).toEqual([won]);
    expect(await ids({ q: tag, product: other })).toEqual([ofOther]);
    expect(await ids({ q: tag, product: 'missing' })).toEqual([ofGone]);
    // Every lead of the filter, not only this test's.
    const missing = (await list({ product: 'missing' })).body.data!;
    expect(missing.map((e) => e._id)).toContain(ofGone);
    for (const e of missing) expect(e).toMatchObject({ productId: null, productName: null });
    for (const e of (await list({ status: 'Quoted', limit: '100' })).body.data!) expect(e.status).toBe('Quoted');
    // An empty filter is none.
    expect((await ids({ q: tag, status: '', product: '' })).sort()).toEqual([quoted, won, ofOther, ofGone].sort());
  });

  it('takes from and to as whole business days, inclusive', async () => {
    const tag = newTag('Days');
    const day = addDays(businessToday(), -10);
    const start = businessDayStart(day, ZONE);
    // 00:10 in India is still the day before in UTC; 23:50 the evening before is that day.
    const [early, late, evening, next] = await insertLeads([
      { name: `${tag} early`, created_at: new Date(start.getTime() + 10 * 60_000) },
      { name: `${tag} late`, created_at: new Date(start.getTime() + 86_400_000 - 1) },
      { name: `${tag} evening`, created_at: new Date(start.getTime() - 10 * 60_000) },
      { name: `${tag} next`, created_at: new Date(start.getTime() + 86_400_000) },
    ]);
    expect((await ids({ q: tag, from: day, to: day })).sort()).toEqual([early, late].sort());
    expect((await ids({ q: tag, to: addDays(day, -1) })).sort()).toEqual([evening]);
    expect((await ids({ q: tag, from: addDays(day, 1) })).sort()).toEqual([next]);
    expect((await ids({ q: tag, from: day })).sort()).toEqual([early, late, next].sort());
  });

  it('filters by owner: the one asking, nobody, or a user id, in the list and the export (docs/spec.md §23.2)', async () => {
    const tag = newTag('Owners');
    const sales = await createAccount(site.databaseUrl, 'SALES');
    const [mine, theirs, nobody] = await insertLeads([
      { name: `${tag} mine`, owner_id: admin.user._id },
      { name: `${tag} theirs`, owner_id: sales.user._id },
      { name: `${tag} nobody` },
    ]);
    expect(await ids({ q: tag, owner: 'me' })).toEqual([mine]);
    expect(await ids({ q: tag, owner: 'none' })).toEqual([nobody]);
    expect(await ids({ q: tag, owner: sales.user._id })).toEqual([theirs]);
    expect((await ids({ q: tag, owner: '' })).sort()).toEqual([mine, theirs, nobody].sort());
    // "me" is whoever asks.
    const theirList = await list({ q: tag, owner: 'me' }, { cookie: sales.cookie });
    expect(theirList.body.data!.map((e) => [e._id, e.ownerId, e.ownerName])).toEqual([[theirs, sales.user._id, sales.user.name]]);
    // Every lead of the filter, not only this test's.
    const unowned = (await list({ owner: 'none', limit: '100' })).body.data!;
    expect(unowned.map((e) => e._id)).toContain(nobody);
    for (const e of unowned) expect(e).toMatchObject({ ownerId: null, ownerName: null });
    // The export reads the same filter.
    const file = await fetch(new URL(`/api/export-enquiries?${new URLSearchParams({ q: tag, owner: 'me' })}`, site.url), { headers: asAdmin() });
    const [header, ...rows] = parseCsv((await file.text()).replace(/^\uFEFF/, ''));
    expect(rows.map((row) => row[header.indexOf('Name')])).toEqual([`${tag} mine`]);
  });

  it('lists the follow-ups due today and the overdue ones, the earliest first, with the digest’s rule', async () => {
    const tag = newTag('Views');
    const today = businessToday();
    const start = businessDayStart(today, ZONE);
    const end = businessDayStart(addDays(today, 1), ZONE);
    const [dueAllDay, dueLate, overdue, tomorrow, closed, longOverdue] = await insertLeads([
      { name: `${tag} all day`, next_follow_up_at: start, next_follow_up_all_day: true },
      { name: `${tag} late`, next_follow_up_at: new Date(end.getTime() - 60_000) },
      { name: `${tag} yesterday`, next_follow_up_at: new Date(start.getTime() - 60_000), status: 'Contacted' },
      { name: `${tag} tomorrow`, next_follow_up_at: end },
      { name: `${tag} won`, next_follow_up_at: start, status: 'Won' },
      { name: `${tag} last week`, next_follow_up_at: new Date(start.getTime() - 7 * 86_400_000), status: 'Quoted' },
    ]);
    expect(await ids({ q: tag, view: 'due' })).toEqual([dueAllDay, dueLate]);
    expect(await ids({ q: tag, view: 'overdue' })).toEqual([longOverdue, overdue]);
    // Neither tomorrow's follow-up nor a closed lead's is in either view.
    expect((await ids({ q: tag })).sort()).toEqual([dueAllDay, dueLate, overdue, tomorrow, closed, longOverdue].sort());
    // The whole view, paged, each row once, by follow-up.
    const pages = await walk({ view: 'due', limit: '1' });
    const due = pages.flatMap((page) => page.data!);
    expect(pages[0].total).toBe(due.length);
    expect(due.map((e) => e._id)).toEqual(expect.arrayContaining([dueAllDay, dueLate]));
    for (const e of due) expect(e.status === 'Won' || e.status === 'Lost').toBe(false);
  });
});

describe('GET /api/all-enquiries by the latest quotation’s value (docs/spec.md §23.6)', () => {
  /** A quotation made on the desk (POST /api/quotes) for one machine at `unitPrice` rupees before GST; its total in paise. */
  async function makeQuote(enquiryId: string, unitPrice: number): Promise<number> {
    const { status, body } = await callApi<Quote>(site.url, '/api/quotes', {
      method: 'POST',
      headers: asAdmin(),
      json: {
        enquiryId,
        buyer: { name: 'Sahu Packaging', state: 'Jharkhand', address: 'Adityapur, Jamshedpur' },
        items: [{ description: 'Paper plate machine', hsn: '8441', quantity: 1, unitPrice, gstRate: 18 }],
      },
    });
    expect(status, body.message).toBe(201);
    return Math.round(body.data!.totals.total * 100);
  }

  it('filters by the quotation, and by its value in rupees, bounds included: only the newest quotation counts', async () => {
    const tag = newTag('Value filters');
    const [none, zero, low, mid, high] = await insertLeads(['none', 'zero', 'low', 'mid', 'high'].map((name) => ({ name: `${tag} ${name}` })));
    await insertQuote(zero, 0);
    const lowNumber = await insertQuote(low, 40000);
    await insertQuote(mid, 300000, new Date(Date.now() - 86_400_000));
    await insertQuote(mid, 150000);
    await insertQuote(high, 500000);
    const sorted = (query: Record<string, string>) => ids({ q: tag, ...query }).then((found) => found.sort());

    expect(await sorted({ quoted: 'yes' })).toEqual([zero, low, mid, high].sort());
    expect(await sorted({ quoted: 'no' })).toEqual([none]);
    expect(await sorted({ minValue: '40000' })).toEqual([low, mid, high].sort());
    expect(await sorted({ minValue: '40000.01' })).toEqual([mid, high].sort());
    // A lead without a quotation has no value, so no bound takes it in; 0 is a value.
    expect(await sorted({ maxValue: '150000' })).toEqual([zero, low, mid].sort());
    expect(await sorted({ minValue: '150000', maxValue: '150000.00' })).toEqual([mid]);
    // The older, higher quotation of mid no longer counts.
    expect(await sorted({ minValue: '200000' })).toEqual([high]);
    expect(await sorted({ quoted: '', minValue: '', maxValue: '', sort: '' })).toEqual([none, zero, low, mid, high].sort());
    // Paged with the count of every match, each row with its latest quotation.
    const page = await list({ q: tag, minValue: '1', maxValue: '100000', limit: '1' });
    expect(page.body).toMatchObject({ total: 1, nextCursor: null });
    expect(page.body.data![0].latestQuote).toEqual({ _id: expect.any(String), number: lowNumber, totalPaise: 4_000_000 });
    // The export reads the same filters.
    const file = await fetch(new URL(`/api/export-enquiries?${new URLSearchParams({ q: tag, quoted: 'no' })}`, site.url), { headers: asAdmin() });
    const [header, ...rows] = parseCsv((await file.text()).replace(/^\uFEFF/, ''));
    expect(rows.map((row) => row[header.indexOf('Name')])).toEqual([`${tag} none`]);
  });

  it('sorts by value, highest first, ties newest first then by id, leads without one last, in pages while quotations change', async () => {
    const tag = newTag('Value order');
    const base = Date.now() - 3 * 86_400_000;
    // Rupees per lead (null: no quotation), each a minute older than the one before; the fourth
    // and fifth arrived at one instant with one value (a tie broken by id). ₹0 is still a value.
    const values = [null, 200000, 500000, 200000, 200000, 0, null, 90000, 150000, null, 90000, 10000, null, 40000];
    const at = (i: number) => new Date(base - (i === 4 ? 3 : i) * 60_000);
    const leadIds = await insertLeads(values.map((_, i) => ({ name: `${tag} #${i}`, created_at: at(i) })));
    for (const [i, rupees] of values.entries()) if (rupees !== null) await insertQuote(leadIds[i], rupees, at(i));
    const keyOf = (e: AdminEnquiry) => [e.latestQuote?.totalPaise ?? -1, e.createdAt, e._id] as const;
    const before = (a: readonly [number, string, string], b: readonly [number, string, string]) =>
      a[0] !== b[0] ? a[0] > b[0] : a[1] !== b[1] ? a[1] > b[1] : a[2] > b[2];

    // Between pages: a lead not yet shown is quoted far higher (it moves above the pages read), a
    // lead already shown is quoted again lower (its new value is further on), and a new lead arrives.
    const cheap = leadIds[11];
    const top = leadIds[2];
    let step = 0;
    let arrived = '';
    const pages = await walk({ q: tag, sort: 'value', limit: '3' }, async () => {
      step += 1;
      if (step === 1) await makeQuote(cheap, 1_000_000);
      if (step === 2) await makeQuote(top, 1000);
      if (step === 3) [arrived] = await insertLeads([{ name: `${tag} new` }]);
    });

    expect(pages[0].total).toBe(14);
    const seen = pages.flatMap((page) => page.data!);
    // Keyset pages: every row after the one before, in the order, whatever changed meanwhile.
    for (let i = 1; i < seen.length; i += 1) expect(before(keyOf(seen[i - 1]), keyOf(seen[i])), `${seen[i - 1].name} before ${seen[i].name}`).toBe(true);
    // Each lead whose quotation stayed is shown once; the new lead with those without one.
    const stable = leadIds.filter((id) => id !== cheap && id !== top);
    expect(seen.map((e) => e._id).filter((id) => stable.includes(id)).sort()).toEqual([...stable].sort());
    expect(seen.map((e) => e._id)).toContain(arrived);
    // The lead quoted lower is shown again further on, at its new value (₹1,000 + GST).
    expect(seen.filter((e) => e._id === top).map((e) => e.latestQuote?.totalPaise)).toEqual([50_000_000, 118_000]);

    // Read again from the start: the new values in their places, the tie by id.
    const again = (await walk({ q: tag, sort: 'value', limit: '100' })).flatMap((page) => page.data!);
    const expected = [...again].sort((a, b) => (before(keyOf(a), keyOf(b)) ? -1 : 1)).map((e) => e._id);
    expect(again.map((e) => e._id)).toEqual(expected);
    expect(again[0]._id).toBe(cheap);
    const tied = [leadIds[3], leadIds[4]].sort().reverse();
    expect(again.map((e) => e._id).filter((id) => tied.includes(id))).toEqual(tied);
    expect(again.slice(-5).map((e) => e.latestQuote)).toEqual([null, null, null, null, null]);
    expect(again.at(-5)!._id).toBe(arrived);
    // The export keeps the order.
    const file = await fetch(new URL(`/api/export-enquiries?${new URLSearchParams({ q: tag, sort: 'value' })}`, site.url), { headers: asAdmin() });
    const [header, ...rows] = parseCsv((await file.text()).replace(/^\uFEFF/, ''));
    expect(rows.map((row) => row[header.indexOf('Name')])).toEqual(again.map((e) => e.name));
  });
});

describe('GET /api/all-enquiries refusals', () => {
  /** A cursor to the second page of a list. */
  async function cursorOf(query: Record<string, string>): Promise<string> {
    const tag = newTag('Cursor');
    const followUp = businessDayStart(businessToday(), ZONE);
    await insertLeads([0, 1].map((i) => ({ name: `${tag} ${i}`, next_follow_up_at: followUp })));
    const { body } = await list({ q: tag, limit: '1', ...query });
    return body.nextCursor!;
  }

  it('refuses a cursor of another order, and one that was changed', async () => {
    const due = await cursorOf({ view: 'due' });
    const newest = await cursorOf({});
    const byValue = await cursorOf({ sort: 'value' });
    expect((await list({ sort: 'value', limit: '1', cursor: byValue })).status).toBe(200);
    const [valuePayload, valueMac] = byValue.split('.');
    const valueContent = JSON.parse(Buffer.from(valuePayload, 'base64url').toString());
    const forgedValue = `${Buffer.from(JSON.stringify({ ...valueContent, after: ['99999999', ...valueContent.after.slice(1)] })).toString('base64url')}.${valueMac}`;
    expect((await list({ view: 'due', limit: '1', cursor: due })).status).toBe(200);
    const [payload, mac] = newest.split('.');
    const content = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = (change: object) => `${Buffer.from(JSON.stringify({ ...content, ...change })).toString('base64url')}.${mac}`;
    const refused = [
      ['a cursor of the due view without the view', { limit: '1', cursor: due }],
      ['a newest-first cursor in the due view', { view: 'due', limit: '1', cursor: newest }],
      ['another position under the same signature', { limit: '1', cursor: forged({ after: ['2020-01-01T00:00:00.000000Z', randomUUID()] }) }],
      ['another order under the same signature', { view: 'due', limit: '1', cursor: forged({ order: 'enquiries/follow-up' }) }],
      ['a newest-first cursor in the value order', { sort: 'value', limit: '1', cursor: newest }],
      ['a cursor of the value order without it', { limit: '1', cursor: byValue }],
      ['a value order cursor with a value changed', { sort: 'value', limit: '1', cursor: forgedValue }],
      ['a changed signature', { limit: '1', cursor: `${payload}.${mac.slice(1)}A` }],
      ['no signature', { limit: '1', cursor: payload }],
      ['not a cursor at all', { limit: '1', cursor: 'abc' }],
    ] as const;
    for (const [label, query] of refused) {
      const { status, body } = await list(query);
      expect({ label, status, message: body.message }).toEqual({ label, status: 400, message: CURSOR_MESSAGE });
    }
  });

  it('refuses a limit that is not a whole number from 1 to 100, and a cursor without one', async () => {
    const cursor = await cursorOf({});
    for (const limit of ['0', '101', '-1', '1.5', 'ten', '', '1e2']) {
      const { status, body } = await list({ limit });
      expect({ limit, status, message: body.message }).toEqual({ limit, status: 400, message: LIMIT_MESSAGE });
    }
    expect((await list({ cursor })).body.message).toBe(LIMIT_MESSAGE);
    expect((await list({ limit: '100' })).status).toBe(200);
  });

  it.each<[Record<string, string>, string]>([
    [{ status: 'Open' }, 'status must be one of New, Contacted, Quoted, Won, Lost.'],
    [{ product: 'not-an-id' }, 'product must be a product id or "missing".'],
    [{ from: '2026-02-30' }, 'from must be a date (YYYY-MM-DD).'],
    [{ to: '24/11/2026' }, 'to must be a date (YYYY-MM-DD).'],
    [{ view: 'later' }, 'view must be "due" or "overdue".'],
    [{ owner: 'Priya' }, 'owner must be "me", "none" or a user id.'],
    [{ quoted: 'maybe' }, 'quoted must be "yes" or "no".'],
    ...['ten', '-1', '1.234', '1e6', '5,00,000', '.5'].map((minValue): [Record<string, string>, string] => [{ minValue }, VALUE_MESSAGE('minValue')]),
    [{ maxValue: '1234567890123' }, VALUE_MESSAGE('maxValue')],
    [{ minValue: '200', maxValue: '199.99' }, 'minValue must not be more than maxValue.'],
    [{ sort: 'price' }, 'sort must be "value" (the highest quotation value first), or left out.'],
    [{ q: 'x'.repeat(201) }, 'q must be at most 200 characters.'],
    [{ q: 'a\u0000b' }, 'q must not contain NUL (\\u0000) characters.'],
  ])('refuses %j with 400', async (query, message) => {
    const { status, body } = await list({ ...query, limit: '10' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, error: true, message });
  });

  it('refuses a visitor (401) and a GENERAL user (403) before reading the page', async () => {
    expect((await list({ limit: '10' }, {})).status).toBe(401);
    expect((await list({ limit: '10', status: 'Open' }, {})).status).toBe(401);
    const general = await list({ limit: '10' }, { cookie: buyer.cookie });
    expect(general.status).toBe(403);
    expect(general.body.data).toBeUndefined();
  });
});

describe('GET /api/get-enquiry', () => {
  const get = (query: string, headers: Record<string, string> = asAdmin()) => callApi<AdminEnquiry>(site.url, `/api/get-enquiry${query}`, { headers });

  it('gives one lead as the list shows it', async () => {
    const tag = newTag('One lead');
    const [id] = await insertLeads([
      { name: tag, email: 'one.lead@example.com', status: 'Quoted', utm_source: 'newsletter', next_follow_up_at: new Date('2026-12-03T10:00:00Z') },
    ]);
    const { status, body } = await get(`?enquiryId=${id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, error: false, message: 'Enquiry' });
    expect(body.data).toEqual((await list({ q: tag })).body.data![0]);
    expect(body.data).toMatchObject({ _id: id, email: 'one.lead@example.com', status: 'Quoted', nextFollowUpAt: '2026-12-03T15:30:00+05:30', source: { utmSource: 'newsletter' } });
  });

  it('answers 400 without an id, and 404 for an id no enquiry has (a malformed one too)', async () => {
    expect((await get('')).body).toMatchObject({ success: false, message: 'enquiryId is required.' });
    expect((await get('?enquiryId=')).status).toBe(400);
    for (const id of [randomUUID(), 'not-an-id']) {
      const { status, body } = await get(`?enquiryId=${id}`);
      expect(status).toBe(404);
      expect(body.message).toBe(NO_ENQUIRY);
    }
  });

  it('refuses a visitor (401) and a GENERAL user (403)', async () => {
    const [id] = await insertLeads([{ name: newTag('Private') }]);
    expect((await get(`?enquiryId=${id}`, {})).status).toBe(401);
    const general = await get(`?enquiryId=${id}`, { cookie: buyer.cookie });
    expect(general.status).toBe(403);
    expect(general.body.data).toBeUndefined();
  });
});

describe('GET /api/export-enquiries', () => {
  const HEADER = [
    'Product', 'Name', 'Phone', 'Email', 'Address', 'Message', 'Date', 'Status', 'Note', 'Next follow-up', 'UTM source', 'UTM medium', 'UTM campaign', 'Referrer',
    'Reference', 'Owner', 'First response', 'First response by', 'Latest quotation', 'Quotation value (INR)', 'Lead link',
  ];
  const exportOf = (query: Record<string, string>, headers: Record<string, string> = asAdmin()) =>
    fetch(new URL(`/api/export-enquiries?${new URLSearchParams(query)}`, site.url), { headers });

  /** The file's rows after its header, checking the BOM and the header on the way. */
  async function rowsOf(response: Response): Promise<string[][]> {
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes));
    expect(header).toEqual(HEADER);
    return rows;
  }

  it('streams every matching lead once, newest first, as a CSV file of the business day', async () => {
    const tag = newTag('Export');
    const base = Date.now() - 86_400_000;
    // More than one batch of 500, many at one instant.
    const inserted = await insertLeads(Array.from({ length: 620 }, (_, i) => ({ name: `${tag} #${i}`, created_at: new Date(base - Math.floor(i / 50) * 1000) })));
    const response = await exportOf({ q: tag });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="enquiries-${businessToday()}.csv"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const rows = await rowsOf(response);
    expect(rows).toHaveLength(inserted.length);
    const exported = rows.map((row) => row[1]);
    expect(new Set(exported).size).toBe(620);
    expect([...exported].sort()).toEqual(Array.from({ length: 620 }, (_, i) => `${tag} #${i}`).sort());
    const times = rows.map((row) => Date.parse(row[6]));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('writes every column, in business time, with formulas kept as text, and the desk’s: owner, first response, latest quotation, link', async () => {
    const tag = newTag('Columns');
    const followUp = new Date('2026-12-03T10:00:00Z');
    const created = new Date('2026-11-23T23:00:20Z');
    const gone = await insertProduct(`${tag} Gone`);
    const answered = new Date('2026-11-24T05:10:00Z');
    const leads = await insertLeads([
      {
        name: `${tag} formula`,
        phone: '9876512345',
        email: 'buyer@example.com',
        address: '+91 Main Road, "Sakchi"',
        message: '=HYPERLINK("http://x.example","click")',
        created_at: created,
        status: 'Contacted',
        note: '-call back',
        next_follow_up_at: followUp,
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'diwali',
        referrer: 'https://www.google.com/',
        owner_id: admin.user._id,
        first_response_at: answered,
        first_response_by: admin.user._id,
      },
      { name: `${tag} all day`, created_at: new Date(created.getTime() - 1000), next_follow_up_at: businessDayStart('2026-12-04', ZONE), next_follow_up_all_day: true },
      { name: `${tag} gone`, created_at: new Date(created.getTime() - 2000), product_id: gone },
    ]);
    await sql('delete from products where id = $1', [gone]);
    await insertQuote(leads[0], 610000, new Date(answered.getTime() - 60_000));
    const quoteNumber = await insertQuote(leads[0], 508771, answered);
    const [productName] = (await sql<{ product_name: string }>('select product_name from products where id = $1', [productId])).map((r) => r.product_name);
    const references = await sql<{ id: string; reference: string }>('select id, reference from enquiries where id = any($1::uuid[])', [leads]);
    const [formula, allDay, gone_] = leads.map((id) => [references.find((r) => r.id === id)!.reference, `${site.url}/admin-panel/all-enquiries?lead=${id}`]);
    const rows = await rowsOf(await exportOf({ q: tag }));
    expect(rows).toEqual([
      [
        productName,
        `${tag} formula`,
        '9876512345',
        'buyer@example.com',
        `'+91 Main Road, "Sakchi"`,
        `'=HYPERLINK("http://x.example","click")`,
        '2026-11-24T04:30:20+05:30',
        'Contacted',
        "'-call back",
        '2026-12-03T15:30:00+05:30',
        'newsletter',
        'email',
        'diwali',
        'https://www.google.com/',
        formula[0],
        admin.user.name,
        '2026-11-24T10:40:00+05:30',
        admin.user.name,
        quoteNumber,
        '508771.00',
        formula[1],
      ],
      [productName, `${tag} all day`, '9876543210', '', 'Sakchi, Jamshedpur', 'Price?', isoWithOffset(new Date(created.getTime() - 1000), ZONE), 'New', '', '2026-12-04', '', '', '', '',
        allDay[0], '', '', '', '', '', allDay[1]],
      ['N/A', `${tag} gone`, '9876543210', '', 'Sakchi, Jamshedpur', 'Price?', isoWithOffset(new Date(created.getTime() - 2000), ZONE), 'New', '', '', '', '', '', '',
        gone_[0], '', '', '', '', '', gone_[1]],
    ]);
    expect(formula[0]).toMatch(/^ENQ-\d{4}-\d{4,}$/);
  });

  it('applies the list’s filters and views, and answers a header alone when nothing matches', async () => {
    const tag = newTag('Export filters');
    const start = businessDayStart(businessToday(), ZONE);
    await insertLeads([
      { name: `${tag} won`, status: 'Won' },
      { name: `${tag} due`, next_follow_up_at: start, next_follow_up_all_day: true },
      { name: `${tag} old`, created_at: new Date(start.getTime() - 40 * 86_400_000) },
    ]);
    const names = async (query: Record<string, string>) => (await rowsOf(await exportOf({ q: tag, ...query }))).map((row) => row[1]);
    expect(await names({ status: 'Won' })).toEqual([`${tag} won`]);
    expect(await names({ view: 'due' })).toEqual([`${tag} due`]);
    expect(await names({ to: addDays(businessToday(), -30) })).toEqual([`${tag} old`]);
    expect(await names({ q: newTag('Nobody') })).toEqual([]);
    const refused = await exportOf({ status: 'Open' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ success: false, message: 'status must be one of New, Contacted, Quoted, Won, Lost.' });
  });

  it('refuses a visitor (401) and a GENERAL user (403) with the envelope, not a file', async () => {
    for (const [headers, status] of [[{}, 401], [{ cookie: buyer.cookie }, 403]] as const) {
      const response = await exportOf({}, headers);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBeNull();
      expect(await response.json()).toMatchObject({ success: false, error: true });
    }
  });
});

describe('GET /api/lead-stats: the lead desk’s counts', () => {
  const stats = async () => {
    const { status, body } = await callApi<LeadStats>(site.url, '/api/lead-stats', { headers: asAdmin() });
    expect(status).toBe(200);
    return body.data!;
  };

  it('counts the enquiries of each of the 12 business weeks by status, oldest week first', async () => {
    const before = await stats();
    const monday = businessWeekStart(new Date(), ZONE);
    expect(before.weeks).toHaveLength(12);
    expect(before.weeks[0].start).toBe(before.since);
    before.weeks.forEach((week, i) => expect(week.start).toBe(isoWithOffset(businessDayStart(addDays(monday, 7 * (i - 11)), ZONE), ZONE)));
    const thisWeek = businessDayStart(monday, ZONE);
    await insertLeads([
      // This week's Monday 00:00 India time (Sunday evening in UTC), and a moment before it.
      { name: 'Week A', created_at: thisWeek, status: 'Won' },
      { name: 'Week B', created_at: new Date(thisWeek.getTime() - 1000), status: 'Quoted' },
      { name: 'Week C', created_at: new Date(thisWeek.getTime() - 3 * 7 * 86_400_000), status: 'Lost' },
      { name: 'Week D', created_at: new Date(thisWeek.getTime() - 12 * 7 * 86_400_000) }, // before the weeks
    ]);
    const after = await stats();
    const added = after.weeks.map((week, i) => ({
      total: week.total - before.weeks[i].total,
      counts: Object.fromEntries(Object.entries(week.counts).map(([s, n]) => [s, n - before.weeks[i].counts[s as keyof typeof week.counts]]).filter(([, n]) => n !== 0)),
    }));
    expect(added[11]).toEqual({ total: 1, counts: { Won: 1 } });
    expect(added[10]).toEqual({ total: 1, counts: { Quoted: 1 } });
    expect(added[8]).toEqual({ total: 1, counts: { Lost: 1 } });
    expect(added.reduce((sum, week) => sum + week.total, 0)).toBe(3);
    for (const week of after.weeks) expect(week.total).toBe(Object.values(week.counts).reduce((a, b) => a + b, 0));
  });

  it('gives the quoted and won value of each week and of each owner (docs/spec.md §23.6)', async () => {
    const before = await stats();
    const owner = await createAccount(site.databaseUrl, 'SALES');
    const thisWeek = businessDayStart(businessWeekStart(new Date(), ZONE), ZONE).getTime();
    // A moment in the week `weeksAgo` before this one: this week's is its first millisecond (never later than now).
    const inWeek = (weeksAgo: number) => new Date(thisWeek - weeksAgo * 7 * 86_400_000 + (weeksAgo ? 3_600_000 : 1));
    const moved = (enquiryId: string, to: string, weeksAgo: number) =>
      sql(`insert into enquiry_events (enquiry_id, kind, from_value, to_value, at) values ($1, 'status', 'Quoted', $2, $3)`, [enquiryId, to, inWeek(weeksAgo)]);
    const [revised, won, wonThenLost, wonUnquoted, quotedLongAgo, wonTwice, unowned] = await insertLeads([
      { name: 'Value revised', status: 'Quoted', owner_id: owner.user._id },
      { name: 'Value won', status: 'Won', owner_id: owner.user._id },
      { name: 'Value won then lost', status: 'Lost', owner_id: owner.user._id },
      { name: 'Value won unquoted', status: 'Won', owner_id: owner.user._id },
      { name: 'Value quoted long ago', status: 'Won', owner_id: owner.user._id },
      { name: 'Value won twice', status: 'Won', owner_id: owner.user._id },
      { name: 'Value of nobody', status: 'Quoted' },
    ]);
    // Counted in the week of the newest quotation, at its total.
    await insertQuote(revised, 100000, inWeek(3));
    await insertQuote(revised, 90000, inWeek(0));
    await insertQuote(won, 200000, inWeek(1));
    await moved(won, 'Won', 0);
    await insertQuote(wonThenLost, 50000, inWeek(2));
    await moved(wonThenLost, 'Won', 2);
    await moved(wonThenLost, 'Lost', 0);
    await moved(wonUnquoted, 'Won', 0);
    await insertQuote(quotedLongAgo, 70000, inWeek(13));
    await moved(quotedLongAgo, 'Won', 0);
    await insertQuote(wonTwice, 30000, inWeek(5));
    await moved(wonTwice, 'Won', 4);
    await moved(wonTwice, 'Quoted', 4);
    await moved(wonTwice, 'Won', 1);
    await insertQuote(unowned, 25000, inWeek(0));
    const after = await stats();

    const value = (leads: number, rupees: number) => ({ leads, paise: rupees * 100 });
    const added = after.weeks.map((week, i) => ({
      quoted: value(week.quoted.leads - before.weeks[i].quoted.leads, (week.quoted.paise - before.weeks[i].quoted.paise) / 100),
      won: value(week.won.leads - before.weeks[i].won.leads, (week.won.paise - before.weeks[i].won.paise) / 100),
    }));
    const nothing = { quoted: value(0, 0), won: value(0, 0) };
    expect(added).toEqual([
      ...Array(6).fill(nothing),
      { quoted: value(1, 30000), won: value(0, 0) }, // 5 weeks ago: won twice's quotation
      nothing, // 4 weeks ago: its first Won, moved on from since
      nothing, // 3 weeks ago: the revised lead's first quotation, replaced since
      { quoted: value(1, 50000), won: value(0, 0) }, // 2 weeks ago: won then lost, no longer Won
      { quoted: value(1, 200000), won: value(1, 30000) },
      { quoted: value(2, 90000 + 25000), won: value(3, 200000 + 0 + 70000) },
    ]);
    expect(after.valueByOwner.find((o) => o.ownerId === owner.user._id)).toEqual({
      ownerId: owner.user._id,
      ownerName: owner.user.name,
      quoted: value(4, 90000 + 200000 + 50000 + 30000),
      won: value(4, 200000 + 0 + 70000 + 30000),
    });
    const nobody = (stats: LeadStats) => stats.valueByOwner.find((o) => o.ownerId === null) ?? { quoted: value(0, 0) };
    expect(nobody(after).quoted.paise - nobody(before).quoted.paise).toBe(2_500_000);
    // The highest won value first.
    const wonValues = after.valueByOwner.map((o) => o.won.paise);
    expect(wonValues).toEqual([...wonValues].sort((a, b) => b - a));
  });

  it('counts the follow-ups due today and the overdue ones as the views list them', async () => {
    const before = await stats();
    const start = businessDayStart(businessToday(), ZONE);
    await insertLeads([
      { name: 'Due A', next_follow_up_at: start, next_follow_up_all_day: true },
      { name: 'Due B', next_follow_up_at: new Date(start.getTime() + 3_600_000) },
      { name: 'Overdue', next_follow_up_at: new Date(start.getTime() - 1000) },
      { name: 'Tomorrow', next_follow_up_at: new Date(start.getTime() + 86_400_000) },
      { name: 'Closed', next_follow_up_at: start, status: 'Lost' },
    ]);
    const after = await stats();
    expect(after.followUps).toEqual({ dueToday: before.followUps.dueToday + 2, overdue: before.followUps.overdue + 1 });
    expect((await list({ view: 'due', limit: '1' })).body.total).toBe(after.followUps.dueToday);
    expect((await list({ view: 'overdue', limit: '1' })).body.total).toBe(after.followUps.overdue);
  });

  it('names every product an enquiry names, by name, and lists per product only those with something in the weeks', async () => {
    const tag = newTag('Stats');
    const quiet = await insertProduct(`${tag} Quiet Machine`);
    const asked = await insertProduct(`${tag} Asked Machine`);
    const gone = await insertProduct(`${tag} Gone Machine`);
    await insertLeads([
      { name: 'Asked', product_id: asked },
      { name: 'Long ago', product_id: gone, created_at: new Date(Date.now() - 200 * 86_400_000) },
    ]);
    let after = await stats();
    expect(after.enquiredProducts).toContainEqual({ productId: asked, productName: `${tag} Asked Machine` });
    expect(after.enquiredProducts).toContainEqual({ productId: gone, productName: `${tag} Gone Machine` });
    expect(after.enquiredProducts.map((p) => p.productId)).not.toContain(quiet);
    const names = after.enquiredProducts.map((p) => p.productName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(new Set(after.enquiredProducts.map((p) => p.productId)).size).toBe(after.enquiredProducts.length);
    // Per product: the asked machine, not the quiet one, nor the one asked about before the weeks.
    expect(after.products.find((p) => p.productId === asked)).toMatchObject({ enquiries: 1, chatClicks: 0 });
    expect(after.products.map((p) => p.productId)).not.toContain(quiet);
    expect(after.products.map((p) => p.productId)).not.toContain(gone);
    for (const p of after.products) expect(p.enquiries + p.chatClicks).toBeGreaterThan(0);

    await sql('delete from products where id = $1', [gone]);
    after = await stats();
    expect(after.enquiredProducts.map((p) => p.productId)).not.toContain(gone);
    expect(after.enquiredProducts).toContainEqual({ productId: null, productName: 'N/A' });
  });
});
