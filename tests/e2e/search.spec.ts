/**
 * The search page: "Loading ..." while the answer comes, then the count and the machines, or
 * "No Data Found...."; the header box changes the query in place, and an older, slower answer
 * never replaces the newer one.
 */
import { expect as baseExpect, test, type Page } from './fixtures';
import { ON_PHONE } from './tags';
import { MESSAGES } from '../../src/lib/messages';
import { holdRequests, querySiteDatabase } from './support';

// Results come from the API; with the browser tests running on both cores an answer can take seconds.
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 180_000 });

const status = (page: Page) => page.locator('[data-results-status]');
const cards = (page: Page) => page.locator('main a[href^="/product/"]');
const names = (page: Page) => cards(page).locator('[data-product-name]');

test('a search with results: "Loading ..." first, then the count and the machines', async ({ page }) => {
  const release = await holdRequests(page, '**/api/search?*');
  await page.goto('/search?q=tissue');
  await expect(status(page)).toHaveText(MESSAGES.searchLoading);
  await expect(page.getByText(MESSAGES.searchLoading, { exact: true })).toBeVisible();
  release();

  await expect(status(page)).toHaveText(/^Search Results: [1-9]\d*$/);
  const count = Number((await status(page).innerText()).split(': ')[1]);
  await expect(cards(page)).toHaveCount(count);
  await expect(names(page).first()).toContainText(/tissue/i);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “tissue”');
  await expect(page).toHaveTitle(/^tissue: search \| /);
  await expect(page.getByText(MESSAGES.searchEmpty)).toHaveCount(0);
});

test('a search with no results says "No Data Found...."', async ({ page }) => {
  await page.goto('/search?q=qwzxv');
  await expect(page.getByText(MESSAGES.searchEmpty, { exact: true })).toBeVisible();
  await expect(status(page)).toHaveText('Search Results: 0');
  await expect(cards(page)).toHaveCount(0);
});

// On the desktop alone: the order of answers is the same on every screen, and the phone's folded
// box updating the results in place is routing.spec.ts's journey on the search page.
test('typing in the header box updates the results in place; a slower, older answer never replaces a newer one', async ({ page }) => {
  const aborted: string[] = [];
  page.on('requestfailed', (r) => aborted.push(new URL(r.url()).searchParams.get('q') ?? ''));
  // "cup" answers slowly: held until "foil" has been asked for and a little after, it must neither
  // win nor finish after "foil" (held by the request, not by a timer, so a busy machine cannot let
  // it through early).
  let foilAsked!: () => void;
  const foilRequested = new Promise<void>((resolve) => (foilAsked = resolve));
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/search' && new URL(r.url()).searchParams.get('q') === 'foil') foilAsked();
  });
  let cupReleased!: () => void;
  const cupAnswered = new Promise<void>((resolve) => (cupReleased = resolve));
  await page.route('**/api/search?q=cup&*', async (route) => {
    await foilRequested;
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue().catch(() => undefined);
    cupReleased();
  });

  await page.goto('/search?q=tissue');
  await expect(status(page)).toHaveText(/^Search Results: [1-9]/);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  const searchBox = page.getByRole('searchbox', { name: 'Search machines' });
  const cupAsked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/search' && new URL(r.url()).searchParams.get('q') === 'cup');
  await searchBox.fill('cup');
  await expect(page).toHaveURL(/\/search\?q=cup$/);
  await expect(status(page)).toHaveText(MESSAGES.searchLoading);
  // "foil" only once "cup" is on its way (on a busy machine the page shows Loading a moment before it asks).
  await cupAsked;
  await searchBox.fill('foil');
  await expect(page).toHaveURL(/\/search\?q=foil$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “foil”');
  await expect(names(page).first()).toContainText(/foil/i);

  await cupAnswered; // the slow "cup" answer has been let through
  await page.waitForTimeout(300);
  await expect(names(page).first()).toContainText(/foil/i);
  expect(aborted).toContain('cup');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a visitor already in the empty header box when it wakes keeps only what they type', { tag: ON_PHONE }, async ({ page }, testInfo) => {
  // The box's script is held back until the visitor is in the box, as on a slow phone.
  const release = await holdRequests(page, '**/_astro/SearchBox*.js');
  await page.goto('/search?q=tissue');
  await expect(status(page)).toHaveText(/^Search Results: [1-9]/);

  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
  const searchBox = page.getByRole('searchbox', { name: 'Search machines' });
  await searchBox.focus();
  await expect(searchBox).toHaveValue('');
  release();
  await expect(page.locator('astro-island:not([ssr]) #site-search')).toBeAttached();
  await page.evaluate(() => new Promise(requestAnimationFrame)); // the island's first effects have run

  await page.keyboard.type('cup');
  await expect(page).toHaveURL(/\/search\?q=cup$/);
  await expect(searchBox).toHaveValue('cup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “cup”');
});

test('keys typed after the pause, while the search page loads, are searched too', { tag: ON_PHONE }, async ({ page }, testInfo) => {
  await page.goto('/');
  const phone = testInfo.project.name === 'phone';
  if (phone) await page.getByRole('button', { name: 'Menu' }).click();
  const searchBox = page.getByRole('searchbox', { name: 'Search machines' });
  // The pause after "c" sends the visitor to the search page, whose HTML is held, as on a slow connection.
  const release = await holdRequests(page, /\/search\?q=c$/);
  const leaving = page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).search === '?q=c');
  await searchBox.fill('c');
  await leaving;
  // "up" while it loads; the page is then let through at once, well inside the next pause.
  await page.keyboard.type('up');
  release();

  await expect(page).toHaveURL(/\/search\?q=cup$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “cup”');
  // The box holds it all, and typing goes on there (on a phone, once the menu is open again).
  if (phone) await page.getByRole('button', { name: 'Menu' }).click();
  await expect(searchBox).toHaveValue('cup');
  if (!phone) await expect(searchBox).toBeFocused();
});

test('with no island script at all, the header box is sent by its Search button', { tag: ON_PHONE }, async ({ page }, testInfo) => {
  // The islands' bundles never arrive: the box is the plain GET form of the HTML.
  await page.route('**/_astro/*.js', (route) => route.abort());
  await page.goto('/');
  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('searchbox', { name: 'Search machines' }).fill('paper cup');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=paper\+cup$/);
});

test('"Show more" adds the machines past the first 100, each once, in the order of the ranking', async ({ page }) => {
  const probe = 'Pagewalker Probe Machine';
  const added = 130;
  await querySiteDatabase(
    `insert into products (product_name, brand_name, category, created_at, updated_at)
     select $1 || ' ' || n, 'Probe Works', 'all-machines', now() - n * interval '1 second', now()
     from generate_series(1, $2::int) as n`,
    [probe, added],
  );
  try {
    // Each holds the word in its name: they rank alike, newest first.
    const expected = (
      await querySiteDatabase<{ id: string }>('select id from products where product_name like $1 order by created_at desc, id desc', [`${probe} %`])
    ).map((r) => r.id);
    await page.goto('/search?q=pagewalker');
    await expect(status(page)).toHaveText(`Search Results: ${added}`);
    await expect(cards(page)).toHaveCount(100);
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(cards(page)).toHaveCount(added);
    await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
    const shown = await cards(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice('/product/'.length)));
    expect(shown).toEqual(expected);
    await expect(page).toHaveURL(/\/search\?q=pagewalker$/);
  } finally {
    await querySiteDatabase('delete from products where product_name like $1', [`${probe} %`]);
  }
});
