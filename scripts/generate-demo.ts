/**
 * Generates every demo asset from demo/catalogue.ts:
 *   public/demo/products/<id>-<n>.webp   product illustrations (800x800)
 *   public/demo/banners/*.webp           home slider, 5 desktop (1600x500) and 5 mobile (800x800)
 *   public/logo.svg, public/favicon.svg, public/og-default.webp
 *   public/og-default.jpg                the site's link preview (src/lib/social-preview.ts)
 *   supabase/seed.sql                    the catalogue as idempotent inserts
 *
 * Deterministic: the artwork is drawn as SVG in code and any variation comes from a PRNG seeded by
 * the product id, so the same catalogue always gives byte-identical files. No network access.
 *
 * The drawing, encoding and seed writing live in demo/generate/; this file runs them in order.
 *
 * Usage: npx tsx scripts/generate-demo.ts [--seed-only]
 *   --seed-only  writes supabase/seed.sql alone, for a change of the catalogue's words or figures
 *                that leaves its pictures as they are (drawing them all takes minutes).
 */
import { readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PROJECT_ROOT } from '../platform/local-env';
import { DEMO_PRODUCTS } from '../demo/catalogue';
import { checkCatalogue } from '../demo/generate/catalogue-checks';
import { writeProductImages } from '../demo/generate/product-images';
import { writeBanners } from '../demo/generate/banners';
import { writeBrandAssets } from '../demo/generate/brand-assets';
import { seedSql } from '../demo/generate/seed-sql';
import { kb, PUBLIC } from '../demo/generate/encode';

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

async function writeSeed(): Promise<void> {
  await writeFile(path.join(PROJECT_ROOT, 'supabase', 'seed.sql'), seedSql());
  console.log('Wrote supabase/seed.sql');
}

async function main(): Promise<void> {
  checkCatalogue();
  if (process.argv.includes('--seed-only')) return writeSeed();
  console.log(`Product images (${DEMO_PRODUCTS.length} products):`);
  const productBytes = await writeProductImages();
  console.log('Banners:');
  const bannerBytes = await writeBanners();
  console.log('Brand assets:');
  await writeBrandAssets();
  await writeSeed();
  const imageCount = DEMO_PRODUCTS.reduce((sum, p) => sum + p.imageCount, 0);
  console.log(
    `Done: ${imageCount} product images ${kb(productBytes)}, banners ${kb(bannerBytes)}, public/demo ${kb(await folderBytes(path.join(PUBLIC, 'demo')))}`,
  );
}

await main();
