import { describe, expect, it } from 'vitest';
import { hasSignedInHint } from '../../src/lib/signed-in-hint';

describe('hasSignedInHint', () => {
  it('finds the hint among other cookies, wherever it stands', () => {
    expect(hasSignedInHint('signed_in=1')).toBe(true);
    expect(hasSignedInHint('theme=dark; signed_in=1; lang=en')).toBe(true);
    expect(hasSignedInHint('theme=dark;signed_in=1')).toBe(true);
  });

  it('does not take a cleared hint, another value or a look-alike name for it', () => {
    expect(hasSignedInHint('')).toBe(false);
    expect(hasSignedInHint('signed_in=')).toBe(false);
    expect(hasSignedInHint('signed_in=10')).toBe(false);
    expect(hasSignedInHint('not_signed_in=1')).toBe(false);
    expect(hasSignedInHint('session=abc')).toBe(false);
  });
});
