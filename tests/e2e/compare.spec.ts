/**
 * Picking machines to compare (docs/spec.md §25.5), what only a browser shows: with script, the
 * product page's "Compare" keeps its machine, the cards' toggles pick more up to four (a fifth is
 * told why not), and the tray opens the compare page, readable on the phone without the page
 * growing wider than the screen; without script, the product page's link and the compare page's
 * "Add a machine" form make a comparison, and "Send Enquiry" opens the machine's enquiry form.
 */
import { expect, test, type Page } from './fixtures';
import { DEMO_PRODUCTS } from '../../demo/catalogue';
import { COMPARE_MESSAGES } from '../../src/lib/compare';
import { categoryPageHref, productPath } from '../../src/lib/public-address';
import { waitForIslands } from '../support/islands';
import { ON_PHONE } from './tags';

const CUPS = DEMO_PRODUCTS.filter((p) => p.category === 'paper-cup-making-machines');

/** The page itself is no wider than the screen: the table scrolls inside its frame. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

const columns = (page: Page) => page.locator('thead th[scope="col"] .name');

test.describe('with script', () => {
  test('picks machines from a product page and from cards, at most four, and compares them from the tray', { tag: ON_PHONE }, async ({ page }) => {
    await page.goto(productPath(CUPS[0].id));
    await page.getByRole('link', { name: `Compare ${CUPS[0].productName} with other machines` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Compare machines' })).toBeVisible();
    await expect(page.getByText(COMPARE_MESSAGES.addAnother)).toBeVisible();

    await page.goto(categoryPageHref(['paper-cup-making-machines']));
    await waitForIslands(page);
    const toggle = (i: number) => page.getByRole('button', { name: `Compare ${CUPS[i].productName}` });
    await expect(toggle(0)).toHaveAttribute('aria-pressed', 'true');
    const tray = page.getByRole('region', { name: 'Machines to compare' });
    await expect(tray.getByRole('link')).toHaveText('Compare (1)');
    for (const i of [1, 2, 3]) await toggle(i).click();
    await expect(tray.getByRole('link')).toHaveText('Compare (4)');

    await toggle(4).click();
    await expect(tray.getByRole('status')).toHaveText(COMPARE_MESSAGES.full);
    await expect(toggle(4)).toHaveAttribute('aria-pressed', 'false');
    await toggle(3).click();
    await expect(tray.getByRole('status')).toHaveText('');
    await expect(tray.getByRole('link')).toHaveText('Compare (3)');

    await tray.getByRole('link').click();
    await expect(columns(page)).toHaveText(CUPS.slice(0, 3).map((p) => p.productName));
    await expectNoSidewaysScroll(page);
  });
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the product page’s link and the "Add a machine" form make a comparison; each machine has its enquiry', { tag: ON_PHONE }, async ({ page }) => {
    await page.goto(productPath(CUPS[1].id));
    await page.getByRole('link', { name: `Compare ${CUPS[1].productName} with other machines` }).click();
    await expect(columns(page)).toHaveText([CUPS[1].productName]);

    await page.getByLabel('Add a machine').selectOption({ label: CUPS[2].productName });
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(columns(page)).toHaveText([CUPS[1].productName, CUPS[2].productName]);
    await expectNoSidewaysScroll(page);

    await page.getByRole('link', { name: `Send Enquiry about ${CUPS[2].productName}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Send Enquiry' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Back to ${CUPS[2].productName}` })).toBeVisible();
  });
});
