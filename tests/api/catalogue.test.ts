import { describe, expect, inject, it } from 'vitest';
import { CATEGORY_VALUES } from '../../src/lib/categories';
import type { Product } from '../../src/lib/types';
import { callApi, postRaw } from '../support/http';
import { PRODUCT_KEYS } from '../support/product-calls';

const site = inject('site');

describe('GET /api/get-product', () => {
  it('lists the whole demo catalogue, newest first, in the shape of SPEC §3', async () => {
    const { status, body } = await callApi<Product[]>(site.url, '/api/get-product');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.error).toBe(false);
    const products = body.data!;
    expect(products.length).toBeGreaterThanOrEqual(30);
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(CATEGORY_VALUES));
    const times = products.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const product of products) {
      expect(Object.keys(product).sort()).toEqual(PRODUCT_KEYS);
      expect(product.productImage.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('refuses another method with 405', async () => {
    const { status, body, headers } = await callApi(site.url, '/api/get-product', { method: 'POST', json: {} });
    expect(status).toBe(405);
    expect(body.error).toBe(true);
    expect(headers.get('allow')).toBe('GET');
  });
});

describe('POST /api/product-details', () => {
  it('answers the product for its id', async () => {
    const all = (await callApi<Product[]>(site.url, '/api/get-product')).body.data!;
    const wanted = all[3];
    const { status, body } = await callApi<Product>(site.url, '/api/product-details', {
      method: 'POST',
      json: { productId: wanted._id },
    });
    expect(status).toBe(200);
    expect(body.data).toEqual(wanted);
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-product'],
    ['an SQL-looking id', "' or 1=1 --"],
  ])('answers 404 JSON for %s', async (_, productId) => {
    const { status, body } = await callApi(site.url, '/api/product-details', { method: 'POST', json: { productId } });
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, error: true });
    expect(body.message).toMatch(/productId/);
  });

  it('answers 400 naming the field when productId is missing or not a string', async () => {
    for (const json of [{}, { productId: 42 }, { productId: '' }]) {
      const { status, body } = await callApi(site.url, '/api/product-details', { method: 'POST', json });
      expect(status).toBe(400);
      expect(body.message).toMatch(/productId/);
    }
  });

  it('answers 400 for malformed JSON and 415 for another content type', async () => {
    const malformed = await postRaw(site.url, '/api/product-details', '{"productId": ', 'application/json');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/JSON/);
    const form = await postRaw(site.url, '/api/product-details', 'productId=1', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
  });
});

describe('unknown /api/* paths', () => {
  it.each(['GET', 'POST'])('answer 404 JSON to %s', async (method) => {
    const { status, body } = await callApi(site.url, '/api/no-such-call', {
      method,
      ...(method === 'POST' ? { json: {} } : {}),
    });
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, error: true });
    expect(body.message).toContain('/api/no-such-call');
  });
});
