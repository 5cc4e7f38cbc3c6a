/**
 * `npm run bench:lists [-- --products 100000] [--users 100000] [--databases embedded,postgres]
 *   [--calls 50] [--limit 100] [--vacuum yes|no] [--label "what is measured"]`
 *
 * The catalogue's lists and the admin's list of users a page at a time, at the sizes a catalogue
 * may reach. For each database of --databases the local site is started on a fresh one (embedded,
 * then a throwaway PostgreSQL server, as bench/api.ts does), `--products` synthetic products
 * (bench/lib/synthetic-catalogue.ts, as bench/search.ts grows the catalogue) and `--users` users
 * (bench/lib/synthetic-users.ts) are stored straight in it, then, by default, `vacuum analyze`
 * (what autovacuum does on PostgreSQL after such a load; the embedded database has no autovacuum:
 * `--vacuum no` measures it as loaded). Then for each call (GET /api/get-product, also with
 * `category` and with `q`; POST /api/filter-product with no category and with one; POST
 * /api/category-product; GET /api/all-user, also with `q`), its first page and a deep one (the
 * page after walking half the list, 100 rows a call) of `--limit` rows:
 * - the answer's bytes as the server sends them: uncompressed, with brotli and with gzip;
 * - p50/p95 of `--calls` calls one after another (accepting brotli and gzip), after 3 warm-up calls;
 * - the database's plans (EXPLAIN ANALYZE) of the call's two statements, its page and its count
 *   (`total`), with the lists' own SQL (src/server/catalogue/product-list.ts,
 *   src/server/accounts/users.ts).
 * Results are printed and appended to bench/results/lists-<date>.json.
 */
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../platform/local-env';
import { CATEGORIES, type CategoryValue } from '../src/lib/categories';
import { userCountQuery, usersQuery, USERS_NEWEST } from '../src/server/accounts/users';
import { productCountQuery, productsQuery, PRODUCTS_NEWEST, type ProductFilter } from '../src/server/catalogue/product-list';
import { withConnection } from '../src/server/db/db-config';
import type { TimeAndId } from '../src/server/db/paging';
import { decodeCursor, type ListOrder } from '../src/server/http/paging';
import { createAccount } from '../tests/support/accounts';
import { round } from './lib/astro-build';
import { accessOf, callList, executionMs, explain, type Answer, type CallRequest } from './lib/list-calls';
import { machine } from './lib/machine';
import { appendResult, percentile } from './lib/results';
import { onEachDatabase, siteToMeasure } from './lib/site';
import { availableImageSets, insertSyntheticProducts } from './lib/synthetic-catalogue';
import { insertSyntheticUsers } from './lib/synthetic-users';

const WARM_UP_CALLS = 3;
const WALK_LIMIT = 100;
/** The issue's targets for a paged answer. */
const TARGETS = { answerKb: 100, p95Ms: 50 };
const BROWSER = 'br, gzip';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    users: { type: 'string', default: '100000' },
    databases: { type: 'string', default: 'embedded,postgres' },
    calls: { type: 'string', default: '50' },
    limit: { type: 'string', default: '100' },
    vacuum: { type: 'string', default: 'yes' },
    label: { type: 'string' },
  },
});
const counts = { products: Number(values.products), users: Number(values.users) };
const calls = Number(values.calls);
const limit = Number(values.limit);
const databases = values.databases.split(',');
for (const [name, count] of Object.entries({ ...counts, calls })) {
  if (!Number.isInteger(count) || count < 0) throw new Error(`--${name} must be a whole number from 0`);
}
if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new Error('--limit must be a whole number from 1 to 100');
if (databases.some((d) => d !== 'embedded' && d !== 'postgres')) throw new Error('--databases takes embedded and/or postgres');
if (values.vacuum !== 'yes' && values.vacuum !== 'no') throw new Error('--vacuum takes yes or no');

const kb = (bytes: number) => round(bytes / 1024, 1);

type Statement = { text: string; values: unknown[] };

/** One list call with its filters, and the statements it runs for a page starting after `after`. */
interface ListCase {
  name: string;
  method: 'GET' | 'POST';
  /** Path with the filters of the query string, without the paging parameters. */
  path: string;
  json?: unknown;
  admin?: boolean;
  order: ListOrder<TimeAndId>;
  statements(after: TimeAndId | null, rows: number): { page: Statement; count: Statement };
}

const ONE_CATEGORY: CategoryValue = CATEGORIES[4].value;
const PRODUCT_Q = 'servo';
const USER_Q = 'sharma';

function productCase(name: string, method: 'GET' | 'POST', path: string, filter: ProductFilter, json?: unknown): ListCase {
  return {
    name,
    method,
    path,
    json,
    order: PRODUCTS_NEWEST,
    statements: (after, rows) => ({ page: productsQuery(filter, after, rows), count: productCountQuery(filter) }),
  };
}

function userCase(name: string, q: string): ListCase {
  return {
    name,
    method: 'GET',
    path: `/api/all-user${q ? `?q=${encodeURIComponent(q)}` : ''}`,
    admin: true,
    order: USERS_NEWEST,
    statements: (after, rows) => ({ page: usersQuery(q, after, rows), count: userCountQuery(q) }),
  };
}

const CASES: ListCase[] = [
  productCase('get-product', 'GET', '/api/get-product', { q: '', categories: [] }),
  productCase(`get-product, category=${ONE_CATEGORY}`, 'GET', `/api/get-product?category=${ONE_CATEGORY}`, { q: '', categories: [ONE_CATEGORY] }),
  productCase(`get-product, q=${PRODUCT_Q}`, 'GET', `/api/get-product?q=${PRODUCT_Q}`, { q: PRODUCT_Q, categories: [] }),
  productCase('filter-product, no category', 'POST', '/api/filter-product', { q: '', categories: [] }, { category: [] }),
  productCase('filter-product, one category', 'POST', '/api/filter-product', { q: '', categories: [ONE_CATEGORY] }, { category: [ONE_CATEGORY] }),
  productCase('category-product', 'POST', '/api/category-product', { q: '', categories: [ONE_CATEGORY] }, { category: ONE_CATEGORY }),
  userCase('all-user', ''),
  userCase(`all-user, q=${USER_Q}`, USER_Q),
];

const withPage = (path: string, rows: number, cursor: string | null) =>
  `${path}${path.includes('?') ? '&' : '?'}limit=${rows}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;

interface Figures {
  call: string;
  page: 'first' | 'deep';
  rows: number;
  total: number;
  bytes: { raw: number; br: number; gzip: number };
  p50Ms: number;
  p95Ms: number;
  plans: Record<'page' | 'count', { reads: string[]; executionMs: number; plan: string }>;
}

async function measureSite(database: string, siteUrl: string, databaseUrl: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    let started = performance.now();
    await insertSyntheticProducts(databaseUrl, counts.products, availableImageSets(PROJECT_ROOT));
    const productSeconds = round((performance.now() - started) / 1000, 1);
    started = performance.now();
    await insertSyntheticUsers(databaseUrl, counts.users);
    const userSeconds = round((performance.now() - started) / 1000, 1);
    console.log(`  stored ${counts.products} products in ${productSeconds} s, ${counts.users} users in ${userSeconds} s`);
    if (values.vacuum === 'yes') await withConnection(databaseUrl, (client) => client.query('vacuum analyze'));
    const { cookie } = await createAccount(databaseUrl, 'ADMIN');

    const call = async (list: ListCase, target: string, acceptEncoding?: string): Promise<Answer & { answer: { data?: unknown[]; nextCursor?: string | null; total?: number } }> => {
      const request: CallRequest = { method: list.method, target, json: list.json, cookie: list.admin ? cookie : undefined, acceptEncoding };
      const answer = await callList(siteUrl, agent, request);
      if (answer.status !== 200) throw new Error(`${list.method} ${target} answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 300)}`);
      return { ...answer, answer: JSON.parse(answer.body.toString('utf8')) };
    };

    /** The cursor of the page after half the list, walked to as a reader would. */
    const middleCursor = async (list: ListCase): Promise<string | null> => {
      let seen = 0;
      let cursor: string | null = null;
      let total = Infinity;
      while (seen < total / 2) {
        const { answer } = await call(list, withPage(list.path, WALK_LIMIT, cursor), BROWSER);
        total = answer.total ?? 0;
        seen += answer.data?.length ?? 0;
        if (!answer.nextCursor) return null;
        cursor = answer.nextCursor;
      }
      return cursor;
    };

    const figures: Figures[] = [];
    for (const list of CASES) {
      const deep = await middleCursor(list);
      for (const [page, cursor] of [['first', null], ['deep', deep]] as const) {
        if (page === 'deep' && !cursor) continue;
        const target = withPage(list.path, limit, cursor);
        const [raw, br, gzip] = [await call(list, target), await call(list, target, 'br'), await call(list, target, 'gzip')];
        for (let i = 0; i < WARM_UP_CALLS; i += 1) await call(list, target, BROWSER);
        const times: number[] = [];
        for (let i = 0; i < calls; i += 1) times.push((await call(list, target, BROWSER)).ms);
        times.sort((a, b) => a - b);
        // A cursor is signed with the site's secret, which this process shares with the site it started.
        const statements = list.statements(cursor ? decodeCursor(list.order, cursor) : null, limit + 1);
        const plans = {} as Figures['plans'];
        for (const part of ['page', 'count'] as const) {
          const plan = await explain(databaseUrl, statements[part], true);
          plans[part] = { reads: accessOf(plan), executionMs: executionMs(plan), plan };
        }
        const measured: Figures = {
          call: list.name,
          page,
          rows: raw.answer.data?.length ?? 0,
          total: raw.answer.total ?? 0,
          // An answer under MIN_COMPRESSED_BYTES is sent as it is: then that is what a browser receives.
          bytes: { raw: raw.bytes, br: br.bytes, gzip: gzip.bytes },
          p50Ms: round(percentile(times, 50), 1),
          p95Ms: round(percentile(times, 95), 1),
          plans,
        };
        figures.push(measured);
        console.log(
          `  ${list.name}, ${page} page: ${measured.rows} of ${measured.total}; ${kb(measured.bytes.raw)} KB, br ${kb(measured.bytes.br)} KB, ` +
            `gzip ${kb(measured.bytes.gzip)} KB; p50 ${measured.p50Ms} ms, p95 ${measured.p95Ms} ms; ` +
            `page ${plans.page.reads.join(', ')} ${plans.page.executionMs} ms, count ${plans.count.reads.join(', ')} ${plans.count.executionMs} ms`,
        );
      }
    }

    console.log(`\nEXPLAIN ANALYZE on ${database}:`);
    for (const f of figures) {
      for (const part of ['page', 'count'] as const) console.log(`\n${f.call}, ${f.page} page, ${part}:\n${f.plans[part].plan}`);
    }
    return { stored: { ...counts, productSeconds, userSeconds }, figures };
  } finally {
    agent.destroy();
  }
}

const machineInfo = machine();
const results: Record<string, Awaited<ReturnType<typeof measureSite>>> = {};
await onEachDatabase(databases, async (database) => {
  const site = await siteToMeasure(undefined);
  try {
    results[database] = await measureSite(database, site.url, site.databaseUrl!);
  } finally {
    await site.stop();
  }
});

const over = (value: number, target: number) => (value > target ? ' OVER' : '');
console.log(`\n${counts.products} products and ${counts.users} users stored, pages of ${limit}, vacuum ${values.vacuum}; load average ${os.loadavg().map((n) => round(n)).join(' ')}`);
console.log('| database | call | page | rows of total | uncompressed | br | gzip | p50 | p95 | page statement | count statement |');
console.log('| --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | --- | --- |');
for (const [database, { figures }] of Object.entries(results)) {
  for (const f of figures) {
    console.log(
      `| ${database} | ${f.call} | ${f.page} | ${f.rows} of ${f.total} | ${kb(f.bytes.raw)} KB | ${kb(f.bytes.br)} KB${over(kb(f.bytes.br), TARGETS.answerKb)} | ` +
        `${kb(f.bytes.gzip)} KB | ${f.p50Ms} ms | ${f.p95Ms} ms${over(f.p95Ms, TARGETS.p95Ms)} | ` +
        `${f.plans.page.reads.join(', ')}: ${f.plans.page.executionMs} ms | ${f.plans.count.reads.join(', ')}: ${f.plans.count.executionMs} ms |`,
    );
  }
}

appendResult('lists', {
  at: new Date().toISOString(),
  label: values.label ?? null,
  stored: counts,
  pageSize: limit,
  vacuum: values.vacuum === 'yes',
  timedCalls: calls,
  targets: TARGETS,
  results,
  machine: { ...machineInfo, loadAverageAtEnd: os.loadavg().map((n) => round(n)) },
});
