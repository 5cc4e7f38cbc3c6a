/**
 * The home page: the banner slider (5 s, loops, pauses, one picture set per screen size), the
 * auto-scrolling product rows (2 px every 50 ms, wrap, pause on hover, still for reduced motion),
 * the category strip, the Contact Us map, and the catalogue in the HTML before any JavaScript.
 * Timers run on Playwright's clock, so "5 seconds" is exact and costs no waiting.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { ON_PHONE } from './tags';
import { CATEGORIES } from '../../src/lib/categories';
import { siteConfig } from '../../src/lib/site';
import { BANNERS } from '../../src/lib/banners';
import { querySiteDatabase } from './support';
import { waitForIslands } from '../support/islands';

const ROW_HEADINGS = [
  'Tissue Paper Making Machines',
  'Toilet Roll Making Machines',
  'Paper Plate Making Machines',
  'Paper Bag Making Machines',
  'All Machines',
];

const T0 = new Date('2026-03-02T09:00:00+05:30').getTime();

/**
 * Opens the home page on a stopped clock: only runFor() moves time, however slow the machine.
 */
async function openOnStoppedClock(page: Page) {
  await page.clock.install({ time: T0 });
  // The installed clock runs until paused: a minute ahead leaves room for a busy machine (the page
  // has no timers yet, so nothing runs in between).
  await page.clock.pauseAt(T0 + 60_000);
  await page.goto('/');
  await page.clock.runFor(500);
  await waitForIslands(page);
}

const banner = (page: Page) => page.getByRole('region', { name: 'Featured machines' });
/** The slide a visitor sees: the one not hidden from them. */
const visibleSlideImage = (page: Page) => banner(page).locator('[aria-roledescription="slide"]:not([aria-hidden])').getByRole('img');
const slideButton = (page: Page, n: number) => banner(page).getByRole('button', { name: new RegExp(`^Show slide ${n} of 5`) });

async function expectSlide(page: Page, n: number) {
  const { headline } = BANNERS.desktop[n - 1];
  await expect(visibleSlideImage(page)).toHaveAttribute('alt', new RegExp(`^${headline}`));
  await expect(slideButton(page, n)).toHaveAttribute('aria-current', 'true');
}

test.describe('banner slider', () => {
  test('advances every 5 seconds and loops back to the first slide', async ({ page }) => {
    await openOnStoppedClock(page);

    await expectSlide(page, 1);
    await page.clock.runFor(5000);
    await expectSlide(page, 2);
    // The first timer started when the slider's script ran, at a moment the test cannot pin down; a
    // slide chosen now starts its 5 s at a known time. (A plain click event: no hover, no focus,
    // which would pause the slider.)
    await slideButton(page, 3).dispatchEvent('click');
    await expectSlide(page, 3);
    await page.clock.runFor(4900);
    await expectSlide(page, 3);
    await page.clock.runFor(100);
    await expectSlide(page, 4);
    for (const n of [5, 1]) {
      await page.clock.runFor(5000);
      await expectSlide(page, n);
    }
  });

  test('the first slide is in the HTML as the fast largest paint; a screen loads only its own pictures', { tag: ON_PHONE }, async ({ page, request }, testInfo) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<img src="\/demo\/banners\/desktop-1\.webp" width="1600" height="500" alt="[^"]+" fetchPriority="high"/i);
    expect(html).toMatch(/<source media="\(max-width: 639px\)" srcset="\/demo\/banners\/mobile-1\.webp" width="800" height="800"\/?>/i);
    // The other slides wait in templates, which the browser neither shows nor loads.
    expect(html.replace(/<template[\s\S]*?<\/template>/g, '')).not.toContain('desktop-2.webp"');

    const pictures: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/demo/banners/')) pictures.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await waitForIslands(page);
    const kind = testInfo.project.name === 'phone' ? 'mobile' : 'desktop';
    // The first slide and, once awake, the next in line: nothing else, and nothing for the other screen size.
    await expect.poll(() => [...new Set(pictures)].sort()).toEqual([`/demo/banners/${kind}-1.webp`, `/demo/banners/${kind}-2.webp`]);
    const box = await banner(page).boundingBox();
    expect(box!.width / box!.height).toBeCloseTo(kind === 'mobile' ? 1 : 1600 / 500, 1);
  });

  test('previous/next on a desktop, slide buttons everywhere; hover and keyboard focus pause it', { tag: ON_PHONE }, async ({ page }, testInfo) => {
    await openOnStoppedClock(page);
    const previous = banner(page).getByRole('button', { name: 'Previous slide' });
    const next = banner(page).getByRole('button', { name: 'Next slide' });

    if (testInfo.project.name === 'phone') {
      await expect(previous).toBeHidden();
      await expect(next).toBeHidden();
      await slideButton(page, 3).tap();
      await expectSlide(page, 3);
    } else {
      await next.click();
      await expectSlide(page, 2);
      await previous.click();
      await previous.click();
      await expectSlide(page, 5);
      await slideButton(page, 3).click();
      await expectSlide(page, 3);

      // While the pointer rests on it, it stays; when the pointer leaves, it moves on.
      await banner(page).hover();
      await page.clock.runFor(12_000);
      await expectSlide(page, 3);
      await page.mouse.move(640, 790);
      await page.clock.runFor(5000);
      await expectSlide(page, 4);

      // Keyboard focus inside it holds it too.
      await slideButton(page, 2).focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await expectSlide(page, 1);
      await page.clock.runFor(12_000);
      await expectSlide(page, 1);
    }

    // The pause button stops it for everyone, touch screens included.
    const pause = banner(page).getByRole('button', { name: 'Pause slides' });
    if (testInfo.project.name === 'phone') await pause.tap();
    else await pause.click();
    await page.mouse.move(640, 790);
    const current = Number(await banner(page).getAttribute('data-current-slide')) + 1;
    await page.clock.runFor(15_000);
    await expectSlide(page, current);
    await expect(banner(page).getByRole('button', { name: 'Play slides' })).toBeVisible();
  });
});

/** The scrolling list of a product row, by the row's heading. */
const row = (page: Page, heading: string): Locator =>
  page.getByRole('region', { name: heading, exact: true }).locator('[data-auto-scroll-row]');
const scrollLeft = (locator: Locator) => locator.evaluate((el) => el.scrollLeft);

/** Scrolls a row into view and waits for its clock to start (it runs only while on screen). */
async function rowReady(page: Page, heading: string): Promise<Locator> {
  const list = row(page, heading);
  await list.scrollIntoViewIfNeeded();
  await expect(list).toHaveAttribute('data-auto-scroll-row', 'running');
  return list;
}

test.describe('product rows', () => {
  test('the five rows come in order, each with its category’s machines, newest first, as linked cards in the HTML', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'OUR PRODUCTS' })).toBeVisible();
    await expect(page.locator('[data-product-row] h3')).toHaveText(ROW_HEADINGS);
    for (const heading of ROW_HEADINGS) {
      const category = CATEGORIES.find((c) => c.label === heading)!.value;
      const machines = await querySiteDatabase<{ id: string; product_name: string }>(
        'select id, product_name from products where category = $1 order by created_at desc, id',
        [category],
      );
      const cards = row(page, heading).getByRole('link');
      await expect(cards.locator('[data-product-name]')).toHaveText(machines.map((m) => m.product_name));
      for (const [i, machine] of machines.entries()) {
        await expect(cards.nth(i)).toHaveAttribute('href', `/product/${machine.id}`);
        // Pre-rendered, so search engines and link previews see it without running JavaScript.
        expect(html).toContain(`href="/product/${machine.id}"`);
      }
    }
  });

  test('scroll 2 px every 50 ms, wrap at the end and pause under the pointer', { tag: ON_PHONE }, async ({ page }) => {
    await openOnStoppedClock(page);
    // The row with the most machines: it is wider than the screen on a desktop too.
    const list = await rowReady(page, 'All Machines');
    expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(50);
    await page.mouse.move(1, 1);

    const start = await scrollLeft(list);
    await page.clock.runFor(1000);
    // 20 steps of 2 px; a phone's fractional device pixels may round each step a little.
    const moved = (await scrollLeft(list)) - start;
    expect(moved).toBeGreaterThan(30);
    expect(moved).toBeLessThan(50);

    await list.hover();
    const held = await scrollLeft(list);
    await page.clock.runFor(2000);
    expect(await scrollLeft(list)).toBe(held);

    await page.mouse.move(1, 1);
    await page.clock.runFor(500);
    expect(await scrollLeft(list)).toBeGreaterThan(held);

    await list.evaluate((el) => (el.scrollLeft = el.scrollWidth));
    await page.clock.runFor(50);
    expect(await scrollLeft(list)).toBe(0);
    await page.clock.runFor(500);
    expect(await scrollLeft(list)).toBeGreaterThan(0);
  });
});

test.describe('for visitors who ask for reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the rows and the banner stand still', { tag: ON_PHONE }, async ({ page }, testInfo) => {
    await openOnStoppedClock(page);
    const list = await rowReady(page, 'Tissue Paper Making Machines');
    await page.clock.runFor(10_000);
    expect(await scrollLeft(list)).toBe(0);
    await expectSlide(page, 1);
    // They can still move it themselves, or start it.
    await slideButton(page, 2).click();
    await expectSlide(page, 2);
    const play = banner(page).getByRole('button', { name: 'Play slides' });
    if (testInfo.project.name === 'phone') {
      await play.tap();
    } else {
      await play.click();
      await page.mouse.move(1, 1);
    }
    // The slides announce themselves only while they are not changing on their own.
    await expect(banner(page).locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(5000);
    await expectSlide(page, 3);
  });
});

test('the category strip shows each category’s newest machine, linking to its category page', { tag: ON_PHONE }, async ({ page }) => {
  const newest = await querySiteDatabase<{ category: string; image: string }>(
    'select distinct on (category) category, product_image[1] as image from products order by category, created_at desc, id',
  );
  await page.goto('/');
  const strip = page.getByRole('navigation', { name: 'Machine categories' });
  await expect(strip.getByRole('link')).toHaveCount(newest.length);
  for (const { category, image } of newest) {
    const label = CATEGORIES.find((c) => c.value === category)!.label;
    const link = strip.getByRole('link', { name: label, exact: true });
    await expect(link).toHaveAttribute('href', `/product-category?category=${category}`);
    await expect(link.locator('img')).toHaveAttribute('src', image);
    expect(await link.locator('img').getAttribute('srcset')).toContain(`?url=${encodeURIComponent(image)}&w=160 160w`);
  }
  // A circle of 60-84 px takes the image CDN's smallest cut, not the 800 px upload.
  await expect
    .poll(() => strip.locator('img').first().evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/\/\.netlify\/images\?url=.+&w=160$/);
});

test('About Us and Contact Us: address, phones, email, and a map that loads only when scrolled to', async ({ page, context }) => {
  const site = siteConfig(process.env);
  // The map's host is not part of the site under test: answer for it.
  await context.route(/^https:\/\/www\.google\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><p>Map</p>' }),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'About Us' })).toBeAttached();
  await expect(page.locator('iframe')).toHaveCount(0);

  const contact = page.getByRole('region', { name: 'Contact Us' });
  await contact.scrollIntoViewIfNeeded();
  await expect(contact.getByText(site.showroomAddress).first()).toBeVisible();
  for (const phone of site.phones) {
    await expect(contact.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/[^\d+]/g, '')}`);
  }
  await expect(contact.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);

  const map = contact.locator('iframe');
  await expect(map).toHaveAttribute('src', site.mapEmbedUrl);
  await expect(map).toHaveAttribute('loading', 'lazy');
  await expect(map).toHaveAttribute('title', /Map of our office/);

  const opened = context.waitForEvent('page');
  await contact.getByRole('link', { name: /Open the map/ }).click();
  expect((await opened).url()).toBe(site.mapLink);
});
