import { describe, expect, it } from 'vitest';
import { newestByCategory } from '../../src/lib/newest-by-category';

describe('newestByCategory', () => {
  const catalogue = ['cup', 'bag', 'cup', 'cup', 'plate', 'bag', 'cup'].map((category, i) => ({ id: `p${i}`, category }));

  it('keeps each category\'s first `max` products in catalogue order, and counts them all', () => {
    const groups = newestByCategory(catalogue, 2);
    expect(Object.fromEntries([...groups].map(([category, g]) => [category, { ids: g.newest.map((p) => p.id), total: g.total }]))).toEqual({
      cup: { ids: ['p0', 'p2'], total: 4 },
      bag: { ids: ['p1', 'p5'], total: 2 },
      plate: { ids: ['p4'], total: 1 },
    });
  });

  it('has no entry for a category without products', () => {
    expect(newestByCategory(catalogue, 5).has('tissue')).toBe(false);
  });
});
