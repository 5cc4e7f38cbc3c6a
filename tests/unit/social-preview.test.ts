import { describe, expect, it } from 'vitest';
import { productPreview, sitePreview } from '../../src/lib/social-preview';

const STORED = 'https://abcdefgh.supabase.co/storage/v1/object/public/product-images/machine.webp';

describe('productPreview', () => {
  it('asks the image CDN for a 1.91:1 JPEG of the first picture, and declares what it asked for', () => {
    for (const picture of ['/demo/products/a-1.webp', STORED]) {
      const preview = productPreview({ productName: 'Paper Cup Machine', productImage: [picture, '/b.webp'] }, 'Steel City');
      const url = new URL(preview.src, 'https://site.example');
      expect(url.pathname).toBe('/.netlify/images');
      expect(Object.fromEntries(url.searchParams)).toEqual({ url: picture, w: '800', h: '420', fit: 'cover', position: 'center', fm: 'jpg', q: '80' });
      expect(preview).toMatchObject({ width: 800, height: 420, type: 'image/jpeg', alt: 'Paper Cup Machine' });
    }
  });

  it('is the site\'s own preview for a product with no picture the CDN may fetch', () => {
    for (const productImage of [[], ['https://example.com/a.webp']]) {
      expect(productPreview({ productName: 'Paper Cup Machine', productImage }, 'Steel City')).toEqual(sitePreview('Steel City'));
    }
    expect(sitePreview('Steel City')).toEqual({ src: '/og-default.jpg', width: 1200, height: 630, type: 'image/jpeg', alt: 'Steel City' });
  });
});
