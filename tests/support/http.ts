/** Small helpers for talking to the served site over real HTTP, and to its database. */
import pg from 'pg';
import { pgConfig } from '../../src/server/db-config';
import type { Envelope } from '../../src/lib/types';

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

export async function callApi<T = unknown>(
  baseUrl: string,
  path: string,
  init: { method?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...init.headers };
  let body = init.body;
  if (init.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(init.json);
  }
  const response = await fetch(new URL(path, baseUrl), { method: init.method ?? 'GET', headers, body });
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
): Promise<ApiResponse<T>> {
  return callApi<T>(baseUrl, path, { method: 'POST', body, headers: { 'content-type': contentType, ...headers } });
}

/** Runs `work` with a client on the test site's database. */
export async function withDatabase<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(pgConfig(databaseUrl));
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function countRows(databaseUrl: string, table: string): Promise<number> {
  return withDatabase(databaseUrl, async (c) => (await c.query(`select count(*)::int as n from ${table}`)).rows[0].n);
}
