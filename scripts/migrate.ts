/** `npm run migrate`: applies pending migrations to DATABASE_URL, or to the embedded database. */
import { openDatabase } from '../platform/database/embedded-database';
import { runEntryPoint } from '../src/server/db/entry-point';
import { loadLocalEnv, dataDir } from '../platform/local-env';
import { applyMigrations } from '../src/server/db/migrations';

loadLocalEnv();
await runEntryPoint(async () => {
  const db = await openDatabase(dataDir());
  try {
    const applied = await applyMigrations(db.url);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
  } finally {
    await db.close();
  }
});
