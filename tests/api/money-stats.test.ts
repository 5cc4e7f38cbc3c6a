/**
 * Money in the pipeline (docs/spec.md §24.7) over real HTTP on the shared test site: GET
 * /api/lead-stats's quoted, ordered, collected and outstanding per business month, from orders made
 * by buyers' acceptances, payments recorded and voided, and an order cancelled through the desk's
 * calls. One order is moved to last month in the database, as an order of then would be: what is
 * tested is where the months put it. Figures are compared before and after, since the site's other
 * files make orders too.
 */
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { businessDate, businessDayStart, isoWithOffset } from '../../src/lib/business-time';
import type { PaymentAnswer } from '../../src/lib/orders/types';
import type { LeadStats } from '../../src/server/enquiries/lead-stats';
import type { MoneyFigure, MoneyStats } from '../../src/server/orders/money-stats';
import { monthStarts } from '../../src/server/orders/money-stats';
import { createAccount, type TestAccount } from '../support/accounts';
import { callApi, withDatabase } from '../support/http';
import { ORDER_TOTAL, orderCalls } from '../support/orders';

const site = inject('site');
vi.setConfig({ testTimeout: 120_000 });
const ZONE = 'Asia/Kolkata';

let sales: TestAccount;
let calls: ReturnType<typeof orderCalls>;

beforeAll(async () => {
  sales = await createAccount(site.databaseUrl, 'SALES');
  calls = orderCalls(site, sales);
});

const asSales = () => ({ cookie: sales.cookie });

async function money(): Promise<MoneyStats> {
  const { status, body } = await callApi<LeadStats>(site.url, '/api/lead-stats', { headers: asSales() });
  expect(status).toBe(200);
  return body.data!.money;
}

async function pay(orderId: string, amount: number | string, paidOn: string): Promise<string> {
  const { status, body } = await callApi<PaymentAnswer>(site.url, '/api/payments', {
    method: 'POST',
    json: { orderId, paidOn, amount, mode: 'NEFT', reference: `UTR${Date.now()}` },
    headers: asSales(),
  });
  expect([status, body.message]).toEqual([201, expect.any(String)]);
  return body.data!.payment._id;
}

async function post(path: string, json: Record<string, unknown>): Promise<void> {
  const { status, body } = await callApi(site.url, path, { method: 'POST', json, headers: asSales() });
  expect(status, `${path}: ${body.message}`).toBe(200);
}

const minus = (after: MoneyFigure, before: MoneyFigure): MoneyFigure => ({ count: after.count - before.count, amount: Math.round((after.amount - before.amount) * 100) / 100 });

/** What each month's figures gained between two reads, this month first. */
const gained = (after: MoneyStats, before: MoneyStats) =>
  after.months.map((month, i) => ({
    quoted: minus(month.quoted, before.months[i].quoted),
    ordered: minus(month.ordered, before.months[i].ordered),
    collected: minus(month.collected, before.months[i].collected),
    outstanding: minus(month.outstanding, before.months[i].outstanding),
  }));

const nothing = { count: 0, amount: 0 };

describe('GET /api/lead-stats: money per month', () => {
  it('gives the last 12 business months, this month first, each from its first day', async () => {
    const { months } = await money();
    const days = monthStarts(new Date(), ZONE);
    expect(months.map((month) => month.start)).toEqual(days.slice(0, 12).reverse().map((day) => isoWithOffset(businessDayStart(day, ZONE), ZONE)));
    expect(months[0].start.slice(0, 7)).toBe(businessDate(new Date(), ZONE).slice(0, 7));
  });

  it('counts quoted, ordered, collected and outstanding in their months, without the cancelled or the voided', async () => {
    const before = await money();
    const [paid, lastMonths, cancelled] = [await calls.newOrder(), await calls.newOrder(), await calls.newOrder()];
    // An order of last month: made on its first day.
    const lastMonth = monthStarts(new Date(), ZONE)[10];
    await withDatabase(site.databaseUrl, (c) => c.query('update orders set created_at = $2 where id = $1', [lastMonths.order._id, businessDayStart(lastMonth, ZONE)]));
    const today = businessDate(new Date(), ZONE);

    await pay(paid.order._id, 100000, today);
    const voided = await pay(paid.order._id, '1000.50', today);
    await post('/api/payments/void', { paymentId: voided, reason: 'Entered twice' });
    await pay(lastMonths.order._id, 50000, lastMonth);
    await pay(lastMonths.order._id, 25000, today);
    await pay(cancelled.order._id, 10000, today);
    await post('/api/orders/status', { orderId: cancelled.order._id, status: 'Cancelled', reason: 'The buyer withdrew.' });

    const after = await money();
    const [thisMonth, previous, ...older] = gained(after, before);
    expect(thisMonth).toEqual({
      // The three quotations were made today, whatever their orders became.
      quoted: { count: 3, amount: 3 * ORDER_TOTAL },
      ordered: { count: 1, amount: ORDER_TOTAL },
      // Money that came, on the cancelled order too; the voided payment is not.
      collected: { count: 3, amount: 135000 },
      outstanding: { count: 1, amount: ORDER_TOTAL - 100000 },
    });
    expect(previous).toEqual({
      quoted: nothing,
      ordered: { count: 1, amount: ORDER_TOTAL },
      collected: { count: 1, amount: 50000 },
      // What last month's order owes today.
      outstanding: { count: 1, amount: ORDER_TOTAL - 75000 },
    });
    for (const month of older) expect(month).toEqual({ quoted: nothing, ordered: nothing, collected: nothing, outstanding: nothing });
    expect(minus(after.outstanding, before.outstanding)).toEqual({ count: 2, amount: 2 * ORDER_TOTAL - 175000 });
  });

  it('counts a paid order out of what is outstanding', async () => {
    const { order } = await calls.newOrder();
    const before = await money();
    await pay(order._id, ORDER_TOTAL, businessDate(new Date(), ZONE));
    const after = await money();
    expect(gained(after, before)[0]).toMatchObject({ outstanding: { count: -1, amount: -ORDER_TOTAL }, collected: { count: 1, amount: ORDER_TOTAL } });
    expect(minus(after.outstanding, before.outstanding)).toEqual({ count: -1, amount: -ORDER_TOTAL });
  });
});
