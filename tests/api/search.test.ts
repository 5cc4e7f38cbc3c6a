/**
 * GET /api/search?q=...: ranked, typo-tolerant, capped at 100, and unbothered by hostile text; with
 * `limit` and `cursor`, a page at a time as far as the last product that matches.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { CategoryValue } from '../../src/lib/categories';
import { CURSOR_MESSAGE, LIMIT_MESSAGE, type PagedEnvelope } from '../../src/server/http/paging';
import type { Product } from '../../src/lib/types';
import { SEARCH_MAX_LENGTH } from '../../src/lib/validation/catalogue';
import { createAccount } from '../support/accounts';
import { callApi, countRows, withDatabase } from '../support/http';

const site = inject('site');

const search = (q?: string) =>
  callApi<Product[]>(site.url, q === undefined ? '/api/search' : `/api/search?${new URLSearchParams({ q })}`);

async function results(q: string): Promise<Product[]> {
  const { status, body } = await search(q);
  expect(status, q).toBe(200);
  expect(body).toMatchObject({ success: true, error: false });
  return body.data!;
}

/** Adds products straight to the table, runs `work`, and removes them whatever happens. */
async function withProducts(
  rows: { name: string; brand?: string; category?: CategoryValue; description?: string; createdAt?: string }[],
  work: (ids: string[]) => Promise<void>,
): Promise<void> {
  const ids = await withDatabase(site.databaseUrl, async (c) =>
    (await c.query<{ id: string }>(
      `insert into products (product_name, brand_name, category, description, created_at)
       select r.name, r.brand, r.category, r.description, r.created_at
         from jsonb_to_recordset($1::jsonb) as r (name text, brand text, category text, description text, created_at timestamptz)
       returning id`,
      [JSON.stringify(rows.map((r) => ({
        name: r.name,
        brand: r.brand ?? 'Probe Works',
        category: r.category ?? 'all-machines',
        description: r.description ?? '',
        created_at: r.createdAt ?? new Date().toISOString(),
      })))],
    )).rows.map((r) => r.id),
  );
  try {
    await work(ids);
  } finally {
    await withDatabase(site.databaseUrl, (c) => c.query('delete from products where id = any($1::uuid[])', [ids]));
  }
}

/** Replaces a product's values of its category's specifications, as its save does (a delete, then an insert). */
async function setValues(productId: string, values: { key: string; low?: number; high?: number; text?: string }[]): Promise<void> {
  await withDatabase(site.databaseUrl, async (c) => {
    await c.query('delete from product_specs where product_id = $1', [productId]);
    await c.query(
      `insert into product_specs (product_id, field_id, low, high, text_value)
       select p.id, f.id, v.low, coalesce(v.high, v.low), v.text
         from products p
         cross join jsonb_to_recordset($2::jsonb) as v (key text, low numeric, high numeric, text text)
         join spec_fields f on f.category = p.category and f.key = v.key
        where p.id = $1`,
      [productId, JSON.stringify(values)],
    );
  });
}

const ids = (found: Product[]) => found.map((p) => p._id);

let catalogue: Product[];
beforeAll(async () => {
  catalogue = (await callApi<Product[]>(site.url, '/api/get-product')).body.data!;
});

describe('ranking', () => {
  it('puts a name match before a brand match before a description-only match', async () => {
    await withProducts(
      [
        // The name match is the oldest, so the catalogue order alone would put it last.
        { name: 'Zentrifex Coating Machine', createdAt: '2020-01-01T00:00:00Z' },
        { name: 'Plain Coating Machine', brand: 'Zentrifex Works', createdAt: '2021-01-01T00:00:00Z' },
        { name: 'Generic Coating Machine', description: '<p>Runs beside <strong>zentrifex</strong> lines.</p>' },
      ],
      async () => {
        const found = await results('zentrifex');
        expect(found.map((p) => p.productName)).toEqual([
          'Zentrifex Coating Machine',
          'Plain Coating Machine',
          'Generic Coating Machine',
        ]);
      },
    );
  });

  it('finds tissue paper machines first for the typo "tisue paper"', async () => {
    const found = await results('tisue paper');
    const tissue = catalogue.filter((p) => p.category === 'tissue-paper-making-machines');
    expect(tissue.length).toBeGreaterThanOrEqual(3);
    // The machines named for tissue lead; the rest of the category follows before anything else.
    for (const product of found.slice(0, 3)) expect(product.productName).toMatch(/tissue/i);
    expect(new Set(found.slice(0, tissue.length).map((p) => p._id))).toEqual(new Set(tissue.map((p) => p._id)));
  });

  it.each(['aluminum foil', 'aluminium foil', 'Aluminium Foil Rewinding', 'alumnium foil'])(
    'finds the foil rewinders first for "%s"',
    async (q) => {
      const found = await results(q);
      const foil = catalogue.filter((p) => p.category === 'aluminum-foil-rewinding-machine');
      expect(foil.length).toBeGreaterThan(0);
      expect(new Set(found.slice(0, foil.length).map((p) => p._id))).toEqual(new Set(foil.map((p) => p._id)));
    },
  );

  it.each([
    ['Rollwell', 'Rollwell'],
    ['dalmalin', 'Dalmaline'],
    ['kharkai industrial', 'Kharkai Industrial'],
  ])('finds the brand first for "%s"', async (q, brand) => {
    const found = await results(q);
    const ofBrand = catalogue.filter((p) => p.brandName === brand);
    expect(ofBrand.length).toBeGreaterThan(0);
    expect(found.slice(0, ofBrand.length).map((p) => p.brandName)).toEqual(ofBrand.map(() => brand));
  });

  it('matches the start of a word, as the search box sends it while typing', async () => {
    const found = await results('toil');
    expect(found.length).toBeGreaterThan(0);
    expect(found[0].productName).toMatch(/toilet/i);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await results('xylophone')).toEqual([]);
  });
});

describe('a machine\'s specifications', () => {
  it('find it by a value and its unit, as a buyer types them', async () => {
    await withProducts(
      [
        // The older one holds the values asked for: the catalogue order alone would put it second.
        // (Demo machines holding those values in their names may come before both.)
        { name: 'Orvanta Former One', category: 'paper-cup-making-machines', createdAt: '2020-01-01T00:00:00Z' },
        { name: 'Orvanta Former Two', category: 'paper-cup-making-machines' },
      ],
      async ([one, two]) => {
        await setValues(one, [
          { key: 'output', low: 90, high: 110 },
          { key: 'paper-gsm', low: 100, high: 300 },
          { key: 'power', low: 7.5 },
          { key: 'phase', text: 'Three phase' },
          { key: 'weight', low: 1800 },
        ]);
        await setValues(two, [
          { key: 'output', low: 60, high: 80 },
          { key: 'paper-gsm', low: 150, high: 350 },
          { key: 'power', low: 5 },
          { key: 'phase', text: 'Single phase' },
          { key: 'weight', low: 950 },
        ]);
        // What search reads: name, value and unit, split at every mark as a query is; a figure from
        // 1,000 also as the site groups it.
        const reading = await withDatabase(site.databaseUrl, async (c) =>
          (await c.query<{ search_specifications: string }>('select search_specifications from products where id = $1', [one])).rows[0],
        );
        expect(reading.search_specifications).toBe('Output 90 110 cups min Paper 100 300 gsm Power 7 5 kW Power supply Three phase Weight 1800 1 800 kg');
        for (const q of ['orvanta 90 cups', 'Orvanta 90–110 cups/min', 'orvanta 100 gsm', 'orvanta 7.5 kW', 'orvanta three phase', 'orvanta 1800 kg', 'orvanta 1,800 kg']) {
          expect(ids(await results(q)).filter((id) => id === one || id === two), q).toEqual([one, two]);
        }
        // A figure is only itself: "180" is not the first one's 1800, so the newer leads.
        expect(ids(await results('orvanta 180 kg')).filter((id) => id === one || id === two)).toEqual([two, one]);
      },
    );
  });

  it('rank a match by name above a match by value', async () => {
    await withProducts(
      [
        { name: 'Kestrava Slitter', createdAt: '2020-01-01T00:00:00Z' },
        { name: 'Plain Slitter' },
      ],
      async ([byName, byValue]) => {
        await setValues(byValue, [{ key: 'floor-space', text: 'Kestrava bay, 2.6 × 1.2' }]);
        expect(ids(await results('kestrava'))).toEqual([byName, byValue]);
      },
    );
  });
});

describe('a rare word beside a word most products hold', () => {
  // "zorblex" is rare; "quantrel" is in nearly every product. Products holding "zorblex" in their
  // name outscore the rest; among them "quantrel" in the name beats "quantrel" in the description,
  // and equal scores go newest first.
  const at = (group: number, n: number) => new Date(Date.UTC(2024, group, 1, 0, n)).toISOString();
  const rows = (both: number, rareOnly: number, commonOnly: number) => [
    ...Array.from({ length: both }, (_, n) => ({ name: `Zorblex Quantrel Unit ${n}`, createdAt: at(0, n) })),
    ...Array.from({ length: rareOnly }, (_, n) => ({ name: `Zorblex Unit ${n}`, description: '<p>A quantrel inside.</p>', createdAt: at(1, n) })),
    ...Array.from({ length: commonOnly }, (_, n) => ({ name: `Quantrel Unit ${n}`, createdAt: at(2, n) })),
  ];
  const newestFirst = (ids: string[]) => [...ids].reverse();

  it('answers the rare word\'s holders, best field first, when 100 of them fill the answer', async () => {
    await withProducts(rows(60, 60, 340), async (ids) => {
      const [both, rareOnly] = [ids.slice(0, 60), ids.slice(60, 120)];
      const found = (await results('zorblex quantrel')).map((p) => p._id);
      expect(found).toEqual([...newestFirst(both), ...newestFirst(rareOnly).slice(0, 40)]);
    });
  });

  it('fills the answer from the common word\'s holders when the rare word has too few', async () => {
    await withProducts(rows(30, 20, 340), async (ids) => {
      const [both, rareOnly, commonOnly] = [ids.slice(0, 30), ids.slice(30, 50), ids.slice(50)];
      const found = (await results('zorblex quantrel')).map((p) => p._id);
      expect(found).toEqual([...newestFirst(both), ...newestFirst(rareOnly), ...newestFirst(commonOnly).slice(0, 50)]);
    });
  });
});

describe('a long query that few products fully match', () => {
  // 200 "Zorvane" presses among 700 new products, every one with "vextal" in its description and
  // 20 presses with "quillet" there too. No product holds "vextal" or "quillet" outside its
  // description, so none holds every word at its best field and the first way cannot answer.
  // "zorvane" outweighs the other two words together: the quillet presses come first, then the
  // other presses, then the rest, newest first in each. Pages of 10 walk the presses' postings
  // (the candidates' walk); pages of 50 score every press at once (few enough for a page that size).
  const minutes = (n: number) => new Date(Date.UTC(2022, 0, 1, 0, n)).toISOString();
  const rows = [
    ...Array.from({ length: 200 }, (_, n) => ({
      name: `Zorvane Press ${n}`,
      description: `<p>Vextal frame${n % 10 === 0 ? ', quillet rollers' : ''}.</p>`,
      createdAt: minutes(n),
    })),
    ...Array.from({ length: 500 }, (_, n) => ({ name: `Plain Unit ${n}`, description: '<p>Vextal frame.</p>', createdAt: minutes(300 + n) })),
  ];
  const q = 'zorvane vextal quillet';
  const newestFirst = (ids: string[]) => [...ids].reverse();
  const expectedOrder = (ids: string[]) => {
    const presses = ids.slice(0, 200);
    return [
      ...newestFirst(presses.filter((_, n) => n % 10 === 0)),
      ...newestFirst(presses.filter((_, n) => n % 10 !== 0)),
      ...newestFirst(ids.slice(200)),
    ];
  };

  /** The first `count` products of the ranking, `limit` at a time, following nextCursor. */
  async function firstOfPages(limit: number, count: number): Promise<string[]> {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const params: URLSearchParams = new URLSearchParams({ q, limit: String(limit), ...(cursor ? { cursor } : {}) });
      const { status, body } = await callApi<Product[]>(site.url, `/api/search?${params}`);
      expect(status).toBe(200);
      const page = body as PagedEnvelope<Product>;
      ids.push(...page.data!.map((p) => p._id));
      cursor = page.nextCursor;
    } while (cursor && ids.length < count);
    return ids.slice(0, count);
  }

  /** How many product rows the ranking function reads for a page of `count` (the database's own counts). */
  const productRowsRead = (count: number) =>
    withDatabase(site.databaseUrl, async (c) => {
      const read = async () =>
        Number((await c.query<{ read: string }>(
          "select seq_tup_read + idx_tup_fetch as read from pg_stat_xact_user_tables where relname = 'products'",
        )).rows[0].read);
      // In one transaction: the counts are this connection's, kept until it ends.
      await c.query('begin');
      try {
        const before = await read();
        await c.query('select from search_ranked($1, $2)', [q.split(' '), count]);
        return (await read()) - before;
      } finally {
        await c.query('rollback');
      }
    });

  it('pages through the presses in the order of the scoring, from the products that can reach each page', async () => {
    await withProducts(rows, async (ids) => {
      const expected = expectedOrder(ids);
      expect((await results(q)).map((p) => p._id)).toEqual(expected.slice(0, 100));
      // Past the presses too, where every match is scored.
      expect(await firstOfPages(10, 210)).toEqual(expected.slice(0, 210));
      expect(await firstOfPages(50, 250)).toEqual(expected.slice(0, 250));
      // Scoring every match reads the 700 products holding "vextal": a page and one more of 10 reads
      // the quillet presses and the presses walked; one of 50, the 200 presses.
      expect(await productRowsRead(11)).toBeLessThan(100);
      expect(await productRowsRead(51)).toBeLessThan(300);
    });
  });
});

describe('a word counts once per product, in its best field', () => {
  it('does not count a word again for the description of a product that has it in its name', async () => {
    await withProducts(
      [
        { name: 'Plimbrot Unit', description: '<p>The plimbrot plimbrot way.</p>', createdAt: '2024-01-01T00:00:00Z' },
        { name: 'Plimbrot Press', createdAt: '2024-02-01T00:00:00Z' },
        // One in a description only, so that descriptions are searched for the word at all.
        { name: 'Plain Press', description: '<p>Feeds a plimbrot.</p>', createdAt: '2023-01-01T00:00:00Z' },
      ],
      async ([withDescription, nameOnly, descriptionOnly]) => {
        // The first two score the same, so the newest leads.
        expect((await results('plimbrot')).map((p) => p._id)).toEqual([nameOnly, withDescription, descriptionOnly]);
      },
    );
  });

  it('counts a prefix of several words once, by the best of them', async () => {
    // "glimmer" is the start of two words; the first product holds both, the second one and a rarer
    // word in its description. Counted twice, the first would lead.
    await withProducts(
      [
        { name: 'Glimmerton Glimmerfield Unit', createdAt: '2024-02-01T00:00:00Z' },
        { name: 'Glimmerton Unit', description: '<p>Zapfoline inside.</p>', createdAt: '2024-01-01T00:00:00Z' },
      ],
      async ([both, withRareWord]) => {
        expect((await results('glimmer zapfoline')).map((p) => p._id)).toEqual([withRareWord, both]);
      },
    );
  });
});

describe('the search index follows the catalogue', () => {
  /**
   * Rows of the kept index that a fresh reading of the catalogue would not give, and the reverse; and
   * how far the catalogue's kept size is from its count.
   */
  const INDEX_DRIFT = `
    with expected_postings as (
      select e.lexeme, e.field_weight, p.created_at as listed_at, p.id as product_id
        from products p cross join product_search_entries(p) e where e.field_weight >= 5),
    expected_lexemes as (
      select e.lexeme, count(*) filter (where e.field_weight = 10) as in_name, count(*) filter (where e.field_weight = 7) as in_brand,
             count(*) filter (where e.field_weight = 5) as in_category, count(*) filter (where e.field_weight = 3) as in_description
        from products p cross join product_search_entries(p) e group by e.lexeme)
    select (select count(*) from ((select * from expected_postings except all select * from search_postings)
                                  union all (select * from search_postings except all select * from expected_postings)) d)::int as postings,
           (select count(*) from ((select lexeme::text, in_name, in_brand, in_category, in_description from expected_lexemes
                                   except all select lexeme, in_name, in_brand, in_category, in_description from search_lexemes)
                                  union all (select lexeme, in_name, in_brand, in_category, in_description from search_lexemes
                                   except all select lexeme::text, in_name, in_brand, in_category, in_description from expected_lexemes)) d)::int as lexemes,
           ((select size from search_catalogue) - (select count(*) from products))::int as catalogue`;
  const drift = () =>
    withDatabase(site.databaseUrl, async (c) => (await c.query<{ postings: number; lexemes: number; catalogue: number }>(INDEX_DRIFT)).rows[0]);

  it('finds a renamed product by its new name only, and a removed one not at all', async () => {
    let productId = '';
    await withProducts([{ name: 'Quorvex Slitting Machine', brand: 'Quorvex Works' }], async ([id]) => {
      productId = id;
      expect(ids(await results('quorvex'))).toEqual([id]);
      await withDatabase(site.databaseUrl, (c) =>
        c.query("update products set product_name = 'Brevalon Slitting Machine', brand_name = 'Probe Works' where id = $1", [id]),
      );
      expect(await results('quorvex')).toEqual([]);
      expect(await results('quorvexx')).toEqual([]);
      expect(ids(await results('brevalon'))).toEqual([id]);
      expect(ids(await results('brevalonn'))).toEqual([id]); // a typo of the new name
      // A change outside the searched fields leaves the index as it is.
      await withDatabase(site.databaseUrl, (c) => c.query('update products set price = 123456 where id = $1', [id]));
      expect(ids(await results('brevalon'))).toEqual([id]);
      expect(await drift()).toEqual({ postings: 0, lexemes: 0, catalogue: 0 });
    });
    expect(ids(await results('brevalon'))).not.toContain(productId);
    expect(await drift()).toEqual({ postings: 0, lexemes: 0, catalogue: 0 });
  });

  it('follows a change of a product\'s values', async () => {
    await withProducts([{ name: 'Plain Winder', category: 'aluminum-foil-rewinding-machine' }], async ([id]) => {
      await setValues(id, [{ key: 'speed', low: 4321, high: 4987 }]);
      expect(ids(await results('4987'))).toEqual([id]);
      await withDatabase(site.databaseUrl, (c) => c.query('update product_specs set low = 5311, high = 5399 where product_id = $1', [id]));
      expect(await results('4987')).toEqual([]);
      expect(ids(await results('5399'))).toEqual([id]);
      await setValues(id, []);
      expect(await results('5399')).toEqual([]);
      expect(await drift()).toEqual({ postings: 0, lexemes: 0, catalogue: 0 });
    });
    // Every product's reading is its values' (the demo's among them, read when the index was made).
    // A specification's rename is read again by the schema's save (specifications.test.ts).
    const stale = await withDatabase(site.databaseUrl, async (c) =>
      (await c.query<{ n: number }>('select count(*)::int as n from products where search_specifications <> product_search_specifications(id)')).rows[0].n,
    );
    expect(stale).toBe(0);
  });
});

describe('the whole catalogue', () => {
  it.each([['a missing q', undefined], ['an empty q', ''], ['a blank q', '   ']])(
    'lists every product, newest first, for %s',
    async (_, q) => {
      const { status, body } = await search(q);
      expect(status).toBe(200);
      expect(body.data!.map((p) => p._id)).toEqual(catalogue.map((p) => p._id));
    },
  );

  it('answers at most 100 products, for a query and for an empty q', async () => {
    const probes = Array.from({ length: 110 }, (_, i) => ({ name: `Capacity Probe Machine ${i + 1}` }));
    await withProducts(probes, async (ids) => {
      const found = await results('capacity probe');
      expect(found).toHaveLength(100);
      for (const product of found) expect(ids).toContain(product._id);
      const all = await results('');
      expect(all).toHaveLength(100);
      const times = all.map((p) => Date.parse(p.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });
  });
});

describe('pages', () => {
  const searchPage = async (params: Record<string, string>) => {
    const { status, body } = await callApi<Product[]>(site.url, `/api/search?${new URLSearchParams(params)}`);
    return { status, body: body as PagedEnvelope<Product> };
  };

  /**
   * Every page of a query, `limit` at a time, following nextCursor; `between` runs after each page
   * (its number) before the next is asked for.
   */
  async function walk(q: string, limit: number, between?: (page: number) => Promise<void>) {
    const ids: string[] = [];
    const totals: number[] = [];
    let cursor: string | null = null;
    do {
      const { status, body } = await searchPage({ q, limit: String(limit), ...(cursor ? { cursor } : {}) });
      expect({ q, status }).toEqual({ q, status: 200 });
      expect(body).toMatchObject({ success: true, error: false, message: 'Search results' });
      expect(body.data!.length).toBeLessThanOrEqual(limit);
      ids.push(...body.data!.map((p) => p._id));
      totals.push(body.total);
      cursor = body.nextCursor;
      if (cursor) await between?.(totals.length);
    } while (cursor);
    return { ids, totals };
  }

  const newestFirst = (ids: string[]) => [...ids].reverse();
  const minutes = (n: number) => new Date(Date.UTC(2023, 0, 1, 0, n)).toISOString();

  it('walks every product "machine" matches in the demo catalogue, once each, in the order of the unpaged answer', async () => {
    const unpaged = (await results('machine')).map((p) => p._id);
    expect(unpaged.length).toBeGreaterThan(10);
    const { ids, totals } = await walk('machine', 4);
    expect(ids).toEqual(unpaged);
    expect(new Set(totals)).toEqual(new Set([unpaged.length]));
  });

  it('goes beyond the first 100: name matches, then brand, then description, newest first in each', async () => {
    // Products made one minute apart: 130 with the word in the name, 40 in the brand, 30 in the
    // description only.
    const rows = [
      ...Array.from({ length: 130 }, (_, n) => ({ name: `Vellanor Machine ${n}`, createdAt: minutes(n) })),
      ...Array.from({ length: 40 }, (_, n) => ({ name: `Plain Press ${n}`, brand: 'Vellanor Works', createdAt: minutes(200 + n) })),
      ...Array.from({ length: 30 }, (_, n) => ({ name: `Plain Unit ${n}`, description: '<p>Fits a vellanor line.</p>', createdAt: minutes(300 + n) })),
    ];
    await withProducts(rows, async (made) => {
      const expected = [...newestFirst(made.slice(0, 130)), ...newestFirst(made.slice(130, 170)), ...newestFirst(made.slice(170))];
      const unpaged = (await results('vellanor')).map((p) => p._id);
      expect(unpaged).toEqual(expected.slice(0, 100));
      for (const limit of [25, 100]) {
        const { ids, totals } = await walk('vellanor', limit);
        expect(ids).toEqual(expected);
        expect(new Set(totals)).toEqual(new Set([200]));
      }

      // Two words: every product holding either, once, and the total is their number.
      const either = await walk('vellanor plain', 40);
      expect(new Set(either.ids).size).toBe(either.ids.length);
      expect(either.ids).toEqual(expect.arrayContaining(made));
      expect(new Set(either.totals)).toEqual(new Set([either.ids.length]));
      expect(either.ids.slice(0, 100)).toEqual((await results('vellanor plain')).map((p) => p._id));
    });
  });

  it('shows each product once while products are added during the walk', async () => {
    // Products added change every word's rarity, and so every relevance; the pages keep the
    // weights of the walk's start, so that the products not yet shown keep their places.
    const rows = [
      ...Array.from({ length: 30 }, (_, n) => ({ name: `Quiltrane Machine ${n}`, createdAt: minutes(n) })),
      ...Array.from({ length: 30 }, (_, n) => ({ name: `Plain Press ${n}`, brand: 'Quiltrane Works', createdAt: minutes(100 + n) })),
    ];
    await withProducts(rows, async (made) => {
      const added: string[] = [];
      // After the first page (a cursor among the name matches) products named for the word; after
      // the fourth and fifth (among the brand matches) those too and products of the word's brand.
      const addMore = async (page: number) => {
        if (page !== 1 && page !== 4 && page !== 5) return;
        const more = [
          ...Array.from({ length: 5 }, (_, n) => ({ name: `Quiltrane Machine new ${page}.${n}` })),
          ...Array.from({ length: page === 1 ? 0 : 15 }, (_, n) => ({ name: `Plain Press new ${page}.${n}`, brand: 'Quiltrane Works' })),
        ];
        await withDatabase(site.databaseUrl, async (c) => {
          const { rows: ids } = await c.query<{ id: string }>(
            `insert into products (product_name, brand_name, category, description)
             select r.name, coalesce(r.brand, 'Probe Works'), 'all-machines', '' from jsonb_to_recordset($1::jsonb) as r (name text, brand text)
             returning id`,
            [JSON.stringify(more)],
          );
          added.push(...ids.map((r) => r.id));
        });
      };
      try {
        const { ids } = await walk('quiltrane', 10, addMore);
        expect(added).toHaveLength(45);
        // Every product added is newer than any already shown of its relevance: none is shown.
        expect(ids).toEqual([...newestFirst(made.slice(0, 30)), ...newestFirst(made.slice(30))]);
      } finally {
        await withDatabase(site.databaseUrl, (c) => c.query('delete from products where id = any($1::uuid[])', [added]));
      }
    });
  });

  it('pages the newest products for an empty q, as get-product lists them', async () => {
    const { ids, totals } = await walk('', 7);
    expect(ids).toEqual(catalogue.map((p) => p._id));
    expect(new Set(totals)).toEqual(new Set([catalogue.length]));
  });

  it('answers as the SPEC says without limit: no nextCursor, no total', async () => {
    for (const q of ['machine', '']) {
      const { body } = await search(q);
      expect(Object.keys(body).sort()).toEqual(['data', 'error', 'message', 'success']);
    }
  });

  it('refuses a cursor of another query or list, and one changed by one character', async () => {
    const admin = await createAccount(site.databaseUrl, 'ADMIN');
    // Two, so that a first page of one has a next.
    const enquiryIds = await withDatabase(site.databaseUrl, async (c) =>
      (await c.query<{ id: string }>(
        `insert into enquiries (name, phone, address, message)
         values ('Asha', '9876543210', 'Ranchi', 'Price?'), ('Ravi', '9876543211', 'Patna', 'Price?') returning id`,
      )).rows.map((r) => r.id),
    );
    const cursorOf = async (path: string, cookie?: string) =>
      ((await callApi<unknown[]>(site.url, path, { headers: cookie ? { cookie } : {} })).body as PagedEnvelope<unknown>).nextCursor!;
    const [machine, newest, products, enquiries] = await Promise.all([
      cursorOf('/api/search?q=machine&limit=1'),
      cursorOf('/api/search?q=&limit=1'),
      cursorOf('/api/get-product?limit=1'),
      cursorOf('/api/all-enquiries?limit=1', admin.cookie),
    ]);
    await withDatabase(site.databaseUrl, (c) => c.query('delete from enquiries where id = any($1::uuid[])', [enquiryIds]));
    expect(machine && newest && products && enquiries).toBeTruthy();
    const changed = (text: string, at: number) => `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
    const refused: [string, string, string][] = [
      ['a cursor of another query', 'paper', machine],
      ['a cursor of the newest products', 'machine', newest],
      ['a get-product cursor', 'machine', products],
      ['an enquiries cursor', 'machine', enquiries],
      ['a ranked cursor for an empty q', '', machine],
      ['an enquiries cursor for an empty q', '', enquiries],
      ['a changed payload', 'machine', changed(machine, 3)],
      ['a changed signature', 'machine', changed(machine, machine.length - 2)],
    ];
    for (const [label, q, cursor] of refused) {
      const { status, body } = await searchPage({ q, limit: '1', cursor });
      expect({ label, status, body }).toEqual({ label, status: 400, body: { success: false, error: true, message: CURSOR_MESSAGE } });
    }
    // The same words, however typed, are the same query.
    expect((await searchPage({ q: '  MACHINE!', limit: '1', cursor: machine })).status).toBe(200);
    expect((await searchPage({ q: '', limit: '1', cursor: products })).status).toBe(200);
  });

  it('refuses a limit that is not a whole number from 1 to 100, and a cursor without one', async () => {
    const cursor = (await searchPage({ q: 'machine', limit: '1' })).body.nextCursor!;
    const asked: Record<string, string>[] = [{ limit: '0' }, { limit: '101' }, { limit: 'abc' }, { limit: '' }, { cursor }];
    for (const params of asked) {
      for (const q of ['machine', '']) {
        const { status, body } = await searchPage({ q, ...params });
        expect({ q, params, status, body }).toEqual({ q, params, status: 400, body: { success: false, error: true, message: LIMIT_MESSAGE } });
      }
    }
  });
});

describe('bad and hostile input', () => {
  it(`answers 400 naming q when it is longer than ${SEARCH_MAX_LENGTH} characters`, async () => {
    const { status, body } = await search('a'.repeat(SEARCH_MAX_LENGTH + 1));
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, error: true });
    expect(body.message).toMatch(/\bq\b/);
    expect((await search('a'.repeat(SEARCH_MAX_LENGTH))).status).toBe(200);
  });

  it.each([
    "' or 1=1 --",
    "'; drop table products; --",
    '%',
    '_',
    '%_%',
    '\\',
    '(',
    ')',
    ':*',
    '&|!',
    'tissue:*A & !paper',
    "'tissue' <-> 'paper'",
    '"unclosed',
    '.*[',
    '<script>alert(1)</script>',
    '\u0000',
    'ß 紙 कागज़ 🙂',
    'the and of',
    // more words than are searched, within the length limit
    Array.from({ length: 40 }, (_, i) => `w${i}`).join(' '),
  ])('answers 200 with a list for %j and changes nothing', async (q) => {
    const before = await countRows(site.databaseUrl, 'products');
    const found = await results(q);
    expect(Array.isArray(found)).toBe(true);
    expect(await countRows(site.databaseUrl, 'products')).toBe(before);
  });

  it('refuses another method with 405', async () => {
    const { status, headers } = await callApi(site.url, '/api/search?q=cup', { method: 'POST', json: {} });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET');
  });
});
