/**
 * The admin's enquiries list (SPEC §2, §8): an enquiry sent from a product page appears, newest
 * first, with its product, a call link and the rest; the CSV export holds it, quoted and safe to
 * open in a spreadsheet; a deleted product shows "N/A"; "No enquiries found." and the failure toast.
 * The lead pipeline: status and note changed from the list, filters, the weekly chart, the
 * notification states, and the export carrying status and note, on a 320 px wide screen too.
 * Days and times are the business's (India) even on a computer set to another zone.
 */
import fs from 'node:fs';
import { expect as baseExpect, test, type Page } from './fixtures';
import { DEMO_PRODUCTS } from '../../demo/catalogue';
import { MESSAGES } from '../../src/lib/messages';
import { businessDate, isoWithOffset } from '../../src/lib/business-time';
import { waitForIslands } from '../support/islands';
import { expectNoSidewaysScroll, openAdminList, signIn, unique } from './admin-support';
import { querySiteDatabase } from './support';

const expect = baseExpect.configure({ timeout: 90_000 });
test.setTimeout(360_000);

const product = DEMO_PRODUCTS[1];
// The site's business time zone (TIME_ZONE unset: the default).
const INDIA = 'Asia/Kolkata';

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
    '\uFEFFProduct,Name,Phone,Address,Message,Date,Status,Note\r\n' +
      `${product.productName},"'${name}",9876543210,"Line 4, Sakchi\nJamshedpur 831001","Price for the ""110 cups/min"" model, with two moulds?",${isoWithOffset(createdAt, INDIA)},New,\r\n`,
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

test('the admin works a lead from the list: status, note, filters, chart and export', async ({ page, context }, testInfo) => {
  const admin = await signIn(context, 'ADMIN', unique(testInfo, 'Admin'));
  const name = unique(testInfo, 'Kavita Rao');
  const other = unique(testInfo, 'Sunil Mehta');
  const phone = `7${String(Date.now()).slice(-9)}`;
  const [{ id }] = await querySiteDatabase<{ id: string }>(
    `insert into enquiries (product_id, name, phone, address, message) values ($1, $2, $3, 'Adityapur', 'Two machines, please.') returning id`,
    [product.id, name, phone],
  );
  // Sent a week ago about another product, already quoted.
  await querySiteDatabase(
    `insert into enquiries (product_id, name, phone, address, message, status, created_at)
     values ($1, $2, '9123456780', 'Sakchi', 'Any discount?', 'Quoted', now() - interval '8 days')`,
    [DEMO_PRODUCTS[2].id, other],
  );
  // Its email went out; the webhook was given up.
  await querySiteDatabase(
    `insert into enquiry_deliveries (enquiry_id, channel, state, attempts, sent_at, last_error) values
       ($1, 'email', 'sent', 1, now(), null), ($1, 'webhook', 'failed', 9, null, 'The webhook answered HTTP 503.')`,
    [id],
  );

  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 320, height: 740 });
  await openAdminList(page, '/admin-panel/all-enquiries', admin.user.name);
  const rows = page.getByRole('table', { name: 'All enquiries, newest first' }).getByRole('row').filter({ has: page.getByRole('cell') });
  const row = rows.filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Email: sent');
  await expect(row).toContainText('Webhook: failed');
  await expect(row).toContainText('The webhook answered HTTP 503.');

  // The weekly chart, with its figures as a table.
  const chart = page.getByRole('figure', { name: /Enquiries per week, last 12 weeks/ });
  await expect(chart.getByRole('img', { name: /Enquiries per week/ })).toBeVisible();
  await chart.getByText('Show the figures').click();
  await expect(chart.getByRole('table')).toBeVisible();
  await expect(chart.getByRole('row')).toHaveCount(13);
  await expectNoSidewaysScroll(page);

  // Status and note, saved from the list.
  await row.getByRole('combobox', { name: `Status of the enquiry from ${name}` }).selectOption('Contacted');
  await row.getByRole('textbox', { name: `Note on the enquiry from ${name}` }).fill('Called; wants a demo on Friday.');
  const saved = page.waitForResponse('**/api/update-enquiry');
  await row.getByRole('button', { name: `Save the enquiry from ${name}` }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Enquiry updated')).toBeVisible();
  expect(await querySiteDatabase('select status, note from enquiries where id = $1', [id])).toEqual([
    { status: 'Contacted', note: 'Called; wants a demo on Friday.' },
  ]);
  await expectNoSidewaysScroll(page);

  // Filters: by status, by product, by dates; search by phone.
  const filters = page.getByRole('group', { name: 'Filter enquiries' });
  await filters.getByLabel('Status').selectOption('Contacted');
  await expect(row).toHaveCount(1);
  await expect(rows.filter({ hasText: other })).toHaveCount(0);
  await filters.getByLabel('Status').selectOption('Quoted');
  await expect(row).toHaveCount(0);
  await expect(rows.filter({ hasText: other })).toHaveCount(1);
  await filters.getByLabel('Status').selectOption('');
  await filters.getByLabel('Product').selectOption(DEMO_PRODUCTS[2].id);
  await expect(row).toHaveCount(0);
  await expect(rows.filter({ hasText: other })).toHaveCount(1);
  await filters.getByLabel('Product').selectOption(product.id);
  await expect(row).toHaveCount(1);
  const day = (offset: number) => businessDate(new Date(Date.now() + offset * 86_400_000), INDIA);
  await filters.getByLabel('From').fill(day(1));
  await expect(row).toHaveCount(0);
  await filters.getByLabel('From').fill(day(-1));
  await filters.getByLabel('To').fill(day(1));
  await expect(row).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search enquiries' }).fill(phone);
  await expect(rows).toHaveCount(1);
  await expectNoSidewaysScroll(page);

  // The export of what is shown carries the status and the note.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = fs.readFileSync((await (await download).path())!, 'utf8');
  const lines = csv.replace('\uFEFF', '').split('\r\n');
  expect(lines[0]).toBe('Product,Name,Phone,Address,Message,Date,Status,Note');
  expect(lines[1]).toMatch(new RegExp(`,Contacted,Called; wants a demo on Friday\\.$`));
  expect(lines[1]).toContain(phone);

  // The change is the server's: it is there after a reload.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: name }).getByRole('combobox', { name: /Status of/ })).toHaveValue('Contacted');
});

test.describe('on a computer whose clock is set to UTC', () => {
  test.use({ timezoneId: 'UTC' });

  test('the admin reads the business’s Indian days and times: list, filter, chart weeks and export', async ({ page, context }, testInfo) => {
    const admin = await signIn(context, 'ADMIN', unique(testInfo, 'Admin'));
    const name = unique(testInfo, 'Late Evening Buyer');
    // Sunday 23 Nov 2025, 19:00 UTC is Monday 24 Nov, 00:30 in India; the page's "now" is
    // Monday 20:30 UTC, Tuesday 02:00 in India. A year back, so no other enquiry shares its weeks.
    const [{ id }] = await querySiteDatabase<{ id: string }>(
      `insert into enquiries (product_id, name, phone, address, message, created_at)
       values ($1, $2, '9812345670', 'Sakchi', 'Sent at night.', '2025-11-23T19:00:00Z') returning id`,
      [product.id, name],
    );
    try {
      await page.clock.setFixedTime(new Date('2025-11-24T20:30:00Z'));
      await openAdminList(page, '/admin-panel/all-enquiries', admin.user.name);
      const rows = page.getByRole('table', { name: 'All enquiries, newest first' }).getByRole('row').filter({ has: page.getByRole('cell') });
      const row = rows.filter({ hasText: name });
      await expect(row).toContainText('24 Nov 2025, 12:30 am IST');

      // The week is India's: Monday 24 Nov has begun there, and the enquiry is in it.
      const chart = page.getByRole('figure', { name: /Enquiries per week, last 12 weeks/ });
      await chart.getByText('Show the figures').click();
      const lastWeek = chart.getByRole('row').last();
      await expect(lastWeek.getByRole('rowheader')).toHaveText('24 Nov');
      await expect(lastWeek.getByRole('cell').last()).toHaveText('1');

      // The date filter takes India's days.
      const filters = page.getByRole('group', { name: 'Filter enquiries' });
      await filters.getByLabel('From').fill('2025-11-24');
      await filters.getByLabel('To').fill('2025-11-24');
      await expect(row).toHaveCount(1);
      await filters.getByLabel('To').fill('2025-11-23');
      await filters.getByLabel('From').fill('2025-11-23');
      await expect(row).toHaveCount(0);
      await filters.getByLabel('From').fill('');
      await filters.getByLabel('To').fill('');

      // The export: ISO with India's offset, named after India's day.
      await page.getByRole('searchbox', { name: 'Search enquiries' }).fill(name);
      await expect(rows).toHaveCount(1);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('enquiries-2025-11-25.csv');
      const csv = fs.readFileSync((await file.path())!, 'utf8');
      expect(csv).toContain(',2025-11-24T00:30:00+05:30,');
    } finally {
      await querySiteDatabase('delete from enquiries where id = $1', [id]);
    }
  });
});
