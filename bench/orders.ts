/**
 * `npm run bench:orders [-- --orders 100000] [--runs 3] [--orders-path /admin-panel/orders] [--label "what is measured"]`
 *
 * The desk's orders at the size of years of a busy seller's accepted quotations (docs/spec.md §24):
 * `--orders` synthetic orders, with their leads, quotations and payments, are stored straight in a
 * fresh database of the local site (bench/lib/synthetic-orders.ts), an admin is given a session, and:
 * - in the browser (desktop, 1280x800, no throttling; a fresh context per run), the time from the
 *   start of the navigation to the desk's Orders view until its first order row is visible, and to
 *   its Outstanding view likewise: the median of `--runs` cold runs;
 * - over HTTP, p50/p95 and the compressed size of GET /api/orders: the first page, a deep page (the
 *   middle of the list, its cursor walked to), a search by a buyer's name and by an order's number,
 *   a status, the Outstanding view; of GET /api/lead-stats (with the money per month); of an order's
 *   tax-invoice CSV; 30 calls each after 3 warm-up calls; and the orders CSV of every order (first
 *   and last byte, size);
 * - the database's plans (EXPLAIN ANALYZE) of the list's statements (page and count) for those
 *   cases, with the list's own SQL (src/server/orders/order-list.ts), and of the money statement
 *   (src/server/orders/money-stats.ts);
 * - a proforma invoice's PDF: made through POST /api/proformas on a stored order, then warm over
 *   HTTP (GET /proforma/<token>/pdf, p50/p95) and cold, as bench/quote-pdf.ts measures a quotation's:
 *   a fresh Node process importing its modules, reading it and making its first PDF
 *   (bench/orders/cold-pdf.ts), three processes, the median.
 * The site is started on a free port with a fresh database (embedded, or TEST_DATABASE_URL's
 * PostgreSQL through scripts/with-postgres.ts). Results are printed and appended to
 * bench/results/orders-<date>.json.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { PROJECT_ROOT } from '../platform/local-env';
import { callApi } from '../tests/support/http';
import { round } from './lib/astro-build';
import { accessOf, executionMs, explain } from './lib/list-calls';
import { machine } from './lib/machine';
import { appendResult, median } from './lib/results';
import { siteToMeasure } from './lib/site';
import { insertSyntheticOrders, type SeededOrders } from './lib/synthetic-orders';
import { CHROMIUM } from './admin-lists/browser';
import { adminCookie, agent, answerOf, get, PAGE_SIZE, TIMED_CALLS, timeCall, timeExport, type CallFigures, type ListAnswer } from './admin-lists/calls';

/** The issue's targets: the first row of the list in a second; a list call's p95 and answer. */
const TARGETS = { firstRowMs: 1000, p95Ms: 50, answerKb: 100 };

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '3' },
    'orders-path': { type: 'string', default: '/admin-panel/orders' },
    label: { type: 'string' },
  },
});

/** A stored proforma's PDF made in three fresh processes (bench/orders/cold-pdf.ts): the median of each step. */
function coldPdfs(databaseUrl: string, proformaId: string) {
  const runs = [1, 2, 3].map(() => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'orders/cold-pdf.ts'), proformaId], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    return JSON.parse(output.trim().split('\n').at(-1)!) as { importMs: number; readMs: number; firstPdfMs: number; kilobytes: number };
  });
  return { importMs: median(runs.map((r) => r.importMs)), readMs: median(runs.map((r) => r.readMs)), firstPdfMs: median(runs.map((r) => r.firstPdfMs)), kilobytes: runs[0].kilobytes };
}

/** Notes, on the page's own clock, the moment the first order row (a row with cells of the Orders view's table) is in the document. */
const WATCH_FIRST_ROW = `
  const shown = (window.shown = {});
  new MutationObserver(() => {
    for (const table of document.querySelectorAll('table')) {
      const caption = table.caption ? table.caption.textContent : '';
      if (/^(Orders|Outstanding orders)/.test(caption) && table.querySelector('tbody tr td')) shown.row ??= performance.now();
    }
  }).observe(document, { childList: true, subtree: true });
`;

/** A cold open of `target` (a fresh context): when its first order row is visible. */
async function firstRowMs(browser: Browser, siteUrl: string, token: string, target: string): Promise<number> {
  const origin = new URL(siteUrl).origin;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addCookies([{ name: 'session', value: token, url: siteUrl, httpOnly: true, sameSite: 'Lax' }]);
    await context.route((url) => url.origin !== origin, (route) => route.abort());
    const page = await context.newPage();
    await page.addInitScript(WATCH_FIRST_ROW);
    await page.goto(`${siteUrl}${target}`, { waitUntil: 'commit' });
    const table = page.getByRole('table', { name: /^(Orders|Outstanding orders)/ });
    await table.getByRole('row').filter({ has: page.getByRole('cell') }).first().waitFor({ state: 'visible', timeout: 60_000 });
    const shown = await page.evaluate(() => Math.round((window as unknown as { shown: { row: number } }).shown.row));
    await page.waitForLoadState('networkidle');
    return shown;
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const count = Number(values.orders);
  const runs = Number(values.runs);
  if (!Number.isInteger(count) || count < 1) throw new Error('--orders must be a whole number from 1');
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number from 1');
  const machineInfo = machine();
  const site = await siteToMeasure(undefined);
  const databaseUrl = site.databaseUrl!;
  const database = process.env.TEST_DATABASE_URL ? 'postgres' : 'embedded';
  let browser: Browser | null = null;
  try {
    const { cookie } = await adminCookie(site.url, databaseUrl);
    console.log(`Storing ${count} synthetic orders...`);
    const seeded: SeededOrders = await insertSyntheticOrders(databaseUrl, count);
    console.log(
      `  ${seeded.orders} orders in ${seeded.seconds} s: ${Object.entries(seeded.byStatus).map(([s, n]) => `${s} ${n}`).join(', ')}; ` +
        `${seeded.payments} payments (${seeded.voided} voided); ${seeded.outstanding} with a balance`,
    );

    // The browser.
    const ordersPath = values['orders-path']!;
    const views: [string, string][] = [['Orders', ordersPath], ['Outstanding', `${ordersPath}?view=outstanding`]];
    const browserFigures: Record<string, { runs: number[]; medianMs: number | null; error: string | null }> = {};
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
    for (const [name, target] of views) {
      const times: number[] = [];
      let error: string | null = null;
      for (let run = 0; run < runs; run += 1) {
        try {
          times.push(await firstRowMs(browser, site.url, cookie.split('=')[1], target));
        } catch (caught) {
          error = (caught as Error).message.split('\n')[0];
          break;
        }
      }
      browserFigures[name] = { runs: times, medianMs: times.length ? median(times) : null, error };
      console.log(`  ${name} (${target}): first row ${times.join(', ')} ms${error ? `; failed: ${error}` : ''}`);
    }
    await browser.close();
    browser = null;

    // The calls.
    const first = answerOf<{ _id: string; number: string }>(await get(site.url, `/api/orders?limit=${PAGE_SIZE}`, cookie));
    const total = first.total ?? 0;
    let middleCursor: string | null = null;
    const walkStart = performance.now();
    let pages = 0;
    for (let seen = 0, cursor: string | null = null; seen < total / 2; ) {
      const page: ListAnswer = answerOf(await get(site.url, `/api/orders?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, cookie));
      seen += page.data?.length ?? 0;
      pages += 1;
      if (!page.nextCursor) break;
      cursor = middleCursor = page.nextCursor;
    }
    const walk = { pages, seconds: round((performance.now() - walkStart) / 1000, 1) };
    const orderId = first.data?.[0]?._id;
    const cases: [string, string][] = [
      ['first page', ''],
      ...(middleCursor ? ([['deep page (the middle)', `cursor=${encodeURIComponent(middleCursor)}`]] as [string, string][]) : []),
      [`q=${seeded.sampleName}`, `q=${encodeURIComponent(seeded.sampleName)}`],
      [`q=${seeded.sampleNumber}`, `q=${encodeURIComponent(seeded.sampleNumber)}`],
      ['status=Dispatched', 'status=Dispatched'],
      ['view=outstanding', 'view=outstanding'],
    ];
    const api: CallFigures[] = [];
    for (const [call, params] of cases) api.push(await timeCall(site.url, cookie, `orders, ${call}`, `/api/orders?limit=${PAGE_SIZE}${params ? `&${params}` : ''}`));
    api.push(await timeCall(site.url, cookie, 'lead-stats', '/api/lead-stats'));
    if (orderId) api.push(await timeCall(site.url, cookie, 'tax-invoice CSV', `/api/export-orders/tax-invoice?orderId=${orderId}`, TIMED_CALLS));
    for (const c of api) console.log(`  ${c.call}: p50 ${c.p50Ms} ms, p95 ${c.p95Ms} ms, ${c.answerKb} KB ${c.encoding ?? 'uncompressed'}`);
    const exported = await timeExport(site.url, cookie, true, false, '/api/export-orders');
    console.log(`  orders CSV: first byte ${exported.firstByteMs} ms, last byte ${exported.lastByteMs} ms, ${exported.receivedMb} MB ${exported.encoding ?? ''}`);

    // The plans.
    const { orderFilter, ordersQuery, orderCountQuery, orderListOrder } = await import('../src/server/orders/order-list');
    const { decodeCursor } = await import('../src/server/http/paging');
    const { moneyStatement } = await import('../src/server/orders/money-stats');
    const plans: Record<string, { reads: string[]; executionMs: number; analysed: string }> = {};
    const explainAs = async (key: string, statement: { text: string; values: unknown[] }) => {
      const analysed = await explain(databaseUrl, statement, true);
      plans[key] = { reads: accessOf(analysed), executionMs: executionMs(analysed), analysed };
      console.log(`\nEXPLAIN ANALYZE, ${key} (${plans[key].reads.join(', ')}):\n${analysed}`);
    };
    for (const [call, params] of cases) {
      const search = new URLSearchParams(params);
      const cursor = search.get('cursor');
      search.delete('cursor');
      const filter = orderFilter(search);
      const after = cursor ? decodeCursor(orderListOrder(filter), cursor) : null;
      await explainAs(`${call}, page`, ordersQuery(filter, after, PAGE_SIZE + 1));
      if (!cursor) await explainAs(`${call}, count`, orderCountQuery(filter));
    }
    await explainAs('money per month', moneyStatement(new Date()));

    // A proforma invoice's PDF.
    let pdf: { warm: CallFigures; cold: ReturnType<typeof coldPdfs> } | { error: string } | null = null;
    if (orderId) {
      const made = await callApi<{ _id: string; pdfUrl: string }>(site.url, '/api/proformas', { method: 'POST', json: { orderId, advancePercent: 30 }, headers: { cookie } });
      if (made.status === 201) {
        const warm = await timeCall(site.url, cookie, 'proforma PDF', new URL(made.body.data!.pdfUrl).pathname, 20);
        pdf = { warm, cold: coldPdfs(databaseUrl, made.body.data!._id) };
        console.log(`  proforma PDF: warm p50 ${warm.p50Ms} ms, p95 ${warm.p95Ms} ms, ${warm.decodedKb} KB; cold ${JSON.stringify(pdf.cold)}`);
      } else {
        pdf = { error: `POST /api/proformas answered ${made.status}: ${made.body.message}` };
        console.log(`  proforma PDF: not measured (${pdf.error})`);
      }
    }

    // The summary.
    const load = os.loadavg().map((n) => round(n)).join(' ');
    const over = (value: number | null | undefined, target: number) => (value != null && value > target ? ' OVER' : '');
    console.log(`\n${count} orders stored, ${total} in the list, on ${database}; load average ${load}`);
    console.log('| measured | figure | target |');
    console.log('| --- | --- | --- |');
    for (const [name, figures] of Object.entries(browserFigures)) {
      console.log(`| ${name}: first row visible (median of ${figures.runs.length}) | ${figures.medianMs ?? figures.error} ms${over(figures.medianMs, TARGETS.firstRowMs)} | ≤ ${TARGETS.firstRowMs} ms |`);
    }
    for (const c of api) console.log(`| ${c.call} | p50 ${c.p50Ms} ms, p95 ${c.p95Ms} ms${over(c.p95Ms, TARGETS.p95Ms)}, ${c.answerKb} KB | |`);
    console.log(`| orders CSV, ${total} orders | first byte ${exported.firstByteMs} ms, last ${exported.lastByteMs} ms, ${exported.receivedMb} MB | |`);
    if (pdf && 'warm' in pdf) console.log(`| proforma PDF | warm p50 ${pdf.warm.p50Ms} ms, p95 ${pdf.warm.p95Ms} ms; cold: import ${pdf.cold.importMs} ms + first PDF ${pdf.cold.firstPdfMs} ms | |`);
    console.log('| statement | reads | database time |');
    console.log('| --- | --- | --- |');
    for (const [key, plan] of Object.entries(plans)) console.log(`| ${key} | ${plan.reads.join(', ')} | ${plan.executionMs} ms |`);

    appendResult('orders', {
      at: new Date().toISOString(),
      label: values.label ?? null,
      database,
      ordersStored: count,
      listTotal: total,
      seeded,
      targets: TARGETS,
      browser: { profile: { viewport: '1280x800', throttling: 'none' }, path: ordersPath, views: browserFigures },
      api: { walkToMiddle: walk, calls: api, ordersCsv: exported },
      proformaPdf: pdf,
      plans,
      machine: { ...machineInfo, loadAverageAtEnd: os.loadavg().map((n) => round(n)) },
    });
  } finally {
    agent.destroy();
    await browser?.close();
    await site.stop();
  }
}

await main();
