/**
 * The share kit and the product page's share menu (docs/spec.md §25.7): in the admin, a sales
 * user's copy button, used by keyboard, puts the channel's link on the clipboard with the toast,
 * and the print link's QR code is drawn, or says it could not be and asks again on "Try again"; on
 * the product page without script, the share menu opens and offers its links. (The links
 * themselves: tests/unit/share-links.test.ts; the QR code's content and who may ask for it:
 * tests/api/share-kit.test.ts.)
 */
import { expect as baseExpect, test } from './fixtures';
import { ON_PHONE } from './tags';
import { signIn, unique } from './admin-support';
import { MESSAGES } from '../../src/lib/messages';
import { DEMO_PRODUCTS } from '../../demo/catalogue';

// The admin list comes from the API; with the browser tests running on both cores an answer can take seconds.
const expect = baseExpect.configure({ timeout: 60_000 });

test('a sales user copies a share link from the kit by keyboard and sees its QR code', { tag: ON_PHONE }, async ({ page, context, baseURL }, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signIn(context, 'SALES', unique(testInfo, 'Kit Seller'));
  const qrAnswers: string[] = [];
  const isQr = (url: string) => new URL(url).pathname === '/api/share-kit/qr';
  page.on('response', (r) => void (isQr(r.url()) && qrAnswers.push(`${r.status()} ${new URL(r.url()).search}`)));
  page.on('requestfailed', (r) => void (isQr(r.url()) && qrAnswers.push(`${r.failure()?.errorText} ${new URL(r.url()).search}`)));
  // A demo machine, found by name: the list's newest rows may be another journey's, deleted
  // while this one runs (a kit of a deleted machine has no QR code to draw).
  const product = DEMO_PRODUCTS[0];
  await page.goto('/admin-panel/all-products');
  await page.getByRole('searchbox', { name: 'Search products by name or brand' }).fill(product.productName);
  await page.getByRole('button', { name: `Share kit for ${product.productName}`, exact: true }).click();
  const kit = page.getByRole('dialog', { name: 'Share kit' });

  // The campaign field has the focus; what is typed is kept as a slug in every link.
  await page.keyboard.type('Diwali Expo');
  await expect(kit.getByText('utm_campaign=diwali-expo')).toBeVisible();
  // Tab past the WhatsApp link's field to its copy button, and press it with the keyboard.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(kit.getByRole('button', { name: /^Copy the WhatsApp share link for / })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(MESSAGES.linkCopied)).toBeVisible();
  const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(copied.origin + copied.pathname).toBe('https://wa.me/');
  expect(copied.searchParams.get('text')).toMatch(/utm_source=whatsapp&utm_medium=social&utm_campaign=diwali-expo$/);

  // Drawn, and if not, whether it is still loading or broken, with what each QR call answered.
  const qr = kit.getByRole('img', { name: /^QR code of the print link for / });
  const imageState = () =>
    qr.evaluate((img: HTMLImageElement) => (!img.complete ? 'loading' : img.naturalWidth > 0 ? 'drawn' : 'broken'));
  await expect.poll(async () => ({ image: await imageState(), answers: qrAnswers })).toEqual({ image: 'drawn', answers: expect.any(Array) });

  // A QR code that does not arrive says so, and "Try again" asks again.
  let dropped = 0;
  await page.route(/\/api\/share-kit\/qr\?.*campaign=trade-fair(&|$)/, (route) => (dropped++ ? route.continue() : route.abort()));
  await kit.getByRole('textbox', { name: 'Campaign' }).fill('Trade Fair');
  await expect(kit.getByRole('alert')).toContainText(MESSAGES.qrCodeFailed);
  await kit.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(imageState).toBe('drawn');
  await expect(kit.getByRole('alert')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the product page's share menu opens and offers its links", { tag: ON_PHONE }, async ({ page }) => {
    const product = DEMO_PRODUCTS[0];
    await page.goto(`/product/${product.id}`);
    await page.getByText('Share', { exact: true }).click();
    const menu = page.getByRole('list', { name: 'Share this machine' });
    await expect(menu.getByRole('link')).toHaveText(['WhatsApp', 'Facebook', 'LinkedIn', 'Email', 'Download brochure']);
    await expect(menu.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=.*utm_campaign%3Dproduct-page$/);
    // What needs script is not offered without it.
    await expect(menu.getByRole('button')).toHaveCount(0);
  });
});
