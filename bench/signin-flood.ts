/**
 * `npm run bench:signin-flood [-- --floods 3] [--tries 5] [--concurrent 100] [--label "what is measured"]`
 *
 * Whether an account's owner can still sign in while others flood the sign-in call. The local site
 * is started on a free port with a fresh embedded database, and an account made. The owner signs
 * in (idle, `--tries` times), which leaves the device cookie in their browser; then, in each of
 * `--floods` floods, `--concurrent` failing sign-ins are kept in flight, each from an address of its
 * own (`x-forwarded-for`) and sent again 250 ms after it is answered: a quarter guess the account's
 * password, the rest try unknown emails (tests/support/signin-flood.ts). Once the flood has filled
 * the shared hashing lane (its first 503), the owner signs in `--tries` times one after another from
 * their browser (the device cookie, the right password), and the flood is stopped. Reports the owner's statuses and latency
 * (p50 / max), idle and during the floods, and each flood's answers by status.
 * Results are printed and appended to bench/results/signin-flood-<date>.json.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { createAccount } from '../tests/support/accounts';
import { signinFlood } from '../tests/support/signin-flood';
import { round } from './lib/astro-build';
import { machine } from './lib/machine';
import { appendResult, percentile } from './lib/results';
import { siteToMeasure } from './lib/site';

/** A sign-in not answered by then counts as status 0. */
const ANSWER_TIMEOUT_MS = 60_000;

interface Sample {
  status: number;
  ms: number;
}

const { values } = parseArgs({
  options: {
    floods: { type: 'string', default: '3' },
    tries: { type: 'string', default: '5' },
    concurrent: { type: 'string', default: '100' },
    label: { type: 'string' },
  },
});
const [floods, tries, concurrent] = [values.floods, values.tries, values.concurrent].map(Number);
for (const n of [floods, tries, concurrent]) if (!Number.isInteger(n) || n < 1) throw new Error('--floods, --tries and --concurrent must be whole numbers from 1');

function latency(samples: Sample[]) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return { p50: Math.round(percentile(sorted, 50)), max: Math.round(sorted[sorted.length - 1]) };
}

function countStatuses(statuses: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

// A fresh address per request; 10.x keeps them apart from any real visitor's bucket.
let addresses = 0;
const newAddress = () => {
  const n = ++addresses;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

const machineInfo = machine();
const site = await siteToMeasure(undefined);
try {
  const signIn = async (email: string, password: string, cookie?: string): Promise<Sample & { device?: string }> => {
    const start = performance.now();
    try {
      const response = await fetch(`${site.url}/api/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': newAddress(), ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ email, password }),
        signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      const device = response.headers.getSetCookie().find((c) => c.startsWith('device='))?.split(';')[0];
      return { status: response.status, ms: performance.now() - start, device };
    } catch {
      return { status: 0, ms: performance.now() - start }; // 0: no answer in time, or the connection failed
    }
  };

  const account = await createAccount(site.databaseUrl!);
  const email = account.user.email;
  let device: string | undefined;
  const idle: Sample[] = [];
  for (let i = 0; i < tries; i++) {
    const answer = await signIn(email, account.password, device);
    idle.push(answer);
    device = answer.device ?? device;
  }
  if (!device) throw new Error(`The owner's sign-in set no device cookie (statuses ${idle.map((s) => s.status)}).`);
  console.log(`Owner idle: ${JSON.stringify(countStatuses(idle.map((s) => s.status)))}, ${JSON.stringify(latency(idle))} ms`);

  const runs = [];
  for (let f = 1; f <= floods; f++) {
    const started = performance.now();
    const flood = signinFlood({ concurrent, email, send: async (target) => (await signIn(target, 'not-the-password')).status });
    // Owners sign in whenever they need to; here once the flood has filled the shared lane.
    await Promise.race([flood.busy, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    const waitedMs = Math.round(performance.now() - started);
    const owner: Sample[] = [];
    for (let i = 0; i < tries; i++) {
      const answer = await signIn(email, account.password, device);
      owner.push({ status: answer.status, ms: answer.ms });
      device = answer.device ?? device;
    }
    const loadAverageDuring = os.loadavg().map((n) => round(n));
    const statuses = await flood.stop();
    const seconds = (performance.now() - started) / 1000;
    const run = {
      flood: f,
      firstBusyAfterMs: waitedMs,
      owner: { statuses: countStatuses(owner.map((s) => s.status)), latencyMs: latency(owner), samples: owner.map((s) => ({ status: s.status, ms: Math.round(s.ms) })) },
      floodAnswers: { requests: statuses.length, seconds: round(seconds), statuses: countStatuses(statuses) },
      loadAverageDuring,
    };
    runs.push(run);
    console.log(
      `Flood ${f}: owner ${JSON.stringify(run.owner.statuses)} p50 ${run.owner.latencyMs.p50} / max ${run.owner.latencyMs.max} ms ` +
        `(${run.owner.samples.map((s) => `${s.status} in ${s.ms}`).join(', ')}); flood ${statuses.length} answers in ${round(seconds)} s ` +
        `${JSON.stringify(run.floodAnswers.statuses)}; load ${loadAverageDuring.join(' ')}`,
    );
  }

  const during = runs.flatMap((r) => r.owner.samples);
  const summary = {
    ownerIdle: { statuses: countStatuses(idle.map((s) => s.status)), latencyMs: latency(idle) },
    ownerDuringFloods: { statuses: countStatuses(during.map((s) => s.status)), latencyMs: latency(during) },
    floodAnswers: countStatuses(runs.flatMap((r) => Object.entries(r.floodAnswers.statuses).flatMap(([s, n]) => Array(n).fill(Number(s))))),
  };
  console.log('\n| owner signs in | tries | statuses | p50 ms | max ms |');
  console.log('| --- | ---: | --- | ---: | ---: |');
  console.log(`| idle | ${idle.length} | ${JSON.stringify(summary.ownerIdle.statuses)} | ${summary.ownerIdle.latencyMs.p50} | ${summary.ownerIdle.latencyMs.max} |`);
  console.log(
    `| during ${floods} floods of ${concurrent} | ${during.length} | ${JSON.stringify(summary.ownerDuringFloods.statuses)} | ${summary.ownerDuringFloods.latencyMs.p50} | ${summary.ownerDuringFloods.latencyMs.max} |`,
  );
  console.log(`Flood answers: ${JSON.stringify(summary.floodAnswers)}`);

  const entry = {
    measuredAt: new Date().toISOString(),
    label: values.label ?? null,
    concurrent,
    tries,
    ...summary,
    runs,
    machine: { ...machineInfo, loadAverageAtEnd: os.loadavg().map((n) => round(n)) },
  };
  appendResult('signin-flood', entry);
} finally {
  await site.stop();
}
