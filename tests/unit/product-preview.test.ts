/**
 * Drawing a product's link preview: every picture the admin can upload comes out a 1200x630 JPEG
 * within 300 KB on the pages' white, and only addresses the image CDN may fetch are ever read.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/server/http/http';
import { drawPreview, pictureSource } from '../../src/server/images/product-preview';
import { PROJECT_ROOT } from '../../platform/local-env';
import { declaredSizePng } from '../support/images';

const SITE = 'https://steelcity.example';
const STORED = 'https://abcdefgh.supabase.co/storage/v1/object/public/product-images/machine.webp';

async function pixel(jpeg: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

const near = (actual: number[], expected: number[]) => actual.every((value, i) => Math.abs(value - expected[i]) <= 6);

describe('pictureSource', () => {
  it('reads the image store\'s pictures on the site from the site and Supabase Storage\'s public files from storage', () => {
    expect(pictureSource('/demo/products/a-1.webp', SITE)?.href).toBe(`${SITE}/demo/products/a-1.webp`);
    expect(pictureSource('/uploads/0b5c1e2a-7f3d-4c1e-9a2b-3c4d5e6f7a8b.jpg', SITE)?.href).toBe(`${SITE}/uploads/0b5c1e2a-7f3d-4c1e-9a2b-3c4d5e6f7a8b.jpg`);
    expect(pictureSource(STORED, SITE)?.href).toBe(STORED);
    // A local upload is stored as the site's absolute address.
    expect(pictureSource(`${SITE}/uploads/0b5c1e2a.jpg`, SITE)?.href).toBe(`${SITE}/uploads/0b5c1e2a.jpg`);
  });

  it('reads nothing else, however the address is written', () => {
    const id = '8d7f8164-509d-4cb9-ad3f-bef917749fad';
    for (const picture of [
      // The site's own functions: a preview of a preview would call itself without end.
      `/preview/${id}/x.jpg`,
      `/demo/../preview/${id}/x.jpg`,
      `/uploads/%2e%2e/preview/${id}/x.jpg`,
      `/uploads/..%2Fpreview/${id}/x.jpg`,
      '/api/get-product',
      '/.netlify/functions/product-preview',
      '/.netlify/images?url=/demo/products/a-1.webp&w=160',
      '/demo/products/a-1.webp?x=1',
      '/og-default.jpg',
      // Loopback and private addresses, the site's own among them.
      `${SITE}/preview/${id}/x.jpg`,
      'http://localhost:8888/demo/products/a-1.webp',
      'http://[::1]/a.webp',
      'http://10.0.0.7/a.webp',
      'http://169.254.169.254/latest/meta-data/',
      'https://example.com/a.webp',
      'http://127.0.0.1:8888/uploads/a.webp',
      '//example.com/a.webp',
      '/\\example.com/a.webp',
      '/\t/example.com/a.webp',
      'https://abc.supabase.co.evil.example/storage/v1/object/public/a.webp',
      'data:image/png;base64,AAAA',
    ]) {
      expect(pictureSource(picture, SITE), JSON.stringify(picture)).toBeNull();
    }
  });
});

describe('drawPreview', () => {
  it('draws a demo picture contained and centred on white at 1200x630, a JPEG within 300 KB', async () => {
    const dir = path.join(PROJECT_ROOT, 'public/demo/products');
    const picture = fs.readFileSync(path.join(dir, fs.readdirSync(dir).find((name) => name.endsWith('-1.webp'))!));
    const jpeg = await drawPreview(picture);
    const meta = await sharp(jpeg).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    expect(jpeg.length).toBeLessThanOrEqual(300 * 1024);
    // The square picture fills the height in the middle: white on either side of it.
    expect(near(await pixel(jpeg, 10, 315), [255, 255, 255])).toBe(true);
    expect(near(await pixel(jpeg, 1189, 315), [255, 255, 255])).toBe(true);
  });

  it('enlarges a small picture to fill the card\'s height and puts its transparent parts on white', async () => {
    const red = await sharp({ create: { width: 200, height: 100, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } })
      .extend({ top: 50, bottom: 50, background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    const jpeg = await drawPreview(red);
    // 200x200 contained in 1200x630: 630x630 from x 285; its middle band red, its transparent top white.
    expect(near(await pixel(jpeg, 600, 315), [200, 30, 30])).toBe(true);
    expect(near(await pixel(jpeg, 600, 40), [255, 255, 255])).toBe(true);
    expect(near(await pixel(jpeg, 100, 315), [255, 255, 255])).toBe(true);
  });

  it('stays within 300 KB even for a picture of pure noise that fills the whole card', async () => {
    const noise = await sharp(randomBytes(1200 * 630 * 3), { raw: { width: 1200, height: 630, channels: 3 } }).png().toBuffer();
    const jpeg = await drawPreview(noise);
    expect(jpeg.length).toBeLessThanOrEqual(300 * 1024);
    expect((await sharp(jpeg).metadata()).width).toBe(1200);
  }, 20_000);

  it('draws only a webp, png or jpeg: an SVG or anything else is refused (502)', async () => {
    for (const bytes of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image href="http://127.0.0.1:1/x.png"/></svg>'),
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).gif().toBuffer(),
      Buffer.from('RIFF\x24\x00\x00\x00WEBPbroken', 'latin1'),
      // 31 KB declaring 16000x16000: refused from its header, as an upload of it is.
      declaredSizePng(16000, 16000),
    ]) {
      await expect(drawPreview(bytes)).rejects.toSatisfy((error) => error instanceof HttpError && error.status === 502);
    }
  });
});
