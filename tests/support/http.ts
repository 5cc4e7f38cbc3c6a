/** Small helpers for talking to the served site over real HTTP, and to its database. */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { Agent, fetch as fetchFrom } from 'undici';
import { withConnection } from '../../src/server/db/db-config';
import type { Envelope } from '../../src/lib/types';

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

/**
 * A client address of its own on loopback (all of 127.0.0.0/8 reaches a server on 127.0.0.1), random
 * enough not to repeat: the server sees it as the connection's address, as a visitor's would be.
 */
export const freshAddress = () => `127.${randomBytes(3).join('.')}`;

export interface CallInit {
  method?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** The loopback address to connect from (freshAddress()); by default 127.0.0.1. */
  from?: string;
}

/** fetch(), from a given loopback address when asked. */
export async function fetchAs(url: string | URL, init: RequestInit = {}, from?: string): Promise<Response> {
  if (!from) return fetch(url, init);
  const agent = new Agent({ localAddress: from });
  try {
    const response = await fetchFrom(url, { ...(init as object), dispatcher: agent });
    const body = await response.arrayBuffer();
    const headers = new Headers();
    for (const [name, value] of response.headers) headers.append(name, value);
    return new Response(body.byteLength ? body : null, { status: response.status, headers });
  } finally {
    await agent.close();
  }
}

export async function callApi<T = unknown>(baseUrl: string, path: string, init: CallInit = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...init.headers };
  let body = init.body;
  if (init.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(init.json);
  }
  const response = await fetchAs(new URL(path, baseUrl), { method: init.method ?? 'GET', headers, body }, init.from);
  const text = await response.text();
  let parsed: Envelope<T>;
  try {
    parsed = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${path} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

/** Posts a body as it is, with this content type: for bodies no JSON encoder would make. */
export function postRaw<T = unknown>(
  baseUrl: string,
  path: string,
  body: BodyInit,
  contentType: string,
  headers: Record<string, string> = {},
  from?: string,
): Promise<ApiResponse<T>> {
  return callApi<T>(baseUrl, path, { method: 'POST', body, headers: { 'content-type': contentType, ...headers }, from });
}

/**
 * A form's body as a browser encodes it, with its content type (and multipart boundary): for a
 * client that connects from another address, whose FormData class is its own.
 */
export async function encodeForm(form: URLSearchParams | FormData): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const encoded = new Response(form);
  return { body: new Uint8Array(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

/** Runs `work` with a client on the test site's database. */
export const withDatabase = withConnection;

export async function countRows(databaseUrl: string, table: string): Promise<number> {
  return withDatabase(databaseUrl, async (c) => (await c.query(`select count(*)::int as n from ${table}`)).rows[0].n);
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * One raw HTTP request to the site at `baseUrl`, with exactly these headers (fetch would set Host
 * itself) and the request target sent as written (fetch would resolve `//host/x` to another host).
 */
export function rawRequest(
  baseUrl: string,
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<RawResponse> {
  const { host, hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: hostname, port, path: target, method: options.method ?? 'GET', headers: { host, ...options.headers }, setHost: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, text: Buffer.concat(chunks).toString() }));
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}
