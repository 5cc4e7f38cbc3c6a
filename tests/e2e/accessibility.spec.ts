/**
 * Every screen passes axe-core's checks for WCAG 2.0, 2.1 and 2.2 (levels A and AA) and its best
 * practices: the public pages (the product page with its share menu and its enquiry dialog open, a
 * category page with a machine picked to compare, the compare page, a machine's enquiry page,
 * search, sign-in and sign-up), the account menu of a signed-in user, the admin lists (with a share
 * kit, then the product dialog and the specifications' editor open), the Personal Data section,
 * and a lead opened from the enquiries list (with its quotation form open, then with a quotation).
 * A screen whose layout differs between a phone and a desktop (the header, the product and
 * category pages, the compare table, the admin panel's lists and a lead) is checked on both; the
 * rest once, where they are used most: the public screens on the phone, the buyers' screen, and
 * the admin's dialogs on the desktop. axe is most of this file's time, so a screen is not checked
 * twice where both checks would see the same thing.
 * One page per test goes from screen to screen; each screen's violations are reported by rule,
 * impact and the offending elements, and every screen is checked even when one fails.
 */
import { expect as baseExpect, test, type Page, type TestInfo } from './fixtures';
import { axeViolations } from './axe';
import { ON_PHONE } from './tags';
import { DEMO_PRODUCTS } from '../../demo/catalogue';
import { MESSAGES } from '../../src/lib/messages';
import { compareHref, enquiryPageHref } from '../../src/lib/public-address';
import { callApi, freshAddress } from '../support/http';
import { waitForIslands } from '../support/islands';
import { openAdminList, showAdminLinks, signIn, unique } from './admin-support';
import { e2eSite } from './support';
import { CURRENT_NOTICE } from '../../src/lib/privacy-notice';

// Lists and results come from the API, which can take seconds with the browser tests on both cores.
const expect = baseExpect.configure({ timeout: 60_000 });

/** Soft, so the remaining screens are still checked and every failure is in one report. */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  expect.soft(await axeViolations(page), `axe violations on ${screen} (${new URL(page.url()).pathname}${new URL(page.url()).search})`).toEqual([]);
}

const resultsStatus = (page: Page) => page.locator('[data-results-status]');

const onPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

test('the public pages, and the product page with the enquiry dialog open', { tag: ON_PHONE }, async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const phone = onPhone(testInfo);
  const visit = async (path: string) => {
    await page.goto(path);
    await waitForIslands(page);
  };

  await visit('/');
  await expectAccessible(page, 'the home page');

  await visit(`/product/${DEMO_PRODUCTS[0].id}`);
  await expectAccessible(page, 'a product page');
  if (phone) {
    await page.locator('summary', { hasText: 'Share' }).click();
    await expect(page.getByRole('list', { name: 'Share this machine' })).toBeVisible();
    await expectAccessible(page, 'the share menu');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(page.getByRole('dialog', { name: 'Send Enquiry' })).toBeVisible();
    await expectAccessible(page, 'the enquiry dialog');
  }

  await visit('/product-category?category=paper-cup-making-machines');
  await expect(resultsStatus(page)).toHaveText(/^Search Results: [1-9]\d*$/);
  await page.getByRole('button', { name: /^Compare / }).first().click();
  await expect(page.getByRole('region', { name: 'Machines to compare' })).toBeVisible();
  await expectAccessible(page, 'a category page');

  const cups = DEMO_PRODUCTS.filter((p) => p.category === 'paper-cup-making-machines');
  await visit(compareHref([cups[0].id, cups[1].id]));
  await expect(page.getByRole('heading', { level: 1, name: 'Compare machines' })).toBeVisible();
  await expectAccessible(page, 'the compare page');
  if (!phone) return;

  await visit(enquiryPageHref(DEMO_PRODUCTS[0].id));
  await expectAccessible(page, "a machine's enquiry page");

  await visit('/search?q=cup');
  await expect(resultsStatus(page)).toHaveText(/^Search Results: [1-9]\d*$/);
  await expectAccessible(page, 'search results');

  await visit('/search?q=qwzxv');
  await expect(page.getByText(MESSAGES.searchEmpty, { exact: true })).toBeVisible();
  await expectAccessible(page, 'a search with no results');

  await visit('/search');
  await expect(resultsStatus(page)).toHaveText(/^Search Results: \d+$/);
  await expectAccessible(page, 'the search page with no query');

  for (const [path, screen] of [
    ['/login', 'the login page'],
    ['/sign-up', 'the sign-up page'],
    ['/forgot-password', 'the forgot-password page'],
  ]) {
    await visit(path);
    await expectAccessible(page, screen);
  }
});

test('the account menu and the admin lists, with the product dialog open', { tag: ON_PHONE }, async ({ page, context }, testInfo) => {
  test.setTimeout(300_000);
  const desktop = !onPhone(testInfo);
  // An enquiry, so the enquiries list has a row to check (a fresh site has none). Its own name: the
  // journeys beside it send leads too, and the newest may be about a machine without a price.
  const buyer = unique(testInfo, 'Asha Verma');
  const sent = await callApi(e2eSite().url, '/api/enquiries', {
    method: 'POST',
    json: { productId: DEMO_PRODUCTS[0].id, name: buyer, phone: '9876543210', address: 'Bistupur, Jamshedpur', message: 'Please send the price.', noticeVersion: CURRENT_NOTICE.version },
    from: freshAddress(),
  });
  expect(sent.status).toBe(201);
  // A name as people have them, so the avatar shows initials ("MI") that no word of the name is.
  const admin = await signIn(context, 'ADMIN', unique(testInfo, 'Meera Iyer'));

  await page.goto('/');
  await page.getByRole('button', { name: `Account menu for ${admin.user.name}` }).click();
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toBeVisible();
  await expectAccessible(page, 'the open account menu');

  // A list's heading shows its count once the list is loaded.
  const listHeading = (title: string) => page.getByRole('heading', { level: 1, name: new RegExp(`^${title} \\(\\d+\\)$`) });
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await openAdminList(page, '/admin-panel/all-users', admin.user.name);
  await expect(listHeading('All Users')).toBeVisible();
  await expect(rows.first()).toBeVisible();
  await showAdminLinks(page, testInfo);
  await expectAccessible(page, 'the users list');

  // The side panel's links change the list in place, as an admin goes from one to the next.
  for (const [link, screen] of [
    ['All Enquiries', 'the enquiries list'],
    ['All Products', 'the products list'],
  ]) {
    await showAdminLinks(page, testInfo);
    await page.getByRole('navigation', { name: 'Admin lists' }).getByRole('link', { name: link }).click();
    await expect(listHeading(link)).toBeVisible();
    await expect(rows.first()).toBeVisible();
    await expectAccessible(page, screen);
    if (link === 'All Enquiries') {
      // A lead opened from the list: its details, forms and timeline.
      const leads = page.getByRole('table', { name: 'All enquiries, newest first' }).getByRole('row').filter({ has: page.getByRole('cell') });
      await leads.filter({ hasText: buyer }).first().getByRole('link').first().click();
      await expect(page.getByRole('list', { name: 'Timeline, oldest first' })).toBeVisible();
      await expectAccessible(page, 'a lead');
      if (!desktop) continue;
      // Its quotation form, then the lead with the quotation listed.
      const quotations = page.getByRole('region', { name: 'Quotations' });
      await quotations.getByRole('button', { name: 'Make a quotation' }).click();
      const form = page.getByRole('dialog', { name: 'Make a quotation' });
      await expect(form.getByRole('region', { name: 'Totals' })).toBeVisible();
      await expectAccessible(page, 'the quotation form');
      await form.getByRole('button', { name: 'Save quotation' }).click();
      await expect(quotations.getByRole('listitem')).not.toHaveCount(0);
      await expectAccessible(page, 'a lead with a quotation');
    }
  }

  if (desktop) await checkProductDialogs(page);

  // Personal Data (docs/spec.md §26): the buyers' requests, the erasure form and the access log.
  await page.goto('/admin-panel/personal-data');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Data' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Access log \(\d/ })).toBeVisible();
  await expectAccessible(page, 'the personal data section');
});

/** From the products list: a share kit, the product dialog and the specifications' editor. */
async function checkProductDialogs(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Share kit for / }).first().click();
  const kit = page.getByRole('dialog', { name: 'Share kit' });
  await expect(kit.getByRole('img', { name: /^QR code of the print link/ })).toBeVisible();
  await expectAccessible(page, 'the share kit');
  await kit.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Upload Product' }).click();
  // With its description editor loaded (it comes in its own download), and a category's specifications.
  const upload = page.getByRole('dialog', { name: 'Upload Product' });
  await expect(upload.getByRole('textbox', { name: 'Description' })).toBeVisible();
  await upload.getByLabel('Category').selectOption('paper-cup-making-machines');
  await expect(upload.getByRole('textbox', { name: 'Output from' })).toBeVisible();
  await expectAccessible(page, 'the product dialog');
  await upload.getByRole('button', { name: 'Cancel' }).click();

  // The editor of the categories' specifications (docs/spec.md §25.2).
  await page.getByRole('button', { name: 'Specifications' }).click();
  await expect(page.getByRole('dialog', { name: 'Specifications' }).getByRole('group').first()).toBeVisible();
  await expectAccessible(page, 'the schema editor');
}
