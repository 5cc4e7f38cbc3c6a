/**
 * The whole road of an order (docs/spec.md §24), as the buyer and the sales desk take it: the buyer
 * accepts a quotation in a browser without script and is led to the order's page; on the lead's
 * view the desk makes a proforma invoice for a 30% advance, records the advance by UPI and the
 * balance by NEFT, marks the order ready, dispatched (with its transport papers) and installed;
 * the buyer's order page, still without script, then shows every step, nothing due and each
 * document. The rules of each step are the API tests'; each section's refusals, its own journey's.
 */
import { expect as baseExpect, test, type Locator } from './fixtures';
import { ON_PHONE } from './tags';
import { businessDate } from '../../src/lib/business-time';
import { orderCalls } from '../support/orders';
import { expectNoSidewaysScroll, openAdminList, signIn, unique } from './admin-support';
import { e2eSite } from './support';

const expect = baseExpect.configure({ timeout: 60_000 });
test.setTimeout(300_000);

/** One line of ₹2,00,000 at 18% to a buyer in the seller's state: ₹2,36,000 with CGST and SGST. */
const MACHINE = { description: 'Paper plate machine PP-12', hsn: '8441', quantity: 1, unitPrice: 200000, gstRate: 18 as const };

/** Records a payment and waits for its receipt: the order's `count`th. */
async function recordPayment(payments: Locator, count: number, payment: { amount: string; mode: string; reference: string }) {
  const form = payments.getByRole('form', { name: 'Record a payment' });
  await form.getByLabel('Amount ₹').fill(payment.amount);
  await form.getByLabel('Mode').selectOption(payment.mode);
  await form.getByLabel('Reference (UTR, UPI or cheque number)').fill(payment.reference);
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(payments.getByText(/^Receipt RCPT\/\d{4}-\d{2}\/\d{4}$/)).toHaveCount(count);
}

async function nextStep(fulfilment: Locator, step: string, fields: Record<string, string> = {}) {
  const form = fulfilment.getByRole('form', { name: /^Next step of order / });
  await form.getByLabel('Next step').selectOption(step);
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
  await form.getByRole('button', { name: `Mark as ${step}` }).click();
}

test('accepted, invoiced for the advance, paid twice, dispatched and installed; the buyer follows it without script', { tag: ON_PHONE }, async ({ page, context, browser }, testInfo) => {
  const deskName = unique(testInfo, 'Kavita Rao');
  const sales = await signIn(context, 'SALES', deskName);
  const calls = orderCalls(e2eSite(), sales);
  const lead = await calls.newLead();
  const quote = await calls.makeQuote(lead, { items: [MACHINE] });
  expect(quote.totals.total).toBe(236000);

  // The buyer accepts in a browser without script, and is led to the order.
  const buyer = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
  const buyerPage = await buyer.newPage();
  await buyerPage.goto(quote.url);
  await buyerPage.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(buyerPage.getByText(/You have accepted this quotation/)).toBeVisible();
  const follow = buyerPage.getByRole('link', { name: 'follow your order' });
  const orderPage = new URL((await follow.getAttribute('href'))!, quote.url).href;
  const number = (await buyerPage.locator('.order-link').textContent())!.match(/SO\/\d{4}-\d{2}\/\d{4}/)![0];

  // The desk finds the order on the lead.
  await openAdminList(page, `/admin-panel/all-enquiries?lead=${lead._id}`, deskName);
  const order = page.getByRole('region', { name: `Order ${number}` });
  // Where the order stands: the current step of its road (every step's name is on the road).
  const step = order.getByRole('list', { name: "The order's road" }).locator('li[aria-current="step"] > span').first();
  await expect(step).toHaveText('Confirmed');
  // Its total, paid and balance stay whole, each on one line, on a phone too.
  for (const amount of await order.locator('dl').first().locator('dd').all()) expect((await amount.boundingBox())!.height).toBeLessThan(30);

  // A proforma invoice for a 30% advance.
  const proformas = order.getByRole('region', { name: 'Proforma invoices' });
  const make = proformas.getByRole('form', { name: 'Make a proforma invoice' });
  await make.getByLabel('Advance (% of the total)').fill('30');
  await make.getByRole('button', { name: 'Make proforma invoice' }).click();
  const made = proformas.getByRole('list', { name: 'Proforma invoices, newest first' }).getByRole('listitem');
  await expect(made).toContainText('₹70,800');
  const proformaNumber = (await made.getByRole('heading').textContent())!;

  // The advance by UPI, then the balance by NEFT.
  const payments = order.getByRole('region', { name: 'Payments' });
  await recordPayment(payments, 1, { amount: '70800', mode: 'UPI', reference: '412345678901' });
  await expect(step).toHaveText('Advance received');
  await recordPayment(payments, 2, { amount: '165200', mode: 'NEFT', reference: 'SBIN426123456789' });
  await expect(payments).toContainText('Paid ₹2,36,000 of ₹2,36,000');
  await expect(payments.getByRole('form', { name: 'Record a payment' })).toHaveCount(0);

  // Ready, dispatched with its papers, installed.
  const today = businessDate(new Date());
  const fulfilment = order.getByRole('region', { name: 'Fulfilment' });
  await nextStep(fulfilment, 'Ready for dispatch');
  await expect(step).toHaveText('Ready for dispatch');
  await nextStep(fulfilment, 'Dispatched', {
    Transporter: 'VRL Logistics',
    'LR number': 'LR-20931',
    'Vehicle number': 'jh05 ab 1234',
    'E-way bill number': '331008765432',
    'Dispatched on': today,
  });
  await expect(step).toHaveText('Dispatched');
  await expect(fulfilment).toContainText('JH05AB1234');
  await nextStep(fulfilment, 'Installed', { 'Installed on': today, Engineer: 'Suresh Mahto' });
  await expect(step).toHaveText('Installed');
  if (testInfo.project.name === 'phone') await expectNoSidewaysScroll(page);

  // The buyer's page, still without script: every step, nothing due, each document.
  await buyerPage.goto(orderPage);
  await expect(buyerPage.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  const main = buyerPage.locator('main');
  for (const text of ['Installed', 'Suresh Mahto', 'VRL Logistics', 'LR-20931', 'JH05AB1234', '331008765432', quote.number, proformaNumber]) {
    await expect(main).toContainText(text);
  }
  await expect(main).toContainText(/Paid\s*₹2,36,000\.00/);
  await expect(main).toContainText(/Due\s*₹0\.00/);
  const documents = buyerPage.getByRole('region', { name: 'Documents' });
  await expect(documents.getByText(/^Receipt RCPT\//)).toHaveCount(2);
  await expect(documents.getByRole('link', { name: `Proforma invoice ${proformaNumber}, PDF` })).toBeVisible();
  await buyer.close();
});
