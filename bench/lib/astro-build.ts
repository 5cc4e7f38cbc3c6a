/**
 * Runs `astro build` the way the local publishing pipeline does (platform/publishing/site-builder.ts), from
 * its own working directory (see isolatePrerenderChunks), and reads its progress lines as they
 * arrive, to split the wall time into bundling, loading the catalogue (getStaticPaths: the query
 * plus sanitising) and rendering the pages.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { astroCommand } from '../../src/server/publishing/astro-command';

export interface AstroBuildPhases {
  /** Sum of the "[vite] ✓ built in" lines: bundling, independent of the catalogue size. */
  viteSeconds: number | null;
  /** "generating static routes" header to its "✓ Completed": catalogue load plus every page. */
  staticRoutesSeconds: number | null;
  /** Header to the first page line, less that page's own time: mostly getStaticPaths. */
  untilFirstPageSeconds: number | null;
  /** Sum of the per-page "(+N ms)" figures of the product pages. */
  productPagesRenderSeconds: number | null;
  /** The home page lists every product, so it is the one page that grows with the catalogue. */
  indexPageMs: number | null;
  slowestProductPageMs: number | null;
}

export interface AstroBuildResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  wallSeconds: number;
  /** Peak resident memory of the build process, from /usr/bin/time when it is installed. */
  peakRssMb: number | null;
  phases: AstroBuildPhases;
  /** The last lines of output, kept to explain a failure. */
  tail: string[];
}

const TIME_BIN = '/usr/bin/time';
const TAIL_LINES = 40;
const ANSI = /\x1b\[[0-9;]*m/g;

export async function runAstroBuild(options: {
  projectRoot: string;
  databaseUrl: string;
  outDir: string;
  workDir: string;
  timeoutMs: number;
  /** Ctrl-C: the build runs in its own process group, so the terminal's signal does not reach it. */
  signal?: AbortSignal;
}): Promise<AstroBuildResult> {
  isolatePrerenderChunks(options.workDir, options.projectRoot);
  const astro = astroCommand(options.projectRoot, ['build', '--root', options.projectRoot]).flat();
  const rssFile = path.join(options.workDir, 'time.txt');
  const useTime = fs.existsSync(TIME_BIN);
  const [command, ...args] = useTime ? [TIME_BIN, '-f', '%M', '-o', rssFile, ...astro] : astro;

  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  const child = spawn(command, args, {
    cwd: options.workDir,
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      ASTRO_OUT_DIR: options.outDir,
      ASTRO_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a timeout can stop /usr/bin/time and the build under it together.
    detached: true,
  });

  const parser = new BuildOutputParser();
  const feed = lineSplitter((line) => parser.line(line.replace(ANSI, ''), elapsed()));
  child.stdout.on('data', feed);
  child.stderr.on('data', feed);

  let forceKill: NodeJS.Timeout | undefined;
  const stop = () => {
    stopGroup(child.pid, 'SIGTERM');
    forceKill ??= setTimeout(() => stopGroup(child.pid, 'SIGKILL'), 5_000);
  };
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    stop();
  }, options.timeoutMs);
  options.signal?.addEventListener('abort', stop, { once: true });
  if (options.signal?.aborted) stop(); // interrupted while it was being spawned

  const { code, signal } = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('close', (c, s) => resolve({ code: c, signal: s }));
    child.on('error', (error) => {
      parser.line(String(error), elapsed());
      resolve({ code: null, signal: null });
    });
  });
  // Once it has exited its group id may be reused: nothing may be signalled after this point.
  clearTimeout(timer);
  clearTimeout(forceKill);
  options.signal?.removeEventListener('abort', stop);

  return {
    exitCode: code,
    signal,
    timedOut,
    wallSeconds: elapsed(),
    peakRssMb: useTime ? readPeakRssMb(rssFile) : null,
    phases: parser.phases(),
    tail: parser.tail,
  };
}

/**
 * Astro writes its intermediate prerender chunks under the output folder only when that folder is
 * inside the working directory; otherwise into <cwd>/.astro/.prerender, which every concurrent
 * build of the project (the test suite's too) shares and wipes: seen here as a build failing with
 * "Cannot find module .astro/.prerender/chunks/...". So the build runs from the temporary folder
 * (with --root pointing at the project), and a node_modules link there lets those chunks still
 * import the project's packages.
 */
function isolatePrerenderChunks(workDir: string, projectRoot: string): void {
  const link = path.join(workDir, 'node_modules');
  if (!fs.existsSync(link)) fs.symlinkSync(path.join(projectRoot, 'node_modules'), link, 'dir');
}

function stopGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** GNU time writes "Command exited with non-zero status N" before the figure on a failure. */
function readPeakRssMb(file: string): number | null {
  if (!fs.existsSync(file)) return null;
  const last = fs.readFileSync(file, 'utf8').trim().split('\n').pop() ?? '';
  const kb = Number(last.trim());
  return Number.isFinite(kb) && kb > 0 ? Math.round(kb / 1024) : null;
}

function lineSplitter(onLine: (line: string) => void): (chunk: Buffer) => void {
  let partial = '';
  return (chunk) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  };
}

/** "989ms", "1.23s", "+4ms": Astro's durations. */
function parseDuration(value: string, unit: string): number {
  const n = Number(value);
  return unit === 's' ? n * 1000 : n;
}

class BuildOutputParser {
  readonly tail: string[] = [];
  private viteMs = 0;
  private viteSeen = false;
  private routesHeaderAt: number | null = null;
  private firstPageAt: number | null = null;
  private firstPageMs = 0;
  private routesCompletedMs: number | null = null;
  private productPagesMs = 0;
  private productPages = 0;
  private slowestProductMs = 0;
  private indexMs: number | null = null;

  line(line: string, atSeconds: number): void {
    this.tail.push(line);
    if (this.tail.length > TAIL_LINES) this.tail.shift();

    const vite = /\[vite\] ✓ built in ([\d.]+)(ms|s)/.exec(line);
    if (vite) {
      this.viteMs += parseDuration(vite[1], vite[2]);
      this.viteSeen = true;
      return;
    }
    if (line.includes('generating static routes')) {
      this.routesHeaderAt = atSeconds;
      return;
    }
    const page = /[├└]─ (\S+) \(\+([\d.]+)(ms|s)\)/.exec(line);
    if (page) {
      this.page(page[1], parseDuration(page[2], page[3]), atSeconds);
      return;
    }
    // The route generation ends with an un-prefixed "✓ Completed in"; the "[build]" ones are other steps.
    const completed = /^\S+ ✓ Completed in ([\d.]+)(ms|s)/.exec(line);
    if (completed && this.routesHeaderAt !== null && this.routesCompletedMs === null) {
      this.routesCompletedMs = parseDuration(completed[1], completed[2]);
    }
  }

  private page(route: string, ms: number, atSeconds: number): void {
    if (this.firstPageAt === null) {
      this.firstPageAt = atSeconds;
      this.firstPageMs = ms;
    }
    if (route.startsWith('/product/')) {
      this.productPages += 1;
      this.productPagesMs += ms;
      this.slowestProductMs = Math.max(this.slowestProductMs, ms);
    } else if (route === '/index.html') {
      this.indexMs = ms;
    }
  }

  phases(): AstroBuildPhases {
    const untilFirst =
      this.routesHeaderAt !== null && this.firstPageAt !== null
        ? Math.max(0, this.firstPageAt - this.routesHeaderAt - this.firstPageMs / 1000)
        : null;
    return {
      viteSeconds: this.viteSeen ? round(this.viteMs / 1000) : null,
      staticRoutesSeconds: this.routesCompletedMs === null ? null : round(this.routesCompletedMs / 1000),
      untilFirstPageSeconds: untilFirst === null ? null : round(untilFirst),
      productPagesRenderSeconds: this.productPages ? round(this.productPagesMs / 1000) : null,
      indexPageMs: this.indexMs,
      slowestProductPageMs: this.productPages ? this.slowestProductMs : null,
    };
  }
}

export function round(n: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
