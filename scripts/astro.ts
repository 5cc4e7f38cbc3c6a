/**
 * `tsx scripts/astro.ts <build|dev|...>`: Astro with a database. With DATABASE_URL set (Netlify,
 * CI) Astro reads that one; without it, the embedded database under DATA_DIR, served from this
 * process while Astro runs as a child process.
 */
import { spawn } from 'node:child_process';
import { astroCommand } from './lib/astro-command';
import { openDatabase } from './lib/embedded-database';
import { applyMigrations } from './lib/migrations';
import { dataDir, loadLocalEnv, PROJECT_ROOT } from './lib/local-env';
import { seedDemoCatalogue } from './lib/seed';

loadLocalEnv();
const db = await openDatabase(dataDir());
let status = 1;
try {
  if (db.embedded) {
    await applyMigrations(db.url);
    await seedDemoCatalogue(db.url);
  }
  const [node, args] = astroCommand(PROJECT_ROOT, process.argv.slice(2));
  const child = spawn(node, args, {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: db.url },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  status = await new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? 1)));
} finally {
  await db.close();
}
process.exit(status);
