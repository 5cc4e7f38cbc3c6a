/**
 * `tsx scripts/astro.ts <build|dev|...>`: Astro with a database. With DATABASE_URL set (Netlify,
 * CI) Astro reads that one; without it, the embedded database under DATA_DIR, served from this
 * process while Astro runs as a child process.
 */
import { spawn } from 'node:child_process';
import pg from 'pg';
import { pgConfig } from '../src/server/db/db-config';
import { astroCommand } from '../platform/publishing/astro-command';
import { openDatabase } from '../platform/database/embedded-database';
import { runEntryPoint } from '../platform/entry-point';
import { applyMigrations } from '../src/server/db/migrations';
import { dataDir, loadLocalEnv, PROJECT_ROOT } from '../platform/local-env';
import { seedDemoCatalogue } from '../demo/seed';

/**
 * Connects once before Astro starts, so a wrong address, password or root certificate is told
 * here in one line rather than as a stack trace from inside Astro's render.
 */
async function checkConnection(url: string): Promise<void> {
  const client = new pg.Client(pgConfig(url));
  try {
    await client.connect();
  } finally {
    await client.end().catch(() => undefined);
  }
}

loadLocalEnv();
await runEntryPoint(async () => {
  const db = await openDatabase(dataDir());
  try {
    if (db.embedded) {
      await applyMigrations(db.url);
      await seedDemoCatalogue(db.url);
    } else {
      await checkConnection(db.url);
    }
    const [node, args] = astroCommand(PROJECT_ROOT, process.argv.slice(2));
    const child = spawn(node, args, {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: db.url },
    });
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
    return await new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  } finally {
    await db.close();
  }
});
