/**
 * The road to an order over real HTTP, as the desk and the buyer take it (docs/spec.md §24.1): a
 * lead sent through the enquiry form, a quotation made through the desk's own call, and the buyer's
 * acceptance posted from the quotation's page as a plain form. For the tests of what follows.
 */
import type { Order } from '../../src/lib/orders/types';
import type { Quote, QuoteInput } from '../../src/lib/quotes/types';
import type { Enquiry, Product } from '../../src/lib/types';
import type { TestAccount } from './accounts';
import { callApi, freshAddress } from './http';
import type { TestSite } from './test-site';
import { CURRENT_NOTICE } from '../../src/lib/privacy-notice';

/**
 * Two lines: ₹2,50,000 less 10% = ₹2,25,000 at 18%, and 2 sets at ₹12,345.67 at 5%: ₹2,91,426.00
 * in all (rounded) for a buyer in the seller's state (Jharkhand).
 */
export const ORDER_LINES: QuoteInput['items'] = [
  { productId: null, description: 'Paper plate machine PP-12', hsn: '8441', quantity: 1, unitPrice: 250000, discountPercent: 10, gstRate: 18 },
  { description: 'Die set, 10 inch', hsn: '84419000', quantity: 2, unit: 'Set', unitPrice: 12345.67, gstRate: 5 },
];
export const ORDER_TOTAL = 291426;
export const ORDER_BUYER: QuoteInput['buyer'] = {
  name: 'Sharma & Sons Packaging',
  state: 'Jharkhand',
  address: 'Road 4, Adityapur\nJamshedpur 832109',
  gstin: '20AAACS1234F1Z6',
  email: 'accounts@sharma-packaging.example',
};

export interface OrderRoad {
  lead: Enquiry;
  quote: Quote;
  order: Order;
}

export function orderCalls(site: TestSite, desk: TestAccount) {
  const asDesk = { cookie: desk.cookie };

  async function newLead(): Promise<Enquiry> {
    const product = (await callApi<Product[]>(site.url, '/api/get-product')).body.data![0];
    const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    const { status, body } = await callApi<Enquiry>(site.url, '/api/enquiries', {
      method: 'POST',
      json: { productId: product._id, name: 'Anil Sharma', phone, address: 'Bistupur, Jamshedpur', message: 'Price for the plate machine?', noticeVersion: CURRENT_NOTICE.version },
      from: freshAddress(),
    });
    if (status !== 201) throw new Error(`The enquiry was refused (${status}): ${body.message}`);
    return body.data!;
  }

  async function makeQuote(lead: Enquiry, change: Partial<QuoteInput> = {}): Promise<Quote> {
    const { status, body } = await callApi<Quote>(site.url, '/api/quotes', {
      method: 'POST',
      json: { enquiryId: lead._id, buyer: ORDER_BUYER, items: ORDER_LINES, ...change },
      headers: asDesk,
    });
    if (status !== 201) throw new Error(`The quotation was refused (${status}): ${body.message}`);
    return body.data!;
  }

  /** The buyer's Accept, posted from the quotation's page; the answer's status (303 when done). */
  async function accept(quote: Quote): Promise<number> {
    const response = await fetch(new URL(new URL(quote.url).pathname, site.url), {
      method: 'POST',
      body: new URLSearchParams({ intent: 'accept' }),
      headers: { origin: new URL(site.url).origin, 'sec-fetch-site': 'same-origin', accept: 'text/html' },
      redirect: 'manual',
    });
    await response.arrayBuffer();
    return response.status;
  }

  async function leadOrders(enquiryId: string): Promise<Order[]> {
    const { status, body } = await callApi<Order[]>(site.url, `/api/orders?enquiryId=${enquiryId}`, { headers: asDesk });
    if (status !== 200) throw new Error(`The lead's orders were refused (${status}): ${body.message}`);
    return body.data!;
  }

  /** A new lead, its quotation and the buyer's acceptance: the order it made. */
  async function newOrder(change: Partial<QuoteInput> = {}): Promise<OrderRoad> {
    const lead = await newLead();
    const quote = await makeQuote(lead, change);
    const answered = await accept(quote);
    if (answered !== 303) throw new Error(`The acceptance was answered ${answered}.`);
    const [order] = await leadOrders(lead._id);
    return { lead, quote, order };
  }

  return { newLead, makeQuote, accept, leadOrders, newOrder };
}
