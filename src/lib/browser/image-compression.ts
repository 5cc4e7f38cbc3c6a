/**
 * Product image compression in the browser (SPEC §5): scaled so the longer side is at most 800 px,
 * encoded as webp from quality 0.8 down in steps of 0.1 until it is 100 KB or less. The encoding
 * loop is separate from the canvas so the steps can be exercised with any real encoder.
 */
import { MESSAGES } from '../messages';

export const MAX_IMAGE_SIDE = 800;
export const PRODUCT_IMAGE_MAX_BYTES = 100 * 1024;
/** 0.8, 0.7, … 0.1: tenths, counted in whole numbers so no float drift skips a step. */
export const PRODUCT_QUALITY_STEPS = [8, 7, 6, 5, 4, 3, 2, 1].map((tenths) => tenths / 10);

export class ImageCompressionError extends Error {}

/** The size that fits `maxSide` on the longer side, keeping the aspect ratio; never enlarges. */
export function scaledSize(width: number, height: number, maxSide = MAX_IMAGE_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export type Encoder = (quality: number) => Promise<Blob>;

/** Encodes at each quality step until the result fits; the first that fits wins. */
export async function encodeUnderLimit(
  encode: Encoder,
  maxBytes = PRODUCT_IMAGE_MAX_BYTES,
  qualities = PRODUCT_QUALITY_STEPS,
): Promise<{ blob: Blob; quality: number }> {
  for (const quality of qualities) {
    const blob = await encode(quality);
    if (blob.size <= maxBytes) return { blob, quality };
  }
  throw new ImageCompressionError(MESSAGES.imageTooLarge);
}

/** Decodes a picked file; a file the browser cannot read or decode says so in SPEC §8's words. */
export async function decodeImage(file: Blob): Promise<ImageBitmap> {
  let bytes: ArrayBuffer;
  try {
    bytes = await file.arrayBuffer();
  } catch {
    throw new ImageCompressionError(MESSAGES.imageReading);
  }
  try {
    return await createImageBitmap(new Blob([bytes], { type: file.type }));
  } catch {
    throw new ImageCompressionError(MESSAGES.imageProcessing);
  }
}

/** Draws the image scaled and returns an encoder for it (webp at a given quality). */
export function canvasEncoder(image: ImageBitmap, maxSide = MAX_IMAGE_SIDE): Encoder {
  const { width, height } = scaledSize(image.width, image.height, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new ImageCompressionError(MESSAGES.imageProcessing);
  context.drawImage(image, 0, 0, width, height);
  return (quality) =>
    new Promise((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new ImageCompressionError(MESSAGES.imageProcessing))),
        'image/webp',
        quality,
      ),
    );
}

/** The whole product-image path: decode, scale, encode under 100 KB. Errors carry SPEC §8 texts. */
export async function compressProductImage(file: Blob): Promise<Blob> {
  const image = await decodeImage(file);
  try {
    return (await encodeUnderLimit(canvasEncoder(image))).blob;
  } catch (error) {
    if (error instanceof ImageCompressionError) throw error;
    throw new ImageCompressionError(MESSAGES.imageProcessing);
  } finally {
    image.close();
  }
}
