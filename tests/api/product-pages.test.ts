/**
 * Every product page as a crawler or a link preview fetches it: plain HTTP, no JavaScript. It must
 * carry the product's name and description, its social preview tags with an absolute address of a
 * preview picture every platform shows (a 1200x630 JPEG of at most 300 KB, of the size it declares,
 * kept by caches), and schema.org Product JSON-LD that parses, even when the product's own text
 * contains "</script>". A price reaches the page and its data only when the seller chose to show it.
 */
import http from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { brochureHref, categoryCatalogueHref } from '../../src/lib/brochure';
import { CATEGORIES } from '../../src/lib/categories';
import { prerenderedCategoryPath } from '../../src/lib/public-address';
import { previewVersion } from '../../src/lib/social-preview';
import type { Product } from '../../src/lib/types';
import { createAccount, type TestAccount } from '../support/accounts';
import { callApi, withDatabase } from '../support/http';
import { FIXED_PUBLIC_PATHS } from '../support/public-pages';
import { publishRow, publishSettled, republish } from '../support/publishing';

const site = inject('site');

const HOSTILE = {
  productName: 'Probe Press </script><script>alert(1)</script> <!-- Mk II',
  brandName: 'Probe & Sons "Ltd"',
  description:
    '<h2>Rated &lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt; for 24/7 use</h2>' +
    '<p>Tough <strong>steel</strong> frame &amp; "quiet" drive.</p>' +
    '<table><tbody><tr><td>Model</td><td>PP-1</td></tr></tbody></table>',
};

const decodeAttribute = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The words of a text without punctuation: enough to compare two renderings of one description. */
const words = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
const htmlWords = (html: string) => words(decodeAttribute(html.replace(/<[^>]*>/g, ' ')));
/** What a reader sees of a page: its text without scripts and tags, spaces collapsed. */
const pageText = (html: string) =>
  decodeAttribute(html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ');

function meta(html: string, key: string): string | undefined {
  const found = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return found ? decodeAttribute(found[1]) : undefined;
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

/** A page's "Specifications" table as [row header, cell] pairs, and where it stands; null when the page has none. */
function specificationsTable(html: string): { rows: [string, string][]; at: number } | null {
  const table = /<h2 id="product-specifications"[^>]*>Specifications<\/h2>\s*<table\b[^>]*>([\s\S]*?)<\/table>/.exec(html);
  if (!table) return null;
  const rows = [...table[1].matchAll(/<tr\b[^>]*>\s*<th scope="row"[^>]*>([^<]*)<\/th>\s*<td\b[^>]*>([^<]*)<\/td>\s*<\/tr>/g)];
  expect(rows.length, 'every row is a row header and a cell').toBe(table[1].match(/<tr\b/g)?.length);
  return { rows: rows.map((m) => [decodeAttribute(m[1]), decodeAttribute(m[2])]), at: table.index };
}

/** A figure as the site writes it: Indian grouping, at most three decimals. */
const figure = (n: unknown) => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 }).format(n as number);

/**
 * A JSON-LD PropertyValue as its table row reads, given the unit the API names (a unit given by
 * its UN/CEFACT code is written out by its name on the page): a number's figure, a range's ends,
 * or text.
 */
function propertyRow(property: Record<string, unknown>, unit: string | null): [string, string] {
  expect(property['@type']).toBe('PropertyValue');
  const value = 'minValue' in property ? `${figure(property.minValue)}–${figure(property.maxValue)}` : typeof property.value === 'number' ? figure(property.value) : String(property.value);
  if (unit === null) expect(property).not.toHaveProperty('unitCode');
  else if ('unitCode' in property) expect(property.unitCode).toMatch(/^[A-Z0-9]{2,3}$/);
  else expect(property.unitText).toBe(unit);
  return [String(property.name), unit ? `${value} ${unit}` : value];
}

async function fetchPage(id: string): Promise<string> {
  return fetchPath(`/product/${id}`);
}

async function fetchPath(path: string): Promise<string> {
  const response = await fetch(new URL(path, site.url));
  expect(response.status, path).toBe(200);
  return response.text();
}

/** WhatsApp drops a preview picture past about 300 KB. */
const PREVIEW_MAX_BYTES = 300 * 1024;

interface Preview {
  url: string;
  type: string;
  width: number;
  height: number;
  alt: string;
}

/** The preview picture a page declares; each tag must be there. */
function declaredPreview(html: string): Preview {
  const tag = (key: string) => {
    const value = meta(html, key);
    expect(value, key).toBeTruthy();
    return value!;
  };
  return {
    url: tag('og:image'),
    type: tag('og:image:type'),
    width: Number(tag('og:image:width')),
    height: Number(tag('og:image:height')),
    alt: tag('og:image:alt'),
  };
}

/** Fetches the declared picture from the site and reads what it really is; answers its headers. */
async function checkPreviewFile(preview: Preview, label: string): Promise<Headers> {
  const response = await fetch(preview.url);
  expect(response.status, label).toBe(200);
  expect(response.headers.get('content-type'), label).toBe('image/jpeg');
  const bytes = Buffer.from(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)], label).toEqual([0xff, 0xd8, 0xff]);
  const real = await sharp(bytes).metadata();
  expect({ format: real.format, width: real.width, height: real.height }, label).toEqual({
    format: 'jpeg',
    width: preview.width,
    height: preview.height,
  });
  expect(bytes.length, label).toBeLessThanOrEqual(PREVIEW_MAX_BYTES);
  return response.headers;
}

/** A product's preview address, as its page names it: the product, and a version of its first picture. */
const previewPath = (id: string, picture: string) => `/preview/${id}/${previewVersion(picture)}.jpg`;

/** Kept a year by browsers and by Netlify's CDN (its durable cache), as an address named by what it shows may be. */
function expectKeptForAYear(headers: Headers, label: string): void {
  expect(headers.get('cache-control'), label).toBe('public, max-age=31536000, immutable');
  expect(headers.get('netlify-cdn-cache-control'), label).toBe('public, durable, max-age=31536000, immutable');
}

/** A product saved through the admin's call with its price shown: list ₹5,00,000, selling ₹4,50,000. */
const PRICED = {
  productName: 'Priced Plate Press',
  brandName: 'Testwell',
  category: 'paper-plate-making-machines',
  productImage: ['/demo/products/8d7f8164-509d-4cb9-ad3f-bef917749fad-1.webp'],
  description: '<p>Makes plates all day.</p>',
  price: 500000,
  sellingPrice: 450000,
  showPrice: true,
  // For its quotations only: never on its page.
  hsn: '84419090',
  // Words that look like markup, a unit without a UN/CEFACT code, a figure in Indian grouping.
  specifications: [
    { key: 'output', value: '20-40' },
    { key: 'plate-size', value: 10 },
    { key: 'weight', value: 1250.5 },
    { key: 'floor-space', value: '1.2 × 0.9 <incl. stacker & "table">' },
  ],
};

describe('product pages without JavaScript', () => {
  let hostileId: string;
  let bareId: string;
  let pricedId: string;
  let admin: TestAccount;

  beforeAll(async () => {
    // Stored with a price but, as every product unless its seller chooses, without showing it.
    [{ id: hostileId }] = await withDatabase(site.databaseUrl, async (c) =>
      (await c.query(
        `insert into products (product_name, brand_name, category, product_image, description, price, selling_price)
         values ($1, $2, 'all-machines', $3, $4, 150000, null) returning id`,
        [HOSTILE.productName, HOSTILE.brandName, ['/demo/products/8d7f8164-509d-4cb9-ad3f-bef917749fad-1.webp'], HOSTILE.description],
      )).rows,
    );
    // No picture is required (SPEC §5.3): such a machine's link shows the site's own preview.
    [{ id: bareId }] = await withDatabase(site.databaseUrl, async (c) =>
      (await c.query(
        `insert into products (product_name, brand_name, category, product_image, description)
         values ('Bare Bag Maker', 'Testwell', 'paper-bag-making-machines', '{}', '<p>A bag maker listed before its pictures are taken.</p>') returning id`,
      )).rows,
    );
    // Saving through the API republishes the site, with these products in it.
    admin = await createAccount(site.databaseUrl, 'ADMIN');
    const before = (await publishRow(site.databaseUrl)).requested_at?.getTime() ?? 0;
    const saved = await callApi<Product>(site.url, '/api/upload-product', { method: 'POST', json: PRICED, headers: { cookie: admin.cookie } });
    expect(saved.status, saved.body.message).toBe(201);
    pricedId = saved.body.data!._id;
    const deadline = Date.now() + 15_000;
    while (((await publishRow(site.databaseUrl)).requested_at?.getTime() ?? 0) <= before) {
      if (Date.now() > deadline) throw new Error('Saving the product did not ask for the site to be republished.');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await publishSettled(site.databaseUrl);
    expect((await publishRow(site.databaseUrl)).last_error).toBeNull();
  });

  afterAll(async () => {
    await withDatabase(site.databaseUrl, async (c) => {
      await c.query('delete from products where id = any($1::uuid[])', [[hostileId, bareId, pricedId].filter(Boolean)]);
      await c.query('delete from users where id = $1', [admin?.user._id ?? null]);
    });
    await republish(site);
  });

  it('every category page with machines links its catalogue\'s current version; the page of all products has none', async () => {
    const products = (await callApi<Product[]>(site.url, '/api/get-product')).body.data!;
    const withMachines = CATEGORIES.filter(({ value }) => products.some((p) => p.category === value));
    expect(withMachines.length).toBeGreaterThan(1);
    for (const { value } of withMachines) {
      const html = await fetchPath(prerenderedCategoryPath(value));
      const href = categoryCatalogueHref(value, products.filter((p) => p.category === value));
      expect(html, value).toContain(`href="${href}"`);
      expect(html, value).toContain('Download catalogue (PDF)');
    }
    expect(await fetchPath('/product-category')).not.toContain('Download catalogue (PDF)');
  });

  it('every product page has its name, description, social preview tags and Product JSON-LD', async () => {
    const products = (await callApi<Product[]>(site.url, '/api/get-product')).body.data!;
    expect(products.some((p) => p._id === hostileId)).toBe(true);
    for (const product of products) {
      const html = await fetchPage(product._id);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      expect(title && decodeAttribute(title), product._id).toMatch(/^.+ \| .+$/);
      expect(decodeAttribute(title!).startsWith(`${product.productName} | `)).toBe(true);
      expect(html).toContain(`>${escapeHtml(product.productName)}</h1>`);
      expect(html).toContain(product.description);
      // "Download brochure" beside Share names the current version of the machine's brochure (docs/spec.md §25.6).
      const brochureLink = /<a href="([^"]*)" download="[^"]+\.pdf"[^>]*>(?:(?!<\/a>)[\s\S])*Download brochure<span class="sr-only"> \(PDF\)<\/span><\/a>/.exec(html);
      expect(brochureLink?.[1], product.productName).toBe(brochureHref(product));

      const description = meta(html, 'description')!;
      expect(description.length).toBeGreaterThan(20);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(htmlWords(product.description).startsWith(words(description))).toBe(true);

      expect(meta(html, 'og:title')).toBe(decodeAttribute(title!));
      expect(meta(html, 'og:type')).toBe('product');
      expect(meta(html, 'og:description')).toBe(description);
      const image = meta(html, 'og:image')!;
      expect(image).toMatch(/^https?:\/\/[^/]+\//);
      // The first picture drawn by the site, named by the product's name (every demo product has
      // a picture on the site); the machine without one has the site's own.
      const [picture] = product.productImage;
      expect(new URL(image).pathname).toBe(picture ? previewPath(product._id, picture) : '/og-default.jpg');
      expect(meta(html, 'og:image:type')).toBe('image/jpeg');
      expect(meta(html, 'og:image:alt')).toBe(picture ? product.productName : meta(html, 'og:site_name'));
      const url = meta(html, 'og:url')!;
      expect(url).toMatch(new RegExp(`^https?://[^/]+/product/${product._id}$`));
      expect(html).toContain(`<link rel="canonical" href="${url}">`);
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'twitter:image')).toBe(image);

      const data = jsonLd(html);
      expect(data, product._id).toHaveLength(1);
      const [ld] = data;
      expect(ld).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.productName,
        sku: product._id,
        url,
        brand: { '@type': 'Brand', name: product.brandName },
      });
      expect(words(ld.description as string)).toBe(htmlWords(product.description));
      expect(ld.image).toEqual(product.productImage.map((src) => new URL(src, url).toString()));
      if (product._id === pricedId) expect(ld.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'INR' });
      else expect(ld, product.productName).not.toHaveProperty('offers');
    }
  });

  it('every product page\'s Specifications table, above its description, holds its values with their units, and its JSON-LD additionalProperty the same', async () => {
    const products = (await callApi<Product[]>(site.url, '/api/get-product')).body.data!;
    let tables = 0;
    for (const product of products) {
      const html = await fetchPage(product._id);
      const table = specificationsTable(html);
      const [ld] = jsonLd(html);
      if (product.specifications.length === 0) {
        expect(table, product.productName).toBeNull();
        expect(ld, product.productName).not.toHaveProperty('additionalProperty');
        continue;
      }
      tables += 1;
      expect(table!.at, product.productName).toBeLessThan(html.indexOf('>Product Description</h2>'));
      expect(table!.rows, product.productName).toEqual(product.specifications.map((s) => [s.name, s.unit ? `${s.value} ${s.unit}` : s.value]));
      const properties = ld.additionalProperty as Record<string, unknown>[];
      expect(properties.map((p, i) => propertyRow(p, product.specifications[i].unit)), product.productName).toEqual(table!.rows);
      product.specifications.forEach((s, i) => {
        if (s.kind === 'number') expect(properties[i].value, `${product.productName}: ${s.name}`).toBe(s.min);
      });
    }
    // The demo's machines and the one saved here.
    expect(tables).toBeGreaterThan(30);
    const priced = specificationsTable(await fetchPage(pricedId))!;
    expect(priced.rows).toEqual([
      ['Output', '20–40 plates/min'],
      ['Plate size', '10 inch'],
      ['Floor space', '1.2 × 0.9 <incl. stacker & "table"> m'],
      ['Weight', '1,250.5 kg'],
    ]);
  });

  it('every card shows its machine\'s key figure under its name, and a page\'s list carries the figure, not the specifications', async () => {
    const products = (await callApi<Product[]>(site.url, '/api/get-product')).body.data!;
    // All products' first page (the island's list), a home row and a product page's Recommended Products.
    const pages = ['/product-category', '/', `/product/${products.find((p) => p.category === 'paper-cup-making-machines')!._id}`];
    const htmls = await Promise.all(pages.map(fetchPath));
    const cards = (html: string, id: string) => [...html.matchAll(new RegExp(`<a href="/product/${id}"[^>]*>([\\s\\S]*?)</a>`, 'g'))].map((m) => m[1]);
    let figures = 0;
    for (const product of products) {
      const key = product.specifications.find((s) => s.onCard);
      for (const [i, html] of htmls.entries()) {
        for (const card of cards(html, product._id)) {
          const shown = /<span[^>]*data-key-figure[^>]*>([^<]*)<\/span>/.exec(card);
          expect(shown && decodeAttribute(shown[1]), `${pages[i]}: ${product.productName}`).toBe(key ? `${key.value} ${key.unit}` : null);
          if (shown) {
            figures += 1;
            expect(card.indexOf(shown[0]), 'under its name').toBeGreaterThan(card.indexOf('data-product-name'));
          }
        }
      }
    }
    expect(figures).toBeGreaterThan(30);
    expect(htmls[0]).toMatch(/data-key-figure[^>]*>90–110 cups\/min</);
    for (const html of htmls) expect(html).not.toContain('specifications&quot;');
  });

  it('every product page\'s preview picture is a 1200x630 JPEG of at most 300 KB, of the size it declares, at an absolute address of the site, kept by caches', async () => {
    const products = (await callApi<Product[]>(site.url, '/api/get-product')).body.data!;
    expect(products.filter((p) => p.productImage.length > 0).length).toBeGreaterThan(10);
    for (const product of products) {
      const preview = declaredPreview(await fetchPage(product._id));
      expect(new URL(preview.url).origin).toBe(new URL(site.url).origin);
      expect({ width: preview.width, height: preview.height }, product.productName).toEqual({ width: 1200, height: 630 });
      const headers = await checkPreviewFile(preview, product.productName);
      if (product.productImage.length > 0) expectKeptForAYear(headers, product.productName);
    }
  }, 240_000);

  it('a machine without a picture shares the site\'s own preview, and has no preview address of its own (404)', async () => {
    const html = await fetchPage(bareId);
    expect(declaredPreview(html)).toEqual({
      url: new URL('/og-default.jpg', site.url).toString(),
      type: 'image/jpeg',
      width: 1200,
      height: 630,
      alt: meta(html, 'og:site_name'),
    });
    expect((await fetch(new URL(previewPath(bareId, '/demo/products/none.webp'), site.url))).status).toBe(404);
  });

  it('a preview address that names no product is 404, and one of an earlier picture gets the current one, kept only briefly', async () => {
    for (const path of [previewPath('00000000-0000-4000-8000-000000000000', '/a.webp'), '/preview/not-a-product/abc.jpg', `/preview/${hostileId}/x.png`]) {
      const response = await fetch(new URL(path, site.url));
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
    const current = await fetch(new URL(previewPath(hostileId, '/demo/products/8d7f8164-509d-4cb9-ad3f-bef917749fad-1.webp'), site.url));
    const earlier = await fetch(new URL(previewPath(hostileId, '/demo/products/an-earlier-picture.webp'), site.url));
    expect([current.status, earlier.status]).toEqual([200, 200]);
    expect(Buffer.from(await earlier.arrayBuffer()).equals(Buffer.from(await current.arrayBuffer()))).toBe(true);
    expectKeptForAYear(current.headers, 'current');
    expect(earlier.headers.get('cache-control')).toBe('public, max-age=300');
    expect(earlier.headers.get('netlify-cdn-cache-control')).toBe('public, durable, max-age=300');
  });

  it('a picture address the image CDN may not fetch is never fetched for a preview (404), however it is written', async () => {
    let asked = 0;
    const elsewhere = http.createServer((_req, res) => {
      asked += 1;
      res.writeHead(200, { 'content-type': 'image/webp' }).end();
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const host = `127.0.0.1:${(elsewhere.address() as { port: number }).port}`;
    const pictures = [`http://${host}/machine.webp`, `//${host}/machine.webp`, `/\\${host}/machine.webp`, `/\t/${host}/machine.webp`];
    const ids: string[] = [];
    try {
      for (const picture of pictures) {
        const [{ id }] = await withDatabase(site.databaseUrl, async (c) =>
          (await c.query(
            `insert into products (product_name, brand_name, category, product_image) values ('Elsewhere', 'Testwell', 'all-machines', $1) returning id`,
            [[picture]],
          )).rows,
        );
        ids.push(id);
        const response = await fetch(new URL(previewPath(id, picture), site.url));
        expect(response.status, picture).toBe(404);
      }
      expect(asked).toBe(0);
    } finally {
      await withDatabase(site.databaseUrl, (c) => c.query('delete from products where id = any($1::uuid[])', [ids]));
      await new Promise((resolve) => elsewhere.close(resolve));
    }
  });

  it('a picture at one of the site\'s own function paths is never fetched: a preview of the preview answers 404 at once, without calling itself', async () => {
    const [{ id }] = await withDatabase(site.databaseUrl, async (c) =>
      (await c.query(`insert into products (product_name, brand_name, category, product_image) values ('Itself', 'Testwell', 'all-machines', '{}') returning id`)).rows,
    );
    const pictures = [`/preview/${id}/x.jpg`, `/demo/../preview/${id}/x.jpg`, `/uploads/%2e%2e/preview/${id}/x.jpg`, `${site.url}/preview/${id}/x.jpg`, '/api/get-product'];
    try {
      for (const picture of pictures) {
        await withDatabase(site.databaseUrl, (c) => c.query('update products set product_image = $2 where id = $1', [id, [picture]]));
        const started = Date.now();
        // Were it fetched, each level would wait on the next one's answer until the 10 s read limit.
        const response = await fetch(new URL(previewPath(id, picture), site.url), { signal: AbortSignal.timeout(5_000) });
        expect(response.status, picture).toBe(404);
        expect(Date.now() - started, picture).toBeLessThan(2_000);
      }
    } finally {
      await withDatabase(site.databaseUrl, (c) => c.query('delete from products where id = $1', [id]));
    }
  });

  it('the home, category and other public pages share the site\'s own 1200x630 JPEG preview', async () => {
    const company = meta(await fetchPath('/'), 'og:site_name')!;
    const previews = new Map<string, Preview>();
    for (const path of FIXED_PUBLIC_PATHS) {
      const html = await fetchPath(path);
      const preview = declaredPreview(html);
      expect(preview, path).toEqual({ url: new URL('/og-default.jpg', site.url).toString(), type: 'image/jpeg', width: 1200, height: 630, alt: company });
      expect(meta(html, 'twitter:card'), path).toBe('summary_large_image');
      expect(meta(html, 'twitter:image'), path).toBe(preview.url);
      previews.set(preview.url, preview);
    }
    for (const preview of previews.values()) await checkPreviewFile(preview, preview.url);
  });

  it('a product saved with its price shown shows it in rupees + GST, the higher list price struck through, and offers it in its JSON-LD', async () => {
    const html = await fetchPage(pricedId);
    expect(pageText(html)).toContain('List price ₹5,00,000 ₹4,50,000 + GST');
    expect(html).toMatch(/<s\b[^>]*>(?:<span[^>]*>[^<]*<\/span>)?₹5,00,000<\/s>/);
    const [ld] = jsonLd(html);
    const url = meta(html, 'og:url')!;
    expect(ld.offers).toEqual({
      '@type': 'Offer',
      price: '450000.00',
      priceCurrency: 'INR',
      priceSpecification: { '@type': 'PriceSpecification', price: '450000.00', priceCurrency: 'INR', valueAddedTaxIncluded: false },
      priceValidUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      url,
      seller: { '@type': 'Organization', name: meta(html, 'og:site_name') },
    });
    const validUntil = Date.parse((ld.offers as { priceValidUntil: string }).priceValidUntil);
    expect(validUntil).toBeGreaterThan(Date.now() + 300 * 86_400_000);
  });

  it('a product whose price is stored but not shown has no price in its page or its data', async () => {
    const html = await fetchPage(hostileId);
    const [ld] = jsonLd(html);
    expect(ld).not.toHaveProperty('offers');
    expect(JSON.stringify(ld)).not.toMatch(/price|INR|150000/i);
    const text = pageText(html);
    for (const trace of ['₹', 'GST', '1,50,000', '150000']) expect(text).not.toContain(trace);
  });

  it('a product’s HSN code is kept with it but is not on its page or in its data', async () => {
    const product = (await callApi<Product>(site.url, '/api/product-details', { method: 'POST', json: { productId: pricedId } })).body.data!;
    expect(product.hsn).toBe(PRICED.hsn);
    expect(await fetchPage(pricedId)).not.toContain(PRICED.hsn);
  });

  it('text that looks like markup cannot break out of the JSON-LD or inject a script', async () => {
    const html = await fetchPage(hostileId);
    // Inside a quoted attribute "<" is only text; everywhere else it must have been escaped.
    const outsideAttributes = html.replace(/"[^"]*"/g, '""');
    expect(outsideAttributes).toContain('Probe Press &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- Mk II');
    expect(outsideAttributes).not.toMatch(/<script>alert|<!-- Mk II/);
    const [ld] = jsonLd(html);
    expect(ld.name).toBe(HOSTILE.productName);
    expect(ld.brand).toEqual({ '@type': 'Brand', name: HOSTILE.brandName });
    expect(ld.description).toBe('Rated </script><script>alert(2)</script> for 24/7 use Tough steel frame & "quiet" drive. Model PP-1');
    expect(meta(html, 'og:title')).toMatch(/^Probe Press <\/script><script>alert\(1\)<\/script> <!-- Mk II \| /);
  });
});
