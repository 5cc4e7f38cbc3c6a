/**
 * The picture a shared link shows (og:image). Every platform must take it: JPEG (WhatsApp does not
 * reliably show WebP, LinkedIn takes only JPEG, PNG and GIF), in the 1.91:1 shape of a large
 * preview card, far under the ~300 KB past which WhatsApp drops it, and with its size, type and
 * words declared so a preview is drawn before the picture is fetched.
 */
import { cdnMayFetch, imageCdnUrl } from './responsive-image';
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
 * 800x420 and not 1200x630: uploads are at most 800 px on the longer side (SPEC §5) and the image
 * CDN never enlarges (asked for 1200x630 of an 800 px square it answers 800x420), so this is the
 * size the file really has. At quality 80 even a picture of pure noise comes to about 190 KB.
 */
export const PRODUCT_PREVIEW = { width: 800, height: 420, quality: 80 } as const;

/**
 * A product's preview: its first picture as a JPEG cut by the image CDN to 1.91:1, the centre kept
 * (the CDN caches each cut at its edge). A product without a picture the CDN may fetch shares the
 * site's preview.
 */
export function productPreview(product: Pick<Product, 'productName' | 'productImage'>, companyName: string): SocialImage {
  const picture = product.productImage[0];
  if (!picture || !cdnMayFetch(picture)) return sitePreview(companyName);
  const { width, height, quality } = PRODUCT_PREVIEW;
  return {
    src: imageCdnUrl(picture, width, { h: height, fit: 'cover', position: 'center', fm: 'jpg', q: quality }),
    width,
    height,
    type: 'image/jpeg',
    alt: product.productName,
  };
}
