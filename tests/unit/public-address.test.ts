import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  adminListPath,
  CATEGORY_PAGE,
  categoryListHref,
  categoryPageHref,
  chatClickPath,
  isProductPath,
  leadPath,
  productPath,
  productPreviewPath,
  productUrl,
  quotePath,
  quotePdfPath,
  quoteUrl,
  searchHref,
} from '../../src/lib/public-address';

const SITE = 'https://www.example.com';
const ID = '2da69097-b3e6-4641-9d77-01fd3ae2c2b2';
const TOKEN = 'Q1w2E3r4T5y6U7i8O9p0A1s2D3f4G5h6J7k8L9z0X1c';

describe('public addresses', () => {
  it('builds a product’s page, absolute with the site’s address, and knows one when it sees it', () => {
    expect(productPath(ID)).toBe(`/product/${ID}`);
    expect(productUrl(SITE, ID)).toBe(`${SITE}/product/${ID}`);
    expect(productUrl(`${SITE}/`, ID)).toBe(`${SITE}/product/${ID}`);
    expect(isProductPath(productPath(ID))).toBe(true);
    expect(isProductPath(`/product/${ID}/more`)).toBe(false);
    expect(isProductPath(CATEGORY_PAGE)).toBe(false);
  });

  it('builds the category page for any categories, and the numbered pages of a list', () => {
    expect(categoryPageHref([])).toBe('/product-category');
    expect(categoryPageHref(['paper-cup-making-machines'])).toBe('/product-category?category=paper-cup-making-machines');
    expect(categoryPageHref(['a', 'b'])).toBe('/product-category?category=a&category=b');
    expect(categoryListHref(null, 1)).toBe('/product-category');
    expect(categoryListHref(null, 3)).toBe('/product-category/page/3');
    expect(categoryListHref('paper-cup-making-machines', 1)).toBe('/product-category?category=paper-cup-making-machines');
    expect(categoryListHref('paper-cup-making-machines', 2)).toBe('/product-category/paper-cup-making-machines/page/2');
  });

  it('builds a search for its text, trimmed, and the bare page for none', () => {
    expect(searchHref('  paper cup & plate ')).toBe('/search?q=paper+cup+%26+plate');
    expect(searchHref('   ')).toBe('/search');
  });

  it('builds a quotation’s page and PDF for its buyer', () => {
    expect(quotePath(TOKEN)).toBe(`/quote/${TOKEN}`);
    expect(quotePdfPath(TOKEN)).toBe(`/quote/${TOKEN}/pdf`);
    expect(quoteUrl(SITE, TOKEN)).toBe(`${SITE}/quote/${TOKEN}`);
  });

  it('builds a product’s link preview and its chat link', () => {
    expect(productPreviewPath(ID, '1x2y3z')).toBe(`/preview/${ID}/1x2y3z.jpg`);
    expect(chatClickPath(ID)).toBe(`/go/chat/${ID}`);
    expect(chatClickPath('a/b?c')).toBe('/go/chat/a%2Fb%3Fc');
  });

  it('builds the admin’s lists and a lead opened on its own', () => {
    expect(adminListPath('all-products')).toBe('/admin-panel/all-products');
    expect(absoluteUrl(SITE, leadPath(ID))).toBe(`${SITE}/admin-panel/all-enquiries?lead=${ID}`);
    expect(leadPath('a&b')).toBe('/admin-panel/all-enquiries?lead=a%26b');
    expect(leadPath(ID, 'new')).toBe(`/admin-panel/all-enquiries?lead=${ID}&quote=new`);
  });
});

// ---- No other module spells a public address by hand.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['src', 'netlify'];
const SOURCE = /\.(?:[cm]?[jt]sx?|astro)$/;
const THE_MODULE = 'src/lib/public-address.ts';

/**
 * The start of a page's address: after a quote, backquote, `${...}`, `=`, `(`, white space or an
 * escaping backslash (a regular expression), and ending there, at one of / ? # ( ), white space or
 * a closing quote.
 */
const HAND_BUILT = new RegExp(
  String.raw`(?<=[\s'"\x60}=(\\])/(?:product|product-category|search|quote|preview|admin-panel|login|sign-up|forgot-password|go)(?=[/?#'"\x60\\\s()]|$)`,
  'gm',
);

/**
 * The code without its comments (block, line, HTML): what it says about an address in prose is
 * not building one. A function's route pattern (`export const config = { path: '/quote/:token' }`)
 * is its own declaration, checked against its routes by function-paths.test.ts.
 */
function code(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(^|[^:\\'"\x60])\/\/.*$/gm, '$1')
    .replace(/^export const config\b.*$/gm, '');
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return SOURCE.test(entry.name) ? [file] : [];
  });
}

describe('the public addresses’ one module', () => {
  it('finds an address built by hand, in code but not in a comment', () => {
    const found = (text: string) => code(text).match(HAND_BUILT) ?? [];
    expect(found('const a = `/product/${id}`;')).toEqual(['/product']);
    expect(found('<a href="/login">')).toEqual(['/login']);
    expect(found('`${siteUrl}/quote/${token}`')).toEqual(['/quote']);
    expect(found('const PAGE = /^\\/search(\\.html)?$/;')).toEqual(['/search']);
    expect(found("'Disallow: /admin-panel'")).toEqual(['/admin-panel']);
    expect(found("const c = '/product-category?category=x';")).toEqual(['/product-category']);
    expect(found('/** Opens /product/<id>. */\n// see /login\n<!-- /search -->')).toEqual([]);
    expect(found("fetch('/api/search'); const u = 'https://shop.example/product/1';")).toEqual([]);
    expect(found("export const config: Config = { path: '/quote/:token' };")).toEqual([]);
  });

  it('is the only one in src/ and netlify/ that spells a page’s address', () => {
    const files = SCANNED.flatMap(sourceFiles).filter((file) => file !== THE_MODULE);
    expect(files.length).toBeGreaterThan(100);
    const handBuilt = files.flatMap((file) =>
      code(fs.readFileSync(path.join(ROOT, file), 'utf8'))
        .split('\n')
        .flatMap((line) => (line.match(HAND_BUILT) ? [`${file}: ${line.trim()}`] : [])),
    );
    expect(handBuilt, `build these with ${THE_MODULE}`).toEqual([]);
  });
});
