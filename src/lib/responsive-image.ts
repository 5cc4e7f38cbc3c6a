/**
 * Product pictures in the widths a card needs, cut by Netlify's Image CDN (/.netlify/images,
 * which the local server runs too), so a phone never fetches an 800 px upload for a 170 px card
 * (and a shared link gets its preview: src/lib/social-preview.ts).
 * Only pictures the CDN may fetch get them: the site's own paths, and Supabase Storage's public
 * files (netlify.toml, [images] remote_images, holds the same pattern); any other picture is
 * shown as it is.
 */
export const CARD_IMAGE_WIDTHS = [160, 320, 480, 640];
/** A card's width: half a phone's screen, a third of a tablet's, at most 240 px on a desktop. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 240px, (min-width: 640px) 30vw, 45vw';
export const STORAGE_IMAGE_PATTERN = /^https:\/\/[a-z0-9-]+\.supabase\.co\/storage\/v1\/object\/public\//;

/** The CDN's cut of `src` at `width`; `more` adds the CDN's other parameters (h, fit, fm, q...). */
export function imageCdnUrl(src: string, width: number, more: Record<string, string | number> = {}): string {
  const rest = Object.entries(more).map(([name, value]) => `&${name}=${encodeURIComponent(value)}`).join('');
  return `/.netlify/images?url=${encodeURIComponent(src)}&w=${width}${rest}`;
}

/** Whether the CDN may fetch the picture: the site's own paths and Supabase Storage's public files. */
export function cdnMayFetch(src: string): boolean {
  const own = src.startsWith('/') && !src.startsWith('//');
  return own || STORAGE_IMAGE_PATTERN.test(src);
}

/** The srcset of a card's picture, or undefined for a picture the CDN may not fetch. */
export function cardImageSrcSet(src: string): string | undefined {
  if (!cdnMayFetch(src)) return undefined;
  return CARD_IMAGE_WIDTHS.map((width) => `${imageCdnUrl(src, width)} ${width}w`).join(', ');
}
