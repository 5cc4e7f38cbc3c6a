/** Product pictures: public/demo/products/<id>-<n>.webp, one view per picture, coloured and varied by the product id. */
import path from 'node:path';
import { DEMO_PRODUCTS, productImagePath, type DemoProduct } from '../catalogue';
import { rect, svgDocument, text } from './svg-kit';
import { NAVY, shade } from './colours';
import { hashString, seededRandom } from './seeded-random';
import { type Look, sharedDefs } from './machine-parts';
import { ART } from './category-art';
import { controlView, detailView, driveView, frontView, sideView } from './product-views';
import { freshDir, kb, PRODUCT_MAX_BYTES, PUBLIC, writeWebp } from './encode';

const PRODUCT_SIZE = 800;

/** Industrial paint colours; each product picks one from its id. */
const ACCENTS = [
  '#1d6fd8',
  '#e4572e',
  '#14a098',
  '#e89b1a',
  '#6a4c93',
  '#2f9e44',
  '#c92a3a',
  '#0b7a75',
  '#3d5a80',
  '#c2571a',
];

function productSvg(product: DemoProduct, n: number): string {
  const rng = seededRandom(hashString(product.id));
  const look: Look = {
    accent: ACCENTS[hashString(product.id) % ACCENTS.length] ?? NAVY,
    brand: product.brandName,
    cabinetWidth: 270 + Math.round(rng() * 4) * 10,
    doors: rng() < 0.5 ? 2 : 3,
  };
  const art = ART[product.category];
  const views = [frontView, sideView, detailView, controlView, driveView] as const;
  const view = views[(n - 1) % views.length] ?? frontView;
  const captionColour = view === driveView ? '#d5dde5' : shade(look.accent, -0.25);
  return svgDocument(
    PRODUCT_SIZE,
    PRODUCT_SIZE,
    sharedDefs(look.accent),
    rect(0, 0, PRODUCT_SIZE, PRODUCT_SIZE, 'url(#bg)'),
    view(look, art),
    text(28, 776, look.brand, 16, captionColour, { 'font-weight': 'bold' }),
  );
}

export async function writeProductImages(): Promise<number> {
  const dir = path.join(PUBLIC, 'demo', 'products');
  await freshDir(dir);
  let total = 0;
  for (const product of DEMO_PRODUCTS) {
    const sizes: number[] = [];
    for (let n = 1; n <= product.imageCount; n++) {
      const file = path.join(PUBLIC, productImagePath(product.id, n));
      sizes.push(await writeWebp(file, productSvg(product, n), PRODUCT_MAX_BYTES));
    }
    total += sizes.reduce((a, b) => a + b, 0);
    console.log(`  ${product.id}  ${sizes.map(kb).join(', ')}`);
  }
  return total;
}
