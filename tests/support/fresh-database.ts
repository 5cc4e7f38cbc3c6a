/**
 * An empty database of a test's own, for what cannot be tried on the site's (a migration history of
 * its own, roles made before the migrations run): on the real server, a new database beside the
 * site's; otherwise a new embedded one in a folder of its own.
 */
import fs from 'node:fs';
import { createDatabase, makeTestDataDir, type TestSite } from './test-site';

export interface FreshDatabase {
  url: string;
  close(): Promise<void>;
}

/** An embedded database of its own in `dataDir`, whatever DATABASE_URL the test run has. */
export async function openEmbeddedDatabase(dataDir: string): Promise<FreshDatabase> {
  const { openDatabase } = await import('../../platform/database/embedded-database');
  const saved = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  const database = await openDatabase(dataDir).finally(() => {
    if (saved !== undefined) process.env.DATABASE_URL = saved;
  });
  return { url: database.url, close: () => database.close() };
}

/** An empty database of the site's kind; close() drops it, or stops it and removes its folder. */
export async function openFreshDatabase(site: TestSite): Promise<FreshDatabase> {
  if (site.database === 'postgres') {
    const own = await createDatabase(site.databaseUrl);
    return { url: own.url, close: own.drop };
  }
  const dataDir = makeTestDataDir();
  const database = await openEmbeddedDatabase(dataDir).catch((error: unknown) => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url: database.url,
    async close() {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
