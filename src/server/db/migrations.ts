/**
 * Applies supabase/migrations/*.sql in file-name order, each in its own transaction, and keeps their
 * history where the Supabase CLI keeps it: supabase_migrations.schema_migrations, a row per file with
 * the file's timestamp as `version`, the rest of its name as `name` and its SQL as `statements`. So
 * `npm run migrate` and `supabase db push` each skip what the other applied, on any database.
 *
 * A migration edited after it was applied is an error, not silently skipped: its file must still be
 * the statements kept for it. The CLI keeps a file split at its semicolons, each part trimmed; this
 * runner keeps the whole file as one part, trimmed the same way. Either way the file is its parts in
 * order with only white space and semicolons between them, which is the check, whichever tool
 * applied the file (and `supabase migration repair`, which rewrites the parts, is followed).
 *
 * A database migrated before the history moved here kept it in public.schema_migrations (file
 * names and checksums): the next run moves it over and drops that table, in one transaction, and
 * runs nothing again. The same SQL runs on embedded PGlite and on real PostgreSQL.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { withConnection } from './db-config';
import { inTransaction } from './db';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../../supabase/migrations');

/** A migration file's name as the Supabase CLI reads it (supabase/cli, pkg/migration/file.go). */
const FILE_NAME = /^([0-9]+)_(.*)\.sql$/;

/**
 * The history table as the Supabase CLI makes it (supabase/cli, pkg/migration/history.go): its
 * first form, then the columns its later versions added, so that either tool finds the table it expects.
 */
const HISTORY_TABLE = [
  'create schema if not exists supabase_migrations',
  'create table if not exists supabase_migrations.schema_migrations (version text not null primary key)',
  'alter table supabase_migrations.schema_migrations add column if not exists statements text[]',
  'alter table supabase_migrations.schema_migrations add column if not exists name text',
];

/** Where the history was kept before: a row per file name, with the file's SHA-256. */
const OLD_HISTORY = 'public.schema_migrations';

interface Migration {
  file: string;
  version: string;
  name: string;
  sql: string;
}

/** The migration files of `dir` in order; a name the CLI would skip, or a version taken twice, is an error. */
function readMigrations(dir: string): Migration[] {
  const migrations = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const parts = FILE_NAME.exec(file);
      if (!parts) throw new Error(`Migration ${file} is not named <timestamp>_<name>.sql, the only form the Supabase CLI applies.`);
      return { file, version: parts[1], name: parts[2], sql: fs.readFileSync(path.join(dir, file), 'utf8') };
    });
  const versions = new Set<string>();
  for (const { file, version } of migrations) {
    if (versions.has(version)) throw new Error(`Migration ${file} has the timestamp of another: the history knows a migration by it.`);
    versions.add(version);
  }
  return migrations;
}

/** A file's SQL as the history's statements: one, trimmed as the CLI trims each of its own. */
function statementsOf(sql: string): string[] {
  return [sql.trim().replace(/;+$/, '').trimEnd()];
}

/** Whether `sql` is these statements in order, with only white space and semicolons around them. */
function isStatements(sql: string, statements: string[]): boolean {
  let at = 0;
  for (const statement of statements) {
    at += /^[\s;]*/.exec(sql.slice(at))![0].length;
    if (!sql.startsWith(statement, at)) return false;
    at += statement.length;
  }
  return /^[\s;]*$/.test(sql.slice(at));
}

const changedError = (file: string) => new Error(`Migration ${file} was changed after it was applied; add a new migration instead.`);

export async function applyMigrations(databaseUrl: string, dir = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = readMigrations(dir);
  return withConnection(databaseUrl, async (client) => {
    await inTransaction(client, async (c) => {
      for (const sql of HISTORY_TABLE) await c.query(sql);
      await moveOldHistory(c, migrations);
    });
    const { rows } = await client.query<{ version: string; statements: string[] | null }>(
      'select version, statements from supabase_migrations.schema_migrations',
    );
    const applied = new Map(rows.map((r) => [r.version, r.statements]));
    const newlyApplied: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) {
        const statements = applied.get(migration.version);
        if (statements && !isStatements(migration.sql, statements)) throw changedError(migration.file);
        if (!statements) {
          // Kept without them (its file was gone when the history moved here): this file is taken for it.
          await client.query('update supabase_migrations.schema_migrations set statements = $2 where version = $1 and statements is null', [
            migration.version,
            statementsOf(migration.sql),
          ]);
        }
        continue;
      }
      try {
        await inTransaction(client, async (c) => {
          await c.query(migration.sql);
          await c.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
            migration.version,
            migration.name,
            statementsOf(migration.sql),
          ]);
        });
      } catch (error) {
        throw new Error(`Migration ${migration.file} failed: ${(error as Error).message}`);
      }
      newlyApplied.push(migration.file);
    }
    return newlyApplied;
  });
}

/** The history kept in public.schema_migrations, if any, moved to the CLI's table (in the caller's transaction). */
async function moveOldHistory(c: pg.ClientBase, migrations: Migration[]): Promise<void> {
  const { rows: [old] } = await c.query<{ exists: boolean }>(`select to_regclass('${OLD_HISTORY}') is not null as exists`);
  if (!old.exists) return;
  const files = new Map(migrations.map((m) => [m.file, m]));
  const { rows } = await c.query<{ name: string; checksum: string }>(`select name, checksum from ${OLD_HISTORY} order by name`);
  for (const { name, checksum } of rows) {
    const parts = FILE_NAME.exec(name);
    if (!parts) {
      throw new Error(`${OLD_HISTORY} names ${name}, which is not <timestamp>_<name>.sql; the history was left where it is.`);
    }
    const file = files.get(name);
    if (file && createHash('sha256').update(file.sql).digest('hex') !== checksum) throw changedError(name);
    await c.query(
      'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3) on conflict (version) do nothing',
      [parts[1], parts[2], file ? statementsOf(file.sql) : null],
    );
  }
  await c.query(`drop table ${OLD_HISTORY}`);
}
