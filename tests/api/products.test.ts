/**
 * The admin's product calls where the database does the work: POST /api/upload-product and POST
 * /api/update-product saving what they are given (defaults, kept and cleared fields, updatedAt),
 * every product of the catalogue saved back as shown, an update of no product, and the site asked
 * to republish after every save. It runs on both databases (vitest.config.ts); who may call, bad
 * input and bodies, other sites, and the descriptions' sanitising up to the published page are in
 * product-calls.test.ts, run once.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Product } from '../../src/lib/types';
import { callApi, countRows, withDatabase } from '../support/http';
import { machine, PRODUCT_KEYS, useProductCalls } from '../support/product-calls';
import { publishRow } from '../support/publishing';

const site = inject('site');
const { created, post, upload, storedProduct } = useProductCalls(site);


const publishStatus = () => publishRow(site.databaseUrl);

const requestedAt = async () => (await publishStatus()).requested_at?.getTime() ?? 0;

describe('POST /api/upload-product', () => {
  it('creates the product and answers 201 with it', async () => {
    const payload = machine({ price: 125000, sellingPrice: 119000 });
    const before = await countRows(site.databaseUrl, 'products');
    const { status, body } = await post('/api/upload-product', payload);
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, error: false });
    const product = body.data!;
    created.push(product._id);
    expect(Object.keys(product).sort()).toEqual(PRODUCT_KEYS);
    expect(product).toMatchObject(payload);
    expect(product._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await countRows(site.databaseUrl, 'products')).toBe(before + 1);

    const row = await storedProduct(product._id);
    expect(row).toMatchObject({
      product_name: payload.productName,
      brand_name: 'Testwell',
      category: 'paper-cup-making-machines',
      product_image: payload.productImage,
      description: payload.description,
      video_links: payload.videoLinks,
      website_links: payload.websiteLinks,
    });
    expect(Number(row!.price)).toBe(125000);
    // Showing the price is the seller's choice, off unless made.
    expect(product.showPrice).toBe(false);
    expect(row!.show_price).toBe(false);

    // The new product is served by the read calls straight away.
    const details = await post('/api/product-details', { productId: product._id }, null);
    expect(details.body.data).toEqual(product);
  });

  it('fills in the optional lists and trims the text', async () => {
    const product = await upload({
      productName: '  Minimal Bag Machine  ',
      productImage: undefined,
      videoLinks: undefined,
      websiteLinks: undefined,
      description: undefined,
    });
    expect(product).toMatchObject({
      productName: 'Minimal Bag Machine',
      productImage: [],
      videoLinks: [],
      websiteLinks: [],
      description: '',
      price: null,
    });
  });

  it('stores the HSN code sent, 8441 when none is sent, and none when sent empty', async () => {
    const given = await upload({ hsn: ' 84419010 ' });
    expect(given.hsn).toBe('84419010');
    expect((await storedProduct(given._id))!.hsn).toBe('84419010');
    const unsent = await upload();
    expect(unsent.hsn).toBe('8441');
    expect((await storedProduct(unsent._id))!.hsn).toBe('8441');
    const empty = await upload({ hsn: '' });
    expect(empty.hsn).toBeNull();
    expect((await storedProduct(empty._id))!.hsn).toBeNull();
  });

  it('ignores unknown fields, a client-chosen _id included', async () => {
    const forged = randomUUID();
    const product = await upload({ _id: forged, createdAt: '1999-01-01T00:00:00Z', role: 'ADMIN', stock: 4 });
    expect(product._id).not.toBe(forged);
    expect(product).not.toHaveProperty('stock');
    expect(Date.parse(product.createdAt)).toBeGreaterThan(Date.parse('2020-01-01'));
    expect(await storedProduct(forged)).toBeUndefined();
  });

  it('asks for the site to be republished', async () => {
    const before = await requestedAt();
    await upload();
    await expect.poll(requestedAt, { timeout: 15_000 }).toBeGreaterThan(before);
  });

});

describe('POST /api/update-product', () => {
  let original: Product;
  beforeAll(async () => {
    original = await upload({ price: 90000 });
  });

  it('replaces the fields, sets updatedAt, and answers 200 with the product', async () => {
    const before = await countRows(site.databaseUrl, 'products');
    const changes = {
      productName: `${original.productName} Mark II`,
      brandName: 'Testwell Pro',
      category: 'paper-plate-making-machines',
      productImage: ['https://images.example.com/plate-1.webp'],
      description: '<p>Now makes <u>plates</u></p>',
      videoLinks: [],
      websiteLinks: ['https://example.com/plates'],
    };
    const { status, body } = await post('/api/update-product', { ...original, ...changes });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, error: false });
    const product = body.data!;
    expect(Object.keys(product).sort()).toEqual(PRODUCT_KEYS);
    expect(product).toMatchObject({ ...changes, _id: original._id, createdAt: original.createdAt, price: 90000 });
    expect(Date.parse(product.updatedAt)).toBeGreaterThan(Date.parse(original.updatedAt));
    expect(await countRows(site.databaseUrl, 'products')).toBe(before);

    const row = await storedProduct(original._id);
    expect(row).toMatchObject({
      product_name: changes.productName,
      brand_name: 'Testwell Pro',
      category: 'paper-plate-making-machines',
      product_image: changes.productImage,
      description: changes.description,
      video_links: [],
      website_links: changes.websiteLinks,
    });
    expect(row!.updated_at.toISOString()).toBe(product.updatedAt);
    original = product;
  });

  it('saves every product of the catalogue back exactly as /api/get-product shows it', async () => {
    // The demo catalogue (like any catalogue loaded from seed.sql) stores its images as site paths.
    const shown = (await callApi<Product[]>(site.url, '/api/get-product')).body.data!;
    const seeded = shown.filter((product) => !created.includes(product._id));
    expect(seeded.some((product) => product.productImage.some((image) => image.startsWith('/demo/')))).toBe(true);
    for (const product of seeded) {
      const { status, body } = await post('/api/update-product', product);
      expect(status, `${product.productName}: ${body.message}`).toBe(200);
      const { updatedAt: _saved, ...saved } = body.data!;
      const { updatedAt: _shown, ...asShown } = product;
      expect(saved).toEqual(asShown);
    }
  });

  it('keeps the prices when the payload leaves them out, and clears them when told to', async () => {
    const { price: _price, sellingPrice: _sellingPrice, ...withoutPrices } = original;
    const kept = await post('/api/update-product', withoutPrices);
    expect(kept.status).toBe(200);
    expect(kept.body.data!.price).toBe(90000);
    const cleared = await post('/api/update-product', { ...withoutPrices, price: null });
    expect(cleared.body.data!.price).toBeNull();
    original = cleared.body.data!;
  });

  it('keeps showPrice when the payload leaves it out, and changes it when told to', async () => {
    const shown = await upload({ price: 450000, showPrice: true });
    expect(shown.showPrice).toBe(true);
    expect((await storedProduct(shown._id))!.show_price).toBe(true);
    const { showPrice: _showPrice, ...withoutChoice } = shown;
    const kept = await post('/api/update-product', withoutChoice);
    expect(kept.status).toBe(200);
    expect(kept.body.data!.showPrice).toBe(true);
    const hidden = await post('/api/update-product', { ...withoutChoice, showPrice: false });
    expect(hidden.body.data!).toMatchObject({ showPrice: false, price: 450000 });
    expect((await storedProduct(shown._id))!.show_price).toBe(false);
  });

  it('keeps the HSN code when the payload leaves it out, and changes or clears it when told to', async () => {
    const { hsn: _hsn, ...withoutHsn } = await upload({ hsn: '844110' });
    const kept = await post('/api/update-product', withoutHsn);
    expect(kept.status).toBe(200);
    expect(kept.body.data!.hsn).toBe('844110');
    const changed = await post('/api/update-product', { ...withoutHsn, hsn: '84413000' });
    expect(changed.body.data!.hsn).toBe('84413000');
    expect((await storedProduct(withoutHsn._id))!.hsn).toBe('84413000');
    const cleared = await post('/api/update-product', { ...withoutHsn, hsn: '' });
    expect(cleared.body.data!.hsn).toBeNull();
    expect((await storedProduct(withoutHsn._id))!.hsn).toBeNull();
  });

  it('stores a scope of supply, its lines as typed, keeps it when the payload leaves it out, and clears it when told to (docs/spec.md §22.9)', async () => {
    const { scopeOfSupply, ...withoutScope } = await upload({ scopeOfSupply: 'Main motor 3 HP\r\nDie set, 10 inch' });
    expect(scopeOfSupply).toBe('Main motor 3 HP\nDie set, 10 inch');
    const kept = await post('/api/update-product', withoutScope);
    expect(kept.body.data!.scopeOfSupply).toBe(scopeOfSupply);
    const tooLong = await post('/api/update-product', { ...withoutScope, scopeOfSupply: 'x'.repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('scopeOfSupply must be at most 2000 characters.');
    expect((await storedProduct(withoutScope._id))!.scope_of_supply).toBe(scopeOfSupply);
    const cleared = await post('/api/update-product', { ...withoutScope, scopeOfSupply: null });
    expect(cleared.body.data!.scopeOfSupply).toBeNull();
    expect((await storedProduct(withoutScope._id))!.scope_of_supply).toBeNull();
  });

  it('asks for the site to be republished', async () => {
    const before = await requestedAt();
    const { status } = await post('/api/update-product', { ...original, brandName: 'Testwell Republished' });
    expect(status).toBe(200);
    await expect.poll(requestedAt, { timeout: 15_000 }).toBeGreaterThan(before);
    original = (await post<Product>('/api/product-details', { productId: original._id }, null)).body.data!;
  });

  it.each([
    ['an unknown _id', randomUUID()],
    ['a malformed _id', 'not-a-product-id'],
    ['an SQL-looking _id', "' or 1=1 --"],
  ])('answers 404 for %s and changes nothing', async (_, id) => {
    const name = `Ghost Machine ${randomUUID()}`;
    const { status, body } = await post('/api/update-product', { ...machine({ productName: name }), _id: id });
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, error: true });
    expect(body.message).toMatch(/_id/);
    const matching = await withDatabase(site.databaseUrl, async (c) =>
      (await c.query('select 1 from products where product_name = $1', [name])).rowCount,
    );
    expect(matching).toBe(0);
  });

});
