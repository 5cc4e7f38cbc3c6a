/**
 * The product page (SPEC §2): the gallery (hover, click and keyboard; zoom only with a fine
 * pointer), YouTube thumbnails two per row opening the video in a new tab, "Unsupported video
 * link" for other links, the enquiry dialog by keyboard, and the page without JavaScript.
 */
import { expect, test, type BrowserContext, type Page } from './fixtures';
import { ON_PHONE } from './tags';
import { MESSAGES } from '../../src/lib/messages';
import { DEMO_PRODUCTS, productImagePath } from '../../demo/catalogue';
import { youtubeThumbnail, youtubeVideoId } from '../../src/lib/youtube';
import { waitForIslands } from '../support/islands';

const withVimeo = DEMO_PRODUCTS.find((p) => p.videoLinks.some((link) => link.startsWith('https://vimeo.com/')))!;
const withTwoYoutube = DEMO_PRODUCTS.find((p) => p.videoLinks.length === 2 && p.videoLinks.every((l) => youtubeVideoId(l)))!;

/** YouTube is outside the test's world: its pages and stills are answered locally. */
async function stubYoutube(context: BrowserContext) {
  await context.route('https://www.youtube.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Video</title>' }));
  await context.route('https://youtu.be/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Video</title>' }));
  await context.route('https://i.ytimg.com/**', (route) => route.fulfill({ path: 'public/og-default.webp', contentType: 'image/webp' }));
}

const bigImage = (page: Page, n: number, of: number) =>
  page.getByRole('img', { name: `${withVimeo.productName}, image ${n} of ${of}`, exact: true });

test('the gallery shows the thumbnail that is hovered, clicked or chosen by keyboard', { tag: ON_PHONE }, async ({ page }, testInfo) => {
  const count = withVimeo.imageCount;
  await page.goto(`/product/${withVimeo.id}`);
  await expect(bigImage(page, 1, count)).toHaveAttribute('src', productImagePath(withVimeo.id, 1));
  await expect(bigImage(page, 1, count)).toHaveAttribute('fetchpriority', 'high');
  await waitForIslands(page);
  const thumbnail = (n: number) => page.getByRole('button', { name: `Show image ${n} of ${count}` });

  if (testInfo.project.name === 'desktop') {
    await thumbnail(2).hover();
    await expect(bigImage(page, 2, count)).toHaveAttribute('src', productImagePath(withVimeo.id, 2));
  }
  await thumbnail(3).click();
  await expect(bigImage(page, 3, count)).toHaveAttribute('src', productImagePath(withVimeo.id, 3));
  await expect(thumbnail(3)).toHaveAttribute('aria-pressed', 'true');

  await page.mouse.move(0, 0);
  await thumbnail(4).focus();
  await page.keyboard.press('Enter');
  await expect(bigImage(page, 4, count)).toHaveAttribute('src', productImagePath(withVimeo.id, 4));
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await expect(bigImage(page, 3, count)).toBeVisible();

  // A phone must not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('the big image zooms under a mouse, and not on a touch screen', { tag: ON_PHONE }, async ({ page }, testInfo) => {
  await page.goto(`/product/${withVimeo.id}`);
  const image = bigImage(page, 1, withVimeo.imageCount);
  const scale = () => image.evaluate((img) => getComputedStyle(img).scale);
  expect(await scale()).toBe('none');
  await image.hover();
  if (testInfo.project.name === 'desktop') {
    await expect.poll(scale).toBe('2');
  } else {
    await page.waitForTimeout(400); // longer than the zoom transition
    expect(await scale()).toBe('none');
  }
});

test('YouTube videos show two per row and open in a new tab', { tag: ON_PHONE }, async ({ page, context }) => {
  await stubYoutube(context);
  await page.goto(`/product/${withTwoYoutube.id}`);
  const links = page.getByRole('link', { name: /^Watch video \d on YouTube/ });
  await expect(links).toHaveCount(2);
  const [first, second] = [await links.nth(0).boundingBox(), await links.nth(1).boundingBox()];
  expect(first!.y).toBe(second!.y);
  expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);

  const thumbnail = links.nth(1).locator('img');
  await expect(thumbnail).toHaveAttribute('src', youtubeThumbnail(youtubeVideoId(withTwoYoutube.videoLinks[1])!));
  await expect(thumbnail).toHaveAttribute('loading', 'lazy');
  await expect(links.nth(1)).toHaveAttribute('rel', /noopener/);

  const opened = page.waitForEvent('popup');
  await links.nth(1).click();
  const video = await opened;
  expect(video.url()).toBe(withTwoYoutube.videoLinks[1]);
  await expect(page).toHaveURL(new RegExp(`/product/${withTwoYoutube.id}$`));
});

test('a link that is not YouTube shows "Unsupported video link"', async ({ page, context }) => {
  await stubYoutube(context);
  await page.goto(`/product/${withVimeo.id}`);
  await expect(page.getByText(MESSAGES.unsupportedVideo, { exact: true })).toBeVisible();
  await expect(page.getByText(MESSAGES.unsupportedVideo, { exact: true })).toHaveCount(1);
  await expect(page.getByRole('link', { name: /^Watch video 1 on YouTube/ })).toBeVisible();
  await expect(page.locator('a[href^="https://vimeo.com/"]')).toHaveCount(0);
});

test('the enquiry dialog by keyboard: focus stays inside, Escape closes it and focus returns', async ({ page }) => {
  await page.goto(`/product/${withVimeo.id}`);
  await waitForIslands(page);
  const opener = page.getByRole('button', { name: 'Send Enquiry' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Send Enquiry' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();

  const focusInDialog = () => page.evaluate(() => !!document.activeElement?.closest('dialog'));
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog()).toBe(true);
  }
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDialog()).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page still shows the machine, the call link, the description and the videos', async ({ page, context }) => {
    await stubYoutube(context);
    await page.goto(`/product/${withVimeo.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(withVimeo.productName);
    await expect(bigImage(page, 1, withVimeo.imageCount)).toBeVisible();
    await expect(page.getByText(withVimeo.brandName, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', /^tel:\+?\d{10,}$/);
    await expect(page.locator('.prose-description table')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Watch video 1 on YouTube/ })).toHaveAttribute('href', withVimeo.videoLinks[0]);
    await expect(page.getByText(MESSAGES.unsupportedVideo, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recommended Products' })).toBeVisible();
  });
});
