import { describe, expect, it } from 'vitest';
import {
  addBusinessMinutes,
  businessHours,
  businessMinutesBetween,
  parseBusinessHours,
  responseAlertMinutes,
  type BusinessHours,
} from '../../src/lib/business-hours';

// 15 Jan 2030 is a Tuesday; 19 Jan a Saturday, 20 Jan a Sunday, 21 Jan a Monday. India is UTC+05:30 all year.
const india = (local: string) => new Date(`${local}+05:30`);
const INDIA = businessHours({});
const between = (from: string, to: string, hours: BusinessHours = INDIA) => businessMinutesBetween(india(from), india(to), hours);

describe('BUSINESS_HOURS', () => {
  it('is Monday to Saturday, 09:00 to 19:00 in the business zone unless set', () => {
    expect(businessHours({})).toEqual({
      zone: 'Asia/Kolkata',
      week: [...Array(6).fill([[540, 1140]]), []],
    });
    expect(businessHours({ BUSINESS_HOURS: '  ', TIME_ZONE: 'Europe/London' }).zone).toBe('Europe/London');
  });

  it('takes several parts, ranges over the week’s end, any letter case, and merges what overlaps', () => {
    expect(parseBusinessHours('Mon-Fri 09:30-18:00, sat 10:00-14:00')).toEqual([
      ...Array(5).fill([[570, 1080]]),
      [[600, 840]],
      [],
    ]);
    expect(parseBusinessHours('Sun-Thu 08:00-16:00')!.map((spans) => spans.length)).toEqual([1, 1, 1, 1, 0, 0, 1]);
    expect(parseBusinessHours('Mon 09:00-12:00, Mon 11:00-13:00, Mon 13:00-14:00')![0]).toEqual([[540, 840]]);
    expect(parseBusinessHours('Mon-Sun 00:00-24:00')![6]).toEqual([[0, 1440]]);
  });

  it('refuses what is not hours, naming the variable', () => {
    for (const bad of ['Monday-Sat 09:00-19:00', 'Mon-Sat 9-19', 'Mon-Sat 19:00-09:00', 'Mon-Sat 09:00-24:01', 'Mon-Sat 09:60-10:00', 'Mon-Sat', 'Mon-Sat 09:00-19:00,', 'Xyz 09:00-10:00']) {
      expect(parseBusinessHours(bad), bad).toBeNull();
    }
    expect(() => businessHours({ BUSINESS_HOURS: 'weekdays' })).toThrow('BUSINESS_HOURS "weekdays" is not business hours such as Mon-Sat 09:00-19:00.');
  });

  it('RESPONSE_ALERT_MINUTES is 15 unless set to a whole number of minutes', () => {
    expect(responseAlertMinutes({})).toBe(15);
    expect(responseAlertMinutes({ RESPONSE_ALERT_MINUTES: ' 30 ' })).toBe(30);
    for (const bad of ['0', '-5', '1.5', 'soon']) {
      expect(() => responseAlertMinutes({ RESPONSE_ALERT_MINUTES: bad })).toThrow(`RESPONSE_ALERT_MINUTES "${bad}" is not a whole number of minutes`);
    }
  });
});

describe('business minutes in India', () => {
  it('within a working day, whole minutes counted down', () => {
    expect(between('2030-01-15T10:00:00', '2030-01-15T10:15:00')).toBe(15);
    expect(between('2030-01-15T10:00:00', '2030-01-15T10:14:59.999')).toBe(14);
    expect(between('2030-01-15T10:15:00', '2030-01-15T10:00:00')).toBe(0);
  });

  it('overnight: only the evening’s last minutes and the morning’s first', () => {
    expect(between('2030-01-15T18:50:00', '2030-01-16T09:10:00')).toBe(20);
    // Sent at night, answered at 09:05: five minutes.
    expect(between('2030-01-15T23:30:00', '2030-01-16T09:05:00')).toBe(5);
    expect(between('2030-01-15T19:00:00', '2030-01-16T09:00:00')).toBe(0);
  });

  it('Sunday is closed', () => {
    expect(between('2030-01-19T18:55:00', '2030-01-21T09:05:00')).toBe(10);
    expect(between('2030-01-20T08:00:00', '2030-01-20T22:00:00')).toBe(0);
  });

  it('weeks and months of waiting count every working day, quickly', () => {
    // Tuesday 10:00 to the Tuesday four weeks later at 10:00: 4 weeks of 6 days of 600 minutes.
    expect(between('2030-01-15T10:00:00', '2030-02-12T10:00:00')).toBe(4 * 6 * 600);
    expect(between('2030-01-15T10:00:00', '2030-01-22T11:00:00')).toBe(6 * 600 + 60);
    const started = performance.now();
    for (let i = 0; i < 1000; i++) between('2029-01-01T10:00:00', '2030-01-15T10:00:00');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('across midnight, for a night shift written as two parts', () => {
    const nights = businessHours({ BUSINESS_HOURS: 'Mon-Sun 22:00-24:00, Mon-Sun 00:00-06:00' });
    expect(between('2030-01-15T23:50:00', '2030-01-16T00:10:00', nights)).toBe(20);
    expect(between('2030-01-15T05:50:00', '2030-01-15T22:10:00', nights)).toBe(20);
  });

  it('the instant N business minutes after, or before, skips closed hours', () => {
    expect(addBusinessMinutes(india('2030-01-15T10:00:00'), 15, INDIA)).toEqual(india('2030-01-15T10:15:00'));
    expect(addBusinessMinutes(india('2030-01-19T18:55:00'), 15, INDIA)).toEqual(india('2030-01-21T09:10:00'));
    expect(addBusinessMinutes(india('2030-01-20T12:00:00'), 15, INDIA)).toEqual(india('2030-01-21T09:15:00'));
    expect(addBusinessMinutes(india('2030-01-21T09:10:00'), -15, INDIA)).toEqual(india('2030-01-19T18:55:00'));
    // Before 09:00 on Monday, the last 15 minutes were Saturday's.
    expect(addBusinessMinutes(india('2030-01-21T08:00:00'), -15, INDIA)).toEqual(india('2030-01-19T18:45:00'));
    expect(addBusinessMinutes(india('2030-01-15T10:00:00'), 6 * 600 * 10, INDIA)).toEqual(india('2030-03-26T10:00:00'));
    expect(addBusinessMinutes(india('2030-03-26T10:00:00'), -6 * 600 * 10, INDIA)).toEqual(india('2030-01-15T10:00:00'));
  });

  it('a lead from the instant N minutes before or earlier has waited N, one a moment later less', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 300; i++) {
      const now = new Date(india('2030-01-13T00:00:00').getTime() + random() * 14 * 86_400_000);
      const minutes = 1 + Math.floor(random() * 900);
      const cutoff = addBusinessMinutes(now, -minutes, INDIA);
      expect(businessMinutesBetween(cutoff, now, INDIA)).toBe(minutes);
      expect(businessMinutesBetween(new Date(cutoff.getTime() + 1), now, INDIA)).toBe(minutes - 1);
      expect(businessMinutesBetween(now, addBusinessMinutes(now, minutes, INDIA), INDIA)).toBe(minutes);
    }
  });
});

describe('business minutes in a zone whose clock changes', () => {
  const london = businessHours({ TIME_ZONE: 'Europe/London', BUSINESS_HOURS: 'Mon-Fri 09:00-17:00' });
  const newYork = businessHours({ TIME_ZONE: 'America/New_York', BUSINESS_HOURS: 'Mon-Sun 00:00-24:00' });

  it('counts the clock’s hours on either side of the spring change', () => {
    // Friday 28 March 2025 16:50 GMT to Monday 31 March 09:10 BST (clocks went forward on the Sunday).
    expect(businessMinutesBetween(new Date('2025-03-28T16:50:00Z'), new Date('2025-03-31T08:10:00Z'), london)).toBe(20);
    expect(addBusinessMinutes(new Date('2025-03-28T16:50:00Z'), 20, london)).toEqual(new Date('2025-03-31T08:10:00Z'));
    expect(businessMinutesBetween(new Date('2025-03-31T08:00:00Z'), new Date('2025-04-01T08:00:00Z'), london)).toBe(480);
  });

  it('the autumn day with 25 hours has 25 open hours when open all day', () => {
    // Saturday noon to Sunday noon in New York across the fall back of 2 November 2025.
    expect(businessMinutesBetween(new Date('2025-11-01T16:00:00Z'), new Date('2025-11-02T17:00:00Z'), newYork)).toBe(25 * 60);
  });
});
