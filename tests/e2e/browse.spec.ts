/** Browsing: from the home page to a category, then to a machine; and from a home row to a machine. */
import { expect as baseExpect, test, type Page } from './fixtures';
import { ON_PHONE } from './tags';
import { querySiteDatabase } from './support';

// Results come from the API; with the browser tests running on both cores an answer can take seconds.
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 180_000 });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Nothing wider than the screen (a phone must not scroll sideways). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

async function expectProductPage(page: Page, name: string) {
  await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(new RegExp(`^${escape(name)} \\| `));
  await expectNoSidewaysScroll(page);
}

test('a visitor goes from the home page to a category, then to one of its machines', { tag: ON_PHONE }, async ({ page }) => {
  const [{ n }] = await querySiteDatabase<{ n: number }>(
    "select count(*)::int as n from products where category = 'paper-plate-making-machines'",
  );
  await page.goto('/');
  await expect(page.getByRole('img', { name: 'Website Logo' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('navigation', { name: 'Machine categories' }).getByRole('link', { name: 'Paper Plate Making Machines' }).click();
  await expect(page).toHaveURL(/\/product-category\?category=paper-plate-making-machines$/);
  await expect(page.getByRole('checkbox', { name: 'Paper Plate Making Machines' })).toBeChecked();
  await expect(page.locator('[data-results-status]')).toHaveText(`Search Results: ${n}`);
  await expectNoSidewaysScroll(page);

  const card = page.locator('main a[href^="/product/"]').first();
  const name = (await card.locator('[data-product-name]').innerText()).trim();
  await card.click();
  await expectProductPage(page, name);
  await expect(page.locator('.prose-description table')).toBeVisible();
});

test('a machine in a home page row opens its page', { tag: ON_PHONE }, async ({ page }) => {
  await page.goto('/');
  const row = page.getByRole('region', { name: 'Paper Bag Making Machines', exact: true });
  const card = row.getByRole('link').filter({ has: page.locator('[data-product-name]') }).first();
  await card.scrollIntoViewIfNeeded();
  const name = (await card.locator('[data-product-name]').innerText()).trim();
  await card.click();
  await expectProductPage(page, name);
});
