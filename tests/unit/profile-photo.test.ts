import { describe, expect, it } from 'vitest';
import {
  encodeProfilePhoto,
  PROFILE_PHOTO_TARGET_BYTES,
  toDataUrl,
} from '../../src/lib/browser/profile-photo';
import type { Encoder } from '../../src/lib/browser/image-compression';

/** An encoder whose output size is chosen per quality, recording what it was asked for. */
function sizedEncoder(sizes: Record<number, number>, asked: number[]): Encoder {
  return async (quality) => {
    asked.push(quality);
    return new Blob([new Uint8Array(sizes[quality])], { type: 'image/webp' });
  };
}

describe('encodeProfilePhoto (SPEC §5: webp 0.7, then 0.5 when over 5 KB)', () => {
  it('keeps quality 0.7 when the photo is 5 KB or less', async () => {
    const asked: number[] = [];
    const result = await encodeProfilePhoto(sizedEncoder({ 0.7: PROFILE_PHOTO_TARGET_BYTES }, asked));
    expect(asked).toEqual([0.7]);
    expect(result.quality).toBe(0.7);
    expect(result.blob.size).toBe(5 * 1024);
  });

  it('encodes again at 0.5 when 0.7 gives more than 5 KB, and keeps that result', async () => {
    const asked: number[] = [];
    const result = await encodeProfilePhoto(sizedEncoder({ 0.7: 5 * 1024 + 1, 0.5: 40_000 }, asked));
    expect(asked).toEqual([0.7, 0.5]);
    expect(result.quality).toBe(0.5);
    expect(result.blob.size).toBe(40_000);
  });
});

describe('toDataUrl', () => {
  it('writes the bytes as base64 with the type, also for photos larger than one slice', async () => {
    const bytes = new Uint8Array(100_000).map((_, i) => (i * 31) % 256);
    const url = await toDataUrl(new Blob([bytes], { type: 'image/webp' }));
    expect(url.startsWith('data:image/webp;base64,')).toBe(true);
    expect(Buffer.from(url.split(',')[1], 'base64').equals(Buffer.from(bytes))).toBe(true);
  });
});
