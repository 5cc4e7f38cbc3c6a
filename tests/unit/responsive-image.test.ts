import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARD_IMAGE_WIDTHS, STORAGE_IMAGE_PATTERN, cardImageSrcSet } from '../../src/lib/responsive-image';

const STORED = 'https://abcdefgh.supabase.co/storage/v1/object/public/product-images/machine.webp';

describe('cardImageSrcSet', () => {
  it('offers the site\'s own pictures and Supabase Storage\'s in every card width through the image CDN', () => {
    for (const src of ['/demo/products/a-1.webp', '/uploads/b.webp', STORED]) {
      const candidates = cardImageSrcSet(src)!.split(', ');
      expect(candidates).toEqual(CARD_IMAGE_WIDTHS.map((w) => `/.netlify/images?url=${encodeURIComponent(src)}&w=${w} ${w}w`));
    }
  });

  it('leaves any other picture as it is: the CDN would refuse to fetch it', () => {
    for (const src of ['https://example.com/a.webp', '//example.com/a.webp', '/\\example.com/a.webp', '/\t/example.com/a.webp', 'https://abc.supabase.co.evil.example/storage/v1/object/public/a.webp', 'data:image/png;base64,AAAA']) {
      expect(cardImageSrcSet(src), src).toBeUndefined();
    }
  });

  it('asks only for what netlify.toml lets the CDN fetch', () => {
    const toml = fs.readFileSync(new URL('../../netlify.toml', import.meta.url), 'utf8');
    const patterns = JSON.parse(toml.match(/^\s*remote_images\s*=\s*(\[.*\])\s*$/m)![1]) as string[];
    const allowed = (url: string) => patterns.some((p) => new RegExp(p).test(url));
    expect(allowed(STORED)).toBe(true);
    expect(STORAGE_IMAGE_PATTERN.test(STORED)).toBe(true);
    for (const url of ['https://example.com/a.webp', 'https://abc.supabase.co/storage/v1/object/sign/a.webp', `https://example.com/?from=${STORED}`]) {
      expect(allowed(url), url).toBe(false);
      expect(STORAGE_IMAGE_PATTERN.test(url), url).toBe(false);
    }
  });
});
