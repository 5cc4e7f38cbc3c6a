import { FIXED_PUBLIC_PATHS } from '../support/public-pages';
import { describe, expect, it } from 'vitest';
import { sitemapEntries, sitemapIndexXml, splitSitemap, urlsetXml, type SitemapEntry } from '../../src/lib/sitemap';
import type { Product } from '../../src/lib/types';

const entries = (count: number): SitemapEntry[] =>
  Array.from({ length: count }, (_, i) => ({ path: `/product/${i}`, lastmod: `2026-01-${String((i % 28) + 1).padStart(2, '0')}T00:00:00.000Z` }));

describe('splitSitemap', () => {
  it.each([
    [1, [1]],
    [5, [5]],
    [6, [5, 1]],
    [10, [5, 5]],
    [11, [5, 5, 1]],
  ])('puts %i addresses in files of at most 5: %j', (count, sizes) => {
    const files = splitSitemap(entries(count), 5);
    expect(files.map((f) => f.entries.length)).toEqual(sizes);
    expect(files.map((f) => f.n)).toEqual(sizes.map((_, i) => i + 1));
    expect(files.flatMap((f) => f.entries)).toEqual(entries(count));
  });

  it('keeps one file, empty, when there is nothing to list', () => {
    expect(splitSitemap([], 5)).toEqual([{ n: 1, entries: [], lastmod: undefined }]);
  });

  it('dates each file by its newest entry', () => {
    const [first, second] = splitSitemap(
      [
        { path: '/a', lastmod: '2026-03-01T00:00:00Z' },
        { path: '/b', lastmod: '2026-05-01T00:00:00Z' },
        { path: '/c' },
      ],
      2,
    );
    expect(first.lastmod).toBe('2026-05-01T00:00:00Z');
    expect(second.lastmod).toBeUndefined();
  });
});

describe('sitemap XML', () => {
  it('names every file of the split in the index, with absolute addresses', () => {
    const xml = sitemapIndexXml('https://example.com', splitSitemap(entries(12), 5));
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect([...xml.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://example.com/sitemap-1.xml',
      'https://example.com/sitemap-2.xml',
      'https://example.com/sitemap-3.xml',
    ]);
  });

  it('escapes what XML would misread in an address', () => {
    const xml = urlsetXml('https://example.com', [{ path: '/search?a=1&b=<2>' }]);
    expect(xml).toContain('<loc>https://example.com/search?a=1&amp;b=%3C2%3E</loc>');
  });

  it('lists the fixed pages, each category\'s address, then every product with the time it last changed', () => {
    const product = (id: string, category: string, updatedAt: string) => ({ _id: id, category, updatedAt }) as Product;
    const listed = sitemapEntries([
      product('p1', 'paper-cup-making-machines', '2026-02-01T00:00:00Z'),
      product('p2', 'paper-bag-making-machines', '2026-04-01T00:00:00Z'),
    ]);
    expect(listed.map((e) => e.path)).toEqual([...FIXED_PUBLIC_PATHS, '/product/p1', '/product/p2']);
    expect(listed[0].lastmod).toBe('2026-04-01T00:00:00Z');
    const lastmodOf = (path: string) => listed.find((e) => e.path === path)!.lastmod;
    expect(lastmodOf('/product-category?category=paper-cup-making-machines')).toBe('2026-02-01T00:00:00Z');
    expect(lastmodOf('/product-category?category=tissue-paper-making-machines')).toBeUndefined();
    expect(listed.at(-1)!.lastmod).toBe('2026-04-01T00:00:00Z');
  });

  it('lists the further pages of all products and of each category longer than a page, 48 machines to a page', () => {
    const product = (id: number, category: string) => ({ _id: `p${id}`, category, updatedAt: `2026-03-${String((id % 28) + 1).padStart(2, '0')}T00:00:00Z` }) as Product;
    const cups = Array.from({ length: 49 }, (_, i) => product(i, 'paper-cup-making-machines'));
    const bags = Array.from({ length: 48 }, (_, i) => product(100 + i, 'paper-bag-making-machines'));
    const listed = sitemapEntries([...cups, ...bags, product(200, 'all-machines')]);
    const paths = listed.map((e) => e.path);
    // 98 machines: three pages of all products; 49 cups: two; 48 bags: one.
    expect(paths.filter((path) => path.includes('/page/'))).toEqual([
      '/product-category/page/2',
      '/product-category/page/3',
      '/product-category/paper-cup-making-machines/page/2',
    ]);
    expect(paths.slice(0, FIXED_PUBLIC_PATHS.length)).toEqual(FIXED_PUBLIC_PATHS);
    const lastmodOf = (path: string) => listed.find((e) => e.path === path)!.lastmod;
    expect(lastmodOf('/product-category/paper-cup-making-machines/page/2')).toBe(lastmodOf('/product-category?category=paper-cup-making-machines'));
    expect(lastmodOf('/product-category/page/3')).toBe(lastmodOf('/product-category'));
  });
});
