/**
 * `npm run bench:search [-- --sizes 1000,10000,100000] [--databases embedded,postgres] [--runs 10]`
 *
 * Search latency by catalogue size, on the embedded database (PGlite behind its wire server) and
 * on a throwaway PostgreSQL server (platform/database/throwaway-postgres.ts), side by side. For each
 * database the synthetic catalogue (bench/lib) is grown size by size; at each size every query of
 * QUERIES is timed `--runs` times through `searchProducts()` (the code the function runs, over its
 * `pg` pool) and through HTTP (the search function behind node:http), and so are its answer in pages
 * over HTTP: the first page of 100 (`limit=100`) and the page after it (its `nextCursor`). EXPLAIN
 * ANALYZE of the slowest query shows which indexes the plan used. Results go to
 * bench/results/search-<date>.json.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../platform/database/embedded-database';
import { PROJECT_ROOT } from '../platform/local-env';
import { applyMigrations } from '../src/server/db/migrations';
import { startThrowawayPostgres } from '../platform/database/throwaway-postgres';
import { round } from './lib/astro-build';
import { machine } from './lib/machine';
import { appendResult } from './lib/results';
import { availableImageSets, insertSyntheticProducts } from './lib/synthetic-catalogue';

/** What visitors type: common words, typos, a prefix, a brand, long queries. */
const QUERIES = [
  'paper cup',
  'tisue paper',
  'aluminium foil rewinding',
  'alumnium foil',
  'toil',
  'kharkai industrial',
  'dalmalin',
  'high speed paper plate making machine',
  'servo driven bag',
  'xylophone',
  'heavy duty toilet roll machine model 77',
  'plate 42',
  // by a machine's specifications (SPEC §25.4)
  '90 cups',
  '100 gsm',
];
const INDEXES = ['search_postings_idx', 'search_lexemes_pkey', 'search_vocabulary_trgm_idx', 'products_search_idx', 'products_description_only_idx'];

type DatabaseKind = 'embedded' | 'postgres';

interface Timing {
  p50: number;
  p95: number;
  max: number;
}

function parseOptions() {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '1000,10000,100000' },
      databases: { type: 'string', default: 'embedded,postgres' },
      runs: { type: 'string', default: '10' },
    },
  });
  const sizes = values.sizes.split(',').map(Number).sort((a, b) => a - b);
  if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('--sizes takes product counts, e.g. 1000,10000');
  const databases = values.databases.split(',') as DatabaseKind[];
  if (databases.some((d) => d !== 'embedded' && d !== 'postgres')) throw new Error('--databases takes embedded and/or postgres');
  return { sizes, databases, runs: Number(values.runs) };
}

function timing(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { p50: round(at(50), 1), p95: round(at(95), 1), max: round(sorted[sorted.length - 1], 1) };
}

/** The candidates' parameters, as search_ranked hands them over. */
const CANDIDATES_TYPES =
  'tsquery, text[], float8[], float8[], tsquery[], text, smallint, text[], smallint[], tsquery, numeric, numeric, numeric, integer[], ' +
  'integer[], integer, numeric, timestamptz, uuid';
/**
 * Of the candidates' parameters, those search_ranked leaves null to score every product holding the
 * required words: the walk's ($6 to $10) and the floor ($13), by their place from 0.
 */
const NOT_WALKED = new Set([5, 6, 7, 8, 9, 12]);

/**
 * EXPLAIN ANALYZE of the ranking function's statements as it runs them for the SPEC's call, with its
 * own settings and its parameters: the words and their lexemes (between its $words$ marks) with the
 * first way ($every_best$); when that could not fill the answer, the candidates ($candidates$,
 * with the plan search_candidates_plan makes of the words' lexemes, then with every product holding
 * the required words) when they can answer; else the products the words match ($matches$) and the
 * scoring ($scoring$). Prepared with the parameter types the function gives them (a statement may
 * leave some unread), and planned for their values, as EXECUTE plans.
 */
async function explainRanking(client: pg.Client, words: string[], maxResults: number): Promise<string> {
  const { prosrc } = (await client.query<{ prosrc: string }>("select prosrc from pg_proc where proname = 'search_ranked'")).rows[0];
  const piece = (mark: string) => prosrc.split(`$${mark}$`)[1];
  const statements = {
    every_best: { text: piece('words') + piece('every_best'), types: 'text[], integer, numeric, timestamptz, uuid, float8[], boolean' },
    candidates: { text: piece('candidates'), types: CANDIDATES_TYPES },
    required: { text: piece('candidates'), types: CANDIDATES_TYPES },
    scoring: { text: piece('words') + piece('matches') + piece('scoring'), types: 'text[], integer, numeric, timestamptz, uuid, float8[], boolean' },
  };
  const firstValues = `${client.escapeLiteral(`{${words.join(',')}}`)}, ${maxResults}, null, null, null, null, false`;
  const explain = async (way: keyof typeof statements, values: string) => {
    await client.query(`prepare ${way} (${statements[way].types}) as ${statements[way].text}`);
    const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off) execute ${way}(${values})`);
    return `${way}:\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`;
  };
  await client.query('set jit = off');
  await client.query('set plan_cache_mode = force_custom_plan');
  try {
    const plans = [await explain('every_best', firstValues)];
    const [firstWay] = (await client.query<{ ids: string[] | null; lexemes: unknown; plan_candidates: boolean }>(`execute every_best(${firstValues})`)).rows;
    if (firstWay.ids?.length === maxResults) return plans.join('\n\n');
    if (!firstWay.plan_candidates) return [...plans, await explain('scoring', firstValues)].join('\n\n');
    // The plan's fields as the database writes them (no value parsed): `applicable`, `rarity`,
    // `walk`, `score_required`, `required_words`, `holding_required`, then the candidates' first
    // parameters in order.
    const [[applicable, , walk, scoreRequired, requiredWords, holdingRequired, ...fields]] = (
      await client.query<(string | null)[]>({
        text: 'select * from search_candidates_plan($1, $2, $3, null, null)',
        values: [JSON.stringify(firstWay.lexemes), words.length, maxResults],
        rowMode: 'array',
        types: { getTypeParser: () => (value: string) => value },
      })
    ).rows;
    const literal = (v: string | null) => (v === null ? 'null' : client.escapeLiteral(v));
    // (with sequential scans off, as the function runs the candidates)
    const candidates = async (way: 'candidates' | 'required', values: (string | null)[]) => {
      const text = [...values.map(literal), maxResults, 'null, null, null'].join(', ');
      await client.query('set enable_seqscan = off');
      try {
        plans.push(await explain(way, text));
        return (await client.query<{ answers: boolean }>(`execute ${way}(${text})`)).rows[0].answers;
      } finally {
        await client.query('reset enable_seqscan');
      }
    };
    const tried =
      applicable === 't' &&
      (requiredWords === '1' ||
        (await client.query<{ holds: boolean }>('select search_holds_page($1, $2) as holds', [holdingRequired, maxResults])).rows[0].holds);
    if (tried && walk === 't' && (await candidates('candidates', fields))) return plans.join('\n\n');
    // Else the products holding the required words ($1), all of them scored.
    const allRequired = fields.map((v, n) => (n === 0 ? holdingRequired : NOT_WALKED.has(n) ? null : v));
    if (tried && scoreRequired === 't' && (await candidates('required', allRequired))) return plans.join('\n\n');
    plans.push(await explain('scoring', firstValues));
    return plans.join('\n\n');
  } finally {
    // (the embedded database has one session for every connection: the settings go with the plans)
    await client.query('deallocate all');
    for (const setting of ['jit', 'enable_seqscan', 'plan_cache_mode']) await client.query(`reset ${setting}`);
  }
}

/** A search call's answer over HTTP; throws on any status but 200. */
async function getSearch(httpUrl: string, params: Record<string, string>): Promise<unknown> {
  const response = await fetch(`${httpUrl}/api/search?${new URLSearchParams(params)}`);
  if (response.status !== 200) throw new Error(`search answered ${response.status}`);
  return response.json();
}

async function time(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/** A database of the given kind, empty and migrated; null when PostgreSQL is not installed. */
async function openFresh(kind: DatabaseKind): Promise<{ url: string; version: string; close(): Promise<void> } | null> {
  if (kind === 'postgres') {
    const server = await startThrowawayPostgres();
    if (!server) return null;
    await applyMigrations(server.url);
    return { url: server.url, version: server.version, close: async () => server.stop() };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  delete process.env.DATABASE_URL; // openDatabase would use it instead of an embedded database
  const database = await openDatabase(dataDir);
  await applyMigrations(database.url);
  const pglite = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'));
  return {
    url: database.url,
    version: `PGlite ${(pglite as { version: string }).version}`,
    async close() {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The search function behind a plain HTTP server, as the local site serves it (minus the router). */
async function serveSearchFunction(): Promise<{ url: string; close(): Promise<void> }> {
  const { default: handler } = await import('../netlify/functions/search.mts');
  const server = http.createServer(async (req, res) => {
    const response = await handler(new Request(`http://127.0.0.1${req.url}`), { ip: '127.0.0.1' });
    res.writeHead(response.status, Object.fromEntries(response.headers)).end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function measureSize(databaseUrl: string, size: number, runs: number, httpUrl: string) {
  const { searchProducts, searchWords, SEARCH_MAX_RESULTS } = await import('../src/server/catalogue/search');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // As autovacuum would after the catalogue grew (inserts alone start it since PostgreSQL 13): the
    // statistics pick the plans, and the visibility map lets the search index answer on its own.
    await client.query('vacuum analyze');
    for (const q of QUERIES) await searchProducts(q); // warm the caches and the pool
    const direct: Record<string, number[]> = {};
    const overHttp: Record<string, number[]> = {};
    const firstPage: Record<string, number[]> = {};
    const nextPage: Record<string, number[]> = {};
    for (let run = 0; run < runs; run++) {
      for (const q of QUERIES) {
        (direct[q] ??= []).push(await time(() => searchProducts(q)));
        (overHttp[q] ??= []).push(await time(() => getSearch(httpUrl, { q })));
        // A page of 100 and the one after it, as a caller walking the answer asks for them.
        const pageStart = performance.now();
        const { nextCursor } = (await getSearch(httpUrl, { q, limit: '100' })) as { nextCursor: string | null };
        (firstPage[q] ??= []).push(performance.now() - pageStart);
        if (nextCursor) (nextPage[q] ??= []).push(await time(() => getSearch(httpUrl, { q, limit: '100', cursor: nextCursor })));
      }
    }
    const perQuery = Object.fromEntries(
      QUERIES.map((q) => [
        q,
        { direct: timing(direct[q]), http: timing(overHttp[q]), firstPage: timing(firstPage[q]), nextPage: nextPage[q] ? timing(nextPage[q]) : null },
      ]),
    );
    const slowest = QUERIES.reduce((a, b) => (perQuery[a].direct.p50 >= perQuery[b].direct.p50 ? a : b));
    const plan = await explainRanking(client, searchWords(slowest), SEARCH_MAX_RESULTS);
    return {
      products: size,
      direct: timing(Object.values(direct).flat()),
      http: timing(Object.values(overHttp).flat()),
      firstPage: timing(Object.values(firstPage).flat()),
      nextPage: timing(Object.values(nextPage).flat()),
      perQuery,
      explain: {
        query: slowest,
        // Nodes the plan holds but did not run (a branch for typo-tolerant words, say) do not count.
        indexesUsed: INDEXES.filter((name) => plan.split('\n').some((line) => line.includes(name) && !line.includes('never executed'))),
        plan,
      },
    };
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const options = parseOptions();
  const machineInfo = machine();
  const imageSets = availableImageSets(PROJECT_ROOT);
  const results: Record<string, unknown> = {};
  for (const kind of options.databases) {
    const database = await openFresh(kind);
    if (!database) {
      console.log(`${kind}: skipped, no PostgreSQL server binaries on this machine.`);
      continue;
    }
    console.log(`${kind}: ${database.version}`);
    process.env.DATABASE_URL = database.url;
    const site = await serveSearchFunction();
    const sizes = [];
    try {
      let loaded = 0;
      for (const size of options.sizes) {
        const loadSeconds = (await time(() => insertSyntheticProducts(database.url, size - loaded, imageSets, 500, loaded))) / 1000;
        loaded = size;
        const measured = { ...(await measureSize(database.url, size, options.runs, site.url)), loadSeconds: round(loadSeconds) };
        sizes.push(measured);
        console.log(
          `  ${size} products: direct p50 ${measured.direct.p50} ms, p95 ${measured.direct.p95} ms; ` +
            `HTTP p50 ${measured.http.p50} ms, p95 ${measured.http.p95} ms; ` +
            `a page of 100 p50 ${measured.firstPage.p50} ms, p95 ${measured.firstPage.p95} ms, the next p50 ${measured.nextPage.p50} ms, p95 ${measured.nextPage.p95} ms; ` +
            `indexes in the plan of "${measured.explain.query}": ${measured.explain.indexesUsed.join(', ') || 'none'}`,
        );
      }
    } finally {
      await site.close();
      await (await import('../src/server/db/db')).closePool();
      await database.close();
    }
    results[kind] = { version: database.version, sizes };
  }

  console.log('\n| database | products | p50 ms | p95 ms | HTTP p50 ms | HTTP p95 ms | page of 100 p50 / p95 ms | next page p50 / p95 ms | slowest query |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const [kind, { sizes }] of Object.entries(results as Record<string, { sizes: Awaited<ReturnType<typeof measureSize>>[] }>)) {
    for (const s of sizes) {
      console.log(
        `| ${kind} | ${s.products} | ${s.direct.p50} | ${s.direct.p95} | ${s.http.p50} | ${s.http.p95} | ` +
          `${s.firstPage.p50} / ${s.firstPage.p95} | ${s.nextPage.p50} / ${s.nextPage.p95} | ${s.explain.query} |`,
      );
    }
  }
  const entry = {
    measuredAt: new Date().toISOString(),
    queries: QUERIES,
    runs: options.runs,
    results,
    machine: { ...machineInfo, loadAverageAtEnd: os.loadavg().map((n) => round(n)) },
  };
  appendResult('search', entry);
}

await main();
