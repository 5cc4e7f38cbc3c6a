/**
 * An ADMIN erases a person (POST /api/erase-person, docs/spec.md §26.4) over real HTTP on the shared
 * test site. The person is made as the site meets one: enquiries through the form call (one written
 * with the number in another form, a repeat), a quotation accepted into an order with its proforma
 * invoice and payment, another quotation mailed and answered with the buyer's message, a note, a
 * GENERAL account with a cart and a failed sign-in, an export's search in the access log and the mails
 * the site wrote to its mail folder. Erased by phone, then by email: the leads, timelines,
 * quotations, outbox rows, account and mails lose the data, each lead gets one `erased` entry
 * without it, the order's records are kept; a scan of every text column of every table, read from
 * the database's catalogue, finds the person only where the law keeps them. Asked again, nothing is
 * left; refused to anyone but an ADMIN and for bad input, writing nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { businessDate } from '../../src/lib/business-time';
import { ERASED, NOTHING_TO_ERASE, type ErasureResult } from '../../src/lib/erasure';
import { CURRENT_NOTICE } from '../../src/lib/privacy-notice';
import type { Quote } from '../../src/lib/quotes/types';
import type { Enquiry, Product, TimelineEntry } from '../../src/lib/types';
import { ERASURE_MESSAGES } from '../../src/lib/validation/erasure';
import { ERASED_DELIVERY } from '../../src/server/privacy/erasure';
import { PERSONAL_DATA, TEXT_TYPES } from '../../src/server/privacy/personal-data';
import { createAccount, type TestAccount } from '../support/accounts';
import { callApi, freshAddress, withDatabase } from '../support/http';
import { ORDER_BUYER, orderCalls } from '../support/orders';

const site = inject('site');
vi.setConfig({ testTimeout: 120_000 });

let admin: TestAccount;
let product: Product;

const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  withDatabase(site.databaseUrl, async (c) => (await c.query<T>(text, params)).rows);

const erase = (json: unknown, cookie: string | null = admin.cookie) =>
  callApi<ErasureResult>(site.url, '/api/erase-person', { method: 'POST', json, headers: cookie ? { cookie } : {} });

/** A mobile number no other test uses: 9 and nine random digits. */
const newPhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const spaced = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

async function enquire(fields: { name: string; phone: string; email?: string; message: string }): Promise<Enquiry> {
  const { status, body } = await callApi<Enquiry>(site.url, '/api/enquiries', {
    method: 'POST',
    json: { productId: product._id, address: 'Sakchi, Jamshedpur 831001', noticeVersion: CURRENT_NOTICE.version, ...fields },
    from: freshAddress(),
  });
  expect(status, body.message).toBe(201);
  return body.data!;
}

/** The mails of the site's mail folder, as a mail program reads them: file name, addresses and text. */
async function mails(): Promise<{ file: string; text: string }[]> {
  const files = fs.existsSync(site.mailDir) ? fs.readdirSync(site.mailDir).filter((name) => name.endsWith('.eml')) : [];
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(fs.readFileSync(path.join(site.mailDir, file)));
      const to = [mail.to].flat().map((address) => address?.text ?? '');
      return { file, text: [mail.subject, ...to, mail.replyTo?.text, mail.text, mail.html || ''].join('\n') };
    }),
  );
}

/** Whether a text names the phone (its digits in order, whatever is between) or the email (any case). */
const naming = (phone: string, email: string) => (text: string) => text.replace(/\D/g, '').includes(phone) || text.toLowerCase().includes(email);

async function mailsNaming(phone: string, email: string): Promise<string[]> {
  return (await mails()).filter((mail) => naming(phone, email)(mail.text)).map((mail) => mail.file);
}

/** Waits for the site's own sends (after its answers, or on its timer) of every notification of these leads. */
async function awaitSent(leadIds: string[]): Promise<void> {
  const pending = async () =>
    (
      await sql<{ n: number }>(
        `select (select count(*) from enquiry_deliveries where enquiry_id = any($1::uuid[]) and state = 'pending')
              + (select count(*) from quote_deliveries m join quotes q on q.id = m.quote_id where q.enquiry_id = any($1::uuid[]) and m.state = 'pending')
              + (select count(*) from order_deliveries d join orders o on o.id = d.order_id where o.enquiry_id = any($1::uuid[]) and d.state = 'pending') as n`,
        [leadIds],
      )
    )[0].n;
  await vi.waitFor(async () => expect(Number(await pending())).toBe(0), { timeout: 60_000, interval: 250 });
}

/** The columns of every table of the schema (read from the catalogue) holding the phone or the email: 'table.column'. */
async function placesHolding(phone: string, email: string): Promise<string[]> {
  const columns = await sql<{ table: string; column: string }>(
    `select c.table_name as table, c.column_name as column from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
      where c.table_schema = 'public' and c.data_type = any($1::text[])
      order by 1, 2`,
    [TEXT_TYPES],
  );
  const found: string[] = [];
  for (const table of new Set(columns.map((column) => column.table))) {
    const names = columns.filter((column) => column.table === table).map((column) => column.column);
    // One pass over the table: for each column, whether a row holds the number's digits or the email.
    const [row] = await sql<Record<string, boolean | null>>(
      `select ${names.map((name) => `bool_or(regexp_replace("${name}"::text, '\D', '', 'g') like $1 or lower("${name}"::text) like $2) as "${name}"`).join(', ')} from "${table}"`,
      [`%${phone}%`, `%${email}%`],
    );
    found.push(...names.filter((name) => row[name]).map((name) => `${table}.${name}`));
  }
  return found.sort();
}

beforeAll(async () => {
  admin = await createAccount(site.databaseUrl, 'ADMIN');
  product = (await callApi<Product[]>(site.url, '/api/get-product')).body.data![0];
});

describe('POST /api/erase-person', () => {
  const phone = newPhone();
  const email = `asha.${randomUUID().slice(0, 8)}@example.com`;
  const reason = 'Asked by the buyer on a call, request 14';
  const other = { phone: newPhone(), email: `ravi.${randomUUID().slice(0, 8)}@example.com` };
  let ordered: Enquiry; // won: its quotation became an order
  let later: Enquiry; // a later lead, with a quotation mailed and answered
  let repeat: Enquiry; // a repeat of the later one, the number written another way
  let control: Enquiry; // someone else
  let quoteOfOrder: Quote;
  let mailedQuote: Quote;
  let buyer: TestAccount;
  let before: { orders: unknown[]; proformas: unknown[]; payments: unknown[]; texts: number };
  let personMails: string[];
  let controlMails: string[];

  beforeAll(async () => {
    const calls = orderCalls(site, admin);
    ordered = await enquire({ name: 'Asha Verma', phone: spaced(phone), email: email.toUpperCase(), message: `Price of the cup machine? Call ${phone}` });
    quoteOfOrder = await calls.makeQuote(ordered, { buyer: { ...ORDER_BUYER, name: 'Asha Verma', email } });
    expect(await calls.accept(quoteOfOrder)).toBe(303);
    const [order] = await calls.leadOrders(ordered._id);
    const asAdmin = { cookie: admin.cookie };
    expect((await callApi(site.url, '/api/proformas', { method: 'POST', json: { orderId: order._id }, headers: asAdmin })).status).toBe(201);
    const paid = { orderId: order._id, paidOn: businessDate(new Date()), amount: 50000, mode: 'UPI', reference: '412345678901' };
    expect((await callApi(site.url, '/api/payments', { method: 'POST', json: paid, headers: asAdmin })).status).toBe(201);

    later = await enquire({ name: 'Asha Verma', phone, email, message: 'And a plate machine?' });
    repeat = await enquire({ name: 'Asha V.', phone: `0${phone.slice(0, 5)}-${phone.slice(5)}`, message: 'Any news?' });
    expect(await sql('select repeat_of from enquiries where id = $1', [repeat._id])).toEqual([{ repeat_of: later._id }]);
    control = await enquire({ name: 'Ravi Kumar', phone: other.phone, email: other.email, message: 'Price?' });
    expect((await callApi(site.url, '/api/update-enquiry', { method: 'POST', json: { enquiryId: later._id, note: `Asha prefers mail: ${email}` }, headers: asAdmin })).status).toBe(200);
    mailedQuote = await calls.makeQuote(later, { buyer: { ...ORDER_BUYER, name: 'Asha Verma', email } });
    expect((await callApi(site.url, '/api/quotes/email', { method: 'POST', json: { quoteId: mailedQuote._id }, headers: asAdmin })).status).toBe(200);
    const changes = await fetch(new URL(new URL(mailedQuote.url).pathname, site.url), {
      method: 'POST',
      body: new URLSearchParams({ intent: 'changes', message: `Cheaper please, call ${spaced(phone)}` }),
      headers: { origin: new URL(site.url).origin, 'sec-fetch-site': 'same-origin', accept: 'text/html' },
      redirect: 'manual',
    });
    expect(changes.status).toBe(303);

    // Their account, with a session and a cart, and a failed sign-in (its limit's place names the email).
    buyer = await createAccount(site.databaseUrl, 'GENERAL');
    await sql(`update users set email = $2 where id = $1`, [buyer.user._id, email.replace('asha', 'Asha')]);
    await sql(`insert into cart_items (user_id, product_id) values ($1, $2)`, [buyer.user._id, product._id]);
    const signIn = await callApi(site.url, '/api/signin', { method: 'POST', json: { email, password: 'not-the-password' }, from: freshAddress() });
    expect(signIn.status).toBeGreaterThanOrEqual(400);
    // The desk searched the leads by the number and exported them (the access log keeps the filters).
    await sql(`insert into access_log (user_id, action, detail) values ($1, 'leads.export', $2)`, [
      admin.user._id,
      JSON.stringify({ filters: { q: spaced(phone), status: 'New' }, rows: 2 }),
    ]);
    await sql(`insert into access_log (user_id, action, detail) values ($1, 'leads.export', $2)`, [
      admin.user._id,
      JSON.stringify({ filters: { q: other.phone }, rows: 1 }),
    ]);

    // The mails the site sent: the team's and the buyer's acknowledgements of the enquiries, the
    // quotation, the proforma invoice, the receipt, the buyer's message.
    await awaitSent([ordered._id, later._id, repeat._id, control._id]);
    personMails = await mailsNaming(phone, email);
    expect(personMails.length).toBeGreaterThanOrEqual(6);
    // A mail about both (the day's digest) goes with the person.
    controlMails = (await mailsNaming(other.phone, other.email)).filter((file) => !personMails.includes(file));
    expect(controlMails.length).toBeGreaterThanOrEqual(1);
    // A notification still waiting for a retry, and a send error that quotes the address.
    await sql(`update enquiry_deliveries set state = 'pending', next_attempt_at = now() + interval '1 hour' where enquiry_id = $1 and channel = 'email'`, [repeat._id]);
    await sql(`update order_deliveries set last_error = $2 where id = (select min(id) from order_deliveries where order_id = $1)`, [order._id, `550 <${email}>: mailbox full`]);

    const records = (table: string) => sql(`select * from ${table} where order_id = $1 order by id`, [order._id]);
    before = {
      orders: await sql('select * from orders where id = $1', [order._id]),
      proformas: await records('proformas'),
      payments: await records('payments'),
      texts: (await sql<{ n: number }>(`select count(*)::int as n from enquiry_events where enquiry_id = any($1::uuid[]) and text is not null`, [[ordered._id, later._id, repeat._id]]))[0].n,
    };
  });

  afterAll(async () => {
    await sql('delete from access_log where user_id = $1', [admin.user._id]);
  });

  const leadsOf = (ids: string[]) =>
    sql<{ id: string; name: string; phone: string; email: string | null; address: string; message: string; note: string; user_id: string | null; erased: boolean }>(
      `select id, name, phone, email, address, message, note, user_id, erased_at is not null as erased from enquiries where id = any($1::uuid[]) order by created_at`,
      [ids],
    );

  it('by phone: every lead of the number, its timeline, quotations, notifications and mails; the order kept', async () => {
    const { status, body } = await erase({ phone: `${phone.slice(0, 5)}-${phone.slice(5)}`, reason: `  ${reason} ` });
    expect([status, body.message]).toEqual([200, 'Personal data erased: 3 leads.']);
    const result = body.data!;
    expect(result.leads).toBe(3);
    expect(result.tables).toMatchObject({
      enquiries: 3,
      enquiry_events: before.texts,
      quotes: 1, // the mailed one; the ordered one is kept
      enquiry_deliveries: 1,
      order_deliveries: 1,
      users: 0, // the account is found by its email
      rate_limit_events: 0,
      access_log: 1,
    });
    // Every mail that named them, and any the site wrote about them since the count.
    expect(result.tables.mail).toBeGreaterThanOrEqual(personMails.length);
    expect(result.tables.quote_deliveries).toBeGreaterThanOrEqual(1);
    expect(result.kept).toEqual({ orders: 1, proformas: 1, payments: 1, quotes: 1 });

    const ids = [ordered._id, later._id, repeat._id];
    expect(await leadsOf(ids)).toEqual(
      ids.map((id) => ({
        id,
        name: ERASED,
        phone: ERASED,
        email: null,
        address: ERASED,
        message: ERASED,
        note: id === later._id ? ERASED : '',
        user_id: null,
        erased: true,
      })),
    );
    // One entry each, by the ADMIN with the reason; every other text erased.
    const entries = await sql<{ enquiry_id: string; kind: string; by_user: string | null; text: string | null }>(
      `select enquiry_id, kind, by_user, text from enquiry_events where enquiry_id = any($1::uuid[]) and text is not null order by id`,
      [ids],
    );
    const byLead = (a: { enquiry_id: string }, b: { enquiry_id: string }) => a.enquiry_id.localeCompare(b.enquiry_id);
    expect(entries.filter((entry) => entry.kind === 'erased').sort(byLead)).toEqual(
      ids.map((id) => ({ enquiry_id: id, kind: 'erased', by_user: admin.user._id, text: reason })).sort(byLead),
    );
    expect(entries.filter((entry) => entry.kind !== 'erased').map((entry) => entry.text)).toEqual(Array(before.texts).fill(ERASED));
    const timeline = (await callApi<TimelineEntry[]>(site.url, `/api/enquiry-timeline?enquiryId=${later._id}`, { headers: { cookie: admin.cookie } })).body.data!;
    expect(timeline.filter((entry) => String(entry.kind) === 'erased')).toEqual([expect.objectContaining({ kind: 'erased', by: admin.user.name })]);
    expect(JSON.stringify(timeline)).not.toMatch(new RegExp(`${phone}|${email}|Asha`, 'i'));

    // The mailed quotation lost its buyer (the state stays); the ordered one, the order's buyer, is kept.
    const quotes = await sql<{ id: string; buyer: Record<string, unknown> }>(`select id, buyer from quotes where id = any($1::uuid[])`, [[quoteOfOrder._id, mailedQuote._id]]);
    expect(quotes.find((q) => q.id === mailedQuote._id)!.buyer).toEqual({ name: ERASED, phone: ERASED, address: ERASED, state: ORDER_BUYER.state, gstin: null, email: null });
    expect(quotes.find((q) => q.id === quoteOfOrder._id)!.buyer).toMatchObject({ name: 'Asha Verma', phone, email });
    expect(await sql(`select message from quote_deliveries where quote_id = $1 and message is not null`, [mailedQuote._id])).toEqual(
      expect.arrayContaining([{ message: ERASED }]),
    );
    expect(await sql(`select state, last_error from enquiry_deliveries where enquiry_id = $1 and channel = 'email'`, [repeat._id])).toEqual([
      { state: 'failed', last_error: ERASED_DELIVERY },
    ]);
    const order = before.orders[0] as { id: string };
    expect(await sql('select * from orders where id = $1', [order.id])).toEqual(before.orders);
    expect(await sql('select * from proformas where order_id = $1 order by id', [order.id])).toEqual(before.proformas);
    expect(await sql('select * from payments where order_id = $1 order by id', [order.id])).toEqual(before.payments);
    expect(await sql('select last_error from order_deliveries where order_id = $1 and last_error is not null', [order.id])).toEqual([{ last_error: ERASED }]);

    // The export's search text, and only that, is erased; the entry stays.
    const exports = await sql<{ detail: unknown }>(`select detail from access_log where user_id = $1 and action = 'leads.export' order by at, id`, [admin.user._id]);
    expect(exports.map((entry) => entry.detail)).toEqual([
      { filters: { q: ERASED, status: 'New' }, rows: 2 },
      { filters: { q: other.phone }, rows: 1 },
    ]);

    // The mails naming the person are gone; the other buyer's stay.
    expect(await mailsNaming(phone, email)).toEqual([]);
    const left = (await mails()).map((mail) => mail.file);
    expect(left).toEqual(expect.arrayContaining(controlMails));
    expect(left.filter((file) => ids.some((id) => file.includes(id)))).toEqual([]);

    // Someone else is untouched.
    expect(await leadsOf([control._id])).toEqual([expect.objectContaining({ name: 'Ravi Kumar', phone: other.phone, email: other.email, erased: false })]);
  });

  it('again: nothing is left to erase, and nothing changes', async () => {
    const rows = () =>
      sql(`select id, name, phone, email, address, message, note, user_id, erased_at from enquiries where id = any($1::uuid[]) order by id`, [
        [ordered._id, later._id, repeat._id],
      ]);
    const kept = await rows();
    const { status, body } = await erase({ phone: spaced(phone), reason: 'Asked again' });
    expect([status, body.message, body.data!.leads]).toEqual([200, NOTHING_TO_ERASE, 0]);
    expect(Object.values(body.data!.tables).every((count) => count === 0)).toBe(true);
    expect(body.data!.kept).toEqual({ orders: 1, proformas: 1, payments: 1, quotes: 1 });
    expect(await rows()).toEqual(kept);
    expect(await sql(`select count(*)::int as n from enquiry_events where kind = 'erased' and enquiry_id = $1`, [later._id])).toEqual([{ n: 1 }]);
  });

  it('by email: the GENERAL account with its sessions, cart and sign-in limit; then the person is only where the law keeps them', async () => {
    const { status, body } = await erase({ email: email.toUpperCase(), reason });
    expect([status, body.data!.leads]).toEqual([200, 0]);
    expect(body.data!.tables).toMatchObject({ users: 1, rate_limit_events: 1, enquiries: 0 });
    expect(await sql('select id from users where id = $1', [buyer.user._id])).toEqual([]);
    expect(await sql('select 1 from sessions where user_id = $1 union all select 1 from cart_items where user_id = $1', [buyer.user._id])).toEqual([]);
    expect((await callApi(site.url, '/api/user-details', { headers: { cookie: buyer.cookie } })).body.data).toBeNull();

    const holding = await placesHolding(phone, email);
    expect(holding).toEqual(['orders.search_text', 'quotes.buyer']);
    for (const place of holding) {
      const [table, column] = place.split('.');
      expect(PERSONAL_DATA[table].columns?.[column], place).toMatch(/^kept: /);
    }
  });

  it('finds no one for a number nobody has: 200, nothing erased', async () => {
    const { status, body } = await erase({ phone: newPhone(), email: `nobody.${randomUUID().slice(0, 8)}@example.com`, reason });
    expect([status, body.message, body.data]).toEqual([
      200,
      NOTHING_TO_ERASE,
      expect.objectContaining({ leads: 0, kept: { orders: 0, proformas: 0, payments: 0, quotes: 0 } }),
    ]);
  });

  it('is refused to a visitor (401), to SALES and to a GENERAL user (403), and for bad input (400 naming the field), writing nothing', async () => {
    const sales = await createAccount(site.databaseUrl, 'SALES');
    const general = await createAccount(site.databaseUrl, 'GENERAL');
    const state = () => sql(`select (select count(*) from enquiry_events where kind = 'erased')::int as erased, (select name from enquiries where id = $1) as name`, [control._id]);
    const unchanged = await state();
    const person = { phone: other.phone, reason };
    expect((await erase(person, null)).status).toBe(401);
    for (const account of [sales, general]) {
      const refused = await erase(person, account.cookie);
      expect([refused.status, refused.body.message]).toEqual([403, expect.any(String)]);
    }
    const bad: [unknown, string][] = [
      [{ reason }, ERASURE_MESSAGES.personRequired],
      [{ phone: '', email: ' ', reason }, ERASURE_MESSAGES.personRequired],
      [{ phone: '12345', reason }, ERASURE_MESSAGES.phone],
      [{ email: 'ravi.example.com', reason }, ERASURE_MESSAGES.email],
      [{ phone: other.phone }, 'reason is required.'],
      [{ phone: other.phone, reason: 'x'.repeat(501) }, 'reason must be at most 500 characters.'],
      [{ phone: other.phone, reason: `Called ${spaced(other.phone)}` }, ERASURE_MESSAGES.reasonNamesPerson],
    ];
    for (const [json, message] of bad) {
      const refused = await erase(json);
      expect([refused.status, refused.body.message], JSON.stringify(json)).toEqual([400, message]);
    }
    const form = await callApi(site.url, '/api/erase-person', { method: 'POST', body: new URLSearchParams(person), headers: { cookie: admin.cookie } });
    expect(form.status).toBe(415);
    expect(await state()).toEqual(unchanged);
  });
});
