/**
 * Runs the site's functions inside the local server's own process; which function a request
 * reaches is decided by Netlify's own matching (./function-router.ts).
 *
 * Why: @netlify/dev 5 re-bundles a function with esbuild into a fresh folder and starts a new
 * worker thread for every single call. Measured on the 2-core reference machine, that is
 * 0.3 s per call when idle and 2-3.5 s while a test suite runs, and two concurrent calls of one
 * function can import from a folder the other has already deleted ("Cannot find module
 * .../___netlify-entry-point.mjs"). Here each function module is imported once and called as
 * Netlify calls a warm instance, `default(request, context)`, concurrently like several instances;
 * a call costs a few milliseconds. What is replaced is exactly `FunctionsHandler#invoke`, the one
 * step between "this request is function X" and its Response.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FunctionsHandler } from '@netlify/functions-dev';
import { PROJECT_ROOT } from '../local-env';

/** The part of Netlify's Context that is emulated here; the site's functions use `ip`, `params` and `waitUntil`. */
export interface LocalFunctionContext {
  ip: string;
  requestId: string;
  params: Record<string, string>;
  geo: Record<string, never>;
  site: { url: string | undefined };
  deploy: { context: 'dev' };
  url: URL;
  waitUntil(promise: Promise<unknown>): void;
}

interface FunctionModule {
  default: (request: Request, context: LocalFunctionContext) => Response | Promise<Response>;
  /** The function's own config, as Netlify reads it from the source: a `schedule` makes it a scheduled function. */
  config?: { schedule?: string };
}

/**
 * What Netlify answers a request for a scheduled function in production: its schedule alone runs
 * it. The emulator would run it for anyone (as "Netlify Clockwork"); locally the schedule's steps
 * run on the server's own timer (./delivery-schedule.ts), never through a request.
 */
export const SCHEDULED_FUNCTION_REFUSAL = { status: 403, text: 'A scheduled function runs on its schedule; it cannot be called by a request.' };

/** What FunctionsHandler#invoke receives, as far as it is used here. */
interface MatchedFunction {
  name: string;
  mainFile: string;
}

type Invoke = (request: Request, route: string | undefined, func: MatchedFunction) => Promise<Response>;

const modules = new Map<string, Promise<FunctionModule>>();

function loadFunction(mainFile: string): Promise<FunctionModule> {
  let loaded = modules.get(mainFile);
  if (!loaded) {
    loaded = import(pathToFileURL(mainFile).href) as Promise<FunctionModule>;
    // A module that failed to load (a syntax error) is tried again on the next call.
    loaded.catch(() => modules.delete(mainFile));
    modules.set(mainFile, loaded);
  }
  return loaded;
}

/** Netlify sets context.ip from the connection; the local server passes it as x-forwarded-for (../http/client-address.ts). */
function clientAddress(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? '';
}

/** Work handed to context.waitUntil that has not settled yet; a stop waits for it. */
const background = new Set<Promise<unknown>>();

/** Resolves once every waitUntil promise so far (and any they start) has settled. */
export async function settleBackgroundWork(): Promise<void> {
  while (background.size) await Promise.allSettled([...background]);
}

/**
 * As Netlify fills context.params: each named segment (`:name`) of the function's matched
 * `config.path`, from the same segment of the request's path (plain `/a/:b` patterns, the only
 * kind the site's functions use).
 */
function pathParameters(route: string | undefined, url: string): Record<string, string> {
  const params: Record<string, string> = {};
  if (!route) return params;
  const segments = new URL(url).pathname.split('/');
  route.split('/').forEach((part, index) => {
    if (part.startsWith(':') && segments[index] !== undefined) params[part.slice(1)] = segments[index];
  });
  return params;
}

function contextFor(request: Request, route: string | undefined): LocalFunctionContext {
  return {
    ip: clientAddress(request),
    requestId: randomUUID(),
    params: pathParameters(route, request.url),
    geo: {},
    site: { url: process.env.SITE_URL },
    deploy: { context: 'dev' },
    url: new URL(request.url),
    // As on Netlify: the answer goes out at once, and the work goes on after it.
    waitUntil: (promise) => {
      const tracked = promise
        .catch((error: unknown) => console.error('[functions] waitUntil failed:', error))
        .finally(() => background.delete(tracked));
      background.add(tracked);
    },
  };
}

/*
 * What is replaced here is private to @netlify/functions-dev, so package.json pins it exactly, at
 * 2.0.8 (the version @netlify/dev 5.1.3 uses). A version that renamed it would not break the site:
 * it would silently bring back a bundle and a worker per call (0.3 s idle, seconds under load). So
 * it is checked before it is replaced, and a missing one stops the server with an error that names it.
 */

/** Private members of one kind of object, by name, each a method the host replaces. */
export interface PrivateMembers {
  owner: string;
  members: string[];
}

/** Checked as the host is installed. */
export const HANDLER_METHODS: PrivateMembers = { owner: 'FunctionsHandler.prototype', members: ['invoke'] };

const FUNCTIONS_DEV = '@netlify/functions-dev';

/** Throws, naming the installed and the pinned @netlify/functions-dev, unless `subject` has every one of `members`. */
export function requireMembers(subject: object, { owner, members }: PrivateMembers): void {
  const missing = members.filter((member) => typeof (subject as Record<string, unknown>)[member] !== 'function').map((member) => `${owner}.${member}`);
  if (missing.length === 0) return;
  const packageJson = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const installedVersion = packageJson(path.join(PROJECT_ROOT, 'node_modules', FUNCTIONS_DEV)).version;
  const pinnedVersion = packageJson(PROJECT_ROOT).devDependencies[FUNCTIONS_DEV];
  throw new Error(
    `${FUNCTIONS_DEV} ${installedVersion} lacks ${missing.join(' and ')}, which the local function host replaces; ` +
      `install the pinned ${pinnedVersion} (npm install) or update platform/functions/function-host.ts`,
  );
}

let installed = false;

export function runFunctionsInProcess(): void {
  if (installed) return;
  requireMembers(FunctionsHandler.prototype, HANDLER_METHODS);
  installed = true;
  const prototype = FunctionsHandler.prototype as unknown as { invoke: Invoke };
  prototype.invoke = async (request, route, func) => {
    try {
      const module = await loadFunction(func.mainFile);
      if (module.config?.schedule) {
        return new Response(SCHEDULED_FUNCTION_REFUSAL.text, { status: SCHEDULED_FUNCTION_REFUSAL.status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
      }
      return await module.default(request, contextFor(request, route));
    } catch (error) {
      // What Netlify answers for a function that throws; the details go to the log only.
      console.error(`[functions] ${func.name} failed:`, error);
      return new Response('Internal Server Error', { status: 500 });
    }
  };
}
