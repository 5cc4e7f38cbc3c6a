/**
 * No table or column with personal data is forgotten by erasure (docs/spec.md §26.4): every table
 * of the schema, and every column of text, JSON or an array whose name looks personal, read from the
 * database's own catalogue (information_schema), is listed in the registry
 * (src/server/privacy/personal-data.ts) with what erasure does to it; nor does the registry list what
 * the schema no longer has. tests/api/erasure.test.ts shows the erasure itself leaves the person
 * only in the columns listed as kept.
 */
import { describe, expect, inject, it } from 'vitest';
import { LOOKS_PERSONAL, PERSONAL_DATA, TEXT_TYPES } from '../../src/server/privacy/personal-data';
import { withDatabase } from '../support/http';

const site = inject('site');

const catalogue = () =>
  withDatabase(site.databaseUrl, async (c) => {
    const tables = (
      await c.query<{ table: string }>(
        `select table_name as table from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      )
    ).rows.map((row) => row.table);
    const columns = (
      await c.query<{ table: string; column: string; type: string }>(
        `select c.table_name as table, c.column_name as column, c.data_type as type from information_schema.columns c
           join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
          where c.table_schema = 'public' order by 1, 2`,
      )
    ).rows;
    return { tables, columns };
  });

describe('the registry of personal data', () => {
  it('lists every table of the schema, and only those', async () => {
    const { tables } = await catalogue();
    expect(tables).toContain('enquiries');
    expect(tables.filter((table) => !PERSONAL_DATA[table]), 'tables the registry does not list').toEqual([]);
    expect(Object.keys(PERSONAL_DATA).filter((table) => !tables.includes(table)), 'tables listed that the schema does not have').toEqual([]);
  });

  it('lists every column that looks personal, with what erasure does to it, and only columns the table has', async () => {
    const { columns } = await catalogue();
    const personal = columns.filter((column) => TEXT_TYPES.includes(column.type) && LOOKS_PERSONAL.test(column.column));
    expect(personal.map((column) => `${column.table}.${column.column}`)).toEqual(expect.arrayContaining(['enquiries.phone', 'quotes.buyer', 'access_log.detail']));
    const unlisted = personal.filter((column) => !PERSONAL_DATA[column.table]?.columns?.[column.column]);
    expect(unlisted.map((column) => `${column.table}.${column.column}`), 'columns that look personal and are not listed').toEqual([]);
    const listed = Object.entries(PERSONAL_DATA).flatMap(([table, entry]) => Object.keys(entry.columns ?? {}).map((column) => `${table}.${column}`));
    const existing = new Set(columns.map((column) => `${column.table}.${column.column}`));
    expect(listed.filter((column) => !existing.has(column)), 'columns listed that the schema does not have').toEqual([]);
  });
});
