/**
 * The buyer's side of a quotation (docs/spec.md §22) over real HTTP on the shared test site: the
 * page at /quote/<token> and its PDF, what they print to the paisa, the answers posted from the
 * page as plain forms (accept, ask for changes, ask for a fresh quotation) with their statuses,
 * and what reaches the lead: its status and its timeline. Quotations are made through the admin's
 * own call, POST /api/quotes.
 */
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { PROJECT_ROOT } from '../../platform/local-env';
import { addDays, businessDate, formatBusinessDate } from '../../src/lib/business-time';
import { FUNCTION_PAGE_POLICY } from '../../src/lib/content-security-policy';
import type { Quote } from '../../src/lib/quotes/types';
import type { AdminEnquiry, Enquiry, Product, TimelineEntry } from '../../src/lib/types';
import { QUOTE_MESSAGE_LIMIT } from '../../src/server/quotes/quote-answers';
import { QUOTE_PAGE_MESSAGES } from '../../src/server/quotes/quote-page';
import { createAccount, type TestAccount } from '../support/accounts';
import { callApi, freshAddress, withDatabase } from '../support/http';
import { CURRENT_NOTICE } from '../../src/lib/privacy-notice';

const site = inject('site');
vi.setConfig({ testTimeout: 120_000 });

let product: Product;
let admin: TestAccount;

beforeAll(async () => {
  product = (await callApi<Product[]>(site.url, '/api/get-product')).body.data![0];
  admin = await createAccount(site.databaseUrl, 'ADMIN');
});

const asAdmin = () => ({ cookie: admin.cookie });

async function newLead(): Promise<Enquiry> {
  const phone = `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const { status, body } = await callApi<Enquiry>(site.url, '/api/enquiries', {
    method: 'POST',
    json: { productId: product._id, name: 'Anil Sharma', phone, address: 'Bistupur, Jamshedpur', message: 'Price for the plate machine?', noticeVersion: CURRENT_NOTICE.version },
    from: freshAddress(),
  });
  expect(status, body.message).toBe(201);
  return body.data!;
}

/**
 * Two lines, worked out by hand: ₹2,50,000 less 10% = ₹2,25,000 at 18% (₹40,500 of GST), and
 * 2 sets at ₹12,345.67 = ₹24,691.34 at 5% (₹617.28 a half, 2.5% of it; ₹1,234.57 as IGST).
 * ₹2,91,425.90 in all, ₹2,91,426.00 rounded.
 */
const LINES = [
  { productId: null, description: 'Paper plate machine PP-12', hsn: '8441', quantity: 1, unitPrice: 250000, discountPercent: 10, gstRate: 18 },
  { description: 'Die set, 10 inch', hsn: '84419000', quantity: 2, unit: 'Set', unitPrice: 12345.67, gstRate: 5 },
];
const TOTAL = '₹2,91,426.00';
const IN_WORDS = 'Rupees Two Lakh Ninety-One Thousand Four Hundred Twenty-Six Only';
const BUYER = { name: 'Sharma & Sons Packaging', state: 'Jharkhand', address: 'Road 4, Adityapur\nJamshedpur 832109', gstin: '20AAACS1234F1Z6' };

async function makeQuote(change: Record<string, unknown> = {}, lead?: Enquiry): Promise<Quote> {
  const enquiryId = (lead ?? (await newLead()))._id;
  const { status, body } = await callApi<Quote>(site.url, '/api/quotes', {
    method: 'POST',
    json: { enquiryId, buyer: BUYER, items: LINES, ...change },
    headers: asAdmin(),
  });
  expect(status, body.message).toBe(201);
  return body.data!;
}

const pagePath = (quote: Pick<Quote, 'url'>) => new URL(quote.url).pathname;

/** A browser opening an address, not following redirects. */
const open = (address: string, headers: Record<string, string> = {}) => fetch(new URL(address, site.url), { headers, redirect: 'manual' });

/** A form of the page, posted as the browser posts it from the page itself. */
const postForm = (quote: Quote, fields: Record<string, string>, headers: Record<string, string | null> = {}) =>
  fetch(new URL(pagePath(quote), site.url), {
    method: 'POST',
    body: new URLSearchParams(fields),
    // null leaves a header out.
    headers: Object.entries({ origin: new URL(site.url).origin, 'sec-fetch-site': 'same-origin', accept: 'text/html', ...headers }).filter(
      (entry): entry is [string, string] => entry[1] !== null,
    ),
    redirect: 'manual',
  });

const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  withDatabase(site.databaseUrl, async (c) => (await c.query<T>(text, params)).rows);

const stored = async (quote: Quote) =>
  (await sql<{ first_viewed_at: Date | null; accepted_at: Date | null; changes_requested_at: Date | null; refresh_requested_at: Date | null }>(
    'select first_viewed_at, accepted_at, changes_requested_at, refresh_requested_at from quotes where id = $1',
    [quote._id],
  ))[0];

const timeline = async (quote: Quote) =>
  (await callApi<TimelineEntry[]>(site.url, `/api/enquiry-timeline?enquiryId=${quote.enquiryId}`, { headers: asAdmin() })).body.data!;
const kinds = async (quote: Quote) => (await timeline(quote)).map((entry) => entry.kind);

const leadStatus = async (quote: Quote) =>
  (await callApi<AdminEnquiry>(site.url, `/api/get-enquiry?enquiryId=${quote.enquiryId}`, { headers: asAdmin() })).body.data!.status;

/** The accept form is on the page: the quotation can still be accepted. */
const ACCEPT_FORM = '<input type="hidden" name="intent" value="accept">';

const validator = new HtmlValidate(new FileSystemConfigLoader());
async function htmlProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html, path.join(PROJECT_ROOT, 'quote.html'));
  return report.results.flatMap((result) => result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`));
}

/** Each page's text, its runs of white space as one space (a long description wraps in its cell). */
async function pdfPages(response: Response): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  return (await extractText(pdf, { mergePages: false })).text.map((page) => page.replace(/\s+/g, ' '));
}

describe('GET /quote/<token>', () => {
  it('shows the quotation: seller, buyer, each line, the taxes at half the rate each, the total and the words, not indexed', async () => {
    const quote = await makeQuote();
    const response = await open(pagePath(quote));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The token is in the address: it never leaves for another site.
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('content-security-policy')).toBe(FUNCTION_PAGE_POLICY);
    const html = await response.text();

    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<link rel="stylesheet" href="/quote-page.css">');
    expect(html).not.toContain('<script');
    for (const text of [
      quote.number, quote.seller.name, quote.seller.gstin!, quote.seller.pan!, quote.seller.phone, quote.seller.email,
      'Sharma &amp; Sons Packaging', 'Road 4, Adityapur<br>Jamshedpur 832109', 'Jharkhand (20)', BUYER.gstin,
      'Paper plate machine PP-12', '8441', '1 Nos', '₹2,50,000.00', '10%', '₹2,25,000.00', '₹2,65,500.00',
      'Die set, 10 inch', '84419000', '2 Set', '₹12,345.67', '₹24,691.34', '₹25,925.90',
      '₹2,49,691.34', 'CGST @ 9%', 'SGST @ 9%', '₹20,250.00', 'CGST @ 2.5%', 'SGST @ 2.5%', '₹617.28', 'Round off', '+₹0.10',
      TOTAL, IN_WORDS, quote.terms.payment, quote.seller.bank!.ifsc, 'This is a computer-generated quotation.',
      `<a href="${pagePath(quote)}/pdf">Download PDF</a>`, ACCEPT_FORM, `<form method="post" action="${pagePath(quote)}">`,
      '<img class="logo" src="/logo.svg" alt=""',
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).not.toContain('IGST');
    expect(await htmlProblems(html)).toEqual([]);

    // Its stylesheet is the site's own, the only kind the page's policy allows.
    const css = await open('/quote-page.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('charges IGST at the whole rate to a buyer in another state', async () => {
    const quote = await makeQuote({ buyer: { ...BUYER, state: 'West Bengal', gstin: null } });
    const html = await (await open(pagePath(quote))).text();
    for (const text of ['West Bengal (19)', 'IGST @ 18%', '₹40,500.00', 'IGST @ 5%', '₹1,234.57', TOTAL]) expect(html, text).toContain(text);
    expect(html).not.toContain('CGST');
  });

  it('answers a link that names no quotation with a 404 page, not JSON', async () => {
    for (const address of ['/quote/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/quote/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/pdf', '/quote/x']) {
      const response = await open(address);
      expect(response.status, address).toBe(404);
      expect(response.headers.get('content-type'), address).toMatch(/^text\/html/);
      expect(response.headers.get('x-robots-tag'), address).toBe('noindex');
      expect(await response.text(), address).toContain(QUOTE_PAGE_MESSAGES.notFound);
    }
  });
});

describe('GET /quote/<token>/pdf', () => {
  it('is the same quotation as an A4 PDF: number, every line, the total as printed and the words', async () => {
    const quote = await makeQuote();
    const response = await open(`${pagePath(quote)}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="${quote.number.replaceAll('/', '-')}.pdf"`);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The logo: an image object (its dictionary, unlike its stream, is not compressed).
    expect(Buffer.from(bytes).toString('latin1')).toContain('/Subtype /Image');
    const [page, ...more] = await pdfPages(new Response(bytes));
    expect(more).toEqual([]);
    for (const text of [
      quote.number, quote.seller.gstin!, quote.seller.pan!, 'Sharma & Sons Packaging', 'Jharkhand (20)', BUYER.gstin,
      'Paper plate machine PP-12', 'Die set, 10 inch', '84419000', '₹12,345.67', '₹25,925.90', 'CGST @ 2.5%', 'SGST @ 2.5%', '₹617.28',
      TOTAL, IN_WORDS, quote.terms.warranty, quote.seller.bank!.accountNumber, 'This is a computer-generated quotation.', 'Page 1 of 1',
    ]) {
      expect(page, text).toContain(text);
    }
  });

  it('runs a long table on to further pages with its header again at the top of each', async () => {
    const items = Array.from({ length: 40 }, (_, i) => ({ ...LINES[1], description: `Spare part no. ${i + 1}, with its die and fixing kit for the plate machine` }));
    const quote = await makeQuote({ items });
    const pages = await pdfPages(await open(`${pagePath(quote)}/pdf`));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      // Each page the lines run on to starts with their header; the payment and signature may follow on a page of their own.
      if (page.includes('Spare part no.')) expect(page, `page ${i + 1}`).toContain('HSN/SAC');
      expect(page, `page ${i + 1}`).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    expect(pages.filter((page) => page.includes('Spare part no.')).length).toBeGreaterThan(1);
    expect(pages.join('\n')).toContain('Spare part no. 40,');
  });
});

describe('the buyer opening the link', () => {
  it('is recorded once, on the first open; the sales team’s (ADMIN or SALES) or a link preview’s open is not', async () => {
    const quote = await makeQuote();
    const sales = await createAccount(site.databaseUrl, 'SALES');
    expect((await open(pagePath(quote), { cookie: sales.cookie })).status).toBe(200);
    expect((await open(pagePath(quote), asAdmin())).status).toBe(200);
    expect((await open(`${pagePath(quote)}/pdf`, asAdmin())).status).toBe(200);
    expect((await open(pagePath(quote), { 'user-agent': 'WhatsApp/2.23.20.0 A' })).status).toBe(200);
    expect((await stored(quote)).first_viewed_at).toBeNull();
    expect(await kinds(quote)).not.toContain('quoteViewed');

    expect((await open(pagePath(quote))).status).toBe(200);
    expect((await open(pagePath(quote))).status).toBe(200);
    expect((await stored(quote)).first_viewed_at).toBeInstanceOf(Date);
    expect((await kinds(quote)).filter((kind) => kind === 'quoteViewed')).toHaveLength(1);
    const quotes = (await callApi<Quote[]>(site.url, `/api/quotes?enquiryId=${quote.enquiryId}`, { headers: asAdmin() })).body.data!;
    expect(quotes[0].status).toBe('viewed');
  });
});

describe('POST /quote/<token>', () => {
  it('accepts: 303 back to the page with the confirmation, the lead Won, the timeline told, the sales team notified', async () => {
    const quote = await makeQuote();
    await open(pagePath(quote));
    const response = await postForm(quote, { intent: 'accept' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${pagePath(quote)}?done=accepted`);

    const after = await open(response.headers.get('location')!);
    expect(after.status).toBe(200);
    const html = await after.text();
    expect(html).toContain(QUOTE_PAGE_MESSAGES.accepted);
    expect(html).toContain('Accepted on ');
    expect(html).not.toContain(ACCEPT_FORM);

    expect(await leadStatus(quote)).toBe('Won');
    const entries = await timeline(quote);
    expect(entries.map((entry) => entry.kind)).toEqual(expect.arrayContaining(['quoteMade', 'quoteViewed', 'quoteAccepted']));
    expect(entries.find((entry) => entry.kind === 'status' && entry.to === 'Won')).toMatchObject({ from: 'Quoted', by: null });
    // The test site mails the sales team (as .eml files): one notice of the acceptance.
    expect(await sql('select channel from quote_deliveries where quote_id = $1 and event = $2', [quote._id, 'quote.accepted'])).toEqual([{ channel: 'email' }]);

    // Accepting again changes nothing; asking for changes now is refused.
    const acceptedAt = (await stored(quote)).accepted_at;
    expect((await postForm(quote, { intent: 'accept' })).status).toBe(303);
    expect((await stored(quote)).accepted_at).toEqual(acceptedAt);
    expect((await kinds(quote)).filter((kind) => kind === 'quoteAccepted')).toHaveLength(1);
    const changes = await postForm(quote, { intent: 'changes', message: 'Two machines, please.' });
    expect(changes.status).toBe(409);
    expect(await changes.text()).toContain(QUOTE_PAGE_MESSAGES.alreadyAccepted);
  });

  it('refuses a form posted from another site: 403, nothing written', async () => {
    const quote = await makeQuote();
    for (const headers of [{ origin: 'https://elsewhere.example', 'sec-fetch-site': null }, { origin: null, 'sec-fetch-site': 'cross-site' }]) {
      const response = await postForm(quote, { intent: 'accept' }, headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.text()).toContain('Requests from other sites are not accepted.');
    }
    expect(await stored(quote)).toMatchObject({ accepted_at: null });
    expect(await leadStatus(quote)).toBe('Quoted');
  });

  it('asks for changes with a message that reaches the timeline; an empty or too long one gets the form again', async () => {
    const quote = await makeQuote();
    for (const [message, problem] of [['   ', QUOTE_PAGE_MESSAGES.messageRequired], ['x'.repeat(2001), QUOTE_PAGE_MESSAGES.messageTooLong]]) {
      const refused = await postForm(quote, { intent: 'changes', message });
      expect(refused.status).toBe(400);
      const html = await refused.text();
      expect(html).toContain(problem);
      expect(html).toContain('<input type="hidden" name="intent" value="changes">');
      expect(html).toContain('aria-invalid="true"');
      expect(await htmlProblems(html)).toEqual([]);
    }
    expect(await stored(quote)).toMatchObject({ changes_requested_at: null });

    const message = 'Please quote for two machines, and freight to Ranchi.';
    const response = await postForm(quote, { intent: 'changes', message });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${pagePath(quote)}?done=changes`);
    expect(await (await open(response.headers.get('location')!)).text()).toContain(QUOTE_PAGE_MESSAGES.changes);
    expect((await stored(quote)).changes_requested_at).toBeInstanceOf(Date);
    expect((await timeline(quote)).find((entry) => entry.kind === 'quoteChangesRequested')).toMatchObject({ to: quote.number, text: message, by: null });
    expect(await sql('select channel, message from quote_deliveries where quote_id = $1 and event = $2', [quote._id, 'quote.changes_requested'])).toEqual([
      { channel: 'email', message },
    ]);
    // Asking for changes leaves it open to acceptance.
    expect(await (await open(pagePath(quote))).text()).toContain(ACCEPT_FORM);
  });

  it('takes a few messages an hour per quotation, then answers 429 with the form kept', async () => {
    const quote = await makeQuote();
    for (let i = 1; i <= QUOTE_MESSAGE_LIMIT.limit; i++) expect((await postForm(quote, { intent: 'changes', message: `Change ${i}` })).status).toBe(303);
    const flood = await postForm(quote, { intent: 'changes', message: 'One more change' });
    expect(flood.status).toBe(429);
    expect(flood.headers.get('retry-after')).toBe('3600');
    const html = await flood.text();
    expect(html).toContain(QUOTE_MESSAGE_LIMIT.message);
    expect(html).toContain('One more change</textarea>');
    expect((await kinds(quote)).filter((kind) => kind === 'quoteChangesRequested')).toHaveLength(QUOTE_MESSAGE_LIMIT.limit);
  });

  it('cannot accept an expired quotation: 410 with a form to ask for a fresh one, which reaches the timeline', async () => {
    const quote = await makeQuote();
    await sql('update quotes set valid_until = $2 where id = $1', [quote._id, addDays(businessDate(new Date()), -1)]);
    const response = await open(pagePath(quote));
    expect(response.status).toBe(410);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const html = await response.text();
    // Valid until yesterday: expired today.
    expect(html).toContain(`Expired on ${formatBusinessDate(new Date())}`);
    expect(html).toContain('<input type="hidden" name="intent" value="refresh">');
    expect(html).not.toContain(ACCEPT_FORM);
    expect(await htmlProblems(html)).toEqual([]);

    const accept = await postForm(quote, { intent: 'accept' });
    expect(accept.status).toBe(410);
    expect(await accept.text()).toContain(QUOTE_PAGE_MESSAGES.expired);
    expect(await stored(quote)).toMatchObject({ accepted_at: null });
    expect(await leadStatus(quote)).toBe('Quoted');

    // The message is optional.
    const refresh = await postForm(quote, { intent: 'refresh', message: '' });
    expect(refresh.status).toBe(303);
    expect(refresh.headers.get('location')).toBe(`${pagePath(quote)}?done=refresh`);
    const confirmed = await open(refresh.headers.get('location')!);
    expect(confirmed.status).toBe(410);
    expect(await confirmed.text()).toContain(QUOTE_PAGE_MESSAGES.refresh);
    expect((await stored(quote)).refresh_requested_at).toBeInstanceOf(Date);
    expect(await kinds(quote)).toContain('quoteRefreshRequested');
  });

  it('cannot accept a replaced quotation: its page links to the newer version', async () => {
    const quote = await makeQuote();
    const revised = await callApi<Quote>(site.url, '/api/quotes/revise', { method: 'POST', json: { quoteId: quote._id, buyer: BUYER, items: [LINES[0]] }, headers: asAdmin() });
    expect(revised.status, revised.body.message).toBe(201);
    const newer = revised.body.data!;

    const html = await (await open(pagePath(quote))).text();
    expect(html).toContain(`Replaced by ${newer.number}`);
    expect(html).toContain(`<a href="${pagePath(newer)}">`);
    expect(html).not.toContain(ACCEPT_FORM);
    const accept = await postForm(quote, { intent: 'accept' });
    expect(accept.status).toBe(409);
    expect(await accept.text()).toContain(QUOTE_PAGE_MESSAGES.replaced);
    expect(await stored(quote)).toMatchObject({ accepted_at: null });
    // The newer one is the one to accept.
    expect((await postForm(newer, { intent: 'accept' })).status).toBe(303);
  });
});

describe('a quotation a bank accepts (§22.9)', () => {
  const SHIP_TO = { name: 'Sharma & Sons, Patna works', address: 'Plot 7, Industrial Area\nPatna 800013', state: 'Bihar', gstin: '10AAACS1234F1Z7' };
  const SCOPE = 'Main motor 3 HP, 3 phase\nDie set, 10 inch';

  /** A quotation to a buyer in the seller's state, the machine installed at the Ship to in Bihar, made by a desk user with a mobile. */
  async function bankReadyQuote(): Promise<Quote> {
    const sales = await createAccount(site.databaseUrl, 'SALES');
    const set = await callApi(site.url, '/api/user-details', { method: 'POST', json: { mobile: '+91 98765 01234' }, headers: { cookie: sales.cookie } });
    expect(set.status, set.body.message).toBe(200);
    const lead = await newLead();
    const { status, body } = await callApi<Quote>(site.url, '/api/quotes', {
      method: 'POST',
      json: { enquiryId: lead._id, buyer: BUYER, shipTo: SHIP_TO, placeOfSupply: 'Bihar', items: [{ ...LINES[0], scope: SCOPE }, LINES[1]] },
      headers: { cookie: sales.cookie },
    });
    expect(status, body.message).toBe(201);
    expect(body.data!.salesPerson).toEqual({ name: sales.user.name, mobile: '9876501234' });
    return body.data!;
  }

  it('prints the place of supply, the Bill to and the Ship to, IGST on each line, the scope of supply, the sales contact and call and mail links', async () => {
    const quote = await bankReadyQuote();
    const html = await (await open(pagePath(quote))).text();
    for (const text of [
      '<dt>Place of Supply</dt><dd>Bihar (10)</dd>', 'Bill to', 'Ship to', 'Sharma &amp; Sons, Patna works', 'Plot 7, Industrial Area<br>Patna 800013', SHIP_TO.gstin,
      '<th scope="col" class="num">IGST</th>', '<span>18%</span> <span>₹40,500.00</span>', '<span>5%</span> <span>₹1,234.57</span>',
      '<strong>Scope of supply:</strong> Main motor 3 HP, 3 phase<br>Die set, 10 inch',
      '<a href="tel:+919876501234">', '+91 98765 01234', `<a href="mailto:${quote.seller.email}">`, 'href="tel:+91',
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).not.toContain('CGST');
    expect(await htmlProblems(html)).toEqual([]);

    const [page] = await pdfPages(await open(`${pagePath(quote)}/pdf`));
    for (const text of ['Place of Supply', 'Bihar (10)', 'BILL TO', 'SHIP TO', 'Sharma & Sons, Patna works', 'IGST', '18% ₹40,500.00', '5% ₹1,234.57',
      'Scope of supply: Main motor 3 HP, 3 phase Die set, 10 inch', 'Sales contact', '+91 98765 01234']) {
      expect(page, text).toContain(text);
    }
  });

  it('prints CGST and SGST on each line for a place of supply in the seller’s state, the buyer’s by default', async () => {
    const quote = await makeQuote({ shipTo: SHIP_TO });
    expect(quote).toMatchObject({ placeOfSupply: 'Jharkhand', taxSplit: 'intra' });
    const [page] = await pdfPages(await open(`${pagePath(quote)}/pdf`));
    // The machine's line: ₹2,25,000 taxable, 9% + 9%; the die sets': 2.5% + 2.5%.
    expect(page).toContain('₹2,25,000.00 9% ₹20,250.00 9% ₹20,250.00 ₹2,65,500.00');
    expect(page).toContain('₹24,691.34 2.5% ₹617.28 2.5% ₹617.28 ₹25,925.90');
    expect(page).toContain('Place of Supply Jharkhand (20)');
  });

  it('says on a revision which quotation it replaces, when that was made, what changed, and the desk’s note', async () => {
    const first = await makeQuote();
    const { status, body } = await callApi<Quote>(site.url, '/api/quotes/revise', {
      method: 'POST',
      json: { quoteId: first._id, buyer: BUYER, items: [{ ...LINES[0], unitPrice: 240000 }], validDays: 30, revisionNote: 'Die sets dropped, as agreed on the call.' },
      headers: asAdmin(),
    });
    expect(status, body.message).toBe(201);
    const made = formatBusinessDate(new Date(first.createdAt));
    expect(body.data!.revisionOf).toEqual({
      _id: first._id, number: first.number, createdAt: first.createdAt,
      changes: ['Paper plate machine PP-12: rate ₹2,50,000.00 → ₹2,40,000.00', 'Line removed: Die set, 10 inch', 'Validity 15 → 30 days', 'Total ₹2,91,426.00 → ₹2,54,880.00'],
    });
    const html = await (await open(pagePath(body.data!))).text();
    expect(html).toContain(`Revision of ${first.number} dated ${made}`);
    expect(html).toContain('Die sets dropped, as agreed on the call.');
    const [page] = await pdfPages(await open(`${pagePath(body.data!)}/pdf`));
    for (const text of [`Revision of ${first.number} dated ${made}`, 'Line removed: Die set, 10 inch', 'Total ₹2,91,426.00 → ₹2,54,880.00', 'Die sets dropped']) {
      expect(page, text).toContain(text);
    }
  });
});
