/**
 * Runs the site's functions inside the local server's own process, while @netlify/dev keeps doing
 * everything else: matching a request to a function by its `config.path`, the redirects and
 * rewrites of netlify.toml (the `/api/*` 404 function among them), headers and static files.
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
import { pathToFileURL } from 'node:url';
import { FunctionsHandler } from '@netlify/functions-dev';

/** The part of Netlify's Context that is emulated here; the site's functions use `ip` and `waitUntil`. */
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
}

/** What FunctionsHandler#invoke receives, as far as it is used here. */
interface MatchedFunction {
  name: string;
  mainFile: string;
}

type Invoke = (request: Request, route: string | undefined, func: MatchedFunction) => Promise<Response>;

/** The FunctionsHandler internals awaited before matching, as far as they are used here. */
interface HandlerState {
  scan: Promise<unknown>;
  registry: { functions: Map<string, { buildQueue?: Promise<unknown> }> };
}

type Match = (this: HandlerState, ...args: unknown[]) => Promise<unknown>;

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

/** Netlify sets context.ip from the connection; the local server passes it as x-forwarded-for (./client-address.ts). */
function clientAddress(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? '';
}

/** Work handed to context.waitUntil that has not settled yet; a stop waits for it. */
const background = new Set<Promise<unknown>>();

/** Resolves once every waitUntil promise so far (and any they start) has settled. */
export async function settleBackgroundWork(): Promise<void> {
  while (background.size) await Promise.allSettled([...background]);
}

function contextFor(request: Request): LocalFunctionContext {
  return {
    ip: clientAddress(request),
    requestId: randomUUID(),
    params: {},
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

let installed = false;

export function runFunctionsInProcess(): void {
  if (installed) return;
  installed = true;
  const prototype = FunctionsHandler.prototype as unknown as { invoke: Invoke; match: Match };
  // A function's paths are known only once its first build is done, and that build runs in the
  // background after the emulator starts: until then a call would fall through to the redirects.
  // Matching therefore waits for the builds in flight (a no-op once they are done).
  const match = prototype.match;
  prototype.match = async function (this: HandlerState, ...args: unknown[]) {
    await this.scan;
    await Promise.all([...this.registry.functions.values()].map((func) => func.buildQueue?.catch(() => undefined)));
    return match.apply(this, args);
  };
  prototype.invoke = async (request, _route, func) => {
    try {
      const module = await loadFunction(func.mainFile);
      return await module.default(request, contextFor(request));
    } catch (error) {
      // What Netlify answers for a function that throws; the details go to the log only.
      console.error(`[functions] ${func.name} failed:`, error);
      return new Response('Internal Server Error', { status: 500 });
    }
  };
}
