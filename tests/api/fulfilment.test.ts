/**
 * An order's fulfilment (docs/spec.md §24.4) and the buyer's order page (§24.5) over real HTTP on
 * the shared test site: POST /api/orders/status along the road and off it (each refusal writing
 * nothing), the dispatch's papers and the e-way bill above ₹50,000 of goods, installation,
 * closing with nothing due, cancelling with a reason, the lead's timeline; who may call; and
 * /order/<token> with its steps, money and documents, valid HTML without script, and its 404.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { PROJECT_ROOT } from '../../platform/local-env';
import { addDays, businessDate } from '../../src/lib/business-time';
import { FUNCTION_PAGE_POLICY } from '../../src/lib/content-security-policy';
import type { Order, Payment, PaymentAnswer, Proforma } from '../../src/lib/orders/types';
import type { TimelineEntry } from '../../src/lib/types';
import { createAccount, type TestAccount } from '../support/accounts';
import { callApi, withDatabase } from '../support/http';
import { ORDER_TOTAL, orderCalls } from '../support/orders';

const site = inject('site');
vi.setConfig({ testTimeout: 120_000 });

let sales: TestAccount;
let calls: ReturnType<typeof orderCalls>;

beforeAll(async () => {
  sales = await createAccount(site.databaseUrl, 'SALES');
  calls = orderCalls(site, sales);
});

const today = () => businessDate(new Date());

const DISPATCH = {
  transporter: 'VRL Logistics',
  lrNumber: 'JSR/4521',
  vehicleNumber: 'jh 05 ab-1234',
  ewayBillNumber: '3310 2345 6789',
  dispatchedOn: '',
};
const dispatch = (change: Record<string, unknown> = {}) => ({ ...DISPATCH, dispatchedOn: today(), ...change });

const move = (body: Record<string, unknown>, cookie: string | null = sales.cookie) =>
  callApi<Order>(site.url, '/api/orders/status', { method: 'POST', json: body, headers: cookie ? { cookie } : {} });

/** Moves the order, which must succeed. */
async function moved(order: Order, status: string, details: Record<string, unknown> = {}): Promise<Order> {
  const { status: code, body } = await move({ orderId: order._id, status, ...details });
  expect([code, body.message]).toEqual([200, `Order ${order.number} is ${status}`]);
  return body.data!;
}

const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  withDatabase(site.databaseUrl, async (c) => (await c.query<T>(text, params)).rows);

/** The order's row and its timeline's status entries: what a refused call must leave as they were. */
const written = async (order: Order) => ({
  row: (await sql('select status, status_changed_at, dispatch, installed_on, engineer, cancel_reason from orders where id = $1', [order._id]))[0],
  entries: (await sql('select count(*)::int as n from enquiry_events where order_id = $1', [order._id]))[0].n,
});

/** Refused with this status and message, nothing written. */
async function refused(order: Order, body: Record<string, unknown>, status: number, message: string | RegExp) {
  const before = await written(order);
  const answer = await move({ orderId: order._id, ...body });
  expect(answer.status, answer.body.message).toBe(status);
  expect(answer.body.message).toMatch(message);
  expect(await written(order)).toEqual(before);
}

/** A payment of `rupees` today, recorded through the desk's own call (§24.3). */
async function pay(order: Order, rupees: number): Promise<Payment> {
  const { status, body } = await callApi<PaymentAnswer>(site.url, '/api/payments', {
    method: 'POST',
    json: { orderId: order._id, paidOn: today(), amount: rupees, mode: 'NEFT', reference: 'UTR123' },
    headers: { cookie: sales.cookie },
  });
  expect(status, body.message).toBe(201);
  return body.data!.payment;
}

const timeline = async (order: Order) =>
  (await callApi<TimelineEntry[]>(site.url, `/api/enquiry-timeline?enquiryId=${order.enquiryId}`, { headers: { cookie: sales.cookie } })).body.data!;

describe('POST /api/orders/status: the road', () => {
  it('goes forward, passing over the advance, dispatched with its papers, installed, and closed once nothing is due', async () => {
    const { order } = await calls.newOrder();
    await refused(order, { status: 'Advance received' }, 409, `Order ${order.number} cannot move from Confirmed to Advance received: no payment has been recorded.`);
    await refused(order, { status: 'Installed', installedOn: today(), engineer: 'Ravi Kumar' }, 409, `Order ${order.number} cannot move from Confirmed to Installed: it has not been dispatched.`);
    await refused(order, { status: 'Confirmed' }, 409, `Order ${order.number} is already Confirmed.`);

    const ready = await moved(order, 'Ready for dispatch');
    expect(ready.statusChangedAt > order.statusChangedAt).toBe(true);
    await refused(order, { status: 'Confirmed' }, 409, `Order ${order.number} cannot move from Ready for dispatch to Confirmed: an order never moves back.`);

    const sent = await moved(order, 'Dispatched', { dispatch: dispatch() });
    expect(sent.dispatch).toEqual({ ...DISPATCH, vehicleNumber: 'JH05AB1234', ewayBillNumber: '331023456789', dispatchedOn: today() });
    await refused(order, { status: 'Installed', installedOn: addDays(today(), -1), engineer: 'Ravi Kumar' }, 400, `installedOn cannot be before the order was dispatched (${today()}).`);
    const installed = await moved(order, 'Installed', { installedOn: today(), engineer: 'Ravi Kumar' });
    expect(installed).toMatchObject({ status: 'Installed', installedOn: today(), engineer: 'Ravi Kumar', dispatch: sent.dispatch });

    await refused(order, { status: 'Closed' }, 409, `Order ${order.number} cannot move from Installed to Closed: ₹2,91,426 is still due.`);
    await pay(order, ORDER_TOTAL);
    expect(await moved(order, 'Closed')).toMatchObject({ status: 'Closed', balance: 0, dispatch: sent.dispatch, installedOn: today() });
    await refused(order, { status: 'Cancelled', reason: 'Late' }, 409, `Order ${order.number} cannot move from Closed to Cancelled: a closed order is final.`);

    // Each step on the lead's timeline, by the desk user, with its details.
    const steps = (await timeline(order)).filter((entry) => entry.kind === 'orderStatus');
    expect(steps.map(({ from, to, text, by }) => ({ from, to, text, by }))).toEqual([
      { from: 'Confirmed', to: 'Ready for dispatch', text: '', by: expect.any(String) },
      { from: 'Ready for dispatch', to: 'Dispatched', text: expect.stringMatching(/^VRL Logistics, LR JSR\/4521, vehicle JH05AB1234, e-way bill 331023456789, dispatched on \d+ \w+ \d{4}$/), by: expect.any(String) },
      { from: 'Dispatched', to: 'Installed', text: expect.stringMatching(/^Installed on \d+ \w+ \d{4} by Ravi Kumar$/), by: expect.any(String) },
      { from: 'Installed', to: 'Closed', text: '', by: expect.any(String) },
    ]);
  });

  it('agrees with the first payment, which moves a Confirmed order to Advance received; closes a dispatched order that needs no installation', async () => {
    const { order } = await calls.newOrder();
    await pay(order, 50_000);
    const [paid] = await calls.leadOrders(order.enquiryId);
    expect(paid).toMatchObject({ status: 'Advance received', paid: 50_000 });
    await refused(order, { status: 'Advance received' }, 409, `Order ${order.number} is already Advance received.`);
    await moved(order, 'Dispatched', { dispatch: dispatch() });
    await refused(order, { status: 'Closed' }, 409, `Order ${order.number} cannot move from Dispatched to Closed: ₹2,41,426 is still due.`);
    await pay(order, ORDER_TOTAL - 50_000);
    await moved(order, 'Closed');
    const steps = (await timeline(order)).filter((entry) => entry.kind === 'orderStatus').map(({ from, to }) => `${from} → ${to}`);
    expect(steps).toEqual(['Confirmed → Advance received', 'Advance received → Dispatched', 'Dispatched → Closed']);
  });

  it('takes one of several moves sent at once, on the order locked: the others are told where the order now is', async () => {
    const { order } = await calls.newOrder();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => move({ orderId: order._id, status: 'Dispatched', dispatch: dispatch({ lrNumber: `LR-${i}` }) })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(new Set(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message))).toEqual(new Set([`Order ${order.number} is already Dispatched.`]));
    expect((await timeline(order)).filter((entry) => entry.kind === 'orderStatus')).toHaveLength(1);
  });

  it('cancels with a reason from a step before Closed, and a cancelled order stays so', async () => {
    const { order } = await calls.newOrder();
    await moved(order, 'Dispatched', { dispatch: dispatch() });
    await refused(order, { status: 'Cancelled' }, 400, 'reason is required to cancel an order.');
    await refused(order, { status: 'Cancelled', reason: '   ' }, 400, 'reason is required.');
    await refused(order, { status: 'Cancelled', reason: 'x'.repeat(501) }, 400, 'reason must be at most 500 characters.');
    const cancelled = await moved(order, 'Cancelled', { reason: 'The buyer\'s loan was not sanctioned.' });
    expect(cancelled).toMatchObject({ cancelReason: 'The buyer\'s loan was not sanctioned.', dispatch: expect.objectContaining({ transporter: 'VRL Logistics' }) });
    await refused(order, { status: 'Installed', installedOn: today(), engineer: 'Ravi' }, 409, `Order ${order.number} cannot move from Cancelled to Installed: a cancelled order is final.`);
    const [entry] = (await timeline(order)).filter((e) => e.kind === 'orderStatus' && e.to === 'Cancelled');
    expect(entry).toMatchObject({ from: 'Dispatched', text: 'The buyer\'s loan was not sanctioned.' });
  });
});

describe('POST /api/orders/status: the dispatch and installation', () => {
  let order: Order;
  beforeAll(async () => {
    ({ order } = await calls.newOrder());
  });

  it.each([
    [{}, 'dispatch is required for Dispatched: transporter, lrNumber, vehicleNumber, ewayBillNumber and dispatchedOn.'],
    [{ dispatch: dispatch({ transporter: ' ' }) }, 'dispatch.transporter is required.'],
    [{ dispatch: dispatch({ lrNumber: undefined }) }, 'dispatch.lrNumber is required.'],
    [{ dispatch: dispatch({ vehicleNumber: 'JH05AB12345' }) }, 'dispatch.vehicleNumber must be an Indian vehicle number: state code, district, series and number (JH05AB1234).'],
    [{ dispatch: dispatch({ vehicleNumber: 'XX05AB1234' }) }, "dispatch.vehicleNumber begins with XX, which is no Indian state's vehicle code."],
    [{ dispatch: dispatch({ ewayBillNumber: '33102345678' }) }, "dispatch.ewayBillNumber must be the e-way bill's 12 digits."],
    [{ dispatch: dispatch({ dispatchedOn: addDays(today(), 1) }) }, `dispatch.dispatchedOn cannot be after today (${today()}).`],
    [{ dispatch: dispatch({ dispatchedOn: '2026-02-30' }) }, 'dispatch.dispatchedOn must be a date (YYYY-MM-DD).'],
    [{ dispatch: dispatch({ dispatchedOn: addDays(today(), -400) }) }, /^dispatch\.dispatchedOn cannot be before the order was made \(\d{4}-\d\d-\d\d\)\.$/],
    // ₹2,91,426 of goods with their GST: above rule 138's ₹50,000.
    [{ dispatch: dispatch({ ewayBillNumber: ' ' }) }, 'dispatch.ewayBillNumber is required: the goods are worth ₹2,91,425.90 with GST, above ₹50,000 (CGST Rules, rule 138).'],
  ])('Dispatched refuses %j, naming the field, and writes nothing', async (details, message) => {
    await refused(order, { status: 'Dispatched', ...details }, 400, message);
  });

  it('needs no e-way bill when the goods, with their GST, are worth ₹50,000 or less (services are not goods)', async () => {
    const { order: small } = await calls.newOrder({
      items: [
        { description: 'Paper cup die', hsn: '84419000', quantity: 1, unitPrice: 42372.88, gstRate: 18 },
        { description: 'Installation and commissioning', hsn: '9987', quantity: 1, unit: 'Job', unitPrice: 20000, gstRate: 18 },
      ],
    });
    const sent = await moved(small, 'Dispatched', { dispatch: dispatch({ ewayBillNumber: null, vehicleNumber: '22BH1234AA' }) });
    expect(sent.dispatch).toMatchObject({ ewayBillNumber: null, vehicleNumber: '22BH1234AA' });
  });

  it('Installed needs its day and engineer', async () => {
    const { order: fresh } = await calls.newOrder();
    await moved(fresh, 'Dispatched', { dispatch: dispatch() });
    await refused(fresh, { status: 'Installed', engineer: 'Ravi Kumar' }, 400, 'installedOn is required for Installed.');
    await refused(fresh, { status: 'Installed', installedOn: today() }, 400, 'engineer is required for Installed.');
    await refused(fresh, { status: 'Installed', installedOn: addDays(today(), 1), engineer: 'Ravi Kumar' }, 400, `installedOn cannot be after today (${today()}).`);
  });

  it('is the desk\'s: 401 to a visitor, 403 to a GENERAL user; 404 for no order, 400 for no status', async () => {
    const general = await createAccount(site.databaseUrl, 'GENERAL');
    const before = await written(order);
    expect((await move({ orderId: order._id, status: 'Ready for dispatch' }, null)).status).toBe(401);
    const forbidden = await move({ orderId: order._id, status: 'Ready for dispatch' }, general.cookie);
    expect([forbidden.status, forbidden.body.message]).toEqual([403, 'Only the sales team can do this.']);
    expect(await written(order)).toEqual(before);
    const unknown = await move({ orderId: crypto.randomUUID(), status: 'Ready for dispatch' });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'No order has this id.']);
    await refused(order, { status: 'Shipped' }, 400, 'status must be one of Confirmed, Advance received, Ready for dispatch, Dispatched, Installed, Closed, Cancelled.');
    await refused(order, { orderId: undefined, status: 'Ready for dispatch' }, 400, 'orderId is required.');
  });
});

const validator = new HtmlValidate(new FileSystemConfigLoader());
async function htmlProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html, path.join(PROJECT_ROOT, 'order.html'));
  return report.results.flatMap((result) => result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`));
}

const open = (address: string) => fetch(new URL(address, site.url), { redirect: 'manual' });

describe('GET /order/<token>', () => {
  it('shows the steps with their days, what is paid and due, the dispatch and every document, without script', async () => {
    const { order, quote } = await calls.newOrder();
    const made = await callApi<Proforma>(site.url, '/api/proformas', { method: 'POST', json: { orderId: order._id, advancePercent: 20 }, headers: { cookie: sales.cookie } });
    expect(made.status, made.body.message).toBe(201);
    const proforma = made.body.data!;
    const kept = await pay(order, 50_000);
    const bounced = await pay(order, 10_000);
    const voided = await callApi(site.url, '/api/payments/void', { method: 'POST', json: { paymentId: bounced._id, reason: 'The cheque bounced.' }, headers: { cookie: sales.cookie } });
    expect(voided.status, voided.body.message).toBe(200);
    await moved(order, 'Dispatched', { dispatch: dispatch() });

    const response = await open(new URL(order.url).pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('content-security-policy')).toBe(FUNCTION_PAGE_POLICY);
    const html = await response.text();
    expect(html).not.toContain('<script');
    expect(await htmlProblems(html)).toEqual([]);

    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain(`Order ${order.number}`);
    // The road: the steps reached, the current one marked, those ahead without a day; Ready for dispatch passed over.
    expect(html).toMatch(/<li class="step done"><span class="name">Confirmed<\/span> <span class="when">\d+ \w+ \d{4}<\/span><\/li>/);
    expect(html).toMatch(/<li class="step done"><span class="name">Advance received<\/span> <span class="when">/);
    expect(html).not.toContain('>Ready for dispatch<');
    expect(html).toMatch(/<li class="step current" aria-current="step"><span class="name">Dispatched<\/span> <span class="when">/);
    expect(html).toContain('<li class="step ahead"><span class="name">Installed</span></li>');
    expect(text).toMatch(/Order total ₹2,91,426\.00 Paid ₹50,000\.00 Due ₹2,41,426\.00/);
    expect(text).toMatch(/Transporter VRL Logistics LR number JSR\/4521 Vehicle number JH05AB1234 E-way bill number 331023456789/);

    // Documents: the quotation's page and PDF, the proforma's, each receipt's PDF, the voided one marked.
    const quotePage = new URL(quote.url).pathname;
    expect(html).toContain(`href="${quotePage}"`);
    expect(html).toContain(`href="${quotePage}/pdf"`);
    expect(html).toContain(`href="${new URL(proforma.url).pathname}"`);
    expect(html).toContain(`href="${new URL(proforma.pdfUrl).pathname}"`);
    expect(text).toContain(`Proforma invoice ${proforma.number} ₹58,285.20`);
    for (const receipt of [kept, bounced]) expect(html).toContain(`href="${new URL(receipt.receiptUrl).pathname}"`);
    expect(text).toContain(`Receipt ${kept.receiptNumber} ₹50,000.00 NEFT`);
    expect(html).toContain(`<li class="voided"><span class="doc">Receipt ${bounced.receiptNumber}</span>`);
    expect(text).toMatch(new RegExp(`Receipt ${bounced.receiptNumber} ₹10,000.00 NEFT, \\d+ \\w+ \\d{4} Voided`));
    // Tap to call the seller.
    expect(html).toMatch(/<a href="tel:\+\d+">/);
  });

  it('says a cancelled order was cancelled, and why', async () => {
    const { order } = await calls.newOrder();
    await moved(order, 'Cancelled', { reason: 'Ordered twice by mistake.' });
    const html = await (await open(new URL(order.url).pathname)).text();
    expect(html).toContain('This order was cancelled: Ordered twice by mistake.');
    expect(html).toMatch(/<li class="step cancelled" aria-current="step"><span class="name">Cancelled<\/span>/);
    expect(html).not.toContain('class="step ahead"');
    expect(await htmlProblems(html)).toEqual([]);
  });

  it('answers an unknown link with a 404 page, not indexed', async () => {
    for (const token of [randomBytes(32).toString('base64url'), 'short']) {
      const response = await open(`/order/${token}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      const html = await response.text();
      expect(html).toContain('Order not found');
      expect(await htmlProblems(html)).toEqual([]);
    }
  });
});
