/**
 * The local publishing pipeline: runs `astro build` into a fresh folder under DATA_DIR/site and,
 * only when it succeeds, switches the served folder (a symlink, replaced by an atomic rename).
 * One build at a time; requests that arrive meanwhile are coalesced into one more build. A failed
 * build leaves the previous site online. Progress is recorded in the publish status
 * (src/server/publishing/publish-status.ts), which the admin reads.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { withConnection } from '../../src/server/db/db-config';
import { recordBuildEnded, recordBuildStarted, recordRequested } from '../../src/server/publishing/publish-status';
import { astroCommand } from '../../src/server/publishing/astro-command';
import { PROJECT_ROOT } from '../local-env';

const DEBOUNCE_MS = 250;
const KEEP_BUILDS = 2;

export class SiteBuilder {
  readonly currentDir: string;
  private readonly buildsDir: string;
  private running: Promise<void> | null = null;
  private pending = false;
  private timer: NodeJS.Timeout | null = null;
  private idleWaiters: (() => void)[] = [];
  /** The latest request's status write: a build records its start only after it. */
  private requestRecorded: Promise<void> = Promise.resolve();
  /** The folder `current` points to, as this builder last set it (read once from disk at start). */
  private published: string | null;

  constructor(
    private readonly siteDir: string,
    private readonly databaseUrl: string,
    private readonly log: (line: string) => void = console.log,
  ) {
    this.buildsDir = path.join(siteDir, 'builds');
    this.currentDir = path.join(siteDir, 'current');
    fs.mkdirSync(this.buildsDir, { recursive: true });
    linkPackages(siteDir);
    this.published = readLink(this.currentDir);
  }

  /** True when a previous run left a published site to serve while the first build runs. */
  hasPublishedSite(): boolean {
    return fs.existsSync(path.join(this.currentDir, 'index.html'));
  }

  /** The build being served (the folder `current` points to); null before the first one. Kept in memory: asked on every request. */
  publishedBuild(): string | null {
    return this.published;
  }

  /** Asks for a build soon; bursts of requests make one build. */
  request(): void {
    this.requestRecorded = this.setStatus(recordRequested);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.pending = true;
      if (!this.running) this.running = this.loop();
    }, DEBOUNCE_MS);
  }

  /** Builds now and resolves when this and any coalesced builds are done. */
  async buildNow(): Promise<void> {
    this.pending = true;
    if (!this.running) this.running = this.loop();
    await this.idle();
  }

  idle(): Promise<void> {
    if (!this.running && !this.timer) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private async loop(): Promise<void> {
    try {
      while (this.pending) {
        this.pending = false;
        await this.buildOnce();
      }
    } finally {
      this.running = null;
      if (!this.timer) for (const resolve of this.idleWaiters.splice(0)) resolve();
    }
  }

  private async buildOnce(): Promise<void> {
    const id = new Date().toISOString().replace(/[:.]/g, '-');
    const outDir = path.join(this.buildsDir, id);
    const started = Date.now();
    // Otherwise a slow write could date the request after this start and look like a build to come.
    await this.requestRecorded;
    await this.setStatus(recordBuildStarted);
    this.log(`Publishing the site (build ${id})...`);
    const { code, output } = await runAstroBuild(this.siteDir, outDir, this.databaseUrl);
    if (code === 0 && fs.existsSync(path.join(outDir, 'index.html'))) {
      this.switchTo(outDir);
      await this.setStatus((db) => recordBuildEnded(null, db));
      this.log(`Published in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      this.prune();
    } else {
      fs.rmSync(outDir, { recursive: true, force: true });
      const error = `The site build failed (exit ${code}): ${output.trim().split('\n').slice(-15).join('\n')}`;
      await this.setStatus((db) => recordBuildEnded(error, db));
      this.log(`${error}\nThe previous site stays online.`);
    }
  }

  private switchTo(outDir: string): void {
    const temp = `${this.currentDir}.${process.pid}.tmp`;
    const target = path.relative(this.siteDir, outDir);
    fs.rmSync(temp, { force: true });
    fs.symlinkSync(target, temp);
    fs.renameSync(temp, this.currentDir); // atomic: requests see the old or the new site, never neither
    this.published = target;
  }

  /** Keeps the current build and the one before it (a response may still be streaming from it). */
  private prune(): void {
    const builds = fs.readdirSync(this.buildsDir).sort();
    for (const old of builds.slice(0, Math.max(0, builds.length - KEEP_BUILDS))) {
      fs.rmSync(path.join(this.buildsDir, old), { recursive: true, force: true });
    }
  }

  /** Records progress through src/server/publishing/publish-status.ts, on a connection of its own. */
  private async setStatus(record: (db: pg.Client) => Promise<void>): Promise<void> {
    try {
      await withConnection(this.databaseUrl, record);
    } catch (error) {
      this.log(`Could not record the publish status: ${(error as Error).message}`);
    }
  }
}

/**
 * Astro writes a build's server-side chunks (which import react and the rest) inside the output
 * folder when that folder lies under the working directory, and otherwise into one `.astro/`
 * folder of the working directory. Its test is a string prefix, so a DATA_DIR such as
 * `<project>-data` counted as inside the project while no node_modules could be found from
 * there. Running the build from the site folder puts every build's chunks inside its own output
 * folder (no folder shared by two builds), and this link lets them resolve the project's packages
 * wherever DATA_DIR is.
 */
function linkPackages(siteDir: string): void {
  const link = path.join(siteDir, 'node_modules');
  const target = path.join(PROJECT_ROOT, 'node_modules');
  try {
    if (fs.realpathSync(link) === fs.realpathSync(target)) return;
  } catch {
    // no link yet, or a dangling one
  }
  fs.rmSync(link, { recursive: true, force: true });
  fs.symlinkSync(target, link, 'dir');
}

function runAstroBuild(siteDir: string, outDir: string, databaseUrl: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const [node, args] = astroCommand(PROJECT_ROOT, ['build', '--root', PROJECT_ROOT]);
    const child = spawn(node, args, {
      cwd: siteDir,
      env: { ...process.env, DATABASE_URL: databaseUrl, ASTRO_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
  });
}

/** Where a symlink points; null when there is none. */
function readLink(link: string): string | null {
  try {
    return fs.readlinkSync(link);
  } catch {
    return null;
  }
}
