import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_VALUES, categoryLabel, isCategoryValue } from '../../src/lib/categories';

describe('the fixed categories', () => {
  it('are the seven of SPEC §3, in order', () => {
    expect(CATEGORIES.map((c) => c.label)).toEqual([
      'Paper Cup Making Machines',
      'Aluminum Foil Rewinding Machine',
      'Paper Plate Making Machines',
      'Tissue Paper Making Machines',
      'Paper Bag Making Machines',
      'Toilet Roll Making Machines',
      'All Machines',
    ]);
  });

  it('are exactly the values the database constraint allows', () => {
    const schema = fs.readFileSync(
      new URL('../../supabase/migrations/20261121000100_initial_schema.sql', import.meta.url),
      'utf8',
    );
    const constraint = /category\s+text not null check \(category in \(([^)]*)\)\)/.exec(schema)?.[1] ?? '';
    const values = [...constraint.matchAll(/'([^']+)'/g)].map((m) => m[1]);
    expect(values).toEqual(CATEGORY_VALUES);
  });

  it('recognise their values and label them', () => {
    expect(isCategoryValue('tissue-paper-making-machines')).toBe(true);
    expect(isCategoryValue('Tissue Paper Making Machines')).toBe(false);
    expect(isCategoryValue(undefined)).toBe(false);
    expect(categoryLabel('toilet-roll-making-machines')).toBe('Toilet Roll Making Machines');
  });
});
