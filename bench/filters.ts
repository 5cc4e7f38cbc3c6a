/**
 * `npm run bench:filters [-- --products 100000] [--databases embedded,postgres] [--calls 30] [--url <database>]`
 *
 * A category's machines by their specifications (docs/spec.md §25.3) at the sizes a catalogue may
 * reach. For each database of --databases (a fresh embedded PGlite behind its wire server, then a
 * throwaway PostgreSQL server, as bench:search opens them; or the database at `--url`, already
 * loaded) `--products` synthetic products (bench/lib/synthetic-catalogue.ts, with their
 * specifications) are stored and the database vacuumed and analysed. Then for each case of CASES
 * (one, two and three ticks, a filter with two ticks, the first page and the page after it), after
 * 3 warm-up calls, `--calls` calls of GET /api/filter-specs (the function behind node:http, as the
 * site runs it: a page of 48 machines, their count and every option's count) one after another:
 * p50/p95/max, and the plans (EXPLAIN ANALYZE) of the call's two statements: its page, and the
 * options' counts with the total (src/server/catalogue/spec-filter.ts). Results are printed and appended to
 * bench/results/filters-<date>.json.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../platform/database/embedded-database';
import { startThrowawayPostgres } from '../platform/database/throwaway-postgres';
import { PROJECT_ROOT } from '../platform/local-env';
import type { CategoryValue } from '../src/lib/categories';
import type { FilterTicks } from '../src/lib/spec-filters';
import { applyMigrations } from '../src/server/db/migrations';
import { round } from './lib/astro-build';
import { machine } from './lib/machine';
import { appendResult, percentile } from './lib/results';
import { availableImageSets, insertSyntheticProducts } from './lib/synthetic-catalogue';

const TARGET_P95_MS = 100;
const WARM_UP_CALLS = 3;
const CUPS: CategoryValue = 'paper-cup-making-machines';

/** What a buyer ticks: one, two and three filters, two ticks of one, a choice alone; each also its second page. */
const CASES: { name: string; category: CategoryValue; ticks: FilterTicks }[] = [
  { name: 'one band', category: CUPS, ticks: { output: ['60-80'] } },
  { name: 'one choice', category: CUPS, ticks: { phase: ['three-phase'] } },
  { name: 'two filters', category: CUPS, ticks: { output: ['60-80'], phase: ['three-phase'] } },
  { name: 'three filters', category: CUPS, ticks: { output: ['60-80', '80-100'], 'cup-size': ['100-200'], power: ['5-10'] } },
  { name: 'three filters, bags', category: 'paper-bag-making-machines', ticks: { output: ['100-150'], 'bag-width': ['200-350'], bottom: ['square-bottom'] } },
];

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    databases: { type: 'string', default: 'embedded,postgres' },
    calls: { type: 'string', default: '30' },
    url: { type: 'string' },
  },
});
const products = Number(values.products);
const calls = Number(values.calls);
const databases = values.url ? ['given'] : values.databases.split(',');
if (!Number.isInteger(products) || products < 1) throw new Error('--products must be a whole number from 1');
if (!Number.isInteger(calls) || calls < 1) throw new Error('--calls must be a whole number from 1');
if (databases.some((d) => d !== 'embedded' && d !== 'postgres' && d !== 'given')) throw new Error('--databases takes embedded and/or postgres');

interface Database {
  url: string;
  version: string;
  close(): Promise<void>;
}

/** A fresh database of the kind, migrated and loaded; null when PostgreSQL is not installed. */
async function openLoaded(kind: string): Promise<Database | null> {
  if (kind === 'given') return { url: values.url!, version: 'as given', close: async () => undefined };
  let database: Database;
  if (kind === 'postgres') {
    const server = await startThrowawayPostgres();
    if (!server) return null;
    database = { url: server.url, version: server.version, close: async () => server.stop() };
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-filters-'));
    delete process.env.DATABASE_URL; // openDatabase would use it instead of an embedded database
    const embedded = await openDatabase(dataDir);
    const pglite = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
    database = {
      url: embedded.url,
      version: `PGlite ${pglite.version}`,
      close: async () => {
        await embedded.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  await applyMigrations(database.url);
  const start = performance.now();
  await insertSyntheticProducts(database.url, products, availableImageSets(PROJECT_ROOT));
  console.log(`  ${products} products stored in ${round((performance.now() - start) / 1000)} s`);
  return database;
}

/** The filter function behind a plain HTTP server, as the local site serves it (minus the router). */
async function serveFilterFunction(): Promise<{ url: string; close(): Promise<void> }> {
  const { default: handler } = await import('../netlify/functions/filter-specs.mts');
  const server = http.createServer(async (req, res) => {
    const response = await handler(new Request(`http://127.0.0.1${req.url}`), {});
    res.writeHead(response.status, Object.fromEntries(response.headers)).end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const callPath = (category: CategoryValue, ticks: FilterTicks, cursor?: string) =>
  `/api/filter-specs?${new URLSearchParams([['category', category], ...Object.entries(ticks).flatMap(([k, vs]) => vs.map((v): [string, string] => [k, v])), ['limit', '48'], ...(cursor ? [['cursor', cursor]] : [])])}`;

interface Answer {
  total: number;
  nextCursor: string | null;
  counts: Record<string, Record<string, number>>;
}

async function call(url: string): Promise<{ ms: number; answer: Answer; bytes: number }> {
  const start = performance.now();
  const response = await fetch(url);
  const text = await response.text();
  const ms = performance.now() - start;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return { ms, answer: JSON.parse(text) as Answer, bytes: Buffer.byteLength(text) };
}

function timing(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50), 1), p95: round(percentile(sorted, 95), 1), max: round(sorted[sorted.length - 1], 1) };
}

/** EXPLAIN ANALYZE of the call's statements, as the function runs them. */
async function plans(databaseUrl: string, category: CategoryValue, ticks: FilterTicks): Promise<Record<string, string>> {
  const { categoryFilters, filteredProductsQuery, optionCombinationsQuery } = await import('../src/server/catalogue/spec-filter');
  const filtering = { category, ticks, filters: await categoryFilters(category) };
  const statements = { page: filteredProductsQuery(filtering, null, 49), counts: optionCombinationsQuery(filtering) };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const explained: Record<string, string> = {};
    for (const [name, { text, values: params }] of Object.entries(statements)) {
      const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off) ${text}`, params);
      explained[name] = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    }
    return explained;
  } finally {
    await client.end();
  }
}

async function measure(databaseUrl: string, site: string) {
  const measured = [];
  for (const { name, category, ticks } of CASES) {
    for (let i = 0; i < WARM_UP_CALLS; i++) await call(site + callPath(category, ticks));
    const first: number[] = [];
    const next: number[] = [];
    let answer: Answer | null = null;
    let bytes = 0;
    for (let i = 0; i < calls; i++) {
      const got = await call(site + callPath(category, ticks));
      first.push(got.ms);
      answer = got.answer;
      bytes = got.bytes;
      if (got.answer.nextCursor) next.push((await call(site + callPath(category, ticks, got.answer.nextCursor))).ms);
    }
    const result = {
      name,
      category,
      ticks,
      total: answer!.total,
      answerKb: round(bytes / 1024, 1),
      firstPage: timing(first),
      nextPage: next.length ? timing(next) : null,
      plans: await plans(databaseUrl, category, ticks),
    };
    console.log(
      `  ${name} (${JSON.stringify(ticks)}): ${result.total} machines; first page p50 ${result.firstPage.p50} ms, p95 ${result.firstPage.p95} ms` +
        (result.nextPage ? `; the next p50 ${result.nextPage.p50} ms, p95 ${result.nextPage.p95} ms` : ''),
    );
    measured.push(result);
  }
  return measured;
}

const results: Record<string, unknown> = {};
const loadAverageAtStart = os.loadavg().map((n) => round(n));
for (const kind of databases) {
  console.log(`${kind}:`);
  const database = await openLoaded(kind);
  if (!database) {
    console.log(`${kind}: skipped, no PostgreSQL server binaries on this machine.`);
    continue;
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  // As autovacuum would after such a load: statistics for the plans, a visibility map for index-only scans.
  await client.query('vacuum analyze');
  await client.end();
  process.env.DATABASE_URL = database.url;
  const site = await serveFilterFunction();
  try {
    results[kind] = { version: database.version, cases: await measure(database.url, site.url) };
  } finally {
    await site.close();
    await (await import('../src/server/db/db')).closePool();
    await database.close();
  }
}

console.log(`\n${products} products; ${calls} calls each; load average at start ${loadAverageAtStart.join(' ')}, now ${os.loadavg().map((n) => round(n)).join(' ')}`);
console.log('| database | case | machines | first page p50 / p95 ms | next page p50 / p95 ms | p95 ≤ 100 ms |');
console.log('| --- | --- | ---: | ---: | ---: | --- |');
for (const [kind, { cases }] of Object.entries(results as Record<string, { cases: Awaited<ReturnType<typeof measure>> }>)) {
  for (const c of cases) {
    const worst = Math.max(c.firstPage.p95, c.nextPage?.p95 ?? 0);
    console.log(
      `| ${kind} | ${c.name} | ${c.total} | ${c.firstPage.p50} / ${c.firstPage.p95} | ${c.nextPage ? `${c.nextPage.p50} / ${c.nextPage.p95}` : '-'} | ${worst <= TARGET_P95_MS ? 'yes' : 'NO'} |`,
    );
  }
}
appendResult('filters', {
  measuredAt: new Date().toISOString(),
  products,
  calls,
  results,
  machine: { ...machine(), loadAverageAtStart, loadAverageAtEnd: os.loadavg().map((n) => round(n)) },
});
