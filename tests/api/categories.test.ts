/**
 * The fixed categories (src/lib/categories.ts) against the schema as every migration left it: the
 * values the products table's category constraint allows in the site's migrated database.
 */
import { describe, expect, inject, it } from 'vitest';
import { CATEGORY_VALUES } from '../../src/lib/categories';
import { withDatabase } from '../support/http';

const site = inject('site');

describe('the fixed categories', () => {
  it('are exactly the values the migrated database allows a product', async () => {
    const definitions = await withDatabase(site.databaseUrl, async (client) =>
      (
        await client.query<{ definition: string }>(
          `select pg_get_constraintdef(c.oid) as definition
             from pg_constraint c
             join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
            where c.conrelid = 'products'::regclass and c.contype = 'c' and a.attname = 'category'`,
        )
      ).rows.map((row) => row.definition),
    );
    expect(definitions).toHaveLength(1);
    const values = [...definitions[0].matchAll(/'([^']+)'/g)].map((m) => m[1]);
    expect(values.sort()).toEqual([...CATEGORY_VALUES].sort());
  });
});
