/**
 * A machine's brochure and a category's catalogue (docs/spec.md §25.6) over real HTTP on the
 * shared test site: the PDF read back as text holds the machine's name, every specification with
 * its unit, its description, price and contact; it is at most two pages however long the
 * description; its QR code decodes to the machine's page tagged as the brochure's; the current
 * version's address is kept a year, an earlier one's briefly, an unknown one is 404, HEAD answers
 * as GET does. A category's catalogue holds its machines newest first with their key figures and
 * QR codes, and at most 100 of them, its last page saying so. The machines are stored straight
 * into the database (no build is asked for); that the pages link the current versions is in
 * product-pages.test.ts, which builds the site anyway.
 */
import jsQR from 'jsqr';
import sharp from 'sharp';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { BROCHURE_LANDING_TAGS, brochureHref, categoryCatalogueHref, catalogueTags } from '../../src/lib/brochure';
import { brochurePath, categoryCataloguePath, productPath } from '../../src/lib/public-address';
import type { Product } from '../../src/lib/types';
import { callApi, withDatabase } from '../support/http';

const site = inject('site');
vi.setConfig({ testTimeout: 120_000 });

const CUPS = 'paper-cup-making-machines';
const PICTURE = '/demo/products/8d7f8164-509d-4cb9-ad3f-bef917749fad-1.webp';
/** The category's values (supabase/migrations/20261130000100_specifications.sql) as stored: key, low, high, text. */
const SPECIFICATIONS: [string, number | null, number | null, string | null][] = [
  ['output', 90, 110, null],
  ['cup-size', 150, 250, null],
  ['paper-gsm', 170, 300, null],
  ['power', 7.5, 7.5, null],
  ['phase', null, null, 'Three phase'],
  ['floor-space', null, null, '2.6 × 1.2'],
];

/** Made here, not through the admin's call, so that no build of the site is asked for: a brochure is drawn from the database. */
const made: string[] = [];
async function storeMachine(columns: { name: string; description: string; price?: number; sellingPrice?: number }): Promise<Product> {
  const id = await withDatabase(site.databaseUrl, async (c) => {
    const { rows } = await c.query<{ id: string }>(
      `insert into products (product_name, brand_name, category, product_image, description, price, selling_price, show_price)
       values ($1, 'Testwell', $2, $3, $4, $5::numeric, $6::numeric, $5::numeric is not null) returning id`,
      [columns.name, CUPS, [PICTURE], columns.description, columns.price ?? null, columns.sellingPrice ?? null],
    );
    await c.query(
      `insert into product_specs (product_id, field_id, low, high, text_value)
       select $1, f.id, v.low, v.high, v.text_value
         from unnest($2::text[], $3::numeric[], $4::numeric[], $5::text[]) as v(key, low, high, text_value)
         join spec_fields f on f.category = $6 and f.key = v.key`,
      [rows[0].id, ...[0, 1, 2, 3].map((i) => SPECIFICATIONS.map((spec) => spec[i])), CUPS],
    );
    return rows[0].id;
  });
  made.push(id);
  return (await callApi<Product>(site.url, '/api/product-details', { method: 'POST', json: { productId: id } })).body.data!;
}

let machine: Product;
let longRead: Product;

beforeAll(async () => {
  machine = await storeMachine({
    name: `Brochure Probe PC-90 ${Date.now()}`,
    description:
      '<h2>Built for long runs</h2><p>Servo-driven turret with <strong>ultrasonic</strong> side sealing &amp; a hot-air bottom heater.</p>' +
      '<ol><li data-list="bullet">Cup counter and collection table</li><li data-list="ordered">Load the paper reel</li></ol>' +
      '<table><tbody><tr><td>Model</td><td>PC-90</td></tr></tbody></table>',
    price: 500000,
    sellingPrice: 450000,
  });
  // A description as long as the product calls take, in sentences that wrap as text does.
  const sentence = 'The machine runs two shifts a day on 170 to 300 gsm board with a single operator. ';
  longRead = await storeMachine({
    name: `Brochure Probe Long Read ${Date.now()}`,
    description: `<p>${sentence.repeat(Math.floor((100_000 - 7) / sentence.length))}</p>`,
  });
});

afterAll(() => withDatabase(site.databaseUrl, (c) => c.query('delete from products where id = any($1::uuid[])', [made])));

const get = (path: string, method = 'GET') => fetch(new URL(path, site.url), { method });

async function readPdf(response: Response) {
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
  const images = (await Promise.all(Array.from({ length: pdf.numPages }, (_, i) => extractImages(pdf, i + 1)))).flat();
  return { pages: pdf.numPages, text, images };
}

/** What each QR code among a PDF's pictures holds. */
async function qrCodes(images: { data: Uint8ClampedArray; width: number; height: number; channels: number }[]): Promise<string[]> {
  const found: string[] = [];
  for (const image of images) {
    const { data, info } = await sharp(Buffer.from(image.data), { raw: { width: image.width, height: image.height, channels: image.channels as 1 | 2 | 3 | 4 } })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const code = jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
    if (code) found.push(code);
  }
  return found;
}

const KEPT_A_YEAR = { 'cache-control': 'public, max-age=31536000, immutable', 'netlify-cdn-cache-control': 'public, durable, max-age=31536000, immutable' };
const KEPT_BRIEFLY = { 'cache-control': 'public, max-age=300', 'netlify-cdn-cache-control': 'public, durable, max-age=300' };
const cacheHeaders = (response: Response) => ({
  'cache-control': response.headers.get('cache-control'),
  'netlify-cdn-cache-control': response.headers.get('netlify-cdn-cache-control'),
});

describe('a machine\'s brochure', () => {
  let brochure: Promise<Response>;
  beforeAll(() => {
    brochure = get(brochureHref(machine));
  });

  it('holds its name, every specification with its unit, its description, price and contact, and its picture', async () => {
    const response = (await brochure).clone();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="${machine.productName}.pdf"; filename*=UTF-8''${encodeURIComponent(`${machine.productName}.pdf`)}`,
    );
    const { pages, text, images } = await readPdf(response);
    expect(pages).toBe(1);
    expect(text).toContain(machine.productName);
    for (const expected of [
      'Output 90–110 cups/min',
      'Cup size 150–250 ml',
      'Paper 170–300 gsm',
      'Power 7.5 kW',
      'Power supply Three phase',
      'Floor space 2.6 × 1.2 m',
      'Built for long runs',
      'Servo-driven turret with ultrasonic side sealing & a hot-air bottom heater.',
      '• Cup counter and collection table',
      '1. Load the paper reel',
      'Model · PC-90',
      '₹4,50,000 + GST',
      'Category: Paper Cup Making Machines',
      'Call: +91',
    ]) {
      expect(text).toContain(expected);
    }
    // The logo, the machine's picture and the QR code.
    expect(images.length).toBe(3);
  });

  it('has a QR code that decodes to the machine\'s page, tagged so a lead from it names the brochure', async () => {
    const { images } = await readPdf((await brochure).clone());
    const [code] = await qrCodes(images);
    const url = new URL(code);
    expect(url.pathname).toBe(productPath(machine._id));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: BROCHURE_LANDING_TAGS.source,
      utm_medium: BROCHURE_LANDING_TAGS.medium,
      utm_campaign: BROCHURE_LANDING_TAGS.campaign,
    });
    expect(BROCHURE_LANDING_TAGS).toMatchObject({ source: 'brochure', medium: 'pdf' });
  });

  it('is at most two pages with a 100,000-character description, cut with "…" and a link to the machine\'s page', async () => {
    expect(longRead.description.length).toBeGreaterThan(99_900);
    const { pages, text } = await readPdf(await get(brochureHref(longRead)));
    expect(pages).toBe(2);
    expect(text).toMatch(/single operator\. The machine runs two shifts[^…]* …/);
    expect(text).toContain(`More on the machine's page: ${new URL(site.url).host}${productPath(longRead._id)}`);
    // The contact block still ends it.
    expect(text).toMatch(/Contact Call: \+91[\s\S]*Page 2 of 2$/);
  });

  it('is kept a year at its current address, answers the current file briefly at an earlier one, HEAD as GET, 404 for no machine', async () => {
    const current = (await brochure).clone();
    expect(current.status).toBe(200);
    expect(cacheHeaders(current)).toEqual(KEPT_A_YEAR);
    const bytes = Buffer.from(await current.arrayBuffer());

    const earlier = await get(brochurePath(machine._id, 'an0ther1'));
    expect(earlier.status).toBe(200);
    expect(cacheHeaders(earlier)).toEqual(KEPT_BRIEFLY);
    // The same file: a version is drawn alike each time.
    expect(Buffer.from(await earlier.arrayBuffer()).equals(bytes)).toBe(true);

    const head = await get(brochureHref(machine), 'HEAD');
    expect(head.status).toBe(200);
    expect(cacheHeaders(head)).toEqual(KEPT_A_YEAR);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);

    for (const path of [
      brochurePath('00000000-0000-4000-8000-000000000000', 'abc'),
      brochurePath('not-a-product', 'abc'),
      `/brochure/${machine._id}/abc.png`,
    ]) {
      const missing = await get(path);
      // An error is never kept: the machine may be added, or its page republished, a minute later.
      expect([path, missing.status, missing.headers.get('cache-control')]).toEqual([path, 404, 'no-store']);
    }
    expect((await get(brochureHref(machine), 'POST')).status).toBe(405);
  });
});

describe('a category\'s catalogue', () => {
  it('holds its machines, newest first, each with its key figure and main specifications; kept by version; 404 for no category', async () => {
    const inCategory = (await callApi<Product[]>(site.url, '/api/category-product', { method: 'POST', json: { category: CUPS } })).body.data!;
    expect(inCategory.slice(0, 2).map((p) => p._id)).toEqual([longRead._id, machine._id]);
    const response = await get(categoryCatalogueHref(CUPS, inCategory));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="Paper Cup Making Machines catalogue\.pdf"/);
    expect(cacheHeaders(response)).toEqual(KEPT_A_YEAR);
    const { text, images } = await readPdf(response);
    expect(text).toContain('CATALOGUE Paper Cup Making Machines');
    expect(text).toContain(`${inCategory.length} machine`);
    const entries = [longRead, machine].map((p) => text.indexOf(p.productName));
    expect(entries[0]).toBeGreaterThan(0);
    expect(entries[1]).toBeGreaterThan(entries[0]);
    expect(text.slice(entries[1])).toMatch(new RegExp(`^${machine.productName} 90–110 cups/min Cup size: 150–250 ml Paper: 170–300 gsm`));
    expect(text).toContain('₹4,50,000 + GST');
    // Each machine's QR code holds its page, tagged as the catalogue's.
    const codes = await qrCodes(images);
    const probe = codes.map((code) => new URL(code)).find((url) => url.pathname === productPath(machine._id));
    expect(Object.fromEntries(probe!.searchParams)).toEqual({ utm_source: 'catalogue', utm_medium: 'pdf', utm_campaign: catalogueTags(CUPS).campaign });

    expect(cacheHeaders(await get(categoryCataloguePath(CUPS, 'an0ther1')))).toEqual(KEPT_BRIEFLY);
    for (const path of [categoryCataloguePath('no-such-category' as typeof CUPS, 'abc'), `/catalogue/${CUPS}/abc.png`]) {
      expect([path, (await get(path)).status]).toEqual([path, 404]);
    }
  });

  it('shows at most the newest 100 machines of a category, and says so on its last page with the link to the category', async () => {
    const TOILET = 'toilet-roll-making-machines';
    const ids = await withDatabase(site.databaseUrl, async (c) =>
      (await c.query<{ id: string }>(
        `insert into products (product_name, brand_name, category, created_at)
         select 'Catalogue Cap Probe ' || n, 'Probe Works', $1, now() - n * interval '1 second' from generate_series(1, 101) as n
         returning id`,
        [TOILET],
      )).rows.map((row) => row.id),
    );
    made.push(...ids);
    const inCategory = (await callApi<Product[]>(site.url, '/api/category-product', { method: 'POST', json: { category: TOILET } })).body.data!;
    expect(inCategory.length).toBeGreaterThan(101);
    const response = await get(categoryCatalogueHref(TOILET, inCategory));
    expect(cacheHeaders(response)).toEqual(KEPT_A_YEAR);
    const { pages, text } = await readPdf(response);
    expect(text).toContain(`The newest 100 of ${inCategory.length} machines`);
    expect(text).toContain('Catalogue Cap Probe 100 ');
    expect(text).not.toContain('Catalogue Cap Probe 101');
    // (The text as read back may break the address's line after its "?".)
    expect(text.replace('? ', '?')).toContain(
      `This catalogue shows the newest 100 of the ${inCategory.length} machines in Toilet Roll Making Machines. See them all: ${new URL(site.url).host}/product-category?category=${TOILET}`,
    );
    // A cover, then five machines a page.
    expect(pages).toBe(21);
  });
});
