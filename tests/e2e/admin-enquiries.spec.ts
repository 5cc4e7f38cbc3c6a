/**
 * The admin's enquiries list (SPEC §2, §8): an enquiry sent from a product page appears, newest
 * first, with its product, a call link and the rest; the CSV export holds it, quoted and safe to
 * open in a spreadsheet; a deleted product shows "N/A"; "No enquiries found." and the failure toast.
 */
import fs from 'node:fs';
import { expect as baseExpect, test, type Page } from './fixtures';
import { DEMO_PRODUCTS } from '../../scripts/demo/catalogue';
import { MESSAGES } from '../../src/lib/messages';
import { waitForIslands } from '../support/islands';
import { expectNoSidewaysScroll, openAdminList, signIn, unique } from './admin-support';
import { querySiteDatabase } from './support';

const expect = baseExpect.configure({ timeout: 90_000 });
test.setTimeout(360_000);

const product = DEMO_PRODUCTS[1];

/** Sends an enquiry through the product page's dialog, as a visitor would. */
async function sendEnquiry(page: Page, fields: { Name: string; Phone: string; Address: string; Message: string }) {
  await page.goto(`/product/${product.id}`);
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Send Enquiry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Enquiry' });
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
  const answer = page.waitForResponse('**/api/enquiries', { timeout: 120_000 });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  expect((await answer).status()).toBe(201);
  await expect(dialog).toBeHidden();
}

test('an enquiry sent from a product page is listed and exported as CSV', async ({ page, browser, context }, testInfo) => {
  const visitor = await browser.newPage();
  const name = `=SUM(1,2) ${unique(testInfo, 'Ravi Kumar')}`; // a formula-looking name must stay text
  const enquiry = {
    Name: name,
    Phone: '9876543210',
    Address: 'Line 4, Sakchi\nJamshedpur 831001',
    Message: 'Price for the "110 cups/min" model, with two moulds?',
  };
  await sendEnquiry(visitor, enquiry);
  await visitor.close();

  const admin = await signIn(context, 'ADMIN', unique(testInfo, 'Admin'));
  await openAdminList(page, '/admin-panel/all-enquiries', admin.user.name);
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  const row = rows.filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(0)).toHaveText(product.productName);
  await expect(row.getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
  await expect(row).toContainText('Jamshedpur 831001');
  await expect(row).toContainText(enquiry.Message);
  await expectNoSidewaysScroll(page);

  // Newest first: the dates never increase down the list.
  const dates = await rows.locator('time').evaluateAll((times) => times.map((t) => Date.parse(t.getAttribute('datetime')!)));
  expect(dates.length).toBeGreaterThan(0);
  expect(dates).toEqual([...dates].sort((a, b) => b - a));

  // The export of the list as shown: searching narrows it to this enquiry.
  await page.getByRole('searchbox', { name: 'Search enquiries' }).fill(name);
  await expect(rows).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d\d-\d\d\.csv$/);
  const csv = fs.readFileSync((await file.path())!, 'utf8');
  const createdAt = (await querySiteDatabase<{ created_at: Date }>('select created_at from enquiries where name = $1', [name]))[0].created_at;
  expect(csv).toBe(
    '\uFEFFProduct,Name,Phone,Address,Message,Date\r\n' +
      `${product.productName},"'${name}",9876543210,"Line 4, Sakchi\nJamshedpur 831001","Price for the ""110 cups/min"" model, with two moulds?",${createdAt.toISOString()}\r\n`,
  );
});

test('an enquiry whose product is gone shows "N/A"; an empty list says "No enquiries found."', async ({ page, context }, testInfo) => {
  const admin = await signIn(context, 'ADMIN', unique(testInfo, 'Admin'));
  const name = unique(testInfo, 'Meena Das');
  // An enquiry about a product that has since been removed (the product reference is then empty).
  await querySiteDatabase(
    `insert into enquiries (product_id, name, phone, address, message) values (null, $1, '7004067890', 'Adityapur', 'Still available?')`,
    [name],
  );
  await openAdminList(page, '/admin-panel/all-enquiries', admin.user.name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell').nth(0)).toHaveText(MESSAGES.missingProduct);

  await page.getByRole('searchbox', { name: 'Search enquiries' }).fill(`nothing-like-this-${Date.now()}`);
  await expect(page.getByText(MESSAGES.enquiriesEmpty)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
});

test('a failed enquiries call shows "Failed to fetch enquiries." when no answer came', async ({ page, context }, testInfo) => {
  const admin = await signIn(context, 'ADMIN', unique(testInfo, 'Admin'));
  await page.route('**/api/all-enquiries', (route) => route.abort('connectionreset'));
  await openAdminList(page, '/admin-panel/all-enquiries', admin.user.name);
  await expect(page.getByText(MESSAGES.enquiriesFetchFailed)).toBeVisible();
  await expect(page.getByText(MESSAGES.enquiriesEmpty)).toBeVisible();
});
