/**
 * Filters on a category's pages (docs/spec.md §25.3) over real HTTP: GET /api/filter-specs (the
 * island's call) and the page without script, /product-category/<value>/filter. Machines with
 * chosen values are written straight into the database (and deleted after this file); what the
 * calls answer is held to the rule written out here for a few of them, and to the rule of
 * src/lib/spec-filters.ts (countOptions, meetsTicks) over the category's whole list for the rest.
 * Runs on both databases (vitest.config.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { countOptions, meetsTicks, specFilters, type FilterCounts, type FilterTicks, type SpecFilter } from '../../src/lib/spec-filters';
import type { SpecField } from '../../src/lib/specifications';
import type { Product } from '../../src/lib/types';
import { callApi, withDatabase } from '../support/http';
import { walkPages, type Paged } from '../support/paged-list';

const site = inject('site');
const CUPS = 'paper-cup-making-machines';
const FILTER_PAGE = `/product-category/${CUPS}/filter`;

const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  withDatabase(site.databaseUrl, async (c) => (await c.query<T>(text, params)).rows);

type Value = [number, number] | string;
interface Machine {
  name: string;
  specs: Record<string, Value>;
}

const made: string[] = [];
const tag = `Filter test ${randomUUID().slice(0, 8)}`;

/** Stores paper cup machines with their values, a minute apart, newest first; their ids in order. */
async function insertMachines(machines: Machine[]): Promise<string[]> {
  const base = Date.now() - 500 * 86_400_000;
  const rows = await sql<{ id: string }>(
    `insert into products (product_name, brand_name, category, product_image, created_at)
     select m.name, 'Filterwell', $2, array['/og-default.webp'], to_timestamp($3::double precision / 1000) - make_interval(mins => m.n::int)
       from jsonb_array_elements_text($1::jsonb) with ordinality as m (name, n)
      order by m.n
     returning id`,
    [JSON.stringify(machines.map((m) => m.name)), CUPS, base],
  );
  const ids = rows.map((r) => r.id);
  const values = machines.flatMap((m, i) =>
    Object.entries(m.specs).map(([key, value]) => ({
      product: ids[i],
      key,
      low: typeof value === 'string' ? null : value[0],
      high: typeof value === 'string' ? null : value[1],
      text: typeof value === 'string' ? value : null,
    })),
  );
  await sql(
    `insert into product_specs (product_id, field_id, low, high, text_value)
     select (v->>'product')::uuid, f.id, (v->>'low')::numeric, (v->>'high')::numeric, v->>'text'
       from jsonb_array_elements($1::jsonb) as v
       join spec_fields f on f.category = $2 and f.key = v->>'key'`,
    [JSON.stringify(values), CUPS],
  );
  made.push(...ids);
  return ids;
}

// Four machines whose answers are written out below, and fifty that fill more than a page of 48.
const A = { name: `${tag} A`, specs: { output: [35, 65], phase: 'Single phase', power: [4, 4] } } satisfies Machine;
const B = { name: `${tag} B`, specs: { output: [60, 60], phase: 'Three phase', power: [7.5, 7.5] } } satisfies Machine;
const C = { name: `${tag} C`, specs: { output: [100, 120], phase: 'Three phase', power: [12, 12] } } satisfies Machine;
const D = { name: `${tag} D`, specs: { phase: 'Single phase' } } satisfies Machine;
const many = Array.from({ length: 50 }, (_, i) => ({ name: `${tag} slow ${i}`, specs: { output: [30, 32], phase: 'Single phase' } }) satisfies Machine);

let ids: Record<'A' | 'B' | 'C' | 'D', string>;
let filters: SpecFilter[];
/** Every paper cup machine with its values, newest first, as the catalogue's own call answers. */
let cups: Product[];

beforeAll(async () => {
  const [a, b, c, d] = await insertMachines([A, B, C, D]);
  ids = { A: a, B: b, C: c, D: d };
  await insertMachines(many);
  const fields = await sql<{ id: string; key: string; name: string; unit: string | null; kind: SpecField['kind']; choices: string[]; bands: string[]; filterable: boolean; position: number }>(
    `select id, key, name, unit, kind, choices, bands::text[] as bands, filterable, position from spec_fields where category = $1`,
    [CUPS],
  );
  filters = specFilters(fields.map((f) => ({ ...f, _id: f.id, category: CUPS, bands: f.bands.map(Number), onCard: false })));
  cups = (await callApi<Product[]>(site.url, '/api/category-product', { method: 'POST', json: { category: CUPS } })).body.data!;
});

afterAll(() => sql('delete from products where id = any($1::uuid[])', [made]));

const query = (ticks: FilterTicks) => Object.entries(ticks).flatMap(([key, values]) => values.map((v): [string, string] => [key, v]));

type FilterAnswer = Paged<Product> & { counts?: FilterCounts };

const filterCall = (params: [string, string][]) => callApi<Product[]>(site.url, `/api/filter-specs?${new URLSearchParams([['category', CUPS], ...params])}`);

/** Every machine a filter lists, walking its pages of `limit`; the pages. */
async function walk(ticks: FilterTicks, limit = 100): Promise<FilterAnswer[]> {
  return walkPages<Product>(async (page) => {
    const { status, body } = await filterCall([...query(ticks), ...Object.entries(page)]);
    return { status, body: body as FilterAnswer };
  }, { limit: String(limit) });
}

const ours = (listed: string[]) => Object.entries(ids).filter(([, id]) => listed.includes(id)).map(([name]) => name).sort();

describe('GET /api/filter-specs', () => {
  it('lists the machines whose value falls in a ticked band or choice: any tick of a filter, every filter', async () => {
    const cases: [FilterTicks, string[]][] = [
      // A range overlaps every band it touches; a band takes its lower edge, not its upper one.
      [{ output: ['60-80'] }, ['A', 'B']],
      [{ output: ['up-to-40'] }, ['A']],
      [{ output: ['40-60'] }, ['A']],
      [{ output: ['up-to-40', '100-and-more'] }, ['A', 'C']],
      [{ output: ['80-100'] }, []],
      [{ phase: ['single-phase'] }, ['A', 'D']],
      [{ output: ['60-80'], phase: ['single-phase'] }, ['A']],
      [{ output: ['60-80', '100-and-more'], phase: ['three-phase'], power: ['5-10'] }, ['B']],
    ];
    for (const [ticks, expected] of cases) {
      const pages = await walk(ticks);
      const listed = pages.flatMap((p) => p.data!.map((product) => product._id));
      expect(ours(listed), JSON.stringify(ticks)).toEqual(expected);
    }
  });

  it('answers every match newest first with its total, and each option\'s count with the other filters\' ticks kept', async () => {
    const cases: FilterTicks[] = [{}, { output: ['up-to-40'] }, { output: ['up-to-40', '60-80'], phase: ['single-phase'] }, { output: ['60-80'], phase: ['three-phase'], power: ['5-10', '10-and-more'] }];
    for (const ticks of cases) {
      const pages = await walk(ticks);
      const expected = cups.filter((p) => meetsTicks(filters, ticks, p.specifications)).map((p) => p._id);
      expect(pages.flatMap((p) => p.data!.map((product) => product._id)), JSON.stringify(ticks)).toEqual(expected);
      expect(pages[0].total).toBe(expected.length);
      expect(pages[0].counts, JSON.stringify(ticks)).toEqual(countOptions(filters, ticks, cups));
    }
    // Written out for the four: with Single phase ticked, Output counts A in each band its 35–65 touches, D in none.
    const counts = (await filterCall([['phase', 'single-phase']])).body as FilterAnswer;
    const without = countOptions(filters, { phase: ['single-phase'] }, cups.filter((p) => p._id !== ids.A));
    expect(['up-to-40', '40-60', '60-80', '80-100'].map((band) => counts.counts!.output[band] - without.output[band])).toEqual([1, 1, 1, 0]);
  });

  it('walks a filtered list in pages of `limit` with signed cursors, each machine once', async () => {
    const ticks = { output: ['up-to-40'] };
    const whole = (await walk(ticks)).flatMap((p) => p.data!.map((product) => product._id));
    expect(whole.length).toBeGreaterThan(50);
    const pages = await walk(ticks, 20);
    expect(pages.flatMap((p) => p.data!.map((product) => product._id))).toEqual(whole);
    expect(pages.slice(0, -1).every((p) => p.data!.length === 20)).toBe(true);
    // Without `limit`, the first 48, as a category page shows them.
    const first = (await filterCall(query(ticks))).body as FilterAnswer;
    expect(first.data!.map((p) => p._id)).toEqual(whole.slice(0, 48));
    // A cursor of another list is refused.
    const other = (await callApi<Product[]>(site.url, '/api/get-product?limit=1')).body as Paged<Product>;
    const refused = await filterCall([...query(ticks), ['limit', '20'], ['cursor', other.nextCursor!]]);
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 400, message: 'The cursor is not valid for this list.' });
  });

  it('refuses a category, filter, option or limit it does not know with 400, naming it', async () => {
    const refusals: [string, string][] = [
      ['category=paper-cups&output=up-to-40', 'category must be one of the product categories.'],
      [`category=${CUPS}&colour=red`, 'There is no filter "colour" for Paper Cup Making Machines.'],
      [`category=${CUPS}&output=60-90`, 'Output has no option "60-90": choose from up-to-40, 40-60, 60-80, 80-100, 100-and-more.'],
      [`category=${CUPS}&output=up-to-40&limit=500`, 'limit must be a whole number from 1 to 100.'],
    ];
    for (const [params, message] of refusals) {
      const { status, body } = await callApi(site.url, `/api/filter-specs?${params}`);
      expect({ params, status, message: body.message }).toEqual({ params, status: 400, message });
    }
  });
});

const getPage = (path: string) => fetch(new URL(path, site.url), { redirect: 'manual' });

describe('the filtered category page without script', () => {
  it('is a page of its own: the form with the ticks kept and the counts, the total, the cards and the way back', async () => {
    const response = await getPage(`${FILTER_PAGE}?output=60-80&phase=single-phase&utm_source=whatsapp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/product-category\\?category=${CUPS}">`));
    expect(html).toContain(`<form class="filters" method="get" action="${FILTER_PAGE}">`);
    expect(html).toMatch(/<input id="filter-output-60-80" type="checkbox" name="output" value="60-80" checked>/);
    expect(html).toMatch(/<input id="filter-phase-single-phase" type="checkbox" name="phase" value="single-phase" checked>/);
    expect(html).toMatch(/<input id="filter-phase-three-phase" type="checkbox" name="phase" value="three-phase">/);
    const expected = cups.filter((p) => meetsTicks(filters, { output: ['60-80'], phase: ['single-phase'] }, p.specifications));
    expect(html).toContain(`Search Results: ${expected.length}`);
    const counts = countOptions(filters, { output: ['60-80'], phase: ['single-phase'] }, cups);
    expect(html).toContain(`<span>Up to 40 cups/min</span> <span class="count">(${counts.output['up-to-40']})</span>`);
    expect(html).toContain(`<span>Three phase</span> <span class="count">(${counts.phase['three-phase']})</span>`);
    // Machine A's card: picture, name, key figure and brand, linking to its page.
    expect(html).toMatch(new RegExp(`<a class="card" href="/product/${ids.A}"><img class="picture" src="[^"]+" [^>]*alt="${A.name}"[^>]*><span class="name">${A.name}</span><span class="figure">35–65 cups/min</span><span class="brand">Filterwell</span></a>`));
    expect(html).not.toContain(ids.D);
    expect(html).toContain(`<a href="/product-category?category=${CUPS}">Clear filters</a>`);
    expect(html).toMatch(/<p class="site"><a href="\/">/);
  });

  it('has pages of 48 with Previous and Next', async () => {
    const ticks = { output: ['up-to-40'] };
    const total = cups.filter((p) => meetsTicks(filters, ticks, p.specifications)).length;
    const first = await (await getPage(`${FILTER_PAGE}?output=up-to-40`)).text();
    expect(first.match(/class="card"/g)).toHaveLength(48);
    expect(first).toContain(`<a href="${FILTER_PAGE}?output=up-to-40&amp;page=2" rel="next">Next →</a>`);
    expect(first).toContain(`Machines 1–48 of ${total}`);
    const second = await (await getPage(`${FILTER_PAGE}?output=up-to-40&page=2`)).text();
    expect(second).toContain(`<a href="${FILTER_PAGE}?output=up-to-40" rel="prev">← Previous</a>`);
    expect(second).toContain(`Machines 49–${Math.min(96, total)} of ${total}`);
  });

  it('says what is wrong with a malformed address, never a server error', async () => {
    const cases: [string, number, string][] = [
      [`${FILTER_PAGE}?output=fast`, 400, 'Output has no option &quot;fast&quot;'],
      [`${FILTER_PAGE}?colour=red`, 400, 'There is no filter &quot;colour&quot; for Paper Cup Making Machines.'],
      [`${FILTER_PAGE}?output=up-to-40&page=0`, 400, 'page must be a whole number from 1.'],
      [`${FILTER_PAGE}?output=up-to-40&page=999`, 404, 'This page is past the end of the list.'],
      ['/product-category/paper-cups/filter?output=up-to-40', 404, 'There is no such category of machines.'],
    ];
    for (const [path, status, message] of cases) {
      const response = await getPage(path);
      expect({ path, status: response.status }).toEqual({ path, status });
      expect(await response.text()).toContain(message);
    }
    // Nothing ticked: the category's own page.
    const none = await getPage(`${FILTER_PAGE}?page=2`);
    expect({ status: none.status, location: none.headers.get('location') }).toEqual({ status: 303, location: `/product-category/${CUPS}/page/2` });
  });
});
