/**
 * The admin's calls over HTTP as a browser sends them (compressed answers, measured as received):
 * p50/p95 of a list call, the CSV export with this process's memory meanwhile, and the admin's session.
 */
import fs from 'node:fs';
import http from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';
import zlib from 'node:zlib';
import { createAccount } from '../../tests/support/accounts';
import { round } from '../lib/astro-build';
import { percentile } from '../lib/results';
import { kb, mb } from './units';

/** The list pages' page size. */
export const PAGE_SIZE = 50;
export const WARM_UP_CALLS = 3;
export const TIMED_CALLS = 30;

/** The resident memory of this process (VmRSS) and its peak since the last reset (VmHWM), in bytes; null off Linux. */
export function residentMemory(): { rss: number; peak: number } | null {
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

export const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

export interface Fetched {
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
export function get(baseUrl: string, target: string, cookie: string, { keep = true, compressed = true } = {}): Promise<Fetched> {
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

export interface ListAnswer<T = unknown> {
  data?: T[];
  nextCursor?: string | null;
  total?: number;
  message?: string;
}

export const answerOf = <T = unknown>(fetched: Fetched) => JSON.parse(fetched.body!.toString('utf8')) as ListAnswer<T>;

export interface CallFigures {
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
export async function timeCall(baseUrl: string, cookie: string, call: string, target: string, calls = TIMED_CALLS): Promise<CallFigures> {
  for (let i = 0; i < WARM_UP_CALLS; i += 1) await get(baseUrl, target, cookie);
  const samples: Fetched[] = [];
  for (let i = 0; i < calls; i += 1) samples.push(await get(baseUrl, target, cookie));
  const last = samples[samples.length - 1];
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  let rows: number | null = null;
  let total: number | null = null;
  // A list's JSON answer has rows to count; a file (a CSV, a PDF) is only timed.
  if (last.status === 200 && last.body?.[0] === 0x7b) {
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
 * A CSV export (by default every lead's; `target` names another), with the memory of this process (which hosts a site started here)
 * before, after and at its peak meanwhile: resident (the embedded database's thread included) and
 * the main thread's JS heap, where the functions run (before and after a full collection).
 */
export async function timeExport(baseUrl: string, cookie: string, compressed: boolean, measureMemory: boolean, target = '/api/export-enquiries') {
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
  const exported = await get(baseUrl, target, cookie, { keep: false, compressed });
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

export async function adminCookie(siteUrl: string, databaseUrl: string | undefined): Promise<{ cookie: string; adminId: string | null }> {
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
