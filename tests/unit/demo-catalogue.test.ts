/**
 * The demo catalogue's specifications (docs/spec.md §25.1): every machine's values pass the
 * default schemas the migrations leave, every machine that has a rate in its category's unit has
 * its key figure, and supabase/seed.sql, written from demo/catalogue.ts, stores every value (the
 * seed finds each specification by its key: a key it cannot find would be dropped without a word).
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '../../demo/catalogue';
import { specificationProblems } from '../../demo/generate/catalogue-checks';
import { seedSql } from '../../demo/generate/seed-sql';
import { SEED_FILE } from '../../demo/seed';
import { withMigratedDatabase } from '../../platform/database/schema-dump';
import { withConnection } from '../../src/server/db/db-config';
import { getProduct } from '../../src/server/catalogue/products';
import { specFields } from '../../src/server/catalogue/specifications';
import { keyFigure, specText, type Specification } from '../../src/lib/specifications';

/** A demo value as the API answers its figures and text. */
const figures = (value: number | readonly [number, number] | string) =>
  typeof value === 'string' ? { min: null, max: null, value } : typeof value === 'number' ? { min: value, max: value } : { min: value[0], max: value[1] };

const holds = (spec: Specification | undefined, figure: number) => !!spec && spec.min !== null && spec.max !== null && spec.min <= figure && figure <= spec.max;

describe('the demo catalogue', () => {
  it('supabase/seed.sql is what demo/catalogue.ts writes', () => {
    expect(fs.readFileSync(SEED_FILE, 'utf8'), 'supabase/seed.sql is stale: run npm run demo -- --seed-only').toBe(seedSql());
  });

  // Starting PGlite in WebAssembly and migrating it takes a few seconds, more on a busy machine.
  it('has specifications the default schemas take, each stored by the seed, twice over without harm', { timeout: 60_000 }, async () => {
    await withMigratedDatabase((_db, url) =>
      withConnection(url, async (client) => {
        expect(specificationProblems(await specFields(undefined, client))).toEqual([]);
        await client.query(seedSql());
        await client.query(seedSql());
        const stored = new Map<string, Specification[]>();
        for (const demo of DEMO_PRODUCTS) {
          const { specifications } = (await getProduct(demo.id, client))!;
          expect(specifications.map((s) => s.key), demo.productName).toEqual(Object.keys(demo.specifications));
          for (const spec of specifications) expect(spec, `${demo.productName}: ${spec.key}`).toMatchObject(figures(demo.specifications[spec.key]));
          stored.set(demo.id, specifications);
        }
        const [cupMachine] = DEMO_PRODUCTS;
        expect(keyFigure(stored.get(cupMachine.id)!)).toBe('90–110 cups/min');
        // Figures a buyer searches by (docs/spec.md §25.4): "100 gsm", "90 cups".
        const all = [...stored.values()];
        expect(all.some((specs) => holds(specs.find((s) => s.unit === 'gsm'), 100))).toBe(true);
        expect(all.some((specs) => holds(specs.find((s) => s.unit === 'cups/min'), 90))).toBe(true);
        expect(all.flat().filter((s) => s.kind === 'text').map(specText)).toContain('2.6 × 1.4 m');
      }),
    );
  });
});
