/**
 * Opens the database the local scripts use: DATABASE_URL when it is set (a real PostgreSQL,
 * e.g. Supabase or the test server), otherwise an embedded PGlite persisted under DATA_DIR and
 * exposed over the Postgres protocol on loopback, with a random password kept in the data folder.
 * Either way the caller gets a URL for `pg`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { localSecret } from './local-secrets';
import { PgliteWireServer } from './pglite-wire-server';

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
  fs.mkdirSync(pgdata, { recursive: true });
  const releaseLock = lockDataDir(dataDir);
  try {
    const db = await PGlite.create(pgdata, { extensions: { pg_trgm } });
    const password = localSecret(dataDir, 'embedded-database-password');
    const server = new PgliteWireServer(db, password);
    const port = await server.listen('127.0.0.1', Number(process.env.EMBEDDED_DB_PORT ?? 0));
    return {
      url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres?sslmode=disable`,
      embedded: true,
      async close() {
        await server.close();
        await db.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
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
