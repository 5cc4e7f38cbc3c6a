import { describe, expect, it } from 'vitest';
import { PRODUCT_PREVIEW, previewVersion, productPreview, sitePreview } from '../../src/lib/social-preview';

const STORED = 'https://abcdefgh.supabase.co/storage/v1/object/public/product-images/machine.webp';
const ID = '8d7f8164-509d-4cb9-ad3f-bef917749fad';

describe('productPreview', () => {
  it('is the site\'s 1200x630 JPEG of the first picture, named by the product, at an address of that picture', () => {
    for (const picture of ['/demo/products/a-1.webp', STORED]) {
      const preview = productPreview({ _id: ID, productName: 'Paper Cup Machine', productImage: [picture, '/b.webp'] }, 'Steel City');
      expect(preview).toEqual({
        src: `/preview/${ID}/${previewVersion(picture)}.jpg`,
        width: 1200,
        height: 630,
        type: 'image/jpeg',
        alt: 'Paper Cup Machine',
      });
    }
  });

  it('gets a new address when the first picture changes, and keeps it while only the others do', () => {
    const src = (productImage: string[]) => productPreview({ _id: ID, productName: 'M', productImage }, 'Steel City').src;
    expect(src(['/demo/products/a.webp'])).toBe(src(['/demo/products/a.webp', '/demo/products/c.webp']));
    expect(src(['/demo/products/a.webp'])).not.toBe(src(['/demo/products/b.webp']));
    expect(previewVersion('/a.webp')).toMatch(/^[a-z0-9]+$/);
  });

  it('is the site\'s own preview for a product whose first picture is not in the image store', () => {
    for (const productImage of [[], ['https://example.com/a.webp'], ['//example.com/a.webp'], [`/preview/${ID}/x.jpg`], ['/api/get-product']]) {
      expect(productPreview({ _id: ID, productName: 'Paper Cup Machine', productImage }, 'Steel City')).toEqual(sitePreview('Steel City'));
    }
    expect(sitePreview('Steel City')).toEqual({ src: '/og-default.jpg', width: 1200, height: 630, type: 'image/jpeg', alt: 'Steel City' });
  });

  it('is drawn within the 300 KB WhatsApp takes, at the size a large preview card is shown', () => {
    expect(PRODUCT_PREVIEW).toMatchObject({ width: 1200, height: 630, maxBytes: 300 * 1024 });
  });
});
