import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { CartItem, Product } from '../../src/lib/types';
import { createAccount, type TestAccount } from '../support/accounts';
import { callApi, withDatabase, postRaw } from '../support/http';

const site = inject('site');
// Generous: the suite shares two cores with a site build now and then.
vi.setConfig({ testTimeout: 180_000 });

const ITEM_KEYS = ['_id', 'createdAt', 'product', 'productId', 'quantity'];
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let products: Product[];
/** A user with one item, whose cart the refusal tables try (and fail) to change. */
let refused: { buyer: TestAccount; item: CartItem };

beforeAll(async () => {
  products = (await callApi<Product[]>(site.url, '/api/get-product')).body.data!;
  const buyer = await newBuyer();
  refused = { buyer, item: (await addToCart(buyer, products[6])).body.data! };
});

function post<T>(path: string, json: unknown, account?: TestAccount) {
  return callApi<T>(site.url, path, { method: 'POST', json, headers: account ? { cookie: account.cookie } : {} });
}

function get<T>(path: string, account?: TestAccount) {
  return callApi<T>(site.url, path, { headers: account ? { cookie: account.cookie } : {} });
}

const newBuyer = () => createAccount(site.databaseUrl, 'GENERAL');
const addToCart = (account: TestAccount, product: Product) => post<CartItem>('/api/addtocart', { productId: product._id }, account);
const cartCount = async (account?: TestAccount) => (await get<{ count: number }>('/api/countAddToCartProduct', account)).body.data!.count;

/** The stored row of a cart item, or undefined once it is gone. */
const storedItem = (id: string) =>
  withDatabase(site.databaseUrl, async (c) =>
    (await c.query('select user_id, product_id, quantity from cart_items where id = $1', [id])).rows[0],
  );

/** Runs a refused call and checks that it answered `status` with a message matching `message`, writing nothing. */
async function expectRefused(call: () => Promise<{ status: number; body: { success: boolean; message: string } }>, status: number, message: RegExp) {
  const before = await withDatabase(site.databaseUrl, async (c) =>
    (await c.query('select id, quantity from cart_items order by id')).rows,
  );
  const { status: answered, body } = await call();
  expect(answered).toBe(status);
  expect(body.success).toBe(false);
  expect(body.message).toMatch(message);
  const after = await withDatabase(site.databaseUrl, async (c) =>
    (await c.query('select id, quantity from cart_items order by id')).rows,
  );
  expect(after).toEqual(before);
}

const malformedJson = (path: string, account: TestAccount) => () =>
  postRaw(site.url, path, '{"_id": ', 'application/json', { cookie: account.cookie });

const formPost = (path: string, account: TestAccount) => () =>
  postRaw(site.url, path, '_id=1&quantity=2', 'application/x-www-form-urlencoded', { cookie: account.cookie });

describe('POST /api/addtocart', () => {
  it('adds a product with quantity 1 and answers 201 with the item and its product', async () => {
    const buyer = await newBuyer();
    const { status, body } = await addToCart(buyer, products[0]);
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, error: false });
    const item = body.data!;
    expect(Object.keys(item).sort()).toEqual(ITEM_KEYS);
    expect(item).toMatchObject({ productId: products[0]._id, quantity: 1, product: products[0] });
    expect(await storedItem(item._id)).toEqual({ user_id: buyer.user._id, product_id: products[0]._id, quantity: 1 });
  });

  it('answers 200 with the same item when the product is already in the cart, leaving its quantity alone', async () => {
    const buyer = await newBuyer();
    const first = (await addToCart(buyer, products[1])).body.data!;
    await post('/api/update-cart-product', { _id: first._id, quantity: 3 }, buyer);
    const again = await addToCart(buyer, products[1]);
    expect(again.status).toBe(200);
    expect(again.body.success).toBe(true);
    expect(again.body.data).toMatchObject({ _id: first._id, quantity: 3, createdAt: first.createdAt });
    expect(await cartCount(buyer)).toBe(1);
  });

  it('refuses an anonymous visitor with 401 and writes nothing', async () => {
    await expectRefused(() => post('/api/addtocart', { productId: products[0]._id }), 401, /log in/);
  });

  it.each([
    ['a missing productId', {}, 400, /productId is required/],
    ['a productId that is not text', { productId: 42 }, 400, /productId is required/],
    ['an unknown productId', { productId: UNKNOWN_ID }, 404, /productId/],
    ['a productId that is not an id', { productId: 'paper-cup-machine' }, 404, /productId/],
    ['an SQL-looking productId', { productId: "' or 1=1 --" }, 404, /productId/],
  ])('refuses %s and writes nothing', async (_, json, status, message) => {
    await expectRefused(() => post('/api/addtocart', json, refused.buyer), status, message);
  });

  it('refuses malformed JSON (400) and another content type (415), writing nothing', async () => {
    await expectRefused(malformedJson('/api/addtocart', refused.buyer), 400, /JSON/);
    await expectRefused(formPost('/api/addtocart', refused.buyer), 415, /JSON/);
  });

  it('refuses a post from another site’s page with 403', async () => {
    const buyer = await newBuyer();
    await expectRefused(
      () => callApi(site.url, '/api/addtocart', {
        method: 'POST',
        json: { productId: products[0]._id },
        headers: { cookie: buyer.cookie, origin: 'https://elsewhere.example' },
      }),
      403,
      /other sites/,
    );
  });
});

describe('GET /api/countAddToCartProduct', () => {
  it('answers 0 to an anonymous visitor, without an error', async () => {
    const visitors: Record<string, string>[] = [{}, { cookie: 'session=not-a-real-session' }];
    for (const headers of visitors) {
      const { status, body } = await callApi<{ count: number }>(site.url, '/api/countAddToCartProduct', { headers });
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: true, error: false, data: { count: 0 } });
    }
  });

  it('counts the items of the current user only', async () => {
    const [a, b] = [await newBuyer(), await newBuyer()];
    await addToCart(a, products[0]);
    await addToCart(a, products[1]);
    await addToCart(b, products[2]);
    const { status, body } = await get<{ count: number }>('/api/countAddToCartProduct', a);
    expect(status).toBe(200);
    expect(body.data).toEqual({ count: 2 });
    expect(await cartCount(b)).toBe(1);
  });
});

describe('GET /api/view-card-product', () => {
  it('lists the user’s items, newest first, each with its product and quantity', async () => {
    const buyer = await newBuyer();
    const empty = await get<CartItem[]>('/api/view-card-product', buyer);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual([]);

    const older = (await addToCart(buyer, products[3])).body.data!;
    const newer = (await addToCart(buyer, products[4])).body.data!;
    const { status, body } = await get<CartItem[]>('/api/view-card-product', buyer);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, error: false });
    expect(body.data).toEqual([newer, older]);
    expect(body.data!.map((item) => item.product)).toEqual([products[4], products[3]]);
  });

  it('refuses an anonymous visitor with 401', async () => {
    const { status, body } = await get('/api/view-card-product');
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, error: true });
    expect(body.data).toBeUndefined();
  });
});

describe('POST /api/update-cart-product', () => {
  it('sets the quantity and answers the updated item', async () => {
    const buyer = await newBuyer();
    const item = (await addToCart(buyer, products[5])).body.data!;
    for (const quantity of [99, 1, 7]) {
      const { status, body } = await post<CartItem>('/api/update-cart-product', { _id: item._id, quantity }, buyer);
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(body.data).toEqual({ ...item, quantity });
      expect((await storedItem(item._id)).quantity).toBe(quantity);
    }
  });

  it.each([0, 100, 1.5, '2', -1, null])('refuses quantity %j and writes nothing', async (quantity) => {
    await expectRefused(
      () => post('/api/update-cart-product', { _id: refused.item._id, quantity }, refused.buyer),
      400,
      /quantity must be a whole number from 1 to 99/,
    );
  });

  it.each([
    ['a missing quantity', () => ({ _id: refused.item._id }), 400, /quantity/],
    ['a missing _id', () => ({ quantity: 2 }), 400, /_id is required/],
    ['an unknown _id', () => ({ _id: UNKNOWN_ID, quantity: 2 }), 404, /_id/],
    ['an SQL-looking _id', () => ({ _id: "'; update cart_items set quantity = 99; --", quantity: 2 }), 404, /_id/],
  ])('refuses %s and writes nothing', async (_, json, status, message) => {
    await expectRefused(() => post('/api/update-cart-product', json(), refused.buyer), status, message);
  });

  it('refuses malformed JSON (400) and another content type (415), writing nothing', async () => {
    await expectRefused(malformedJson('/api/update-cart-product', refused.buyer), 400, /JSON/);
    await expectRefused(formPost('/api/update-cart-product', refused.buyer), 415, /JSON/);
  });

  it('refuses an anonymous visitor with 401 and writes nothing', async () => {
    const buyer = await newBuyer();
    const item = (await addToCart(buyer, products[7])).body.data!;
    await expectRefused(() => post('/api/update-cart-product', { _id: item._id, quantity: 5 }), 401, /log in/);
  });
});

describe('POST /api/delete-cart-product', () => {
  it('removes the item and answers its id', async () => {
    const buyer = await newBuyer();
    const keep = (await addToCart(buyer, products[8])).body.data!;
    const drop = (await addToCart(buyer, products[9])).body.data!;
    const { status, body } = await post<{ _id: string }>('/api/delete-cart-product', { _id: drop._id }, buyer);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, error: false, data: { _id: drop._id } });
    expect(await storedItem(drop._id)).toBeUndefined();
    expect((await get<CartItem[]>('/api/view-card-product', buyer)).body.data).toEqual([keep]);
    // Deleting it again finds nothing.
    const again = await post('/api/delete-cart-product', { _id: drop._id }, buyer);
    expect(again.status).toBe(404);
  });

  it.each([
    ['a missing _id', {}, 400, /_id is required/],
    ['an _id that is not text', { _id: 7 }, 400, /_id is required/],
    ['an unknown _id', { _id: UNKNOWN_ID }, 404, /_id/],
    ['an SQL-looking _id', { _id: "' or 1=1 --" }, 404, /_id/],
  ])('refuses %s and writes nothing', async (_, json, status, message) => {
    await expectRefused(() => post('/api/delete-cart-product', json, refused.buyer), status, message);
  });

  it('refuses malformed JSON (400) and another content type (415), writing nothing', async () => {
    await expectRefused(malformedJson('/api/delete-cart-product', refused.buyer), 400, /JSON/);
    await expectRefused(formPost('/api/delete-cart-product', refused.buyer), 415, /JSON/);
  });

  it('refuses an anonymous visitor with 401 and writes nothing', async () => {
    const buyer = await newBuyer();
    const item = (await addToCart(buyer, products[10])).body.data!;
    await expectRefused(() => post('/api/delete-cart-product', { _id: item._id }), 401, /log in/);
    expect(await storedItem(item._id)).toBeDefined();
  });
});

describe('one user’s cart is out of another’s reach', () => {
  let a: TestAccount;
  let b: TestAccount;
  let item: CartItem;
  let stored: Record<string, unknown>;

  beforeAll(async () => {
    [a, b] = [await newBuyer(), await newBuyer()];
    item = (await addToCart(a, products[11])).body.data!;
    stored = await storedItem(item._id);
  });

  it('does not show user A’s item to user B', async () => {
    expect((await get<CartItem[]>('/api/view-card-product', b)).body.data).toEqual([]);
    expect(await cartCount(b)).toBe(0);
  });

  it('answers user B 404 for updating A’s item, exactly as for an unknown one, and leaves it unchanged', async () => {
    const update = await post('/api/update-cart-product', { _id: item._id, quantity: 50 }, b);
    const unknown = await post('/api/update-cart-product', { _id: UNKNOWN_ID, quantity: 50 }, b);
    expect(update).toMatchObject({ status: 404, body: unknown.body });
    expect(await storedItem(item._id)).toEqual(stored);
  });

  it('answers user B 404 for deleting A’s item, exactly as for an unknown one, and keeps it', async () => {
    const remove = await post('/api/delete-cart-product', { _id: item._id }, b);
    const unknown = await post('/api/delete-cart-product', { _id: UNKNOWN_ID }, b);
    expect(remove).toMatchObject({ status: 404, body: unknown.body });
    expect(await storedItem(item._id)).toEqual(stored);
  });

  it('gives user B an item of B’s own for the same product, leaving A’s cart as it was', async () => {
    const own = (await addToCart(b, products[11])).body.data!;
    expect(own._id).not.toBe(item._id);
    expect(await storedItem(own._id)).toEqual({ ...stored, user_id: b.user._id });
    expect((await get<CartItem[]>('/api/view-card-product', a)).body.data).toEqual([item]);
  });
});
