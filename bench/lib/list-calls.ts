/**
 * A list call as a browser sends it, measured as received (compressed when the server compressed
 * it), and the plans of its statements: what the list benchmarks report.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { withConnection } from '../../src/server/db/db-config';

export interface Answer {
  status: number;
  ms: number;
  /** The body as it came over the wire. */
  bytes: number;
  decodedBytes: number;
  encoding: string | null;
  body: Buffer;
}

export interface CallRequest {
  method?: 'GET' | 'POST';
  /** Path and query string. */
  target: string;
  json?: unknown;
  cookie?: string;
  /** The Accept-Encoding header; none asks for the body as it is. */
  acceptEncoding?: string;
}

/** One call over `agent` (keep-alive, as a browser's), its body decoded as it arrives. */
export function callList(baseUrl: string, agent: http.Agent, call: CallRequest): Promise<Answer> {
  const started = performance.now();
  const body = call.json === undefined ? null : Buffer.from(JSON.stringify(call.json));
  const headers: http.OutgoingHttpHeaders = {
    ...(call.cookie ? { cookie: call.cookie } : {}),
    ...(call.acceptEncoding ? { 'accept-encoding': call.acceptEncoding } : {}),
    ...(body ? { 'content-type': 'application/json', 'content-length': body.length } : {}),
  };
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(call.target, baseUrl), { method: call.method ?? 'GET', agent, headers }, (response) => {
      const encoding = response.headers['content-encoding'] ?? null;
      let bytes = 0;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      const decoded = encoding === 'br' ? response.pipe(zlib.createBrotliDecompress()) : encoding === 'gzip' ? response.pipe(zlib.createGunzip()) : response;
      decoded.on('data', (chunk: Buffer) => chunks.push(chunk));
      decoded.on('error', reject);
      decoded.on('end', () => {
        const decodedBody = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, bytes, decodedBytes: decodedBody.length, encoding, body: decodedBody });
      });
    });
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}

/**
 * EXPLAIN, or with `analyse` EXPLAIN ANALYZE without per-node timing: timing every row of a scan
 * costs more than the scan on the embedded database, and would show a count of 100,000 rows at
 * several times what the call takes.
 */
export async function explain(databaseUrl: string, { text, values }: { text: string; values: unknown[] }, analyse: boolean): Promise<string> {
  return withConnection(databaseUrl, async (client) => {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain ${analyse ? '(analyze, buffers, timing off) ' : ''}${text}`, values);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

/** The time the database took, from an EXPLAIN ANALYZE. */
export const executionMs = (plan: string) => Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);

/** How a plan reads its tables: the indexes it uses, and the tables it reads whole. */
export const accessOf = (plan: string) => [
  ...new Set([
    ...[...plan.matchAll(/(?: using|Bitmap Index Scan on) (\w+)/g)].map((m) => m[1]),
    ...[...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => `seq scan of ${m[1]}`),
  ]),
];
