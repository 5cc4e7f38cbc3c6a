/**
 * `tsx scripts/astro.ts <build|dev|...>`: Astro on the local database: DATABASE_URL when it is set
 * (here or in .env), else the embedded database under DATA_DIR, migrated and seeded, served from
 * this process while Astro runs as a child process. `npm run dev`, and `npm run build` on a
 * developer's machine (scripts/build.ts hands a local build to it).
 */
import { openDatabase } from '../platform/database/embedded-database';
import { dataDir, loadLocalEnv, PROJECT_ROOT } from '../platform/local-env';
import { seedDemoCatalogue } from '../demo/seed';
import { runEntryPoint } from '../src/server/db/entry-point';
import { applyMigrations } from '../src/server/db/migrations';
import { runAstro } from '../src/server/publishing/astro-command';

loadLocalEnv();
await runEntryPoint(async () => {
  const db = await openDatabase(dataDir());
  try {
    if (db.embedded) {
      await applyMigrations(db.url);
      await seedDemoCatalogue(db.url);
    }
    return await runAstro(PROJECT_ROOT, db.url, process.argv.slice(2));
  } finally {
    await db.close();
  }
});
