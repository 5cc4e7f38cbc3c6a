/**
 * Synthetic products for the build benchmark: realistic enough that a page costs what a real one
 * does (a ~1.5 KB description with a heading, a list and a table, three images, prices), spread
 * evenly over the seven categories, with distinct creation times so the catalogue order is stable.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CATEGORIES, type CategoryValue } from '../../src/lib/categories';
import { withConnection } from '../../src/server/db/db-config';
import { inTransaction } from '../../src/server/db/db';

export interface SyntheticProduct {
  productName: string;
  brandName: string;
  category: CategoryValue;
  productImage: string[];
  description: string;
  price: number | null;
  sellingPrice: number | null;
  createdAt: Date;
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

export function syntheticProduct(index: number, imageSets: readonly string[][]): SyntheticProduct {
  const random = seededRandom(index + 1);
  const category = CATEGORIES[index % CATEGORIES.length].value;
  const brandName = pick(BRANDS, random);
  const model = `${brandName.slice(0, 2).toUpperCase()}-${1000 + index}`;
  const productName = `${pick(GRADES, random)} ${MACHINE_NOUN[category]} ${model}`;
  const onRequest = random() < 0.15; // some machines are priced on request
  const price = onRequest ? null : 100_000 * (2 + Math.floor(random() * 40));
  return {
    productName,
    brandName,
    category,
    productImage: imageSets[index % imageSets.length],
    description: describe(productName, model, random),
    price,
    sellingPrice: price === null ? null : Math.round(price * 0.93),
    // One minute apart, newest first: distinct, so "order by created_at" is the intended order.
    createdAt: new Date(ORIGIN - index * 60_000),
  };
}

const INSERT_BATCH = `insert into products
  (product_name, brand_name, category, product_image, description, price, selling_price, created_at, updated_at)
select n, b, c, string_to_array(i, ' '), d, p, s, t, t
from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::numeric[], $7::numeric[], $8::timestamptz[])
  as rows(n, b, c, i, d, p, s, t)`;

/**
 * Inserts `count` products (numbers `from` to `from + count - 1`, so a catalogue can be grown) in one
 * transaction, a few hundred rows per statement: column arrays through unnest keep each statement
 * to eight parameters whatever the batch size. Then vacuums and analyses the table.
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
          batch.map((p) => p.productName),
          batch.map((p) => p.brandName),
          batch.map((p) => p.category),
          batch.map((p) => p.productImage.join(' ')),
          batch.map((p) => p.description),
          batch.map((p) => p.price),
          batch.map((p) => p.sellingPrice),
          batch.map((p) => p.createdAt),
        ]);
      }
    }),
  );
  // As autovacuum would after such growth, but now: not in the middle of what is measured next.
  await withConnection(databaseUrl, (client) => client.query('vacuum analyze products'));
  return { averageDescriptionBytes: count ? Math.round(descriptionBytes / count) : 0 };
}
