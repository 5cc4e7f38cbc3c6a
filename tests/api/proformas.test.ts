/**
 * Proforma invoices (docs/spec.md §24.2) over real HTTP on the shared test site: made on an order
 * by the desk (SALES too) for a share of the total, an amount or the whole balance, numbered
 * without gaps also when made at once, never for more than the balance (nothing written, no number
 * used), refused on a Cancelled or Closed order, to a GENERAL user and to a visitor; the buyer's
 * link and PDF; shared by mail and WhatsApp. The mail's arrival is in quote-notifications, whose
 * site has a mail server.
 */
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { PROJECT_ROOT } from '../../platform/local-env';
import { FUNCTION_PAGE_POLICY } from '../../src/lib/content-security-policy';
import { financialYear } from '../../src/lib/quotes/financial-year';
import type { Order, Proforma } from '../../src/lib/orders/types';
import type { TimelineEntry } from '../../src/lib/types';
import { createAccount, type TestAccount } from '../support/accounts';
import { callApi, withDatabase } from '../support/http';
import { ORDER_BUYER, ORDER_TOTAL, orderCalls } from '../support/orders';

const site = inject('site');
vi.setConfig({ testTimeout: 120_000 });

let sales: TestAccount;
let calls: ReturnType<typeof orderCalls>;

beforeAll(async () => {
  sales = await createAccount(site.databaseUrl, 'SALES');
  calls = orderCalls(site, sales);
});

const serial = (number: string) => Number(number.split('/').at(-1));

function makeProforma(json: unknown, cookie: string | null = sales.cookie) {
  return callApi<Proforma>(site.url, '/api/proformas', { method: 'POST', json, headers: cookie ? { cookie } : {} });
}

async function proformasOf(order: Order): Promise<Proforma[]> {
  const { status, body } = await callApi<Proforma[]>(site.url, `/api/proformas?orderId=${order._id}`, { headers: { cookie: sales.cookie } });
  expect(status).toBe(200);
  return body.data!;
}

/** What a refusal must leave as it was: the proformas, the proforma counter, the timeline's entries. */
const written = () =>
  withDatabase(site.databaseUrl, async (c) => {
    const { rows } = await c.query<{ proformas: string; serial: string | null; entries: string }>(
      `select (select count(*) from proformas)::text as proformas,
              (select sum(last_serial) from document_counters where kind = 'proforma')::text as serial,
              (select count(*) from enquiry_events where kind = 'proformaMade')::text as entries`,
    );
    return rows[0];
  });

describe('POST /api/proformas', () => {
  it('asks for a share of the total, an amount or the whole balance, each numbered, on the lead\'s timeline', async () => {
    const { lead, order } = await calls.newOrder();

    const percent = await makeProforma({ orderId: order._id, advancePercent: 30 });
    expect(percent.status).toBe(201);
    // 30% of ₹2,91,426.00, to the paisa.
    expect(percent.body.data).toMatchObject({ orderId: order._id, orderNumber: order.number, amount: 87427.8, advancePercent: 30, createdBy: sales.user._id });
    expect(percent.body.data!.number).toMatch(new RegExp(`^PI/${financialYear(new Date())}/\\d{4,}$`));
    expect(percent.body.data!.url).toMatch(/\/proforma\/[A-Za-z0-9_-]{43}$/);
    expect(percent.body.data!.pdfUrl).toBe(`${percent.body.data!.url}/pdf`);

    // Rupees as a string, as the quotation calls take them.
    const amount = await makeProforma({ orderId: order._id, advanceAmount: '50000.50', advancePercent: null });
    expect([amount.status, amount.body.data!.amount, amount.body.data!.advancePercent]).toEqual([201, 50000.5, null]);

    // Neither: the whole balance (nothing paid yet: the total).
    const whole = await makeProforma({ orderId: order._id });
    expect([whole.status, whole.body.data!.amount]).toEqual([201, ORDER_TOTAL]);
    expect(serial(whole.body.data!.number) - serial(percent.body.data!.number)).toBe(2);

    expect((await proformasOf(order)).map((p) => p.number)).toEqual([whole, amount, percent].map((p) => p.body.data!.number));

    const timeline = (await callApi<TimelineEntry[]>(site.url, `/api/enquiry-timeline?enquiryId=${lead._id}`, { headers: { cookie: sales.cookie } })).body.data!;
    expect(timeline.filter((entry) => entry.kind === 'proformaMade').map((entry) => [entry.to, entry.by]).sort()).toEqual(
      [percent, amount, whole].map((p) => [p.body.data!.number, sales.user.name]).sort(),
    );
  });

  it('numbers proformas without gaps or repeats when made at once', async () => {
    const [{ order: one }, { order: two }] = await Promise.all([calls.newOrder(), calls.newOrder()]);
    const made = await Promise.all(Array.from({ length: 6 }, (_, i) => makeProforma({ orderId: (i % 2 ? one : two)._id, advancePercent: 10 })));
    expect(made.map((m) => m.status)).toEqual(made.map(() => 201));
    const serials = made.map((m) => serial(m.body.data!.number)).sort((a, b) => a - b);
    expect(new Set(serials).size).toBe(6);
    expect(serials.at(-1)! - serials[0]).toBe(5);
  });

  it('never asks for more than the balance: 400 naming the field and the balance, nothing written, no number used', async () => {
    const { order } = await calls.newOrder();
    // ₹50,000 paid: the balance is ₹2,41,426.
    await withDatabase(site.databaseUrl, (c) =>
      c.query(
        `insert into payments (order_id, receipt_number, token, paid_on, amount_paise, mode) values ($1, $2, $3, current_date, 5000000, 'NEFT')`,
        [order._id, `TEST/${crypto.randomUUID()}`, crypto.randomUUID().replaceAll('-', '')],
      ),
    );
    const before = await written();
    // The input rules themselves are tests/unit/proforma-rules.test.ts's; here, what only the order's row says.
    const refused = [
      [{ orderId: order._id, advanceAmount: 241426.01 }, "advanceAmount must be at most the order's balance, ₹2,41,426."],
      [{ orderId: order._id, advancePercent: '100' }, "advancePercent asks for ₹2,91,426, more than the order's balance, ₹2,41,426."],
      [{ orderId: order._id, advanceAmount: 100, advancePercent: 10 }, 'Give advancePercent or advanceAmount, not both.'],
    ] as const;
    for (const [json, message] of refused) {
      const { status, body } = await makeProforma(json);
      expect([status, body.message], JSON.stringify(json)).toEqual([400, message]);
    }
    expect(await written()).toEqual(before);

    // Exactly the balance is taken, and takes the very next number.
    const whole = await makeProforma({ orderId: order._id, advanceAmount: '241426' });
    expect([whole.status, whole.body.data!.amount]).toEqual([201, 241426]);
    expect(Number((await written()).serial)).toBe(Number(before.serial ?? 0) + 1);
  });

  it('refuses a Cancelled or Closed order (409) and an unknown one (404)', async () => {
    const { order } = await calls.newOrder();
    for (const [status, reason] of [['Closed', null], ['Cancelled', 'The buyer bought elsewhere.']] as const) {
      await withDatabase(site.databaseUrl, (c) => c.query('update orders set status = $2, cancel_reason = $3 where id = $1', [order._id, status, reason]));
      const refused = await makeProforma({ orderId: order._id, advancePercent: 10 });
      expect([refused.status, refused.body.message]).toEqual([409, `Order ${order.number} is ${status}: no proforma invoice can be made for it.`]);
    }
    const unknown = await makeProforma({ orderId: crypto.randomUUID() });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'No order has this id.']);
    expect(await proformasOf(order)).toEqual([]);
  });

  it('is the desk\'s: 401 to a visitor, 403 to a GENERAL user, for making and listing', async () => {
    const { order } = await calls.newOrder();
    const general = await createAccount(site.databaseUrl, 'GENERAL');
    expect((await makeProforma({ orderId: order._id }, null)).status).toBe(401);
    const refused = await makeProforma({ orderId: order._id }, general.cookie);
    expect([refused.status, refused.body.message]).toEqual([403, 'Only the sales team can do this.']);
    const list = `/api/proformas?orderId=${order._id}`;
    expect((await callApi(site.url, list)).status).toBe(401);
    expect((await callApi(site.url, list, { headers: { cookie: general.cookie } })).status).toBe(403);
    expect((await callApi(site.url, '/api/proformas', { headers: { cookie: sales.cookie } })).status).toBe(400);
    expect((await callApi(site.url, `/api/proformas?orderId=${crypto.randomUUID()}`, { headers: { cookie: sales.cookie } })).status).toBe(404);
    expect(await proformasOf(order)).toEqual([]);
  });
});

/** The buyer's side: a page or PDF at the proforma's own link, as anyone who has it opens it. */
const open = (url: string) => fetch(new URL(new URL(url).pathname, site.url), { redirect: 'manual' });

/** The PDF's text, its runs of white space as one space. */
async function pdfText(response: Response): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

describe('the buyer\'s link', () => {
  it('shows the order\'s quotation as "Proforma Invoice", the amount asked, and no answers; no script', async () => {
    const { quote, order } = await calls.newOrder();
    const proforma = (await makeProforma({ orderId: order._id, advancePercent: 30 })).body.data!;
    const response = await open(proforma.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('content-security-policy')).toBe(FUNCTION_PAGE_POLICY);
    const html = await response.text();
    expect(html).toContain(`<title>Proforma Invoice ${proforma.number}`);
    for (const text of [
      'Proforma Invoice', proforma.number, order.number, quote.number, 'Amount asked now', '₹87,427.80', 'This is not a tax invoice.',
      'Paper plate machine PP-12', 'Sharma &amp; Sons Packaging', `<a href="${new URL(proforma.pdfUrl).pathname}">Download PDF</a>`,
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<form');
    expect(html).not.toContain('Valid until');
    const report = await new HtmlValidate(new FileSystemConfigLoader()).validateString(html, path.join(PROJECT_ROOT, 'proforma.html'));
    expect(report.results.flatMap((result) => result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`))).toEqual([]);

    // The UPI payment beside the bank details is for the amount asked, referenced by the proforma's number.
    const upi = /href="(upi:\/\/pay\?[^"]+)"/.exec(html)?.[1].replaceAll('&amp;', '&');
    const asked = new URL(upi!).searchParams;
    expect([asked.get('am'), asked.get('cu'), asked.get('tr')]).toEqual(['87427.80', 'INR', proforma.number]);
  });

  it('is a PDF that reads back "Proforma Invoice", the amount asked and "This is not a tax invoice"', async () => {
    const { order } = await calls.newOrder();
    const proforma = (await makeProforma({ orderId: order._id, advanceAmount: '100000' })).body.data!;
    const response = await open(proforma.pdfUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="${proforma.number.replaceAll('/', '-')}.pdf"`);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const text = await pdfText(response);
    for (const part of ['PROFORMA INVOICE', `Proforma Invoice No. ${proforma.number}`, order.number, 'Amount asked now', '₹1,00,000.00', 'This is not a tax invoice.', 'Paper plate machine PP-12']) {
      expect(text, part).toContain(part);
    }
    expect(text).not.toContain('Valid until');
  });

  it('answers a link that names no proforma invoice with a 404 page', async () => {
    for (const address of ['/proforma/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/proforma/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/pdf', '/proforma/x']) {
      const response = await fetch(new URL(address, site.url));
      expect(response.status, address).toBe(404);
      expect(response.headers.get('content-type'), address).toMatch(/^text\/html/);
      expect(await response.text(), address).toContain('This proforma invoice link is not valid.');
    }
  });
});

describe('sharing a proforma invoice', () => {
  it('opens the chat with the order\'s buyer on WhatsApp, with the desk\'s text', async () => {
    const { lead, order } = await calls.newOrder();
    const proforma = (await makeProforma({ orderId: order._id, advancePercent: 25 })).body.data!;
    const text = `Proforma invoice ${proforma.number}: ${proforma.url}`;
    const share = (cookie?: string) =>
      fetch(new URL(`/api/proformas/whatsapp?proformaId=${proforma._id}&text=${encodeURIComponent(text)}`, site.url), {
        headers: cookie ? { cookie } : {},
        redirect: 'manual',
      });
    const shared = await share(sales.cookie);
    expect(shared.status).toBe(303);
    expect(shared.headers.get('location')).toBe(`https://wa.me/91${lead.phone}?text=${encodeURIComponent(text)}`);
    expect((await share()).status).toBe(401);
  });

  it('mails only a buyer who gave an email: 400 otherwise, 404 for no proforma', async () => {
    const { order } = await calls.newOrder({ buyer: { ...ORDER_BUYER, email: null } });
    const proforma = (await makeProforma({ orderId: order._id })).body.data!;
    const mail = (proformaId: string) => callApi(site.url, '/api/proformas/email', { method: 'POST', json: { proformaId }, headers: { cookie: sales.cookie } });
    const refused = await mail(proforma._id);
    expect([refused.status, refused.body.message]).toEqual([400, 'buyer.email: The buyer of this order gave no email.']);
    expect((await mail(crypto.randomUUID())).status).toBe(404);
    const queued = await withDatabase(site.databaseUrl, async (c) => (await c.query('select 1 from order_deliveries where order_id = $1', [order._id])).rowCount);
    expect(queued).toBe(0);
  });
});
