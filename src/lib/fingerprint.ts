/**
 * A short name for what a versioned address serves (a preview picture, a brochure), so that each
 * version may be kept for ever: FNV-1a, 32 bits, in base 36. A fingerprint, not a secret.
 */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash.toString(36);
}
