import { describe, expect, it } from 'vitest';
import { mediumName, sourceName } from '../../src/server/enquiries/lead-stats';
import { percentile } from '../../src/server/enquiries/response-time';

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

  it('has the utm_medium beside a tagged source, in small letters, and none without a utm_source', () => {
    expect(mediumName('whatsapp', ' Social ')).toBe('social');
    expect(mediumName('newsletter', '  ')).toBeNull();
    expect(mediumName(null, 'cpc')).toBeNull();
    expect(mediumName(' ', 'cpc')).toBeNull();
  });
});

describe('a percentile of first-response minutes, read from counts per minute', () => {
  it('interpolates between the nearest two, as percentile_cont does', () => {
    // 1, 2, 3, 4, 10: the median is 3; the 90th lies 60% of the way from 4 to 10.
    const minutes: [number, number][] = [[1, 1], [2, 1], [3, 1], [4, 1], [10, 1]];
    expect(percentile(minutes, 0.5)).toBe(3);
    expect(percentile(minutes, 0.9)).toBeCloseTo(7.6);
    // 5, 5, 5, 20: counted, not listed.
    expect(percentile([[5, 3], [20, 1]], 0.5)).toBe(5);
    expect(percentile([[5, 3], [20, 1]], 0.9)).toBeCloseTo(15.5);
    expect(percentile([[20, 1], [40, 1]], 0.5)).toBe(30);
  });

  it('is the one value when there is one, and null when there is none', () => {
    expect(percentile([[12, 1]], 0.9)).toBe(12);
    expect(percentile([], 0.5)).toBeNull();
  });
});
