/**
 * Sharing a product page from its share menu (SPEC §2.7, §8, docs/spec.md §25.7): "Share via…", the
 * device's share sheet, only where there is one; "Copy link", the address copied with "Link copied
 * to clipboard!"; any failure shows "Share failed".
 */
import { expect, test, type Page } from './fixtures';
import { MESSAGES } from '../../src/lib/messages';
import { DEMO_PRODUCTS } from '../../demo/catalogue';
import { waitForIslands } from '../support/islands';

const product = DEMO_PRODUCTS[1];

async function openProduct(page: Page) {
  await page.goto(`/product/${product.id}`);
  await waitForIslands(page);
}

/** Opens the share menu (a <details>, so its summary has no button role) and chooses an item. */
async function share(page: Page, item: 'Share via…' | 'Copy link') {
  await page.locator('summary', { hasText: 'Share' }).click();
  await page.getByRole('button', { name: item }).click();
}

/** Runs before the page's own scripts: a browser without the Web Share API. */
const withoutNativeShare = () => {
  delete (Navigator.prototype as { share?: unknown }).share;
};

test('without a share sheet the address is copied to the clipboard', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.addInitScript(withoutNativeShare);
  await openProduct(page);
  await page.evaluate(() => navigator.clipboard.writeText('something else'));
  // Without a share sheet the menu does not offer one.
  await page.locator('summary', { hasText: 'Share' }).click();
  await expect(page.getByRole('button', { name: 'Share via…' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText(MESSAGES.linkCopied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  expect(page.url()).toBe(new URL(`/product/${product.id}`, baseURL).toString());
});

test('a clipboard that refuses shows "Share failed"', async ({ page }) => {
  await page.addInitScript(withoutNativeShare);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
    });
  });
  await openProduct(page);

  await share(page, 'Copy link');
  await expect(page.getByText(MESSAGES.shareFailed)).toBeVisible();
  await expect(page.getByText(MESSAGES.linkCopied)).toHaveCount(0);
});

/** A share sheet that records what it was given and then answers as told. */
function nativeShare(page: Page, outcome: 'shared' | 'cancelled' | 'broken') {
  return page.addInitScript((outcome) => {
    const calls: ShareData[] = [];
    (window as unknown as { shareCalls: ShareData[] }).shareCalls = calls;
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        calls.push(data);
        if (outcome === 'cancelled') throw new DOMException('Share canceled', 'AbortError');
        if (outcome === 'broken') throw new DOMException('Share failed', 'DataError');
      },
    });
  }, outcome);
}

const shareCalls = (page: Page) => page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls);

test('with a share sheet the page is shared through it, not copied', async ({ page }) => {
  await nativeShare(page, 'shared');
  await openProduct(page);

  await share(page, 'Share via…');
  await expect.poll(() => shareCalls(page)).toEqual([{ title: product.productName, url: page.url() }]);
  await expect(page.getByText(MESSAGES.linkCopied)).toHaveCount(0);
});

test('a share sheet that fails shows "Share failed"; one the visitor closes shows nothing', async ({ page }) => {
  await nativeShare(page, 'broken');
  await openProduct(page);
  await share(page, 'Share via…');
  await expect(page.getByText(MESSAGES.shareFailed)).toBeVisible();

  await nativeShare(page, 'cancelled');
  await openProduct(page);
  await share(page, 'Share via…');
  await expect.poll(() => shareCalls(page)).toHaveLength(1);
  // The rejection is handled in the same task as the call settles; give the toaster a moment.
  await page.waitForTimeout(300);
  await expect(page.getByText(MESSAGES.shareFailed)).toHaveCount(0);
});
