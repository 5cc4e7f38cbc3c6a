/**
 * Every product page as a crawler or a link preview fetches it: plain HTTP, no JavaScript. It must
 * carry the product's name and description, its social preview tags with an absolute image
 * address, and schema.org Product JSON-LD that parses, even when the product's own text contains
 * "</script>".
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Product } from '../../src/lib/types';
import { callApi, withDatabase } from '../support/http';

const site = inject('site');

const HOSTILE = {
  productName: 'Probe Press </script><script>alert(1)</script> <!-- Mk II',
  brandName: 'Probe & Sons "Ltd"',
  description:
    '<h2>Rated &lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt; for 24/7 use</h2>' +
    '<p>Tough <strong>steel</strong> frame &amp; "quiet" drive.</p>' +
    '<table><tbody><tr><td>Model</td><td>PP-1</td></tr></tbody></table>',
};

/** Asks the local server for a build and waits until one that started after the request is published. */
async function republish(): Promise<void> {
  const status = () =>
    withDatabase(site.databaseUrl, async (c) =>
      (await c.query('select now() as now, building, started_at, last_published_at, last_error from publish_status')).rows[0],
    );
  const requestedAt: Date = (await status()).now;
  expect((await fetch(site.buildHookUrl, { method: 'POST' })).status).toBe(202);
  const deadline = Date.now() + 200_000;
  for (;;) {
    const s = await status();
    if (!s.building && s.started_at > requestedAt && s.last_published_at >= s.started_at) return;
    if (!s.building && s.started_at > requestedAt) throw new Error(`The build failed: ${s.last_error}`);
    if (Date.now() > deadline) throw new Error('The site was not republished in time.');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const decodeAttribute = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The words of a text without punctuation: enough to compare two renderings of one description. */
const words = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
const htmlWords = (html: string) => words(decodeAttribute(html.replace(/<[^>]*>/g, ' ')));

function meta(html: string, key: string): string | undefined {
  const found = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return found ? decodeAttribute(found[1]) : undefined;
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

async function fetchPage(id: string): Promise<string> {
  const response = await fetch(new URL(`/product/${id}`, site.url));
  expect(response.status, id).toBe(200);
  return response.text();
}

describe('product pages without JavaScript', () => {
  let hostileId: string;

  beforeAll(async () => {
    [{ id: hostileId }] = await withDatabase(site.databaseUrl, async (c) =>
      (await c.query(
        `insert into products (product_name, brand_name, category, product_image, description, price, selling_price)
         values ($1, $2, 'all-machines', $3, $4, 150000, null) returning id`,
        [HOSTILE.productName, HOSTILE.brandName, ['/demo/products/8d7f8164-509d-4cb9-ad3f-bef917749fad-1.webp'], HOSTILE.description],
      )).rows,
    );
    await republish();
  });

  afterAll(async () => {
    await withDatabase(site.databaseUrl, (c) => c.query('delete from products where id = $1', [hostileId]));
    await republish();
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

      const description = meta(html, 'description')!;
      expect(description.length).toBeGreaterThan(20);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(htmlWords(product.description).startsWith(words(description))).toBe(true);

      expect(meta(html, 'og:title')).toBe(decodeAttribute(title!));
      expect(meta(html, 'og:type')).toBe('product');
      expect(meta(html, 'og:description')).toBe(description);
      const image = meta(html, 'og:image')!;
      expect(image).toMatch(/^https?:\/\/[^/]+\//);
      if (product.productImage[0]) expect(image).toBe(new URL(product.productImage[0], image).toString());
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
      const price = product.sellingPrice ?? product.price;
      if (price === null) expect(ld).not.toHaveProperty('offers');
      else expect(ld.offers).toMatchObject({ '@type': 'Offer', price, priceCurrency: 'INR', availability: 'https://schema.org/InStock' });
    }
  });

  it('the social preview image is served at its absolute address', async () => {
    const html = await fetchPage(hostileId);
    const image = meta(html, 'og:image')!;
    expect(image).toMatch(/^https?:\/\//);
    const response = await fetch(image);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
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
    expect(ld.offers).toMatchObject({ price: 150000, priceCurrency: 'INR' });
    expect(meta(html, 'og:title')).toMatch(/^Probe Press <\/script><script>alert\(1\)<\/script> <!-- Mk II \| /);
  });
});
