/**
 * The sitemap protocol's files: /sitemap.xml is a sitemap index naming /sitemap-1.xml,
 * /sitemap-2.xml, ..., each a list of at most 50,000 addresses (the protocol's limit), so the
 * sitemap stays valid whatever the catalogue's size.
 */
import { CATEGORIES } from './categories';
import { categoryPageCount } from './category-filter';
import type { CategoryValue } from './categories';
import type { Product } from './types';
import {
  absoluteUrl,
  CATEGORY_PAGE,
  categoryListHref,
  categoryPageHref,
  HOME_PATH,
  LOGIN_PAGE,
  PRIVACY_PAGE,
  productPath,
  SEARCH_PAGE,
  SIGN_UP_PAGE,
} from './public-address';
import { escapeHtml as escapeXml } from './html';

export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

export interface SitemapFile {
  /** 1-based: /sitemap-<n>.xml */
  n: number;
  entries: SitemapEntry[];
  /** The newest lastmod of its entries, for the index. */
  lastmod?: string;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The sitemap index, which robots.txt names, and its files. */
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const sitemapFilePath = (n: number) => `/sitemap-${n}.xml`;

/**
 * Every public page, product pages with the time they last changed, and each category's own
 * address (its machines are in its HTML) with the list's further pages, all products' too. Pages
 * that list products change when their newest does.
 */
export function sitemapEntries(products: Product[]): SitemapEntry[] {
  let newest: string | undefined;
  const newestIn = new Map<string, string>();
  const countIn = new Map<string, number>();
  for (const p of products) {
    if (!newest || p.updatedAt > newest) newest = p.updatedAt;
    if (p.updatedAt > (newestIn.get(p.category) ?? '')) newestIn.set(p.category, p.updatedAt);
    countIn.set(p.category, (countIn.get(p.category) ?? 0) + 1);
  }
  /** Pages 2, 3, ... of a list of `total` machines (page 1 is the list's own address, above). */
  const furtherPages = (category: CategoryValue | null, total: number, lastmod: string | undefined) =>
    Array.from({ length: categoryPageCount(total) - 1 }, (_, i) => ({ path: categoryListHref(category, i + 2), lastmod }));
  return [
    { path: HOME_PATH, lastmod: newest },
    { path: CATEGORY_PAGE, lastmod: newest },
    ...CATEGORIES.map(({ value }) => ({ path: categoryPageHref([value]), lastmod: newestIn.get(value) })),
    { path: SEARCH_PAGE },
    { path: LOGIN_PAGE },
    { path: SIGN_UP_PAGE },
    { path: PRIVACY_PAGE },
    ...furtherPages(null, products.length, newest),
    ...CATEGORIES.flatMap(({ value }) => furtherPages(value, countIn.get(value) ?? 0, newestIn.get(value))),
    ...products.map((p) => ({ path: productPath(p._id), lastmod: p.updatedAt })),
  ];
}

/** The entries in files of at most `limit` addresses; always one file at least. */
export function splitSitemap(entries: SitemapEntry[], limit = SITEMAP_MAX_URLS): SitemapFile[] {
  const files: SitemapFile[] = [];
  for (let start = 0; start === 0 || start < entries.length; start += limit) {
    const slice = entries.slice(start, start + limit);
    const lastmod = slice.reduce<string | undefined>((a, e) => (e.lastmod && (!a || e.lastmod > a) ? e.lastmod : a), undefined);
    files.push({ n: files.length + 1, entries: slice, lastmod });
  }
  return files;
}

const lastmodTag = (lastmod?: string) => (lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '');

export function urlsetXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    ({ path, lastmod }) => `  <url><loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>${lastmodTag(lastmod)}</url>`,
  );
  return `${XML_DECLARATION}\n<urlset xmlns="${NAMESPACE}">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(siteUrl: string, files: SitemapFile[]): string {
  const sitemaps = files.map(
    ({ n, lastmod }) =>
      `  <sitemap><loc>${escapeXml(absoluteUrl(siteUrl, sitemapFilePath(n)))}</loc>${lastmodTag(lastmod)}</sitemap>`,
  );
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${NAMESPACE}">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
}

export const XML_HEADERS = { 'content-type': 'application/xml; charset=utf-8' };
