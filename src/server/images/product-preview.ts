/**
 * A product's link preview (SPEC §18.3): its first picture contained and centred on a 1200x630
 * JPEG, drawn on request at the address the product page names (src/lib/social-preview.ts) and
 * kept by the CDN from then on. Only a picture in the image store is read (demo pictures and local
 * uploads from the site itself, Supabase Storage's public files), never another path of the site
 * (a function's: a preview of /preview/<its own id>/... would call itself without end), loopback,
 * a private address or anywhere else a product's data could point, and no redirect is followed.
 * Only its bytes as a webp, png or jpeg decide it is one.
 */
import sharp from 'sharp';
import { isImageStoreAddress } from '../../lib/responsive-image';
import { PRODUCT_PREVIEW, previewVersion } from '../../lib/social-preview';
import { getProduct, isProductId } from '../catalogue/products';
import { HttpError } from '../http/http';
import { versionedCacheHeaders } from '../http/versioned';
import { IMAGE_MAX_PIXELS, sniffImageType } from './images';

/** Far more than an upload (100 KB) or a demo picture: a larger answer is not a product picture. */
const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
const READ_TIMEOUT_MS = 10_000;

/** Tried in turn until the file is within PRODUCT_PREVIEW.maxBytes; only a very busy picture needs the lower ones. */
const QUALITIES = [PRODUCT_PREVIEW.quality, 70, 60, 50, 40];

const NO_PREVIEW = 'This product has no preview picture.';
const UNREADABLE = 'The product\'s picture could not be read.';

/**
 * Where the picture is read from: the store's paths from the site; null for an address outside the
 * image store. A local upload is stored as the site's own absolute address (`{origin}/uploads/…`),
 * taken as its path when the origin is this site's.
 */
export function pictureSource(picture: string, siteOrigin: string): URL | null {
  const onThisSite = picture.startsWith(`${siteOrigin}/`) ? picture.slice(siteOrigin.length) : picture;
  return isImageStoreAddress(onThisSite) ? new URL(onThisSite, siteOrigin) : null;
}

/**
 * The picture's bytes, read within its limits; a redirect is not followed (it could lead anywhere).
 * Also what a brochure reads its pictures with (../brochures).
 */
export async function readPicture(source: URL): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(source, { redirect: 'error', signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
  } catch {
    throw new HttpError(502, UNREADABLE);
  }
  if (!response.ok || !response.body || Number(response.headers.get('content-length') ?? 0) > PICTURE_MAX_BYTES) {
    await response.body?.cancel();
    throw new HttpError(502, UNREADABLE);
  }
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    if (bytes > PICTURE_MAX_BYTES) throw new HttpError(502, UNREADABLE);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The picture contained and centred on the background at the preview's size, as a JPEG within its
 * bytes. Only a webp, png or jpeg is drawn: an SVG, say, could ask the drawing to fetch more.
 */
export async function drawPreview(picture: Uint8Array): Promise<Buffer> {
  const { width, height, background, maxBytes } = PRODUCT_PREVIEW;
  if (!sniffImageType(picture)) throw new HttpError(502, UNREADABLE);
  // Decoded and laid out once; only the encoding is tried again at a lower quality.
  // A small file may still declare a huge canvas: sharp refuses one over the limit from its header.
  const canvas = await sharp(picture, { limitInputPixels: IMAGE_MAX_PIXELS })
    .autoOrient()
    .resize(width, height, { fit: 'contain', background })
    .flatten({ background })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new HttpError(502, UNREADABLE);
    });
  const raw = { width: canvas.info.width, height: canvas.info.height, channels: canvas.info.channels };
  let jpeg = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    jpeg = await sharp(canvas.data, { raw }).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= maxBytes) break;
  }
  return jpeg;
}

/**
 * The answer to /preview/<productId>/<version>.jpg. 404 for a product that does not exist or has
 * no picture in the image store (its page shows the site's preview then). A version other than the
 * current picture's still gets the current picture, kept only briefly.
 */
export async function productPreviewAnswer(productId: string, file: string, siteOrigin: string): Promise<Response> {
  const version = /^([a-z0-9]+)\.jpg$/.exec(file)?.[1];
  const product = version && isProductId(productId) ? await getProduct(productId) : null;
  const picture = product?.productImage[0];
  const source = picture ? pictureSource(picture, siteOrigin) : null;
  if (!picture || !source) throw new HttpError(404, NO_PREVIEW);
  const jpeg = await drawPreview(await readPicture(source));
  return new Response(new Uint8Array(jpeg), {
    headers: {
      'content-type': 'image/jpeg',
      'content-length': String(jpeg.length),
      // Named by what it shows (previewVersion): kept a year; an earlier picture's address, briefly.
      ...versionedCacheHeaders(version === previewVersion(picture)),
    },
  });
}
