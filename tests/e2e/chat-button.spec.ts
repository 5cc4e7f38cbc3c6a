/**
 * The floating chat button never lies over a control (a tap meant for "Send Enquiry" must not open
 * a chat): on every screen, at phone, tablet and laptop sizes, on every frame from the first paint
 * until the page is at rest with the page at its top, and then at the page's end, where the footer's
 * links and its last line stay clear of the button. On a product page the chat says which machine
 * it is about, through a same-site link that counts the click and redirects to the chat. The admin
 * panel has none: it would lie over the sales team's controls (the Overdue follow-up of a row, a
 * note's counter), and the visitors' chat is not theirs.
 */
import { expect, test, type BrowserContext, type Page } from './fixtures';
import { ON_PHONE } from './tags';
import { MESSAGES } from '../../src/lib/messages';
import { querySiteDatabase } from './support';
import { openAdminList, signIn, unique } from './admin-support';
import { waitForIslands } from '../support/islands';

// The narrowest and the common phones (the phone project), a tablet and a laptop (the desktop one).
const SIZES = {
  phone: [
    { width: 320, height: 568 },
    { width: 360, height: 740 },
    { width: 390, height: 844 },
    { width: 412, height: 915 },
  ],
  desktop: [
    { width: 768, height: 1024 },
    { width: 1280, height: 800 },
  ],
};

/** What the watch keeps in the page (`window.chatWatch`). */
interface ChatWatch {
  /** The controls the chat button lies over now: a tap on them there would open the chat. */
  coveredNow(): string[];
  frames: number;
  /** Each control found under the button, with when (ms after navigation) and where the page was. */
  covered: Map<string, string>;
  stop: boolean;
  /** When the page's content last changed (a list filling in), to tell when it is at rest. */
  lastChange: number;
}

/**
 * Installed before any of the page's own code runs: from the first frame on, on every animation
 * frame, finds the controls under the chat button, i.e. a point of the control's box that
 * `elementsFromPoint` finds beneath the button.
 */
function watchChatButton(): void {
  const CONTROLS = 'a[href], button, input, select, textarea, summary';
  const watch: ChatWatch = {
    coveredNow() {
      const chat = document.getElementById('chat-button');
      if (!chat) return [];
      const c = chat.getBoundingClientRect();
      const found: string[] = [];
      for (const control of document.querySelectorAll<HTMLElement>(CONTROLS)) {
        if (chat.contains(control)) continue;
        const b = control.getBoundingClientRect();
        const [left, right, top, bottom] = [Math.max(b.left, c.left), Math.min(b.right, c.right), Math.max(b.top, c.top), Math.min(b.bottom, c.bottom)];
        if (right - left < 1 || bottom - top < 1) continue;
        // A grid of points over the part of the control the button's box overlaps.
        let hit = false;
        for (let i = 0; i < 4 && !hit; i++) {
          for (let j = 0; j < 4 && !hit; j++) {
            const [first, ...beneath] = document.elementsFromPoint(left + ((right - left) * (i + 0.5)) / 4, top + ((bottom - top) * (j + 0.5)) / 4);
            hit = !!first && chat.contains(first) && beneath.some((el) => control.contains(el));
          }
        }
        const name = (control.getAttribute('aria-label') || control.textContent || control.getAttribute('name') || '').replace(/\s+/g, ' ').trim().slice(0, 40);
        if (hit) found.push(`${control.tagName.toLowerCase()} "${name}"`);
      }
      return found;
    },
    frames: 0,
    covered: new Map(),
    stop: false,
    lastChange: 0,
  };
  (window as unknown as { chatWatch: ChatWatch }).chatWatch = watch;
  new MutationObserver(() => (watch.lastChange = performance.now())).observe(document, { childList: true, subtree: true, characterData: true });
  const frame = () => {
    if (watch.stop) return;
    watch.frames++;
    for (const control of watch.coveredNow()) {
      if (!watch.covered.has(control)) watch.covered.set(control, `${control} at ${Math.round(performance.now())} ms (scrollY ${Math.round(scrollY)})`);
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * Until the page is at rest: its islands awake, nothing loading, its content unchanged for half a
 * second (a list still filling in would move what lies under the button), and drawn at least three
 * times. From then on nothing moves at the top: on a page longer than the screen the button waits
 * below the first screen, on a shorter one in the footer's room for it.
 */
async function waitAtRest(page: Page): Promise<void> {
  await waitForIslands(page);
  await page.waitForFunction(
    () =>
      (window as unknown as { chatWatch: ChatWatch }).chatWatch.frames >= 3 &&
      performance.now() - (window as unknown as { chatWatch: ChatWatch }).chatWatch.lastChange > 500 &&
      !document.querySelector('[aria-busy="true"]') &&
      ![...document.querySelectorAll('[role="status"]')].some((status) => /Loading/.test(status.textContent ?? '')),
    null,
    { timeout: 60_000, polling: 100 },
  );
}

/** Loads the screen and watches it at its top, every frame until it is at rest (a watch that never draws times out). */
async function watchFromFirstPaint(page: Page, path: string): Promise<{ covered: string[] }> {
  // Back to the top first: a browser may restore the scroll position of the same address.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' })).catch(() => undefined);
  await page.goto(path, { waitUntil: 'load' });
  await waitAtRest(page);
  return page.evaluate(() => {
    const { chatWatch } = window as unknown as { chatWatch: ChatWatch };
    chatWatch.stop = true;
    return { covered: [...chatWatch.covered.values()] };
  });
}

/** At the page's end: what the button covers, whether the last line of text clears it, and where it is. */
async function atPageEnd(page: Page) {
  // Still at rest (watchFromFirstPaint waited for it); then scrolled down until the page stops growing.
  await waitAtRest(page);
  for (let tries = 0, height = -1; tries < 20; tries++) {
    const now = await page.evaluate(() => {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      return document.documentElement.scrollHeight;
    });
    if (now === height) break;
    height = now;
    await page.waitForTimeout(250);
  }
  return page.evaluate(() => {
    const chat = document.getElementById('chat-button')!;
    const c = chat.getBoundingClientRect();
    const chatArea = chat.closest('aside') ?? chat;
    // The page's last text: every line of the last text node that shows, outside the chat button.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let lines: DOMRect[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent!.trim() || chatArea.contains(node) || node.parentElement!.closest('script, style')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (rects.length) lines = rects;
    }
    const overlaps = (r: DOMRect) => r.left < c.right && c.left < r.right && r.top < c.bottom && c.top < r.bottom;
    const onScreen = c.width > 0 && c.top >= 0 && c.left >= 0 && c.bottom <= innerHeight && c.right <= innerWidth;
    return {
      covered: (window as unknown as { chatWatch: ChatWatch }).chatWatch.coveredNow(),
      lastLineUnderButton: lines.length === 0 || lines.some(overlaps),
      button: onScreen ? 'on screen' : `at ${Math.round(c.left)},${Math.round(c.top)} on a ${innerWidth}x${innerHeight} screen`,
    };
  });
}

/** Each size in turn on one page: from the first paint at the top, then at the end. */
async function checkScreen(context: BrowserContext, path: string, sizes: { width: number; height: number }[]): Promise<string[]> {
  const page = await context.newPage();
  const problems: string[] = [];
  for (const size of sizes) {
    await page.setViewportSize(size);
    const where = `${path} at ${size.width}x${size.height}`;
    const watch = await watchFromFirstPaint(page, path);
    for (const covered of watch.covered) problems.push(`${where}, at the top: over ${covered}`);
    const end = await atPageEnd(page);
    for (const covered of end.covered) problems.push(`${where}, at the end: over ${covered}`);
    if (end.lastLineUnderButton) problems.push(`${where}, at the end: the last line lies under the button`);
    if (end.button !== 'on screen') problems.push(`${where}, at the end: the button is not on screen but ${end.button}`);
  }
  await page.close();
  return problems;
}

test('the chat button lies over no control from the first paint on, at the top and at the end of every public screen, and the admin panel has none', { tag: ON_PHONE }, async ({ browser }, testInfo) => {
  // Well under a minute on a quiet machine; a busy one paints seven pages far slower.
  test.setTimeout(300_000);
  const sizes = SIZES[testInfo.project.name as keyof typeof SIZES];
  // A product page with the most pictures (a long strip of thumbnails) and, of those, the longest name.
  const [product] = await querySiteDatabase<{ id: string }>(
    'select id from products order by cardinality(product_image) desc, length(product_name) desc limit 1',
  );
  const publicPaths = [
    '/',
    `/product/${product.id}`,
    '/product-category?category=paper-cup-making-machines',
    '/search?q=paper',
    '/login',
    '/sign-up',
    '/forgot-password',
  ];
  // The public screens seen by a visitor. The project's device, drawn at one pixel per CSS pixel:
  // where things lie is the same, and seven pages paint faster.
  const { viewport, userAgent, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const [visitor, admin] = await Promise.all([1, 2].map(() => browser.newContext({ viewport, userAgent, isMobile, hasTouch, baseURL, deviceScaleFactor: 1 })));
  await visitor.addInitScript(watchChatButton);

  try {
    // The screens are watched side by side: each one until it rests, at every size.
    const problems = (await Promise.all(publicPaths.map((path) => checkScreen(visitor, path, sizes)))).flat();
    expect(problems).toEqual([]);

    // The admin panel's lists, drawn for a signed-in admin: no chat button.
    const { user } = await signIn(admin, 'ADMIN', unique(testInfo, 'Admin'));
    const page = await admin.newPage();
    for (const list of ['all-users', 'all-products', 'all-enquiries']) {
      // Drawn once the role check is done, which a busy machine can take seconds to answer.
      await openAdminList(page, `/admin-panel/${list}`, user.name);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#chat-button'), list).toHaveCount(0);
    }
  } finally {
    await Promise.all([visitor.close(), admin.close()]);
  }
});

test('on a product page the chat goes through /go/chat/<id> to a greeting naming the machine and its page; elsewhere it is the greeting alone', async ({ page, baseURL, request }) => {
  const [product] = await querySiteDatabase<{ id: string; product_name: string }>('select id, product_name from products order by product_name limit 1');
  const chatHref = async () => (await page.getByRole('link', { name: /^Chat with us/ }).getAttribute('href'))!;
  const chatText = (href: string) => new URL(href).searchParams.get('text');

  await page.goto(`/product/${product.id}`);
  // A same-site link that counts the click, answered with a redirect to the chat (it needs no script).
  const href = await chatHref();
  expect(href).toBe(`/go/chat/${product.id}`);
  const redirect = await request.get(href, { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  const chat = redirect.headers()['location'];
  expect(new URL(chat).origin + new URL(chat).pathname).toMatch(/^https:\/\/wa\.me\/\d+$/);
  // SITE_URL and the product's path (the local site's SITE_URL is where it listens).
  const pageAddress = `${new URL(baseURL!).origin}/product/${product.id}`;
  expect(chatText(chat)).toBe(`${MESSAGES.chatGreeting}\n${product.product_name}\n${pageAddress}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', pageAddress);

  await page.goto('/search?q=paper');
  expect(chatText(await chatHref())).toBe(MESSAGES.chatGreeting);
});
