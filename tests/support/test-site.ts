/**
 * Starts the whole local site for a test run on a database of its own: a fresh embedded one in a
 * temporary DATA_DIR, or, when TEST_DATABASE_URL is set, that real PostgreSQL database emptied first.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { pgConfig } from '../../src/server/db-config';
import { PROJECT_ROOT } from '../../scripts/lib/local-env';
import { startLocalServer, type LocalServer } from '../../scripts/lib/local-server';

export interface TestSite {
  url: string;
  databaseUrl: string;
  buildHookUrl: string;
  admin: { email: string; password: string };
  database: 'embedded' | 'postgres';
}

/** A fresh DATA_DIR under the project's own .data folder, so an interrupted run leaves nothing elsewhere. */
export function makeTestDataDir(): string {
  const parent = path.join(PROJECT_ROOT, '.data', 'tests');
  fs.mkdirSync(parent, { recursive: true });
  return fs.mkdtempSync(path.join(parent, 'run-'));
}

export const TEST_ADMIN = { email: 'admin@example.com', password: 'test-admin-password-1' };

/**
 * `trustProxy`: take visitor addresses from X-Forwarded-For, as behind a proxy (a benchmark playing
 * a crowd); tests instead connect from loopback addresses of their own (tests/support/http.ts).
 */
export async function startTestSite(
  port = 0,
  options: { trustProxy?: boolean } = {},
): Promise<{ site: TestSite; stop(): Promise<void> }> {
  const dataDir = makeTestDataDir();
  const realUrl = process.env.TEST_DATABASE_URL;
  if (realUrl) {
    await resetDatabase(realUrl);
    process.env.DATABASE_URL = realUrl;
  } else {
    delete process.env.DATABASE_URL;
  }
  process.env.ADMIN_EMAIL = TEST_ADMIN.email;
  process.env.ADMIN_PASSWORD = TEST_ADMIN.password;
  delete process.env.BUILD_HOOK_URL;

  let server: LocalServer;
  try {
    server = await startLocalServer({
      dataDir,
      host: '127.0.0.1',
      port,
      seedDemo: true,
      trustProxy: options.trustProxy ?? false,
      log: () => undefined,
    });
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const site: TestSite = {
    url: server.url,
    databaseUrl: server.databaseUrl,
    buildHookUrl: server.buildHookUrl,
    admin: TEST_ADMIN,
    database: realUrl ? 'postgres' : 'embedded',
  };
  return {
    site,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function resetDatabase(url: string): Promise<void> {
  const client = new pg.Client(pgConfig(url));
  await client.connect();
  try {
    await client.query('drop schema if exists public cascade; create schema public;');
  } finally {
    await client.end();
  }
}
