/** Real image files for tests, made with sharp: small pictures, and noise images of a chosen size. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PROJECT_ROOT } from '../../platform/local-env';

export type ImageFormat = 'webp' | 'png' | 'jpeg' | 'gif';

/** A small real image (16×16, one colour) in the given format. */
export function smallImage(format: ImageFormat): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A real PNG or lossless webp of random pixels, which do not compress, so its size is about
 * 3 bytes a pixel: at least `minBytes`, and not much more.
 */
export function noiseImage(format: 'png' | 'webp', minBytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(minBytes / 3)) + 2;
  const image = sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } });
  return (format === 'png' ? image.png({ compressionLevel: 0 }) : image.webp({ lossless: true })).toBuffer();
}

export const dataUrl = (bytes: Buffer, declaredType = 'image/webp') =>
  `data:${declaredType};base64,${bytes.toString('base64')}`;

/**
 * The folder the test site keeps uploaded files in, found through a file it has just served at
 * `url` (the site's data folder is a fresh temporary one under .data/tests).
 */
export function uploadsDirOf(url: string): string {
  const name = path.basename(new URL(url).pathname);
  const parent = path.join(PROJECT_ROOT, '.data', 'tests');
  for (const run of fs.readdirSync(parent)) {
    const dir = path.join(parent, run, 'files', 'uploads');
    if (fs.existsSync(path.join(dir, name))) return dir;
  }
  throw new Error(`No uploads folder holds ${name}`);
}

export const fileCount = (dir: string) => fs.readdirSync(dir).length;
