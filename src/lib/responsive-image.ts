/**
 * Product pictures in the widths a card needs, cut by Netlify's Image CDN (/.netlify/images,
 * which the local server runs too), so a phone never fetches an 800 px upload for a 170 px card.
 * A shared link's preview is drawn from the same pictures (src/lib/social-preview.ts).
 * Only pictures the CDN may fetch get them: the site's own paths, and Supabase Storage's public
 * files (netlify.toml, [images] remote_images, holds the same pattern); any other picture is
 * shown as it is.
 */
export const CARD_IMAGE_WIDTHS = [160, 320, 480, 640];
/**
 * A card's picture's width: on a phone half the screen less the page's and the card's margins (a
 * home row's cards are narrower still), a third of a tablet's, at most 240 px on a desktop. Said
 * closely, so a phone takes the 320 px cut, not the 480 px one, for its 150-160 px cards.
 */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 240px, (min-width: 640px) 30vw, calc(50vw - 48px)';
export const STORAGE_IMAGE_PATTERN = /^https:\/\/[a-z0-9-]+\.supabase\.co\/storage\/v1\/object\/public\//;

/** The CDN's cut of `src` at `width`; `more` adds the CDN's other parameters (h, fit, fm, q...). */
export function imageCdnUrl(src: string, width: number, more: Record<string, string | number> = {}): string {
  const rest = Object.entries(more).map(([name, value]) => `&${name}=${encodeURIComponent(value)}`).join('');
  return `/.netlify/images?url=${encodeURIComponent(src)}&w=${width}${rest}`;
}

/**
 * Whether the picture is in the site's image store: a demo picture or a local upload (a plain path
 * under /demo/ or /uploads/, without dot segments or escapes, so it cannot resolve to another
 * path), or a Supabase Storage public file. The only pictures the site fetches itself (a product's
 * link preview): any other path of the site may be one of its functions (/preview/..., /api/...),
 * so a preview drawn from it could call itself, and any other address may be loopback or private.
 */
export function isImageStoreAddress(src: string): boolean {
  return IMAGE_STORE_PATH.test(src) || STORAGE_IMAGE_PATTERN.test(src);
}

const IMAGE_STORE_PATH = /^\/(?:demo|uploads)(?:\/[\w-][\w.-]*)+$/;

/** Whether the CDN may fetch the picture: the site's own paths and Supabase Storage's public files. */
export function cdnMayFetch(src: string): boolean {
  return isSitePath(src) || STORAGE_IMAGE_PATTERN.test(src);
}

const SOME_SITE = 'https://site.invalid';

/** A path that stays on the site once resolved: `//host`, `/\host` and `/<tab>/host` name another. */
function isSitePath(src: string): boolean {
  if (!src.startsWith('/')) return false;
  try {
    return new URL(src, SOME_SITE).origin === SOME_SITE;
  } catch {
    return false;
  }
}

/** The srcset of a card's picture, or undefined for a picture the CDN may not fetch. */
export function cardImageSrcSet(src: string): string | undefined {
  if (!cdnMayFetch(src)) return undefined;
  return CARD_IMAGE_WIDTHS.map((width) => `${imageCdnUrl(src, width)} ${width}w`).join(', ');
}
