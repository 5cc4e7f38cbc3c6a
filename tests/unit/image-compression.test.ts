import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/lib/messages';
import {
  decodeImage,
  encodeUnderLimit,
  ImageCompressionError,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_QUALITY_STEPS,
  scaledSize,
  type Encoder,
} from '../../src/lib/browser/image-compression';

/**
 * A real webp encoder (libvips) over softened noise, recording the qualities it was asked for.
 * 800x800 of it is about 220 KB at 0.8 and first fits 100 KB at 0.3, so the loop must step.
 */
function webpEncoder(width: number, height: number, asked: number[] = []): Encoder {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = (seed >> 16) & 0xff;
  }
  return async (quality) => {
    asked.push(quality);
    const bytes = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .blur(1)
      .webp({ quality: Math.round(quality * 100) })
      .toBuffer();
    return new Blob([new Uint8Array(bytes)], { type: 'image/webp' });
  };
}

describe('scaledSize', () => {
  it('fits the longer side to 800 px and keeps the aspect ratio', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 800, height: 600 });
    expect(scaledSize(1200, 2400)).toEqual({ width: 400, height: 800 });
  });
  it('never enlarges a small image', () => {
    expect(scaledSize(640, 480)).toEqual({ width: 640, height: 480 });
  });
});

describe('encodeUnderLimit', () => {
  it('steps the quality down from 0.8 by 0.1 and stops at the first result of 100 KB or less', async () => {
    expect(PRODUCT_QUALITY_STEPS).toEqual([0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1]);
    const asked: number[] = [];
    const { blob, quality } = await encodeUnderLimit(webpEncoder(800, 800, asked));
    expect(blob.size).toBeLessThanOrEqual(PRODUCT_IMAGE_MAX_BYTES);
    expect(asked[0]).toBe(0.8);
    expect(asked).toEqual([0.8, 0.7, 0.6, 0.5, 0.4, 0.3]);
    expect(quality).toBe(0.3);
  }, 30_000); // six real 800x800 encodes

  it('keeps 0.8 when the first result already fits', async () => {
    const asked: number[] = [];
    const { quality } = await encodeUnderLimit(webpEncoder(100, 100, asked));
    expect(quality).toBe(0.8);
    expect(asked).toEqual([0.8]);
  });

  it('gives up with "Unable to compress image below 100 KB." after the last step', async () => {
    const asked: number[] = [];
    const attempt = encodeUnderLimit(webpEncoder(800, 800, asked), 2 * 1024);
    await expect(attempt).rejects.toThrow(new ImageCompressionError(MESSAGES.imageTooLarge));
    expect(asked).toEqual(PRODUCT_QUALITY_STEPS);
  }, 30_000); // eight real 800x800 encodes
});

describe('the 100 KB limit', () => {
  /** An encoder whose result is exactly `bytes` long at every quality. */
  const ofSize = (bytes: number): Encoder => async () => new Blob([new Uint8Array(bytes)], { type: 'image/webp' });

  it('accepts a result of exactly 100 KB and refuses one byte more', async () => {
    expect(PRODUCT_IMAGE_MAX_BYTES).toBe(100 * 1024);
    await expect(encodeUnderLimit(ofSize(100 * 1024))).resolves.toMatchObject({ quality: 0.8 });
    await expect(encodeUnderLimit(ofSize(100 * 1024 + 1))).rejects.toThrow(MESSAGES.imageTooLarge);
  });
});

describe('decodeImage', () => {
  it('says "Error reading image file." when the file cannot be read', async () => {
    const unreadable = { type: 'image/png', arrayBuffer: () => Promise.reject(new Error('gone')) } as unknown as Blob;
    await expect(decodeImage(unreadable)).rejects.toThrow(MESSAGES.imageReading);
  });

  it('says "Error processing image." when the bytes are not an image', async () => {
    const notAnImage = new Blob([new TextEncoder().encode('plain text, not pixels')], { type: 'image/png' });
    await expect(decodeImage(notAnImage)).rejects.toThrow(MESSAGES.imageProcessing);
  });

  describe('with a real decoder', () => {
    // Node has no createImageBitmap; libvips decodes in its place, so an image really decodes and
    // anything else is really refused by the decoder (not by a missing API).
    const decode = async (blob: Blob) => {
      const { width, height } = await sharp(Buffer.from(await blob.arrayBuffer())).metadata();
      return { width, height, close() {} } as unknown as ImageBitmap;
    };
    beforeAll(() => vi.stubGlobal('createImageBitmap', decode));
    afterAll(() => vi.unstubAllGlobals());

    it('decodes a real image', async () => {
      const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#0b5cad' } }).png().toBuffer();
      const image = await decodeImage(new Blob([new Uint8Array(png)], { type: 'image/png' }));
      expect([image.width, image.height]).toEqual([30, 20]);
    });

    it('says "Error processing image." for bytes the decoder refuses', async () => {
      const notAnImage = new Blob([new TextEncoder().encode('plain text, not pixels')], { type: 'image/png' });
      await expect(decodeImage(notAnImage)).rejects.toThrow(new ImageCompressionError(MESSAGES.imageProcessing));
    });
  });
});
