/**
 * The orders for spreadsheets and the accounting software (docs/spec.md §24.8) over real HTTP on the
 * shared test site: GET /api/export-orders with the list's filters, GET
 * /api/export-orders/tax-invoice?orderId= with the quotation's lines and amounts, each for the desk
 * only, read back with a strict CSV reader.
 */
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { businessDate } from '../../src/lib/business-time';
import { createAccount, type TestAccount } from '../support/accounts';
import { parseCsv } from '../support/csv';
import { callApi } from '../support/http';
import { ORDER_BUYER, ORDER_TOTAL, orderCalls } from '../support/orders';

const site = inject('site');
vi.setConfig({ testTimeout: 120_000 });
const ZONE = 'Asia/Kolkata';

let sales: TestAccount;
let general: TestAccount;
let calls: ReturnType<typeof orderCalls>;

beforeAll(async () => {
  [sales, general] = await Promise.all([createAccount(site.databaseUrl, 'SALES'), createAccount(site.databaseUrl, 'GENERAL')]);
  calls = orderCalls(site, sales);
});

/** The file's rows as records by header, and the answer's headers. */
async function download(path: string, account: TestAccount | null = sales) {
  const response = await fetch(new URL(path, site.url), { headers: account ? { cookie: account.cookie } : {} });
  const bytes = new Uint8Array(await response.arrayBuffer());
  // The decoder drops the byte-order mark, which spreadsheets need to read UTF-8.
  const text = new TextDecoder().decode(bytes);
  if (response.status !== 200) return { status: response.status, message: (JSON.parse(text) as { message: string }).message, header: [], rows: [], headers: response.headers };
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...cells] = parseCsv(text);
  const rows = cells.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])));
  return { status: 200, message: '', header, rows, headers: response.headers };
}

const exportOrders = (params: Record<string, string>, account?: TestAccount | null) => download(`/api/export-orders?${new URLSearchParams(params)}`, account);
const taxInvoice = (orderId: string, account?: TestAccount | null) => download(`/api/export-orders/tax-invoice?orderId=${orderId}`, account);

describe('GET /api/export-orders', () => {
  it('gives each order the filters match, its amounts in rupees, a formula kept as text', async () => {
    const { lead, quote, order } = await calls.newOrder({ buyer: { ...ORDER_BUYER, name: '=HYPERLINK("http://x.example")' } });
    const file = await exportOrders({ q: order.number });
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="orders-${businessDate(new Date(), ZONE)}.csv"`);
    expect(file.header).toEqual([
      'Number', 'Date', 'Lead reference', 'Quotation', 'Buyer', 'Phone', 'GSTIN', 'State', 'Place of supply',
      'Total (INR)', 'Paid (INR)', 'Balance (INR)', 'Balance age (days)', 'Status', 'Dispatched on', 'Installed on',
    ]);
    expect(file.rows).toEqual([
      {
        Number: order.number,
        Date: businessDate(new Date(order.createdAt), ZONE),
        'Lead reference': lead.reference,
        Quotation: quote.number,
        Buyer: `'=HYPERLINK("http://x.example")`,
        Phone: lead.phone,
        GSTIN: ORDER_BUYER.gstin,
        State: 'Jharkhand',
        'Place of supply': 'Jharkhand',
        'Total (INR)': `${ORDER_TOTAL}.00`,
        'Paid (INR)': '0.00',
        'Balance (INR)': `${ORDER_TOTAL}.00`,
        'Balance age (days)': '0',
        Status: 'Confirmed',
        'Dispatched on': '',
        'Installed on': '',
      },
    ]);
  });

  it('reads the list\'s filters: status and the Outstanding view, oldest first', async () => {
    const first = await calls.newOrder();
    const second = await calls.newOrder();
    const numbers = (file: { rows: Record<string, string>[] }) => file.rows.map((row) => row.Number).filter((n) => n === first.order.number || n === second.order.number);
    // Newest first, as the list.
    expect(numbers(await exportOrders({ status: 'Confirmed' }))).toEqual([second.order.number, first.order.number]);
    expect(numbers(await exportOrders({ status: 'Cancelled' }))).toEqual([]);
    expect(numbers(await exportOrders({ view: 'outstanding' }))).toEqual([first.order.number, second.order.number]);
    const refused = await exportOrders({ status: 'Shipped' });
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/^status must be one of Confirmed, /);
  });

  it('is the desk\'s: 401 to a visitor, 403 to a GENERAL user', async () => {
    expect((await exportOrders({}, null)).status).toBe(401);
    expect(await exportOrders({}, general)).toMatchObject({ status: 403, message: 'Only the sales team can do this.' });
  });
});

describe('GET /api/export-orders/tax-invoice', () => {
  it('gives a row per line with HSN, rate, discount, taxable value and the CGST and SGST of it', async () => {
    const { quote, order } = await calls.newOrder();
    const file = await taxInvoice(order._id);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="tax-invoice-${order.number.replaceAll('/', '-')}.csv"`);
    const orderFields = {
      'Order number': order.number,
      'Order date': businessDate(new Date(order.createdAt), ZONE),
      'Quotation number': quote.number,
      'Quotation date': businessDate(new Date(quote.createdAt), ZONE),
      'Buyer name': ORDER_BUYER.name,
      'Buyer GSTIN': ORDER_BUYER.gstin,
      'Billing address': ORDER_BUYER.address,
      'Buyer state': 'Jharkhand',
      'Buyer state code': '20',
      'Place of supply': 'Jharkhand',
      'Place of supply code': '20',
      'Ship to name': '',
      'Ship to address': '',
      'Ship to state': '',
      'Ship to state code': '',
      'Ship to GSTIN': '',
      // ₹2,65,500.00 + ₹25,925.90 = ₹2,91,425.90, rounded to ₹2,91,426.
      'Round off (INR)': '0.10',
      'Order total (INR)': `${ORDER_TOTAL}.00`,
    };
    expect(file.rows).toEqual([
      {
        ...orderFields,
        Line: '1', Description: 'Paper plate machine PP-12', 'HSN/SAC': '8441', Quantity: '1', Unit: 'Nos', 'Rate (INR)': '250000.00',
        'Discount %': '10', 'Discount (INR)': '25000.00', 'Taxable value (INR)': '225000.00', 'GST rate %': '18',
        'CGST (INR)': '20250.00', 'SGST/UTGST (INR)': '20250.00', 'IGST (INR)': '0.00', 'Line total (INR)': '265500.00',
      },
      {
        ...orderFields,
        Line: '2', Description: 'Die set, 10 inch', 'HSN/SAC': '84419000', Quantity: '2', Unit: 'Set', 'Rate (INR)': '12345.67',
        'Discount %': '0', 'Discount (INR)': '0.00', 'Taxable value (INR)': '24691.34', 'GST rate %': '5',
        // 2.5% of ₹24,691.34 is ₹617.2835: each tax rounded to the paisa.
        'CGST (INR)': '617.28', 'SGST/UTGST (INR)': '617.28', 'IGST (INR)': '0.00', 'Line total (INR)': '25925.90',
      },
    ]);
  });

  it('gives the Ship to and its place of supply, another state\'s: IGST on each line', async () => {
    const shipTo = { name: 'Sharma & Sons, Unit 2', address: 'Dankuni, Hooghly 712311', state: 'West Bengal', gstin: null };
    const { order } = await calls.newOrder({ shipTo, placeOfSupply: 'West Bengal' });
    const rows = (await taxInvoice(order._id)).rows;
    expect(rows.map((row) => [row['Buyer state'], row['Place of supply'], row['Place of supply code'], row['Ship to name'], row['Ship to address'], row['Ship to state code']])).toEqual(
      rows.map(() => ['Jharkhand', 'West Bengal', '19', shipTo.name, shipTo.address, '19']),
    );
    expect(rows.map((row) => [row['CGST (INR)'], row['SGST/UTGST (INR)'], row['IGST (INR)'], row['Line total (INR)']])).toEqual([
      ['0.00', '0.00', '40500.00', '265500.00'],
      // 5% of ₹24,691.34 is ₹1,234.567.
      ['0.00', '0.00', '1234.57', '25925.91'],
    ]);
    expect([rows[0]['Round off (INR)'], rows[0]['Order total (INR)']]).toEqual(['0.09', `${ORDER_TOTAL}.00`]);
  });

  it('refuses no order (400), an unknown one (404), a cancelled one (409), a visitor and a GENERAL user', async () => {
    const { order } = await calls.newOrder();
    expect(await download('/api/export-orders/tax-invoice')).toMatchObject({ status: 400, message: 'orderId is required.' });
    expect(await taxInvoice(crypto.randomUUID())).toMatchObject({ status: 404, message: 'No order has this id.' });
    expect(await taxInvoice('not-an-id')).toMatchObject({ status: 404 });
    expect((await taxInvoice(order._id, null)).status).toBe(401);
    expect(await taxInvoice(order._id, general)).toMatchObject({ status: 403, message: 'Only the sales team can do this.' });
    const cancelled = await callApi(site.url, '/api/orders/status', {
      method: 'POST',
      json: { orderId: order._id, status: 'Cancelled', reason: 'The buyer withdrew.' },
      headers: { cookie: sales.cookie },
    });
    expect(cancelled.status).toBe(200);
    expect(await taxInvoice(order._id)).toMatchObject({ status: 409, message: `Order ${order.number} was cancelled: it has no tax invoice.` });
  });
});
