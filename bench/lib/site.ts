/** The site a benchmark measures: one already running at --url, or the local site on a fresh database. */
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
