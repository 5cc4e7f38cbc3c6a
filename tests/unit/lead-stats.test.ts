import { describe, expect, it } from 'vitest';
import { sourceName } from '../../src/server/enquiries/lead-stats';

describe('a lead’s source in the breakdown', () => {
  it('is its utm_source, in small letters and trimmed, whatever the referrer', () => {
    expect(sourceName(' Newsletter ', 'https://www.google.com/search?q=cup')).toBe('newsletter');
  });

  it('is else the referring site’s host, without "www."', () => {
    expect(sourceName(null, 'https://WWW.Facebook.com/groups/x?ref=1')).toBe('facebook.com');
    expect(sourceName('  ', 'https://m.indiamart.com/products')).toBe('m.indiamart.com');
  });

  it('is "direct" with neither, or with a referrer that is no address', () => {
    expect(sourceName(null, null)).toBe('direct');
    expect(sourceName('', '')).toBe('direct');
    expect(sourceName(null, 'not an address')).toBe('direct');
  });
});
