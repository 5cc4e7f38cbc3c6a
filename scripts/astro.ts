/**
 * `tsx scripts/astro.ts <build|dev|...>`: Astro with a database. With DATABASE_URL set (Netlify,
 * CI) Astro reads that one; without it, the embedded database under DATA_DIR, served from this
 * process while Astro runs as a child process.
 */
import { spawn } from 'node:child_process';
import { withConnection } from '../src/server/db/db-config';
import { astroCommand } from '../platform/publishing/astro-command';
import { openDatabase } from '../platform/database/embedded-database';
import { runEntryPoint } from '../platform/entry-point';
import { applyMigrations } from '../src/server/db/migrations';
import { dataDir, loadLocalEnv, PROJECT_ROOT } from '../platform/local-env';
import { seedDemoCatalogue } from '../demo/seed';

loadLocalEnv();
await runEntryPoint(async () => {
  const db = await openDatabase(dataDir());
  try {
    if (db.embedded) {
      await applyMigrations(db.url);
      await seedDemoCatalogue(db.url);
    } else {
      // Connected once before Astro starts, so a wrong address, password or root certificate is
      // told here in one line rather than as a stack trace from inside Astro's render.
      await withConnection(db.url, async () => undefined);
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
