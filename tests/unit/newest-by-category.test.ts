import { describe, expect, it } from 'vitest';
import { newestByCategory, pagesByCategory } from '../../src/lib/newest-by-category';

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

describe('pagesByCategory', () => {
  const catalogue = ['cup', 'bag', 'cup', 'cup', 'plate', 'bag', 'cup'].map((category, i) => ({ id: `p${i}`, category }));
  const ids = (pages: { id: string }[][]) => pages.map((page) => page.map((p) => p.id));

  it('cuts all products and each category into pages of `size` in catalogue order, and counts them', () => {
    const { all, byCategory } = pagesByCategory(catalogue, 2);
    expect({ pages: ids(all.pages), total: all.total }).toEqual({ pages: [['p0', 'p1'], ['p2', 'p3'], ['p4', 'p5'], ['p6']], total: 7 });
    expect(Object.fromEntries([...byCategory].map(([category, list]) => [category, { pages: ids(list.pages), total: list.total }]))).toEqual({
      cup: { pages: [['p0', 'p2'], ['p3', 'p6']], total: 4 },
      bag: { pages: [['p1', 'p5']], total: 2 },
      plate: { pages: [['p4']], total: 1 },
    });
  });

  it('has no page for an empty catalogue', () => {
    expect(pagesByCategory([], 2)).toEqual({ all: { pages: [], total: 0 }, byCategory: new Map() });
  });
});
