/** The site the browser tests drive: the real local server on a fresh database of its own. */
import { startTestSite } from '../support/test-site';

const { site, stop } = await startTestSite(Number(process.env.E2E_PORT ?? 8899));
console.log(`E2E site at ${site.url} (${site.database})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void stop().finally(() => process.exit(0)));
}
