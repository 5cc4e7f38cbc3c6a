/**
 * Business hours (docs/spec.md §23.3): when the sales team is at work, on the business zone's clock
 * (TIME_ZONE). A lead's response time and its wait are counted in business minutes, the minutes
 * within these hours, so a lead that comes in on Sunday evening has waited nothing by Monday 09:00.
 *
 * BUSINESS_HOURS is one or more parts separated by commas, each days and a span of the clock:
 * "Mon-Sat 09:00-19:00" (the default), "Mon-Fri 09:30-18:00, Sat 10:00-14:00". Days are Mon, Tue,
 * Wed, Thu, Fri, Sat, Sun, or a range of them ("Sun-Thu" runs over the week's end); a span runs
 * from its start up to its end, 24:00 being the day's end. A shift past midnight is two parts
 * ("Mon-Sat 22:00-24:00, Tue-Sun 00:00-06:00"). Pure and Intl-only, like ./business-time.ts.
 */
import { addDays, businessClockTime, businessDate, businessTimeZone } from './business-time';

export const DEFAULT_BUSINESS_HOURS = 'Mon-Sat 09:00-19:00';
export const DEFAULT_RESPONSE_ALERT_MINUTES = 15;

type Env = Record<string, string | undefined>;

/** Minutes of the clock from 00:00, a span [start, end). */
type Span = readonly [number, number];

export interface BusinessHours {
  zone: string;
  /** Monday first: each day's open spans, in order, none overlapping. */
  week: readonly (readonly Span[])[];
}

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const PART = /^([a-z]{3})(?:\s*-\s*([a-z]{3}))?\s+(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})$/;

/** The week a BUSINESS_HOURS value describes; null when it is not one (or has no open minute). */
export function parseBusinessHours(text: string): Span[][] | null {
  const week: Span[][] = DAYS.map(() => []);
  for (const part of text.split(',')) {
    const match = PART.exec(part.trim().toLowerCase());
    if (!match) return null;
    const [, first, last = first, startHour, startMinute, endHour, endMinute] = match;
    const from = DAYS.indexOf(first);
    const to = DAYS.indexOf(last);
    const start = clockMinutes(startHour, startMinute);
    const end = clockMinutes(endHour, endMinute);
    if (from < 0 || to < 0 || start === null || end === null || start >= end) return null;
    for (let day = from; ; day = (day + 1) % 7) {
      week[day].push([start, end]);
      if (day === to) break;
    }
  }
  const merged = week.map(mergeSpans);
  return merged.some((spans) => spans.length > 0) ? merged : null;
}

/** "09:30" as minutes from 00:00; 24:00 is the day's end. */
function clockMinutes(hours: string, minutes: string): number | null {
  const value = Number(hours) * 60 + Number(minutes);
  return Number(minutes) < 60 && value <= 24 * 60 ? value : null;
}

/** Spans in order, those that touch or overlap made one. */
function mergeSpans(spans: Span[]): Span[] {
  const merged: [number, number][] = [];
  for (const [start, end] of [...spans].sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/**
 * The configured hours in the configured zone. A value that is not hours stops here with the
 * variable named, as TIME_ZONE does, rather than counting every lead's minutes wrongly.
 */
export function businessHours(env: Env = globalThis.process?.env ?? {}): BusinessHours {
  const text = env.BUSINESS_HOURS?.trim() || DEFAULT_BUSINESS_HOURS;
  const zone = businessTimeZone(env);
  // A list asks once per lead: the same settings give the same hours, read once.
  if (lastRead?.text === text && lastRead.hours.zone === zone) return lastRead.hours;
  const week = parseBusinessHours(text);
  if (!week) throw new Error(`BUSINESS_HOURS "${text}" is not business hours such as ${DEFAULT_BUSINESS_HOURS}.`);
  lastRead = { text, hours: { zone, week } };
  return lastRead.hours;
}

let lastRead: { text: string; hours: BusinessHours } | null = null;

/** How many business minutes a lead may wait for its first response before its owner is alerted. */
export function responseAlertMinutes(env: Env = globalThis.process?.env ?? {}): number {
  const text = env.RESPONSE_ALERT_MINUTES?.trim();
  if (!text) return DEFAULT_RESPONSE_ALERT_MINUTES;
  if (!/^\d{1,6}$/.test(text) || Number(text) < 1) {
    throw new Error(`RESPONSE_ALERT_MINUTES "${text}" is not a whole number of minutes such as ${DEFAULT_RESPONSE_ALERT_MINUTES}.`);
  }
  return Number(text);
}

/** A span of business minutes for people: "12 min", "1 h", "2 h 5 min", "1,250 h". */
export function minutesText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours.toLocaleString('en-IN')} h ${rest} min` : `${hours.toLocaleString('en-IN')} h`;
}

const MINUTE = 60_000;

/** Monday 0 … Sunday 6 of a 'YYYY-MM-DD' day. */
function weekday(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
}

// Lists show many leads of the same few days: each day's spans are turned into instants once.
const spanInstants = new WeakMap<BusinessHours, Map<string, [number, number][]>>();

/** A day's open spans as instants (ms), in order. */
function openSpans(day: string, hours: BusinessHours): [number, number][] {
  let days = spanInstants.get(hours);
  if (!days) spanInstants.set(hours, (days = new Map()));
  let spans = days.get(day);
  if (!spans) {
    spans = hours.week[weekday(day)].map(([start, end]) => [
      businessClockTime(day, start, hours.zone).getTime(),
      businessClockTime(day, end, hours.zone).getTime(),
    ]);
    if (days.size > 5_000) days.clear();
    days.set(day, spans);
  }
  return spans;
}

/** Open time (ms) of a day between two instants. */
function openWithin(day: string, from: number, to: number, hours: BusinessHours): number {
  let open = 0;
  for (const [start, end] of openSpans(day, hours)) open += Math.max(0, Math.min(end, to) - Math.max(start, from));
  return open;
}

const spanMinutes = (spans: readonly Span[]) => spans.reduce((sum, [start, end]) => sum + end - start, 0);

/** Whole days from one 'YYYY-MM-DD' to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * The business minutes from one instant to another (0 when `to` is not later), whole minutes
 * counted down. The days wholly between the two count by their clock hours, so the count stays
 * quick for a lead that has waited months.
 */
export function businessMinutesBetween(from: Date, to: Date, hours: BusinessHours): number {
  const start = from.getTime();
  const end = to.getTime();
  if (end <= start) return 0;
  const firstDay = businessDate(from, hours.zone);
  const lastDay = businessDate(to, hours.zone);
  if (firstDay === lastDay) return Math.floor(openWithin(firstDay, start, end, hours) / MINUTE);
  let open = openWithin(firstDay, start, Infinity, hours) + openWithin(lastDay, -Infinity, end, hours);
  const between = daysBetween(firstDay, lastDay) - 1;
  open += Math.floor(between / 7) * spanMinutes(hours.week.flat()) * MINUTE;
  const first = weekday(firstDay);
  for (let i = 1; i <= between % 7; i++) open += spanMinutes(hours.week[(first + i) % 7]) * MINUTE;
  return Math.floor(open / MINUTE);
}

/**
 * The instant `minutes` business minutes after `from`, or before it when negative: after, the
 * first moment that many have passed; before, the last moment from which that many pass by `from`
 * (a lead that came in then or earlier has waited at least that long).
 */
export function addBusinessMinutes(from: Date, minutes: number, hours: BusinessHours): Date {
  if (minutes === 0) return from;
  const forward = minutes > 0;
  let left = Math.abs(minutes) * MINUTE;
  let cursor = from.getTime();
  let day = businessDate(from, hours.zone);
  const weekOpen = spanMinutes(hours.week.flat()) * MINUTE;
  for (let first = true; ; first = false) {
    const spans = forward ? openSpans(day, hours) : [...openSpans(day, hours)].reverse();
    for (const [start, end] of spans) {
      const open = forward ? end - Math.max(start, cursor) : Math.min(end, cursor) - start;
      if (open <= 0) continue;
      if (open >= left) return new Date(forward ? Math.max(start, cursor) + left : Math.min(end, cursor) - left);
      left -= open;
    }
    // Whole weeks at once past the first day, then day by day.
    const weeks = first ? Math.floor((left - 1) / weekOpen) : 0;
    left -= weeks * weekOpen;
    day = addDays(day, (forward ? 1 : -1) * (1 + 7 * weeks));
    cursor = forward ? -Infinity : Infinity;
  }
}
