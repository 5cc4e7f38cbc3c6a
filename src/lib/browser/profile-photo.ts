/**
 * The sign-up profile photo, compressed in the browser (SPEC §5): scaled to at most 800 px on the
 * longer side, webp at quality 0.7, and encoded again at 0.5 when that is over 5 KB. The decision
 * is separate from the canvas so it can be exercised with any encoder; scaling, decoding and the
 * canvas encoder are the product images' (image-compression.ts).
 */
import { canvasEncoder, decodeImage, ImageCompressionError, type Encoder } from './image-compression';
import { MESSAGES } from '../messages';

export const PROFILE_PHOTO_QUALITY = 0.7;
export const PROFILE_PHOTO_RETRY_QUALITY = 0.5;
export const PROFILE_PHOTO_TARGET_BYTES = 5 * 1024;

/** 0.7 first; over 5 KB, 0.5 instead (whatever size that gives: the server accepts up to 200 KB). */
export async function encodeProfilePhoto(encode: Encoder): Promise<{ blob: Blob; quality: number }> {
  const first = await encode(PROFILE_PHOTO_QUALITY);
  if (first.size <= PROFILE_PHOTO_TARGET_BYTES) return { blob: first, quality: PROFILE_PHOTO_QUALITY };
  return { blob: await encode(PROFILE_PHOTO_RETRY_QUALITY), quality: PROFILE_PHOTO_RETRY_QUALITY };
}

/** A Blob as a base64 data URL, the form sign-up sends its photo in (SPEC §7). */
export async function toDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // In slices: spreading a whole photo into one call would overflow the argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/** The whole path: decode, scale, encode; errors carry the SPEC §8 texts. */
export async function compressProfilePhoto(file: Blob): Promise<string> {
  const image = await decodeImage(file);
  try {
    return await toDataUrl((await encodeProfilePhoto(canvasEncoder(image))).blob);
  } catch (error) {
    if (error instanceof ImageCompressionError) throw error;
    throw new ImageCompressionError(MESSAGES.imageProcessing);
  } finally {
    image.close();
  }
}
