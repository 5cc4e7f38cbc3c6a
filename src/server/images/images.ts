/**
 * The image store: product photos and profile photos. Files are judged by their bytes (webp, png
 * or jpeg magic numbers), never by their name or declared type, and kept within their kind's size
 * and, as their header declares it, within IMAGE_MAX_PIXELS.
 * Stored in Supabase Storage when it is configured, otherwise under LOCAL_UPLOADS_DIR, which the
 * local server serves at /uploads/.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { HttpError } from '../http/http';

export type ImageType = 'webp' | 'png' | 'jpeg';

/**
 * What is stored: the upload presets of POST /api/upload-image (sign-up stores its photo as a
 * "profile"), and the seller's signature or seal, set in the admin panel (POST /api/seller-settings).
 */
export const IMAGE_KINDS = {
  product: { maxBytes: 100 * 1024, folder: 'products' },
  profile: { maxBytes: 200 * 1024, folder: 'profiles' },
  signature: { maxBytes: 300 * 1024, folder: 'signatures' },
} as const;

export type ImageKind = keyof typeof IMAGE_KINDS;

/** The presets POST /api/upload-image takes. */
export const UPLOAD_PRESETS = ['product', 'profile'] as const satisfies readonly ImageKind[];

export function isUploadPreset(value: unknown): value is (typeof UPLOAD_PRESETS)[number] {
  return UPLOAD_PRESETS.some((preset) => preset === value);
}

const FORMATS: Record<ImageType, { extension: string; contentType: string }> = {
  webp: { extension: 'webp', contentType: 'image/webp' },
  png: { extension: 'png', contentType: 'image/png' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
};

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type its first bytes announce, or null when they announce none we accept. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

const formatKb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/**
 * The most pixels a picture may declare (5000x5000). A few kilobytes of PNG can declare 16000x16000,
 * and whatever decodes it (the image CDN, a link preview) spends memory and seconds in proportion;
 * the admin's browser sends uploads at most 800 px on a side (SPEC §5), so no real one comes near.
 */
export const IMAGE_MAX_PIXELS = 25_000_000;

/**
 * 413 over the kind's size or over IMAGE_MAX_PIXELS, 415 when the bytes are not a webp, png or
 * jpeg image with a readable header. The pixels are read from the header alone: nothing is decoded.
 */
export async function checkImage(bytes: Uint8Array, kind: ImageKind, field: string): Promise<ImageType> {
  const { maxBytes } = IMAGE_KINDS[kind];
  if (bytes.length === 0) throw new HttpError(400, `${field} is empty.`);
  if (bytes.length > maxBytes) {
    throw new HttpError(413, `${field} is ${formatKb(bytes.length)}; the limit is ${formatKb(maxBytes)}.`);
  }
  const type = sniffImageType(bytes);
  if (!type) throw new HttpError(415, `${field} must be a webp, png or jpeg image.`);
  const { width, height } = await declaredSize(bytes, field);
  if (width * height > IMAGE_MAX_PIXELS) {
    throw new HttpError(413, `${field} is ${width}x${height} pixels; the limit is 25 million pixels (5000x5000).`);
  }
  return type;
}

/** The width and height the image's header declares (sharp's metadata reads the header only). */
async function declaredSize(bytes: Uint8Array, field: string): Promise<{ width: number; height: number }> {
  // Loaded on the first upload: the functions that import this module mostly never need it.
  const { default: sharp } = await import('sharp');
  // No limit here, so an image over sharp's own default is measured and refused with its size.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height) throw new HttpError(415, `${field} is not a readable webp, png or jpeg image.`);
  return { width: metadata.width, height: metadata.height };
}

const DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/]*={0,2})$/i;

/** The bytes of a `data:image/...;base64,...` URL (the declared type is not trusted; see checkImage). */
export function decodeImageDataUrl(value: string, field: string): Uint8Array {
  const match = DATA_URL.exec(value.replace(/\s+/g, ''));
  if (!match) throw new HttpError(400, `${field} must be an image data URL (data:image/webp;base64,...).`);
  return Buffer.from(match[1], 'base64');
}

export interface StoredImage {
  url: string;
  secure_url: string;
}

export interface StoreOptions {
  /** The site's address as the request saw it, for addresses of locally stored files. */
  origin: string;
  /** Whether the request came over https: secure_url is then the https form. */
  https?: boolean;
  /** The field the bytes came in, named by error messages. */
  field?: string;
}

/** Checks and stores an image; answers its public address the way the cloud image host does. */
export async function storeImage(bytes: Uint8Array, kind: ImageKind, options: StoreOptions): Promise<StoredImage> {
  const type = await checkImage(bytes, kind, options.field ?? 'file');
  const { extension, contentType } = FORMATS[type];
  const name = `${randomUUID()}.${extension}`;
  const url = process.env.SUPABASE_URL && process.env.SUPABASE_SERVICE_ROLE_KEY
    ? await storeInSupabase(bytes, `${IMAGE_KINDS[kind].folder}/${name}`, contentType)
    : await storeLocally(bytes, name, options.origin);
  return { url, secure_url: options.https ? url.replace(/^http:/, 'https:') : url };
}

let supabase: SupabaseClient | null = null;

async function storeInSupabase(bytes: Uint8Array, objectPath: string, contentType: string): Promise<string> {
  // One client per function instance, made on the first upload rather than on every one.
  supabase ??= createClient(process.env.SUPABASE_URL!, process.env.SUPABASE_SERVICE_ROLE_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const bucket = supabase.storage.from(process.env.SUPABASE_STORAGE_BUCKET || 'product-images');
  // Names are random and files never change, so browsers and the CDN may keep them for a year.
  const { error } = await bucket.upload(objectPath, bytes, { contentType, cacheControl: '31536000', upsert: false });
  if (error) throw new Error(`Supabase Storage upload failed: ${error.message}`);
  return bucket.getPublicUrl(objectPath).data.publicUrl;
}

async function storeLocally(bytes: Uint8Array, name: string, origin: string): Promise<string> {
  const dir = process.env.LOCAL_UPLOADS_DIR;
  if (!dir) {
    console.error('[images] neither SUPABASE_URL/SUPABASE_SERVICE_ROLE_KEY nor LOCAL_UPLOADS_DIR is set');
    throw new HttpError(503, 'Image storage is not configured on this server.');
  }
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  return `${origin}/uploads/${name}`;
}

/** Far more than any stored image: a larger answer is not one of ours. */
const STORED_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The bytes of an image this store holds, by the address storeImage gave it: a local upload read
 * from LOCAL_UPLOADS_DIR, a Supabase Storage file fetched from its public address (no redirect
 * followed). Null for any other address, or when the file cannot be read now.
 */
export async function readStoredImage(address: string): Promise<Buffer | null> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const localName = /^\/uploads\/([A-Za-z0-9-]+\.(?:webp|png|jpg))$/.exec(url.pathname)?.[1];
  const dir = process.env.LOCAL_UPLOADS_DIR;
  if (localName && dir) return fs.readFile(path.join(dir, localName)).catch(() => null);
  const storage = process.env.SUPABASE_URL ? new URL(process.env.SUPABASE_URL).origin : null;
  if (url.origin !== storage) return null;
  try {
    const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(10_000) });
    const bytes = response.ok ? Buffer.from(await response.arrayBuffer()) : null;
    return bytes && bytes.length <= STORED_IMAGE_MAX_BYTES ? bytes : null;
  } catch {
    return null;
  }
}
