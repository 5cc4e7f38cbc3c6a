/**
 * A category longer than a page (48 machines): with script, "Show more" adds the next machines
 * in place, the address unchanged, and Back from a machine finds them again at the same spot; a
 * selection of several categories grows the same way. Without script, "Next" and "Previous" lead
 * through the pre-rendered pages.
 */
import { expect as baseExpect, test, type Page } from './fixtures';
import { CATEGORIES, type CategoryValue } from '../../src/lib/categories';
import { holdRequests, querySiteDatabase, republish } from './support';
import { ALONE } from './tags';
import { waitForIslands } from '../support/islands';

// Results come from the API; with the browser tests running on both cores an answer can take seconds.
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 180_000 });

const CUP: CategoryValue = 'paper-cup-making-machines';
const PLATE: CategoryValue = 'paper-plate-making-machines';
const ADDED = 110;
const PROBE = 'Paging Probe Cup Machine';
const FILTER_CALL = /\/api\/filter-product(\?|$)/;
// The file's hooks add machines and republish the site: its journeys run after the others.
const tag = ALONE;

const cards = (page: Page) => page.locator('main a[href^="/product/"]');
const status = (page: Page) => page.locator('[data-results-status]');
const showMore = (page: Page) => page.getByRole('button', { name: 'Show more' });
const label = (value: CategoryValue) => CATEGORIES.find((c) => c.value === value)!.label;
const shownIds = (page: Page) => cards(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice('/product/'.length)));

/** The ids of the machines of these categories (none: all), newest first, as every list orders them. */
async function idsOf(categories: CategoryValue[]): Promise<string[]> {
  const rows = await querySiteDatabase<{ id: string }>(
    `select id from products where cardinality($1::text[]) = 0 or category = any($1::text[]) order by created_at desc, id desc`,
    [categories],
  );
  return rows.map((r) => r.id);
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  // In pairs stored at the same moment: ties are ordered by id, on the pages as in the API.
  await querySiteDatabase(
    `insert into products (product_name, brand_name, category, created_at, updated_at)
     select $1 || ' ' || n, 'Probe Works', $2, now() - (n / 2) * interval '1 second', now()
     from generate_series(1, $3::int) as n`,
    [PROBE, CUP, ADDED],
  );
  await republish(request);
});

test.afterAll(async ({ request }) => {
  test.setTimeout(300_000);
  await querySiteDatabase('delete from products where product_name like $1', [`${PROBE} %`]);
  await republish(request);
});

test('"Show more" adds the next machines in place, the address unchanged; Back from a machine finds them at the same spot', { tag }, async ({ page }) => {
  const expected = await idsOf([CUP]);
  expect(expected.length).toBeGreaterThan(96);
  await page.goto(`/product-category?category=${CUP}`);
  await waitForIslands(page);
  await expect(cards(page)).toHaveCount(48);
  await expect(status(page)).toHaveText(`Search Results: ${expected.length}`);
  await expect(page.getByText(`Machines 1–48 of ${expected.length}`)).toBeVisible();
  // With script "Show more" is the way on; the page's "Next" link is for a reader without it.
  await expect(page.getByRole('link', { name: 'Next', exact: true })).toHaveCount(0);

  // The build signs no cursor: the page's machines are asked for again with the next 48, and those added.
  let request = page.waitForRequest(FILTER_CALL);
  await showMore(page).click();
  expect([...new URL((await request).url()).searchParams]).toEqual([['limit', '96']]);
  expect((await request).postDataJSON()).toEqual({ category: [CUP] });
  await expect(cards(page)).toHaveCount(96);
  // A keyboard reader goes on from the first machine added.
  await expect(cards(page).nth(48)).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/product-category\\?category=${CUP}$`));

  // Then after the cursor the answer gave.
  request = page.waitForRequest(FILTER_CALL);
  await showMore(page).click();
  const next = new URL((await request).url()).searchParams;
  expect(next.get('limit')).toBe('48');
  expect(next.get('cursor')).toBeTruthy();
  await expect(cards(page)).toHaveCount(expected.length);
  await expect(showMore(page)).toHaveCount(0);
  expect(await shownIds(page)).toEqual(expected);
  await expect(status(page)).toHaveText(`Search Results: ${expected.length}`);

  // A machine far down the list, and Back.
  const target = cards(page).nth(100);
  await target.scrollIntoViewIfNeeded();
  const spot = await page.evaluate(() => window.scrollY);
  expect(spot).toBeGreaterThan(1000);
  const href = (await target.getAttribute('href'))!;
  await target.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/product-category\\?category=${CUP}$`));
  await expect(cards(page)).toHaveCount(expected.length);
  expect(await shownIds(page)).toEqual(expected);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(spot);
  await expect(page.locator(`main a[href="${href}"]`)).toBeInViewport();
});

test('"Show more" says it is loading, and one that failed can be tried again', { tag }, async ({ page }) => {
  await page.goto(`/product-category?category=${CUP}`);
  await waitForIslands(page);
  const release = await holdRequests(page, FILTER_CALL);
  await showMore(page).click();
  await expect(page.getByRole('button', { name: 'Loading…' })).toBeVisible();
  release();
  await expect(cards(page)).toHaveCount(96);

  await page.unroute(FILTER_CALL);
  await page.route(FILTER_CALL, (route) =>
    route.fulfill({ status: 500, json: { success: false, error: true, message: 'Something went wrong on our side. Please try again.' } }),
  );
  await showMore(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'We could not load more machines.' })).toBeVisible();
  await expect(cards(page)).toHaveCount(96);

  await page.unroute(FILTER_CALL);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(cards(page)).toHaveCount((await idsOf([CUP])).length);
  await expect(page.getByRole('alert').filter({ hasText: 'We could not load more machines.' })).toHaveCount(0);
});

test('several categories grow with "Show more" too: their first 48 when a box is ticked, then page by page', { tag }, async ({ page }) => {
  const expected = await idsOf([CUP, PLATE]);
  await page.goto(`/product-category?category=${CUP}`);
  await waitForIslands(page);
  let request = page.waitForRequest(FILTER_CALL);
  await page.getByRole('checkbox', { name: label(PLATE), exact: true }).check();
  expect([...new URL((await request).url()).searchParams]).toEqual([['limit', '48']]);
  expect((await request).postDataJSON()).toEqual({ category: [CUP, PLATE] });
  await expect(status(page)).toHaveText(`Search Results: ${expected.length}`);
  await expect(cards(page)).toHaveCount(48);

  for (const shown of [96, expected.length]) {
    request = page.waitForRequest(FILTER_CALL);
    await showMore(page).click();
    expect(new URL((await request).url()).searchParams.get('cursor')).toBeTruthy();
    await expect(cards(page)).toHaveCount(shown);
  }
  await expect(showMore(page)).toHaveCount(0);
  expect(await shownIds(page)).toEqual(expected);
  await expect(page).toHaveURL(new RegExp(`/product-category\\?category=${CUP}&category=${PLATE}$`));
});

test('all products grow with "Show more" from /product-category', { tag }, async ({ page }) => {
  const expected = await idsOf([]);
  await page.goto('/product-category');
  await waitForIslands(page);
  await expect(cards(page)).toHaveCount(48);
  const request = page.waitForRequest(FILTER_CALL);
  await showMore(page).click();
  expect((await request).postDataJSON()).toEqual({ category: [] });
  await expect(cards(page)).toHaveCount(96);
  expect(await shownIds(page)).toEqual(expected.slice(0, 96));
  await expect(page).toHaveURL(/\/product-category$/);
});

test.describe('without JavaScript', { tag }, () => {
  test.use({ javaScriptEnabled: false });

  for (const [name, categories, start] of [
    ["a category's", [CUP], `/product-category?category=${CUP}`],
    ["all products'", [], '/product-category'],
  ] as const) {
    test(`"Next" leads from ${name} first page to its last, every machine once, and "Previous" back`, async ({ page }) => {
      const expected = await idsOf([...categories]);
      const pages = Math.ceil(expected.length / 48);
      expect(pages).toBeGreaterThan(1);
      await page.goto(start);
      const seen: string[] = [];
      for (let n = 1; ; n++) {
        await expect(page.getByText(`Page ${n} of ${pages}`)).toBeVisible();
        await expect(status(page)).toHaveText(`Search Results: ${expected.length}`);
        await expect(showMore(page)).toHaveCount(0);
        seen.push(...(await shownIds(page)));
        const next = page.getByRole('link', { name: 'Next', exact: true });
        if (n === pages) {
          await expect(next).toHaveCount(0);
          break;
        }
        await next.click();
      }
      expect(seen).toEqual(expected);

      await page.getByRole('link', { name: 'Previous', exact: true }).click();
      await expect(page.getByText(`Page ${pages - 1} of ${pages}`)).toBeVisible();
      expect(await shownIds(page)).toEqual(expected.slice((pages - 2) * 48, (pages - 1) * 48));
    });
  }
});
