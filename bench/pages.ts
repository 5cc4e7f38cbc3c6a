/**
 * `npm run bench:pages [-- --url http://127.0.0.1:8888] [--pages home,product,category,all-products,page-2] [--lighthouse-runs 3] [--cpu-slowdown 4] [--no-lighthouse]`
 *
 * What the home page, a product page and the category page (one category's, all products' at
 * /product-category, and a further page, /product-category/page/2, when the catalogue has one)
 * cost a visitor on a phone:
 * 1. the JavaScript and CSS each page loads (every script and stylesheet response, gzipped here at
 *    level 6), after scrolling to the end so islands that hydrate when visible count too, and the
 *    script a product page adds when the enquiry dialog is opened;
 * 2. images without width and height (layout shift), and images off the first screen that are not
 *    loading="lazy" (at a phone and a desktop viewport);
 * 3. a Lighthouse mobile run (its default: emulated mid-range phone, simulated slow 4G), with the
 *    other sites found in step 1 refused as there. Its CPU slowdown is relative to this machine:
 *    each run records Lighthouse's `benchmarkIndex` of the machine, and `--cpu-slowdown` sets the
 *    multiplier (default 4, Lighthouse's) as its docs/throttling.md tells for a slower machine.
 * Without --url the local site is started on a free port with a fresh embedded database (the demo
 * catalogue fits on one page, so page-2 is skipped there).
 * Transfer size is Lighthouse's: every byte the page fetched over the network (total-byte-weight).
 * Results are printed and written to bench/results/pages-<date>.json.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { chromium, devices, type Browser, type Page, type Request } from '@playwright/test';
// Lighthouse's own choice of a median run (the one lighthouse-ci reports); its package exports no subpath.
import { computeMedianRun } from '../node_modules/lighthouse/core/lib/median-run.js';
import { PROJECT_ROOT } from '../platform/local-env';
import { CATEGORY_PAGE_SIZE } from '../src/lib/category-filter';
import { categoryListHref } from '../src/lib/public-address';
import type { Envelope, Product } from '../src/lib/types';
import { round } from './lib/astro-build';
import { localDate, machine } from './lib/machine';
import { siteToMeasure } from './lib/site';

const BUDGET_KB = { js: 90, css: 25 } as const;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const RESULTS_DIR = path.join(import.meta.dirname, 'results');
const VIEWPORTS = {
  phone: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const;

interface Asset {
  url: string;
  bytes: number;
  gzipBytes: number;
}

interface Lighthouse {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Everything the page fetched, compressed as sent (Lighthouse's total-byte-weight). */
  transferKb: number;
  /** Audits that did not pass in the accessibility, best-practices and SEO categories. */
  failedAudits: string[];
  /** What the browser console reported as errors (a best-practices audit), with the address at fault. */
  consoleErrors: string[];
  /** Lighthouse's measure of this machine's CPU (its docs/throttling.md: 1000-2000 for a desktop it expects; it warns below 1000). */
  benchmarkIndex: number;
}

const PAGE_TYPES = ['home', 'product', 'category', 'all-products', 'page-2'] as const;
type PageType = (typeof PAGE_TYPES)[number];

interface PageResult {
  type: PageType;
  path: string;
  status: number;
  htmlGzipBytes: number;
  js: { gzipKb: number; files: Asset[] };
  css: { gzipKb: number; files: Asset[] };
  /** Product page only: what opening the enquiry dialog downloads on top. */
  onInteractionJs?: { gzipKb: number; files: Asset[] };
  withinBudget: { js: boolean; css: boolean };
  imagesWithoutSize: string[];
  eagerOffscreenImages: { phone: string[]; desktop: string[] };
  /** Other sites the page asked for (refused during the measurement, so not in the figures). */
  thirdPartyOrigins: string[];
  /** Lighthouse's median run, and every run's score, LCP and TBT (in run order). */
  lighthouse: (Lighthouse & { performanceRuns: number[]; lcpMsRuns: number[]; tbtMsRuns: number[]; benchmarkIndexRuns: number[] }) | { error: string } | null;
}

function parseOptions() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      'lighthouse-runs': { type: 'string', default: '1' },
      'no-lighthouse': { type: 'boolean', default: false },
      'cpu-slowdown': { type: 'string', default: '4' },
      pages: { type: 'string', default: PAGE_TYPES.join(',') },
    },
  });
  const pages = values.pages.split(',').map((p) => p.trim());
  for (const page of pages) {
    if (!(PAGE_TYPES as readonly string[]).includes(page)) throw new Error(`--pages: "${page}" is not one of ${PAGE_TYPES.join(', ')}`);
  }
  const runs = Number(values['lighthouse-runs']);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--lighthouse-runs must be a whole number from 1');
  const cpuSlowdown = Number(values['cpu-slowdown']);
  if (!(cpuSlowdown >= 1 && cpuSlowdown <= 20)) throw new Error('--cpu-slowdown must be a number from 1 to 20');
  return { url: values.url?.replace(/\/$/, ''), lighthouseRuns: values['no-lighthouse'] ? 0 : runs, cpuSlowdown, pages: pages as PageType[] };
}

const kb = (bytes: number) => round(bytes / 1024, 1);
const total = (assets: Asset[]) => kb(assets.reduce((sum, a) => sum + a.gzipBytes, 0));

/** The product page to measure: the newest product that has videos, as it shows the most. */
async function productPath(base: string): Promise<string> {
  const body = (await (await fetch(`${base}/api/get-product`)).json()) as Envelope<Product[]>;
  const products = body.data ?? [];
  const product = products.find((p) => p.videoLinks.length > 0) ?? products[0];
  if (!product) throw new Error('The catalogue is empty: there is no product page to measure.');
  return `/product/${product._id}`;
}

/** Page 2 of all products, when there are more than a page of them. */
async function secondPagePath(base: string): Promise<string | null> {
  const response = await fetch(`${base}/api/filter-product?limit=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ category: [] }),
  });
  const { total } = (await response.json()) as { total?: number };
  if (typeof total !== 'number') throw new Error('/api/filter-product?limit=1 answered no total.');
  return total > CATEGORY_PAGE_SIZE ? categoryListHref(null, 2) : null;
}

/** Loads a page in a fresh context, scrolls to its end, and returns every script and stylesheet it fetched. */
async function loadPage(browser: Browser, url: string, viewport: keyof typeof VIEWPORTS) {
  const context = await browser.newContext(VIEWPORTS[viewport]);
  // Other sites (YouTube stills, the map) are not this site's budget and may be unreachable here:
  // they are refused and listed instead.
  const origin = new URL(url).origin;
  const thirdParty = new Set<string>();
  await context.route(
    (target) => target.origin !== origin,
    (route) => {
      thirdParty.add(new URL(route.request().url()).origin);
      return route.abort();
    },
  );
  const page = await context.newPage();
  const assets = new Map<string, Promise<Asset | null>>();
  let lastAssetAt = Date.now();
  let inFlight = 0;
  const isAsset = (type: string) => type === 'script' || type === 'stylesheet';
  page.on('request', (request) => {
    if (!isAsset(request.resourceType())) return;
    inFlight += 1;
    lastAssetAt = Date.now();
  });
  const done = (request: Request) => {
    if (!isAsset(request.resourceType())) return;
    inFlight -= 1;
    lastAssetAt = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if ((type !== 'script' && type !== 'stylesheet') || assets.has(response.url())) return;
    assets.set(
      response.url(),
      response.body().then(
        (body) => ({ url: new URL(response.url()).pathname, bytes: body.length, gzipBytes: zlib.gzipSync(body, { level: 6 }).length }),
        () => null,
      ),
    );
  });
  /** Pages keep fetching (sliders, lazy images); "settled" is no script or stylesheet under way for 1.5 s. */
  const settle = async () => {
    const deadline = Date.now() + 30_000;
    while ((inFlight > 0 || Date.now() - lastAssetAt < 1500) && Date.now() < deadline) await page.waitForTimeout(250);
  };
  const response = await page.goto(url, { waitUntil: 'load' });
  await settle();
  const firstScreen = await imageFindings(page);
  await scrollToEnd(page);
  await settle();
  /** The scripts or stylesheets fetched so far, less those already counted (`seen`: their URLs). */
  const collect = async (type: 'js' | 'css', seen: ReadonlySet<string> = new Set()) =>
    (await Promise.all([...assets].filter(([url]) => !seen.has(url)).map(([, asset]) => asset))).filter(
      (a): a is Asset => !!a && (type === 'js' ? /\.m?js$/ : /\.css$/).test(a.url),
    );
  const html = (await response?.body()) ?? Buffer.alloc(0);
  return { context, page, assets, settle, thirdParty, status: response?.status() ?? 0, html, firstScreen, collect };
}

async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
}

/** Images without a size, and eager images out of view (on the first screen, before any scrolling). */
async function imageFindings(page: Page) {
  // Read in the page, judged here (functions defined inside evaluate would need the bundler's helpers).
  const images = await page.evaluate(() =>
    [...document.images].map((img) => ({
      src: img.getAttribute('src') ?? img.currentSrc,
      sized: img.hasAttribute('width') && img.hasAttribute('height'),
      lazy: img.loading === 'lazy',
      box: img.getBoundingClientRect().toJSON() as DOMRect,
      view: { width: window.innerWidth, height: window.innerHeight },
    })),
  );
  const inView = ({ box, view }: (typeof images)[number]) =>
    box.width > 0 && box.height > 0 && box.top < view.height && box.bottom > 0 && box.left < view.width && box.right > 0;
  return {
    withoutSize: images.filter((img) => !img.sized).map((img) => img.src),
    eagerOffscreen: images.filter((img) => !img.lazy && !inView(img)).map((img) => img.src),
  };
}

async function measurePage(browser: Browser, base: string, type: PageType, pagePath: string): Promise<Omit<PageResult, 'lighthouse'>> {
  const phone = await loadPage(browser, base + pagePath, 'phone');
  const [js, css] = [await phone.collect('js'), await phone.collect('css')];
  let onInteractionJs: PageResult['onInteractionJs'];
  if (type === 'product') {
    const seen = new Set(phone.assets.keys());
    await phone.page.getByRole('button', { name: 'Send Enquiry' }).click();
    await phone.settle();
    const added = await phone.collect('js', seen);
    onInteractionJs = { gzipKb: total(added), files: added };
  }
  const withoutSize = new Set([...phone.firstScreen.withoutSize, ...(await imageFindings(phone.page)).withoutSize]);
  await phone.context.close();

  const desktop = await loadPage(browser, base + pagePath, 'desktop');
  await desktop.context.close();

  return {
    type,
    path: pagePath,
    status: phone.status,
    htmlGzipBytes: zlib.gzipSync(phone.html, { level: 6 }).length,
    js: { gzipKb: total(js), files: js },
    css: { gzipKb: total(css), files: css },
    onInteractionJs,
    withinBudget: { js: total(js) <= BUDGET_KB.js, css: total(css) <= BUDGET_KB.css },
    imagesWithoutSize: [...withoutSize],
    eagerOffscreenImages: { phone: phone.firstScreen.eagerOffscreen, desktop: desktop.firstScreen.eagerOffscreen },
    thirdPartyOrigins: [...new Set([...phone.thirdParty, ...desktop.thirdParty])],
  };
}

/** One Lighthouse run with its default mobile settings (but the CPU slowdown), through its own CLI and the system Chromium. */
function runLighthouse(url: string, otherSites: string[], cpuSlowdown: number): Promise<{ summary: Lighthouse; report: LighthouseReport }> {
  const output = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-')), 'report.json');
  const args = [
    path.join(PROJECT_ROOT, 'node_modules/lighthouse/cli/index.js'),
    url,
    '--quiet',
    '--output=json',
    `--output-path=${output}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
    // As in step 1, other sites are not measured: Lighthouse refuses them itself, and does not count
    // what it refused as the page's console errors (it would, were they only unreachable from here).
    ...otherSites.map((origin) => `--blocked-url-patterns=${origin}/*`),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        if (code !== 0) throw new Error(`lighthouse exited with ${code}: ${stderr.trim()}`);
        const report = JSON.parse(fs.readFileSync(output, 'utf8')) as LighthouseReport;
        resolve({ summary: readLighthouseReport(report), report });
      } catch (error) {
        reject(error);
      } finally {
        fs.rmSync(path.dirname(output), { recursive: true, force: true });
      }
    });
  });
}

interface LighthouseReport {
  runtimeError?: { message: string };
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      score: number | null;
      scoreDisplayMode: string;
      details?: { items?: { description?: string; sourceLocation?: { url?: string } }[] };
    }
  >;
}

function readLighthouseReport(report: LighthouseReport): Lighthouse {
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => report.audits[id]?.numericValue ?? NaN;
  const failedAudits = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    report.categories[category].auditRefs
      .filter((ref) => {
        const audit = report.audits[ref.id];
        return audit && audit.scoreDisplayMode === 'binary' && audit.score !== null && audit.score < 1;
      })
      .map((ref) => `${category}: ${ref.id}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    cls: round(metric('cumulative-layout-shift'), 3),
    tbtMs: Math.round(metric('total-blocking-time')),
    transferKb: kb(metric('total-byte-weight')),
    failedAudits,
    consoleErrors: (report.audits['errors-in-console']?.details?.items ?? []).map(
      (item) => `${item.description ?? ''} (${item.sourceLocation?.url ?? 'no address'})`,
    ),
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
  };
}

/**
 * Lighthouse's median run (nearest the median FCP and time to interactive), so one disturbed run
 * does not decide the figures. Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART):
 * such a run is tried again.
 */
async function lighthouseMedian(url: string, runs: number, otherSites: string[], cpuSlowdown: number): Promise<PageResult['lighthouse']> {
  const results: { summary: Lighthouse; report: LighthouseReport }[] = [];
  let lastError = '';
  for (let attempt = 0; results.length < runs && attempt < runs * 2; attempt++) {
    try {
      results.push(await runLighthouse(url, otherSites, cpuSlowdown));
    } catch (error) {
      lastError = (error as Error).message;
    }
  }
  if (!results.length) return { error: lastError };
  const summaries = results.map((r) => r.summary);
  const median = computeMedianRun(results.map((r) => r.report) as Parameters<typeof computeMedianRun>[0]);
  return {
    ...results.find((r) => r.report === median)!.summary,
    performanceRuns: summaries.map((r) => r.performance),
    lcpMsRuns: summaries.map((r) => r.lcpMs),
    tbtMsRuns: summaries.map((r) => r.tbtMs),
    benchmarkIndexRuns: summaries.map((r) => r.benchmarkIndex),
  };
}

function printTable(pages: PageResult[]): void {
  const show = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '-' : value);
  console.table(
    pages.map((p) => {
      const lh = p.lighthouse && 'performance' in p.lighthouse ? p.lighthouse : undefined;
      return {
        page: p.type,
        'JS KB gz': `${p.js.gzipKb}${p.withinBudget.js ? '' : ' OVER'}`,
        'CSS KB gz': `${p.css.gzipKb}${p.withinBudget.css ? '' : ' OVER'}`,
        'img no size': p.imagesWithoutSize.length,
        'eager offscreen (phone/desktop)': `${p.eagerOffscreenImages.phone.length}/${p.eagerOffscreenImages.desktop.length}`,
        perf: lh ? `${lh.performance}${lh.performanceRuns.length > 1 ? ` (${lh.performanceRuns.join('/')})` : ''}` : '-',
        a11y: show(lh?.accessibility),
        'best pr.': show(lh?.bestPractices),
        seo: show(lh?.seo),
        'FCP s': lh ? round(lh.fcpMs / 1000, 2) : '-',
        'LCP s': lh ? round(lh.lcpMs / 1000, 2) : '-',
        CLS: show(lh?.cls),
        'TBT ms': show(lh?.tbtMs),
        'transfer KB': show(lh?.transferKb),
      };
    }),
  );
  console.log(`Budgets per page: JavaScript ≤ ${BUDGET_KB.js} KB, CSS ≤ ${BUDGET_KB.css} KB (gzip).`);
  for (const p of pages) {
    if (p.status !== 200) console.log(`${p.type} ${p.path}: HTTP ${p.status}`);
    if (p.thirdPartyOrigins.length) console.log(`${p.type}: other sites asked for (not measured): ${p.thirdPartyOrigins.join(', ')}`);
    if (p.onInteractionJs) console.log(`${p.type}: opening the enquiry dialog loads ${p.onInteractionJs.gzipKb} KB more JavaScript (gzip)`);
    const lh = p.lighthouse;
    if (lh && 'error' in lh) console.log(`${p.type}: Lighthouse failed: ${lh.error}`);
    else if (lh) {
      if (lh.lcpMsRuns.length > 1) console.log(`${p.type}: each run, LCP ms ${lh.lcpMsRuns.join(' / ')}; TBT ms ${lh.tbtMsRuns.join(' / ')}`);
      console.log(`${p.type}: this machine's benchmarkIndex ${lh.benchmarkIndexRuns.join(' / ')}`);
      if (lh.failedAudits.length) {
        console.log(`${p.type}: failed audits: ${lh.failedAudits.join(', ')}`);
        for (const error of lh.consoleErrors) console.log(`${p.type}: console error: ${error}`);
      }
    }
    for (const src of p.imagesWithoutSize) console.log(`${p.type}: image without width/height: ${src}`);
    for (const [viewport, list] of Object.entries(p.eagerOffscreenImages)) {
      for (const src of list) console.log(`${p.type}: eager image off the first screen (${viewport}): ${src}`);
    }
  }
}

/** Merges into the day's file, so measuring one page type again replaces only that page's entry. */
function writeResults(pages: (PageResult & { run: object })[]): string {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `pages-${localDate()}.json`);
  const previous: PageResult[] = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { pages: PageResult[] }).pages : [];
  const merged = [...previous.filter((p) => !pages.some((n) => n.type === p.type)), ...pages].sort(
    (a, b) => PAGE_TYPES.indexOf(a.type) - PAGE_TYPES.indexOf(b.type),
  );
  const body = { updatedAt: new Date().toISOString(), budgetsKb: BUDGET_KB, pages: merged };
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(body, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
  return file;
}

async function main(): Promise<void> {
  const options = parseOptions();
  const machineInfo = machine();
  const { url: base, stop } = await siteToMeasure(options.url);
  try {
    const paths: Record<PageType, () => Promise<string | null> | string> = {
      home: () => '/',
      product: () => productPath(base),
      category: () => '/product-category?category=paper-cup-making-machines',
      'all-products': () => '/product-category',
      'page-2': () => secondPagePath(base),
    };
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
    const pages: PageResult[] = [];
    try {
      for (const type of options.pages) {
        const pagePath = await paths[type]();
        if (!pagePath) {
          console.log(`Skipping ${type}: the catalogue fits on one page.`);
          continue;
        }
        console.log(`Measuring ${type}: ${pagePath}`);
        const measured = await measurePage(browser, base, type, pagePath);
        const lighthouse = options.lighthouseRuns ? await lighthouseMedian(base + pagePath, options.lighthouseRuns, measured.thirdPartyOrigins, options.cpuSlowdown) : null;
        pages.push({ ...measured, lighthouse });
      }
    } finally {
      await browser.close();
    }
    printTable(pages);
    const run = {
      measuredAt: new Date().toISOString(),
      site: base,
      machine: { ...machineInfo, loadAverageAtEnd: os.loadavg().map((n) => round(n)) },
      lighthouse: {
        runs: options.lighthouseRuns,
        chromium: CHROMIUM,
        settings: 'default mobile (simulated throttling)',
        cpuSlowdownMultiplier: options.cpuSlowdown,
      },
    };
    console.log(`Results: ${path.relative(PROJECT_ROOT, writeResults(pages.map((page) => ({ ...page, run }))))}`);
  } finally {
    await stop();
  }
}

await main();
