/**
 * The admin's quotation calls (docs/spec.md §22) over real HTTP on the shared test site: amounts
 * to the paisa for a buyer in the seller's state and in another, numbers without gaps or repeats
 * under concurrent saves, refusals that store nothing and use no number, the GST rates of the
 * quotation's date, revisions, statuses worked out when read (a draft until mailed or shared on
 * WhatsApp), and the lead's status and timeline. The buyer's page and the mails are tested in their
 * own files.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { addDays, businessDate } from '../../src/lib/business-time';
import { financialYear } from '../../src/lib/quotes/financial-year';
import { computeQuote } from '../../src/lib/quotes/gst';
import { formatRateDay } from '../../src/lib/quotes/gst-rates';
import type { Quote, QuoteSettings } from '../../src/lib/quotes/types';
import type { AdminEnquiry, Enquiry, Product, TimelineEntry } from '../../src/lib/types';
import { createAccount, type TestAccount } from '../support/accounts';
import { callApi, freshAddress, withDatabase } from '../support/http';
import { CURRENT_NOTICE } from '../../src/lib/privacy-notice';

const site = inject('site');
vi.setConfig({ testTimeout: 120_000 });

let product: Product;
let admin: TestAccount;
let buyer: TestAccount;

beforeAll(async () => {
  product = (await callApi<Product[]>(site.url, '/api/get-product')).body.data![0];
  admin = await createAccount(site.databaseUrl, 'ADMIN');
  buyer = await createAccount(site.databaseUrl, 'GENERAL');
});

/** A new lead (status New) with a phone no other test uses. */
async function newLead(): Promise<Enquiry> {
  const { status, body } = await callApi<Enquiry>(site.url, '/api/enquiries', {
    method: 'POST',
    json: { productId: product._id, name: 'Ravi Agarwal', phone: `8${String(randomInt(0, 1e9)).padStart(9, '0')}`, address: 'Ranchi', message: 'Quote for the cup machine.', noticeVersion: CURRENT_NOTICE.version },
    from: freshAddress(),
  });
  expect(status, body.message).toBe(201);
  return body.data!;
}

/**
 * Two lines that round: 5% off ₹4,50,000 at 18%, and 2.5 sets at ₹1,234.55 at 40%
 * (₹3,086.375: gross rounds up to 308638 paise).
 */
const items = () => [
  { productId: product._id, description: 'Paper cup machine PC-90 (as quoted)', hsn: '8441', quantity: 1, unitPrice: 450000, discountPercent: 5, gstRate: 18 },
  { description: 'Die set, 6 oz', hsn: '84419000', quantity: 2.5, unit: 'Set', unitPrice: 1234.55, gstRate: 40 },
];

const quoteFields = (enquiryId: string, change: Record<string, unknown> = {}) => ({
  enquiryId,
  buyer: { name: 'Agarwal Packaging Pvt Ltd', state: 'Jharkhand', address: 'Kanke Road, Ranchi 834008', gstin: '20ABKFS4821M1Z2', email: 'buy@agarwal.example' },
  items: items(),
  ...change,
});

const post = <T = Quote>(path: string, json: unknown, headers: Record<string, string> = { cookie: admin.cookie }) =>
  callApi<T>(site.url, path, { method: 'POST', json, headers });

async function make(enquiryId: string, change: Record<string, unknown> = {}): Promise<Quote> {
  const { status, body } = await post('/api/quotes', quoteFields(enquiryId, change));
  expect(status, body.message).toBe(201);
  expect(body.message).toBe('Quotation made');
  return body.data!;
}

const revise = (quoteId: string, change: Record<string, unknown> = {}) => {
  const { enquiryId: _, ...fields } = quoteFields('', change);
  return post('/api/quotes/revise', { quoteId, ...fields });
};

const list = (enquiryId: string, headers: Record<string, string> = { cookie: admin.cookie }) =>
  callApi<Quote[]>(site.url, `/api/quotes?enquiryId=${encodeURIComponent(enquiryId)}`, { headers });

/** "Send on WhatsApp" as the desk's link asks for it: the share recorded, answered with the chat. */
const share = (quoteId: string, text: string, headers: Record<string, string> = { cookie: admin.cookie }) =>
  fetch(new URL(`/api/quotes/whatsapp?${new URLSearchParams({ quoteId, text })}`, site.url), { headers, redirect: 'manual' });

const timelineOf = async (enquiryId: string) =>
  (await callApi<TimelineEntry[]>(site.url, `/api/enquiry-timeline?enquiryId=${enquiryId}`, { headers: { cookie: admin.cookie } })).body.data!;

/** The newest entry but the new lead's own notices, which go out after its answer and may land at any moment. */
const latestQuoteEntry = (timeline: TimelineEntry[]) => timeline.filter((entry) => entry.kind !== 'notified').at(-1);

const NUMBER = /^QT\/(\d{4}-\d{2})\/(\d{4})(?:-R(\d+))?$/;
const serialOf = (number: string) => Number(NUMBER.exec(number)![2]);

/** What the database holds: the quotations, the counters and the timeline entries. */
const counts = () =>
  withDatabase(site.databaseUrl, async (c) => ({
    quotes: (await c.query('select count(*)::int as n from quotes')).rows[0].n,
    events: (await c.query('select count(*)::int as n from enquiry_events')).rows[0].n,
    counters: (await c.query('select prefix, financial_year, last_serial from quote_counters order by 1, 2')).rows,
  }));

const lastSerial = async () => {
  const [counter] = (await counts()).counters.filter((c: { prefix: string; financial_year: string }) => c.prefix === 'QT' && c.financial_year === financialYear(new Date()));
  return (counter?.last_serial as number | undefined) ?? 0;
};

describe('POST /api/quotes', () => {
  it('makes a numbered quotation with CGST + SGST for a buyer in the seller’s state, exact to the paisa', async () => {
    const lead = await newLead();
    const settings = (await callApi<QuoteSettings>(site.url, '/api/quote-settings', { headers: { cookie: admin.cookie } })).body.data!;
    const quote = await make(lead._id, { terms: { payment: '50% advance, balance before dispatch.' } });

    expect(quote.number).toMatch(NUMBER);
    expect(NUMBER.exec(quote.number)![1]).toBe(financialYear(new Date()));
    // Made, not yet sent: a draft.
    expect(quote).toMatchObject({ enquiryId: lead._id, version: 0, status: 'draft', sentAt: null, taxSplit: 'intra', validDays: 15, replacedBy: null, firstViewedAt: null, acceptedAt: null });
    expect(quote.url).toMatch(new RegExp(`^${site.url}/quote/[A-Za-z0-9_-]{43}$`));
    expect(quote.pdfUrl).toBe(`${quote.url}/pdf`);
    expect(quote.validUntil).toBe(addDays(businessDate(new Date()), 15));
    // The phone is the lead's; the rest as the admin typed it.
    expect(quote.buyer).toEqual({
      name: 'Agarwal Packaging Pvt Ltd', phone: lead.phone, address: 'Kanke Road, Ranchi 834008', state: 'Jharkhand', gstin: '20ABKFS4821M1Z2', email: 'buy@agarwal.example',
    });
    expect(quote.seller).toEqual(settings.seller);
    expect(quote.terms).toEqual({ ...settings.terms, payment: '50% advance, balance before dispatch.' });

    // 450000 − 5% = 427500.00 taxable, 9% + 9%; 3086.375 → 3086.38 taxable, 20% + 20% of it = 617.276 → 617.28 each.
    expect(quote.items).toEqual([
      { productId: product._id, description: 'Paper cup machine PC-90 (as quoted)', hsn: '8441', quantity: 1, unit: 'Nos', unitPrice: 450000, discountPercent: 5, gstRate: 18, scope: null,
        taxable: 427500, cgst: 38475, sgst: 38475, igst: 0, amount: 504450 },
      { productId: null, description: 'Die set, 6 oz', hsn: '84419000', quantity: 2.5, unit: 'Set', unitPrice: 1234.55, discountPercent: 0, gstRate: 40, scope: null,
        taxable: 3086.38, cgst: 617.28, sgst: 617.28, igst: 0, amount: 4320.94 },
    ]);
    // 508770.94 exactly, rounded to the rupee.
    expect(quote.totals).toEqual({
      taxable: 430586.38, cgst: 39092.28, sgst: 39092.28, igst: 0, roundOff: 0.06, total: 508771,
      inWords: 'Rupees Five Lakh Eight Thousand Seven Hundred Seventy-One Only',
    });

    const [row] = await withDatabase(site.databaseUrl, async (c) =>
      (await c.query('select number, serial_number, version, token, total_paise::int as total, created_by from quotes where id = $1', [quote._id])).rows);
    expect(row).toEqual({ number: quote.number, serial_number: quote.number, version: 0, token: quote.url.split('/').at(-1), total: 50877100, created_by: admin.user._id });
  });

  it('charges IGST to a buyer in another state, line by line', async () => {
    const lead = await newLead();
    await withDatabase(site.databaseUrl, (c) => c.query(`update enquiries set email = 'shinde@example.com' where id = $1`, [lead._id]));
    const quote = await make(lead._id, { buyer: { name: 'Shinde Traders', state: 'Maharashtra', address: 'Bhiwandi, Thane' } });
    expect(quote.taxSplit).toBe('inter');
    expect(quote.items.map(({ cgst, sgst, igst, amount }) => ({ cgst, sgst, igst, amount }))).toEqual([
      { cgst: 0, sgst: 0, igst: 76950, amount: 504450 },
      // 40% of 3086.38 = 1234.552 → 1234.55: one paisa less than the two halves above.
      { cgst: 0, sgst: 0, igst: 1234.55, amount: 4320.93 },
    ]);
    expect(quote.totals).toEqual({
      taxable: 430586.38, cgst: 0, sgst: 0, igst: 78184.55, roundOff: 0.07, total: 508771,
      inWords: 'Rupees Five Lakh Eight Thousand Seven Hundred Seventy-One Only',
    });
    // No email typed: none, even though the buyer left one with the enquiry (the admin's form
    // starts from it; clearing it there is a choice).
    expect(quote.buyer).toMatchObject({ gstin: null, email: null, phone: lead.phone });
  });

  it('gives 20 concurrent saves 20 distinct numbers in one unbroken run', async () => {
    const leads = await Promise.all([1, 2, 3, 4].map(() => newLead()));
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post('/api/quotes', quoteFields(leads[i % 4]._id))));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const serials = answers.map((a) => serialOf(a.body.data!.number)).sort((a, b) => a - b);
    expect(new Set(serials).size).toBe(20);
    expect(serials).toEqual(Array.from({ length: 20 }, (_, i) => serials[0] + i));
    expect(await lastSerial()).toBe(serials[19]);
  });

  // Changes made when the test runs: the lines need the catalogue's product.
  it.each([
    ['a line’s quantity', () => ({ items: [items()[0], { ...items()[1], quantity: 0 }] }), 'items[1].quantity must be more than 0.'],
    ['a machine not in the catalogue', () => ({ items: [{ ...items()[0], productId: randomUUID() }] }), 'items[0].productId names no product in the catalogue.'],
    ['the buyer’s state', () => ({ buyer: { name: 'X', state: 'Atlantis', address: 'Y' } }), 'buyer.state must be an Indian state or union territory.'],
    ['no lines', () => ({ items: [] }), 'items must have at least one line.'],
    // Gone since 22 Sep 2025; the good one after it carries 40 %, which took its place.
    ['a GST rate no longer in force', () => ({ items: [items()[0], { ...items()[1], gstRate: 12 }] }),
      `items[1].gstRate must be one of 0, 5, 18, 40 (the rates in force on ${formatRateDay(businessDate(new Date()))}).`],
  ])('refuses %s with 400 naming the field, stores nothing and uses no number', async (_, change, message) => {
    const lead = await newLead();
    const before = await counts();
    const serial = await lastSerial();
    const { status, body } = await post('/api/quotes', quoteFields(lead._id, change()));
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect(await counts()).toEqual(before);
    // The next good one takes the next serial.
    const made = await make(lead._id);
    expect(serialOf(made.number)).toBe(serial + 1);
    expect(made.items.map((item) => item.gstRate)).toEqual([18, 40]);
  });

  it('gives the number back when the save fails after taking it', async () => {
    const lead = await newLead();
    const serial = await lastSerial();
    // A refusal only the database makes, at the insert: after the number is taken.
    await withDatabase(site.databaseUrl, (c) => c.query(`alter table quotes add constraint quotes_test_refusal check (buyer->>'name' <> 'Refused Buyer Ltd')`));
    try {
      const { status } = await post('/api/quotes', quoteFields(lead._id, { buyer: { name: 'Refused Buyer Ltd', state: 'Bihar', address: 'Patna' } }));
      expect(status).toBe(500);
    } finally {
      await withDatabase(site.databaseUrl, (c) => c.query('alter table quotes drop constraint quotes_test_refusal'));
    }
    expect(await lastSerial()).toBe(serial);
    expect((await list(lead._id)).body.data).toEqual([]);
    expect((await callApi<AdminEnquiry>(site.url, `/api/get-enquiry?enquiryId=${lead._id}`, { headers: { cookie: admin.cookie } })).body.data!.status).toBe('New');
    expect(serialOf((await make(lead._id)).number)).toBe(serial + 1);
  });

  it('answers 404 for an enquiry that does not exist, using no number', async () => {
    const serial = await lastSerial();
    for (const enquiryId of [randomUUID(), 'not-an-id']) {
      const { status, body } = await post('/api/quotes', quoteFields(enquiryId));
      expect(status).toBe(404);
      expect(body.message).toBe('No enquiry has this id.');
    }
    expect(await lastSerial()).toBe(serial);
  });

  it('moves a New lead to Quoted, with the quotation on its timeline; a Won lead stays Won', async () => {
    const lead = await newLead();
    const quote = await make(lead._id);
    const enquiry = (await callApi<AdminEnquiry>(site.url, `/api/get-enquiry?enquiryId=${lead._id}`, { headers: { cookie: admin.cookie } })).body.data!;
    expect(enquiry.status).toBe('Quoted');
    const timeline = (await callApi<TimelineEntry[]>(site.url, `/api/enquiry-timeline?enquiryId=${lead._id}`, { headers: { cookie: admin.cookie } })).body.data!;
    // Beside its creation and the notifications of the enquiry, sent whenever they go.
    const written = timeline.filter((e) => e.kind !== 'created' && e.kind !== 'notified');
    expect(written.map(({ kind, by, from, to }) => ({ kind, by, from, to }))).toEqual([
      { kind: 'quoteMade', by: 'Test Admin', from: undefined, to: quote.number },
      { kind: 'status', by: 'Test Admin', from: 'New', to: 'Quoted' },
    ]);

    const won = await newLead();
    await post('/api/update-enquiry', { enquiryId: won._id, status: 'Won' });
    await make(won._id);
    const after = (await callApi<AdminEnquiry>(site.url, `/api/get-enquiry?enquiryId=${won._id}`, { headers: { cookie: admin.cookie } })).body.data!;
    expect(after.status).toBe('Won');
  });

  it('is sent once its mail to the buyer is delivered, not while the mail waits, and the lead’s timeline says so', async () => {
    const lead = await newLead();
    const quote = await make(lead._id);
    const [{ id }] = await withDatabase(site.databaseUrl, async (c) =>
      (await c.query(`insert into quote_deliveries (quote_id, event, channel) values ($1, 'quote.sent', 'buyerEmail') returning id`, [quote._id])).rows);
    expect((await list(lead._id)).body.data![0]).toMatchObject({ status: 'draft', sentAt: null });

    const [{ sent_at }] = await withDatabase(site.databaseUrl, async (c) =>
      (await c.query(`update quote_deliveries set state = 'sent', sent_at = now() where id = $1 returning sent_at`, [id])).rows);
    expect((await list(lead._id)).body.data![0]).toMatchObject({ status: 'sent', sentAt: (sent_at as Date).toISOString() });
    expect(latestQuoteEntry(await timelineOf(lead._id))).toMatchObject({ kind: 'quoteEmailed', by: null, to: quote.number });
  });
});

describe('POST /api/quotes/revise', () => {
  it('makes -R1 that replaces the quotation; a replaced or accepted one cannot be revised (409)', async () => {
    const lead = await newLead();
    const first = await make(lead._id);
    const r1 = await revise(first._id, { items: [{ ...items()[0], unitPrice: 440000 }] });
    expect(r1.status, r1.body.message).toBe(201);
    expect(r1.body.message).toBe('Quotation revised');
    expect(r1.body.data).toMatchObject({ number: `${first.number}-R1`, version: 1, enquiryId: lead._id, status: 'draft', replacedBy: null });
    expect(r1.body.data!.url).not.toBe(first.url);
    expect(r1.body.data!.items[0].unitPrice).toBe(440000);

    const again = await revise(first._id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Quotation ${first.number} was replaced by ${first.number}-R1: revise that one.`);

    const r2 = (await revise(r1.body.data!._id)).body.data!;
    expect(r2.number).toBe(`${first.number}-R2`);
    await withDatabase(site.databaseUrl, (c) => c.query('update quotes set accepted_at = now() where id = $1', [r2._id]));
    const accepted = await revise(r2._id);
    expect(accepted.status).toBe(409);
    expect(accepted.body.message).toBe(`Quotation ${r2.number} was accepted by the buyer; it cannot be revised.`);

    // Newest first, each with where it stands.
    const quotes = (await list(lead._id)).body.data!;
    expect(quotes.map(({ number, status }) => ({ number, status }))).toEqual([
      { number: r2.number, status: 'accepted' },
      { number: r1.body.data!.number, status: 'replaced' },
      { number: first.number, status: 'replaced' },
    ]);
    expect(quotes[2].replacedBy).toEqual({ _id: r1.body.data!._id, number: r1.body.data!.number, url: r1.body.data!.url });
    // Every revision is on the timeline.
    const timeline = (await callApi<TimelineEntry[]>(site.url, `/api/enquiry-timeline?enquiryId=${lead._id}`, { headers: { cookie: admin.cookie } })).body.data!;
    expect(timeline.filter((e) => e.kind === 'quoteMade').map((e) => e.to)).toEqual([first.number, r1.body.data!.number, r2.number]);
  });

  it('keeps the GST rates a quotation was made with; its revision takes those of its own date', async () => {
    const lead = await newLead();
    const made = await make(lead._id, { items: [items()[1]] });
    // As a quotation of 14 Aug 2025 was stored, under the rates of its day: its line at 12 %.
    const old = computeQuote([{ ...items()[1], gstRate: 12 as never }], 'intra');
    await withDatabase(site.databaseUrl, (c) =>
      c.query(
        `update quotes set lines = $2, taxable_paise = $3, cgst_paise = $4, sgst_paise = $5, igst_paise = $6, round_off_paise = $7,
                total_paise = $8, created_at = '2025-08-14 11:00+05:30', valid_until = '2025-08-29' where id = $1`,
        [made._id, JSON.stringify(old.lines), old.totals.taxable, old.totals.cgst, old.totals.sgst, old.totals.igst, old.totals.roundOff, old.totals.total],
      ));
    const [stored] = (await list(lead._id)).body.data!;
    // 6% + 6% of 3086.38 = 185.1828 → 185.18 each, read and printed as made.
    expect(stored.items[0]).toMatchObject({ gstRate: 12, taxable: 3086.38, cgst: 185.18, sgst: 185.18, amount: 3456.74 });
    expect(stored).toMatchObject({ status: 'expired', totals: { total: 3457 } });
    const page = await (await fetch(stored.url)).text();
    expect(page).toContain('CGST @ 6%');

    // Revised today: 12 % is no rate of today's, whatever the quotation's was; nothing is written.
    const before = await counts();
    const refused = await revise(made._id, { items: [{ ...items()[1], gstRate: 12 }] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`items[0].gstRate must be one of 0, 5, 18, 40 (the rates in force on ${formatRateDay(businessDate(new Date()))}).`);
    expect(await counts()).toEqual(before);
    const revised = await revise(made._id, { items: [{ ...items()[1], gstRate: 18 }] });
    expect(revised.status, revised.body.message).toBe(201);
    expect(revised.body.data!.items[0].gstRate).toBe(18);
    const [, replaced] = (await list(lead._id)).body.data!;
    expect(replaced.items[0]).toMatchObject({ gstRate: 12, cgst: 185.18 });
  });

  it('answers 404 for a quotation that does not exist, and 400 naming a field', async () => {
    const missing = await revise(randomUUID());
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No quotation has this id.');
    const lead = await newLead();
    const quote = await make(lead._id);
    const before = await counts();
    const bad = await revise(quote._id, { validDays: 91 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('validDays must be a whole number of days from 1 to 90.');
    expect(await counts()).toEqual(before);
  });
});

describe('GET /api/quotes', () => {
  it('tells an expired quotation by the business date: valid through its last day, expired the day after', async () => {
    const lead = await newLead();
    const quote = await make(lead._id);
    const setValidUntil = (day: string) => withDatabase(site.databaseUrl, (c) => c.query('update quotes set valid_until = $2 where id = $1', [quote._id, day]));
    const today = businessDate(new Date());
    await setValidUntil(today);
    expect((await list(lead._id)).body.data![0].status).toBe('draft');
    await setValidUntil(addDays(today, -1));
    expect((await list(lead._id)).body.data![0]).toMatchObject({ status: 'expired', validUntil: addDays(today, -1) });
  });

  it('answers 400 without an enquiryId and 404 for an enquiry that does not exist', async () => {
    expect((await callApi(site.url, '/api/quotes', { headers: { cookie: admin.cookie } })).status).toBe(400);
    const { status, body } = await list(randomUUID());
    expect(status).toBe(404);
    expect(body.message).toBe('No enquiry has this id.');
  });
});

describe('GET /api/quote-settings', () => {
  it('gives the seller, the validity and the terms the form starts from', async () => {
    const { status, body } = await callApi<QuoteSettings>(site.url, '/api/quote-settings', { headers: { cookie: admin.cookie } });
    expect(status).toBe(200);
    expect(body.message).toBe('Quotation settings');
    expect(body.data).toMatchObject({ validDays: 15, seller: { state: 'Jharkhand', gstin: expect.stringMatching(/^20/) } });
    expect(body.data!.terms.payment).not.toBe('');
  });
});

describe('who may call', () => {
  const calls = (enquiryId: string, quoteId: string): [string, string, unknown?][] => [
    ['POST', '/api/quotes', quoteFields(enquiryId)],
    ['POST', '/api/quotes/revise', { quoteId, ...quoteFields(enquiryId) }],
    ['POST', '/api/quotes/email', { quoteId }],
    ['GET', `/api/quotes?enquiryId=${enquiryId}`],
    ['GET', '/api/quote-settings'],
    ['GET', `/api/quotes/whatsapp?quoteId=${quoteId}&text=Hello`],
  ];

  it('answers 401 to a visitor and 403 to a buyer’s account, and stores nothing', async () => {
    const lead = await newLead();
    const quote = await make(lead._id);
    const before = await counts();
    for (const [method, path, json] of calls(lead._id, quote._id)) {
      const anonymous = await callApi(site.url, path, { method, json });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const general = await callApi(site.url, path, { method, json, headers: { cookie: buyer.cookie } });
      expect(general.status, `${method} ${path}`).toBe(403);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses an admin’s state-changing call sent by another site', async () => {
    const lead = await newLead();
    const quote = await make(lead._id);
    const before = await counts();
    for (const [method, path, json] of calls(lead._id, quote._id).filter(([method]) => method === 'POST')) {
      const { status } = await callApi(site.url, path, { method, json, headers: { cookie: admin.cookie, origin: 'https://evil.example' } });
      expect(status, path).toBe(403);
    }
    expect(await counts()).toEqual(before);
  });
});

describe('GET /api/quotes/whatsapp', () => {
  it('records the share, which makes a draft sent, and opens the buyer’s chat with the desk’s text', async () => {
    const lead = await newLead();
    const quote = await make(lead._id);
    const text = `Hello Agarwal Packaging Pvt Ltd, please find our quotation ${quote.number} here: ${quote.url}`;
    const response = await share(quote._id, text);
    expect(response.status).toBe(303);
    const chat = new URL(response.headers.get('location')!);
    // The number is the quotation's buyer's, never one the address names.
    expect(chat.origin + chat.pathname).toBe(`https://wa.me/91${lead.phone}`);
    expect(chat.searchParams.get('text')).toBe(text);

    const [listed] = (await list(lead._id)).body.data!;
    expect(listed.status).toBe('sent');
    expect(Date.parse(listed.sentAt!)).toBeGreaterThanOrEqual(Date.parse(quote.createdAt));
    expect(latestQuoteEntry(await timelineOf(lead._id))).toMatchObject({ kind: 'quoteShared', by: 'Test Admin', to: quote.number });

    // What the buyer does then still tells: the first open makes it viewed.
    await fetch(quote.url);
    expect((await list(lead._id)).body.data![0].status).toBe('viewed');
  });

  it('records nothing for another site’s link, a replaced quotation or an unknown one; a browser is told why in a page', async () => {
    const lead = await newLead();
    const first = await make(lead._id);
    const before = await counts();
    expect((await share(first._id, 'Hi', { cookie: admin.cookie, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await share(randomUUID(), 'Hi')).status).toBe(404);
    expect((await share(first._id, 'x'.repeat(2001))).status).toBe(400);
    expect(await counts()).toEqual(before);

    const r1 = (await revise(first._id)).body.data!;
    const replaced = await share(first._id, 'Hi', { cookie: admin.cookie, accept: 'text/html' });
    expect(replaced.status).toBe(409);
    expect(replaced.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await replaced.text()).toContain(`Quotation ${first.number} was replaced by ${r1.number}: send that one.`);
    const timeline = await timelineOf(lead._id);
    expect(timeline.filter((entry) => entry.kind === 'quoteShared')).toEqual([]);
  });
});

describe('POST /api/quotes/email', () => {
  it('refuses a quotation without a buyer email (400), and queues one mail for one with it', async () => {
    const lead = await newLead();
    const without = await make(lead._id, { buyer: { name: 'No Mail Traders', state: 'Bihar', address: 'Patna' } });
    const deliveries = (quoteId: string) =>
      withDatabase(site.databaseUrl, async (c) => (await c.query('select event, channel from quote_deliveries where quote_id = $1', [quoteId])).rows);
    const refused = await post('/api/quotes/email', { quoteId: without._id });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('buyer.email: This quotation has no buyer email.');
    expect(await deliveries(without._id)).toEqual([]);

    const missing = await post('/api/quotes/email', { quoteId: randomUUID() });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No quotation has this id.');

    const quote = await make(lead._id);
    const queued = await post('/api/quotes/email', { quoteId: quote._id });
    expect(queued.status, queued.body.message).toBe(200);
    expect(queued.body.message).toBe('Quotation queued for email');
    expect(await deliveries(quote._id)).toEqual([{ event: 'quote.sent', channel: 'buyerEmail' }]);

    // An expired quotation is sent no more (nor a replaced one): 409, nothing queued.
    await withDatabase(site.databaseUrl, (c) => c.query(`update quotes set valid_until = date '2026-01-01' where id = $1`, [quote._id]));
    const expired = await post('/api/quotes/email', { quoteId: quote._id });
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe(`Quotation ${quote.number} has expired: revise it to send a fresh one.`);
    expect(await deliveries(quote._id)).toHaveLength(1);
  });
});

describe('a quotation a bank accepts (§22.9)', () => {
  const shipTo = { name: 'Agarwal Packaging, Patna unit', address: 'Patliputra Industrial Area, Patna 800013', state: 'Bihar', gstin: ' 10aaacs1234f1z7 ' };

  it('charges the tax of the place of supply, stores the Ship to and each line’s scope, and names its maker as the sales contact', async () => {
    const lead = await newLead();
    const quote = await make(lead._id, {
      shipTo,
      placeOfSupply: 'bihar',
      items: [{ ...items()[0], scope: '  Main motor 3 HP\r\nDie set  ' }, items()[1]],
    });
    expect(quote).toMatchObject({
      placeOfSupply: 'Bihar',
      taxSplit: 'inter',
      shipTo: { ...shipTo, gstin: '10AAACS1234F1Z7' },
      salesPerson: { name: admin.user.name, mobile: null },
      revisionOf: null,
      revisionNote: null,
    });
    expect(quote.items.map((item) => item.scope)).toEqual(['Main motor 3 HP\nDie set', null]);
    expect(quote.items[0]).toMatchObject({ cgst: 0, sgst: 0, igst: 76950 });
    // Without a place of supply it is the buyer's state: CGST and SGST, the Ship to printed all the same.
    const local = await make(lead._id, { shipTo });
    expect(local).toMatchObject({ placeOfSupply: 'Jharkhand', taxSplit: 'intra', shipTo: { name: shipTo.name } });
  });

  it('refuses a place of supply that is neither the buyer’s state nor the Ship to’s, a bad Ship to, scope or note, writing nothing', async () => {
    const lead = await newLead();
    const quote = await make(lead._id);
    const before = await counts();
    const refusals: [Record<string, unknown>, string][] = [
      [{ placeOfSupply: 'Bihar' }, 'placeOfSupply must be the buyer\'s state (Jharkhand): there is no Ship to.'],
      [{ shipTo, placeOfSupply: 'Goa' }, 'placeOfSupply must be the buyer\'s state (Jharkhand) or the Ship to\'s (Bihar).'],
      [{ placeOfSupply: 'Atlantis' }, 'placeOfSupply must be an Indian state or union territory.'],
      [{ shipTo: { ...shipTo, state: 'Atlantis' } }, 'shipTo.state must be an Indian state or union territory.'],
      [{ shipTo: { ...shipTo, name: ' ' } }, 'shipTo.name is required.'],
      [{ shipTo: { ...shipTo, gstin: '10AAACS1234F1Z6' } }, 'shipTo.gstin has a wrong check character: one of its characters is mistyped.'],
      [{ shipTo: 'Patna' }, 'shipTo must be null or the Ship to: name, state and address.'],
      [{ items: [{ ...items()[0], scope: 'x'.repeat(2001) }] }, 'items[0].scope must be at most 2000 characters.'],
    ];
    for (const [change, message] of refusals) {
      const made = await post('/api/quotes', quoteFields(lead._id, change));
      expect(made.status, message).toBe(400);
      expect(made.body.message).toBe(message);
    }
    const note = await revise(quote._id, { revisionNote: 'x'.repeat(501) });
    expect(note.status).toBe(400);
    expect(note.body.message).toBe('revisionNote must be at most 500 characters.');
    expect(await counts()).toEqual(before);
  });
});
