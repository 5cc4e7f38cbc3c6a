/**
 * Synthetic products for the build benchmark: realistic enough that a page costs what a real one
 * does (a ~1.5 KB description with a heading, a list and a table, three images, prices, values of
 * its category's specifications), spread evenly over the seven categories, with distinct creation
 * times so the catalogue order is stable.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CATEGORIES, type CategoryValue } from '../../src/lib/categories';
import { withConnection } from '../../src/server/db/db-config';
import { inTransaction } from '../../src/server/db/db';

/** A value of one of the default schemas' specifications (supabase/migrations/20261130000100_specifications.sql). */
export interface SyntheticSpec {
  key: string;
  low: number | null;
  high: number | null;
  text: string | null;
}

export interface SyntheticProduct {
  /** Derived from the product's number, so that its specifications can be written with it. */
  id: string;
  productName: string;
  brandName: string;
  category: CategoryValue;
  productImage: string[];
  description: string;
  price: number | null;
  sellingPrice: number | null;
  createdAt: Date;
  specifications: SyntheticSpec[];
}

const BRANDS = ['Dalmaline', 'Subarna Machtech', 'Kharkai Industrial', 'Tata Nagar Engineering', 'Jubilee Converting', 'Swarnarekha Works'];
const GRADES = ['Fully Automatic', 'Semi Automatic', 'High Speed', 'Heavy Duty', 'Compact', 'Servo Driven', 'Double Die'];
const MACHINE_NOUN: Record<CategoryValue, string> = {
  'paper-cup-making-machines': 'Paper Cup Making Machine',
  'aluminum-foil-rewinding-machine': 'Aluminium Foil Rewinding Machine',
  'paper-plate-making-machines': 'Paper Plate Making Machine',
  'tissue-paper-making-machines': 'Tissue Paper Making Machine',
  'paper-bag-making-machines': 'Paper Bag Making Machine',
  'toilet-roll-making-machines': 'Toilet Roll Making Machine',
  'all-machines': 'Die Punching Machine',
};
const FEATURES = [
  'PLC with 7 inch touch screen, production counter and fault display',
  'Photo-sensor stop on missing paper or broken web',
  'Automatic oil lubrication of cams, gears and bearings',
  'Hot air heaters with digital temperature control',
  'Quick change tooling: a new size in about two hours',
  'Safety guard with door interlock and emergency stop',
  'Variable frequency drive for smooth start and speed control',
  'Pneumatic unwind stand with tension control',
  'Heavy cast frame for low vibration over long shifts',
];
const ORIGIN = Date.UTC(2026, 0, 1);
const PLACEHOLDER_IMAGE = '/og-default.webp';

/** Small deterministic generator, so every run benchmarks the same catalogue. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)];
}

/** Image sets of the demo pictures when they have been generated, else the share image. */
export function availableImageSets(projectRoot: string): string[][] {
  const dir = path.join(projectRoot, 'public/demo/products');
  const ids = fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((f) => f.endsWith('-1.webp')).map((f) => f.slice(0, -'-1.webp'.length))
    : [];
  if (ids.length === 0) return [[PLACEHOLDER_IMAGE, PLACEHOLDER_IMAGE, PLACEHOLDER_IMAGE]];
  return ids.map((id) => [1, 2, 3].map((n) => `/demo/products/${id}-${n}.webp`));
}

function describe(name: string, model: string, random: () => number): string {
  const speed = 40 + Math.floor(random() * 120);
  const power = (3 + random() * 20).toFixed(1);
  const features = [...FEATURES].sort(() => random() - 0.5).slice(0, 7);
  const specs: [string, string][] = [
    ['Model', model],
    ['Production speed', `${speed}-${speed + 20} pieces per minute`],
    ['Paper', `${120 + Math.floor(random() * 80)}-${250 + Math.floor(random() * 100)} GSM`],
    ['Total power', `${power} kW, 415 V, 3 phase, 50 Hz`],
    ['Machine weight', `Approx. ${800 + Math.floor(random() * 2500)} kg`],
    ['Dimensions (L x W x H)', `${1800 + Math.floor(random() * 1500)} x 1300 x 1800 mm`],
    ['Air requirement', '0.4-0.5 MPa, 0.3 cubic metre per minute'],
    ['Warranty', '12 months on electricals, 24 months on the frame'],
  ];
  return [
    `<h2>${name}</h2>`,
    `<p>Built for converters who supply cafes, caterers and retail chains, the <strong>${model}</strong> runs a full shift with one operator at up to <strong>${speed + 20} pieces per minute</strong>.</p>`,
    '<p>An <em>open cam</em> main drive keeps every station in step at full speed, and every wear part is a standard size stocked in Jamshedpur, so a breakdown never waits on an import.</p>',
    '<p><strong>Key Features</strong></p>',
    `<ul>${features.map((f) => `<li>${f}</li>`).join('')}</ul>`,
    '<p><strong>Technical Specifications</strong></p>',
    `<table><tbody>${specs.map(([k, v]) => `<tr><td>${k}</td><td>${v}</td></tr>`).join('')}</tbody></table>`,
    '<p>Installation, trial run and operator training are done at your site by our engineers.</p>',
  ].join('');
}

/** A product's id from its number: the same catalogue every run, and distinct across a grown one. */
export const syntheticProductId = (index: number) => `5e000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;

type Random = () => number;
const range = (key: string, low: number, high: number): SyntheticSpec => ({ key, low, high, text: null });
const figure = (key: string, n: number): SyntheticSpec => ({ key, low: n, high: n, text: null });
const text = (key: string, value: string): SyntheticSpec => ({ key, low: null, high: null, text: value });
/** A range of `lows` widened by one of `widths` (0: a single figure). */
const rangeOf = (key: string, lows: readonly number[], widths: readonly number[], random: Random) => {
  const low = pick(lows, random);
  return range(key, low, low + pick(widths, random));
};
const between = (low: number, high: number, step: number, random: Random) => low + step * Math.floor((random() * (high - low)) / step + 0.5);
const operation = (random: Random, manual = false) =>
  text('operation', random() < 0.65 ? 'Fully automatic' : manual && random() < 0.4 ? 'Manual' : 'Semi automatic');
const floorSpace = (random: Random) =>
  text('floor-space', `${(1.8 + between(0, 3, 0.1, random)).toFixed(1)} × ${(1 + between(0, 1.5, 0.1, random)).toFixed(1)}`);
const weightAndOperators = (random: Random, from: number, to: number) => [
  figure('weight', between(from, to, 50, random)),
  figure('operators', random() < 0.7 ? 1 : 2),
];

/**
 * Believable values of each category's default specifications, spread so that every band and
 * choice of a category page's filters holds a share of the catalogue (bench:filters).
 */
const SPEC_VALUES: Record<CategoryValue, (random: Random) => SyntheticSpec[]> = {
  'paper-cup-making-machines': (random) => {
    const power = pick([3.5, 4, 5.5, 6, 7.5, 9, 11, 12.5], random);
    return [
      rangeOf('output', [30, 35, 40, 45, 50, 55, 60, 70, 80, 90, 100, 110, 120], [0, 10, 15, 20, 25], random),
      rangeOf('cup-size', [30, 50, 60, 90, 110, 150, 180, 200, 250], [0, 60, 100, 150, 200], random),
      range('paper-gsm', pick([150, 170, 190, 210], random), pick([300, 320, 350], random)),
      operation(random),
      figure('power', power),
      text('phase', power <= 5 && random() < 0.6 ? 'Single phase' : 'Three phase'),
      floorSpace(random),
      ...weightAndOperators(random, 800, 3200),
    ];
  },
  'aluminum-foil-rewinding-machine': (random) => [
    rangeOf('speed', [60, 80, 100, 120, 150, 180, 200, 250], [0, 20, 50, 100], random),
    figure('roll-width', pick([300, 450, 600, 800, 1000, 1300], random)),
    range('foil-thickness', pick([6, 9, 11], random), pick([25, 40, 60], random)),
    text('shafts', random() < 0.5 ? 'Single shaft' : 'Two shaft'),
    operation(random),
    figure('power', pick([1.5, 2.2, 3.7, 5.5, 7.5, 11], random)),
    floorSpace(random),
    ...weightAndOperators(random, 400, 2500),
  ],
  'paper-plate-making-machines': (random) => [
    rangeOf('output', [10, 15, 20, 25, 30, 40, 50, 60, 70], [0, 10, 20], random),
    range('plate-size', pick([4, 6, 8], random), pick([10, 12, 14], random)),
    figure('dies', pick([1, 2, 3, 4], random)),
    range('paper-gsm', pick([80, 100, 150], random), pick([300, 350, 400], random)),
    operation(random, true),
    figure('power', pick([1.5, 2, 3, 4, 5.5, 7.5], random)),
    floorSpace(random),
    ...weightAndOperators(random, 300, 1800),
  ],
  'tissue-paper-making-machines': (random) => [
    rangeOf('output', [150, 200, 300, 400, 500, 600, 800], [0, 100, 200], random),
    text('fold', pick(['1/4 fold', '1/6 fold', '1/8 fold', 'V-fold', 'N-fold', 'Z-fold'], random)),
    figure('paper-width', pick([180, 200, 210, 230], random)),
    range('paper-gsm', pick([12, 14, 16], random), pick([25, 30, 40], random)),
    operation(random),
    figure('power', pick([2.2, 3, 5.5, 7.5, 11, 15], random)),
    floorSpace(random),
    ...weightAndOperators(random, 600, 3000),
  ],
  'paper-bag-making-machines': (random) => [
    rangeOf('output', [30, 40, 60, 80, 100, 120, 150, 180, 220], [0, 20, 40], random),
    rangeOf('bag-width', [80, 100, 150, 200, 260], [0, 100, 200], random),
    text('bottom', pick(['Square bottom', 'V bottom', 'Flat'], random)),
    range('paper-gsm', pick([40, 50, 60], random), pick([120, 140, 150], random)),
    figure('power', pick([5.5, 8, 12, 15, 22, 30, 40], random)),
    floorSpace(random),
    ...weightAndOperators(random, 1500, 6000),
  ],
  'toilet-roll-making-machines': (random) => [
    rangeOf('speed', [80, 100, 150, 200, 250, 300], [0, 50, 100], random),
    figure('jumbo-width', pick([1092, 1575, 1800, 2200, 2500, 2800], random)),
    range('paper-gsm', pick([13, 15, 18], random), pick([30, 35, 40], random)),
    operation(random),
    figure('power', pick([3, 5.5, 7.5, 11, 15, 22], random)),
    floorSpace(random),
    ...weightAndOperators(random, 1000, 4500),
  ],
  'all-machines': (random) => [
    rangeOf('speed', [30, 60, 80, 100, 150, 200, 250], [0, 20, 50], random),
    figure('working-width', pick([600, 750, 930, 1050, 1300, 1450], random)),
    operation(random),
    figure('power', pick([2.2, 3.7, 5.5, 7.5, 11, 15, 18.5], random)),
    floorSpace(random),
    ...weightAndOperators(random, 500, 3500),
  ],
};

/** A product's values; about one in twenty lacks one (a product need not have them all). */
export function syntheticSpecifications(index: number, category: CategoryValue): SyntheticSpec[] {
  // A stream of its own, so that the products' other fields stay what earlier sittings measured.
  const random = seededRandom(0x5bd1e995 ^ (index + 1));
  const specs = SPEC_VALUES[category](random);
  if (random() < 0.05) specs.splice(1 + Math.floor(random() * (specs.length - 1)), 1);
  return specs;
}

export function syntheticProduct(index: number, imageSets: readonly string[][]): SyntheticProduct {
  const random = seededRandom(index + 1);
  const category = CATEGORIES[index % CATEGORIES.length].value;
  const brandName = pick(BRANDS, random);
  const model = `${brandName.slice(0, 2).toUpperCase()}-${1000 + index}`;
  const productName = `${pick(GRADES, random)} ${MACHINE_NOUN[category]} ${model}`;
  const onRequest = random() < 0.15; // some machines are priced on request
  const price = onRequest ? null : 100_000 * (2 + Math.floor(random() * 40));
  return {
    id: syntheticProductId(index),
    productName,
    brandName,
    category,
    productImage: imageSets[index % imageSets.length],
    description: describe(productName, model, random),
    price,
    sellingPrice: price === null ? null : Math.round(price * 0.93),
    // One minute apart, newest first: distinct, so "order by created_at" is the intended order.
    createdAt: new Date(ORIGIN - index * 60_000),
    specifications: syntheticSpecifications(index, category),
  };
}

const INSERT_BATCH = `insert into products
  (id, product_name, brand_name, category, product_image, description, price, selling_price, created_at, updated_at)
select id, n, b, c, string_to_array(i, ' '), d, p, s, t, t
from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::numeric[], $8::numeric[], $9::timestamptz[])
  as rows(id, n, b, c, i, d, p, s, t)`;

/** The values of a batch, each naming its specification by category and key (a schema edited since has fewer). */
const INSERT_SPECS = `insert into product_specs (product_id, field_id, low, high, text_value)
select v.product_id, f.id, v.low, v.high, v.text_value
from unnest($1::uuid[], $2::text[], $3::text[], $4::numeric[], $5::numeric[], $6::text[])
  as v(product_id, category, key, low, high, text_value)
join spec_fields f on f.category = v.category and f.key = v.key
  and (f.kind in ('number', 'range')) = (v.text_value is null)`;

/**
 * Inserts `count` products (numbers `from` to `from + count - 1`, so a catalogue can be grown) with
 * their specifications in one transaction, a few hundred products per statement: column arrays
 * through unnest keep each statement to a few parameters whatever the batch size. Then vacuums and
 * analyses the tables.
 */
export async function insertSyntheticProducts(
  databaseUrl: string,
  count: number,
  imageSets: readonly string[][],
  batchSize = 500,
  from = 0,
): Promise<{ averageDescriptionBytes: number }> {
  let descriptionBytes = 0;
  await withConnection(databaseUrl, (client) =>
    inTransaction(client, async () => {
      for (let start = 0; start < count; start += batchSize) {
        const batch = Array.from({ length: Math.min(batchSize, count - start) }, (_, i) =>
          syntheticProduct(from + start + i, imageSets),
        );
        descriptionBytes += batch.reduce((sum, p) => sum + Buffer.byteLength(p.description), 0);
        await client.query(INSERT_BATCH, [
          batch.map((p) => p.id),
          batch.map((p) => p.productName),
          batch.map((p) => p.brandName),
          batch.map((p) => p.category),
          batch.map((p) => p.productImage.join(' ')),
          batch.map((p) => p.description),
          batch.map((p) => p.price),
          batch.map((p) => p.sellingPrice),
          batch.map((p) => p.createdAt),
        ]);
        const specs = batch.flatMap((p) => p.specifications.map((spec) => ({ ...spec, product: p })));
        await client.query(INSERT_SPECS, [
          specs.map((s) => s.product.id),
          specs.map((s) => s.product.category),
          specs.map((s) => s.key),
          specs.map((s) => s.low),
          specs.map((s) => s.high),
          specs.map((s) => s.text),
        ]);
      }
    }),
  );
  // As autovacuum would after such growth, but now: not in the middle of what is measured next.
  await withConnection(databaseUrl, async (client) => {
    await client.query('vacuum analyze products');
    await client.query('vacuum analyze product_specs');
  });
  return { averageDescriptionBytes: count ? Math.round(descriptionBytes / count) : 0 };
}
