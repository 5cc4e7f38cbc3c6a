/**
 * `npm run bench:admin-lists [-- --enquiries 10000] [--products 10000] [--users 10000] [--runs 3]
 *   [--label "what is measured"] [--url http://127.0.0.1:8888 [--database-url postgres://...]]`
 *
 * The admin's lists at the sizes sellers reach: `--enquiries` synthetic leads, `--products` products
 * and `--users` users are stored straight in the site's database (bench/lib/synthetic-*.ts), an
 * admin is given a session, and then:
 * - in the browser (desktop, 1280x800, no throttling; a fresh context per page and run), the time
 *   from the start of the navigation to `/admin-panel/all-enquiries` until its first lead row and its
 *   chart are visible, and for `?view=overdue` until its first row; to `/admin-panel/all-products`
 *   until its first product row and its first "Edit" button; to `/admin-panel/all-users` until its
 *   first user row; each page's DOM nodes and JS heap (after a forced garbage collection) once they
 *   show, and the bytes and server time of its API calls;
 * - over HTTP, p50/p95 and the compressed size of the list call (first page, a page from the middle,
 *   a search, the overdue view) and of the lead statistics, 30 calls each after 3 warm-up calls; and
 *   the CSV export of every lead, compressed and not: time to its first and last byte, its size,
 *   and the site's memory meanwhile when the site runs in this process;
 * - the database's plans (EXPLAIN) of the list call's statements (its page and its count) for the
 *   first page, a page from the middle, the overdue view and the search, with the list's own SQL
 *   (src/server/enquiries/lead-list.ts).
 * Without --url the local site is started on a free port with a fresh database (embedded, or
 * TEST_DATABASE_URL's PostgreSQL through scripts/with-postgres.ts). With --url, leads are stored only
 * when --database-url is given; without it the admin signs in with ADMIN_EMAIL / ADMIN_PASSWORD.
 * Results are printed and appended to bench/results/admin-lists-<date>.json.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import vm from 'node:vm';
import zlib from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page, type Request } from '@playwright/test';
import { withConnection } from '../src/server/db/db-config';
import { ADMIN_COLUMNS } from '../src/server/enquiries/enquiries';
import { countQuery, leadFilter, leadOrder, leadsQuery, withNamedProducts } from '../src/server/enquiries/lead-list';
import { decodeCursor } from '../src/server/http/paging';
import { PROJECT_ROOT } from '../platform/local-env';
import { createAccount } from '../tests/support/accounts';
import { round } from './lib/astro-build';
import { machine } from './lib/machine';
import { appendResult, median, percentile } from './lib/results';
import { siteToMeasure } from './lib/site';
import { availableImageSets, insertSyntheticProducts } from './lib/synthetic-catalogue';
import { insertSyntheticEnquiries, type SeededLeads } from './lib/synthetic-enquiries';
import { insertSyntheticUsers } from './lib/synthetic-users';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LIST_PATH = '/admin-panel/all-enquiries';
const PRODUCTS_PATH = '/admin-panel/all-products';
const USERS_PATH = '/admin-panel/all-users';
const PAGE_SIZE = 50;
const WARM_UP_CALLS = 3;
const TIMED_CALLS = 30;
/** The issue's targets: a desktop list, and a list call. */
const TARGETS = { firstRowMs: 1000, heapMb: 30, domNodes: 5000, answerKb: 100, p95Ms: 50 };
const VISIBLE_TIMEOUT_MS = 60_000;

const { values } = parseArgs({
  options: {
    enquiries: { type: 'string', default: '10000' },
    products: { type: 'string', default: '10000' },
    users: { type: 'string', default: '10000' },
    url: { type: 'string' },
    'database-url': { type: 'string' },
    runs: { type: 'string', default: '3' },
    label: { type: 'string' },
  },
});
const enquiries = Number(values.enquiries);
const products = Number(values.products);
const users = Number(values.users);
const runs = Number(values.runs);
for (const [name, count] of Object.entries({ enquiries, products, users })) {
  if (!Number.isInteger(count) || count < 0) throw new Error(`--${name} must be a whole number from 0`);
}
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number from 1');

const kb = (bytes: number) => round(bytes / 1024, 1);
const mb = (bytes: number) => round(bytes / 1024 ** 2, 1);

/** The resident memory of this process (VmRSS) and its peak since the last reset (VmHWM), in bytes; null off Linux. */
function residentMemory(): { rss: number; peak: number } | null {
  try {
    const status = fs.readFileSync('/proc/self/status', 'utf8');
    const field = (name: string) => Number(/(\d+) kB/.exec(status.split('\n').find((line) => line.startsWith(name)) ?? '')?.[1]) * 1024;
    return { rss: field('VmRSS:'), peak: field('VmHWM:') };
  } catch {
    return null;
  }
}

/**
 * A full garbage collection of this thread's heap, so that what the heap holds is what is still
 * referenced (the flag is set at run time: the bench needs no special start).
 */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** Starts the peak (VmHWM) again from the current RSS (Linux 4.0 and later); false where it cannot. */
function resetPeakMemory(): boolean {
  try {
    fs.writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP as a browser sends it: compressed answers, measured as received.

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

interface Fetched {
  status: number;
  ms: number;
  firstByteMs: number;
  /** The body as it came over the wire (compressed when the server compressed it). */
  bytes: number;
  decodedBytes: number;
  encoding: string | null;
  body: Buffer | null;
}

/**
 * GET `target` with the admin's cookie, accepting brotli and gzip unless `compressed` is false;
 * the decoded body is kept only when `keep` (an export is only counted).
 */
function get(baseUrl: string, target: string, cookie: string, { keep = true, compressed = true } = {}): Promise<Fetched> {
  const started = performance.now();
  const headers = compressed ? { cookie, 'accept-encoding': 'br, gzip' } : { cookie };
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(target, baseUrl), { agent, headers }, (response) => {
      const firstByteMs = performance.now() - started;
      const encoding = response.headers['content-encoding'] ?? null;
      let bytes = 0;
      let decodedBytes = 0;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      const decoded = encoding === 'br' ? response.pipe(zlib.createBrotliDecompress()) : encoding === 'gzip' ? response.pipe(zlib.createGunzip()) : response;
      decoded.on('data', (chunk: Buffer) => {
        decodedBytes += chunk.length;
        if (keep) chunks.push(chunk);
      });
      decoded.on('error', reject);
      decoded.on('end', () =>
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, firstByteMs, bytes, decodedBytes, encoding, body: keep ? Buffer.concat(chunks) : null }),
      );
    });
    request.on('error', reject);
  });
}

interface ListAnswer<T = unknown> {
  data?: T[];
  nextCursor?: string | null;
  total?: number;
  message?: string;
}

const answerOf = <T = unknown>(fetched: Fetched) => JSON.parse(fetched.body!.toString('utf8')) as ListAnswer<T>;

interface CallFigures {
  call: string;
  target: string;
  status: number;
  calls: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** As received: compressed when the server compressed it. */
  answerKb: number;
  decodedKb: number;
  encoding: string | null;
  rows: number | null;
  total: number | null;
}

/** WARM_UP_CALLS untimed, then `calls` timed one after another. */
async function timeCall(baseUrl: string, cookie: string, call: string, target: string, calls = TIMED_CALLS): Promise<CallFigures> {
  for (let i = 0; i < WARM_UP_CALLS; i += 1) await get(baseUrl, target, cookie);
  const samples: Fetched[] = [];
  for (let i = 0; i < calls; i += 1) samples.push(await get(baseUrl, target, cookie));
  const last = samples[samples.length - 1];
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  let rows: number | null = null;
  let total: number | null = null;
  if (last.status === 200) {
    const answer = answerOf(last);
    rows = Array.isArray(answer.data) ? answer.data.length : null;
    total = answer.total ?? null;
  }
  return {
    call,
    target,
    status: last.status,
    calls,
    p50Ms: round(percentile(sorted, 50), 1),
    p95Ms: round(percentile(sorted, 95), 1),
    maxMs: round(sorted[sorted.length - 1], 1),
    answerKb: kb(last.bytes),
    decodedKb: kb(last.decodedBytes),
    encoding: last.encoding,
    rows,
    total,
  };
}

/**
 * The CSV export of every lead, with the memory of this process (which hosts a site started here)
 * before, after and at its peak meanwhile: resident (the embedded database's thread included) and
 * the main thread's JS heap, where the functions run (before and after a full collection).
 */
async function timeExport(baseUrl: string, cookie: string, compressed: boolean, measureMemory: boolean) {
  if (measureMemory) collectGarbage();
  const { heapUsed: heapBefore, external: externalBefore } = process.memoryUsage();
  const peakResettable = measureMemory && resetPeakMemory();
  const before = measureMemory ? residentMemory() : null;
  let sampledPeak = before?.rss ?? 0;
  let heapPeak = heapBefore;
  const sampler = measureMemory
    ? setInterval(() => {
        sampledPeak = Math.max(sampledPeak, residentMemory()?.rss ?? 0);
        heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
      }, 50)
    : null;
  const exported = await get(baseUrl, '/api/export-enquiries', cookie, { keep: false, compressed });
  if (sampler) clearInterval(sampler);
  const after = measureMemory ? residentMemory() : null;
  const heapAfter = process.memoryUsage().heapUsed;
  if (measureMemory) collectGarbage();
  const { heapUsed: heapAfterCollection, external: externalAfterCollection } = process.memoryUsage();
  return {
    acceptEncoding: compressed ? 'br, gzip' : null,
    status: exported.status,
    firstByteMs: Math.round(exported.firstByteMs),
    lastByteMs: Math.round(exported.ms),
    receivedMb: mb(exported.bytes),
    encoding: exported.encoding,
    csvMb: mb(exported.decodedBytes),
    memory:
      before && after
        ? {
            rssBeforeMb: mb(before.rss),
            rssAfterMb: mb(after.rss),
            peakRssMb: mb(peakResettable ? after.peak : sampledPeak),
            peakFrom: peakResettable ? 'VmHWM, reset before the export' : 'VmRSS sampled every 50 ms',
            heapBeforeMb: mb(heapBefore),
            heapPeakMb: mb(Math.max(heapPeak, heapAfter)),
            heapAfterCollectionMb: mb(heapAfterCollection),
            // Buffers and other memory outside the heap that the main thread's objects hold.
            externalBeforeMb: mb(externalBefore),
            externalAfterCollectionMb: mb(externalAfterCollection),
          }
        : null,
  };
}

// ---------------------------------------------------------------------------------------------
// The admin's session.

async function adminCookie(siteUrl: string, databaseUrl: string | undefined): Promise<{ cookie: string; adminId: string | null }> {
  if (databaseUrl) {
    const account = await createAccount(databaseUrl, 'ADMIN');
    return { cookie: account.cookie, adminId: account.user._id };
  }
  const email = process.env.ADMIN_EMAIL;
  const password = process.env.ADMIN_PASSWORD;
  if (!email || !password) throw new Error('--url without --database-url needs ADMIN_EMAIL and ADMIN_PASSWORD to sign in.');
  const response = await fetch(`${siteUrl}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteUrl },
    body: JSON.stringify({ email, password }),
  });
  const session = response.headers.getSetCookie().find((c) => c.startsWith('session='));
  if (!response.ok || !session) throw new Error(`Signing in as ${email} failed: ${response.status} ${await response.text()}`);
  return { cookie: session.split(';')[0], adminId: null };
}

// ---------------------------------------------------------------------------------------------
// The browser.

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

interface BrowserRun {
  /** The document's own milestones (Navigation Timing, from the page's time origin). */
  domContentLoadedMs: number;
  loadMs: number;
  firstRowMs: number;
  chartMs: number;
  overdueFirstRowMs: number;
  domNodes: number;
  heapMb: number;
  /** /api/all-enquiries and /api/lead-stats of the list's page. */
  listApiKb: number;
  calls: PageCall[];
  products: ListPageRun;
  users: ListPageRun;
}

/** All Products or All Users, opened cold. */
interface ListPageRun {
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
      if (/^(All enquiries|Follow-ups)/.test(caption)) shown.leadRow ??= performance.now();
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

async function browserRun(browser: Browser, siteUrl: string, token: string): Promise<BrowserRun> {
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
  await Promise.all([
    firstLeadRow(list.page, 'All enquiries, newest first').waitFor({ timeout: VISIBLE_TIMEOUT_MS }),
    list.page.getByRole('img', { name: /^Enquiries per week/ }).waitFor({ timeout: VISIBLE_TIMEOUT_MS }),
  ]);
  const [firstRowMs, chartMs] = [await shownAt(list.page, 'leadRow'), await shownAt(list.page, 'chart')];
  const [domNodes, domContentLoadedMs, loadMs] = await list.page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return [document.getElementsByTagName('*').length, Math.round(navigation.domContentLoadedEventEnd), Math.round(navigation.loadEventEnd)];
  });
  await list.cdp.send('HeapProfiler.collectGarbage');
  const heap = (await list.cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  // The calls the page made by then (an answer still on its way is waited for).
  const calls = await Promise.all(list.calls);
  await settleAndClose(list);

  const overdue = await open(`${LIST_PATH}?view=overdue`);
  await firstLeadRow(overdue.page, /^Follow-ups overdue/).waitFor({ timeout: VISIBLE_TIMEOUT_MS });
  const overdueFirstRowMs = await shownAt(overdue.page, 'leadRow');
  await settleAndClose(overdue);

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

  return { domContentLoadedMs, loadMs, firstRowMs, chartMs, overdueFirstRowMs, domNodes, heapMb: mb(heap.usedSize), listApiKb: kb(listApiBytes), calls, products, users };
}

// ---------------------------------------------------------------------------------------------
// The database's plans.

/**
 * The list call's two statements for `params` from `after`: its page (PAGE_SIZE + 1 rows, as the
 * call reads them) and, for the first page, the count of every match (`total`).
 */
async function listStatements(databaseUrl: string, params: URLSearchParams, after: string | null): Promise<Record<string, { text: string; values: unknown[] }>> {
  const filter = await withConnection(databaseUrl, (client) => withNamedProducts(leadFilter(params), client));
  const now = new Date();
  // A cursor is signed with the site's secret: one from a site elsewhere may not decode here.
  const key = after === null ? null : decodeCursor(leadOrder(filter), after);
  const page = leadsQuery(ADMIN_COLUMNS, filter, now, key, PAGE_SIZE + 1);
  return after === null ? { page, count: countQuery(filter, now) } : { page };
}

/**
 * EXPLAIN, or with `analyse` EXPLAIN ANALYZE without per-node timing: timing every row of a scan
 * costs more than the scan on the embedded database, and would show a count of 100,000 rows at
 * four times what the call takes.
 */
async function explain(databaseUrl: string, { text, values: queryValues }: { text: string; values: unknown[] }, analyse: boolean): Promise<string> {
  return withConnection(databaseUrl, async (client) => {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain ${analyse ? '(analyze, buffers, timing off) ' : ''}${text}`, queryValues);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

/** The time the database took, from an EXPLAIN ANALYZE. */
const executionMs = (plan: string) => Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);

/** How a plan reads its tables: the indexes it uses, and the tables it reads whole. */
const accessOf = (plan: string) => [
  ...new Set([
    ...[...plan.matchAll(/(?: using|Bitmap Index Scan on) (\w+)/g)].map((m) => m[1]),
    ...[...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => `seq scan of ${m[1]}`),
  ]),
];

/** The medians of one list page's runs. */
function listPageSummary(pageRuns: ListPageRun[]) {
  const edits = pageRuns.map((r) => r.firstEditMs).filter((ms) => ms !== null);
  return {
    firstRowMs: median(pageRuns.map((r) => r.firstRowMs)),
    firstEditMs: edits.length ? median(edits) : null,
    domNodes: median(pageRuns.map((r) => r.domNodes)),
    heapMb: median(pageRuns.map((r) => r.heapMb)),
    listApiKb: median(pageRuns.map((r) => r.listApiKb)),
  };
}

// ---------------------------------------------------------------------------------------------

const machineInfo = machine();
const site = await siteToMeasure(values.url?.replace(/\/$/, ''));
const startedHere = !values.url;
const databaseUrl = values['database-url'] ?? site.databaseUrl;
const database = startedHere ? (process.env.TEST_DATABASE_URL ? 'postgres' : 'embedded') : 'given';
let browser: Browser | null = null;
try {
  const { cookie, adminId } = await adminCookie(site.url, databaseUrl);
  let seeded: SeededLeads | null = null;
  if (databaseUrl && adminId && enquiries > 0) {
    console.log(`Storing ${enquiries} synthetic enquiries...`);
    seeded = await insertSyntheticEnquiries(databaseUrl, enquiries, adminId);
    console.log(
      `  ${seeded.enquiries} enquiries in ${seeded.seconds} s: ${seeded.repeats} repeats, ${seeded.deletedProduct} of deleted products, ` +
        `follow-ups ${seeded.followUps.today} today / ${seeded.followUps.overdue} overdue / ${seeded.followUps.later} later, ` +
        `${seeded.timelineEntries} timeline entries, ${seeded.chatClicks} chat clicks`,
    );
  } else {
    console.log('No --database-url: measuring the leads the site already holds.');
  }
  if (databaseUrl && products > 0) {
    console.log(`Storing ${products} synthetic products...`);
    await insertSyntheticProducts(databaseUrl, products, availableImageSets(PROJECT_ROOT));
  }
  if (databaseUrl && users > 0) {
    console.log(`Storing ${users} synthetic users...`);
    await insertSyntheticUsers(databaseUrl, users);
  }

  const memoryAtStart = startedHere ? residentMemory() : null;

  // The browser.
  console.log(`Browser: ${LIST_PATH}, ${PRODUCTS_PATH}, ${USERS_PATH}, desktop 1280x800, ${runs} cold runs...`);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const browserRuns: BrowserRun[] = [];
  let browserError: string | null = null;
  for (let run = 0; run < runs; run += 1) {
    try {
      const result = await browserRun(browser, site.url, cookie.split('=')[1]);
      browserRuns.push(result);
      console.log(
        `  run ${run + 1}: DOMContentLoaded ${result.domContentLoadedMs} ms, first row ${result.firstRowMs} ms, chart ${result.chartMs} ms, ` +
          `overdue first row ${result.overdueFirstRowMs} ms, ${result.domNodes} DOM nodes, JS heap ${result.heapMb} MB, list API ${result.listApiKb} KB\n` +
          result.calls.map((c) => `    ${c.path.split('?')[0]}: sent at ${c.sentMs} ms, answered at ${c.answeredMs} ms (server ${c.serverMs} ms), ${kb(c.bytes)} KB`).join('\n'),
      );
      for (const [name, list] of [['products', result.products], ['users', result.users]] as const) {
        console.log(
          `    ${name}: first row ${list.firstRowMs} ms${list.firstEditMs === null ? '' : `, first Edit ${list.firstEditMs} ms`}, ` +
            `${list.domNodes} DOM nodes, JS heap ${list.heapMb} MB, list API ${list.listApiKb} KB`,
        );
      }
    } catch (error) {
      browserError = (error as Error).message.split('\n')[0];
      console.log(`  run ${run + 1} failed: ${browserError}`);
      break;
    }
  }
  await browser.close();
  browser = null;
  const browserSummary = browserRuns.length
    ? {
        domContentLoadedMs: median(browserRuns.map((r) => r.domContentLoadedMs)),
        firstRowMs: median(browserRuns.map((r) => r.firstRowMs)),
        chartMs: median(browserRuns.map((r) => r.chartMs)),
        overdueFirstRowMs: median(browserRuns.map((r) => r.overdueFirstRowMs)),
        domNodes: median(browserRuns.map((r) => r.domNodes)),
        heapMb: median(browserRuns.map((r) => r.heapMb)),
        listApiKb: median(browserRuns.map((r) => r.listApiKb)),
        products: listPageSummary(browserRuns.map((r) => r.products)),
        users: listPageSummary(browserRuns.map((r) => r.users)),
      }
    : null;

  // The calls.
  console.log(`API: ${TIMED_CALLS} calls each after ${WARM_UP_CALLS} warm-up calls...`);
  const first = await get(site.url, `/api/all-enquiries?limit=${PAGE_SIZE}`, cookie);
  if (first.status !== 200) throw new Error(`GET /api/all-enquiries answered ${first.status}: ${first.body?.toString('utf8').slice(0, 300)}`);
  const firstAnswer = answerOf<{ name: string }>(first);
  const paged = firstAnswer.nextCursor !== undefined && typeof firstAnswer.total === 'number';
  const total = firstAnswer.total ?? firstAnswer.data?.length ?? 0;
  // A page from the middle: its cursor is walked to, 100 rows a call.
  let middleCursor: string | null = null;
  let walk: { pages: number; seconds: number } | null = null;
  if (paged && firstAnswer.nextCursor) {
    const walkStart = performance.now();
    let seen = 0;
    let pages = 0;
    let cursor: string | null = null;
    while (seen < total / 2) {
      const page: ListAnswer = answerOf(await get(site.url, `/api/all-enquiries?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, cookie));
      seen += page.data?.length ?? 0;
      pages += 1;
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    middleCursor = cursor;
    walk = { pages, seconds: round((performance.now() - walkStart) / 1000, 1) };
  }
  const searchName = seeded?.sampleName || firstAnswer.data?.[0]?.name || 'Sharma';
  const listCalls: [string, string][] = [
    ['list, first page', `/api/all-enquiries?limit=${PAGE_SIZE}`],
    ...(middleCursor ? ([['list, a middle page', `/api/all-enquiries?limit=${PAGE_SIZE}&cursor=${encodeURIComponent(middleCursor)}`]] as [string, string][]) : []),
    [`list, q=${searchName}`, `/api/all-enquiries?limit=${PAGE_SIZE}&q=${encodeURIComponent(searchName)}`],
    ['list, view=overdue', `/api/all-enquiries?limit=${PAGE_SIZE}&view=overdue`],
    ['lead-stats', '/api/lead-stats'],
  ];
  const api: CallFigures[] = [];
  for (const [call, target] of listCalls) {
    // Unpaged, a list call answers every lead: a few calls tell enough.
    const figures = await timeCall(site.url, cookie, call, target, paged || call === 'lead-stats' ? TIMED_CALLS : 3);
    api.push(figures);
    console.log(
      `  ${call}: p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms, ${figures.answerKb} KB ${figures.encoding ?? 'uncompressed'} ` +
        `(${figures.decodedKb} KB), ${figures.rows ?? '-'} rows of ${figures.total ?? '-'}${figures.status === 200 ? '' : ` [status ${figures.status}]`}`,
    );
  }

  // The export, as a browser asks for it and uncompressed (what the function streams, without the
  // local server's compressor in between).
  console.log('Export: GET /api/export-enquiries...');
  const exports = [];
  for (const compressed of [true, false]) {
    const figures = await timeExport(site.url, cookie, compressed, startedHere);
    exports.push(figures);
    console.log(
      `  ${compressed ? 'accepting br, gzip' : 'uncompressed'}: ${figures.status}, first byte ${figures.firstByteMs} ms, last byte ${figures.lastByteMs} ms, ` +
        `${figures.receivedMb} MB ${figures.encoding ?? 'uncompressed'} (${figures.csvMb} MB of CSV)` +
        (figures.memory
          ? `; RSS ${figures.memory.rssBeforeMb} → ${figures.memory.rssAfterMb} MB, peak ${figures.memory.peakRssMb} MB; ` +
            `JS heap ${figures.memory.heapBeforeMb} MB, peak ${figures.memory.heapPeakMb} MB, ${figures.memory.heapAfterCollectionMb} MB after a collection`
          : ''),
    );
  }

  // The plans.
  const plans: Record<string, { reads: string[]; executionMs: number; plan: string; analysed: string }> = {};
  if (databaseUrl) {
    const cases: [string, URLSearchParams, string | null][] = [
      ['first page', new URLSearchParams(), null],
      ['middle page', new URLSearchParams(), middleCursor],
      ['overdue', new URLSearchParams({ view: 'overdue' }), null],
      [`q=${searchName}`, new URLSearchParams({ q: searchName }), null],
    ];
    for (const [name, params, cursor] of cases) {
      if (name === 'middle page' && !cursor) continue;
      let statements: Awaited<ReturnType<typeof listStatements>>;
      try {
        statements = await listStatements(databaseUrl, params, cursor);
      } catch (error) {
        console.log(`\nEXPLAIN, ${name}: not explained (${(error as Error).message})`);
        continue;
      }
      for (const [part, statement] of Object.entries(statements)) {
        const plan = await explain(databaseUrl, statement, false);
        const analysed = await explain(databaseUrl, statement, true);
        const key = `${name}, ${part}`;
        plans[key] = { reads: accessOf(plan), executionMs: executionMs(analysed), plan, analysed };
        console.log(`\nEXPLAIN ANALYZE, ${key} (${plans[key].reads.join(', ')}):\n${analysed}`);
      }
    }
  }

  // The summary, against the targets.
  const over = (value: number | undefined, target: number) => (value !== undefined && value > target ? ' OVER' : '');
  console.log(`\n${enquiries ? `${enquiries} enquiries stored` : 'leads as found'}, ${total} in the list, on ${database}; load average ${os.loadavg().map((n) => round(n)).join(' ')}`);
  if (browserSummary) {
    console.log(`| browser (median of ${browserRuns.length}) | figure | target |`);
    console.log('| --- | --- | --- |');
    console.log(`| first lead row visible | ${browserSummary.firstRowMs} ms${over(browserSummary.firstRowMs, TARGETS.firstRowMs)} | ≤ ${TARGETS.firstRowMs} ms |`);
    console.log(`| chart visible | ${browserSummary.chartMs} ms | |`);
    console.log(`| overdue: first row visible | ${browserSummary.overdueFirstRowMs} ms${over(browserSummary.overdueFirstRowMs, TARGETS.firstRowMs)} | ≤ ${TARGETS.firstRowMs} ms |`);
    console.log(`| DOM nodes | ${browserSummary.domNodes}${over(browserSummary.domNodes, TARGETS.domNodes)} | ≤ ${TARGETS.domNodes} |`);
    console.log(`| JS heap after GC | ${browserSummary.heapMb} MB${over(browserSummary.heapMb, TARGETS.heapMb)} | ≤ ${TARGETS.heapMb} MB |`);
    console.log(`| list + stats answers | ${browserSummary.listApiKb} KB | |`);
    for (const [name, list] of [['All Products', browserSummary.products], ['All Users', browserSummary.users]] as const) {
      console.log(`| ${name}: first row visible | ${list.firstRowMs} ms${over(list.firstRowMs, TARGETS.firstRowMs)} | ≤ ${TARGETS.firstRowMs} ms |`);
      if (list.firstEditMs !== null) console.log(`| ${name}: first "Edit" visible | ${list.firstEditMs} ms${over(list.firstEditMs, TARGETS.firstRowMs)} | ≤ ${TARGETS.firstRowMs} ms |`);
      console.log(`| ${name}: DOM nodes | ${list.domNodes}${over(list.domNodes, TARGETS.domNodes)} | ≤ ${TARGETS.domNodes} |`);
      console.log(`| ${name}: JS heap after GC | ${list.heapMb} MB${over(list.heapMb, TARGETS.heapMb)} | ≤ ${TARGETS.heapMb} MB |`);
      console.log(`| ${name}: list answer | ${list.listApiKb} KB${over(list.listApiKb, TARGETS.answerKb)} | ≤ ${TARGETS.answerKb} KB |`);
    }
  } else {
    console.log(`browser: not measured (${browserError})`);
  }
  console.log('| call | p50 | p95 | answer (as sent) |');
  console.log('| --- | --- | --- | --- |');
  for (const c of api) {
    console.log(`| ${c.call} | ${c.p50Ms} ms | ${c.p95Ms} ms${over(c.p95Ms, TARGETS.p95Ms)} | ${c.answerKb} KB${over(c.answerKb, TARGETS.answerKb)} |`);
  }
  for (const e of exports) {
    console.log(`| export${e.acceptEncoding ? '' : ', uncompressed'} | first byte ${e.firstByteMs} ms | last byte ${e.lastByteMs} ms | ${e.receivedMb} MB |`);
  }
  if (Object.keys(plans).length) {
    console.log('| statement | reads | database time |');
    console.log('| --- | --- | --- |');
    for (const [key, plan] of Object.entries(plans)) console.log(`| ${key} | ${plan.reads.join(', ')} | ${plan.executionMs} ms |`);
  }

  appendResult('admin-lists', {
    at: new Date().toISOString(),
    label: values.label ?? null,
    database,
    enquiriesStored: enquiries,
    productsStored: databaseUrl ? products : 0,
    usersStored: databaseUrl ? users : 0,
    listTotal: total,
    paged,
    seeded,
    targets: TARGETS,
    browser: { profile: { viewport: '1280x800', throttling: 'none' }, summary: browserSummary, error: browserError, runs: browserRuns },
    api: { walkToMiddle: walk, calls: api },
    export: {
      memoryOf: startedHere ? 'this process: the site, its functions and the embedded database (when embedded), and the measuring client' : null,
      runs: exports,
    },
    memoryAtStartMb: memoryAtStart ? mb(memoryAtStart.rss) : null,
    plans,
    machine: { ...machineInfo, loadAverageAtEnd: os.loadavg().map((n) => round(n)) },
  });
} finally {
  agent.destroy();
  await browser?.close();
  await site.stop();
}
