/**
 * `npm run bench:api [-- --url http://127.0.0.1:8888 --database-url postgres://...] [--requests 200] [--rounds 2]
 *   [--databases embedded,postgres]`
 *
 * Load on the two calls a crowd of visitors makes: `POST /api/enquiries` and `GET /api/search?q=`.
 * There are two rounds by default: the first meets a process that has just started (V8 and the
 * embedded database's WebAssembly still compile the code paths as they are first used, about a
 * third of the speed), the second one that has served a while, as a live site is. For each round
 * it sends `--requests` enquiries at once, then as many searches at once, then both mixed, and
 * reports requests per second and p50/p90/p99 latency per call. Each enquiry comes from its own address (`x-forwarded-for`, from which Netlify derives context.ip), as a crowd of
 * visitors would, so the per-address limit does not turn them away; one extra burst sends 40 from
 * a single address to show that limit holds under concurrency (exactly 20 may pass).
 * Afterwards the stored enquiries of the run are counted in the database and must equal the 201
 * answers: nothing lost, nothing written twice.
 * Without --url the local site is started on a free port, once per database of --databases: a fresh
 * embedded one, then a throwaway PostgreSQL server (platform/database/throwaway-postgres.ts), so the two
 * can be read side by side. On the embedded database each burst also reports where the database's
 * time went (platform/database/pglite-wire-server.ts: time inside PGlite, and time other clients waited
 * while one held a transaction open between statements).
 * Last, a sign-in flood: 40 failed sign-ins at once (unknown emails, one address each) while
 * product lists are read one after another; it reports get-product latency idle and during the
 * flood, and the sign-ins' own answers (password hashing must not starve the other calls).
 * A site given with --url sees those addresses only if it trusts X-Forwarded-For (TRUST_PROXY=1).
 * Results are printed and written to bench/results/api-<date>.json.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { embeddedDatabaseStats } from '../platform/database/embedded-database';
import type { Envelope, Product } from '../src/lib/types';
import { pgConfig } from '../src/server/db/db-config';
import { LIMITS } from '../src/server/http/rate-limit';
import { round } from './lib/astro-build';
import { machine } from './lib/machine';
import { appendResult, percentile } from './lib/results';
import { onEachDatabase, siteToMeasure } from './lib/site';
import { CURRENT_NOTICE } from '../src/lib/privacy-notice';

const SEARCHES = ['paper cup', 'tisue paper', 'foil rewinding', 'bag', 'toilet roll machine', 'plate', 'automatic', ''];

interface Sample {
  status: number;
  ms: number;
}

interface Burst {
  call: string;
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  statuses: Record<string, number>;
  /** Embedded database only: its units, and the burst's milliseconds inside PGlite and held open. */
  embeddedDb?: { units: number; pgliteMs: number; heldOpenMs: number };
}

function parseOptions() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      'database-url': { type: 'string' },
      requests: { type: 'string', default: '200' },
      rounds: { type: 'string', default: '2' },
      databases: { type: 'string', default: 'embedded,postgres' },
    },
  });
  if (values.url && !values['database-url']) throw new Error('--url needs --database-url to count the stored enquiries.');
  return {
    url: values.url?.replace(/\/$/, ''),
    databaseUrl: values['database-url'],
    requests: Number(values.requests),
    rounds: Number(values.rounds),
    databases: values.databases.split(','),
  };
}

async function timed(send: () => Promise<Response>): Promise<Sample> {
  const start = performance.now();
  try {
    const response = await send();
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - start };
  } catch {
    return { status: 0, ms: performance.now() - start }; // 0: the connection failed
  }
}

function summarise(call: string, samples: Sample[], seconds: number): Burst {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const { status } of samples) statuses[status] = (statuses[status] ?? 0) + 1;
  return {
    call,
    requests: samples.length,
    seconds: round(seconds),
    requestsPerSecond: round(samples.length / seconds, 1),
    latencyMs: {
      p50: Math.round(percentile(sorted, 50)),
      p90: Math.round(percentile(sorted, 90)),
      p99: Math.round(percentile(sorted, 99)),
      max: Math.round(sorted[sorted.length - 1]),
    },
    statuses,
  };
}

/** Runs every request at once and returns the samples of each kind and the burst's wall time. */
async function burst(requests: { call: string; send: () => Promise<Response> }[]): Promise<Burst[]> {
  const before = embeddedDatabaseStats();
  const start = performance.now();
  const samples = await Promise.all(requests.map(async ({ call, send }) => ({ call, ...(await timed(send)) })));
  const seconds = (performance.now() - start) / 1000;
  const calls = [...new Set(requests.map((r) => r.call))];
  const bursts = calls.map((call) => summarise(call, samples.filter((s) => s.call === call), seconds));
  if (calls.length > 1) bursts.push(summarise(calls.join(' + '), samples, seconds));
  const after = embeddedDatabaseStats();
  const units = after.units - before.units;
  if (units > 0) {
    const embeddedDb = {
      units,
      pgliteMs: Math.round(after.pgliteMs - before.pgliteMs),
      heldOpenMs: Math.round(after.heldOpenMs - before.heldOpenMs),
    };
    for (const b of bursts) b.embeddedDb = embeddedDb;
  }
  return bursts;
}

const FLOOD_SIGNINS = 40;

/** Reads the product list one call after another until `until` settles; at least once. */
async function readsDuring(base: string, until: Promise<unknown>): Promise<Sample[]> {
  let settled = false;
  void until.finally(() => (settled = true));
  const samples: Sample[] = [];
  do samples.push(await timed(() => fetch(`${base}/api/get-product`)));
  while (!settled);
  return samples;
}

/** get-product latency idle, then during FLOOD_SIGNINS failed sign-ins at once. */
async function signinFlood(base: string, run: string, newAddress: () => string): Promise<Burst[]> {
  const idleStart = performance.now();
  const idle = await readsDuring(base, new Promise((resolve) => setTimeout(resolve, 1000)));
  const idleSeconds = (performance.now() - idleStart) / 1000;
  const start = performance.now();
  const flood = Promise.all(
    Array.from({ length: FLOOD_SIGNINS }, (_, i) =>
      timed(() =>
        fetch(`${base}/api/signin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': newAddress() },
          body: JSON.stringify({ email: `${run}-flood-${i}@example.com`, password: 'not-the-password' }),
        }),
      ),
    ),
  );
  const during = await readsDuring(base, flood);
  const seconds = (performance.now() - start) / 1000;
  return [
    summarise('GET /api/get-product, idle', idle, idleSeconds),
    summarise(`GET /api/get-product, during ${FLOOD_SIGNINS} failed sign-ins`, during, seconds),
    summarise(`POST /api/signin, ${FLOOD_SIGNINS} failed at once`, await flood, seconds),
  ];
}

type Options = ReturnType<typeof parseOptions>;

async function main(): Promise<void> {
  const options = parseOptions();
  if (options.url) {
    await measureSite(options, 'given', { url: options.url, databaseUrl: options.databaseUrl, stop: async () => undefined });
    return;
  }
  await onEachDatabase(options.databases, async (database) => measureSite(options, database, await siteToMeasure(undefined)));
}

async function measureSite(
  options: Options,
  database: string,
  { url: base, databaseUrl, stop }: { url: string; databaseUrl?: string; stop(): Promise<void> },
): Promise<void> {
  const machineInfo = machine();
  if (!databaseUrl) throw new Error('--url needs --database-url to count the stored enquiries.');
  const db = new pg.Client(pgConfig(databaseUrl));
  await db.connect();
  try {
    const products = ((await (await fetch(`${base}/api/get-product`)).json()) as Envelope<Product[]>).data ?? [];
    if (!products.length) throw new Error('The catalogue is empty: nothing to enquire about.');
    const run = `bench-${Date.now().toString(36)}`;
    let sent = 0;
    const enquiry = (address: string) => {
      const n = sent++;
      return {
        call: 'POST /api/enquiries',
        send: () =>
          fetch(`${base}/api/enquiries`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
            body: JSON.stringify({
              productId: products[n % products.length]._id,
              name: `Load test ${n}`,
              phone: '9876543210',
              address: 'Bistupur, Jamshedpur',
              message: `${run} enquiry ${n}`,
              noticeVersion: CURRENT_NOTICE.version,
            }),
          }),
      };
    };
    const search = (n: number) => ({
      call: 'GET /api/search',
      send: () => fetch(`${base}/api/search?q=${encodeURIComponent(SEARCHES[n % SEARCHES.length])}`),
    });
    // A fresh address per enquiry; 10.x keeps them apart from any real visitor's bucket.
    let addresses = 0;
    const newAddress = () => {
      const n = ++addresses;
      return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    };
    const N = options.requests;
    const results: { round: number; bursts: Burst[] }[] = [];
    for (let r = 1; r <= options.rounds; r++) {
      console.log(`Round ${r}: ${N} enquiries, ${N} searches, then ${N} of each mixed...`);
      const bursts = [
        ...(await burst(Array.from({ length: N }, () => enquiry(newAddress())))),
        ...(await burst(Array.from({ length: N }, (_, i) => search(i)))),
        ...(await burst(Array.from({ length: 2 * N }, (_, i) => (i % 2 ? search(i) : enquiry(newAddress()))))),
      ];
      results.push({ round: r, bursts });
    }
    const oneAddress = newAddress();
    const sameAddressCount = 2 * LIMITS.enquiries.limit;
    console.log(`${sameAddressCount} enquiries at once from one address (limit ${LIMITS.enquiries.limit} an hour)...`);
    const [limited] = await burst(Array.from({ length: sameAddressCount }, () => enquiry(oneAddress)));
    console.log(`${FLOOD_SIGNINS} failed sign-ins at once while product lists are read...`);
    const flood = await signinFlood(base, run, newAddress);

    const accepted =
      results.flatMap((r) => r.bursts).filter((b) => b.call === 'POST /api/enquiries').reduce((n, b) => n + (b.statuses['201'] ?? 0), 0) +
      (limited.statuses['201'] ?? 0);
    // One statement, so both counts see the same rows.
    const { stored, distinct } = (
      await db.query<{ stored: number; distinct: number }>(
        `select count(*)::int as stored, count(distinct message)::int as "distinct" from enquiries where message like $1`,
        [`${run} enquiry %`],
      )
    ).rows[0];

    console.log(`\n${database}:`);
    console.log('| round | call | requests | s | req/s | p50 ms | p90 ms | p99 ms | max ms | statuses | PGlite ms | held open ms |');
    console.log('| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |');
    for (const { round: r, bursts } of results) {
      for (const b of bursts) {
        const { p50, p90, p99, max } = b.latencyMs;
        const db = b.embeddedDb ? `${b.embeddedDb.pgliteMs} | ${b.embeddedDb.heldOpenMs}` : ' | ';
        console.log(`| ${r} | ${b.call} | ${b.requests} | ${b.seconds} | ${b.requestsPerSecond} | ${p50} | ${p90} | ${p99} | ${max} | ${JSON.stringify(b.statuses)} | ${db} |`);
      }
    }
    console.log(`\n| sign-in flood | requests | s | p50 ms | p90 ms | p99 ms | max ms | statuses |`);
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const b of flood) {
      const { p50, p90, p99, max } = b.latencyMs;
      console.log(`| ${b.call} | ${b.requests} | ${b.seconds} | ${p50} | ${p90} | ${p99} | ${max} | ${JSON.stringify(b.statuses)} |`);
    }
    console.log(`\nOne address, ${sameAddressCount} at once: ${JSON.stringify(limited.statuses)} (at most ${LIMITS.enquiries.limit} may be 201)`);
    const consistent = stored === accepted && distinct === stored && (limited.statuses['201'] ?? 0) <= LIMITS.enquiries.limit;
    console.log(`Enquiries answered 201: ${accepted}; stored: ${stored} (${distinct} distinct). ${consistent ? 'Consistent.' : 'MISMATCH.'}`);

    const entry = {
      measuredAt: new Date().toISOString(),
      database,
      site: base,
      concurrency: N,
      rounds: results,
      sameAddress: limited,
      signinFlood: flood,
      enquiries: { answered201: accepted, stored, distinct, consistent },
      machine: { ...machineInfo, loadAverageAtEnd: os.loadavg().map((n) => round(n)) },
    };
    appendResult('api', entry);
    if (!consistent) process.exitCode = 1;
  } finally {
    await db.end();
    await stop();
  }
}

await main();
