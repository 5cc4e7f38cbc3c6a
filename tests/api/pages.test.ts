import { describe, expect, inject, it } from 'vitest';
import { CATEGORIES, HOME_ROW_CATEGORIES } from '../../src/lib/categories';
import type { Product } from '../../src/lib/types';
import { callApi } from '../support/http';
import { FIXED_PUBLIC_PATHS } from '../support/public-pages';

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
  it('no category or an unknown one gets the general page, which reads the address itself', async () => {
    for (const query of ['', 'category=no-such-category', 'category=paper-cup-making-machines&category=no-such-category']) {
      const { status, html } = await page(`/product-category?${query}`);
      expect(status, query).toBe(200);
      expect(names(html), query).toEqual([]);
      expect(html, query).toContain('Machines by Category');
    }
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
