/**
 * Opens the database the local scripts use: DATABASE_URL when it is set (a real PostgreSQL,
 * e.g. Supabase or the test server), otherwise an embedded PGlite persisted under DATA_DIR and
 * exposed over the Postgres protocol on loopback, with a random password kept in the data folder.
 * Either way the caller gets a URL for `pg`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ThreadData, ThreadMessage } from './embedded-database-thread';
import { localSecret } from '../local-secrets';
import { EMBEDDED_USER, STAT } from './pglite-wire-server';

export interface OpenDatabase {
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

export async function openDatabase(dataDir: string): Promise<OpenDatabase> {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, embedded: false, close: async () => undefined };
  }
  const pgdata = path.join(dataDir, 'pgdata');
  fs.mkdirSync(pgdata, { recursive: true, mode: 0o700 });
  const releaseLock = lockDataDir(dataDir);
  try {
    ownerOnly(pgdata);
    const password = localSecret(dataDir, 'embedded-database-password');
    const data: ThreadData = { pgdata, password, host: '127.0.0.1', port: Number(process.env.EMBEDDED_DB_PORT ?? 0), stats: statsBuffer };
    const thread = new Worker(new URL('./embedded-database-thread.mjs', import.meta.url), { workerData: data });
    const port = await new Promise<number>((resolve, reject) => {
      thread.once('error', reject);
      thread.once('exit', (code) => reject(new Error(`The embedded database stopped as it started (exit code ${code}).`)));
      thread.once('message', (message: ThreadMessage) =>
        typeof message === 'object' && 'port' in message ? resolve(message.port) : reject(new Error(`The embedded database could not start: ${JSON.stringify(message)}`)),
      );
    });
    thread.removeAllListeners();
    // Past its start, a failure of the database's thread is reported; callers then see refused connections.
    thread.on('error', (error) => console.error('[embedded-db] the database thread failed', error));
    return {
      url: `postgres://${EMBEDDED_USER}:${password}@127.0.0.1:${port}/postgres?sslmode=disable`,
      embedded: true,
      async close() {
        const closed = new Promise((resolve) => {
          thread.once('message', resolve);
          thread.once('exit', resolve);
        });
        thread.postMessage('close');
        await closed;
        await thread.terminate();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** Shared with every embedded database thread of this process, which add their figures to it. */
const statsBuffer = new SharedArrayBuffer(3 * Float64Array.BYTES_PER_ELEMENT);

/** The embedded database's figures so far, summed over this process's databases (bench/api). */
export function embeddedDatabaseStats(): { units: number; pgliteMs: number; heldOpenMs: number } {
  const stats = new Float64Array(statsBuffer);
  return { units: stats[STAT.units], pgliteMs: stats[STAT.pgliteMs], heldOpenMs: stats[STAT.heldOpenMs] };
}

/**
 * Takes group's and others' access away from a folder and all in it: a database folder made before
 * its files were created owner-only (./embedded-database-thread.ts) had most of them 0666.
 */
function ownerOnly(dir: string): void {
  for (const name of ['.', ...fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })]) {
    const file = path.join(dir, name);
    const stat = fs.lstatSync(file);
    if (stat.mode & 0o077 && !stat.isSymbolicLink()) fs.chmodSync(file, stat.mode & 0o7700);
  }
}

/**
 * PGlite must be opened by one process at a time: a second one would corrupt the files.
 * The lock names the owner's pid so a lock left by a crashed process is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'embedded-db.lock');
  try {
    const owner = Number(fs.readFileSync(lockFile, 'utf8'));
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${owner}. ` +
          'Stop that server first, or set DATA_DIR to another folder.',
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => fs.rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
