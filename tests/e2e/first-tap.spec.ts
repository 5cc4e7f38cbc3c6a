/**
 * No dead controls on a slow phone (4x CPU slow-down, slow 4G): Send Enquiry and Share are tapped
 * once, as soon as they are visible, long before the page's islands have hydrated: that first tap
 * opens the enquiry dialog, or the share menu, whose next tap shares or copies the address.
 * (bench/first-tap.ts times this.) The slow phone is the phone project's alone: the controls answer
 * a click (Send Enquiry is an HTML command, Share a <details>, its items click listeners of the
 * page's own), which the phone's tap sends too.
 * And with no island script arriving at all, the header's menus, its search box and the gallery
 * thumbnails still answer their first use.
 */
import { expect, test, type Page } from './fixtures';
import { ON_PHONE, PHONE_ONLY } from './tags';
import { MESSAGES } from '../../src/lib/messages';
import { CATEGORIES } from '../../src/lib/categories';
import { DEMO_PRODUCTS, productImagePath } from '../../demo/catalogue';
import { throttleAsSlowPhone } from '../support/slow-phone';

const product = DEMO_PRODUCTS[3];

/** Loads the product page on the slow phone and taps the control named `name` once, the moment it shows. */
async function tapAtOnce(page: Page, name: string, baseURL: string) {
  // Other sites (YouTube stills) are not reachable here and not what is measured.
  await page.context().route((url) => url.origin !== new URL(baseURL).origin, (route) => route.abort());
  await throttleAsSlowPhone(page);
  await page.goto(`/product/${product.id}`, { waitUntil: 'commit' });
  // The share menu is a <details>: its summary has no button role.
  const control = name === 'Share' ? page.locator('summary', { hasText: name }) : page.getByRole('button', { name, exact: true });
  await control.waitFor({ state: 'visible', timeout: 60_000 });
  await control.tap();
}

test.beforeEach(() => test.slow());

test('the first tap on Send Enquiry opens the enquiry form', { tag: PHONE_ONLY }, async ({ page, baseURL }) => {
  await tapAtOnce(page, 'Send Enquiry', baseURL!);
  const dialog = page.getByRole('dialog', { name: 'Send Enquiry' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeEditable();
});

test('the first taps on Share open the share sheet', { tag: PHONE_ONLY }, async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    const calls: ShareData[] = [];
    (window as unknown as { shareCalls: ShareData[] }).shareCalls = calls;
    Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: async (data: ShareData) => void calls.push(data) });
  });
  await tapAtOnce(page, 'Share', baseURL!);
  await page.getByRole('button', { name: 'Share via…' }).tap();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls))
    .toEqual([{ title: product.productName, url: new URL(`/product/${product.id}`, baseURL).toString() }]);
});

test('without a share sheet the first taps on Share copy the address, and the toast says so', { tag: PHONE_ONLY }, async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  await tapAtOnce(page, 'Share', baseURL!);
  await page.getByRole('button', { name: 'Copy link' }).tap();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(`/product/${product.id}`, baseURL).toString());
  // Shown by the toaster once it is there.
  await expect(page.getByText(MESSAGES.linkCopied)).toBeVisible({ timeout: 60_000 });
});

test('with no island script at all, the menus, the search box and the gallery answer their first use', { tag: ON_PHONE }, async ({ page }, testInfo) => {
  const isPhone = testInfo.project.name === 'phone';
  const use = (locator: ReturnType<Page['getByRole']>) => (isPhone ? locator.tap() : locator.click());
  // The islands' bundles never arrive; the pages' own inline scripts and HTML are all there is.
  await page.route('**/_astro/*.js', (route) => route.abort());

  const withImages = DEMO_PRODUCTS.find((p) => p.imageCount >= 3)!;
  await page.goto(`/product/${withImages.id}`);
  await use(page.getByRole('button', { name: `Show image 3 of ${withImages.imageCount}` }));
  await expect(page.getByRole('img', { name: `${withImages.productName}, image 3 of ${withImages.imageCount}`, exact: true })).toHaveAttribute(
    'src',
    productImagePath(withImages.id, 3),
  );

  if (isPhone) {
    const menu = page.getByRole('button', { name: 'Menu' });
    await use(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  }
  const products = page.getByRole('button', { name: 'Our Products' });
  await use(products);
  await expect(products).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#products-menu a')).toHaveCount(CATEGORIES.length);
  await expect(page.locator('#products-menu a').first()).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search machines' });
  await search.fill('paper cup');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=paper\+cup$/);
});
