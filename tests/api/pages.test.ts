import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CATEGORIES, HOME_ROW_CATEGORIES } from '../../src/lib/categories';
import type { Product } from '../../src/lib/types';
import { callApi, withDatabase } from '../support/http';
import { FIXED_PUBLIC_PATHS } from '../support/public-pages';
import { republish } from '../support/publishing';

const site = inject('site');

async function page(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(new URL(path, site.url));
  return { status: response.status, html: await response.text() };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('pre-rendered pages', () => {
  it('the home page lists every product of its "OUR PRODUCTS" rows by name', async () => {
    const products = (await callApi<Product[]>(site.url, '/api/get-product')).body.data!;
    const inRows = products.filter((p) => HOME_ROW_CATEGORIES.includes(p.category));
    expect(inRows.length).toBeGreaterThan(10);
    const { status, html } = await page('/');
    expect(status).toBe(200);
    for (const product of inRows) expect(html).toContain(escapeHtml(product.productName));
  });

  it('every product has its own page with its name, brand, images and description', async () => {
    const products = (await callApi<Product[]>(site.url, '/api/get-product')).body.data!;
    for (const product of products) {
      const { status, html } = await page(`/product/${product._id}`);
      expect(status, product._id).toBe(200);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(escapeHtml(product.productName))}</h1>`));
      expect(html).toContain(escapeHtml(product.brandName));
      for (const image of product.productImage) expect(html).toContain(`src="${image}"`);
      expect(html).toContain('<table>');
    }
  });
});

describe('the category page', () => {
  const names = (html: string) => [...html.matchAll(/data-product-name[^>]*>([^<]*)</g)].map((m) => m[1]);

  it.each(CATEGORIES.map((c) => [c.label, c.value]))(
    '?category= one category (%s) comes with that category\'s machines in the HTML, newest first, canonical to that address',
    async (label, value) => {
      const inCategory = (await callApi<Product[]>(site.url, '/api/filter-product', { method: 'POST', json: { category: [value] } })).body.data!;
      const { status, html } = await page(`/product-category?category=${value}`);
      expect(status).toBe(200);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(escapeHtml(label))}</h1>`));
      expect(html).toContain(`Search Results: ${inCategory.length}<`);
      expect(names(html)).toEqual(inCategory.map((p) => escapeHtml(p.productName)));
      expect(html).toContain(`<link rel="canonical" href="${new URL(site.url).origin}/product-category?category=${value}"`);
      // Cards only: no product's description travels with the page.
      for (const product of inCategory) expect(html).not.toContain(escapeHtml(product.description).slice(0, 60));
    },
  );

  // Several categories get the page of the last one (Netlify's engine compares a repeated
  // parameter's last value), which the island widens to all of them once hydrated (e2e filter.spec).
  it('no category or an unknown one gets page 1 of all products, every machine newest first, canonical to /product-category', async () => {
    const all = (await callApi<Product[]>(site.url, '/api/get-product')).body.data!;
    for (const query of ['', 'category=no-such-category', 'category=paper-cup-making-machines&category=no-such-category']) {
      const { status, html } = await page(`/product-category?${query}`);
      expect(status, query).toBe(200);
      expect(html, query).toMatch(/<h1[^>]*>All Products<\/h1>/);
      expect(html, query).toContain(`Search Results: ${all.length}<`);
      expect(names(html), query).toEqual(all.slice(0, 48).map((p) => escapeHtml(p.productName)));
      expect(html, query).toContain(`<link rel="canonical" href="${new URL(site.url).origin}/product-category"`);
    }
  });
});

/**
 * The pages a reader without script walks with "Next": a category's and all products', 48 machines
 * to a page. The demo catalogue fits on one page, so a category gets more machines for these tests,
 * several of them stored at the same moment (the build and the API must agree on their order).
 */
describe('the category page, page by page without JavaScript', () => {
  const CUP = 'paper-cup-making-machines';
  const ADDED = 64;
  const origin = new URL(site.url).origin;
  const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/&amp;/g, '&');

  interface ListPage {
    address: string;
    ids: string[];
    title: string;
    canonical?: string;
    headPrev?: string;
    headNext?: string;
    prev?: string;
    next?: string;
    html: string;
  }

  /** Opens `start`, then each page its visible "Next" link names, until a page has none. */
  async function walk(start: string): Promise<ListPage[]> {
    const pages: ListPage[] = [];
    for (let address: string | undefined = start; address; address = pages.at(-1)!.next) {
      expect(pages.length, 'pages walked').toBeLessThan(20);
      const { status, html } = await page(address);
      expect(status, address).toBe(200);
      pages.push({
        address,
        html,
        ids: [...html.matchAll(/<a href="\/product\/([0-9a-f-]{36})"/g)].map((m) => m[1]),
        title: /<title>([^<]*)<\/title>/.exec(html)![1],
        canonical: attribute(html, /<link rel="canonical" href="([^"]*)"/),
        headPrev: attribute(html, /<link rel="prev" href="([^"]*)"/),
        headNext: attribute(html, /<link rel="next" href="([^"]*)"/),
        prev: attribute(html, /<a href="([^"]*)" rel="prev"/),
        next: attribute(html, /<a href="([^"]*)" rel="next"/),
      });
    }
    return pages;
  }

  /** Each page: its own canonical address, its neighbours in the head as in the page, where the reader is. */
  function expectPaged(pages: ListPage[], firstCanonical: string, heading: string, total: number) {
    pages.forEach((p, i) => {
      const n = i + 1;
      const label = `page ${n}: ${p.address}`;
      expect(p.canonical, label).toBe(n === 1 ? `${origin}${firstCanonical}` : `${origin}${p.address}`);
      expect(p.headPrev, label).toBe(p.prev && `${origin}${p.prev}`);
      expect(p.headNext, label).toBe(p.next && `${origin}${p.next}`);
      expect(p.prev, label).toBe(n === 1 ? undefined : n === 2 ? firstCanonical : pages[i - 1].address);
      expect(p.title, label).toMatch(new RegExp(`^${escapeRegExp(heading)}${n > 1 ? `, page ${n} of ${pages.length}` : ''} \\| `));
      expect(p.html, label).toContain(`Search Results: ${total}<`);
      expect(p.html, label).toMatch(new RegExp(`Page (<!-- -->)?${n}(<!-- -->)? of (<!-- -->)?${pages.length}`));
      expect(p.ids.length, label).toBe(n < pages.length ? 48 : total - 48 * (pages.length - 1));
    });
  }

  beforeAll(async () => {
    // In pairs stored at the same moment: ties are ordered by id, on the pages as in the API.
    await withDatabase(site.databaseUrl, (c) =>
      c.query(
        `insert into products (product_name, brand_name, category, created_at, updated_at)
         select 'Paging Probe Cup Machine ' || n, 'Probe Works', $1, now() - (n / 2) * interval '1 minute', now()
         from generate_series(1, $2::int) as n`,
        [CUP, ADDED],
      ),
    );
    await republish(site);
  }, 240_000);

  afterAll(async () => {
    await withDatabase(site.databaseUrl, (c) => c.query("delete from products where product_name like 'Paging Probe Cup Machine %'"));
    await republish(site);
  }, 240_000);

  it('"Next" leads from a category\'s first page to its last, every machine once, in the API\'s order', async () => {
    const inCategory = (await callApi<Product[]>(site.url, '/api/category-product', { method: 'POST', json: { category: CUP } })).body.data!;
    expect(inCategory.length).toBeGreaterThan(48);
    const pages = await walk(`/product-category?category=${CUP}`);
    expect(pages.map((p) => p.address)).toEqual([`/product-category?category=${CUP}`, `/product-category/${CUP}/page/2`]);
    expect(pages.flatMap((p) => p.ids)).toEqual(inCategory.map((p) => p._id));
    expectPaged(pages, `/product-category?category=${CUP}`, 'Paper Cup Making Machines', inCategory.length);
  });

  it('"Next" leads through all products\' pages, from /product-category to the last, every machine once', async () => {
    const all = (await callApi<Product[]>(site.url, '/api/get-product')).body.data!;
    expect(all.length).toBeGreaterThan(96);
    const pages = await walk('/product-category');
    expect(pages.map((p) => p.address)).toEqual(['/product-category', '/product-category/page/2', '/product-category/page/3']);
    expect(pages.flatMap((p) => p.ids)).toEqual(all.map((p) => p._id));
    expectPaged(pages, '/product-category', 'All Products', all.length);
  });

  it('the sitemap lists every further page of each list', async () => {
    const files = [...(await (await fetch(new URL('/sitemap.xml', site.url))).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const listed: string[] = [];
    for (const file of files) {
      const xml = await (await fetch(new URL(new URL(file).pathname, site.url))).text();
      listed.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&')));
    }
    const paged = listed.filter((loc) => /\/page\/\d+$/.test(loc));
    expect(paged.sort()).toEqual([`${origin}/product-category/page/2`, `${origin}/product-category/page/3`, `${origin}/product-category/${CUP}/page/2`]);
  });
});

describe('sitemap', () => {
  const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('/sitemap.xml is a sitemap index whose files list every public page, at most 50,000 to a file', async () => {
    const siteUrl = new URL(site.url).origin;
    const index = await fetch(new URL('/sitemap.xml', site.url));
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    const indexXml = await index.text();
    // The whole document: the declaration, then only <sitemap> entries inside <sitemapindex>.
    expect(indexXml).toMatch(
      new RegExp(`^<\\?xml version="1.0" encoding="UTF-8"\\?>\\n<sitemapindex xmlns="${NS}">\\n(  <sitemap><loc>[^<]+</loc>(<lastmod>[^<]+</lastmod>)?</sitemap>\\n)+</sitemapindex>\\n$`),
    );
    const files = locs(indexXml);
    expect(files[0]).toBe(`${siteUrl}/sitemap-1.xml`);

    const listed: string[] = [];
    for (const file of files) {
      const response = await fetch(new URL(new URL(file).pathname, site.url));
      expect(response.status, file).toBe(200);
      const xml = await response.text();
      expect(xml).toMatch(
        new RegExp(`^<\\?xml version="1.0" encoding="UTF-8"\\?>\\n<urlset xmlns="${NS}">\\n(  <url><loc>[^<]+</loc>(<lastmod>[^<]+</lastmod>)?</url>\\n)+</urlset>\\n$`),
      );
      const urls = locs(xml);
      expect(urls.length).toBeLessThanOrEqual(50_000);
      listed.push(...urls);
    }
    const products = (await callApi<Product[]>(site.url, '/api/get-product')).body.data!;
    const expected = [...FIXED_PUBLIC_PATHS, ...products.map((p) => `/product/${p._id}`)];
    expect(listed.sort()).toEqual(expected.map((path) => `${siteUrl}${path}`).sort());
  });

  it('robots.txt points at the sitemap index', async () => {
    const robots = await (await fetch(new URL('/robots.txt', site.url))).text();
    expect(robots).toContain(`Sitemap: ${new URL(site.url).origin}/sitemap.xml`);
  });
});
