/**
 * Applies supabase/migrations/*.sql in file-name order, each in its own transaction, and records
 * what was applied (with a checksum, so an edited migration is caught instead of silently skipped).
 * The same SQL runs on embedded PGlite and on real PostgreSQL.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { withConnection } from './db-config';
import { inTransaction } from './db';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../../supabase/migrations');

export function applyMigrations(databaseUrl: string, dir = MIGRATIONS_DIR): Promise<string[]> {
  return withConnection(databaseUrl, async (client) => {
    await client.query(`create table if not exists schema_migrations (
      name text primary key,
      checksum text not null,
      applied_at timestamptz not null default now())`);
    const applied = new Map(
      (await client.query<{ name: string; checksum: string }>('select name, checksum from schema_migrations')).rows.map(
        (r) => [r.name, r.checksum],
      ),
    );
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
    const newlyApplied: string[] = [];
    for (const file of files) {
      const sql = fs.readFileSync(path.join(dir, file), 'utf8');
      const checksum = createHash('sha256').update(sql).digest('hex');
      const known = applied.get(file);
      if (known) {
        if (known !== checksum) {
          throw new Error(`Migration ${file} was changed after it was applied; add a new migration instead.`);
        }
        continue;
      }
      try {
        await inTransaction(client, async (c) => {
          await c.query(sql);
          await c.query('insert into schema_migrations (name, checksum) values ($1, $2)', [file, checksum]);
        });
      } catch (error) {
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
      }
      newlyApplied.push(file);
    }
    return newlyApplied;
  });
}
