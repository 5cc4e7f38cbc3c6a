/**
 * The admin's product calls over real HTTP, for what they answer before or beside the database:
 * only an ADMIN may call (401, 403), a post from another site is refused (403), bad input and
 * bodies are named (400, 415), GET is refused (405), each writing nothing; and a description is
 * saved without script, up to the page the site publishes. Run once, on the embedded database
 * (vitest.config.ts): the saves these calls make are the SQL of products.test.ts, which runs on both.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Product } from '../../src/lib/types';
import { createAccount, type TestAccount } from '../support/accounts';
import { callApi, countRows, withDatabase } from '../support/http';
import { BAD_INPUT, machine, useProductCalls } from '../support/product-calls';

const site = inject('site');
const { accounts, post, upload, sendRaw, storedProduct } = useProductCalls(site);

let buyer: TestAccount;
beforeAll(async () => {
  buyer = await createAccount(site.databaseUrl, 'GENERAL');
});
afterAll(() => withDatabase(site.databaseUrl, (c) => c.query('delete from users where id = $1', [buyer?.user._id ?? null])));

describe('POST /api/upload-product', () => {
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
    const { status } = await post('/api/upload-product', machine(), accounts.admin, { origin: 'https://evil.example.com' });
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
    const { status, headers } = await callApi(site.url, '/api/upload-product', { headers: { cookie: accounts.admin.cookie } });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('POST');
  });
});

describe('POST /api/update-product', () => {
  let original: Product;
  beforeAll(async () => {
    original = await upload({ price: 90000 });
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
