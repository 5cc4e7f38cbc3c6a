/**
 * The admin's product calls over HTTP, for their tests (products.test.ts on both databases,
 * product-calls.test.ts once): an ADMIN made before the file's tests, and the products the file
 * uploads removed after them, so other files see the demo catalogue only.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Product } from '../../src/lib/types';
import { MAX_LINKS } from '../../src/lib/validation/catalogue';
import { createAccount, type TestAccount } from './accounts';
import { callApi, postRaw, withDatabase } from './http';
import { publishSettled } from './publishing';
import type { TestSite } from './test-site';

/** A valid product of the catalogue's form, with a name of its own. */
/** Every field of a product as the API answers it (SPEC §3.2), sorted. */
export const PRODUCT_KEYS = ['_id', 'brandName', 'category', 'createdAt', 'description', 'hsn', 'price', 'productImage', 'productName',
  'scopeOfSupply', 'sellingPrice', 'showPrice', 'specifications', 'updatedAt', 'videoLinks', 'websiteLinks'].sort();

export function machine(overrides: Record<string, unknown> = {}) {
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

/** The cases of bad input every product call must refuse with 4xx, naming the problem. */
export const BAD_INPUT: [string, number, Record<string, unknown>, RegExp][] = [
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

/** A product's row as stored. */
export interface StoredProduct {
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
  scope_of_supply: string | null;
  updated_at: Date;
}

/**
 * The calls, as the file's ADMIN by default (`account` null: anonymous), and the file's own
 * products. Registers the hooks that make the ADMIN and remove what the file added.
 */
export function useProductCalls(site: TestSite) {
  const accounts = {} as { admin: TestAccount };
  /** Products this file adds, removed at the end. */
  const created: string[] = [];

  beforeAll(async () => {
    accounts.admin = await createAccount(site.databaseUrl, 'ADMIN');
  });

  afterAll(async () => {
    await withDatabase(site.databaseUrl, async (c) => {
      await c.query('delete from products where id = any($1::uuid[])', [created]);
      if (accounts.admin) await c.query('delete from users where id = $1', [accounts.admin.user._id]);
    });
    await publishSettled(site.databaseUrl);
  }, 240_000);

  function post<T = Product>(path: string, json: unknown, account: TestAccount | null = accounts.admin, headers: Record<string, string> = {}) {
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

  function sendRaw(path: string, body: string, contentType: string, account: TestAccount | null = accounts.admin) {
    return postRaw(site.url, path, body, contentType, account ? { cookie: account.cookie } : {});
  }

  const storedProduct = (id: string): Promise<StoredProduct | undefined> =>
    withDatabase(site.databaseUrl, async (c) =>
      (await c.query<StoredProduct>(
        `select product_name, brand_name, category, product_image, description, video_links, website_links,
                price, show_price, hsn, scope_of_supply, updated_at
           from products where id = $1`,
        [id],
      )).rows[0],
    );

  return { accounts, created, post, upload, sendRaw, storedProduct };
}
