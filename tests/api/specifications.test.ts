/**
 * Specifications as data (docs/spec.md §25.1): a product's values saved with it, checked against its
 * category's schema, read back in the category's order; a value of the wrong kind or unit refused
 * with 400 and nothing of the save written. The schemas as an ADMIN edits them (§25.2): who may,
 * the refusals, a reorder, a rename and a removal reaching the products' values, a change the
 * values no longer fit (409, nothing written) and the safe conversions. Runs on both databases
 * (vitest.config.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CATEGORY_VALUES } from '../../src/lib/categories';
import { optionMasks, specFilters } from '../../src/lib/spec-filters';
import type { SpecField } from '../../src/lib/specifications';
import type { Product } from '../../src/lib/types';
import { listProducts } from '../../src/server/catalogue/products';
import { createAccount, type TestAccount } from '../support/accounts';
import { callApi, countRows, withDatabase } from '../support/http';
import { machine, useProductCalls } from '../support/product-calls';
import { publishRow } from '../support/publishing';

const site = inject('site');
const { created, post, upload } = useProductCalls(site);
const requestedAt = async () => (await publishRow(site.databaseUrl)).requested_at?.getTime() ?? 0;

describe('a product\'s specifications', () => {
  it('are saved with it, checked against its category\'s schema and read back in its order', async () => {
    const payload = machine({
      specifications: [
        { key: 'Power', value: '7.5', unit: 'kw' },
        { key: 'output', value: '90-110', unit: 'cups/min' },
        { key: 'phase', value: 'three phase' },
      ],
    });
    const { status, body } = await post('/api/upload-product', payload);
    expect(status).toBe(201);
    const product = body.data as Product;
    created.push(product._id);
    expect(product.specifications).toEqual([
      { key: 'output', name: 'Output', unit: 'cups/min', kind: 'range', value: '90–110', min: 90, max: 110, onCard: true },
      { key: 'power', name: 'Power', unit: 'kW', kind: 'number', value: '7.5', min: 7.5, max: 7.5, onCard: false },
      { key: 'phase', name: 'Power supply', unit: null, kind: 'choice', value: 'Three phase', min: null, max: null, onCard: false },
    ]);
  });

  it('are read alike by the build, which groups every product\'s at once, and product by product', async () => {
    await post('/api/upload-product', machine()).then(({ body }) => created.push((body.data as Product)._id)); // one without values
    const [whole, oneByOne] = await withDatabase(site.databaseUrl, async (c) => {
      await c.query('begin isolation level repeatable read'); // one snapshot for both reads
      try {
        return [await listProducts(c), await listProducts(c, 1_000_000)];
      } finally {
        await c.query('commit');
      }
    });
    expect(whole.some((p) => p.specifications.length > 0) && whole.some((p) => p.specifications.length === 0)).toBe(true);
    expect(whole).toEqual(oneByOne);
  });

  it('refuses a value of the wrong kind or unit with 400, writing nothing', async () => {
    const before = await countRows(site.databaseUrl, 'products');
    const refusals: [unknown, string][] = [
      [{ key: 'output', value: 'fast' }, 'specifications: Output must be a number or a range such as 90-110 (cups/min).'],
      [{ key: 'power', value: '7.5', unit: 'hp' }, 'specifications: Power is in kW, not hp.'],
      [{ key: 'phase', value: 'two phase' }, 'specifications: Power supply must be one of: Single phase, Three phase.'],
      [{ key: 'colour', value: 'red' }, 'specifications: this category has no specification named colour.'],
    ];
    for (const [spec, message] of refusals) {
      const { status, body } = await post('/api/upload-product', machine({ specifications: [spec] }));
      expect({ status, message: body.message }).toEqual({ status: 400, message });
    }
    expect(await countRows(site.databaseUrl, 'products')).toBe(before);
  });
});

/**
 * The schemas (docs/spec.md §25.2): GET /api/spec-fields for anyone, POST for an ADMIN only. The
 * tests add specifications of their own to one category and put its schema back as it was after.
 */
describe('a category\'s schema', () => {
  const CATEGORY = 'all-machines';
  const accounts = {} as { sales: TestAccount; general: TestAccount };
  let original: SpecField[];

  const schemaOf = async (category = CATEGORY) => (await callApi<SpecField[]>(site.url, `/api/spec-fields?category=${category}`)).body.data!;
  const sent = ({ category: _category, position: _position, ...field }: SpecField): Record<string, unknown> => field;
  const save = (fields: unknown[], account?: TestAccount | null) => post<SpecField[]>('/api/spec-fields', { category: CATEGORY, fields }, account);
  const specsOf = async (id: string) => (await post<Product>('/api/product-details', { productId: id })).body.data!.specifications;
  const storedSchema = () =>
    withDatabase(site.databaseUrl, async (c) => (await c.query('select * from spec_fields where category = $1 order by position', [CATEGORY])).rows);
  const storedValues = () =>
    withDatabase(site.databaseUrl, async (c) =>
      (await c.query('select s.* from product_specs s join spec_fields f on f.id = s.field_id where f.category = $1 order by 1, 2', [CATEGORY])).rows,
    );

  beforeAll(async () => {
    original = await schemaOf();
    accounts.sales = await createAccount(site.databaseUrl, 'SALES');
    accounts.general = await createAccount(site.databaseUrl, 'GENERAL');
  });

  afterAll(async () => {
    const { status, body } = await save(original.map(sent));
    expect(status, body.message).toBe(200);
    await withDatabase(site.databaseUrl, (c) => c.query('delete from users where id = any($1::uuid[])', [[accounts.sales.user._id, accounts.general.user._id]]));
  });

  it('is read by anyone: one category\'s in its order, or every category\'s', async () => {
    expect(original.map((f) => [f.key, f.position])).toEqual([
      ['speed', 0], ['working-width', 1], ['operation', 2], ['power', 3], ['floor-space', 4], ['weight', 5], ['operators', 6],
    ]);
    const all = (await callApi<SpecField[]>(site.url, '/api/spec-fields')).body.data!;
    expect(new Set(all.map((f) => f.category))).toEqual(new Set(CATEGORY_VALUES));
    const refused = await callApi(site.url, '/api/spec-fields?category=cups');
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 400, message: 'category must be one of the product categories.' });
  });

  it('is saved by an ADMIN only: 401 for a visitor, 403 for SALES and GENERAL, nothing written', async () => {
    const renamed = original.map((f, i) => ({ ...sent(f), name: i === 0 ? 'Line speed' : f.name }));
    const before = await storedSchema();
    for (const [account, status] of [[null, 401], [accounts.general, 403], [accounts.sales, 403]] as const) {
      expect((await save(renamed, account)).status).toBe(status);
    }
    expect(await storedSchema()).toEqual(before);
  });

  it('refuses a changed key, an unknown _id and a rule broken, naming the specification (400)', async () => {
    const before = await storedSchema();
    const refusals: [Record<string, unknown>[], string][] = [
      [original.map((f, i) => ({ ...sent(f), key: i === 0 ? 'line-speed' : f.key })), 'Speed: its key stays speed; a key is fixed once made.'],
      [[...original.map(sent), { _id: randomUUID(), key: 'depth', name: 'Depth', kind: 'number' }], 'Depth: this category has no specification with this _id.'],
      [original.map((f) => ({ ...sent(f), filterable: f.key === 'floor-space' || f.filterable })), 'Floor space: a text cannot be a filter.'],
    ];
    for (const [fields, message] of refusals) {
      const { status, body } = await save(fields);
      expect({ status, message: body.message }).toEqual({ status: 400, message });
    }
    expect(await storedSchema()).toEqual(before);
  });

  it('is reordered, renamed and cut as sent, the products\' specifications following, and the site republished', async () => {
    const added = await save([
      { key: 'test-capacity', name: 'Test capacity', unit: 'kg/h', kind: 'number' },
      { key: 'test-finish', name: 'Test finish', kind: 'choice', choices: ['Matt', 'Gloss'] },
      ...original.map(sent),
    ]);
    expect(added.status, added.body.message).toBe(200);
    const [capacity, finish, ...kept] = added.body.data!;
    expect([capacity.position, finish.position, kept[0].key, kept[0].position]).toEqual([0, 1, 'speed', 2]);
    const product = await upload({
      category: CATEGORY,
      specifications: [{ key: 'test-capacity', value: 40 }, { key: 'test finish', value: 'gloss' }, { key: 'speed', value: '100-150' }],
    });
    expect(product.specifications.map((s) => s.key)).toEqual(['test-capacity', 'test-finish', 'speed']);

    // The finish goes to the end, the capacity after the speed, renamed.
    const requested = await requestedAt();
    const reordered = await save([sent(kept[0]), { ...sent(capacity), name: 'Test throughput' }, ...kept.slice(1).map(sent), sent(finish)]);
    expect(reordered.status, reordered.body.message).toBe(200);
    expect(reordered.body.data!.map((f) => [f.key, f.position])).toEqual(
      ['speed', 'test-capacity', ...original.slice(1).map((f) => f.key), 'test-finish'].map((key, i) => [key, i]),
    );
    expect((await specsOf(product._id)).map((s) => [s.key, s.name, s.value])).toEqual([
      ['speed', 'Speed', '100–150'],
      ['test-capacity', 'Test throughput', '40'],
      ['test-finish', 'Test finish', 'Gloss'],
    ]);
    // Search reads a value with its specification's name (SPEC §25.4): the new name, not the old.
    const found = async (q: string) => (await callApi<Product[]>(site.url, `/api/search?q=${q}`)).body.data!.map((p) => p._id);
    expect(await found('throughput')).toContain(product._id);
    expect(await found('capacity')).not.toContain(product._id);
    await expect.poll(requestedAt, { timeout: 15_000 }).toBeGreaterThan(requested);

    // Left out, the finish is removed with its values.
    const cut = await save(reordered.body.data!.filter((f) => f.key !== 'test-finish').map(sent));
    expect(cut.status, cut.body.message).toBe(200);
    expect((await specsOf(product._id)).map((s) => s.key)).toEqual(['speed', 'test-capacity']);
    const finishValues = await withDatabase(site.databaseUrl, async (c) => (await c.query('select 1 from product_specs where field_id = $1', [finish._id])).rowCount);
    expect(finishValues).toBe(0);
  });

  it('keeps each product\'s filter options as its values, its category and the schema\'s filters stand', async () => {
    // What the database keeps for the filters (product_filter_options, SPEC §25.3) against the rule of
    // src/lib/spec-filters.ts: per filter, in order, a bit for each option the product's value takes.
    const stored = (id: string) =>
      withDatabase(site.databaseUrl, async (c) => (await c.query('select category, options from product_filter_options where product_id = $1', [id])).rows[0]);
    const expected = async (id: string, category = CATEGORY) => {
      const options = optionMasks(specFilters(await schemaOf(category)), await specsOf(id));
      return { category, options };
    };
    const rate = { key: 'test-rate', name: 'Test rate', unit: 'kg/h', kind: 'number', filterable: true, bands: [10, 20] };
    const finish = { key: 'test-finish', name: 'Test finish', kind: 'choice', filterable: true, choices: ['Matt', 'Gloss'] };
    const added = await save([rate, ...original.map(sent), finish]);
    expect(added.status, added.body.message).toBe(200);
    const product = await upload({ category: CATEGORY, specifications: [{ key: 'test-rate', value: 15 }, { key: 'test-finish', value: 'Gloss' }] });
    const bare = await upload({ category: CATEGORY });
    expect(await stored(product._id)).toEqual(await expected(product._id));
    expect((await stored(product._id)).options.filter(Boolean)).toHaveLength(2);
    expect((await stored(bare._id)).options.every((mask: number) => mask === 0)).toBe(true);

    // A band added, the choices reordered and the two filters swapped: worked out again.
    const saved = added.body.data!;
    const byKey = (key: string) => sent(saved.find((f) => f.key === key)!);
    const changed = await save([
      { ...byKey('test-finish'), choices: ['Satin', 'Gloss', 'Matt'] },
      ...saved.filter((f) => !f.key.startsWith('test-')).map(sent),
      { ...byKey('test-rate'), bands: [10, 15, 20] },
    ]);
    expect(changed.status, changed.body.message).toBe(200);
    expect(await stored(product._id)).toEqual(await expected(product._id));
    expect((await stored(product._id)).options.filter(Boolean)).toEqual([1 << 1, 1 << 2]);

    // A value changed; then the machine moved to another category, whose filters it has no value of.
    const updated = await post('/api/update-product', { ...machine(), _id: product._id, category: CATEGORY, specifications: [{ key: 'test-rate', value: 25 }] });
    expect(updated.status, updated.body.message).toBe(200);
    expect(await stored(product._id)).toEqual(await expected(product._id));
    const moved = await post('/api/update-product', { ...machine(), _id: product._id, category: 'paper-bag-making-machines' });
    expect(moved.status, moved.body.message).toBe(200);
    expect(await stored(product._id)).toEqual(await expected(product._id, 'paper-bag-making-machines'));
    expect((await stored(product._id)).options.every((mask: number) => mask === 0)).toBe(true);

    expect((await save(original.map(sent))).status).toBe(200);
  });

  it('refuses a change the stored values no longer fit with 409, writing nothing, and converts those that fit', async () => {
    const added = await save([...original.map(sent), { key: 'test-size', name: 'Test size', unit: 'mm', kind: 'range' }, { key: 'test-mass', name: 'Test mass', unit: 'kg', kind: 'number' }]);
    expect(added.status, added.body.message).toBe(200);
    const fields = added.body.data!.map(sent);
    const product = await upload({ category: CATEGORY, specifications: [{ key: 'test-size', value: '200-300' }, { key: 'test-mass', value: '1250' }] });
    const [schemaBefore, valuesBefore] = [await storedSchema(), await storedValues()];

    const change = (key: string, to: Record<string, unknown>) => fields.map((f) => (f.key === key ? { ...f, ...to } : f));
    const refusals: [Record<string, unknown>[], string][] = [
      [change('test-size', { kind: 'number' }), 'Test size: the values of 1 machine (such as "200–300") would not fit the change; change or clear them first.'],
      [change('test-size', { unit: 'cm' }), 'Test size: 1 machine holds values in mm; a value is never converted to another unit, so change or clear them before changing the unit.'],
      [change('test-mass', { kind: 'choice', choices: ['Light', 'Heavy'] }), 'Test mass: the values of 1 machine (such as "1,250") would not fit the change; change or clear them first.'],
    ];
    for (const [sentFields, message] of refusals) {
      const { status, body } = await save(sentFields);
      expect({ status, message: body.message }).toEqual({ status: 409, message });
    }
    expect([await storedSchema(), await storedValues()]).toEqual([schemaBefore, valuesBefore]);

    // Safe: a number made a range keeps its figure; a range made text keeps it as written.
    const converted = await save(fields.map((f) => (f.key === 'test-mass' ? { ...f, kind: 'range' } : f.key === 'test-size' ? { ...f, kind: 'text' } : f)));
    expect(converted.status, converted.body.message).toBe(200);
    expect(await specsOf(product._id)).toEqual([
      { key: 'test-size', name: 'Test size', unit: 'mm', kind: 'text', value: '200–300', min: null, max: null, onCard: false },
      { key: 'test-mass', name: 'Test mass', unit: 'kg', kind: 'range', value: '1,250', min: 1250, max: 1250, onCard: false },
    ]);
  });
});
