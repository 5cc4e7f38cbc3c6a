/**
 * The admin's product calls: POST /api/upload-product and POST /api/update-product. Admin only,
 * validated, descriptions sanitised on save (and the republished page free of stored script),
 * nothing written on any refusal, and the site republished after every save.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Product } from '../../src/lib/types';
import { MAX_LINKS } from '../../src/lib/validation/catalogue';
import { createAccount, type TestAccount } from '../support/accounts';
import { callApi, countRows, withDatabase, postRaw } from '../support/http';
import { publishRow, publishSettled } from '../support/publishing';

const site = inject('site');

const PRODUCT_KEYS = ['_id', 'brandName', 'category', 'createdAt', 'description', 'hsn', 'price', 'productImage', 'productName',
  'sellingPrice', 'showPrice', 'updatedAt', 'videoLinks', 'websiteLinks'].sort();

let admin: TestAccount;
let buyer: TestAccount;
/** Products this file adds, removed at the end so other files see the demo catalogue only. */
const created: string[] = [];

beforeAll(async () => {
  admin = await createAccount(site.databaseUrl, 'ADMIN');
  buyer = await createAccount(site.databaseUrl, 'GENERAL');
});

afterAll(async () => {
  await withDatabase(site.databaseUrl, async (c) => {
    await c.query('delete from products where id = any($1::uuid[])', [created]);
    await c.query('delete from users where id = any($1::uuid[])', [[admin?.user._id, buyer?.user._id].filter(Boolean)]);
  });
  await publishSettled(site.databaseUrl);
}, 240_000);

function machine(overrides: Record<string, unknown> = {}) {
  return {
    productName: `Test Paper Cup Machine ${randomUUID().slice(0, 8)}`,
    brandName: 'Testwell',
    category: 'paper-cup-making-machines',
    productImage: ['https://images.example.com/cup-1.webp', 'http://images.example.com/cup-2.webp'],
    description: '<h2>Cup machine</h2><p><strong>Fast</strong> and <em>quiet</em></p>',
    videoLinks: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    websiteLinks: ['https://en.wikipedia.org/wiki/Paper_cup'],
    ...overrides,
  };
}

function post<T = Product>(path: string, json: unknown, account: TestAccount | null = admin, headers: Record<string, string> = {}) {
  return callApi<T>(site.url, path, {
    method: 'POST',
    json,
    headers: { ...(account ? { cookie: account.cookie } : {}), ...headers },
  });
}

async function upload(overrides: Record<string, unknown> = {}): Promise<Product> {
  const { status, body } = await post('/api/upload-product', machine(overrides));
  expect(status, body.message).toBe(201);
  created.push(body.data!._id);
  return body.data!;
}

interface StoredProduct {
  product_name: string;
  brand_name: string;
  category: string;
  product_image: string[];
  description: string;
  video_links: string[];
  website_links: string[];
  price: string | null;
  show_price: boolean;
  hsn: string | null;
  updated_at: Date;
}

async function storedProduct(id: string): Promise<StoredProduct | undefined> {
  return withDatabase(site.databaseUrl, async (c) =>
    (await c.query<StoredProduct>(
      `select product_name, brand_name, category, product_image, description, video_links, website_links,
              price, show_price, hsn, updated_at
         from products where id = $1`,
      [id],
    )).rows[0],
  );
}

const publishStatus = () => publishRow(site.databaseUrl);

const requestedAt = async () => (await publishStatus()).requested_at?.getTime() ?? 0;

/** The cases of bad input every product call must refuse with 4xx, naming the problem. */
const BAD_INPUT: [string, number, Record<string, unknown>, RegExp][] = [
  ['a missing productName', 400, { productName: undefined }, /productName/],
  ['a blank brandName', 400, { brandName: '   ' }, /brandName/],
  ['a category outside the list', 400, { category: 'Paper Cup Making Machines' }, /category/],
  ['productImage that is not a list', 400, { productImage: 'https://images.example.com/a.webp' }, /productImage/],
  ['a javascript: productImage', 400, { productImage: ['javascript:alert(1)'] }, /productImage/],
  ['a websiteLinks entry that is not text', 400, { websiteLinks: [42] }, /websiteLinks/],
  [
    `more than ${MAX_LINKS} videoLinks`,
    400,
    { videoLinks: Array.from({ length: MAX_LINKS + 1 }, (_, i) => `https://youtu.be/video${i}`) },
    /videoLinks/,
  ],
  ['a description that is not text', 400, { description: { html: '<p>x</p>' } }, /description/],
  ['a price that is not a number', 400, { price: 'cheap' }, /price/],
  ['a showPrice that is not true or false', 400, { showPrice: 'yes' }, /showPrice/],
  ['an HSN code of 5 digits', 400, { hsn: '84411' }, /^hsn must be 4, 6 or 8 digits\.$/],
  ['an HSN code with a letter', 400, { hsn: '8441A0' }, /^hsn must be 4, 6 or 8 digits\.$/],
  ['an HSN code sent as a number', 400, { hsn: 8441 }, /^hsn must be 4, 6 or 8 digits\.$/],
  ['a NUL character', 400, { productName: 'Cup\u0000Machine' }, /NUL/],
];

function sendRaw(path: string, body: string, contentType: string, account: TestAccount | null = admin) {
  return postRaw(site.url, path, body, contentType, account ? { cookie: account.cookie } : {});
}

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

  it.each([
    ['an anonymous', 401, null],
    ['a GENERAL', 403, 'buyer'],
  ] as const)('refuses %s caller with %i and writes nothing', async (_, expected, who) => {
    const account = who ? buyer : null;
    const before = await countRows(site.databaseUrl, 'products');
    const { status, body } = await post('/api/upload-product', machine(), account);
    expect(status).toBe(expected);
    expect(body).toMatchObject({ success: false, error: true });
    // The role is checked before the body is read: a broken body gets the same answer.
    expect((await sendRaw('/api/upload-product', '{"productName": ', 'application/json', account)).status).toBe(expected);
    expect(await countRows(site.databaseUrl, 'products')).toBe(before);
  });

  it('refuses a call from another site with 403 and writes nothing', async () => {
    const before = await countRows(site.databaseUrl, 'products');
    const { status } = await post('/api/upload-product', machine(), admin, { origin: 'https://evil.example.com' });
    expect(status).toBe(403);
    expect(await countRows(site.databaseUrl, 'products')).toBe(before);
  });

  it.each(BAD_INPUT)('answers %s with %i naming it, and writes nothing', async (_, expected, overrides, names) => {
    const before = await countRows(site.databaseUrl, 'products');
    const { status, body } = await post('/api/upload-product', machine(overrides));
    expect(status).toBe(expected);
    expect(body).toMatchObject({ success: false, error: true });
    expect(body.message).toMatch(names);
    expect(await countRows(site.databaseUrl, 'products')).toBe(before);
  });

  it.each([
    ['malformed JSON', '{"productName": "Cup', 'application/json', 400, /JSON/],
    ['a JSON list', '[]', 'application/json', 400, /object/],
    ['a form body', 'productName=Cup', 'application/x-www-form-urlencoded', 415, /JSON/],
  ])('answers %s with %i, and writes nothing', async (_, raw, type, expected, names) => {
    const before = await countRows(site.databaseUrl, 'products');
    const { status, body } = await sendRaw('/api/upload-product', raw, type);
    expect(status).toBe(expected);
    expect(body.message).toMatch(names);
    expect(await countRows(site.databaseUrl, 'products')).toBe(before);
  });

  it('refuses GET with 405', async () => {
    const { status, headers } = await callApi(site.url, '/api/upload-product', { headers: { cookie: admin.cookie } });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('POST');
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

  it.each([
    ['an anonymous', 401, null],
    ['a GENERAL', 403, 'buyer'],
  ] as const)('refuses %s caller with %i and changes nothing', async (_, expected, who) => {
    const { status } = await post('/api/update-product', { ...original, productName: 'Hijacked' }, who ? buyer : null);
    expect(status).toBe(expected);
    expect((await storedProduct(original._id))!.product_name).toBe(original.productName);
  });

  it('answers 400 naming _id when it is missing', async () => {
    const { _id, ...withoutId } = original;
    const { status, body } = await post('/api/update-product', { ...withoutId, productName: 'No Id Machine' });
    expect(status).toBe(400);
    expect(body.message).toMatch(/_id/);
  });

  it.each(BAD_INPUT)('answers %s with %i naming it, and changes nothing', async (_, expected, overrides, names) => {
    const { status, body } = await post('/api/update-product', { ...original, productName: 'Changed Name', ...overrides });
    expect(status).toBe(expected);
    expect(body.message).toMatch(names);
    const row = await storedProduct(original._id);
    expect(row!.product_name).toBe(original.productName);
    expect(row!.updated_at.toISOString()).toBe(original.updatedAt);
  });

  it('answers malformed JSON with 400 and a form body with 415', async () => {
    expect((await sendRaw('/api/update-product', `{"_id": "${original._id}", `, 'application/json')).status).toBe(400);
    expect((await sendRaw('/api/update-product', `_id=${original._id}`, 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await storedProduct(original._id))!.updated_at.toISOString()).toBe(original.updatedAt);
  });
});

describe('stored XSS', () => {
  const HOSTILE =
    '<p>Sturdy <strong>frame</strong></p><script>alert("xss-script")</script>' +
    '<img src="https://images.example.com/x.webp" onerror="alert(\'xss-img\')">' +
    '<a href="javascript:alert(\'xss-link\')">Spec sheet</a><p onclick="alert(\'xss-click\')">Quiet</p>' +
    '<iframe src="https://evil.example.com/xss-frame"></iframe>';

  it('saves the description without script, handlers or javascript: links, and the published page has none', async () => {
    const product = await upload({ description: HOSTILE });
    for (const description of [product.description, (await storedProduct(product._id))!.description]) {
      expect(description).not.toMatch(/<script|onerror|onclick|javascript:|xss-|evil\.example/i);
      expect(description).toContain('<strong>frame</strong>');
      expect(description).toContain('Spec sheet');
    }

    // The site is rebuilt in the background; wait for the product's page to be published.
    const deadline = Date.now() + 180_000;
    let html = '';
    for (;;) {
      const response = await fetch(new URL(`/product/${product._id}`, site.url));
      html = await response.text();
      if (response.status === 200 && html.includes(product.productName)) break;
      expect(Date.now(), 'the product page was never published').toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(html).toContain('<strong>frame</strong>');
    expect(html).not.toContain('xss-');
    expect(html).not.toMatch(/\bon(error|click)\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
    const description = /<div class="prose-description[^"]*"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1];
    expect(description).toContain('Spec sheet');
    expect(description).not.toMatch(/<script|evil\.example/i);
  }, 240_000);
});
