/**
 * `npm run bench:build [-- --sizes demo,1000,10000,100000] [--timeout-minutes 20] [--keep-databases <dir>]`
 *
 * How long the static build takes as the catalogue grows. For each size: a fresh embedded
 * database in a temporary folder, the migrations, the products (the demo seed or N synthetic
 * ones), then `astro build` as the publishing pipeline runs it, timed from the outside.
 * Results are printed and merged into bench/results/build-<date>.json (one entry per size).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../platform/database/embedded-database';
import { PROJECT_ROOT } from '../platform/local-env';
import { applyMigrations } from '../src/server/db/migrations';
import { SEED_FILE, seedDemoCatalogue } from '../demo/seed';
import { withConnection } from '../src/server/db/db-config';
import { listProducts } from '../src/server/catalogue/products';
import { sanitizeDescription } from '../src/server/catalogue/sanitize';
import { round, runAstroBuild, type AstroBuildPhases } from './lib/astro-build';
import { availableImageSets, insertSyntheticProducts } from './lib/synthetic-catalogue';
import { localDate, machine, type MachineInfo } from './lib/machine';

type Status = 'ok' | 'failed' | 'skipped';

interface SizeResult {
  size: string;
  status: Status;
  reason?: string;
  products: number | null;
  /** Time to fill the database (seed or synthetic insert): not part of the build. */
  loadSeconds: number | null;
  averageDescriptionBytes: number | null;
  exitCode: number | null;
  pages: number | null;
  buildSeconds: number | null;
  pagesPerSecond: number | null;
  /** Everything written, public/ assets (the demo images) included. */
  outputMb: number | null;
  /** The pages alone: the part that grows with the catalogue. */
  htmlMb: number | null;
  /** The home page: its rows show a bounded number of products, so its size must not grow with the catalogue. */
  indexHtmlKb: number | null;
  peakRssMb: number | null;
  phases: AstroBuildPhases | null;
  /** 1-minute load average when the build ended: a busy machine explains a slow figure. */
  loadAverageAfter: number | null;
  /** The catalogue query and sanitising, re-run from here after the build to split getStaticPaths. */
  catalogueLoad: { queryMs: number; resultMb: number; sanitizeMs: number } | null;
  outputTail?: string[];
}

const RESULTS_DIR = path.join(import.meta.dirname, 'results');
const BYTES_PER_MB = 1024 * 1024;

interface Options {
  sizes: string[];
  timeoutMs: number;
  /** Where each size's loaded database is kept for the next run (100,000 products take 12-15 minutes to load). */
  keepDatabases: string | null;
}

function parseOptions(): Options {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: 'demo,1000,10000,100000' },
      'timeout-minutes': { type: 'string', default: '20' },
      'keep-databases': { type: 'string' },
    },
  });
  const sizes = values.sizes.split(',').map((s) => s.trim()).filter(Boolean);
  for (const size of sizes) {
    if (size !== 'demo' && !/^[1-9]\d*$/.test(size)) throw new Error(`--sizes: "${size}" is neither "demo" nor a count`);
  }
  const minutes = Number(values['timeout-minutes']);
  if (!(minutes > 0)) throw new Error('--timeout-minutes must be a positive number');
  return { sizes, timeoutMs: minutes * 60_000, keepDatabases: values['keep-databases'] ? path.resolve(values['keep-databases']) : null };
}

function emptyResult(size: string, status: Status, reason?: string): SizeResult {
  return {
    size, status, reason, products: null, loadSeconds: null, averageDescriptionBytes: null, exitCode: null,
    pages: null, buildSeconds: null, pagesPerSecond: null, outputMb: null, htmlMb: null, indexHtmlKb: null,
    peakRssMb: null, phases: null,
    loadAverageAfter: null, catalogueLoad: null,
  };
}

/** Fills the fresh database; returns what it loaded. */
async function loadProducts(size: string, url: string): Promise<{ averageDescriptionBytes: number | null }> {
  if (size === 'demo') {
    await seedDemoCatalogue(url);
    return { averageDescriptionBytes: null };
  }
  return insertSyntheticProducts(url, Number(size), availableImageSets(PROJECT_ROOT));
}

async function countProducts(url: string): Promise<number> {
  return withConnection(url, async (c) => (await c.query<{ n: number }>('select count(*)::int as n from products')).rows[0].n);
}

/** The two halves of loadCatalogue() (src/server/catalogue/catalogue.ts), timed apart. */
async function measureCatalogueLoad(url: string): Promise<SizeResult['catalogueLoad']> {
  return withConnection(url, async (client) => {
    let started = performance.now();
    const rows = await listProducts(client);
    const queryMs = performance.now() - started;
    const resultBytes = rows.reduce((sum, r) => sum + JSON.stringify(r).length, 0);
    started = performance.now();
    for (const row of rows) sanitizeDescription(row.description);
    const sanitizeMs = performance.now() - started;
    return { queryMs: Math.round(queryMs), resultMb: round(resultBytes / BYTES_PER_MB), sanitizeMs: Math.round(sanitizeMs) };
  });
}

function outputStats(dir: string): { htmlFiles: number; htmlBytes: number; bytes: number } {
  const stats = { htmlFiles: 0, htmlBytes: 0, bytes: 0 };
  if (!fs.existsSync(dir)) return stats;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const size = fs.statSync(path.join(entry.parentPath, entry.name)).size;
    stats.bytes += size;
    if (entry.name.endsWith('.html')) {
      stats.htmlFiles += 1;
      stats.htmlBytes += size;
    }
  }
  return stats;
}

function fileKb(file: string): number | null {
  return fs.existsSync(file) ? Math.round(fs.statSync(file).size / 1024) : null;
}

/** A short human reason for a failed build, from how it ended and what it printed last. */
function failureReason(build: Awaited<ReturnType<typeof runAstroBuild>>, timeoutMs: number, hasIndex: boolean): string {
  const output = build.tail.join('\n');
  if (build.timedOut) return `stopped after the ${timeoutMs / 60_000} minute limit`;
  if (/heap out of memory|Allocation failed/i.test(output)) return 'JavaScript heap out of memory';
  // Under /usr/bin/time a killed build shows as exit status 128 + 9 rather than as a signal.
  if (build.signal === 'SIGKILL' || build.exitCode === 137) return 'killed (SIGKILL), probably by the out-of-memory killer';
  if (build.signal) return `ended by ${build.signal}`;
  if (build.exitCode === 0 && !hasIndex) return 'exited 0 but wrote no index.html';
  const error = build.tail.filter((l) => /error/i.test(l)).pop();
  return `exit code ${build.exitCode}${error ? `: ${error.trim()}` : ''}`;
}

/**
 * The size's database: a fresh one in the work folder, or the one kept under `keepDatabases`
 * (loaded on its first use; later runs apply any newer migration and build from its rows as they
 * are). Null load figures mean an earlier run loaded it.
 */
async function prepareDatabase(size: string, workDir: string, keepDatabases: string | null) {
  const dataDir = keepDatabases ? path.join(keepDatabases, `build-${size}`) : workDir;
  const kept = keepDatabases !== null && fs.existsSync(dataDir);
  const db = await openDatabase(dataDir);
  await applyMigrations(db.url);
  if (kept) return { db, loadSeconds: null, averageDescriptionBytes: null };
  const loadStarted = performance.now();
  const loaded = await loadProducts(size, db.url);
  return { db, loadSeconds: round((performance.now() - loadStarted) / 1000), averageDescriptionBytes: loaded.averageDescriptionBytes };
}

async function benchmarkSize(size: string, { timeoutMs, keepDatabases }: Options, abort: AbortSignal): Promise<SizeResult> {
  if (size === 'demo' && !fs.existsSync(SEED_FILE)) {
    return emptyResult(size, 'skipped', `${path.relative(PROJECT_ROOT, SEED_FILE)} does not exist yet`);
  }
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-build-${size}-`));
  const { db, loadSeconds, averageDescriptionBytes } = await prepareDatabase(size, workDir, keepDatabases);
  try {
    const products = await countProducts(db.url);
    if (abort.aborted) return emptyResult(size, 'skipped', 'interrupted');
    console.log(`[${size}] ${products} products ${loadSeconds === null ? 'kept from an earlier run' : `loaded in ${loadSeconds} s`}; building...`);

    const outDir = path.join(workDir, 'site');
    const build = await runAstroBuild({ projectRoot: PROJECT_ROOT, databaseUrl: db.url, outDir, workDir, timeoutMs, signal: abort });
    const { htmlFiles, htmlBytes, bytes } = outputStats(outDir);
    const ok = build.exitCode === 0 && fs.existsSync(path.join(outDir, 'index.html'));
    const buildSeconds = round(build.wallSeconds);
    console.log(`[${size}] build ${ok ? 'done' : 'FAILED'} in ${buildSeconds} s`);
    return {
      size,
      status: ok ? 'ok' : 'failed',
      reason: ok ? undefined : failureReason(build, timeoutMs, fs.existsSync(path.join(outDir, 'index.html'))),
      products,
      loadSeconds,
      averageDescriptionBytes,
      exitCode: build.exitCode,
      pages: htmlFiles,
      buildSeconds,
      pagesPerSecond: ok ? round(htmlFiles / build.wallSeconds, 1) : null,
      outputMb: round(bytes / BYTES_PER_MB),
      htmlMb: round(htmlBytes / BYTES_PER_MB),
      indexHtmlKb: fileKb(path.join(outDir, 'index.html')),
      peakRssMb: build.peakRssMb,
      phases: build.phases,
      loadAverageAfter: round(os.loadavg()[0]),
      catalogueLoad: abort.aborted ? null : await measureCatalogueLoad(db.url),
      outputTail: ok ? undefined : build.tail,
    };
  } catch (error) {
    return emptyResult(size, 'failed', (error as Error).message);
  } finally {
    await db.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

function printTable(results: SizeResult[]): void {
  const show = (v: number | string | null | undefined) => (v === null || v === undefined ? '-' : String(v));
  console.table(
    results.map((r) => ({
      size: r.size,
      status: r.status,
      products: show(r.products),
      pages: show(r.pages),
      'build s': show(r.buildSeconds),
      'pages/s': show(r.pagesPerSecond),
      'output MB': show(r.outputMb),
      'HTML MB': show(r.htmlMb),
      'index KB': show(r.indexHtmlKb),
      'peak RSS MB': show(r.peakRssMb),
    })),
  );
  for (const r of results) if (r.reason) console.log(`${r.size}: ${r.status}: ${r.reason}`);
}

/** Merges into the day's file, so re-running one size replaces only that size's entry. */
function writeResults(results: SizeResult[], machineInfo: MachineInfo): string {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `build-${localDate()}.json`);
  const previous: SizeResult[] = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { results: SizeResult[] }).results
    : [];
  const kept = previous.filter((p) => !results.some((r) => r.size === p.size));
  const merged = [...kept, ...results].sort((a, b) => sizeOrder(a.size) - sizeOrder(b.size));
  const body = { updatedAt: new Date().toISOString(), machine: machineInfo, results: merged };
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(body, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
  return file;
}

function sizeOrder(size: string): number {
  return size === 'demo' ? 0 : Number(size);
}

async function main(): Promise<void> {
  const options = parseOptions();
  // Embedded mode only: a DATABASE_URL from the shell would point the benchmark at a real
  // database, and a fixed EMBEDDED_DB_PORT would collide with a running local server.
  delete process.env.DATABASE_URL;
  delete process.env.EMBEDDED_DB_PORT;

  const abort = new AbortController();
  process.once('SIGINT', () => {
    console.log('\nInterrupted: stopping the build and cleaning up...');
    abort.abort();
  });

  const machineInfo = machine();
  const results: SizeResult[] = [];
  for (const size of options.sizes) {
    if (abort.signal.aborted) break;
    const result = await benchmarkSize(size, options, abort.signal);
    if (result.status === 'skipped') console.log(`[${size}] skipped: ${result.reason}`);
    results.push(result);
  }
  if (abort.signal.aborted) process.exit(130);

  printTable(results);
  console.log(`Results: ${path.relative(PROJECT_ROOT, writeResults(results, machineInfo))}`);
}

await main();
