import { describe, expect, it } from 'vitest';
import { enquiriesPerWeek, matchesFilter, MISSING_PRODUCT, NO_FILTER } from '../../src/islands/admin/enquiry-filters';

// Local times, so the tests hold in any time zone.
const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).toISOString();

describe('matchesFilter', () => {
  const lead = { createdAt: at(2026, 11, 18, 23), status: 'Quoted' as const, productId: 'p1' };
  it('passes everything with no filter', () => {
    expect(matchesFilter(lead, NO_FILTER)).toBe(true);
  });
  it('filters by status and product, a gone product by its own value', () => {
    expect(matchesFilter(lead, { ...NO_FILTER, status: 'Quoted' })).toBe(true);
    expect(matchesFilter(lead, { ...NO_FILTER, status: 'New' })).toBe(false);
    expect(matchesFilter(lead, { ...NO_FILTER, product: 'p1' })).toBe(true);
    expect(matchesFilter(lead, { ...NO_FILTER, product: 'p2' })).toBe(false);
    expect(matchesFilter({ ...lead, productId: null }, { ...NO_FILTER, product: MISSING_PRODUCT })).toBe(true);
  });
  it('takes both ends of the date range as whole local days', () => {
    expect(matchesFilter(lead, { ...NO_FILTER, from: '2026-11-18', to: '2026-11-18' })).toBe(true);
    expect(matchesFilter(lead, { ...NO_FILTER, from: '2026-11-19' })).toBe(false);
    expect(matchesFilter(lead, { ...NO_FILTER, to: '2026-11-17' })).toBe(false);
  });
});

describe('enquiriesPerWeek', () => {
  it('counts 12 weeks from Monday to Sunday by status, oldest first, and leaves older ones out', () => {
    const now = new Date(2026, 10, 22, 10); // Sunday 22 Nov 2026
    const weeks = enquiriesPerWeek(
      [
        { createdAt: at(2026, 11, 16, 0), status: 'New' }, // Monday of this week
        { createdAt: at(2026, 11, 22, 9), status: 'Won' },
        { createdAt: at(2026, 11, 15, 23), status: 'Lost' }, // Sunday of the week before
        { createdAt: at(2026, 8, 31), status: 'New' }, // the first of the 12 weeks
        { createdAt: at(2026, 8, 30), status: 'New' }, // before it
      ],
      now,
    );
    expect(weeks).toHaveLength(12);
    expect(weeks[11].start).toEqual(new Date(2026, 10, 16));
    expect(weeks[0].start).toEqual(new Date(2026, 7, 31));
    expect(weeks[11]).toMatchObject({ total: 2, counts: { New: 1, Won: 1, Lost: 0 } });
    expect(weeks[10]).toMatchObject({ total: 1, counts: { Lost: 1 } });
    expect(weeks[0].total).toBe(1);
    expect(weeks.reduce((sum, w) => sum + w.total, 0)).toBe(4);
  });
});
