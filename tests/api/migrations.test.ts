/**
 * The migration runner (src/server/db/migrations.ts) keeps its history where the Supabase CLI keeps
 * it, so that `npm run migrate` and `supabase db push` agree on any database, and a database
 * migrated before that moves its history over. On a fresh database of the site's kind, emptied
 * between tests, with migrations of the tests' own.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { applyMigrations } from '../../src/server/db/migrations';
import { openFreshDatabase, type FreshDatabase } from '../support/fresh-database';
import { withDatabase } from '../support/http';

const site = inject('site');

const FIRST = {
  file: '20260101000100_make_probe.sql',
  sql: `-- A table and its first row.\ncreate table probe (n int primary key);\n\ninsert into probe values (1);\n`,
};
const SECOND = { file: '20260101000200_second_row.sql', sql: `insert into probe values (2);\n` };
const THIRD = { file: '20260101000300_third_row.sql', sql: `insert into probe values (3)` };

/** The history as the CLI reads it (supabase/cli, pkg/migration/history.go: SELECT_VERSION_TABLE). */
const CLI_READ = `SELECT version, coalesce(name, '') as name, statements FROM supabase_migrations.schema_migrations order by version`;

/** The CLI's own statements that make its table (CreateMigrationTable), and its insert. */
const CLI_MAKE = [
  `SET lock_timeout = '4s'`,
  'CREATE SCHEMA IF NOT EXISTS supabase_migrations',
  'CREATE TABLE IF NOT EXISTS supabase_migrations.schema_migrations (version text NOT NULL PRIMARY KEY)',
  'ALTER TABLE supabase_migrations.schema_migrations ADD COLUMN IF NOT EXISTS statements text[]',
  'ALTER TABLE supabase_migrations.schema_migrations ADD COLUMN IF NOT EXISTS name text',
];
const CLI_INSERT = 'INSERT INTO supabase_migrations.schema_migrations(version, name, statements) VALUES($1, $2, $3)';

/** The old runner's checksum of a file. */
const checksum = (sql: string) => createHash('sha256').update(sql).digest('hex');

let database: FreshDatabase;
let dir: string;

beforeAll(async () => {
  database = await openFreshDatabase(site);
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
});
afterEach(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await withDatabase(database.url, (c) =>
    c.query('drop schema if exists supabase_migrations cascade; drop schema public cascade; create schema public'),
  );
});

function write(...migrations: { file: string; sql: string }[]): void {
  for (const { file, sql } of migrations) fs.writeFileSync(path.join(dir, file), sql);
}

const probeRows = async () =>
  withDatabase(database.url, async (c) => (await c.query<{ n: number }>('select n from probe order by n')).rows.map((r) => r.n));
const query = <Row extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
  withDatabase(database.url, async (c) => (await c.query<Row>(sql, params)).rows);

describe('the migration history', () => {
  it('is kept as the Supabase CLI keeps it: version, name and statements, in its own table', async () => {
    write(FIRST, SECOND);
    expect(await applyMigrations(database.url, dir)).toEqual([FIRST.file, SECOND.file]);
    expect(await query(CLI_READ)).toEqual([
      { version: '20260101000100', name: 'make_probe', statements: [FIRST.sql.trim().replace(/;$/, '')] },
      { version: '20260101000200', name: 'second_row', statements: ['insert into probe values (2)'] },
    ]);
    // The CLI's own statements find the table they would make; its columns and nothing else.
    await withDatabase(database.url, async (c) => {
      for (const sql of CLI_MAKE) await c.query(sql);
    });
    expect(
      await query(`select column_name, data_type, is_nullable from information_schema.columns
                    where table_schema = 'supabase_migrations' and table_name = 'schema_migrations' order by ordinal_position`),
    ).toEqual([
      { column_name: 'version', data_type: 'text', is_nullable: 'NO' },
      { column_name: 'statements', data_type: 'ARRAY', is_nullable: 'YES' },
      { column_name: 'name', data_type: 'text', is_nullable: 'YES' },
    ]);
    expect(await query(`select to_regclass('public.schema_migrations') as old`)).toEqual([{ old: null }]);

    write(THIRD);
    expect(await applyMigrations(database.url, dir)).toEqual([THIRD.file]);
    expect(await probeRows()).toEqual([1, 2, 3]);
  });

  it('skips what `supabase db push` applied, and refuses a file changed since, whichever tool applied it', async () => {
    write(FIRST, SECOND);
    // As the CLI applies FIRST: its statements split at the semicolons and trimmed, then its row.
    const cliStatements = ['-- A table and its first row.\ncreate table probe (n int primary key)', 'insert into probe values (1)'];
    await withDatabase(database.url, async (c) => {
      for (const sql of CLI_MAKE) await c.query(sql);
      for (const sql of cliStatements) await c.query(sql);
      await c.query(CLI_INSERT, ['20260101000100', 'make_probe', cliStatements]);
    });
    expect(await applyMigrations(database.url, dir)).toEqual([SECOND.file]);
    expect(await probeRows()).toEqual([1, 2]);

    for (const [file, sql] of [
      [FIRST.file, FIRST.sql.replace('values (1)', 'values (10)')], // applied by the CLI
      [SECOND.file, SECOND.sql.replace('(2)', '( 2)')], // applied by the runner: white space inside a statement counts
    ]) {
      const original = fs.readFileSync(path.join(dir, file), 'utf8');
      fs.writeFileSync(path.join(dir, file), sql);
      await expect(applyMigrations(database.url, dir)).rejects.toThrow(`Migration ${file} was changed after it was applied`);
      fs.writeFileSync(path.join(dir, file), original);
    }
    // White space and semicolons between statements are where the CLI splits: not a change.
    fs.writeFileSync(path.join(dir, FIRST.file), `${FIRST.sql.replace(';\n\n', ';;\n')}\n\n`);
    expect(await applyMigrations(database.url, dir)).toEqual([]);
  });

  it('moves a history kept the old way (public.schema_migrations) over at the next migrate, running nothing again', async () => {
    write(FIRST, SECOND);
    await withDatabase(database.url, async (c) => {
      await c.query(FIRST.sql + SECOND.sql);
      await c.query(`create table schema_migrations (name text primary key, checksum text not null, applied_at timestamptz not null default now())`);
      for (const m of [FIRST, SECOND]) await c.query('insert into schema_migrations (name, checksum) values ($1, $2)', [m.file, checksum(m.sql)]);
    });
    write(THIRD);
    expect(await applyMigrations(database.url, dir)).toEqual([THIRD.file]);
    expect(await probeRows()).toEqual([1, 2, 3]);
    expect((await query<{ version: string; name: string }>(CLI_READ)).map((r) => `${r.version}_${r.name}.sql`)).toEqual([
      FIRST.file,
      SECOND.file,
      THIRD.file,
    ]);
    expect(await query(`select to_regclass('public.schema_migrations') as old`)).toEqual([{ old: null }]);
    // The moved rows carry their files' statements: an edit is still caught.
    fs.writeFileSync(path.join(dir, SECOND.file), 'insert into probe values (20);\n');
    await expect(applyMigrations(database.url, dir)).rejects.toThrow(`Migration ${SECOND.file} was changed after it was applied`);
  });

  it('moves nothing when the old history cannot move whole, and names a file the CLI would skip', async () => {
    write(FIRST);
    await withDatabase(database.url, async (c) => {
      await c.query(FIRST.sql);
      await c.query(`create table schema_migrations (name text primary key, checksum text not null, applied_at timestamptz not null default now())`);
      await c.query(`insert into schema_migrations (name, checksum) values ($1, $2), ('notes.sql', 'y')`, [FIRST.file, checksum(FIRST.sql)]);
    });
    await expect(applyMigrations(database.url, dir)).rejects.toThrow(/public\.schema_migrations names notes\.sql/);
    expect(await query('select name from public.schema_migrations order by name')).toEqual([{ name: FIRST.file }, { name: 'notes.sql' }]);
    expect(await query(`select to_regclass('supabase_migrations.schema_migrations') as history`)).toEqual([{ history: null }]);

    write({ file: 'cleanup.sql', sql: 'select 1;' });
    await expect(applyMigrations(database.url, dir)).rejects.toThrow('Migration cleanup.sql is not named <timestamp>_<name>.sql');
  });
});
