/**
 * The follow-up form's fields (a date and an optional time, both on the business's clock) to and
 * from the value the calls take and give (SPEC §21.3): 'YYYY-MM-DD' for a day with no set time, an
 * ISO time with the business zone's offset for a time. The computer's own zone plays no part.
 */
import { businessDate, businessDayStart, isoWithOffset } from '../../../lib/business-time';
import { isAllDay } from '../../../lib/validation/enquiry-update';

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^(\d{2}):(\d{2})(?::\d{2})?$/;

/** Minutes past midnight of an 'HH:MM' clock reading (of an ISO time from its 11th character). */
const clockMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The value for a date and an optional time ('HH:MM'). What is not a date or a time is passed on as
 * typed, for followUpSchema to refuse (a browser without date inputs shows a plain text field).
 */
export function followUpValue(date: string, time: string, zone: string): string {
  if (!time) return date;
  if (!DATE.test(date) || !TIME.test(time)) return `${date}T${time}`;
  const wanted = clockMinutes(time);
  let at = businessDayStart(date, zone).getTime() + wanted * MINUTE;
  // On a day the zone's clock changes, the offset at the hour differs from the one at midnight:
  // move by what the clock then shows too much or too little.
  const shown = clockMinutes(isoWithOffset(new Date(at), zone).slice(11, 16));
  const drift = ((shown - wanted + DAY_MINUTES * 1.5) % DAY_MINUTES) - DAY_MINUTES / 2;
  at -= drift * MINUTE;
  return isoWithOffset(new Date(at), zone);
}

/** The form's date and time for a follow-up as the calls give it (empty when none). */
export function followUpFields(value: string | null, zone: string): { date: string; time: string } {
  if (!value) return { date: '', time: '' };
  if (isAllDay(value)) return { date: value, time: '' };
  const iso = isoWithOffset(new Date(value), zone);
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/**
 * Whether a follow-up (as followUpValue gives it) is already past at `now`: a day before today's
 * business day, or a time before now. Saved, it would be overdue at once, so the form asks first.
 */
export function isPastFollowUp(value: string, zone: string, now: Date): boolean {
  if (isAllDay(value)) return value < businessDate(now, zone);
  const at = Date.parse(value);
  return !Number.isNaN(at) && at < now.getTime();
}
