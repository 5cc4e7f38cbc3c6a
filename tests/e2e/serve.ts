/** The site the browser tests drive: the real local server on a fresh database of its own. */
import fs from 'node:fs';
import { SHARED_SITE_ENV, startTestSite } from '../support/test-site';
import { e2eSiteFile } from './support';

const port = Number(process.env.E2E_PORT ?? 8899);
const { site, stop } = await startTestSite(port, { env: SHARED_SITE_ENV });
console.log(`E2E site at ${site.url} (${site.database})`);
// Specs read the site's database from here to check what a journey wrote (tests/e2e/support.ts).
fs.writeFileSync(e2eSiteFile(port), JSON.stringify(site));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void stop().finally(() => {
    fs.rmSync(e2eSiteFile(port), { force: true });
    process.exit(0);
  }));
}
