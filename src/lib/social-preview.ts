/**
 * The picture a shared link shows (og:image). Every platform must take it: JPEG (WhatsApp does not
 * reliably show WebP, LinkedIn takes only JPEG, PNG and GIF), 1200x630, the large preview card's
 * size and 1.91:1 shape, at most the ~300 KB past which WhatsApp drops it, and with its size, type
 * and words declared so a preview is drawn before the picture is fetched.
 */
import { fingerprint } from './fingerprint';
import { productPreviewPath } from './public-address';
import { isImageStoreAddress } from './responsive-image';
import type { Product } from './types';

export interface SocialImage {
  /** Site-relative or absolute address. */
  src: string;
  width: number;
  height: number;
  type: 'image/jpeg';
  alt: string;
}

/** The site's own preview (home, categories, a product with no picture): made by scripts/generate-demo.ts. */
export function sitePreview(companyName: string): SocialImage {
  return { src: '/og-default.jpg', width: 1200, height: 630, type: 'image/jpeg', alt: companyName };
}

/**
 * A product's preview is drawn by the site (src/server/images/product-preview.ts), not cut by the
 * image CDN: uploads are at most 800 px on the longer side (SPEC §5), and the CDN neither enlarges
 * nor pads, so it cannot make 1200x630 of them. The picture is contained and centred on the pages'
 * white; quality 80, lower only when a busy picture would pass maxBytes.
 */
export const PRODUCT_PREVIEW = { width: 1200, height: 630, quality: 80, background: '#ffffff', maxBytes: 300 * 1024 } as const;

/**
 * Names what the preview shows: the picture's address (an upload's never changes its bytes, a demo
 * picture is fixed) and how it is drawn. A new picture or drawing gets a new address, so each one
 * may be kept for ever.
 */
export function previewVersion(picture: string): string {
  const { width, height, quality, background } = PRODUCT_PREVIEW;
  return fingerprint(`${width}x${height} ${background} q${quality} ${picture}`);
}

/** A product's preview: its first picture drawn at 1200x630; the site's own for a product whose first picture is not in the image store. */
export function productPreview(product: Pick<Product, '_id' | 'productName' | 'productImage'>, companyName: string): SocialImage {
  const picture = product.productImage[0];
  if (!picture || !isImageStoreAddress(picture)) return sitePreview(companyName);
  const { width, height } = PRODUCT_PREVIEW;
  return { src: productPreviewPath(product._id, previewVersion(picture)), width, height, type: 'image/jpeg', alt: product.productName };
}
