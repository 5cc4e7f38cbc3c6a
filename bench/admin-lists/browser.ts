/**
 * The admin's list pages in the browser (desktop, 1280x800, no throttling; a fresh context per page
 * and run): when their first rows show, their DOM and JS heap, and their API calls.
 */
import type { Browser, BrowserContext, CDPSession, Page, Request } from '@playwright/test';
import { round } from '../lib/astro-build';
import { median } from '../lib/results';
import { kb, mb } from './units';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const LIST_PATH = '/admin-panel/all-enquiries';
export const PRODUCTS_PATH = '/admin-panel/all-products';
export const USERS_PATH = '/admin-panel/all-users';
const VISIBLE_TIMEOUT_MS = 60_000;


interface PageCall {
  path: string;
  status: number;
  /** Response body as received (encoded), from Chromium's network layer. */
  bytes: number;
  /** When the page asked, and when the answer had come, from the start of the navigation. */
  sentMs: number;
  answeredMs: number;
  /** From sending the request to the first byte of the answer. */
  serverMs: number;
}

export interface BrowserRun {
  /** The document's own milestones (Navigation Timing, from the page's time origin). */
  domContentLoadedMs: number;
  loadMs: number;
  firstRowMs: number;
  chartMs: number;
  overdueFirstRowMs: number;
  /** "My leads" (`?owner=me`, the bench's admin owns a share) and the highest quotation value first (`?sort=value`). */
  myLeadsFirstRowMs: number;
  valueFirstRowMs: number;
  domNodes: number;
  heapMb: number;
  /** /api/all-enquiries and /api/lead-stats of the list's page. */
  listApiKb: number;
  calls: PageCall[];
  products: ListPageRun;
  users: ListPageRun;
}

/** All Products or All Users, opened cold. */
export interface ListPageRun {
  firstRowMs: number;
  /** All Products only: its first row's "Edit" button. */
  firstEditMs: number | null;
  domNodes: number;
  heapMb: number;
  /** The list call's answer (/api/get-product or /api/all-user). */
  listApiKb: number;
  calls: PageCall[];
}

/** The page's own API calls, with their sizes and timings once finished; `navigationStart` in epoch ms. */
function recordApiCalls(page: Page, origin: string, navigationStart: number): Promise<PageCall>[] {
  const calls: Promise<PageCall>[] = [];
  const record = async (request: Request): Promise<PageCall> => {
    const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
    const timing = request.timing();
    const url = new URL(request.url());
    return {
      path: url.pathname + url.search,
      status: response?.status() ?? 0,
      bytes: sizes.responseBodySize,
      sentMs: Math.round(timing.startTime - navigationStart),
      answeredMs: Math.round(timing.startTime + timing.responseEnd - navigationStart),
      serverMs: round(timing.responseStart - timing.requestStart, 1),
    };
  };
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (!(url.origin === origin && url.pathname.startsWith('/api/'))) return;
    const recorded = record(request);
    // A call that ends as its page is closed (the lead figures, asked after the list) cannot be
    // read any more; only the calls awaited before the close are reported.
    recorded.catch(() => undefined);
    calls.push(recorded);
  });
  return calls;
}

/**
 * Notes in the page, on its own clock (from the start of the navigation), the moment the first
 * lead, product or user row, a product's "Edit" button and the chart are in the document: polling
 * from outside would add its own interval.
 */
// A string, not a function: the page gets it as written, without what the TypeScript runner adds.
const WATCH_FIRST_PAINT = `
  const shown = (window.shown = {});
  const look = () => {
    for (const table of document.querySelectorAll('table')) {
      const caption = table.caption ? table.caption.textContent : '';
      if (!table.querySelector('tbody tr td')) continue;
      if (/^(All enquiries|Follow-ups|My leads)/.test(caption)) shown.leadRow ??= performance.now();
      if (caption === 'All products') shown.productRow ??= performance.now();
      if (caption === 'All products' && table.querySelector('tbody button[aria-label^="Edit "]')) shown.editButton ??= performance.now();
      if (caption === 'All users') shown.userRow ??= performance.now();
    }
    if (document.querySelector('figure svg[role="img"]')) shown.chart ??= performance.now();
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true });
`;

const shownAt = (page: Page, what: 'leadRow' | 'chart' | 'productRow' | 'editButton' | 'userRow') =>
  page.evaluate((key) => Math.round((window as unknown as { shown: Record<string, number> }).shown[key]), what);

/** A table's first row that has cells, by the table's accessible name. */
const firstLeadRow = (page: Page, table: string | RegExp) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ has: page.getByRole('cell') }).first();

/** The page's element count and its JS heap after a forced garbage collection. */
async function pageWeight(page: Page, cdp: CDPSession): Promise<{ domNodes: number; heapMb: number }> {
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  return { domNodes, heapMb: mb(heap.usedSize) };
}

/**
 * Closes a measured page once its calls are all answered: a call still running on the server (the
 * lead figures, asked after the list) would otherwise take the server's time from the next page.
 */
async function settleAndClose({ page, context }: { page: Page; context: BrowserContext }): Promise<void> {
  await page.waitForLoadState('networkidle');
  await context.close();
}

export async function browserRun(browser: Browser, siteUrl: string, token: string): Promise<BrowserRun> {
  const origin = new URL(siteUrl).origin;
  const open = async (target: string) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'session', value: token, url: siteUrl, httpOnly: true, sameSite: 'Lax' }]);
    await context.route((url) => url.origin !== origin, (route) => route.abort());
    const page = await context.newPage();
    await page.addInitScript(WATCH_FIRST_PAINT);
    const cdp = await context.newCDPSession(page);
    const calls = recordApiCalls(page, origin, Date.now());
    await page.goto(`${siteUrl}${target}`, { waitUntil: 'commit' });
    return { context, page, cdp, calls };
  };

  const list = await open(LIST_PATH);
  await firstLeadRow(list.page, 'All enquiries, newest first').waitFor({ timeout: VISIBLE_TIMEOUT_MS });
  const firstRowMs = await shownAt(list.page, 'leadRow');
  const [domNodes, domContentLoadedMs, loadMs] = await list.page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return [document.getElementsByTagName('*').length, Math.round(navigation.domContentLoadedEventEnd), Math.round(navigation.loadEventEnd)];
  });
  await list.cdp.send('HeapProfiler.collectGarbage');
  const heap = (await list.cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  // The calls the page made by then (an answer still on its way is waited for).
  const calls = await Promise.all(list.calls);
  await settleAndClose(list);

  // The weekly chart is in the desk's Reports view, not above the list.
  const reports = await open(`${LIST_PATH}?view=reports`);
  await reports.page.getByRole('img', { name: /^Enquiries per week/ }).waitFor({ timeout: VISIBLE_TIMEOUT_MS });
  const chartMs = await shownAt(reports.page, 'chart');
  await settleAndClose(reports);

  const overdue = await open(`${LIST_PATH}?view=overdue`);
  await firstLeadRow(overdue.page, /^Follow-ups overdue/).waitFor({ timeout: VISIBLE_TIMEOUT_MS });
  const overdueFirstRowMs = await shownAt(overdue.page, 'leadRow');
  await settleAndClose(overdue);

  /** The list with a filter or order of the desk's (docs/spec.md §23): until its first row. */
  const deskList = async (query: string) => {
    const opened = await open(`${LIST_PATH}?${query}`);
    await firstLeadRow(opened.page, /^(All enquiries|My leads)/).waitFor({ timeout: VISIBLE_TIMEOUT_MS });
    const ms = await shownAt(opened.page, 'leadRow');
    await settleAndClose(opened);
    return ms;
  };
  const myLeadsFirstRowMs = await deskList('owner=me');
  const valueFirstRowMs = await deskList('sort=value');

  const listApiBytes = calls.filter((c) => /^\/api\/(all-enquiries|lead-stats)\b/.test(c.path)).reduce((sum, c) => sum + c.bytes, 0);

  /** All Products or All Users: until its first row (and, for products, the first "Edit") is visible. */
  const listPage = async (target: string, table: string, listCall: RegExp): Promise<ListPageRun> => {
    const opened = await open(target);
    const firstRow = firstLeadRow(opened.page, table);
    await firstRow.waitFor({ timeout: VISIBLE_TIMEOUT_MS });
    const products = target === PRODUCTS_PATH;
    if (products) await firstRow.getByRole('button', { name: /^Edit / }).waitFor({ timeout: VISIBLE_TIMEOUT_MS });
    const firstRowMs = await shownAt(opened.page, products ? 'productRow' : 'userRow');
    const firstEditMs = products ? await shownAt(opened.page, 'editButton') : null;
    const weight = await pageWeight(opened.page, opened.cdp);
    const pageCalls = await Promise.all(opened.calls);
    await settleAndClose(opened);
    const listApiKb = kb(pageCalls.filter((c) => listCall.test(c.path)).reduce((sum, c) => sum + c.bytes, 0));
    return { firstRowMs, firstEditMs, ...weight, listApiKb, calls: pageCalls };
  };
  const products = await listPage(PRODUCTS_PATH, 'All products', /^\/api\/get-product\b/);
  const users = await listPage(USERS_PATH, 'All users', /^\/api\/all-user\b/);

  return { domContentLoadedMs, loadMs, firstRowMs, chartMs, overdueFirstRowMs, myLeadsFirstRowMs, valueFirstRowMs, domNodes, heapMb: mb(heap.usedSize), listApiKb: kb(listApiBytes), calls, products, users };
}

/** The medians of one list page's runs. */
export function listPageSummary(pageRuns: ListPageRun[]) {
  const edits = pageRuns.map((r) => r.firstEditMs).filter((ms) => ms !== null);
  return {
    firstRowMs: median(pageRuns.map((r) => r.firstRowMs)),
    firstEditMs: edits.length ? median(edits) : null,
    domNodes: median(pageRuns.map((r) => r.domNodes)),
    heapMb: median(pageRuns.map((r) => r.heapMb)),
    listApiKb: median(pageRuns.map((r) => r.listApiKb)),
  };
}
