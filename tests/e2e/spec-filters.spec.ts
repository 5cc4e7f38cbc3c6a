/**
 * A category page's filters (docs/spec.md §25.3) in a browser, at both sizes: with script a tick
 * applies in place (the address keeping it, the list and its count following); without script
 * the panel is a form that opens the filter page. What the answers hold is the API's to check
 * (tests/api/spec-filters.test.ts).
 */
import { expect as baseExpect, test, type Page } from './fixtures';
import { categoryFilterPath, categoryPageHref, prerenderedCategoryPath } from '../../src/lib/public-address';
import { waitForIslands } from '../support/islands';
import { ON_PHONE } from './tags';

const expect = baseExpect.configure({ timeout: 30_000 });
const CUP = 'paper-cup-making-machines';

const panel = (page: Page) => page.locator(`form[action="${categoryFilterPath(CUP)}"]`);
const status = (page: Page) => page.getByRole('status').filter({ hasText: 'Search Results' });

/** Opens the panel where it is folded (a phone; any screen without script), and names an option that lists some machines but not all. */
async function openPanel(page: Page): Promise<{ name: string; value: string; count: number }> {
  const details = panel(page).locator('details');
  if (!(await details.evaluate((d: HTMLDetailsElement) => d.open))) await panel(page).getByText('Filters', { exact: true }).click();
  const options = await panel(page)
    .locator('input[type="checkbox"]')
    .evaluateAll((boxes: HTMLInputElement[]) =>
      boxes.map((box) => ({ name: box.name, value: box.value, count: Number(/\((\d+)\)\s*$/.exec(box.closest('label')!.textContent!)?.[1] ?? 0) })),
    );
  const option = options.find((o) => o.count > 0);
  expect(option, 'an option with machines').toBeDefined();
  return option!;
}

test.describe('with script', () => {
  test('a tick applies in place: the address, the count and the machines follow, and unticking goes back', { tag: ON_PHONE }, async ({ page }) => {
    await page.goto(categoryPageHref([CUP]));
    await waitForIslands(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const all = await status(page).innerText();
    const option = await openPanel(page);
    const box = panel(page).locator(`input[name="${option.name}"][value="${option.value}"]`);
    await box.check();
    await expect(page).toHaveURL(new RegExp(`${prerenderedCategoryPath(CUP)}\\?${option.name}=${option.value}$`));
    await expect(status(page)).toHaveText(`Search Results: ${option.count}`);
    await expect(page.locator('main a[href^="/product/"]')).toHaveCount(Math.min(option.count, 48));
    await box.uncheck();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === categoryPageHref([CUP]));
    await expect(status(page)).toHaveText(all);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the panel is a form: Apply opens the filter page with the tick kept and the machines it lists', { tag: ON_PHONE }, async ({ page }) => {
    await page.goto(categoryPageHref([CUP]));
    const option = await openPanel(page);
    await panel(page).locator(`input[name="${option.name}"][value="${option.value}"]`).check();
    await panel(page).getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`${categoryFilterPath(CUP)}\\?${option.name}=${option.value}$`));
    await expect(page.getByText(`Search Results: ${option.count}`)).toBeVisible();
    await expect(panel(page).locator(`input[name="${option.name}"][value="${option.value}"]`)).toBeChecked();
    await expect(page.locator('main a.card')).toHaveCount(Math.min(option.count, 48));
    await expect(page.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', categoryPageHref([CUP]));
  });
});
