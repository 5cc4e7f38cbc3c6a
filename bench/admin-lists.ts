/**
 * `npm run bench:admin-lists [-- --enquiries 10000] [--products 10000] [--users 10000] [--runs 3]
 *   [--label "what is measured"] [--url http://127.0.0.1:8888 [--database-url postgres://...]]`
 *
 * The admin's lists at the sizes sellers reach: `--enquiries` synthetic leads, `--products` products
 * and `--users` users are stored straight in the site's database (bench/lib/synthetic-*.ts), an
 * admin is given a session, and then:
 * - in the browser (desktop, 1280x800, no throttling; a fresh context per page and run), the time
 *   from the start of the navigation to `/admin-panel/all-enquiries` until its first lead row is visible, to
 *   `?view=reports` until its weekly chart is, and to `?view=overdue`, `?owner=me` ("My leads") and
 *   `?sort=value` until their first row; to `/admin-panel/all-products`
 *   until its first product row and its first "Edit" button; to `/admin-panel/all-users` until its
 *   first user row; each page's DOM nodes and JS heap (after a forced garbage collection) once they
 *   show, and the bytes and server time of its API calls;
 * - over HTTP, p50/p95 and the compressed size of the list call (first page, a page from the middle,
 *   a search by name and by reference, the overdue view, and the sales desk's: "My leads", by value,
 *   a value range, both) and of the lead statistics, 30 calls each after 3 warm-up calls; and
 *   the CSV export of every lead, compressed and not: time to its first and last byte, its size,
 *   and the site's memory meanwhile when the site runs in this process;
 * - the database's plans (EXPLAIN) of the list call's statements (its page and its count) for the
 *   first page, a page from the middle, the overdue view, the searches and the sales desk's calls,
 *   with the list's own SQL (src/server/enquiries/lead-list.ts).
 * Without --url the local site is started on a free port with a fresh database (embedded, or
 * TEST_DATABASE_URL's PostgreSQL through scripts/with-postgres.ts). With --url, leads are stored only
 * when --database-url is given; without it the admin signs in with ADMIN_EMAIL / ADMIN_PASSWORD.
 * Results are printed and appended to bench/results/admin-lists-<date>.json. This file stores the
 * rows and sums up; each part's measuring is in bench/admin-lists/.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { PROJECT_ROOT } from '../platform/local-env';
import { round } from './lib/astro-build';
import { accessOf, executionMs, explain } from './lib/list-calls';
import { machine } from './lib/machine';
import { appendResult, median } from './lib/results';
import { siteToMeasure } from './lib/site';
import { availableImageSets, insertSyntheticProducts } from './lib/synthetic-catalogue';
import { insertSyntheticEnquiries, type SeededLeads } from './lib/synthetic-enquiries';
import { insertSyntheticUsers } from './lib/synthetic-users';
import { browserRun, CHROMIUM, LIST_PATH, listPageSummary, PRODUCTS_PATH, USERS_PATH, type BrowserRun } from './admin-lists/browser';
import { adminCookie, agent, answerOf, get, PAGE_SIZE, residentMemory, TIMED_CALLS, timeCall, timeExport, WARM_UP_CALLS, type CallFigures, type ListAnswer } from './admin-lists/calls';
import { listStatements } from './admin-lists/plans';
import { kb, mb } from './admin-lists/units';

/**
 * The sales team's ways through the list (docs/spec.md §23): "My leads" (the bench's admin owns a
 * share of the leads), the highest quotation value first, that within a range, a reference.
 */
const LEAD_DESK_CASES: [string, string][] = [
  ['owner=me', 'owner=me'],
  ['sort=value', 'sort=value'],
  ['sort=value, minValue=1000000', 'sort=value&minValue=1000000'],
  ['owner=me, sort=value', 'owner=me&sort=value'],
];

/** The issue's targets: a desktop list, and a list call. */
const TARGETS = { firstRowMs: 1000, heapMb: 30, domNodes: 5000, answerKb: 100, p95Ms: 50 };

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
        `${seeded.timelineEntries} timeline entries, ${seeded.chatClicks} chat clicks; ` +
        `owners ${seeded.owners.map((o) => `${o.name} (${o.role}) ${o.leads}`).join(', ')}, unassigned ${seeded.unassigned}; ` +
        `${seeded.answered} answered, ${seeded.quoted} quoted (${seeded.quotes} quotations)`,
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
          `overdue first row ${result.overdueFirstRowMs} ms, My leads ${result.myLeadsFirstRowMs} ms, by value ${result.valueFirstRowMs} ms, ${result.domNodes} DOM nodes, JS heap ${result.heapMb} MB, list API ${result.listApiKb} KB\n` +
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
        myLeadsFirstRowMs: median(browserRuns.map((r) => r.myLeadsFirstRowMs)),
        valueFirstRowMs: median(browserRuns.map((r) => r.valueFirstRowMs)),
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
    ...(seeded?.sampleReference ? ([[`list, q=${seeded.sampleReference}`, `/api/all-enquiries?limit=${PAGE_SIZE}&q=${seeded.sampleReference}`]] as [string, string][]) : []),
    ['list, view=overdue', `/api/all-enquiries?limit=${PAGE_SIZE}&view=overdue`],
    ...LEAD_DESK_CASES.map(([call, params]): [string, string] => [`list, ${call}`, `/api/all-enquiries?limit=${PAGE_SIZE}&${params}`]),
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
      ...(seeded?.sampleReference ? ([[`q=${seeded.sampleReference}`, new URLSearchParams({ q: seeded.sampleReference }), null]] as [string, URLSearchParams, null][]) : []),
      ...LEAD_DESK_CASES.map(([name, params]): [string, URLSearchParams, null] => [name, new URLSearchParams(params), null]),
    ];
    for (const [name, params, cursor] of cases) {
      if (name === 'middle page' && !cursor) continue;
      let statements: Awaited<ReturnType<typeof listStatements>>;
      try {
        statements = await listStatements(databaseUrl, params, cursor, adminId);
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
    console.log(`| My leads: first row visible | ${browserSummary.myLeadsFirstRowMs} ms${over(browserSummary.myLeadsFirstRowMs, TARGETS.firstRowMs)} | ≤ ${TARGETS.firstRowMs} ms |`);
    console.log(`| by value: first row visible | ${browserSummary.valueFirstRowMs} ms${over(browserSummary.valueFirstRowMs, TARGETS.firstRowMs)} | ≤ ${TARGETS.firstRowMs} ms |`);
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
