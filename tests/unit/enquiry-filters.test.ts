import { describe, expect, it } from 'vitest';
import { enquiriesPerWeek, matchesFilter, MISSING_PRODUCT, NO_FILTER } from '../../src/islands/admin/enquiry-filters';

// Instants in UTC; days and weeks are the business's (India, UTC+05:30), whatever zone runs the tests.
const INDIA = 'Asia/Kolkata';

describe('matchesFilter', () => {
  // 23:00 on 17 Nov in UTC is 04:30 on 18 Nov in India.
  const lead = { createdAt: '2026-11-17T23:00:00.000Z', status: 'Quoted' as const, productId: 'p1' };
  it('passes everything with no filter', () => {
    expect(matchesFilter(lead, NO_FILTER, INDIA)).toBe(true);
  });
  it('filters by status and product, a gone product by its own value', () => {
    expect(matchesFilter(lead, { ...NO_FILTER, status: 'Quoted' }, INDIA)).toBe(true);
    expect(matchesFilter(lead, { ...NO_FILTER, status: 'New' }, INDIA)).toBe(false);
    expect(matchesFilter(lead, { ...NO_FILTER, product: 'p1' }, INDIA)).toBe(true);
    expect(matchesFilter(lead, { ...NO_FILTER, product: 'p2' }, INDIA)).toBe(false);
    expect(matchesFilter({ ...lead, productId: null }, { ...NO_FILTER, product: MISSING_PRODUCT }, INDIA)).toBe(true);
  });
  it('takes both ends of the date range as whole business days', () => {
    expect(matchesFilter(lead, { ...NO_FILTER, from: '2026-11-18', to: '2026-11-18' }, INDIA)).toBe(true);
    expect(matchesFilter(lead, { ...NO_FILTER, from: '2026-11-19' }, INDIA)).toBe(false);
    expect(matchesFilter(lead, { ...NO_FILTER, to: '2026-11-17' }, INDIA)).toBe(false);
    // The same instant is still 17 Nov where the clock is UTC.
    expect(matchesFilter(lead, { ...NO_FILTER, from: '2026-11-17', to: '2026-11-17' }, 'UTC')).toBe(true);
  });
});

describe('enquiriesPerWeek', () => {
  it('counts 12 business weeks from Monday to Sunday by status, oldest first, and leaves older ones out', () => {
    const now = new Date('2026-11-22T04:30:00Z'); // Sunday 22 Nov 2026, 10:00 in India
    const weeks = enquiriesPerWeek(
      [
        { createdAt: '2026-11-15T18:30:00Z', status: 'New' }, // Monday 16 Nov, 00:00 in India: this week
        { createdAt: '2026-11-22T03:30:00Z', status: 'Won' },
        { createdAt: '2026-11-15T18:29:00Z', status: 'Lost' }, // Sunday 15 Nov, 23:59 in India: the week before
        { createdAt: '2026-08-30T18:30:00Z', status: 'New' }, // Monday 31 Aug in India: the first of the 12 weeks
        { createdAt: '2026-08-30T18:29:00Z', status: 'New' }, // before it
      ],
      now,
      INDIA,
    );
    expect(weeks).toHaveLength(12);
    expect(weeks[11].start.toISOString()).toBe('2026-11-15T18:30:00.000Z');
    expect(weeks[0].start.toISOString()).toBe('2026-08-30T18:30:00.000Z');
    expect(weeks[11]).toMatchObject({ total: 2, counts: { New: 1, Won: 1, Lost: 0 } });
    expect(weeks[10]).toMatchObject({ total: 1, counts: { Lost: 1 } });
    expect(weeks[0].total).toBe(1);
    expect(weeks.reduce((sum, w) => sum + w.total, 0)).toBe(4);
  });

  it('starts the week on the business’s Monday when it is still Sunday in UTC', () => {
    // 20:00 UTC on Sunday 22 Nov is Monday 23 Nov, 01:30 in India: a new week has begun there.
    const weeks = enquiriesPerWeek([{ createdAt: '2026-11-22T19:00:00Z', status: 'New' }], new Date('2026-11-22T20:00:00Z'), INDIA);
    expect(weeks[11].start.toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(weeks[11].total).toBe(1);
    const utcWeeks = enquiriesPerWeek([{ createdAt: '2026-11-22T19:00:00Z', status: 'New' }], new Date('2026-11-22T20:00:00Z'), 'UTC');
    expect(utcWeeks[11].start.toISOString()).toBe('2026-11-16T00:00:00.000Z');
  });
});
