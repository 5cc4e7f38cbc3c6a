/**
 * How Astro is run (the deployed build scripts/build.ts, the local wrapper scripts/astro.ts, the
 * local site builder, bench/build): this Node with the flags the build wants, then Astro's command
 * line. Here, not in platform/, because the deployed build runs through it.
 *
 * --max-semi-space-size=64 (MB): each page's render leaves megabytes of short-lived objects, and
 * with four pages in flight (astro.config.mjs, build.concurrency) V8's default young generation
 * is too small for them to die there: they were moved to the old generation, beside the whole
 * catalogue, and collected by full collections of a heap of 2-3 GB. At 100,000 products the
 * collector took 22% of the build; with larger semi-spaces the build went from 309 to 231 s
 * (bench/README.md), for at most 192 MB more memory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { withConnection } from '../db/db-config';

const NODE_FLAGS = ['--max-semi-space-size=64'];

export function astroCommand(projectRoot: string, args: string[]): [string, string[]] {
  return [process.execPath, [...NODE_FLAGS, path.join(projectRoot, 'node_modules/astro/bin/astro.mjs'), ...args]];
}

/**
 * Astro's command line (`build`, `dev`) on the database at `url`, connected to once before Astro
 * starts, so that a wrong address, password or root certificate is told in one line (a failure
 * ends the command through entry-point.ts) rather than as a stack trace from inside Astro's render.
 * Resolves to Astro's exit code.
 */
export async function runAstro(projectRoot: string, url: string, args: string[]): Promise<number> {
  await withConnection(url, async () => undefined);
  const [node, nodeArgs] = astroCommand(projectRoot, args);
  return exitCodeOf(spawn(node, nodeArgs, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } }));
}

/** A child's exit code, once it ends; Ctrl-C or a stop sent to this process is passed on to it. */
export function exitCodeOf(child: ChildProcess): Promise<number> {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  return new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}
