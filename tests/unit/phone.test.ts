/**
 * Phones as people read and dial them (SPEC §21.1, src/lib/phone.ts): the stored 10 digits and the
 * seller's configured numbers, shown "+91 98765 43210", called through tel:+91… and chatted with on
 * wa.me/91…; a number that is not an Indian mobile is shown as given and dialled by its digits.
 */
import { describe, expect, it } from 'vitest';
import { internationalDigits, phoneText, telHref } from '../../src/lib/phone';

describe('a stored phone (10 digits)', () => {
  it('reads "+91 98765 43210"', () => {
    expect(phoneText('9876543210')).toBe('+91 98765 43210');
    expect(phoneText('7004067890')).toBe('+91 70040 67890');
  });

  it('is called with its country code', () => {
    expect(telHref('9876543210')).toBe('tel:+919876543210');
  });

  it('is chatted with on the digits with the country code', () => {
    expect(internationalDigits('9876543210')).toBe('919876543210');
  });

  it('that begins with 91 is a number, not a country code', () => {
    expect(phoneText('9198765432')).toBe('+91 91987 65432');
    expect(telHref('9198765432')).toBe('tel:+919198765432');
  });
});

describe('a number as written (the seller’s PHONE_1, PHONE_2)', () => {
  it('in any form §21.1 reads is linked to the same tel: address', () => {
    for (const written of ['+91 98350 12345', '+919835012345', '098350 12345', '98350-12345', ' 98350 12345 ']) {
      expect(telHref(written), written).toBe('tel:+919835012345');
      expect(phoneText(written), written).toBe('+91 98350 12345');
    }
  });

  it('that is not an Indian mobile is shown as given and dialled by its digits', () => {
    expect(phoneText('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
    expect(internationalDigits('+44 20 7946 0958')).toBe('442079460958');
  });
});
