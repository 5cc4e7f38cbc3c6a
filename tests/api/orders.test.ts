/**
 * Orders (docs/spec.md §24.1) over real HTTP on the shared test site: the buyer's acceptance makes
 * one order with the quotation's amounts, numbered per financial year without gaps also when
 * buyers accept at once; a lead's orders for the desk (SALES too), refused to a GENERAL user and a
 * visitor.
 */
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { financialYear } from '../../src/lib/quotes/financial-year';
import type { Order } from '../../src/lib/orders/types';
import type { TimelineEntry } from '../../src/lib/types';
import { createAccount, type TestAccount } from '../support/accounts';
import { callApi } from '../support/http';
import { ORDER_TOTAL, orderCalls } from '../support/orders';

const site = inject('site');
vi.setConfig({ testTimeout: 120_000 });

let sales: TestAccount;
let calls: ReturnType<typeof orderCalls>;

beforeAll(async () => {
  sales = await createAccount(site.databaseUrl, 'SALES');
  calls = orderCalls(site, sales);
});

const serial = (number: string) => Number(number.split('/').at(-1));

describe('an accepted quotation makes an order', () => {
  it('once, with the quotation\'s total and the lead\'s reference, on the lead\'s timeline', async () => {
    const { lead, quote, order } = await calls.newOrder();
    expect(order).toMatchObject({
      enquiryId: lead._id,
      reference: lead.reference,
      quoteId: quote._id,
      quoteNumber: quote.number,
      status: 'Confirmed',
      total: ORDER_TOTAL,
      paid: 0,
      balance: ORDER_TOTAL,
      createdBy: null,
      dispatch: null,
      buyer: { name: quote.buyer.name, phone: lead.phone, state: 'Jharkhand', gstin: quote.buyer.gstin },
    });
    expect(order.number).toMatch(new RegExp(`^SO/${financialYear(new Date())}/\\d{4,}$`));
    expect(order.url).toMatch(/\/order\/[A-Za-z0-9_-]{43}$/);

    // Accepting again changes nothing: still one order.
    expect(await calls.accept(quote)).toBe(303);
    expect(await calls.leadOrders(lead._id)).toEqual([order]);

    // The accepted quotation's page leads the buyer to the order's.
    const page = await (await fetch(new URL(new URL(quote.url).pathname, site.url))).text();
    expect(page).toContain(`Your order is ${order.number}: <a href="${new URL(order.url).pathname}">follow your order</a>`);

    const timeline = (await callApi<TimelineEntry[]>(site.url, `/api/enquiry-timeline?enquiryId=${lead._id}`, { headers: { cookie: sales.cookie } })).body.data!;
    expect(timeline.filter((entry) => entry.kind === 'orderMade')).toEqual([expect.objectContaining({ to: order.number, by: null })]);
  });

  it('numbers orders without gaps or repeats when buyers accept at once', async () => {
    const leads = await Promise.all(Array.from({ length: 6 }, () => calls.newLead()));
    const quotes = await Promise.all(leads.map((lead) => calls.makeQuote(lead)));
    expect(await Promise.all(quotes.map((quote) => calls.accept(quote)))).toEqual(quotes.map(() => 303));
    const orders = (await Promise.all(leads.map((lead) => calls.leadOrders(lead._id)))).map(([order]: Order[]) => order);
    const serials = orders.map((order) => serial(order.number)).sort((a, b) => a - b);
    expect(new Set(serials).size).toBe(6);
    expect(serials.at(-1)! - serials[0]).toBe(5);
  });
});

describe('GET /api/orders?enquiryId=', () => {
  it('is the desk\'s: 401 to a visitor, 403 to a GENERAL user, 404 for no lead, 400 without one', async () => {
    const { lead } = await calls.newOrder();
    const general = await createAccount(site.databaseUrl, 'GENERAL');
    const path = `/api/orders?enquiryId=${lead._id}`;
    expect((await callApi(site.url, path)).status).toBe(401);
    const refused = await callApi(site.url, path, { headers: { cookie: general.cookie } });
    expect([refused.status, refused.body.message]).toEqual([403, 'Only the sales team can do this.']);
    expect((await callApi(site.url, `/api/orders?enquiryId=${crypto.randomUUID()}`, { headers: { cookie: sales.cookie } })).status).toBe(404);
    expect((await callApi(site.url, '/api/orders?enquiryId=', { headers: { cookie: sales.cookie } })).status).toBe(400);
    expect(await calls.leadOrders((await calls.newLead())._id)).toEqual([]);
  });
});
