/**
 * A function built with routes() names its paths twice: the keys of its routes and `config.path`.
 * Netlify reads `config` from the source without running it (zip-it-and-ship-it's in-source config
 * parser, which keeps only literals: `path: Object.keys(table)` would leave the function with no
 * path at all), so the list cannot be derived from the routes. This test reads each function's
 * paths as Netlify does and holds them to its routes.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { listFunctions } from '@netlify/zip-it-and-ship-it';
import { describe, expect, it } from 'vitest';
import type { RoutedFunction } from '../../src/server/http/http';

const FUNCTIONS_DIR = path.resolve(import.meta.dirname, '../../netlify/functions');

const isRouted = (handler: unknown): handler is RoutedFunction =>
  typeof handler === 'function' && Array.isArray((handler as Partial<RoutedFunction>).paths);

/**
 * What `config.path` must list for these routes: each path, and in lowercase too when it has
 * capitals, since Netlify's local router lowercases the request's path before comparing.
 */
function expectedConfigPaths(routePaths: readonly string[]): string[] {
  return [...new Set(routePaths.flatMap((route) => [route, route.toLowerCase()]))].sort();
}

describe('the paths of each function', () => {
  it('in config.path, as Netlify reads it, are the keys of its routes (and their lowercase)', async () => {
    const functions = await listFunctions([FUNCTIONS_DIR], { parseISC: true });
    let routed = 0;
    for (const fn of functions) {
      const module: { default: unknown } = await import(pathToFileURL(fn.mainFile).href);
      if (!isRouted(module.default)) continue; // its own handler and path (e.g. /go/chat/:productId), or a schedule
      routed += 1;
      const declared = (fn.routes ?? []).map((route) => route.pattern).sort();
      expect(declared, `${fn.name}: config.path against the keys of routes()`).toEqual(expectedConfigPaths(module.default.paths));
    }
    expect(routed, 'functions built with routes()').toBeGreaterThan(5);
  });
});
