/** Real image files for tests, made with sharp: small pictures, and noise images of a chosen size. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
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

/**
 * A real PNG of the given size, one bit a pixel, all black: its rows of zeros compress about a
 * thousand times, so 16000x16000 is a file of about 31 KB that declares 256 million pixels.
 */
export function declaredSizePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13); // width, height, bit depth 1, grey, deflate, no filter, no interlace
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1;
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height); // each row: filter byte 0, then its bits
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
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
