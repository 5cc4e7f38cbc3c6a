/**
 * The frame of every page and the site's addresses: unknown paths redirect to the home page, the
 * footer year, the chat button, the header's search box and menus, and the keyboard path through
 * the header.
 */
import { expect as baseExpect, test, type Page } from './fixtures';
import { ON_PHONE } from './tags';
import { CATEGORIES } from '../../src/lib/categories';
import { MESSAGES } from '../../src/lib/messages';
import { siteConfig } from '../../src/lib/site';
import { waitForIslands } from '../support/islands';

// The local emulator can take seconds per function call on a busy machine (the search page's).
const expect = baseExpect.configure({ timeout: 45_000 });
test.setTimeout(180_000);

const isPhone = (projectName: string) => projectName === 'phone';

/** On a phone the search box and the products menu sit behind the menu button. */
async function openPhoneMenu(page: Page, projectName: string) {
  await waitForIslands(page);
  if (!isPhone(projectName)) return;
  const button = page.getByRole('button', { name: 'Menu' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

test('an unknown path is redirected to the home page by the server', async ({ page, request }) => {
  const response = await page.goto('/no-such-page/anywhere');
  expect(new URL(page.url()).pathname).toBe('/');
  const redirect = response!.request().redirectedFrom();
  expect(redirect?.url()).toMatch(/\/no-such-page\/anywhere$/);
  expect((await redirect!.response())!.status()).toBe(302);
  await expect(page.getByRole('img', { name: 'Website Logo' })).toBeVisible();

  // Real pages and files are not shadowed by the catch-all, and unknown API calls stay 404 JSON.
  for (const path of ['/login', '/sign-up', '/forgot-password', '/logo.svg', '/sitemap.xml', '/robots.txt']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  }
  const api = await request.get('/api/no-such-call', { maxRedirects: 0 });
  expect(api.status()).toBe(404);
  expect((await api.json()).success).toBe(false);
});

test('the sitemap index’s files list every public page with absolute addresses, and robots.txt points to the index', async ({ page, request, baseURL }) => {
  const siteUrl = new URL(baseURL!).origin;
  // /sitemap.xml is an index of sitemap files; together they list the pages.
  const index = await (await request.get('/sitemap.xml')).text();
  const files = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(files.length).toBeGreaterThan(0);
  let sitemap = '';
  for (const file of files) sitemap += await (await request.get(file)).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const path of ['/', '/product-category', '/search', '/login', '/sign-up']) expect(locs).toContain(`${siteUrl}${path}`);

  // Every product the home page shows has its page in the sitemap, with a lastmod.
  await page.goto('/');
  const productLinks = await page.locator('main a[href^="/product/"]').evaluateAll((links) =>
    [...new Set(links.map((a) => a.getAttribute('href')!))],
  );
  expect(productLinks.length).toBeGreaterThan(0);
  for (const href of productLinks) expect(sitemap).toMatch(new RegExp(`<loc>${siteUrl}${href}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`));

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin-panel');
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});

test('the footer shows the visitor’s current year, whatever year the page was built in', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2031-03-15T10:00:00'));
  await page.goto('/');
  await expect(page.locator('footer')).toContainText(`© 2031 ${siteConfig(process.env).companyName}`);
});

test('the chat button opens the chat link with the greeting in a new tab', async ({ page, context }) => {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>chat</p>' }));
  await page.goto('/');
  const chat = page.getByRole('link', { name: /^Chat with us/ });
  await expect(chat).toBeVisible();
  await expect(chat).toHaveAttribute('target', '_blank');
  const popup = page.waitForEvent('popup');
  await chat.click();
  const opened = new URL((await popup).url());
  expect(opened.origin + opened.pathname).toBe(`https://wa.me/${siteConfig(process.env).chatNumber}`);
  expect(opened.searchParams.get('text')).toBe(MESSAGES.chatGreeting);
});

test('typing in the header search box goes to the search page once, after a pause', { tag: ON_PHONE }, async ({ page }, testInfo) => {
  await page.goto('/');
  await openPhoneMenu(page, testInfo.project.name);
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/search') searches.push(url.search);
  });
  const box = page.getByRole('searchbox', { name: 'Search machines' });
  // A burst of keystrokes well inside the pause (typed from the page itself, so a busy test machine
  // cannot stretch the gaps between them): one navigation, with the whole text.
  await box.evaluate((input: HTMLInputElement, text) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    for (let end = 1; end <= text.length; end++) {
      setValue.call(input, text.slice(0, end));
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }, 'paper cup');
  await expect.poll(() => searches).toEqual(['?q=paper+cup']);
});

test('on the search page, typing replaces the address and updates the results in place', { tag: ON_PHONE }, async ({ page }, testInfo) => {
  await page.goto('/search?q=cup');
  await openPhoneMenu(page, testInfo.project.name);
  const box = page.getByRole('searchbox', { name: 'Search machines' });
  await expect(box).toHaveValue('cup');
  const historyLength = await page.evaluate(() => history.length);
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await box.click();
  await box.press('End');
  await box.pressSequentially(' machine', { delay: 40 });
  await expect(page).toHaveURL(/\/search\?q=cup\+machine$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('cup machine');
  await box.fill('');
  await expect(page).toHaveURL(/\/search$/);
  // No reload and no history entry per keystroke.
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
});

test('"Our Products" lists the seven categories; hover opens it on a desktop, a tap on a phone', { tag: ON_PHONE }, async ({ page }, testInfo) => {
  await page.goto('/');
  await openPhoneMenu(page, testInfo.project.name);
  const button = page.getByRole('button', { name: 'Our Products' });
  const links = page.locator('#products-menu a');
  await expect(links.first()).toBeHidden();
  if (isPhone(testInfo.project.name)) await button.tap();
  else await button.hover();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(links).toHaveCount(CATEGORIES.length);
  for (const [index, category] of CATEGORIES.entries()) {
    await expect(links.nth(index)).toBeVisible();
    await expect(links.nth(index)).toHaveText(category.label);
    await expect(links.nth(index)).toHaveAttribute('href', `/product-category?category=${category.value}`);
  }
  if (!isPhone(testInfo.project.name)) {
    await page.mouse.move(5, 700);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(links.first()).toBeHidden();
  }
});

/** What has the keyboard focus now (as a user would name it), and whether it draws a ring of 2 px or more. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return { name: '', ring: false };
    const style = getComputedStyle(el);
    const label = (el as HTMLInputElement).labels?.[0]?.textContent;
    const name = (el.getAttribute('aria-label') ?? label ?? el.textContent ?? '').trim();
    return { name, ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 };
  });

test('the keyboard reaches the search box, the products menu and the login button, with a visible focus', { tag: ON_PHONE }, async ({ page }, testInfo) => {
  await page.goto('/');
  await waitForIslands(page);
  const wanted = ['Search machines', 'Our Products', 'Login'];
  // On a phone the first two sit behind the menu button, which opens from the keyboard too.
  if (isPhone(testInfo.project.name)) wanted.unshift('Menu');

  const reached: string[] = [];
  for (let presses = 0; presses < 12 && reached.length < wanted.length; presses++) {
    await page.keyboard.press('Tab');
    const { name, ring } = await focused(page);
    if (name !== wanted[reached.length]) continue;
    expect(ring, `focus ring on ${name}`).toBe(true);
    reached.push(name);
    if (name === 'Menu') await page.keyboard.press('Enter');
  }
  expect(reached).toEqual(wanted);

  // The products menu opens with Enter and closes with Escape, keeping the focus on its button.
  const products = page.getByRole('button', { name: 'Our Products' });
  await products.focus();
  await page.keyboard.press('Enter');
  await expect(products).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.locator('#products-menu a').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(products).toHaveAttribute('aria-expanded', 'false');
  await expect(products).toBeFocused();
});
