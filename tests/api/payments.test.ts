/**
 * Payments and receipts (docs/spec.md §24.3) over real HTTP on the shared test site: recorded on an
 * order by the desk (SALES too), the order's paid and balance following and a Confirmed order moved
 * to Advance received; never past the balance (nothing written, no receipt number used), also when
 * recorded at once; refused on a Cancelled or Closed order, to a GENERAL user and to a visitor;
 * voided once with a reason; each receipt a PDF at its own link. The receipt's mail is in
 * quote-notifications, whose site has a mail server.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { businessDate } from '../../src/lib/business-time';
import { financialYear } from '../../src/lib/quotes/financial-year';
import type { Order, Payment, PaymentAnswer } from '../../src/lib/orders/types';
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

const today = () => businessDate(new Date());
const serial = (number: string) => Number(number.split('/').at(-1));

function pay(json: unknown, cookie: string | null = sales.cookie) {
  return callApi<PaymentAnswer>(site.url, '/api/payments', { method: 'POST', json, headers: cookie ? { cookie } : {} });
}

function voidPayment(json: unknown, cookie: string | null = sales.cookie) {
  return callApi<PaymentAnswer>(site.url, '/api/payments/void', { method: 'POST', json, headers: cookie ? { cookie } : {} });
}

async function paymentsOf(order: Order): Promise<Payment[]> {
  const { status, body } = await callApi<Payment[]>(site.url, `/api/payments?orderId=${order._id}`, { headers: { cookie: sales.cookie } });
  expect(status).toBe(200);
  return body.data!;
}

/** The payments whose receipt is queued for the buyer's email. */
const receiptMailsQueued = (order: Order) =>
  withDatabase(site.databaseUrl, async (c) =>
    (await c.query<{ payment_id: string }>(
      `select payment_id from order_deliveries where order_id = $1 and event = 'payment.receipt' and channel = 'buyerEmail' order by payment_id`,
      [order._id],
    )).rows.map((row) => row.payment_id),
  );

async function timelineOf(enquiryId: string): Promise<TimelineEntry[]> {
  return (await callApi<TimelineEntry[]>(site.url, `/api/enquiry-timeline?enquiryId=${enquiryId}`, { headers: { cookie: sales.cookie } })).body.data!;
}

/** What a refusal must leave as it was: the payments, the receipt counter, the orders' paid amounts, the timeline. */
const written = () =>
  withDatabase(site.databaseUrl, async (c) => {
    const { rows } = await c.query<{ payments: string; serial: string | null; paid: string; entries: string }>(
      `select (select count(*) from payments)::text as payments,
              (select sum(last_serial) from document_counters where kind = 'receipt')::text as serial,
              (select sum(paid_paise) from orders)::text as paid,
              (select count(*) from enquiry_events where kind in ('paymentRecorded', 'orderStatus'))::text as entries`,
    );
    return rows[0];
  });

describe('POST /api/payments', () => {
  it('records payments with their receipts: the order\'s paid and balance follow, the first moves it to Advance received', async () => {
    const { lead, order } = await calls.newOrder();
    const first = await pay({ orderId: order._id, paidOn: today(), amount: 50000, mode: 'UPI', reference: '412345678901', note: 'Advance by the owner' });
    expect([first.status, first.body.message]).toEqual([201, `Payment recorded: receipt ${first.body.data!.payment.receiptNumber}`]);
    const { payment, order: after } = first.body.data!;
    expect(payment).toMatchObject({
      orderId: order._id,
      orderNumber: order.number,
      paidOn: today(),
      amount: 50000,
      mode: 'UPI',
      reference: '412345678901',
      note: 'Advance by the owner',
      createdBy: sales.user._id,
      voidedAt: null,
      voidReason: null,
    });
    expect(payment.receiptNumber).toMatch(new RegExp(`^RCPT/${financialYear(new Date())}/\\d{4,}$`));
    expect(payment.receiptUrl).toMatch(/\/receipt\/[A-Za-z0-9_-]{43}\/pdf$/);
    expect(after).toMatchObject({ status: 'Advance received', paid: 50000, balance: ORDER_TOTAL - 50000 });

    // Rupees as a string, a mode as typed; the next receipt number; the status moves once.
    const second = await pay({ orderId: order._id, paidOn: today(), amount: '12345.67', mode: 'neft' });
    expect(second.status).toBe(201);
    expect(second.body.data!.payment).toMatchObject({ amount: 12345.67, mode: 'NEFT', reference: null, note: null });
    expect(second.body.data!.order).toMatchObject({ status: 'Advance received', paid: 62345.67, balance: 229080.33 });
    expect(serial(second.body.data!.payment.receiptNumber)).toBe(serial(payment.receiptNumber) + 1);

    expect((await paymentsOf(order)).map((p) => p.receiptNumber)).toEqual([payment.receiptNumber, second.body.data!.payment.receiptNumber]);
    expect(await calls.leadOrders(lead._id)).toEqual([second.body.data!.order]);

    const timeline = await timelineOf(lead._id);
    expect(timeline.filter((entry) => entry.kind === 'paymentRecorded').map((entry) => [entry.to, entry.text, entry.by]).sort()).toEqual(
      [
        [payment.receiptNumber, '₹50,000, UPI, ref 412345678901', sales.user.name],
        [second.body.data!.payment.receiptNumber, '₹12,345.67, NEFT', sales.user.name],
      ].sort(),
    );
    expect(timeline.filter((entry) => entry.kind === 'orderStatus').map((entry) => [entry.from, entry.to])).toEqual([['Confirmed', 'Advance received']]);

    // Each receipt queued for the buyer's email in the payment's transaction (sent in quote-notifications).
    expect(await receiptMailsQueued(order)).toEqual([payment._id, second.body.data!.payment._id].sort());
  });

  it('queues no receipt mail when the buyer gave no email', async () => {
    const { order } = await calls.newOrder({ buyer: { ...ORDER_BUYER, email: null } });
    expect((await pay({ orderId: order._id, paidOn: today(), amount: 1000, mode: 'cash' })).status).toBe(201);
    expect(await receiptMailsQueued(order)).toEqual([]);
  });

  it('never takes more than the balance: 400 naming the amount and the balance, nothing written, no receipt number used', async () => {
    const { order } = await calls.newOrder();
    const before = await written();
    const refused = [
      [{ orderId: order._id, paidOn: today(), amount: ORDER_TOTAL + 0.01, mode: 'NEFT' }, 'amount: ₹2,91,426.01 is more than the balance of ₹2,91,426.'],
      [{ orderId: order._id, paidOn: today(), amount: 0, mode: 'NEFT' }, 'amount must be more than 0.'],
      [{ orderId: order._id, paidOn: today(), amount: 10.005, mode: 'NEFT' }, 'amount must be an amount in rupees with at most two decimals.'],
      [{ orderId: order._id, paidOn: today(), mode: 'NEFT' }, 'amount is required.'],
      [{ orderId: order._id, paidOn: today(), amount: 100, mode: 'DD' }, 'mode must be one of NEFT, RTGS, IMPS, UPI, cheque, cash.'],
      [{ orderId: order._id, paidOn: '2026-02-30', amount: 100, mode: 'cash' }, 'paidOn must be a date written YYYY-MM-DD.'],
      [{ orderId: order._id, paidOn: '2099-01-01', amount: 100, mode: 'cash' }, expect.stringMatching(/^paidOn cannot be after today, /)],
      [{ orderId: order._id, paidOn: '2020-01-01', amount: 100, mode: 'cash' }, expect.stringMatching(/^paidOn cannot be before the order's date, /)],
      [{ orderId: order._id, paidOn: today(), amount: 100, mode: 'UPI', reference: 'x'.repeat(101) }, 'reference must be at most 100 characters.'],
      [{ orderId: order._id, paidOn: today(), amount: 100, mode: 'UPI', note: 'x'.repeat(501) }, 'note must be at most 500 characters.'],
      [{ paidOn: today(), amount: 100, mode: 'UPI' }, 'orderId is required.'],
    ] as const;
    for (const [json, message] of refused) {
      const { status, body } = await pay(json);
      expect([status, body.message], JSON.stringify(json)).toEqual([400, message]);
    }
    expect(await written()).toEqual(before);
    expect(await paymentsOf(order)).toEqual([]);

    // Exactly the balance is taken, with the very next receipt number.
    const whole = await pay({ orderId: order._id, paidOn: today(), amount: String(ORDER_TOTAL), mode: 'RTGS', reference: 'HDFCR52026112800001' });
    expect([whole.status, whole.body.data!.order.balance]).toEqual([201, 0]);
    expect(Number((await written()).serial)).toBe(Number(before.serial ?? 0) + 1);
  });

  it('never overpays when payments are recorded at once: the balance is read under the order\'s lock', async () => {
    const { order } = await calls.newOrder();
    // Six payments of ₹1,00,000 on a total of ₹2,91,426: two fit.
    const answers = await Promise.all(Array.from({ length: 6 }, () => pay({ orderId: order._id, paidOn: today(), amount: 100000, mode: 'IMPS' })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 400, 400, 400, 400]);
    for (const refused of answers.filter((a) => a.status === 400)) {
      expect(refused.body.message).toBe('amount: ₹1,00,000 is more than the balance of ₹91,426.');
    }
    const payments = await paymentsOf(order);
    expect(payments.map((p) => p.amount)).toEqual([100000, 100000]);
    expect(serial(payments[1].receiptNumber) - serial(payments[0].receiptNumber)).toBe(1);
    const [now] = await calls.leadOrders(order.enquiryId);
    expect([now.paid, now.balance]).toEqual([200000, 91426]);
  });

  it('refuses a Cancelled or Closed order (409) and an unknown one (404)', async () => {
    const { order } = await calls.newOrder();
    for (const [status, reason] of [['Closed', null], ['Cancelled', 'The buyer bought elsewhere.']] as const) {
      await withDatabase(site.databaseUrl, (c) => c.query('update orders set status = $2, cancel_reason = $3 where id = $1', [order._id, status, reason]));
      const refused = await pay({ orderId: order._id, paidOn: today(), amount: 100, mode: 'cash' });
      expect([refused.status, refused.body.message]).toEqual([409, `Order ${order.number} is ${status}: no payment can be recorded on it.`]);
    }
    const unknown = await pay({ orderId: crypto.randomUUID(), paidOn: today(), amount: 100, mode: 'cash' });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'No order has this id.']);
    expect(await paymentsOf(order)).toEqual([]);
  });

  it('is the desk\'s: 401 to a visitor, 403 to a GENERAL user, for recording, listing and voiding', async () => {
    const { order } = await calls.newOrder();
    const general = await createAccount(site.databaseUrl, 'GENERAL');
    const json = { orderId: order._id, paidOn: today(), amount: 100, mode: 'cash' };
    expect((await pay(json, null)).status).toBe(401);
    const refused = await pay(json, general.cookie);
    expect([refused.status, refused.body.message]).toEqual([403, 'Only the sales team can do this.']);
    const list = `/api/payments?orderId=${order._id}`;
    expect((await callApi(site.url, list)).status).toBe(401);
    expect((await callApi(site.url, list, { headers: { cookie: general.cookie } })).status).toBe(403);
    expect((await callApi(site.url, '/api/payments', { headers: { cookie: sales.cookie } })).status).toBe(400);
    expect((await callApi(site.url, `/api/payments?orderId=${crypto.randomUUID()}`, { headers: { cookie: sales.cookie } })).status).toBe(404);
    expect(await paymentsOf(order)).toEqual([]);

    const { payment } = (await pay(json)).body.data!;
    expect((await voidPayment({ paymentId: payment._id, reason: 'Typed twice' }, null)).status).toBe(401);
    expect((await voidPayment({ paymentId: payment._id, reason: 'Typed twice' }, general.cookie)).status).toBe(403);
    expect((await paymentsOf(order))[0].voidedAt).toBeNull();
  });
});

describe('POST /api/payments/void', () => {
  it('voids a payment once, with its reason: the row stays, the order\'s paid goes down, Advance received back to Confirmed', async () => {
    const { lead, order } = await calls.newOrder();
    const { payment } = (await pay({ orderId: order._id, paidOn: today(), amount: 40000, mode: 'cheque', reference: '004512' })).body.data!;

    for (const [json, message] of [
      [{ paymentId: payment._id }, 'reason is required.'],
      [{ paymentId: payment._id, reason: '  ' }, 'reason is required.'],
      [{ paymentId: payment._id, reason: 'x'.repeat(501) }, 'reason must be at most 500 characters.'],
      [{ reason: 'Bounced' }, 'paymentId is required.'],
    ] as const) {
      const { status, body } = await voidPayment(json);
      expect([status, body.message], JSON.stringify(json)).toEqual([400, message]);
    }
    expect((await voidPayment({ paymentId: crypto.randomUUID(), reason: 'Bounced' })).status).toBe(404);

    const voided = await voidPayment({ paymentId: payment._id, reason: 'Cheque returned unpaid' });
    expect([voided.status, voided.body.message]).toEqual([200, `Receipt ${payment.receiptNumber} voided`]);
    expect(voided.body.data!.payment).toMatchObject({ _id: payment._id, receiptNumber: payment.receiptNumber, voidReason: 'Cheque returned unpaid', voidedBy: sales.user._id });
    expect(voided.body.data!.payment.voidedAt).not.toBeNull();
    expect(voided.body.data!.order).toMatchObject({ status: 'Confirmed', paid: 0, balance: ORDER_TOTAL });

    const again = await voidPayment({ paymentId: payment._id, reason: 'Once more' });
    expect([again.status, again.body.message]).toEqual([409, expect.stringMatching(new RegExp(`^Receipt ${payment.receiptNumber} was voided on `))]);

    // Kept, voided, in the list; never deleted, by the database itself.
    expect(await paymentsOf(order)).toEqual([voided.body.data!.payment]);
    await expect(withDatabase(site.databaseUrl, (c) => c.query('delete from payments where id = $1', [payment._id]))).rejects.toThrow(/voided, never deleted/);

    const timeline = await timelineOf(lead._id);
    expect(timeline.filter((entry) => entry.kind === 'paymentVoided').map((entry) => [entry.to, entry.text])).toEqual([[payment.receiptNumber, 'Cheque returned unpaid']]);
    expect(timeline.filter((entry) => entry.kind === 'orderStatus').map((entry) => [entry.from, entry.to]).sort()).toEqual(
      [['Advance received', 'Confirmed'], ['Confirmed', 'Advance received']].sort(),
    );
  });
});

/** The buyer's side: the receipt at its own link, as anyone who has it opens it. */
const open = (url: string) => fetch(new URL(new URL(url).pathname, site.url), { redirect: 'manual' });

async function pdfText(response: Response): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

describe('the receipt', () => {
  it('is a PDF: seller, buyer, order and quotation, the amount in figures and words, mode, reference, the order\'s figures then', async () => {
    const { quote, order } = await calls.newOrder();
    const first = (await pay({ orderId: order._id, paidOn: today(), amount: 87427.8, mode: 'RTGS', reference: 'SBIN426112800042' })).body.data!.payment;
    const second = (await pay({ orderId: order._id, paidOn: today(), amount: 100000, mode: 'NEFT' })).body.data!.payment;

    const response = await open(second.receiptUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="${second.receiptNumber.replaceAll('/', '-')}.pdf"`);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await pdfText(response);
    for (const part of [
      'RECEIPT', `Receipt No. ${second.receiptNumber}`, `Order ${order.number}`, `Quotation ${quote.number}`,
      quote.seller.name, quote.seller.gstin!, 'Sharma & Sons Packaging', '20AAACS1234F1Z6',
      'Amount received: ₹1,00,000.00', 'Rupees One Lakh Only', 'Mode: NEFT',
      'Order total: ₹2,91,426.00', 'Paid so far: ₹1,87,427.80', 'Balance after this payment: ₹1,03,998.20',
      'This is not a tax invoice.',
    ]) {
      expect(text, part).toContain(part);
    }
    expect(text).not.toContain('VOID');

    // The first receipt says what stood then, and once voided says so across it.
    await voidPayment({ paymentId: first._id, reason: 'Sent back by the bank' });
    const voided = await pdfText(await open(first.receiptUrl));
    for (const part of ['Reference: SBIN426112800042', 'Rupees Eighty-Seven Thousand Four Hundred Twenty-Seven and Eighty Paise Only', 'Paid so far: ₹87,427.80', 'Balance after this payment: ₹2,03,998.20', 'VOID', 'Sent back by the bank']) {
      expect(voided, part).toContain(part);
    }
    // A later void does not rewrite an earlier receipt's figures.
    expect(await pdfText(await open(second.receiptUrl))).toContain('Paid so far: ₹1,87,427.80');
  });

  it('answers a link that names no receipt with a 404 page', async () => {
    for (const address of ['/receipt/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/pdf', '/receipt/x/pdf']) {
      const response = await fetch(new URL(address, site.url));
      expect(response.status, address).toBe(404);
      expect(await response.text()).toContain('Receipt not found');
    }
  });
});
