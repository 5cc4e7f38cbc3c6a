/**
 * The floating chat button never lies over a control (a tap meant for "Send Enquiry" must not open
 * a chat): on every product page and the other screens, at phone and desktop sizes, on the first
 * screen and at scroll positions down the page, the point at the centre and at both ends of every
 * link, button and field on screen belongs to that control, never to the chat button.
 */
import { expect, test, type Page } from './fixtures';
import { PHONE_ONLY } from './tags';
import type { Product } from '../../src/lib/types';
import { waitForIslands } from '../support/islands';
import { openAdminList, signIn, unique } from './admin-support';

// The narrowest and widest common phones, a tablet and a laptop; the product pages get 390x844 too.
const SIZES = {
  phone: [
    { width: 320, height: 568 },
    { width: 412, height: 915 },
  ],
  desktop: [
    { width: 768, height: 1024 },
    { width: 1280, height: 800 },
  ],
};

/** Waits two frames: the button is placed in the frame after a scroll or a change. */
const settled = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** The controls on screen whose centre or either end is covered by the chat button. */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const chat = document.getElementById('chat-button')!;
    const covered: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary')) {
      if (chat.contains(control)) continue;
      const box = control.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue;
      const y = box.top + box.height / 2;
      for (const x of [box.left + box.width / 2, box.left + 1, box.right - 1]) {
        if (x < 0 || x >= innerWidth || y < 0 || y >= innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && chat.contains(hit)) {
          covered.push(`${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}" at ${Math.round(x)},${Math.round(y)} (scrollY ${Math.round(scrollY)})`);
          break;
        }
      }
    }
    return covered;
  });
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForIslands(page);
}

/** Checks the first screen, then scroll positions down the page, a little under a screen apart. */
async function expectNothingCovered(page: Page, maxSteps = 8): Promise<void> {
  await settled(page);
  const covered = await coveredControls(page);
  const { height, scrollHeight } = await page.evaluate(() => ({ height: innerHeight, scrollHeight: document.documentElement.scrollHeight }));
  const step = Math.round(height * 0.6);
  for (let y = step, n = 0; y < scrollHeight - height + step && n < maxSteps; y += step, n++) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await settled(page);
    covered.push(...(await coveredControls(page)));
  }
  const { pathname, search } = new URL(page.url());
  expect(covered, `${pathname}${search} at ${page.viewportSize()!.width}x${page.viewportSize()!.height}`).toEqual([]);
}

let products: Product[] = [];
test.beforeAll(async ({ request }) => {
  products = (await (await request.get('/api/get-product')).json()).data;
});

// The phone project covers the phone sizes.
test('no product page has a control under the chat button on a phone, first screen or scrolled', { tag: PHONE_ONLY }, async ({ page }) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const product of products) {
    await visit(page, `/product/${product._id}`);
    await expectNothingCovered(page, 3);
  }
});

test('the chat button covers no control on any screen, at any common size', async ({ page, context }, testInfo) => {
  test.setTimeout(600_000);
  const sizes = SIZES[testInfo.project.name as keyof typeof SIZES];
  const publicPaths = [
    '/',
    ...products.slice(0, 2).map((product) => `/product/${product._id}`),
    '/product-category?category=paper-cup-making-machines',
    '/search?q=paper',
    '/login',
    '/sign-up',
  ];
  for (const size of sizes) {
    await page.setViewportSize(size);
    for (const path of publicPaths) {
      await visit(page, path);
      await expectNothingCovered(page);
    }
  }

  // The admin lists, whose last column holds each row's button.
  const admin = await signIn(context, 'ADMIN', unique(testInfo, 'Admin'));
  for (const size of sizes) {
    await page.setViewportSize(size);
    for (const list of ['all-products', 'all-users', 'all-enquiries']) {
      await openAdminList(page, `/admin-panel/${list}`, admin.user.name);
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
      await expectNothingCovered(page);
    }
  }
});
