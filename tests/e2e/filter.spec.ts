/**
 * The category page: checking boxes rewrites ?category=... in place and shows the machines of the
 * checked categories with their count; several categories in the address show their union; the
 * 13 placeholders while loading; a failed load can be retried. A single category's address, and
 * /product-category (all products), come with their machines in the HTML, and work without
 * JavaScript. (Lists longer than a page: category-paging.spec.ts.)
 */
import { expect as baseExpect, test, type Page } from './fixtures';
import { CATEGORIES, type CategoryValue } from '../../src/lib/categories';
import { MESSAGES } from '../../src/lib/messages';
import { holdRequests, querySiteDatabase } from './support';
import { waitForIslands } from '../support/islands';

// Results come from the API; with the browser tests running on both cores an answer can take seconds.
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 180_000 });

async function countsByCategory(): Promise<{ total: number; of(value: CategoryValue): number }> {
  const rows = await querySiteDatabase<{ category: string; n: number }>(
    'select category, count(*)::int as n from products group by category',
  );
  return {
    total: rows.reduce((sum, r) => sum + r.n, 0),
    of: (value) => rows.find((r) => r.category === value)?.n ?? 0,
  };
}

const label = (value: CategoryValue) => CATEGORIES.find((c) => c.value === value)!.label;
const box = (page: Page, value: CategoryValue) => page.getByRole('checkbox', { name: label(value), exact: true });
const status = (page: Page) => page.locator('[data-results-status]');
const cards = (page: Page) => page.locator('main a[href^="/product/"]');
/** The category line of every card shown, once each. */
const shownCategories = async (page: Page) => [...new Set(await cards(page).locator('.product-card-category').allInnerTexts())].sort();

const CUP: CategoryValue = 'paper-cup-making-machines';
/** The list call, whatever page of it the address asks for. */
const FILTER_CALL = /\/api\/filter-product(\?|$)/;
const PLATE: CategoryValue = 'paper-plate-making-machines';

test('checking a second category rewrites the address and shows both, without reloading the page', async ({ page }) => {
  const counts = await countsByCategory();
  await page.goto(`/product-category?category=${CUP}`);
  await waitForIslands(page);
  await expect(status(page)).toHaveText(`Search Results: ${counts.of(CUP)}`);
  await expect(cards(page)).toHaveCount(counts.of(CUP));
  await expect(box(page, CUP)).toBeChecked();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(label(CUP));
  // Survives only if the page is never reloaded.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  const request = page.waitForRequest(FILTER_CALL);
  await box(page, PLATE).check();
  expect((await request).postDataJSON()).toEqual({ category: [CUP, PLATE] });
  // Only the first page of the selection is asked for.
  expect(new URL((await request).url()).searchParams.get('limit')).toBe('48');
  await expect(page).toHaveURL(new RegExp(`/product-category\\?category=${CUP}&category=${PLATE}$`));
  await expect(status(page)).toHaveText(`Search Results: ${counts.of(CUP) + counts.of(PLATE)}`);
  await expect(cards(page)).toHaveCount(counts.of(CUP) + counts.of(PLATE));
  expect(await shownCategories(page)).toEqual([label(CUP), label(PLATE)].map((l) => l.toUpperCase()).sort());

  // The keyboard works the boxes too.
  await box(page, CUP).focus();
  await page.keyboard.press('Space');
  await expect(box(page, CUP)).not.toBeChecked();
  await expect(page).toHaveURL(new RegExp(`/product-category\\?category=${PLATE}$`));
  await expect(status(page)).toHaveText(`Search Results: ${counts.of(PLATE)}`);

  // Nothing checked: every machine.
  await box(page, PLATE).uncheck();
  await expect(page).toHaveURL(/\/product-category$/);
  await expect(status(page)).toHaveText(`Search Results: ${counts.total}`);
  await expect(page).toHaveTitle(/^All Products \| /);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('an address with several categories shows their union; with none, every machine', async ({ page }) => {
  const counts = await countsByCategory();
  const TISSUE: CategoryValue = 'tissue-paper-making-machines';
  const ROLL: CategoryValue = 'toilet-roll-making-machines';
  await page.goto(`/product-category?category=${TISSUE}&category=${ROLL}`);
  await expect(status(page)).toHaveText(`Search Results: ${counts.of(TISSUE) + counts.of(ROLL)}`);
  for (const category of CATEGORIES) {
    if (category.value === TISSUE || category.value === ROLL) await expect(box(page, category.value)).toBeChecked();
    else await expect(box(page, category.value)).not.toBeChecked();
  }
  expect(await shownCategories(page)).toEqual([label(TISSUE), label(ROLL)].map((l) => l.toUpperCase()).sort());

  await page.goto('/product-category');
  await expect(status(page)).toHaveText(`Search Results: ${counts.total}`);
  await expect(cards(page)).toHaveCount(counts.total);
  for (const category of CATEGORIES) await expect(box(page, category.value)).not.toBeChecked();
});

test('a single category\'s machines come with the page: no placeholders and no call for them', async ({ page }) => {
  const counts = await countsByCategory();
  const calls: string[] = [];
  page.on('request', (request) => request.url().includes('/api/filter-product') && calls.push(request.url()));
  await page.goto(`/product-category?category=${PLATE}`, { waitUntil: 'commit' });
  await expect(status(page)).toHaveText(`Search Results: ${counts.of(PLATE)}`);
  await expect(page.locator('[data-skeleton]')).toHaveCount(0);
  await waitForIslands(page);
  await expect(cards(page)).toHaveCount(counts.of(PLATE));
  // The boxes answer at once now: "Apply" gives way to "Clear all".
  await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear all' })).toBeVisible();
  expect(await shownCategories(page)).toEqual([label(PLATE).toUpperCase()]);
  expect(calls).toEqual([]);
});

test('all products come with /product-category: no placeholders and no call for them', async ({ page }) => {
  const counts = await countsByCategory();
  const calls: string[] = [];
  page.on('request', (request) => request.url().includes('/api/filter-product') && calls.push(request.url()));
  await page.goto('/product-category', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
  await expect(status(page)).toHaveText(`Search Results: ${counts.total}`);
  await expect(page.locator('[data-skeleton]')).toHaveCount(0);
  await waitForIslands(page);
  await expect(cards(page)).toHaveCount(Math.min(counts.total, 48));
  await expect(page).toHaveTitle(/^All Products \| /);
  expect(calls).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a category\'s machines are listed, and the boxes with "Apply" load the chosen categories', async ({ page }) => {
    const counts = await countsByCategory();
    await page.goto(`/product-category?category=${CUP}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(label(CUP));
    await expect(status(page)).toHaveText(`Search Results: ${counts.of(CUP)}`);
    await expect(cards(page)).toHaveCount(counts.of(CUP));
    await expect(box(page, CUP)).toBeChecked();
    // "Clear all" needs the script; nothing that would not work is shown.
    await expect(page.getByRole('button', { name: 'Clear all' })).toHaveCount(0);

    await box(page, CUP).uncheck();
    await box(page, PLATE).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`/product-category\\?category=${PLATE}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(label(PLATE));
    await expect(cards(page)).toHaveCount(counts.of(PLATE));
  });
});

test('13 placeholders while the machines load; a failed load says so and can be retried', async ({ page }) => {
  const release = await holdRequests(page, FILTER_CALL);
  // Several categories (a single one, or none, comes with its machines).
  await page.goto(`/product-category?category=${CUP}&category=${PLATE}`);
  await expect(status(page)).toHaveText(MESSAGES.searchLoading);
  await expect(page.locator('[data-skeleton]')).toHaveCount(13);
  release();
  await expect(status(page)).toHaveText(/^Search Results: \d+$/);
  await expect(page.locator('[data-skeleton]')).toHaveCount(0);

  await page.unroute(FILTER_CALL);
  await page.route(FILTER_CALL, (route) =>
    route.fulfill({ status: 500, json: { success: false, error: true, message: 'Something went wrong on our side. Please try again.' } }),
  );
  await box(page, PLATE).uncheck();
  const alert = page.getByRole('alert').filter({ hasText: 'We could not load the machines.' });
  await expect(alert).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  await page.unroute(FILTER_CALL);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toBeHidden();
  await expect(cards(page).first()).toBeVisible();
  expect(await shownCategories(page)).toEqual([label(CUP).toUpperCase()]);
});
