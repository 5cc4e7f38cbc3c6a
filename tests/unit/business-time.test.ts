import { describe, expect, it } from 'vitest';
import {
  addDays,
  businessDate,
  businessDayStart,
  businessTimeZone,
  businessWeekStart,
  formatBusinessDate,
  formatBusinessTime,
  isoWithOffset,
} from '../../src/lib/business-time';

// 23:00 UTC on Monday 23 Nov 2026 is already Tuesday 04:30 in India.
const lateEvening = new Date('2026-11-23T23:00:20.500Z');

describe('businessTimeZone', () => {
  it('is India unless TIME_ZONE names another zone', () => {
    expect(businessTimeZone({})).toBe('Asia/Kolkata');
    expect(businessTimeZone({ TIME_ZONE: ' ' })).toBe('Asia/Kolkata');
    expect(businessTimeZone({ TIME_ZONE: 'Europe/Berlin' })).toBe('Europe/Berlin');
  });

  it('names the variable when the zone is unknown', () => {
    expect(() => businessTimeZone({ TIME_ZONE: 'India/Jamshedpur' })).toThrow('TIME_ZONE "India/Jamshedpur" is not a time zone name');
  });
});

describe('in India (the default zone)', () => {
  it('a UTC evening is the next day', () => {
    expect(businessDate(lateEvening)).toBe('2026-11-24');
    expect(businessDate(new Date('2026-11-23T18:29:59Z'))).toBe('2026-11-23');
    expect(businessDate(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24');
  });

  it('writes ISO with the +05:30 offset, to the second', () => {
    expect(isoWithOffset(lateEvening)).toBe('2026-11-24T04:30:20+05:30');
    expect(isoWithOffset(new Date('2026-11-24T03:30:00Z'))).toBe('2026-11-24T09:00:00+05:30');
    expect(Date.parse(isoWithOffset(lateEvening))).toBe(Date.parse('2026-11-23T23:00:20Z'));
  });

  it('shows the time for people with the zone named', () => {
    expect(formatBusinessTime(lateEvening)).toBe('24 Nov 2026, 4:30 am IST');
    expect(formatBusinessDate(lateEvening)).toBe('24 Nov 2026');
  });

  it('begins a day and a week (Monday) at 00:00 Indian time', () => {
    expect(businessDayStart('2026-11-24').toISOString()).toBe('2026-11-23T18:30:00.000Z');
    expect(businessWeekStart(lateEvening)).toBe('2026-11-23'); // Tuesday in India
    expect(businessWeekStart(new Date('2026-11-22T18:29:00Z'))).toBe('2026-11-16'); // Sunday 23:59 in India
    expect(businessWeekStart(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23'); // Monday 00:00 in India
  });
});

describe('another zone, given as the parameter', () => {
  it('follows that zone, its offsets and its clock changes', () => {
    expect(businessDate(lateEvening, 'America/New_York')).toBe('2026-11-23');
    expect(isoWithOffset(lateEvening, 'America/New_York')).toBe('2026-11-23T18:00:20-05:00');
    expect(isoWithOffset(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toBe('2026-07-01T08:00:00-04:00');
    expect(isoWithOffset(lateEvening, 'UTC')).toBe('2026-11-23T23:00:20+00:00');
    expect(isoWithOffset(lateEvening, 'Asia/Kathmandu')).toBe('2026-11-24T04:45:20+05:45');
    expect(formatBusinessTime(lateEvening, 'UTC')).toBe('23 Nov 2026, 11:00 pm UTC');
  });

  it('begins the day at local midnight on the day the clocks change', () => {
    // Europe's clocks go forward at 01:00 UTC on 29 Mar 2026: that midnight is still winter time.
    expect(businessDayStart('2026-03-29', 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(businessDayStart('2026-03-30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });
});

describe('addDays', () => {
  it('counts calendar days across months and years', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-01-03', -7)).toBe('2026-12-27');
  });
});
