/**
 * The compare page (docs/spec.md §25.5), a function's page read as HTML over HTTP: two, three and
 * four machines side by side (their rows in their categories' order, the rows that differ marked
 * in words, prices as the product page shows them, each machine's enquiry), "Only differences",
 * the add and remove forms, and a clear page (never a 500) for an address it cannot compare. Also
 * the enquiry page it links to (docs/spec.md §15). The machines are written straight to the
 * database: no save, so no rebuild.
 */
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PROJECT_ROOT } from '../../platform/local-env';
import { COMPARE_MESSAGES } from '../../src/lib/compare';
import { FUNCTION_PAGE_POLICY } from '../../src/lib/content-security-policy';
import { compareHref, enquiryPageHref, productPath } from '../../src/lib/public-address';
import { withDatabase } from '../support/http';

const site = inject('site');
const validator = new HtmlValidate(new FileSystemConfigLoader());

interface Machine {
  name: string;
  category: string;
  image: string;
  price?: { list: number | null; selling: number | null; show: boolean };
  /** key → [low, high] or text. */
  specs: Record<string, [number, number] | string>;
}

const CUP = 'paper-cup-making-machines';
const PLATE = 'paper-plate-making-machines';
const run = Math.random().toString(36).slice(2, 8);

/** Written in this order, each a millisecond newer than the one before: the last is the newest. */
const MACHINES: Record<'a' | 'b' | 'c' | 'd' | 'e', Machine> = {
  a: {
    name: `Compare Cup A ${run}`,
    category: CUP,
    image: '/demo/compare-a.webp',
    price: { list: 450000, selling: 425000, show: true },
    specs: { output: [90, 110], 'cup-size': [150, 250], power: [7.5, 7.5], phase: 'Three phase' },
  },
  b: {
    name: `Compare Cup B ${run}`,
    category: CUP,
    image: 'https://images.example.com/compare-b.webp',
    price: { list: 300000, selling: null, show: false },
    specs: { output: [60, 80], 'cup-size': [150, 250], power: [5.5, 5.5] },
  },
  c: {
    name: `Compare Cup C ${run}`,
    category: CUP,
    image: '/demo/compare-c.webp',
    specs: { output: [90, 110], 'cup-size': [200, 300], power: [7.5, 7.5], phase: 'Three phase' },
  },
  d: {
    name: `Compare Plate D ${run}`,
    category: PLATE,
    image: '/demo/compare-d.webp',
    price: { list: 180000, selling: null, show: true },
    specs: { output: [20, 30], power: [3, 3], dies: [2, 2] },
  },
  e: { name: `Compare Cup E ${run}`, category: CUP, image: '/demo/compare-e.webp', specs: {} },
};
const id = {} as Record<keyof typeof MACHINES, string>;

beforeAll(async () => {
  await withDatabase(site.databaseUrl, async (c) => {
    const start = Date.now();
    for (const [i, [letter, m]] of Object.entries(MACHINES).entries()) {
      const { rows } = await c.query<{ id: string }>(
        `insert into products (product_name, brand_name, category, product_image, description, price, selling_price, show_price, created_at)
         values ($1, 'Comparewell', $2, $3, '<p>A machine.</p>', $4, $5, $6, $7) returning id`,
        [m.name, m.category, [m.image], m.price?.list ?? null, m.price?.selling ?? null, m.price?.show ?? false, new Date(start + i)],
      );
      id[letter as keyof typeof MACHINES] = rows[0].id;
      for (const [key, value] of Object.entries(m.specs)) {
        const [low, high, text] = typeof value === 'string' ? [null, null, value] : [...value, null];
        await c.query(
          `insert into product_specs (product_id, field_id, low, high, text_value)
           select $1, id, $3, $4, $5 from spec_fields where category = $2 and key = $6`,
          [rows[0].id, m.category, low, high, text, key],
        );
      }
    }
  });
});

afterAll(async () => {
  await withDatabase(site.databaseUrl, (c) => c.query('delete from products where id = any($1::uuid[])', [Object.values(id)]));
});

const get = (address: string) => fetch(new URL(address, site.url), { redirect: 'manual' });

async function open(address: string, status = 200) {
  const response = await get(address);
  const html = await response.text();
  expect(response.status, html).toBe(status);
  return { response, html };
}

const text = (html: string) => html.replace(/<wbr>/g, '').replace(/<[^>]*>/g, ' ').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();

/** The table's rows as read: the row's label (its "Differs" mark left out), its cells' text, whether it is marked. */
function rows(html: string) {
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr([^>]*)>([\s\S]*?)<\/tr>/g)].map(([, attrs, row]) => {
    const label = /<th scope="row">([\s\S]*?)<\/th>/.exec(row)![1];
    return {
      label: text(label.replace(/<span class="differs-mark">Differs<\/span>/, '')),
      cells: [...row.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map(([, cell]) => text(cell)),
      differs: /class="differs"/.test(attrs) && label.includes('Differs'),
    };
  });
}

const row = (html: string, label: string) => rows(html).find((r) => r.label === label);
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href.replace(/&amp;/g, '&'));

async function valid(html: string) {
  const report = await validator.validateString(html, path.join(PROJECT_ROOT, 'compare.html'));
  return report.results.flatMap((result) => result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`));
}

describe('the compare page', () => {
  it('puts two machines side by side: rows, differences marked in words, prices, enquiries; a page of no script, not indexed', async () => {
    const { response, html } = await open(compareHref([id.a, id.b]));
    expect(response.headers.get('content-security-policy')).toBe(FUNCTION_PAGE_POLICY);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toMatch(/rel="canonical"|<script/);
    expect(html).toContain('href="/compare-page.css"');
    expect((await fetch(new URL(compareHref([id.a, id.b]), site.url), { method: 'HEAD' })).status).toBe(200);
    expect(await valid(html)).toEqual([]);

    // Each column: its picture (through the image CDN, or the logo for one the page may not load), its page, "Remove".
    expect(hrefs(html)).toEqual(expect.arrayContaining([productPath(id.a), productPath(id.b), compareHref([id.b]), compareHref([id.a])]));
    expect(html).toContain(`src="/.netlify/images?url=${encodeURIComponent(MACHINES.a.image)}&amp;w=320"`);
    expect(html).not.toContain('images.example.com');

    expect(rows(html)).toEqual([
      { label: 'Brand', cells: ['Comparewell', 'Comparewell'], differs: false },
      { label: 'Category', cells: ['Paper Cup Making Machines', 'Paper Cup Making Machines'], differs: false },
      { label: 'Output', cells: ['90–110 cups/min', '60–80 cups/min'], differs: true },
      { label: 'Cup size', cells: ['150–250 ml', '150–250 ml'], differs: false },
      { label: 'Power', cells: ['7.5 kW', '5.5 kW'], differs: true },
      { label: 'Power supply', cells: ['Three phase', '—'], differs: true },
      // §16: the selling price with the higher list price struck through, "+ GST"; a price not shown is on request.
      { label: 'Price', cells: ['List price ₹4,50,000 ₹4,25,000 + GST', 'Price on request'], differs: false },
      { label: 'Enquiry', cells: ['Send Enquiry', 'Send Enquiry'], differs: false },
    ]);
    expect(hrefs(html)).toEqual(expect.arrayContaining([enquiryPageHref(id.a), enquiryPageHref(id.b)]));
    expect(text(html)).toContain('3 of 4 specifications differ.');
  });

  it('with three machines of two categories: a shared specification shares its row, one in another unit has its own', async () => {
    const { html } = await open(compareHref([id.a, id.c, id.d]));
    expect(rows(html).map((r) => [r.label, r.cells, r.differs])).toEqual([
      ['Brand', ['Comparewell', 'Comparewell', 'Comparewell'], false],
      ['Category', ['Paper Cup Making Machines', 'Paper Cup Making Machines', 'Paper Plate Making Machines'], false],
      ['Output (cups/min)', ['90–110 cups/min', '90–110 cups/min', '—'], true],
      ['Cup size', ['150–250 ml', '200–300 ml', '—'], true],
      ['Power', ['7.5 kW', '7.5 kW', '3 kW'], true],
      ['Power supply', ['Three phase', 'Three phase', '—'], true],
      ['Output (plates/min)', ['—', '—', '20–30 plates/min'], true],
      ['Dies', ['—', '—', '2'], true],
      ['Price', ['List price ₹4,50,000 ₹4,25,000 + GST', 'Price on request', '₹1,80,000 + GST'], false],
      ['Enquiry', ['Send Enquiry', 'Send Enquiry', 'Send Enquiry'], false],
    ]);
  });

  it('shows only the rows that differ when asked, by a link that works without script', async () => {
    const { html: all } = await open(compareHref([id.a, id.c]));
    expect(hrefs(all)).toContain(compareHref([id.a, id.c], { onlyDifferences: true }));
    const { html } = await open(compareHref([id.a, id.c], { onlyDifferences: true }));
    expect(rows(html).map((r) => r.label)).toEqual(['Brand', 'Category', 'Cup size', 'Price', 'Enquiry']);
    expect(row(html, 'Cup size')).toMatchObject({ cells: ['150–250 ml', '200–300 ml'], differs: true });
    expect(hrefs(html)).toContain(compareHref([id.a, id.c]));
    // Removing a machine keeps the view.
    expect(hrefs(html)).toContain(compareHref([id.c], { onlyDifferences: true }));
  });

  it('with four machines: four columns, and no way to add a fifth', async () => {
    const { html } = await open(compareHref([id.a, id.b, id.c, id.d]));
    expect(row(html, 'Power')?.cells).toEqual(['7.5 kW', '5.5 kW', '7.5 kW', '3 kW']);
    expect(html).not.toContain('name="add"');
    expect(await valid(html)).toEqual([]);
  });

  it('adds a machine by a GET form of the same category’s machines, newest first, and removes one by a link', async () => {
    const { html } = await open(compareHref([id.a]));
    expect(text(html)).toContain(COMPARE_MESSAGES.addAnother);
    expect(row(html, 'Output')).toMatchObject({ cells: ['90–110 cups/min'], differs: false });
    const form = /<form class="add" method="get" action="\/compare">([\s\S]*?)<\/form>/.exec(html)?.[1] ?? '';
    expect(form).toContain(`<input type="hidden" name="ids" value="${id.a}">`);
    const offered = [...form.matchAll(/<option value="([^"]+)">/g)].map(([, value]) => value);
    expect(offered.slice(0, 3)).toEqual([id.e, id.c, id.b]);
    expect(offered).not.toContain(id.a);
    expect(offered).not.toContain(id.d);
    expect(await valid(html)).toEqual([]);

    // The form's GET: 303 to the comparison with the machine added.
    const added = await get(`/compare?ids=${id.a}&add=${id.c}`);
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe(compareHref([id.a, id.c]));
    const again = await get(`/compare?ids=${id.a}%2C${id.c}&only=differences&add=${id.e}`);
    expect(again.headers.get('location')).toBe(compareHref([id.a, id.c, id.e], { onlyDifferences: true }));
  });

  it('answers an address it cannot compare with a clear page, never a 500', async () => {
    const five = await open(compareHref([id.a, id.b, id.c, id.d, id.e]), 400);
    expect(text(five.html)).toContain(COMPARE_MESSAGES.tooMany);
    expect(hrefs(five.html)).toContain(compareHref([id.a, id.b, id.c, id.d]));

    const unknown = '00000000-0000-4000-8000-000000000000';
    const gone = await open(compareHref([unknown]), 404);
    expect(text(gone.html)).toContain(COMPARE_MESSAGES.noneFound);

    const partly = await open(`/compare?ids=not-a-machine,${id.a},${unknown},${id.b}`);
    expect(text(partly.html)).toContain(COMPARE_MESSAGES.notFound(2));
    expect(row(partly.html, 'Output')?.cells).toEqual(['90–110 cups/min', '60–80 cups/min']);

    const none = await open('/compare');
    expect(text(none.html)).toContain(COMPARE_MESSAGES.none);

    for (const address of ['/compare?ids=%00', '/compare?ids=,,,', `/compare?ids=${id.a}&add=%27%3B`, `/compare?ids=${'x'.repeat(5000)}`]) {
      expect((await get(address)).status, address).toBeLessThan(500);
    }
  });

  it('links each machine to its enquiry form, a page that posts as the product page’s dialog does', async () => {
    const { response, html } = await open(enquiryPageHref(id.b));
    expect(response.headers.get('content-security-policy')).toBe(FUNCTION_PAGE_POLICY);
    expect(html).toContain(MACHINES.b.name);
    expect(html).toContain('<form method="post" action="/api/enquiries">');
    expect(html).toContain(`<input type="hidden" name="productId" value="${id.b}">`);
    expect(hrefs(html)).toContain(productPath(id.b));
    expect(await valid(html)).toEqual([]);
    await open(enquiryPageHref('00000000-0000-4000-8000-000000000000'), 404);
  });
});
