/**
 * The GST rate sets (docs/spec.md §22.2): which rates are in force on a quotation's date, from the
 * first day of each set, and what a service's rate depends on.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_GST_RATE, GST_RATE_SETS, gstRateSetOn, gstRatesOn, isGstRateOn, serviceRateNote } from '../../src/lib/quotes/gst-rates';

describe('the GST rates in force', () => {
  it('are nil, 5, 18 and 40 % from 22 September 2025, and nil, 5, 12, 18 and 28 % the day before', () => {
    expect(gstRatesOn('2025-09-22')).toEqual([0, 5, 18, 40]);
    expect(gstRatesOn('2026-11-27')).toEqual([0, 5, 18, 40]);
    expect(gstRatesOn('2025-09-21')).toEqual([0, 5, 12, 18, 28]);
    expect(gstRatesOn('2017-07-01')).toEqual([0, 5, 12, 18, 28]);
  });

  it('say which rate is in force on which day', () => {
    expect(isGstRateOn(12, '2025-09-21')).toBe(true);
    expect(isGstRateOn(12, '2025-09-22')).toBe(false);
    expect(isGstRateOn(40, '2025-09-21')).toBe(false);
    expect(isGstRateOn(40, '2025-09-22')).toBe(true);
    expect(isGstRateOn(7, '2026-11-27')).toBe(false);
  });

  it('begin in order, each naming its notifications, and a new line’s 18 % is in every set', () => {
    const days = GST_RATE_SETS.map((set) => set.appliesFrom);
    expect(days).toEqual([...days].sort());
    expect(gstRateSetOn('2026-11-27').source).toBe('CBIC Notifications No. 9/2025 (goods) and No. 15/2025 (services)-Central Tax (Rate), 17 September 2025');
    for (const set of GST_RATE_SETS) expect(set.rates).toContain(DEFAULT_GST_RATE);
  });
});

describe('what a service’s rate depends on', () => {
  it('is said for goods transport by a GTA and for installation, by the SAC’s heading', () => {
    expect(serviceRateNote('9965', '2026-11-27')).toBe('Goods transport by a GTA: 5 % without input tax credit, 18 % with it.');
    expect(serviceRateNote(' 996511 ', '2026-11-27')).toBe('Goods transport by a GTA: 5 % without input tax credit, 18 % with it.');
    expect(serviceRateNote('9965', '2025-09-21')).toBe('Goods transport by a GTA: 5 % without input tax credit, 12 % with it.');
    expect(serviceRateNote('9987', '2026-11-27')).toBe('Installation and commissioning: 18 %.');
    expect(serviceRateNote('8441', '2026-11-27')).toBeNull();
    expect(serviceRateNote('', '2026-11-27')).toBeNull();
  });
});
