import { describe, expect, inject, it } from 'vitest';
import { HOME_ROW_CATEGORIES } from '../../src/lib/categories';
import type { Product } from '../../src/lib/types';
import { callApi } from '../support/http';

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
