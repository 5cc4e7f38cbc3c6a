/**
 * Quotations from the lead desk (docs/spec.md §22): the admin makes one from a lead (the enquired
 * machine prefilled, its long description wrapped whole, today's GST rates, a GSTIN checked as it
 * is typed, a free "Freight" line added with its unit and what its rate depends on), sees the
 * totals and the words the server then saves, and finds it in the lead's list as a draft with its
 * links; shared on WhatsApp it is sent; the buyer opens the link in a browser without script and
 * accepts it by a plain form post; the lead is then Won, and its timeline says what happened. A
 * revision replaces the first ("Replaced by …-R1"), after a refusal shown at its field; the list's
 * "Make a quotation" opens the form, a machine is added from a catalogue search, and Back closes
 * the form. On a phone each line is a card and nothing scrolls sideways at 320 px.
 */
import { expect as baseExpect, test, type Locator, type Page } from './fixtures';
import { ON_PHONE } from './tags';
import { DEMO_PRODUCTS } from '../../demo/catalogue';
import { QUOTE_MESSAGES } from '../../src/lib/messages';
import { formatRupees, toPaise } from '../../src/lib/price';
import type { Quote } from '../../src/lib/quotes/types';
import type { Envelope } from '../../src/lib/types';
import { expectNoSidewaysScroll, openAdminList, signIn, unique } from './admin-support';
import { querySiteDatabase } from './support';

const expect = baseExpect.configure({ timeout: 90_000 });
test.setTimeout(360_000);

const product = DEMO_PRODUCTS[0];
const LIST = '/admin-panel/all-enquiries';
const leadHref = (id: string) => `${LIST}?lead=${id}`;
const NUMBER = String.raw`QT\/\d{4}-\d{2}\/\d{4}`;

/** A phone no other lead of this run has. */
const freshPhone = () => `8${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

async function storeLead(name: string, address: string, email: string | null = null): Promise<string> {
  const [row] = await querySiteDatabase<{ id: string }>(
    `insert into enquiries (product_id, name, phone, address, message, email) values ($1, $2, $3, $4, 'Please send a quotation.', $5) returning id`,
    [product.id, name, freshPhone(), address, email],
  );
  return row.id;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A toast saying exactly this. */
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: typeof text === 'string' ? new RegExp(`^${escaped(text)}$`) : text });

const leadView = (page: Page, name: string) => page.getByRole('article', { name });

/** The lead's quotations as the API lists them, newest first. */
async function apiQuotes(page: Page, leadId: string): Promise<Quote[]> {
  const answer = await page.request.get(`/api/quotes?enquiryId=${leadId}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as Envelope<Quote[]>).data!;
}

/** The totals box: each row's label and amount, and the total in words. */
async function shownTotals(dialog: Locator): Promise<{ rows: string[][]; words: string }> {
  const totals = dialog.getByRole('region', { name: 'Totals' });
  const rows = await totals.locator('dt').evaluateAll((terms) => terms.map((dt) => [dt.textContent!, dt.nextElementSibling!.textContent!]));
  return { rows, words: (await totals.locator('p').last().textContent())! };
}

const timelineTitles = (view: Locator) =>
  view
    .getByRole('list', { name: 'Timeline, oldest first' })
    .getByRole('listitem')
    .evaluateAll((entries) => entries.map((entry) => entry.querySelector('p')!.textContent));

/** On a phone a line's fields stack in a card; on a desk they sit in one row. */
async function expectLineLayout(line: Locator, phone: boolean): Promise<void> {
  const description = (await line.getByLabel('Description').boundingBox())!;
  const quantity = (await line.getByLabel('Quantity').boundingBox())!;
  if (phone) expect(quantity.y).toBeGreaterThanOrEqual(description.y + description.height);
  else expect(Math.abs(quantity.y - description.y)).toBeLessThan(2);
}

test('a quotation made from a lead, accepted by the buyer without script, wins the lead', { tag: ON_PHONE }, async ({ page, context, browser }, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const admin = await signIn(context, 'ADMIN', unique(testInfo, 'Admin'));
  const name = unique(testInfo, 'Asha Verma');
  const email = `asha.${Date.now().toString(36)}@example.in`;
  const leadId = await storeLead(name, 'Plot 4, MIDC Bhosari, Pune, Maharashtra 411026', email);
  const [{ hsn }] = await querySiteDatabase<{ hsn: string | null }>('select hsn from products where id = $1', [product.id]);

  await openAdminList(page, leadHref(leadId), admin.user.name);
  const view = leadView(page, name);
  const quotations = view.getByRole('region', { name: 'Quotations' });
  await expect(quotations.getByText(QUOTE_MESSAGES.empty)).toBeVisible();
  await quotations.getByRole('button', { name: 'Make a quotation' }).click();
  expect(new URL(page.url()).searchParams.get('quote')).toBe('new');

  // Prefilled from the lead, the machine asked about and the seller's settings.
  const dialog = page.getByRole('dialog', { name: 'Make a quotation' });
  await expect(dialog.getByLabel('Buyer name')).toHaveValue(name);
  await expect(dialog.getByLabel('State')).toHaveValue('Maharashtra');
  await expect(dialog.getByLabel('Email (optional)')).toHaveValue(email);
  const first = dialog.getByRole('group', { name: 'Line 1' });
  await expect(first.getByLabel('Description')).toHaveValue(product.productName);
  await expect(first.getByLabel('HSN/SAC')).toHaveValue(hsn ?? '8441');
  await expect(first.getByLabel('Quantity')).toHaveValue('1');
  await expect(first.getByLabel('Unit price ₹')).toHaveValue(String(product.sellingPrice));
  await expect(first.getByLabel('GST rate')).toHaveValue('18');
  // The rates in force today (22 Sep 2025 on): no 12 or 28 %.
  await expect(first.getByLabel('GST rate').locator('option')).toHaveText(['0 %', '5 %', '18 %', '40 %']);
  await expect(dialog.getByLabel('Payment')).not.toHaveValue('');
  await expect(dialog.getByText(/^Valid until \d{1,2} \w{3} \d{4}$/)).toBeVisible();

  // A long description wraps in its box, shown whole, however narrow the column.
  const description = first.getByLabel('Description');
  const oneLine = (await description.boundingBox())!.height;
  const longName = `${product.productName}, fully automatic, with servo drive, ultrasonic sealing and a 6 oz to 12 oz die set`;
  await description.fill(longName);
  await expect.poll(async () => (await description.boundingBox())!.height).toBeGreaterThan(oneLine);
  expect(await description.evaluate((box) => box.scrollHeight - box.clientHeight)).toBeLessThanOrEqual(0);

  // A wrong GSTIN is said as soon as it is typed, without a Save; a right one clears it.
  const gstin = dialog.getByLabel('GSTIN (optional)');
  await gstin.fill('27AAPFU0939F1ZX');
  await expect(gstin).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('GSTIN has a wrong check character: one of its characters is mistyped.')).toBeVisible();
  await gstin.fill('27AAPFU0939F1ZV');
  await expect(gstin).not.toHaveAttribute('aria-invalid');

  // A free line: "Freight" brings its service code and its unit, a lot; 18 % GST, and beside the
  // rate what it depends on.
  await dialog.getByRole('button', { name: 'Add a line' }).click();
  const freight = dialog.getByRole('group', { name: 'Line 2' });
  await expect(freight.getByLabel('Description')).toBeFocused();
  await freight.getByRole('button', { name: 'Freight' }).click();
  await expect(freight.getByLabel('Description')).toHaveValue('Freight');
  await expect(freight.getByLabel('HSN/SAC')).toHaveValue('9965');
  await expect(freight.getByLabel('Unit', { exact: true })).toHaveValue('Lot');
  await freight.getByLabel('Unit price ₹').fill('12,000');
  await expect(freight.getByLabel('GST rate')).toHaveValue('18');
  await expect(freight.getByLabel('GST rate')).toHaveAccessibleDescription('Goods transport by a GTA: 5 % without input tax credit, 18 % with it.');
  await expect(freight.getByText('Goods transport by a GTA: 5 % without input tax credit, 18 % with it.')).toBeVisible();
  await expectLineLayout(freight, phone);

  // Across states: IGST, and the words.
  await expect(dialog.getByRole('region', { name: 'Totals' })).toContainText('IGST');
  // The machine installed at a Ship to in the seller's state: chosen as the place of supply, CGST
  // and SGST follow at once; the Ship to taken away, the buyer's state again (docs/spec.md §22.9).
  await dialog.getByLabel('Ship to another address').check();
  await dialog.getByLabel('Ship to state').selectOption('Jharkhand');
  await dialog.getByLabel('Jharkhand (Ship to)').check();
  await expect(dialog.getByRole('region', { name: 'Totals' })).toContainText('The place of supply is Jharkhand, the seller\'s state: CGST and SGST.');
  await dialog.getByLabel('Ship to another address').uncheck();
  await expect(dialog.getByRole('region', { name: 'Totals' })).toContainText('The place of supply is Maharashtra, the seller is in Jharkhand: IGST.');
  const shown = await shownTotals(dialog);
  await dialog.getByRole('button', { name: 'Save quotation' }).click();

  await expect(toast(page, new RegExp(`^Quotation ${NUMBER} made$`))).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).searchParams.get('quote')).toBeNull();
  const [quote] = await apiQuotes(page, leadId);
  await expect(toast(page, QUOTE_MESSAGES.made(quote.number))).toBeVisible();
  // What the form showed is what the server computed and saved.
  const { totals } = quote;
  expect(shown).toEqual({
    rows: [
      ['Taxable value', formatRupees(toPaise(totals.taxable))],
      ['IGST', formatRupees(toPaise(totals.igst))],
      ['Round off', formatRupees(toPaise(totals.roundOff))],
      ['Total', formatRupees(toPaise(totals.total))],
    ],
    words: totals.inWords,
  });
  expect(quote.items.map((item) => [item.description, item.hsn, item.unit, item.unitPrice, item.gstRate])).toEqual([
    [longName, hsn ?? '8441', 'Nos', product.sellingPrice, 18],
    ['Freight', '9965', 'Lot', 12000, 18],
  ]);
  expect(quote.buyer.gstin).toBe('27AAPFU0939F1ZV');

  // In the lead's list: a draft (nobody has sent it yet), its total, its links; the lead is now Quoted.
  const entry = quotations.getByRole('listitem', { name: quote.number });
  await expect(entry.getByText('Draft', { exact: true })).toBeVisible();
  await expect(entry).toContainText(formatRupees(toPaise(totals.total)));
  await expect(entry.getByRole('link', { name: 'Open' })).toHaveAttribute('href', quote.url);
  await expect(entry.getByRole('link', { name: 'PDF' })).toHaveAttribute('href', quote.pdfUrl);
  await expect(view.locator('header').getByText('Quoted', { exact: true })).toBeVisible();

  // "Send on WhatsApp": the new tab records the share and goes on to the buyer's chat; the
  // quotation is then sent.
  const [chat, tab] = await Promise.all([
    context.waitForEvent('request', (request) => request.url().startsWith('https://wa.me/')),
    page.waitForEvent('popup'),
    entry.getByRole('link', { name: 'Send on WhatsApp' }).click(),
  ]);
  expect(new URL(chat.redirectedFrom()!.url()).pathname).toBe('/api/quotes/whatsapp');
  const whatsApp = new URL(chat.url());
  expect(whatsApp.origin + whatsApp.pathname).toBe(`https://wa.me/91${quote.buyer.phone}`);
  expect(whatsApp.searchParams.get('text')).toContain(`${quote.number} here: ${quote.url}`);
  await tab.close();
  await expect(entry.getByText('Sent', { exact: true })).toBeVisible();
  await entry.getByRole('button', { name: 'Send by email' }).click();
  await expect(toast(page, QUOTE_MESSAGES.emailQueued(quote.number, email))).toBeVisible();

  // The buyer, in a browser without script: the page, then Accept as a plain form post.
  const buyer = await browser.newContext({ javaScriptEnabled: false });
  const buyerPage = await buyer.newPage();
  await buyerPage.goto(quote.url);
  await expect(buyerPage.getByText(quote.number).first()).toBeVisible();
  const [accepted] = await Promise.all([
    buyerPage.waitForResponse((response) => response.request().method() === 'POST'),
    buyerPage.getByRole('button', { name: 'Accept', exact: true }).click(),
  ]);
  expect(accepted.status()).toBe(303);
  await expect(buyerPage.getByText(/You have accepted this quotation/)).toBeVisible();
  await buyer.close();

  // Back in the admin: Won, accepted, and the timeline tells it.
  await page.reload();
  await expect(view.locator('header').getByText('Won', { exact: true })).toBeVisible();
  await expect(entry.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(entry.getByRole('button', { name: 'Revise' })).toHaveCount(0);
  const told = [
    `Quotation ${quote.number} made`,
    `Quotation ${quote.number} shared on WhatsApp`,
    `Buyer opened quotation ${quote.number}`,
    `Buyer accepted quotation ${quote.number}`,
    `Quotation ${quote.number} emailed to the buyer`,
  ];
  await expect
    .poll(async () => {
      await page.reload();
      await expect(view.getByRole('list', { name: 'Timeline, oldest first' })).toBeVisible();
      return timelineTitles(view);
    })
    .toEqual(expect.arrayContaining(told));
  const titles = await timelineTitles(view);
  expect(titles.indexOf(told[0])).toBeLessThan(titles.indexOf(told[1]));
  expect(titles.indexOf(told[1])).toBeLessThan(titles.indexOf(told[2]));
  expect(titles.indexOf(told[2])).toBeLessThan(titles.indexOf(told[3]));
});

test('the list opens the form, Back closes it, and a revision replaces the quotation after a refusal at its field', { tag: ON_PHONE }, async ({ page, context }, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const admin = await signIn(context, 'ADMIN', unique(testInfo, 'Admin'));
  const name = unique(testInfo, 'Ravi Shankar Mahato');
  const leadId = await storeLead(name, 'Road 4, Adityapur Industrial Area, Jamshedpur');

  // From the list: the row's "Make a quotation" opens the lead with its form.
  await openAdminList(page, `${LIST}?q=${encodeURIComponent(name)}`, admin.user.name);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('link', { name: 'Make a quotation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a quotation' });
  await expect(dialog.getByLabel('Buyer name')).toHaveValue(name);
  // In the seller's own state (the address names none): CGST and SGST.
  await expect(dialog.getByLabel('State')).toHaveValue('Jharkhand');
  await expect(dialog.getByRole('region', { name: 'Totals' })).toContainText('CGST');
  await expectLineLayout(dialog.getByRole('group', { name: 'Line 1' }), phone);
  if (phone) {
    await page.setViewportSize({ width: 320, height: 800 });
    await expect.poll(() => dialog.evaluate((d) => d.scrollWidth - d.clientWidth)).toBeLessThanOrEqual(0);
    await expectNoSidewaysScroll(page);
  }
  // "Add a machine": found by a catalogue search, added as a line of its own; "Remove" takes it off.
  const sleeving = DEMO_PRODUCTS[2];
  await dialog.getByRole('button', { name: 'Add a machine' }).click();
  await dialog.getByRole('searchbox', { name: 'Search the catalogue' }).fill('sleeving');
  await dialog.getByRole('list', { name: 'Machines found' }).getByRole('button', { name: `Add ${sleeving.productName}` }).click();
  const added = dialog.getByRole('group', { name: 'Line 2' });
  await expect(added.getByLabel('Description')).toHaveValue(sleeving.productName);
  await expect(added.getByLabel('Unit price ₹')).toHaveValue(String(sleeving.sellingPrice));
  await expect(added.getByLabel('Unit price ₹')).toBeFocused();
  await added.getByRole('button', { name: 'Remove line 2' }).click();
  await expect(added).toHaveCount(0);
  // The sales contact printed on it: the desk user sets their own mobile from the form.
  await dialog.getByRole('button', { name: 'Set your mobile' }).click();
  await dialog.getByLabel('Your mobile').fill('98765 01234');
  await dialog.getByRole('button', { name: 'Save mobile' }).click();
  await expect(dialog.getByText(`Sales contact: ${admin.user.name}, +91 98765 01234`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save quotation' }).click();
  await expect(toast(page, new RegExp(`^Quotation ${NUMBER} made$`))).toBeVisible();
  const [original] = await apiQuotes(page, leadId);
  expect(original.salesPerson).toEqual({ name: admin.user.name, mobile: '9876501234' });
  const view = leadView(page, name);
  const quotations = view.getByRole('region', { name: 'Quotations' });
  await expect(quotations.getByRole('listitem', { name: original.number })).toBeVisible();

  // The form opened from the lead: Back closes it, the lead stays.
  await quotations.getByRole('button', { name: 'Make a quotation' }).click();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(view.getByRole('heading', { level: 1 })).toHaveText(name);

  // Revise: prefilled from the quotation; a refusal is shown at its field, nothing typed lost.
  await quotations.getByRole('listitem', { name: original.number }).getByRole('button', { name: 'Revise' }).click();
  const revise = page.getByRole('dialog', { name: `Revise quotation ${original.number}` });
  const line = revise.getByRole('group', { name: 'Line 1' });
  await expect(line.getByLabel('Description')).toHaveValue(product.productName);
  await line.getByLabel('Quantity').fill('2');
  await line.getByLabel('Discount %').fill('2.5');
  await line.getByLabel('Unit price ₹').fill('');
  await revise.getByRole('button', { name: 'Save revision' }).click();
  const price = line.getByLabel('Unit price ₹');
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(price).toBeFocused();
  await expect(line.getByText(/^Unit price must be a number/)).toBeVisible();
  await expect(line.getByLabel('Quantity')).toHaveValue('2');
  expect(await apiQuotes(page, leadId)).toHaveLength(1);
  await price.fill(String(product.sellingPrice));
  await revise.getByRole('button', { name: 'Save revision' }).click();

  await expect(toast(page, QUOTE_MESSAGES.revised(`${original.number}-R1`, original.number))).toBeVisible();
  await expect(revise).toBeHidden();
  const old = quotations.getByRole('listitem', { name: original.number, exact: true });
  await expect(old.getByText(`Replaced by ${original.number}-R1`)).toBeVisible();
  await expect(old.getByText('Replaced', { exact: true })).toBeVisible();
  await expect(old.getByRole('button', { name: 'Revise' })).toHaveCount(0);
  await expect(old.getByRole('link', { name: 'Send on WhatsApp' })).toHaveCount(0);
  const revision = quotations.getByRole('listitem', { name: `${original.number}-R1` });
  await expect(revision.getByText('Draft', { exact: true })).toBeVisible();
  const [newest] = await apiQuotes(page, leadId);
  expect(newest.items[0]).toMatchObject({ quantity: 2, discountPercent: 2.5 });
  await expect(revision).toContainText(formatRupees(toPaise(newest.totals.total)));
});
