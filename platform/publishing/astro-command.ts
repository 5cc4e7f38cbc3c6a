/**
 * How Astro is run (`npm run build`, the local server's rebuilds, bench/build): this Node with the
 * flags the build wants, then Astro's command line.
 *
 * --max-semi-space-size=64 (MB): each page's render leaves megabytes of short-lived objects, and
 * with four pages in flight (astro.config.mjs, build.concurrency) V8's default young generation
 * is too small for them to die there: they were moved to the old generation, beside the whole
 * catalogue, and collected by full collections of a heap of 2-3 GB. At 100,000 products the
 * collector took 22% of the build; with larger semi-spaces the build went from 309 to 231 s
 * (bench/README.md), for at most 192 MB more memory.
 */
import path from 'node:path';

const NODE_FLAGS = ['--max-semi-space-size=64'];

export function astroCommand(projectRoot: string, args: string[]): [string, string[]] {
  return [process.execPath, [...NODE_FLAGS, path.join(projectRoot, 'node_modules/astro/bin/astro.mjs'), ...args]];
}
