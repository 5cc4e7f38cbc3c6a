/**
 * `npm run create-admin -- <email> [name]`: creates an ADMIN account (or promotes an existing one)
 * in DATABASE_URL's database, or the embedded one. The password comes from ADMIN_PASSWORD, never
 * from the command line, so it stays out of shell history.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../platform/database/embedded-database';
import { runEntryPoint } from '../src/server/db/entry-point';
import { dataDir, loadLocalEnv } from '../platform/local-env';
import { applyMigrations } from '../src/server/db/migrations';

loadLocalEnv();
const { positionals } = parseArgs({ allowPositionals: true });
const email = positionals[0] ?? process.env.ADMIN_EMAIL;
const name = positionals[1] ?? process.env.ADMIN_NAME ?? 'Administrator';
const password = process.env.ADMIN_PASSWORD;

if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
  console.error('usage: ADMIN_PASSWORD=... npm run create-admin -- <email> [name]');
  process.exit(2);
}
if (!password || password.length < 8) {
  console.error('Set ADMIN_PASSWORD to a password of at least 8 characters.');
  process.exit(2);
}

await runEntryPoint(async () => {
  const db = await openDatabase(dataDir());
  try {
    process.env.DATABASE_URL = db.url;
    if (db.embedded) await applyMigrations(db.url);
    const { ensureAdmin } = await import('../src/server/accounts/users');
    const { closePool } = await import('../src/server/db/db');
    const admin = await ensureAdmin({ email, password, name });
    await closePool();
    console.log(`${admin.email} is an ADMIN.`);
  } finally {
    await db.close();
  }
});
