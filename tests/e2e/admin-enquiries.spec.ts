/**
 * The admin's lead list (SPEC §2.8, §12, §21.8): an enquiry sent from a product page appears, newest
 * first, with its buyer, product, time, status and follow-up; the sales team's mail links to the
 * lead; the streamed CSV export holds it, quoted and safe to open in a spreadsheet; a deleted
 * product shows "N/A"; "No enquiries found." and the failure toast. Pages of 50 from the server with
 * Previous and Next; the desk opening on its leads (the first row on the first screen, the
 * follow-up views one tap away, on a computer and on a phone); the filters; the reports (the
 * weekly chart and the interest figures, no box taller than what it holds); the "Due today" and
 * "Overdue" views with their counts; a lead opened from the list and Back to the same page. Real
 * names read whole: no word breaks inside itself, at 1280 px nor on a phone. Days and times are the
 * business's (India) even on a computer set to another zone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { expect as baseExpect, test, type Page } from './fixtures';
import { ALONE, ON_PHONE } from './tags';
import { DEMO_PRODUCTS } from '../../demo/catalogue';
import { DEMO_LEADS } from '../../demo/leads';
import { MESSAGES } from '../../src/lib/messages';
import { addDays, businessDate, businessDayStart, businessWeekStart, isoWithOffset } from '../../src/lib/business-time';
import { normalisePhone } from '../../src/lib/validation/enquiries';
import { waitForIslands } from '../support/islands';
import { brokenWords, expectNoSidewaysScroll, openAdminList, showAdminLinks, signIn, unique } from './admin-support';
import { e2eSite, querySiteDatabase } from './support';

const expect = baseExpect.configure({ timeout: 90_000 });
test.setTimeout(360_000);

const product = DEMO_PRODUCTS[1];
// The site's business time zone (TIME_ZONE unset: the default).
const INDIA = 'Asia/Kolkata';
const CSV_HEADER =
  'Product,Name,Phone,Email,Address,Message,Date,Status,Note,Next follow-up,UTM source,UTM medium,UTM campaign,Referrer,' +
  'Reference,Owner,First response,First response by,Latest quotation,Quotation value (INR),Lead link';

const leadRows = (page: Page, caption = 'All enquiries, newest first') =>
  page.getByRole('table', { name: caption }).getByRole('row').filter({ has: page.getByRole('cell') });

/** Sends an enquiry through the product page's dialog, as a visitor would. */
async function sendEnquiry(page: Page, fields: { Name: string; Phone: string; 'Email (optional)'?: string; Address: string; Message: string }) {
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

/** The text of the mail the site wrote (as an .eml file) whose subject names `name`, once it is there. */
async function mailAbout(name: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const { mailDir } = e2eSite();
      for (const file of fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : []) {
        const mail = await simpleParser(fs.readFileSync(path.join(mailDir, file)));
        if (mail.subject?.includes(name)) text = mail.text ?? '';
      }
      return text;
    }, { timeout: 60_000 })
    .not.toBe('');
  return text;
}

/** Clicks "Export CSV" and reads the file the browser saved. */
async function exportCsv(page: Page): Promise<{ name: string; csv: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  return { name: file.suggestedFilename(), csv: fs.readFileSync((await file.path())!, 'utf8') };
}

test('an enquiry sent from a product page is listed and exported as CSV', async ({ page, browser, context }, testInfo) => {
  const visitor = await browser.newPage();
  const name = `=SUM(1,2) ${unique(testInfo, 'Ravi Kumar')}`; // a formula-looking name must stay text
  const enquiry = {
    Name: name,
    Phone: '+91 98765 43210',
    'Email (optional)': 'ravi.kumar@example.com',
    Address: 'Line 4, Sakchi\nJamshedpur 831001',
    Message: 'Price for the "110 cups/min" model, with two moulds?',
  };
  await sendEnquiry(visitor, enquiry);
  await visitor.close();

  const admin = await signIn(context, 'ADMIN', unique(testInfo, 'Admin'));
  await openAdminList(page, '/admin-panel/all-enquiries', admin.user.name);
  const rows = leadRows(page);
  const row = rows.filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name })).toBeVisible();
  await expect(row.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
  await expect(row.getByRole('cell').nth(1)).toHaveText(product.productName);
  // When it came, then how long it has waited for an answer (docs/spec.md §23.3).
  await expect(row.getByRole('cell').nth(2).locator('time')).toHaveText(/^(just now|\d+ min ago)$/);
  await expect(row.getByRole('cell').nth(2)).toContainText(/Waiting \d+ min$/);
  await expect(row.getByRole('cell').nth(3)).toHaveText('New');
  await expect(row.getByRole('cell').nth(5)).toHaveText('None');
  await expectNoSidewaysScroll(page);

  // The sales team's mail gives the buyer's email and links to the lead itself.
  const mail = await mailAbout(name);
  expect(mail).toContain('Email:   ravi.kumar@example.com');
  const link = /This lead: (\S+\/admin-panel\/all-enquiries\?lead=[0-9a-f-]{36})/.exec(mail)![1];
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('link', { name: product.productName })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ravi.kumar@example.com' })).toHaveAttribute('href', 'mailto:ravi.kumar@example.com');
  await page.getByRole('link', { name: 'Back to all enquiries' }).click();
  await expect(row).toHaveCount(1);

  // Newest first: the arrival times never increase down the list.
  const dates = await rows.locator('td[data-label="Received"] time').evaluateAll((times) => times.map((t) => Date.parse(t.getAttribute('datetime')!)));
  expect(dates.length).toBeGreaterThan(0);
  expect(dates).toEqual([...dates].sort((a, b) => b - a));

  // The export of the list as shown: searching narrows it to this enquiry.
  await page.getByRole('searchbox', { name: 'Search enquiries' }).fill(name);
  await expect(rows).toHaveCount(1);
  await expect(page).toHaveURL(/[?&]q=/);
  const { name: fileName, csv } = await exportCsv(page);
  expect(fileName).toMatch(/^enquiries-\d{4}-\d\d-\d\d\.csv$/);
  const [lead] = await querySiteDatabase<{ id: string; created_at: Date; reference: string; owner: string | null }>(
    'select e.id, e.created_at, e.reference, u.name as owner from enquiries e left join users u on u.id = e.owner_id where e.name = $1',
    [name],
  );
  expect(csv).toBe(
    `\uFEFF${CSV_HEADER}\r\n` +
      `${product.productName},"'${name}",9876543210,ravi.kumar@example.com,"Line 4, Sakchi\nJamshedpur 831001","Price for the ""110 cups/min"" model, with two moulds?",${isoWithOffset(lead.created_at, INDIA)},New,,,,,,,` +
      `${lead.reference},${lead.owner ?? ''},,,,,${new URL(page.url()).origin}/admin-panel/all-enquiries?lead=${lead.id}\r\n`,
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
  const row = leadRows(page).filter({ hasText: name });
  await expect(row.getByRole('cell').nth(1)).toHaveText(MESSAGES.missingProduct);

  await page.getByRole('searchbox', { name: 'Search enquiries' }).fill(`nothing-like-this-${Date.now()}`);
  await expect(page.getByText(MESSAGES.enquiriesEmpty)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'true');
});

test('a failed enquiries call shows "Failed to fetch enquiries." when no answer came', async ({ page, context }, testInfo) => {
  const admin = await signIn(context, 'ADMIN', unique(testInfo, 'Admin'));
  await page.route('**/api/all-enquiries?*', (route) => route.abort('connectionreset'));
  await openAdminList(page, '/admin-panel/all-enquiries', admin.user.name);
  await expect(page.getByText(MESSAGES.enquiriesFetchFailed)).toBeVisible();
});

test('real names, products and times read whole: no word breaks inside itself', { tag: ON_PHONE }, async ({ page, context }, testInfo) => {
  const admin = await signIn(context, 'ADMIN', unique(testInfo, 'Admin'));
  const tag = unique(testInfo, 'Demo');
  // The demo buyers, about the demo's machines with the longest names.
  const machines = [...DEMO_PRODUCTS].sort((a, b) => b.productName.length - a.productName.length).slice(0, DEMO_LEADS.length);
  for (const [i, lead] of DEMO_LEADS.entries()) {
    await querySiteDatabase(
      `insert into enquiries (product_id, name, phone, address, message, status, next_follow_up_at, next_follow_up_all_day, created_at)
       values ($1, $2, $3, $4, $5, $6, now() + ($7 || ' days')::interval, false, now() - ($8 || ' hours')::interval)`,
      [machines[i].id, `${lead.name} ${tag}`, normalisePhone(lead.phone), lead.address, lead.message, ['New', 'Contacted', 'Quoted'][i % 3], String(i - 2), String(i * 5)],
    );
  }
  for (const width of testInfo.project.name === 'phone' ? [320, 390] : [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await openAdminList(page, `/admin-panel/all-enquiries?q=${encodeURIComponent(tag)}`, admin.user.name);
    const rows = leadRows(page);
    await expect(rows).toHaveCount(DEMO_LEADS.length);
    expect(await brokenWords(rows.getByRole('cell')), `at ${width} px`).toEqual([]);
    await expectNoSidewaysScroll(page);
  }
});

test('pages of 50 with Previous and Next; a lead opened from page 2 goes back to page 2', async ({ page, context }, testInfo) => {
  const admin = await signIn(context, 'ADMIN', unique(testInfo, 'Admin'));
  const tag = unique(testInfo, 'Paged Buyer');
  await querySiteDatabase(
    `insert into enquiries (product_id, name, phone, address, message, created_at)
     select $1, $2 || ' ' || lpad(n::text, 2, '0'), '98765' || lpad(n::text, 5, '0'), 'Sakchi', 'Price?', now() - n * interval '1 minute'
       from generate_series(1, 60) n`,
    [product.id, tag],
  );
  await openAdminList(page, `/admin-panel/all-enquiries?q=${encodeURIComponent(tag)}`, admin.user.name);
  const rows = leadRows(page);
  const pages = page.getByRole('navigation', { name: 'Enquiries pages' });
  await expect(page.getByRole('heading', { name: 'All Enquiries (60)' })).toBeVisible();
  await expect(rows).toHaveCount(50);
  await expect(rows.first()).toContainText(`${tag} 01`);
  await expect(pages.getByText('Page 1 of 2')).toBeVisible();
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText(`${tag} 51`);
  await expect(pages.getByText('Page 2 of 2')).toBeVisible();
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();

  // Open a lead from page 2; Back (the page's link, then the browser's) returns to page 2.
  await rows.getByRole('link', { name: `${tag} 55` }).click();
  await expect(page).toHaveURL(/\?lead=/);
  await expect(page.getByRole('heading', { name: `${tag} 55` })).toBeVisible();
  await page.getByRole('link', { name: 'Back to all enquiries' }).click();
  await expect(pages.getByText('Page 2 of 2')).toBeVisible();
  await expect(rows.first()).toContainText(`${tag} 51`);
  await rows.getByRole('link', { name: `${tag} 52` }).click();
  await expect(page.getByRole('heading', { name: `${tag} 52` })).toBeVisible();
  await page.goBack();
  await expect(pages.getByText('Page 2 of 2')).toBeVisible();

  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(rows).toHaveCount(50);
  await expect(pages.getByText('Page 1 of 2')).toBeVisible();
});

test('the desk opens on its leads; the reports, the filters and the export of what is shown', { tag: ON_PHONE }, async ({ page, context }, testInfo) => {
  const admin = await signIn(context, 'ADMIN', unique(testInfo, 'Admin'));
  const name = unique(testInfo, 'Kavita Rao');
  const other = unique(testInfo, 'Sunil Mehta');
  const phone = `7${String(Date.now()).slice(-9)}`;
  const source = `newsletter-${testInfo.project.name}-${Date.now().toString(36)}`;
  await querySiteDatabase(
    `insert into enquiries (product_id, name, phone, address, message, status, note, utm_source, utm_medium, utm_campaign)
     values ($1, $2, $3, 'Adityapur', 'Two machines, please.', 'Contacted', 'Called; wants a demo on Friday.', $4, 'email', 'diwali')`,
    [product.id, name, phone, source],
  );
  // Sent a week ago about another product, already quoted.
  await querySiteDatabase(
    `insert into enquiries (product_id, name, phone, address, message, status, created_at)
     values ($1, $2, '9123456780', 'Sakchi', 'Any discount?', 'Quoted', now() - interval '8 days')`,
    [DEMO_PRODUCTS[2].id, other],
  );

  // At 1280x800 and at 390x844 (the projects' screens): the first lead is whole on the first screen
  // once everything has come (the counts too), and Due today and Overdue are one tap away.
  await openAdminList(page, '/admin-panel/all-enquiries', admin.user.name);
  const rows = leadRows(page);
  const row = rows.filter({ hasText: name });
  await expect(row).toHaveCount(1);
  const dueToday = page.getByRole('link', { name: /^Due today \d+$/ });
  await expect(dueToday).toBeVisible();
  await expect(page.getByRole('link', { name: /^Overdue \d+$/ })).toBeVisible();
  const screen = page.viewportSize()!;
  expect(screen).toEqual(testInfo.project.name === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 800 });
  expect(await page.evaluate(() => scrollY)).toBe(0);
  const first = (await rows.first().boundingBox())!;
  expect(first.y + first.height, 'the first lead’s bottom edge').toBeLessThanOrEqual(screen.height);
  await expect(page.locator('#chat-button')).toHaveCount(0);

  // The reports: the weekly chart, with its figures as a table; sources and products under it.
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 320, height: 740 });
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\?view=reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const chart = page.getByRole('figure', { name: /Enquiries per week, last 12 weeks/ });
  await expect(chart.getByRole('img', { name: /Enquiries per week/ })).toBeVisible();
  await chart.getByText('Show the figures').click();
  await expect(chart.getByRole('table')).toBeVisible();
  await expect(chart.getByRole('row')).toHaveCount(13);
  const bySource = page.getByRole('region', { name: 'By source, last 12 weeks' });
  await expect(bySource.getByRole('table').first()).toBeVisible();
  // The 8 largest show; the rest, this new one among them, behind "Show {n} more".
  const more = bySource.getByText(/^Show \d+ more$/);
  if (await more.isVisible()) await more.click();
  await expect(bySource.getByRole('row').filter({ hasText: source }).getByRole('cell')).toHaveText('1');
  await expect(page.getByRole('region', { name: 'Per product, last 12 weeks' }).getByRole('table').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  // Each box as tall as what it holds: no blank under the chart or a short table.
  for (const box of [chart, bySource, page.getByRole('region', { name: 'Per product, last 12 weeks' })]) {
    const blank = await box.evaluate((element) => element.getBoundingClientRect().bottom - element.lastElementChild!.getBoundingClientRect().bottom);
    expect(blank).toBeLessThanOrEqual(16);
  }

  // Back to the list. Filters: by status, by product, by dates; search by phone as people write it.
  // On a phone they open from the list's "Filters" button.
  await page.goBack();
  await expect(row).toHaveCount(1);
  const filtersButton = page.getByRole('button', { name: /^Filters/ });
  if (testInfo.project.name === 'phone') await filtersButton.click();
  else await expect(filtersButton).toBeHidden();
  const filters = page.getByRole('group', { name: 'Filter enquiries' });
  await filters.getByLabel('Status').selectOption('Contacted');
  await expect(row).toHaveCount(1);
  await expect(rows.filter({ hasText: other })).toHaveCount(0);
  await expect(page).toHaveURL(/status=Contacted/);
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
  await page.getByRole('searchbox', { name: 'Search enquiries' }).fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  await expect(rows).toHaveCount(1);
  await expectNoSidewaysScroll(page);

  // The filters are in the address: a reload shows the same.
  await page.reload();
  await expect(leadRows(page)).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'Filter enquiries' }).getByLabel('Product')).toHaveValue(product.id);

  // The export of what is shown carries the status, the note and the source.
  const { csv } = await exportCsv(page);
  const lines = csv.replace('\uFEFF', '').split('\r\n');
  expect(lines[0]).toBe(CSV_HEADER);
  expect(lines[1]).toContain(phone);
  expect(lines[1]).toMatch(new RegExp(`,Contacted,Called; wants a demo on Friday\\.,,${source},email,diwali,,ENQ-\\d{4}-\\d{4,},`));
  expect(lines.filter(Boolean)).toHaveLength(2);
});

test('"Due today" and "Overdue" in the side panel, with their counts, list the leads to follow up', { tag: ALONE }, async ({ page, context }, testInfo) => {
  const admin = await signIn(context, 'ADMIN', unique(testInfo, 'Admin'));
  const tag = unique(testInfo, 'Follow Up');
  const today = businessDate(new Date(), INDIA);
  const at = (day: string) => businessDayStart(day, INDIA);
  // Due today (a day, and a time later today), overdue (yesterday), later (tomorrow).
  await querySiteDatabase(
    `insert into enquiries (product_id, name, phone, address, message, status, next_follow_up_at, next_follow_up_all_day) values
       ($1, $2 || ' today', '9000000001', 'Sakchi', 'Call back', 'Contacted', $3, true),
       ($1, $2 || ' yesterday', '9000000002', 'Sakchi', 'Call back', 'Quoted', $4, true),
       ($1, $2 || ' tomorrow', '9000000003', 'Sakchi', 'Call back', 'Contacted', $5, true)`,
    [product.id, tag, at(today), at(addDays(today, -1)), at(addDays(today, 1))],
  );
  const [counts] = await querySiteDatabase<{ due: number; overdue: number }>(
    `select count(*) filter (where next_follow_up_at >= $1 and next_follow_up_at < $2)::int as due,
            count(*) filter (where next_follow_up_at < $1)::int as overdue
       from enquiries`,
    [at(today), at(addDays(today, 1))],
  );

  await openAdminList(page, '/admin-panel/all-enquiries', admin.user.name);
  await showAdminLinks(page, testInfo);
  const nav = page.getByRole('navigation', { name: 'Admin lists' });
  await expect(nav.getByRole('link', { name: `Due today ${counts.due}` })).toBeVisible();
  await expect(nav.getByRole('link', { name: `Overdue ${counts.overdue}` })).toBeVisible();

  await nav.getByRole('link', { name: /^Due today/ }).click();
  await expect(page).toHaveURL(/\?view=due$/);
  const due = leadRows(page, 'Follow-ups due today, the earliest first');
  await expect(due.filter({ hasText: tag })).toHaveCount(1);
  await expect(due.filter({ hasText: `${tag} today` }).getByRole('cell').nth(5)).toContainText('Today');

  await showAdminLinks(page, testInfo);
  await nav.getByRole('link', { name: /^Overdue/ }).click();
  const overdue = leadRows(page, 'Follow-ups overdue, the earliest first');
  await expect(overdue.filter({ hasText: tag })).toHaveCount(1);
  await expect(overdue.filter({ hasText: `${tag} yesterday` }).getByRole('cell').nth(5)).toContainText('Overdue');
  await expectNoSidewaysScroll(page);

  // Back to the whole list: all three are there.
  await page.getByRole('link', { name: 'Show all enquiries' }).click();
  await expect(page).toHaveURL(/\/admin-panel\/all-enquiries$/);
  await page.getByRole('searchbox', { name: 'Search enquiries' }).fill(tag);
  await expect(leadRows(page)).toHaveCount(3);
});

test.describe('on a computer whose clock is set to UTC', () => {
  test.use({ timezoneId: 'UTC' });

  test('the admin reads the business’s Indian days and times: list, filter, chart weeks and export', async ({ page, context }, testInfo) => {
    const admin = await signIn(context, 'ADMIN', unique(testInfo, 'Admin'));
    const name = unique(testInfo, 'Late Evening Buyer');
    // Sent at 19:00 UTC on the Sunday of two weeks ago: Monday 00:30 in India. The page's clock is
    // set to that Monday, 20:30 UTC (Tuesday 02:00 in India).
    const monday = addDays(businessWeekStart(new Date(), INDIA), -7);
    const sentAt = new Date(`${addDays(monday, -1)}T19:00:00Z`);
    const [{ id }] = await querySiteDatabase<{ id: string }>(
      `insert into enquiries (product_id, name, phone, address, message, created_at)
       values ($1, $2, '9812345670', 'Sakchi', 'Sent at night.', $3) returning id`,
      [product.id, name, sentAt],
    );
    try {
      await page.clock.setFixedTime(new Date(`${monday}T20:30:00Z`));
      await openAdminList(page, `/admin-panel/all-enquiries?q=${encodeURIComponent(name)}`, admin.user.name);
      const row = leadRows(page).filter({ hasText: name });
      const indianTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: INDIA }).format(sentAt);
      await expect(row).toContainText(`${indianTime}, 12:30 am IST`);

      // The date filter takes India's days: Monday has it, the Sunday before does not.
      const filters = page.getByRole('group', { name: 'Filter enquiries' });
      await filters.getByLabel('From').fill(monday);
      await filters.getByLabel('To').fill(monday);
      await expect(row).toHaveCount(1);
      await filters.getByLabel('To').fill(addDays(monday, -1));
      await filters.getByLabel('From').fill(addDays(monday, -1));
      await expect(row).toHaveCount(0);
      await filters.getByLabel('From').fill('');
      await filters.getByLabel('To').fill('');
      await expect(row).toHaveCount(1);

      // The export: ISO with India's offset.
      const { csv } = await exportCsv(page);
      expect(csv).toContain(`,${monday}T00:30:00+05:30,`);
    } finally {
      await querySiteDatabase('delete from enquiries where id = $1', [id]);
    }
  });
});
