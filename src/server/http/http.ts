/**
 * The response envelope and status conventions of every /api/* call:
 * `{ success, error, message, data? }`, with the HTTP status telling the truth.
 */
import { FUNCTION_PAGE_POLICY } from '../../lib/content-security-policy';
import type { Envelope } from '../../lib/types';
import { asksForPage, refusalPage } from './form-page';

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
};

export function json<T>(status: number, body: Envelope<T>, headers: HeadersInit = {}): Response {
  const all = new Headers(JSON_HEADERS);
  // Several Set-Cookie headers stay separate; any other header replaces the default.
  for (const [name, value] of new Headers(headers)) {
    if (name === 'set-cookie') all.append(name, value);
    else all.set(name, value);
  }
  return new Response(JSON.stringify(body), { status, headers: all });
}

export function ok<T>(data: T, message = 'OK', status = 200): Response {
  return json(status, { success: true, error: false, message, data });
}

export function fail(status: number, message: string, headers: HeadersInit = {}): Response {
  return json(status, { success: false, error: true, message }, headers);
}

/** Thrown by request parsing and guards; turned into its status and message by `handle`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: HeadersInit = {},
  ) {
    super(message);
  }
}

export function requireMethod(request: Request, ...methods: string[]): void {
  if (!methods.includes(request.method)) {
    throw new HttpError(405, `Method ${request.method} is not allowed here; use ${methods.join(' or ')}.`, {
      allow: methods.join(', '),
    });
  }
}

export const MAX_JSON_BYTES = 1024 * 1024;

/** Reads a JSON object body: 415 for another content type, 413 over 1 MB, 400 when malformed. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new HttpError(415, 'Send the request body as JSON (Content-Type: application/json).');
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_JSON_BYTES) throw new HttpError(413, 'The request body is larger than 1 MB.');
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_JSON_BYTES) throw new HttpError(413, 'The request body is larger than 1 MB.');
  let body: unknown;
  let hasNul = false;
  try {
    body = JSON.parse(text, (_key, value: unknown) => {
      if (typeof value === 'string' && value.includes('\u0000')) hasNul = true;
      return value;
    });
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  // PostgreSQL text cannot hold a NUL character: refuse it here instead of failing at the database.
  if (hasNul) throw new HttpError(400, 'The request body must not contain NUL (\\u0000) characters.');
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

/**
 * Runs a function's work and turns what it throws into the envelope: an HttpError keeps its
 * status and message; anything else is logged and answered with a generic 500. Every function
 * answers through here (routes() does), so its answer gets the security headers here.
 */
export async function handle(work: () => Promise<Response>, request?: Request): Promise<Response> {
  // A browser's form post (./form-page.ts) is told the same in a page it can show.
  const answer = request && asksForPage(request) ? refusalPage : fail;
  try {
    return withSecurityHeaders(await work());
  } catch (error) {
    if (error instanceof HttpError) return withSecurityHeaders(answer(error.status, error.message, error.headers));
    console.error('[api] unexpected error', error);
    return withSecurityHeaders(answer(500, 'Something went wrong on our side. Please try again.'));
  }
}

/**
 * netlify.toml's [[headers]] reach the pages and files, never what a function answers (on Netlify
 * as locally): a function sets them itself, through handle(). Every answer: these, with
 * netlify.toml's values.
 */
const ANSWER_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** An HTML answer (the page of a form post) is a page too: not to be framed, with its own policy. */
const PAGE_HEADERS = {
  'content-security-policy': FUNCTION_PAGE_POLICY,
  'x-frame-options': 'DENY',
};

/** The answer with the security headers it does not set itself. */
function withSecurityHeaders(response: Response): Response {
  const headers = new Headers(response.headers);
  const html = /^text\/html\b/i.test(headers.get('content-type') ?? '');
  for (const [name, value] of Object.entries({ ...ANSWER_HEADERS, ...(html ? PAGE_HEADERS : {}) })) {
    if (!headers.has(name)) headers.set(name, value);
  }
  // A new Response: the headers of some (Response.redirect's) cannot be changed.
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Parses a JSON body with a shared rule from src/lib/validation/; 400 with the first problem. */
export async function readBody<T>(request: Request, schema: import('zod').ZodType<T>): Promise<T> {
  const body = await readJsonObject(request);
  const result = schema.safeParse(body);
  if (!result.success) throw new HttpError(400, result.error.issues[0]?.message ?? 'The request is not valid.');
  return result.data;
}

/**
 * Whether the visitor reached the site over https: the request's own address says so (on Netlify
 * it is the visitor's; the local server makes it https only when a proxy it trusts says so). An
 * X-Forwarded-Proto header is not read here: any client can write one.
 */
export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}

/** One cookie's value from the Cookie header, or null (absent, empty or not decodable). */
export function cookieValue(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('=')) || null;
    } catch {
      return null; // a mangled cookie is none, not a server error
    }
  }
  return null;
}

/** The visitor's address: Netlify's own (context.ip), never a header the client could forge. */
export function clientIp(context: { ip?: string } | undefined): string {
  return context?.ip || 'unknown';
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CROSS_SITE = 'Requests from other sites are not accepted.';

/** Whether an Origin or Referer names this site: the request's own host or SITE_URL's ("null" does not). */
export function namesThisSite(request: Request, address: string): boolean {
  const allowed = new Set([new URL(request.url).host]);
  if (process.env.SITE_URL) allowed.add(new URL(process.env.SITE_URL).host);
  return allowed.has(URL.parse(address)?.host ?? '');
}

/**
 * For a GET that changes state (SPEC §7's logout): refuses it when another site made it, e.g. a
 * link or image elsewhere: the browser says so in Sec-Fetch-Site or, where it sends no such
 * header, names the other site in Origin or Referer. Same-origin pages, typed addresses and
 * scripts (none of these headers) pass.
 */
export function refuseCrossSite(request: Request): void {
  const site = request.headers.get('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') throw new HttpError(403, CROSS_SITE);
  for (const name of ['origin', 'referer']) {
    const address = request.headers.get(name);
    if (address && !namesThisSite(request, address)) throw new HttpError(403, CROSS_SITE);
  }
}

/**
 * Refuses state-changing calls sent by another site's page (a browser always names the page's
 * origin). Calls without an Origin header come from scripts, not from pages, and are let through.
 */
export function checkOrigin(request: Request): void {
  if (!STATE_CHANGING.has(request.method)) return;
  // A browser that says another site's page sent this (a form there posting here) is refused too.
  if (request.headers.get('sec-fetch-site') === 'cross-site') throw new HttpError(403, CROSS_SITE);
  const origin = request.headers.get('origin');
  if (origin && !namesThisSite(request, origin)) throw new HttpError(403, CROSS_SITE);
}

export interface FunctionContext {
  ip?: string;
  /** Netlify keeps the function alive until this work is done, after the answer has gone. */
  waitUntil?: (promise: Promise<unknown>) => void;
}

type Method = 'GET' | 'POST';
export type RouteHandler = (request: Request, context: FunctionContext) => Promise<Response>;

/** A function file's handler, with the paths it answers (tests/unit/function-paths.test.ts holds its `config.path` to them). */
export type RoutedFunction = ((request: Request, context?: FunctionContext) => Promise<Response>) & { readonly paths: readonly string[] };

/**
 * A function file's calls: path → method → handler. Answers 405 (with Allow) for another method,
 * refuses cross-site state changes, and turns errors into the envelope.
 */
export function routes(table: Record<string, Partial<Record<Method, RouteHandler>>>): RoutedFunction {
  // Netlify matches function paths regardless of letter case, so /api/userLogout must be found
  // here whichever case the request arrives in.
  const byPath = new Map(Object.entries(table).map(([path, methods]) => [path.toLowerCase(), methods]));
  const answer = (request: Request, context?: FunctionContext): Promise<Response> =>
    handle(async () => {
      const path = new URL(request.url).pathname.replace(/\/$/, '');
      const methods = byPath.get(path.toLowerCase());
      if (!methods) throw new HttpError(404, `There is no API call at ${path}.`);
      const handler = methods[request.method as Method];
      if (!handler) requireMethod(request, ...Object.keys(methods));
      checkOrigin(request);
      return handler!(request, context ?? {});
    }, request);
  return Object.assign(answer, { paths: Object.keys(table) });
}
