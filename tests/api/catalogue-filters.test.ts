/** The category calls of SPEC §7: get-categoryProduct, category-product and filter-product. */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CATEGORY_VALUES, type CategoryValue } from '../../src/lib/categories';
import type { Product } from '../../src/lib/types';
import { callApi, postRaw } from '../support/http';
import { PRODUCT_KEYS } from '../support/product-calls';

const site = inject('site');


/** The whole catalogue, newest first, as get-product answers it: what the filters must agree with. */
let catalogue: Product[];
const ids = (products: Product[]) => products.map((p) => p._id);
const inCategories = (...categories: CategoryValue[]) => catalogue.filter((p) => categories.includes(p.category));

beforeAll(async () => {
  catalogue = (await callApi<Product[]>(site.url, '/api/get-product')).body.data!;
});

const post = (path: string, json: unknown) => callApi<Product[]>(site.url, path, { method: 'POST', json });

describe('GET /api/get-categoryProduct', () => {
  it('answers the newest product of each category, in the fixed category order', async () => {
    const { status, body } = await callApi<Product[]>(site.url, '/api/get-categoryProduct');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, error: false });
    const items = body.data!;
    // The demo catalogue has machines in all seven categories.
    expect(items.map((p) => p.category)).toEqual(CATEGORY_VALUES);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(PRODUCT_KEYS);
      expect(item.productImage.length).toBeGreaterThan(0);
      expect(item._id).toBe(inCategories(item.category)[0]._id);
    }
  });

  it('refuses another method with 405', async () => {
    const { status, headers } = await post('/api/get-categoryProduct', {});
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET');
  });
});

describe('POST /api/category-product', () => {
  it.each(CATEGORY_VALUES.map((c) => [c]))('answers the products of %s, newest first', async (category) => {
    const { status, body } = await post('/api/category-product', { category });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data!.length).toBeGreaterThan(0);
    expect(ids(body.data!)).toEqual(ids(inCategories(category)));
  });

  it.each([
    ['a category outside the list', { category: 'Paper Cup Making Machines' }],
    ['a missing category', {}],
    ['a category that is not text', { category: 3 }],
    ['a list instead of one category', { category: ['paper-cup-making-machines'] }],
  ])('answers 400 naming the field for %s', async (_, json) => {
    const { status, body } = await post('/api/category-product', json);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, error: true });
    expect(body.message).toMatch(/category/);
  });

  it('answers 400 for malformed JSON, 415 for another content type and 405 for GET', async () => {
    const malformed = await postRaw(site.url, '/api/category-product', '{"category": "paper-cup', 'application/json');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/JSON/);
    const form = await postRaw(site.url, '/api/category-product', 'category=paper-cup-making-machines', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    expect((await callApi(site.url, '/api/category-product')).status).toBe(405);
  });
});

describe('POST /api/filter-product', () => {
  it('answers every product for an empty list', async () => {
    const { status, body } = await post('/api/filter-product', { category: [] });
    expect(status).toBe(200);
    expect(ids(body.data!)).toEqual(ids(catalogue));
  });

  it('answers the union of two categories, newest first', async () => {
    const chosen: CategoryValue[] = ['tissue-paper-making-machines', 'aluminum-foil-rewinding-machine'];
    const { status, body } = await post('/api/filter-product', { category: chosen });
    expect(status).toBe(200);
    const union = inCategories(...chosen);
    expect(union.length).toBeGreaterThan(inCategories(chosen[0]).length);
    expect(ids(body.data!)).toEqual(ids(union));
    const times = body.data!.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers one category like category-product does', async () => {
    const { body } = await post('/api/filter-product', { category: ['toilet-roll-making-machines'] });
    const single = await post('/api/category-product', { category: 'toilet-roll-making-machines' });
    expect(ids(body.data!)).toEqual(ids(single.body.data!));
  });

  it.each([
    ['one category as text instead of a list', { category: 'paper-cup-making-machines' }],
    ['a category outside the list', { category: ['paper-cup-making-machines', 'spaceships'] }],
    ['a missing list', {}],
    ['a list of numbers', { category: [1, 2] }],
    ['more entries than there are categories', { category: [...CATEGORY_VALUES, CATEGORY_VALUES[0]] }],
  ])('answers 400 naming the field for %s', async (_, json) => {
    const { status, body } = await post('/api/filter-product', json);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, error: true });
    expect(body.message).toMatch(/category/);
  });

  it('answers 400 for malformed JSON and 415 for another content type', async () => {
    const malformed = await postRaw(site.url, '/api/filter-product', '{"category": [', 'application/json');
    expect(malformed.status).toBe(400);
    const text = await postRaw(site.url, '/api/filter-product', '{"category": []}', 'text/plain');
    expect(text.status).toBe(415);
  });
});
