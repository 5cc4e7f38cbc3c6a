/**
 * Business time: the seller works on Indian time, so the days, weeks and clock times that the mails,
 * the admin, its chart and the CSV speak of are those of one zone (TIME_ZONE, an IANA name,
 * Asia/Kolkata by default), whatever the zone of the server or of the browser showing them.
 * Intl only, so the same code runs on the server and in the browser. The server reads the zone
 * from its environment; the admin's page hands it to the browser (src/lib/site.ts), where callers
 * pass it explicitly.
 */

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

type Env = Record<string, string | undefined>;

const FORMATS = {
  // Numeric fields of the wall clock, with hours 0-23.
  clock: { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' },
  // "24 Nov 2026, 9:00 am IST": the zone named, as a reader elsewhere needs it.
  display: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  date: { day: 'numeric', month: 'short', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone and kind: making them is the costly part, and a list formats thousands of dates. */
function formatter(zone: string, kind: keyof typeof FORMATS): Intl.DateTimeFormat {
  const key = `${kind} ${zone}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(kind === 'clock' ? 'en-US' : 'en-IN', { ...FORMATS[kind], timeZone: zone });
    formatters.set(key, made);
  }
  return made;
}

/**
 * The configured zone. A name Intl does not know stops here with the variable named, rather than
 * as a bare RangeError in the middle of a mail or a page. In the browser there is no environment:
 * code there passes the zone its page was given.
 */
export function businessTimeZone(env: Env = globalThis.process?.env ?? {}): string {
  const zone = env.TIME_ZONE?.trim() || DEFAULT_TIME_ZONE;
  try {
    formatter(zone, 'clock');
  } catch {
    throw new Error(`TIME_ZONE "${zone}" is not a time zone name such as ${DEFAULT_TIME_ZONE}.`);
  }
  return zone;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The wall clock of an instant in the zone, and the zone's offset from UTC then, in minutes. */
function wallClock(at: Date, zone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatter(zone, 'clock').formatToParts(at)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const { year, month, day, hour, minute, second } = parts;
  const wholeSeconds = Math.floor(at.getTime() / 1000) * 1000;
  const offset = (Date.UTC(year, month - 1, day, hour, minute, second) - wholeSeconds) / 60_000;
  return { year, month, day, hour, minute, second, offset };
}

/** The calendar day ('YYYY-MM-DD') of an instant in the business's zone. */
export function businessDate(at: Date, zone = businessTimeZone()): string {
  const { year, month, day } = wallClock(at, zone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The hour (0-23) on the zone's clock at an instant, right on the days its clock changes too. */
export function businessHour(at: Date, zone = businessTimeZone()): number {
  return wallClock(at, zone).hour;
}

/** An instant as ISO 8601 with the zone's offset, to the second: '2026-11-24T09:00:00+05:30'. */
export function isoWithOffset(at: Date, zone = businessTimeZone()): string {
  const { year, month, day, hour, minute, second, offset } = wallClock(at, zone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** "24 Nov 2026, 9:00 am IST": for people, with the zone named. */
export function formatBusinessTime(at: Date, zone = businessTimeZone()): string {
  return formatter(zone, 'display').format(at);
}

/** "24 Nov 2026": the business day of an instant, for people. */
export function formatBusinessDate(at: Date, zone = businessTimeZone()): string {
  return formatter(zone, 'date').format(at);
}

/** The calendar day `days` after (or before) a 'YYYY-MM-DD' day. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The instant a business day ('YYYY-MM-DD') begins: 00:00 on the zone's clock. */
export function businessDayStart(day: string, zone = businessTimeZone()): Date {
  return businessClockTime(day, 0, zone);
}

/**
 * The instant the zone's clock shows `minutes` past 00:00 on business day `day` (1440: the next
 * day's 00:00). A time the clock skips when it springs forward comes out an hour later.
 */
export function businessClockTime(day: string, minutes: number, zone = businessTimeZone()): Date {
  const [year, month, date] = day.split('-').map(Number);
  const wallUtc = Date.UTC(year, month - 1, date) + minutes * 60_000;
  // The offset at the UTC reading may differ from the one at the local time across a clock change:
  // a second look at the first answer settles it.
  let at = wallUtc - wallClock(new Date(wallUtc), zone).offset * 60_000;
  at = wallUtc - wallClock(new Date(at), zone).offset * 60_000;
  return new Date(at);
}

/** The Monday ('YYYY-MM-DD') of the business week (Monday to Sunday) an instant falls in. */
export function businessWeekStart(at: Date, zone = businessTimeZone()): string {
  const day = businessDate(at, zone);
  const [year, month, date] = day.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}
