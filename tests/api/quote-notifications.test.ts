/**
 * Quotation notifications end to end (docs/spec.md §22): a site of its own whose email channel
 * points at a real SMTP server (smtp-server, read back with mailparser) and whose webhook points at
 * a real HTTP receiver. The buyer acts through the quotation page's form posts, the admin mails the
 * quotation through the API, and the retry run is the scheduled function itself, called on demand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { businessDate } from '../../src/lib/business-time';
import type { PaymentAnswer, Proforma } from '../../src/lib/orders/types';
import type { Quote } from '../../src/lib/quotes/types';
import type { Enquiry, Product, TimelineEntry } from '../../src/lib/types';
import { createAccount, type TestAccount } from '../support/accounts';
import { callApi, fetchAs, freshAddress, withDatabase } from '../support/http';
import { eventually, expectSigned, startNotifiedSite, type Receivers } from '../support/notification-receivers';
import { ORDER_BUYER, orderCalls } from '../support/orders';
import type { TestSite } from '../support/test-site';
import { CURRENT_NOTICE } from '../../src/lib/privacy-notice';

const SITE_URL = 'https://machines.example';
const BUYER_EMAIL = 'purchase@ashatraders.example';

let site: TestSite;
let receivers: Receivers;
let stopSite: () => Promise<void>;
let admin: TestAccount;
let product: Product;
let scheduledRun: () => Promise<Response>;

beforeAll(async () => {
  ({ site, receivers, stop: stopSite } = await startNotifiedSite({ SITE_URL }));
  scheduledRun = (await import('../../netlify/functions/deliver-enquiries.mts')).default;
  admin = await createAccount(site.databaseUrl, 'ADMIN');
  product = (await callApi<Product[]>(site.url, '/api/get-product')).body.data![0];
});

afterAll(async () => {
  await stopSite?.();
});

/** A lead and a quotation made from it by the admin: one machine to another state, ₹4,50,000 + 18% IGST. */
async function quotation(): Promise<{ enquiry: Enquiry; quote: Quote }> {
  const sent = await callApi<Enquiry>(site.url, '/api/enquiries', {
    method: 'POST',
    json: { productId: product._id, name: 'Asha Verma', phone: '9876543210', address: 'Andheri East, Mumbai', message: 'Price for one machine, please.', noticeVersion: CURRENT_NOTICE.version },
    from: freshAddress(),
  });
  expect(sent.status).toBe(201);
  const enquiry = sent.body.data!;
  const made = await callApi<Quote>(site.url, '/api/quotes', {
    method: 'POST',
    headers: { cookie: admin.cookie },
    json: {
      enquiryId: enquiry._id,
      buyer: { name: 'Asha <Traders> & Co', state: 'Maharashtra', address: 'Andheri East, Mumbai', email: BUYER_EMAIL },
      items: [{ productId: product._id, description: product.productName, hsn: '8441', quantity: 1, unitPrice: 450000, gstRate: 18 }],
    },
  });
  expect(made.status).toBe(201);
  return { enquiry, quote: made.body.data! };
}

const tokenOf = (quote: Quote) => new URL(quote.url).pathname.split('/').pop()!;

/** The buyer's form post on the quotation page, as a browser without script sends it. */
async function buyerPost(quote: Quote, fields: Record<string, string>): Promise<number> {
  const response = await fetchAs(new URL(`/quote/${tokenOf(quote)}`, site.url), {
    method: 'POST',
    body: new URLSearchParams(fields),
    // The page's own origin, as the buyer's browser names it: the site's public address.
    headers: { origin: SITE_URL },
    redirect: 'manual',
  });
  await response.body?.cancel();
  return response.status;
}

const mailsOf = (quote: Quote) => receivers.mails.filter((m) => m.mail.headers.get('x-quote-id') === quote._id);
const hooksOf = (quote: Quote) => receivers.hooks.filter((h) => (JSON.parse(h.raw) as { quote?: { _id: string } }).quote?._id === quote._id);

async function deliveryRows(quote: Quote) {
  return withDatabase(site.databaseUrl, async (c) =>
    (
      await c.query<{ id: string; event: string; channel: string; state: string; attempts: number; last_error: string | null }>(
        'select id::text, event, channel, state, attempts, last_error from quote_deliveries where quote_id = $1 order by channel',
        [quote._id],
      )
    ).rows,
  );
}

/** Where the quotation stands, as the desk reads it. */
const statusOf = async (quote: Quote) =>
  (await callApi<Quote[]>(site.url, `/api/quotes?enquiryId=${quote.enquiryId}`, { headers: { cookie: admin.cookie } })).body.data!.find((q) => q._id === quote._id)!.status;

const leadUrl = (enquiry: Enquiry) => `${SITE_URL}/admin-panel/all-enquiries?lead=${enquiry._id}`;

describe('the sales team is told what the buyer did', () => {
  it('accepting sends one mail and one signed webhook, quote.accepted', async () => {
    const { enquiry, quote } = await quotation();
    expect(await buyerPost(quote, { intent: 'accept' })).toBe(303);

    const [{ mail, envelopeTo }] = await eventually('the mail', () => mailsOf(quote).length > 0 && mailsOf(quote));
    const [hook] = await eventually('the webhook', () => hooksOf(quote).length > 0 && hooksOf(quote));
    expect(envelopeTo.sort()).toEqual(['owner@example.com', 'sales@example.com']);
    expect(mail.from?.value).toEqual([{ name: 'Website', address: 'website@example.com' }]);
    expect(mail.subject).toBe(`Quotation ${quote.number} accepted by Asha <Traders> & Co`);
    for (const part of ['The lead is now Won.', 'Total:       ₹5,31,000', `Quotation: ${quote.url}`, `This lead: ${leadUrl(enquiry)}`, '+91 98765 43210']) {
      expect(mail.text).toContain(part);
    }
    const html = String(mail.html);
    expect(html).toContain('Asha &lt;Traders&gt; &amp; Co');
    expect(html).not.toContain('<Traders>');
    expect(html).toContain(`href="${quote.url}"`);
    expect(html).toContain(`href="${leadUrl(enquiry)}"`);

    expect(hook.headers['content-type']).toBe('application/json');
    expectSigned(hook);
    const payload = JSON.parse(hook.raw);
    expect(payload).toEqual({
      event: 'quote.accepted',
      text: `Quotation ${quote.number} accepted by Asha <Traders> & Co, ₹5,31,000`,
      quote: { _id: quote._id, number: quote.number, url: quote.url, total: 531000, status: 'accepted' },
      enquiry: { _id: enquiry._id, name: 'Asha Verma', phone: '9876543210' },
      leadUrl: leadUrl(enquiry),
      message: null,
    });
    const rows = await eventually('both sent', async () => {
      const found = await deliveryRows(quote);
      return found.every((r) => r.state === 'sent') && found;
    });
    expect(rows.map((r) => [r.event, r.channel, r.state, r.attempts])).toEqual([
      ['quote.accepted', 'email', 'sent', 1],
      ['quote.accepted', 'webhook', 'sent', 1],
    ]);
    // The receiver's id for dropping a repeat: the quotations' rows count apart from the enquiries'.
    expect(hook.headers['x-enquiry-delivery']).toBe(`quote-${rows[1].id}`);

    // Accepting again tells nobody again.
    expect(await buyerPost(quote, { intent: 'accept' })).toBe(303);
    await scheduledRun();
    expect(mailsOf(quote)).toHaveLength(1);
    expect(hooksOf(quote)).toHaveLength(1);
  });

  it('asking for changes carries the buyer’s message, escaped in the mail', async () => {
    const { quote } = await quotation();
    const message = 'Please quote 2 units <b>with</b> freight\nto Pune.';
    expect(await buyerPost(quote, { intent: 'changes', message })).toBe(303);

    const [{ mail }] = await eventually('the mail', () => mailsOf(quote).length > 0 && mailsOf(quote));
    expect(mail.subject).toBe(`Changes asked for quotation ${quote.number} by Asha <Traders> & Co`);
    expect(mail.text).toContain(`Message:\n${message}`);
    expect(mail.text).not.toContain('The lead is now Won.');
    expect(String(mail.html)).toContain('Please quote 2 units &lt;b&gt;with&lt;/b&gt; freight<br>to Pune.');
    const [hook] = await eventually('the webhook', () => hooksOf(quote).length > 0 && hooksOf(quote));
    expectSigned(hook);
    expect(JSON.parse(hook.raw)).toMatchObject({ event: 'quote.changes_requested', message, quote: { status: 'changes_requested' } });
  });

  it('asking for a fresh quotation of an expired one says so', async () => {
    const { quote } = await quotation();
    await withDatabase(site.databaseUrl, (c) => c.query(`update quotes set valid_until = date '2026-11-01' where id = $1`, [quote._id]));
    expect(await buyerPost(quote, { intent: 'refresh', message: 'Still interested.' })).toBe(303);

    const [{ mail }] = await eventually('the mail', () => mailsOf(quote).length > 0 && mailsOf(quote));
    expect(mail.subject).toBe(`A fresh quotation asked for ${quote.number} by Asha <Traders> & Co`);
    expect(mail.text).toContain('Message:\nStill interested.');
    const [hook] = await eventually('the webhook', () => hooksOf(quote).length > 0 && hooksOf(quote));
    expect(JSON.parse(hook.raw)).toMatchObject({ event: 'quote.refresh_requested', message: 'Still interested.', quote: { status: 'expired' } });
  });
});

describe('POST /api/quotes/email', () => {
  const mailQuote = (quote: Quote) =>
    callApi(site.url, '/api/quotes/email', { method: 'POST', headers: { cookie: admin.cookie }, json: { quoteId: quote._id } });
  const buyerMails = (quote: Quote) => mailsOf(quote).filter((m) => m.envelopeTo.includes(BUYER_EMAIL));

  it('mails the buyer the quotation with its PDF, which makes it sent, and the lead’s timeline says so', async () => {
    const { enquiry, quote } = await quotation();
    expect(await statusOf(quote)).toBe('draft');
    const { status } = await mailQuote(quote);
    expect(status).toBe(200);

    const [{ mail, envelopeTo }] = await eventually('the mail', () => buyerMails(quote).length > 0 && buyerMails(quote));
    expect(envelopeTo).toEqual([BUYER_EMAIL]);
    expect(mail.from?.value).toEqual([{ name: 'Website', address: 'website@example.com' }]);
    expect(mail.replyTo?.value).toEqual([{ name: '', address: quote.seller.email }]);
    expect(mail.subject).toBe(`Quotation ${quote.number} from ${quote.seller.name}`);
    expect(mail.text).toContain('Dear Asha <Traders> & Co,');
    expect(mail.text).toContain(`our quotation ${quote.number} for ₹5,31,000 including GST, valid until`);
    expect(mail.text).toContain(quote.url);
    expect(String(mail.html)).toContain(`href="${quote.url}"`);
    expect(String(mail.html)).toContain('Dear Asha &lt;Traders&gt; &amp; Co,');

    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.filename).toBe(`${quote.number.replaceAll('/', '-')}.pdf`);
    expect(pdf.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const timeline = await eventually('the timeline entry', async () => {
      const { body } = await callApi<TimelineEntry[]>(site.url, `/api/enquiry-timeline?enquiryId=${enquiry._id}`, {
        headers: { cookie: admin.cookie },
      });
      return body.data!.some((entry) => entry.kind === 'quoteEmailed') && body.data!;
    });
    expect(timeline.filter((entry) => entry.kind === 'quoteEmailed')).toMatchObject([{ to: quote.number, by: null }]);
    expect(await statusOf(quote)).toBe('sent');
  });

  it('leaves the mail pending while the mail server refuses it, and the next due run sends it', async () => {
    const { quote } = await quotation();
    receivers.smtpDown = true;
    try {
      expect((await mailQuote(quote)).status).toBe(200);
      const [row] = await eventually('the failed first try', async () => {
        const rows = await deliveryRows(quote);
        return rows[0]?.attempts === 1 && rows[0].last_error !== null && rows;
      });
      expect(row).toMatchObject({ event: 'quote.sent', channel: 'buyerEmail', state: 'pending' });
      expect(row.last_error).toMatch(/451/);
      expect(buyerMails(quote)).toHaveLength(0);
      // Queued is not sent: the buyer has nothing yet.
      expect(await statusOf(quote)).toBe('draft');
    } finally {
      receivers.smtpDown = false;
    }

    // Not due yet: the scheduled run leaves it alone.
    expect((await scheduledRun()).status).toBe(204);
    expect(buyerMails(quote)).toHaveLength(0);

    await withDatabase(site.databaseUrl, (c) => c.query('update quote_deliveries set next_attempt_at = now() where quote_id = $1', [quote._id]));
    expect((await scheduledRun()).status).toBe(204);
    expect(buyerMails(quote)).toHaveLength(1);
    expect(buyerMails(quote)[0].mail.attachments[0].contentType).toBe('application/pdf');
    expect((await deliveryRows(quote)).map((r) => [r.state, r.attempts, r.last_error])).toEqual([['sent', 2, null]]);
    expect(await statusOf(quote)).toBe('sent');

    // A sent mail is never sent again.
    await withDatabase(site.databaseUrl, (c) => c.query('update quote_deliveries set next_attempt_at = now() where quote_id = $1', [quote._id]));
    await scheduledRun();
    expect(buyerMails(quote)).toHaveLength(1);
  });
});

describe('POST /api/proformas/email', () => {
  it('mails the buyer the proforma invoice with its PDF, sent again by the scheduled run after the mail server refused it', async () => {
    // The buyer accepts from the page as this site's public address names it (SITE_URL).
    const calls = orderCalls(site, admin);
    const quote = await calls.makeQuote(await calls.newLead());
    expect(await buyerPost(quote, { intent: 'accept' })).toBe(303);
    const [order] = await calls.leadOrders(quote.enquiryId);
    const made = await callApi<Proforma>(site.url, '/api/proformas', { method: 'POST', headers: { cookie: admin.cookie }, json: { orderId: order._id, advancePercent: 30 } });
    expect(made.status).toBe(201);
    const proforma = made.body.data!;
    const proformaMails = () => receivers.mails.filter((m) => m.mail.headers.get('x-proforma-id') === proforma._id);
    const rows = async () =>
      withDatabase(site.databaseUrl, async (c) =>
        (await c.query<{ event: string; channel: string; state: string; attempts: number; last_error: string | null }>(
          'select event, channel, state, attempts, last_error from order_deliveries where proforma_id = $1', [proforma._id],
        )).rows,
      );

    receivers.smtpDown = true;
    try {
      const queued = await callApi<Proforma>(site.url, '/api/proformas/email', { method: 'POST', headers: { cookie: admin.cookie }, json: { proformaId: proforma._id } });
      expect([queued.status, queued.body.message, queued.body.data]).toEqual([200, 'Proforma invoice queued for email', proforma]);
      const [row] = await eventually('the failed first try', async () => {
        const found = await rows();
        return found[0]?.attempts === 1 && found[0].last_error !== null && found;
      });
      expect(row).toMatchObject({ event: 'proforma.sent', channel: 'buyerEmail', state: 'pending' });
      expect(proformaMails()).toHaveLength(0);
    } finally {
      receivers.smtpDown = false;
    }

    await withDatabase(site.databaseUrl, (c) => c.query('update order_deliveries set next_attempt_at = now() where proforma_id = $1', [proforma._id]));
    expect((await scheduledRun()).status).toBe(204);
    const [{ mail, envelopeTo }] = proformaMails();
    expect(envelopeTo).toEqual([ORDER_BUYER.email]);
    expect(mail.subject).toBe(`Proforma invoice ${proforma.number} from ${quote.seller.name}`);
    expect(mail.text).toContain(`Please find attached our proforma invoice ${proforma.number} against our order ${order.number}`);
    expect(mail.text).toContain('for ₹87,427.80 (30% of the order).');
    expect(mail.text).toContain(proforma.url);
    expect(String(mail.html)).toContain(`href="${proforma.url}"`);
    const [pdf] = mail.attachments;
    expect([pdf.filename, pdf.contentType]).toEqual([`${proforma.number.replaceAll('/', '-')}.pdf`, 'application/pdf']);
    const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf.content)), { mergePages: true })).text.replace(/\s+/g, ' ');
    for (const part of [`Proforma Invoice No. ${proforma.number}`, 'Amount asked now', '₹87,427.80', 'This is not a tax invoice.']) expect(text, part).toContain(part);
    expect((await rows()).map((r) => [r.state, r.attempts, r.last_error])).toEqual([['sent', 2, null]]);

    // A sent mail is never sent again.
    await scheduledRun();
    expect(proformaMails()).toHaveLength(1);
  });
});

describe('POST /api/payments', () => {
  it('mails the buyer the payment\'s receipt with its PDF, once', async () => {
    // Accepted from the page's own origin, as the buyer's browser names it: the site's public address.
    const calls = orderCalls(site, admin);
    const lead = await calls.newLead();
    const quote = await calls.makeQuote(lead);
    expect(await buyerPost(quote, { intent: 'accept' })).toBe(303);
    const [order] = await calls.leadOrders(lead._id);
    const recorded = await callApi<PaymentAnswer>(site.url, '/api/payments', {
      method: 'POST',
      headers: { cookie: admin.cookie },
      json: { orderId: order._id, paidOn: businessDate(new Date()), amount: 50000, mode: 'UPI', reference: '412345678901' },
    });
    expect(recorded.status).toBe(201);
    const { payment } = recorded.body.data!;
    const receiptMails = () => receivers.mails.filter((m) => m.mail.headers.get('x-payment-id') === payment._id);
    const [{ mail, envelopeTo }] = await eventually('the receipt\'s mail', () => receiptMails().length > 0 && receiptMails());
    expect(envelopeTo).toEqual([ORDER_BUYER.email]);
    expect(mail.subject).toBe(`Receipt ${payment.receiptNumber} for your payment of ₹50,000 to ${quote.seller.name}`);
    expect(mail.text).toContain(`We have received your payment of ₹50,000 by UPI (reference 412345678901) on `);
    expect(mail.text).toContain(`against our order ${order.number} (quotation ${quote.number})`);
    expect(mail.text).toContain('Balance due:     ₹2,41,426');
    expect(String(mail.html)).toContain(`href="${payment.receiptUrl}"`);
    const [pdf] = mail.attachments;
    expect([pdf.filename, pdf.contentType]).toEqual([`${payment.receiptNumber.replaceAll('/', '-')}.pdf`, 'application/pdf']);
    const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf.content)), { mergePages: true })).text.replace(/\s+/g, ' ');
    for (const part of [`Receipt No. ${payment.receiptNumber}`, 'Amount received: ₹50,000.00', 'Reference: 412345678901']) expect(text, part).toContain(part);

    // A sent mail is never sent again.
    await scheduledRun();
    expect(receiptMails()).toHaveLength(1);
  });
});
