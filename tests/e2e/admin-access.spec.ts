/**
 * Who may open the admin panel (SPEC §2, §6): visitors and GENERAL users are sent to the home page
 * and the browser never receives admin data; an admin sees the side panel and moves between the
 * three lists; a SALES user (docs/spec.md §23.1) gets the lead desk and the products read-only,
 * never the users; the shells are not indexed and trailing-slash addresses open the same lists.
 */
import { expect as baseExpect, test, type Page } from './fixtures';
import { ON_PHONE } from './tags';
import { ADMIN_CALLS, expectNoSidewaysScroll, openAdminList, showAdminLinks, signIn, unique } from './admin-support';
import { querySiteDatabase } from './support';

// The admin lists come from the API; with the browser tests running on both cores an answer can take seconds.
const expect = baseExpect.configure({ timeout: 90_000 });
test.setTimeout(300_000);

const ADMIN_URLS = ['/admin-panel', '/admin-panel/all-users', '/admin-panel/all-products', '/admin-panel/all-enquiries', '/admin-panel/orders'];

/** Every admin call this page made, answered or not. */
function recordAdminCalls(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (ADMIN_CALLS.includes(path)) asked.push(path);
  });
  return asked;
}

async function expectSentHome(page: Page, url: string) {
  await page.goto(url);
  // A signed-in user's page asks the server who they are first (a visitor's knows without asking).
  await expect(page).toHaveURL((u) => u.pathname === '/', { timeout: 120_000 });
  await expect(page.getByRole('img', { name: 'Website Logo' })).toBeVisible();
}

test('a visitor opening any admin address lands on the home page with no admin data sent', async ({ page }) => {
  const asked = recordAdminCalls(page);
  for (const url of ADMIN_URLS) await expectSentHome(page, url);
  // Let anything the pages started settle before judging.
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test('a GENERAL user opening any admin address lands on the home page with no admin data sent', async ({ page, context }, testInfo) => {
  const name = unique(testInfo, 'Buyer');
  await signIn(context, 'GENERAL', name);
  // Not even asked for: the early first page (early-page.ts) waits for the role too.
  const asked = recordAdminCalls(page);
  for (const url of ADMIN_URLS) {
    await expectSentHome(page, url);
    // Logged in all along: the header shows their avatar, not the Login button.
    await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test('an admin sees the side panel and moves between the lists', { tag: ON_PHONE }, async ({ page, context }, testInfo) => {
  const name = unique(testInfo, 'Admin');
  await signIn(context, 'ADMIN', name);
  await openAdminList(page, '/admin-panel', name);
  const panel = page.getByRole('complementary', { name: 'Admin panel' });
  await expect(panel.getByText('ADMIN', { exact: true })).toBeVisible();
  // No photo was uploaded for this admin: the initials stand in, named for the admin.
  await expect(panel.getByRole('img', { name: `Photo of ${name}` })).toBeVisible();
  // /admin-panel opens the products list.
  await expect(page.getByRole('heading', { name: /^All Products/ })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Admin lists' });
  if (testInfo.project.name === 'phone') {
    // Folded away on a phone until the toggle opens it.
    await expect(nav).toBeHidden();
    await showAdminLinks(page, testInfo);
  }
  // The lists; under All Enquiries "My leads", the follow-up views with their counts and the reports;
  // under Orders its Outstanding view; last Personal Data (docs/spec.md §26).
  await expect(nav.getByRole('link')).toHaveText(['All Users', 'All Products', 'All Enquiries', 'My leads', /^Due today \d+$/, /^Overdue \d+$/, 'Reports', 'Orders', 'Outstanding', 'Personal Data']);

  for (const [link, heading, path] of [
    ['All Users', /^All Users/, '/admin-panel/all-users'],
    ['Personal Data', /^Personal Data$/, '/admin-panel/personal-data'],
    ['Orders', /^Orders/, '/admin-panel/orders'],
    ['All Enquiries', /^All Enquiries/, '/admin-panel/all-enquiries'],
    ['All Products', /^All Products/, '/admin-panel/all-products'],
  ] as const) {
    await showAdminLinks(page, testInfo);
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL((u) => u.pathname === path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    if (testInfo.project.name === 'phone') await expect(nav).toBeHidden(); // folded again after choosing
    const current = page.getByRole('navigation', { name: 'Admin lists', includeHidden: true }).locator('[aria-current="page"]');
    await expect(current).toHaveText(link);
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  }

  // The browser's Back button returns to the previous list.
  await page.goBack();
  await expect(page).toHaveURL((u) => u.pathname === '/admin-panel/all-enquiries');
  await expect(page.getByRole('heading', { name: /^All Enquiries/ })).toBeVisible();
});

test('a SALES user’s panel: the lead desk and the products read-only, no users', { tag: ON_PHONE }, async ({ page, context }, testInfo) => {
  const name = unique(testInfo, 'Sales');
  await signIn(context, 'SALES', name);
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/all-user' || path === '/api/publish-status') asked.push(path);
  });

  // The header's menu leads to the lead desk.
  await page.goto('/');
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('link', { name: 'Admin Panel' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/admin-panel/all-enquiries');
  await expect(page.getByRole('heading', { name: /^All Enquiries/ })).toBeVisible();
  const panel = page.getByRole('complementary', { name: 'Admin panel' });
  await expect(panel.getByText('SALES', { exact: true })).toBeVisible();

  // The lists SALES may open, and nothing of the users.
  await showAdminLinks(page, testInfo);
  const nav = page.getByRole('navigation', { name: 'Admin lists' });
  await expect(nav.getByRole('link', { name: /^All / })).toHaveText(['All Products', 'All Enquiries']);
  await nav.getByRole('link', { name: 'All Products', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^All Products/ })).toBeVisible();
  const table = page.getByRole('table', { name: 'All products' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  // Read-only: to quote from, not to change; the share kit is the sales team's too (docs/spec.md §25.7).
  await expect(page.getByRole('button', { name: 'Upload Product' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Specifications' })).toHaveCount(0);
  await expect(table.getByRole('button').first()).toHaveText('Share kit');
  await expect(table.getByRole('button').filter({ hasNotText: 'Share kit' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // The users' address gives way to the lead desk, in place of the page it asked for.
  await page.goto('/admin-panel/all-users');
  await expect(page).toHaveURL((u) => u.pathname === '/admin-panel/all-enquiries');
  await expect(page.getByRole('heading', { name: /^All Enquiries/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^All Users/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test('an admin list asks for its first page while the panel’s own code still loads, once, and the lead figures after it', async ({ page, context }, testInfo) => {
  const name = unique(testInfo, 'Admin');
  await signIn(context, 'ADMIN', name);
  // At least one new lead to show, whatever the other journeys have done with theirs.
  await querySiteDatabase(
    `insert into enquiries (product_id, name, phone, address, message) select id, $1, '9876543210', 'Jamshedpur', 'Early page' from products limit 1`,
    [unique(testInfo, 'Buyer')],
  );
  // The panel's module is held back until the list's first page has been asked for: a list that
  // asked only once the panel had hydrated would never ask, and the rows would never show.
  let listAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (listAsked = resolve));
  const calls: { path: string; search: URLSearchParams; sent: number; answered?: number }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/all-enquiries') listAsked();
    if (url.pathname === '/api/all-enquiries' || url.pathname === '/api/lead-stats') calls.push({ path: url.pathname, search: url.searchParams, sent: Date.now() });
  });
  page.on('requestfinished', (request) => {
    const call = calls.find((c) => c.path === new URL(request.url()).pathname && c.answered === undefined);
    if (call) call.answered = Date.now();
  });
  await page.route(/\/_astro\/AdminPanel\.[\w-]+\.js$/, async (route) => {
    await asked;
    await route.continue();
  });

  await page.goto('/admin-panel/all-enquiries?status=New');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('New');
  await expect(page.getByRole('table', { name: 'All enquiries, newest first' }).getByRole('row').nth(1)).toBeVisible();
  // The lead figures: the side panel's follow-up counts.
  await expect(page.getByRole('link', { name: /^Due today \d+$/ })).toBeVisible();

  const lists = calls.filter((c) => c.path === '/api/all-enquiries');
  expect(lists).toHaveLength(1);
  // With the address's filters, as the list itself would have asked.
  expect(Object.fromEntries(lists[0].search)).toEqual({ status: 'New', limit: '50' });
  const stats = calls.filter((c) => c.path === '/api/lead-stats');
  expect(stats).toHaveLength(1);
  expect(stats[0].sent).toBeGreaterThanOrEqual(lists[0].answered!);
});

test('an admin page asks for the session as its header arrives, before its scripts run, and each session call once', async ({ page, context }, testInfo) => {
  const name = unique(testInfo, 'Admin');
  await signIn(context, 'ADMIN', name);
  const asked: string[] = [];
  let sessionAsked: () => void = () => undefined;
  const bothAsked = new Promise<void>((resolve) => (sessionAsked = resolve));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/api/')) return;
    asked.push(pathname);
    if (asked.includes('/api/user-details') && asked.includes('/api/countAddToCartProduct')) sessionAsked();
  });
  // Every file of the build (stylesheets, scripts) is held back until both session calls have been
  // asked: asked only by a script (which waits for the stylesheets), they never would be, and the
  // list would never show.
  await page.route(/\/_astro\//, async (route) => {
    await bothAsked;
    await route.continue();
  });

  await page.goto('/admin-panel/all-users', { waitUntil: 'commit' });
  await expect(page.getByRole('complementary', { name: 'Admin panel' }).getByText(name, { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: /^All Users/ })).toBeVisible();
  // The page's scripts took the preloaded answers: neither call was asked a second time.
  expect(asked.filter((path) => path === '/api/user-details')).toHaveLength(1);
  expect(asked.filter((path) => path === '/api/countAddToCartProduct')).toHaveLength(1);
});

test('the admin shells are not indexed, and their trailing-slash addresses open the same list', async ({ page, context, request }, testInfo) => {
  for (const url of ADMIN_URLS) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(200);
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin-panel');

  const name = unique(testInfo, 'Admin');
  await signIn(context, 'ADMIN', name);
  await openAdminList(page, '/admin-panel/all-users/', name);
  await expect(page).toHaveURL((u) => u.pathname.startsWith('/admin-panel/all-users'));
  await expect(page.getByRole('heading', { name: /^All Users/ })).toBeVisible();
  await openAdminList(page, '/admin-panel/', name);
  await expect(page.getByRole('heading', { name: /^All Products/ })).toBeVisible();
  // An unknown list is no page: the catch-all sends it home.
  await page.goto('/admin-panel/no-such-list');
  await expect(page).toHaveURL((u) => u.pathname === '/');
});
