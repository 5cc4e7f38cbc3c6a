import { describe, expect, it } from 'vitest';
import { CATEGORIES, categoryLabel, isCategoryValue } from '../../src/lib/categories';

// That the database allows exactly these values is checked on the migrated database (tests/api/categories.test.ts).
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

  it('recognise their values and label them', () => {
    expect(isCategoryValue('tissue-paper-making-machines')).toBe(true);
    expect(isCategoryValue('Tissue Paper Making Machines')).toBe(false);
    expect(isCategoryValue(undefined)).toBe(false);
    expect(categoryLabel('toilet-roll-making-machines')).toBe('Toilet Roll Making Machines');
  });
});
