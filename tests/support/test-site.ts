/**
 * Starts the whole local site for a test run on a database of its own: a fresh embedded one in a
 * temporary DATA_DIR, or, when TEST_DATABASE_URL is set, that real PostgreSQL database emptied first.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { withConnection } from '../../src/server/db/db-config';
import { PROJECT_ROOT } from '../../platform/local-env';
import { startLocalServer, type LocalServer } from '../../platform/http/local-server';

export interface TestSite {
  url: string;
  databaseUrl: string;
  buildHookUrl: string;
  admin: { email: string; password: string };
  database: 'embedded' | 'postgres';
  /** The published build's folder, as the site serves it (a rebuild swaps what it holds). */
  publishedDir: string;
  /** Where the site writes its mails as .eml files (it has no SMTP server unless a test gives one). */
  mailDir: string;
}

/** A fresh DATA_DIR under the project's own .data folder, so an interrupted run leaves nothing elsewhere. */
export function makeTestDataDir(): string {
  const parent = path.join(PROJECT_ROOT, '.data', 'tests');
  fs.mkdirSync(parent, { recursive: true });
  return fs.mkdtempSync(path.join(parent, 'run-'));
}

export const TEST_ADMIN = { email: 'admin@example.com', password: 'test-admin-password-1' };

/** The shared test site's settings beyond the demo's: a UPI id, so its quotations print a UPI QR code. */
export const SHARED_SITE_ENV = { UPI_ID: 'steelcity.paper@sbi' };

export interface TestSiteOptions {
  /**
   * Take visitor addresses from X-Forwarded-For, as behind a proxy (a benchmark playing a crowd);
   * tests instead connect from loopback addresses of their own (tests/support/http.ts).
   */
  trustProxy?: boolean;
  /** Variables the site's functions read (they run in this process), e.g. the notification channels. */
  env?: Record<string, string>;
  /** On a real server, a database of its own beside TEST_DATABASE_URL's, so a second site leaves that one alone. */
  ownDatabase?: boolean;
  /** See LocalServerOptions; a test that runs the schedule itself turns the timer off with 0. */
  deliveryIntervalMs?: number;
  /** See LocalServerOptions: false for a site whose tests ask only its calls, which skips the first build. */
  buildPages?: boolean;
  /**
   * A data folder of the caller's, kept when the site stops: a site started again on it finds the
   * embedded database as the last one left it, as `npm start` after a restart does.
   */
  dataDir?: string;
}

export async function startTestSite(port = 0, options: TestSiteOptions = {}): Promise<{ site: TestSite; stop(): Promise<void> }> {
  const dataDir = options.dataDir ?? makeTestDataDir();
  const removeDataDir = () => {
    if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  let realUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase = async () => undefined as void;
  if (realUrl && options.ownDatabase) {
    const own = await createDatabase(realUrl);
    realUrl = own.url;
    dropDatabase = own.drop;
  }
  Object.assign(process.env, options.env);
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
      deliveryIntervalMs: options.deliveryIntervalMs,
      buildPages: options.buildPages,
      log: () => undefined,
    });
  } catch (error) {
    removeDataDir();
    await dropDatabase();
    throw error;
  }
  const site: TestSite = {
    url: server.url,
    databaseUrl: server.databaseUrl,
    buildHookUrl: server.buildHookUrl,
    admin: TEST_ADMIN,
    database: realUrl ? 'postgres' : 'embedded',
    publishedDir: server.builder.currentDir,
    mailDir: server.mailDir,
  };
  return {
    site,
    async stop() {
      await server.stop();
      removeDataDir();
      await dropDatabase();
    },
  };
}

/** A new database on the server of `url`, and how to drop it again. */
export async function createDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `site_${randomBytes(6).toString('hex')}`;
  const admin = (sql: string) => withConnection(url, async (client) => void (await client.query(sql)));
  await admin(`create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return { url: own.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Empty: the schema and the migration history (kept where the Supabase CLI keeps it, src/server/db/migrations.ts). */
async function resetDatabase(url: string): Promise<void> {
  await withConnection(url, (client) =>
    client.query('drop schema if exists supabase_migrations cascade; drop schema if exists public cascade; create schema public;'),
  );
}
