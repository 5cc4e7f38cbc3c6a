/**
 * netlify.toml's category rewrites, kept in step with the categories: /product-category?category=<value>
 * is served page 1 of that category, built at /product-category/<value>; nothing else of the
 * category page is rewritten, so /product-category (all products, and any other query) and the
 * further pages are served as built.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../src/lib/categories';
import { CATEGORY_PAGE, prerenderedCategoryPath } from '../../src/lib/public-address';

interface Rule {
  from: string;
  to: string;
  status: string;
  force?: string;
  query?: string;
}

const rules: Rule[] = fs
  .readFileSync(new URL('../../netlify.toml', import.meta.url), 'utf8')
  .split('[[redirects]]')
  .slice(1)
  .map((block) => {
    const value = (key: string) => new RegExp(`^\\s*${key}\\s*=\\s*(.+?)\\s*$`, 'm').exec(block.split(/^\[/m)[0])?.[1].replace(/^"(.*)"$/, '$1');
    return { from: value('from')!, to: value('to')!, status: value('status')!, force: value('force'), query: value('query') };
  });

describe('the category rewrites', () => {
  it('serve each category\'s address its page 1, forced, the address kept (200)', () => {
    const rewrites = rules.filter((rule) => rule.from === CATEGORY_PAGE);
    expect(rewrites).toEqual(
      CATEGORIES.map(({ value }) => ({
        from: CATEGORY_PAGE,
        query: `{ category = "${value}" }`,
        to: prerenderedCategoryPath(value),
        status: '200',
        force: 'true',
      })),
    );
  });

  it('leave every other page of the category page to the files the build wrote', () => {
    const caught = rules.filter((rule) => rule.from.startsWith(CATEGORY_PAGE) && rule.from !== CATEGORY_PAGE);
    expect(caught).toEqual([]);
    // The catch-all for unknown paths is not forced, so no built page is sent elsewhere.
    expect(rules.find((rule) => rule.from === '/*')).toMatchObject({ status: '302' });
    expect(rules.find((rule) => rule.from === '/*')?.force).toBeUndefined();
  });
});
