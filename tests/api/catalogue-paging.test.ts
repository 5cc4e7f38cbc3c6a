/**
 * The catalogue's lists a page at a time over real HTTP: GET /api/get-product (with its `q` and
 * `category` filters), POST /api/filter-product and POST /api/category-product with `?limit=&cursor=`.
 * Products are written straight into the database in bulk, and deleted after this file, so the
 * other files see the published demo catalogue only.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { CategoryValue } from '../../src/lib/categories';
import type { Product } from '../../src/lib/types';
import { createAccount, type TestAccount } from '../support/accounts';
import { callApi, withDatabase, type ApiResponse } from '../support/http';
import { expectSameList, walkPages, type Paged as PagedOf } from '../support/paged-list';

const site = inject('site');
vi.setConfig({ testTimeout: 60_000 });

const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 100.';
const CURSOR_MESSAGE = 'The cursor is not valid for this list.';
const CUPS: CategoryValue = 'paper-cup-making-machines';
const BAGS: CategoryValue = 'paper-bag-making-machines';
const PLATES: CategoryValue = 'paper-plate-making-machines';

const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  withDatabase(site.databaseUrl, async (c) => (await c.query<T>(text, params)).rows);

/** A text no other test or file shares, to find this test's rows by. */
const newTag = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

interface NewProduct {
  product_name: string;
  brand_name?: string;
  category?: CategoryValue;
  created_at?: string;
}

const made: string[] = [];

/** Stores products in one statement (the rest as the table's defaults); their ids, in order. */
async function insertProducts(products: NewProduct[]): Promise<string[]> {
  const rows = await sql<{ id: string }>(
    `insert into products (product_name, brand_name, category, created_at)
     select p.product_name, coalesce(p.brand_name, 'Test Brand'), coalesce(p.category, 'paper-cup-making-machines'), coalesce(p.created_at, now())
       from json_populate_recordset(null::products, $1::json) with ordinality as p
      order by p.ordinality
     returning id`,
    [JSON.stringify(products)],
  );
  made.push(...rows.map((row) => row.id));
  return rows.map((row) => row.id);
}

afterAll(() => sql('delete from products where id = any($1::uuid[])', [made]));

/**
 * `count` products named `{tag} #{i}`, in groups of three at one instant (ties, broken by id), the
 * groups a microsecond apart (the cursor keeps the stored precision), spread over the categories
 * given in turn, days before any product of the demo catalogue's or of another test.
 */
function tiedProducts(tag: string, count: number, categories: CategoryValue[] = [CUPS], daysAgo = 400): NewProduct[] {
  const base = Date.now() - daysAgo * 86_400_000;
  return Array.from({ length: count }, (_, i) => ({
    product_name: `${tag} #${i}`,
    category: categories[i % categories.length],
    created_at: new Date(base - Math.floor(i / 6) * 60_000).toISOString().replace('Z', `${String(Math.floor(i / 3) % 2).padStart(3, '0')}Z`),
  }));
}

type Paged = PagedOf<Product>;
type ListCall = (query: Record<string, string>) => Promise<ApiResponse<Product[]> & { body: Paged }>;

const getProducts: ListCall = (query) => callApi<Product[]>(site.url, `/api/get-product?${new URLSearchParams(query)}`);
const postList =
  (path: string, json: unknown): ListCall =>
  (query) =>
    callApi<Product[]>(site.url, `${path}?${new URLSearchParams(query)}`, { method: 'POST', json });
const walk = (call: ListCall, query: Record<string, string>, between?: () => Promise<unknown>) => walkPages<Product>(call, query, between);

/** The ids of an unpaged call: the SPEC's answer, every match. */
async function everyId(call: ListCall, query: Record<string, string> = {}): Promise<string[]> {
  const { status, body } = await call(query);
  expect(status, body.message).toBe(200);
  expect(Object.keys(body).sort()).toEqual(['data', 'error', 'message', 'success']);
  return body.data!.map((p) => p._id);
}

describe('the catalogue’s one order', () => {
  it('is newest first, and of products stored at one instant the greater id first', async () => {
    const tag = newTag('Order');
    const ids = await insertProducts(tiedProducts(tag, 9));
    const listed = (await everyId(getProducts, { q: tag })).filter((id) => ids.includes(id));
    const expected = (await sql<{ id: string }>('select id from products where id = any($1::uuid[]) order by created_at desc, id desc', [ids])).map((r) => r.id);
    expect(listed).toEqual(expected);
    // Within each instant the ids fall: the tie is broken by id, the greater first.
    const instants = await sql<{ ids: string[] }>(
      'select array_agg(id::text order by id desc) as ids from products where id = any($1::uuid[]) group by created_at order by created_at desc',
      [ids],
    );
    expect(instants.map((r) => r.ids.length)).toEqual([3, 3, 3]);
    expect(listed).toEqual(instants.flatMap((r) => r.ids));
  });
});

describe('GET /api/get-product in pages', () => {
  it('gives every product exactly once, in the unpaged order, while products are added between the pages', async () => {
    const tag = newTag('Paging');
    await insertProducts(tiedProducts(tag, 40, [CUPS, BAGS]));
    const before = await everyId(getProducts);
    let added = 0;
    // Products stored meanwhile are newer than any cursor: none is shown, and none shifts the rest.
    const arrive = () => insertProducts([{ product_name: `${tag} new ${++added}` }, { product_name: `${tag} new ${++added}`, category: BAGS }]);
    const pages = await walk(getProducts, { limit: '7' }, arrive);
    expectSameList(pages, before, 7);
    expect(added).toBeGreaterThan(0);
    // The unpaged list now starts with them.
    expect((await everyId(getProducts)).slice(added)).toEqual(before);
  });

  it('pages the products of a search text and a category, with their count', async () => {
    const tag = newTag('Filtered');
    const ids = await insertProducts(tiedProducts(tag, 23, [CUPS, BAGS, PLATES]));
    const inBags = ids.filter((_, i) => i % 3 === 1);
    for (const [query, expected] of [
      [{ q: tag }, ids],
      [{ q: tag.toUpperCase(), category: BAGS }, inBags],
      [{ category: BAGS }, inBags],
    ] as const) {
      const unpaged = await everyId(getProducts, query);
      expect(unpaged.filter((id) => ids.includes(id)).sort()).toEqual([...expected].sort());
      const added: string[] = [];
      const pages = await walk(getProducts, { ...query, limit: '7' }, async () =>
        added.push(...(await insertProducts([{ product_name: `${tag} new`, category: BAGS }]))),
      );
      expectSameList(pages, unpaged, 7);
      for (const page of pages) for (const product of page.data!) if ('category' in query) expect(product.category).toBe(BAGS);
    }
  });

  it('says there is nothing more on the last page, and counts every match on each', async () => {
    const tag = newTag('Last page');
    await insertProducts(tiedProducts(tag, 3));
    const first = await getProducts({ q: tag, limit: '2' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, error: false, message: 'All products', total: 3 });
    expect(Object.keys(first.body).sort()).toEqual(['data', 'error', 'message', 'nextCursor', 'success', 'total']);
    expect(first.body.data).toHaveLength(2);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const last = await getProducts({ q: tag, limit: '2', cursor: first.body.nextCursor! });
    expect(last.body).toMatchObject({ total: 3, nextCursor: null });
    expect(last.body.data).toHaveLength(1);
    expect((await getProducts({ q: tag, limit: '3' })).body).toMatchObject({ total: 3, nextCursor: null });
    expect((await getProducts({ q: newTag('Nothing'), limit: '10' })).body).toMatchObject({ data: [], total: 0, nextCursor: null });
  });

  it('finds the text in the name or the brand, in any letter case, with % _ and \\ as letters', async () => {
    const tag = newTag('Search');
    const [byName, byBrand, percent, underscore, backslash] = await insertProducts([
      { product_name: `${tag} Cup Machine` },
      { product_name: 'Plain Machine', brand_name: `${tag.toUpperCase()} Works` },
      { product_name: `${tag} 100% Servo` },
      { product_name: `${tag} Roll_Cutter` },
      { product_name: `${tag} Bag\\Rewinder` },
      // What the texts would find if % and _ were patterns.
      { product_name: `${tag} 100x Servo` },
      { product_name: `${tag} RollXCutter` },
    ]);
    expect((await everyId(getProducts, { q: tag.toLowerCase() })).filter((id) => id === byName || id === byBrand).sort()).toEqual([byName, byBrand].sort());
    expect(await everyId(getProducts, { q: `${tag} 100%` })).toEqual([percent]);
    expect(await everyId(getProducts, { q: `${tag} Roll_` })).toEqual([underscore]);
    expect(await everyId(getProducts, { q: `${tag} Bag\\` })).toEqual([backslash]);
    expect((await getProducts({ q: `  ${tag} cup machine  `, limit: '5' })).body).toMatchObject({ total: 1, data: [{ _id: byName }] });
  });
});

describe('POST /api/filter-product and /api/category-product in pages', () => {
  it('walk the chosen categories, each product once, in the unpaged order, with new products arriving', async () => {
    const tag = newTag('Categories');
    await insertProducts(tiedProducts(tag, 30, [CUPS, BAGS, PLATES]));
    const arrive = () => insertProducts([{ product_name: `${tag} new`, category: BAGS }, { product_name: `${tag} new`, category: CUPS }]);
    for (const [call, message] of [
      [postList('/api/filter-product', { category: [BAGS, PLATES] }), 'Products of the chosen categories'],
      [postList('/api/filter-product', { category: [] }), 'Products of the chosen categories'],
      [postList('/api/category-product', { category: BAGS }), 'Products of the category'],
    ] as const) {
      const unpaged = await everyId(call);
      const pages = await walk(call, { limit: '7' }, arrive);
      expectSameList(pages, unpaged, 7);
      expect((await call({ limit: '7' })).body.message).toBe(message);
    }
    const twoCategories = (await postList('/api/filter-product', { category: [BAGS, PLATES] })({ limit: '100' })).body.data!;
    expect(new Set(twoCategories.map((p) => p.category))).toEqual(new Set([BAGS, PLATES]));
  });

  it('keep the body’s rules before the page’s', async () => {
    const bad = await postList('/api/category-product', { category: 'spaceships' })({ limit: '5' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/category/);
    for (const path of ['/api/filter-product', '/api/category-product']) {
      const json = path === '/api/filter-product' ? { category: [CUPS] } : { category: CUPS };
      expect((await postList(path, json)({ limit: '0' })).body).toMatchObject({ success: false, message: LIMIT_MESSAGE });
    }
  });
});

describe('refusals', () => {
  let admin: TestAccount;

  beforeAll(async () => {
    admin = await createAccount(site.databaseUrl, 'ADMIN');
    await insertProducts(tiedProducts(newTag('Cursor'), 2));
    // Two of each, so that a first page of one has a next.
    await sql(`insert into enquiries (name, phone, address, message) values ('Asha', '9876543210', 'Ranchi', 'Price?'), ('Ravi', '9876543211', 'Patna', 'Price?')`);
    await createAccount(site.databaseUrl, 'GENERAL');
  });

  /** The cursor to the second page of an admin list. */
  const cursorOf = async (path: string) =>
    (await callApi<unknown[]>(site.url, `${path}?limit=1`, { headers: { cookie: admin.cookie } })).body as Paged;

  it('refuses a cursor of another list, and one changed by one character', async () => {
    const own = (await getProducts({ limit: '1' })).body.nextCursor!;
    const users = (await cursorOf('/api/all-user')).nextCursor!;
    const enquiries = (await cursorOf('/api/all-enquiries')).nextCursor!;
    expect(users && enquiries).toBeTruthy();
    const changed = (text: string, at: number) => `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
    const refused: [string, ListCall, string][] = [
      ['a users cursor', getProducts, users],
      ['an enquiries cursor', getProducts, enquiries],
      ['a changed payload', getProducts, changed(own, 3)],
      ['a changed signature', getProducts, changed(own, own.length - 2)],
      ['a users cursor on filter-product', postList('/api/filter-product', { category: [] }), users],
      ['a changed cursor on category-product', postList('/api/category-product', { category: CUPS }), changed(own, 5)],
    ];
    for (const [label, call, cursor] of refused) {
      const { status, body } = await call({ limit: '1', cursor });
      expect({ label, status, body }).toEqual({ label, status: 400, body: { success: false, error: true, message: CURSOR_MESSAGE } });
    }
    expect((await getProducts({ limit: '1', cursor: own })).status).toBe(200);
  });

  it('refuses a limit that is not a whole number from 1 to 100, and a cursor without one', async () => {
    const cursor = (await getProducts({ limit: '1' })).body.nextCursor!;
    for (const query of [{ limit: '0' }, { limit: '101' }, { limit: 'abc' }, { limit: '' }, { limit: '1.5' }, { cursor }] as Record<string, string>[]) {
      const { status, body } = await getProducts(query);
      expect({ query, status, message: body.message }).toEqual({ query, status: 400, message: LIMIT_MESSAGE });
    }
    expect((await getProducts({ limit: '100' })).status).toBe(200);
  });

  it.each([
    [{ q: 'x'.repeat(201) }, 'q must be at most 200 characters.'],
    [{ q: 'a\u0000b' }, 'q must not contain NUL (\\u0000) characters.'],
    [{ category: 'spaceships' }, 'category must be one of the product categories.'],
    [{ category: 'Paper Cup Making Machines' }, 'category must be one of the product categories.'],
  ])('refuses %j with 400, with a limit or without', async (query, message) => {
    for (const paging of [{}, { limit: '10' }] as Record<string, string>[]) {
      const { status, body } = await getProducts({ ...query, ...paging });
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, error: true, message });
    }
  });
});
