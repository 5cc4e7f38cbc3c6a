/** Encoding drawings to WebP or JPEG within each image kind's byte budget, and the public/ folders they are written to. */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PROJECT_ROOT } from '../../platform/local-env';

export const PUBLIC = path.join(PROJECT_ROOT, 'public');

/** Byte budgets per image kind; writeWebp and writeJpeg lower the quality until a drawing fits. */
export const PRODUCT_MAX_BYTES = 25 * 1024;
export const BANNER_MAX_BYTES = 40 * 1024;
export const OG_MAX_BYTES = 60 * 1024;
export const OG_JPEG_MAX_BYTES = 100 * 1024;

/** Encode at quality 70, stepping down only if a drawing is too busy for its byte budget. */
export async function writeWebp(file: string, svg: string, maxBytes: number): Promise<number> {
  let data = Buffer.alloc(0);
  for (const quality of [70, 62, 54, 46]) {
    data = await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toBuffer();
    if (data.length <= maxBytes) break;
  }
  if (data.length > maxBytes)
    console.warn(`! ${path.relative(PROJECT_ROOT, file)} is ${kb(data.length)}, over ${kb(maxBytes)}`);
  await writeFile(file, data);
  return data.length;
}

/** A link preview must be a JPEG (WhatsApp and LinkedIn take no WebP); quality 80, lower only if too big. */
export async function writeJpeg(file: string, svg: string, maxBytes: number): Promise<number> {
  let data = Buffer.alloc(0);
  for (const quality of [80, 72, 64]) {
    data = await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (data.length <= maxBytes) break;
  }
  if (data.length > maxBytes)
    console.warn(`! ${path.relative(PROJECT_ROOT, file)} is ${kb(data.length)}, over ${kb(maxBytes)}`);
  await writeFile(file, data);
  return data.length;
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** Start each run from empty folders so removed products leave no stale images behind. */
export async function freshDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
}
