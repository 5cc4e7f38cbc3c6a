/** The site a benchmark measures: one already running at --url, or the local site on a fresh database. */
import { startThrowawayPostgres } from '../../platform/database/throwaway-postgres';
import { startTestSite } from '../../tests/support/test-site';

export interface MeasuredSite {
  url: string;
  /** Known only for a site started here. */
  databaseUrl?: string;
  stop(): Promise<void>;
}

export async function siteToMeasure(url: string | undefined): Promise<MeasuredSite> {
  if (url) return { url, stop: async () => undefined };
  console.log(`Starting the local site on a fresh ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded'} database (a full build)...`);
  // The benchmarks play a crowd of visitors, each with its own address in X-Forwarded-For.
  const { site, stop } = await startTestSite(0, { trustProxy: true });
  return { url: site.url, databaseUrl: site.databaseUrl, stop };
}

/**
 * Runs `measure` once per database named ('embedded', 'postgres'), with siteToMeasure's site on
 * that database: TEST_DATABASE_URL names a throwaway PostgreSQL server for 'postgres' (skipped, with
 * a word, where its binaries are missing) and nothing for the embedded one.
 */
export async function onEachDatabase(databases: readonly string[], measure: (database: string) => Promise<void>): Promise<void> {
  for (const database of databases) {
    const server = database === 'postgres' ? await startThrowawayPostgres() : null;
    if (database === 'postgres' && !server) {
      console.log('postgres: skipped, no PostgreSQL server binaries on this machine.');
      continue;
    }
    if (server) process.env.TEST_DATABASE_URL = server.url;
    else delete process.env.TEST_DATABASE_URL;
    try {
      console.log(`\n${database}${server ? `: ${server.version}` : ''}`);
      await measure(database);
    } finally {
      server?.stop();
    }
  }
}
