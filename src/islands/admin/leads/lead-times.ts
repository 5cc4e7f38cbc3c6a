/**
 * A lead's times as the sales team reads them, in business time: when it came ("2 h ago" today,
 * the date and time before) and where its next follow-up stands (overdue, today, or a later day).
 */
import { businessDate, businessDayStart, formatBusinessDate, formatBusinessTime } from '../../../lib/business-time';
import { isAllDay } from '../../../lib/validation/enquiry-update';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** "just now", "5 min ago", "2 h ago" on the business day it came; "24 Nov 2026, 9:00 am IST" before. */
export function receivedText(iso: string, zone: string, now = new Date()): string {
  const at = new Date(iso);
  const ago = now.getTime() - at.getTime();
  if (ago < 0 || businessDate(at, zone) !== businessDate(now, zone)) return formatBusinessTime(at, zone);
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  return `${Math.floor(ago / HOUR)} h ago`;
}

export type FollowUpState = 'overdue' | 'today' | 'later';

export interface FollowUp {
  state: FollowUpState;
  /** The instant it is due (00:00 business time for a day with no set time). */
  at: Date;
  allDay: boolean;
  /** "26 Nov 2026" for a day, "26 Nov 2026, 3:30 pm IST" for a time. */
  text: string;
}

/**
 * A next follow-up as the calls give it ('YYYY-MM-DD' or an ISO time), placed against today as the
 * digest places it (SPEC §21.6): overdue before today began, today within it, later after.
 */
export function followUpOf(value: string | null, zone: string, now = new Date()): FollowUp | null {
  if (!value) return null;
  const allDay = isAllDay(value);
  const at = allDay ? businessDayStart(value, zone) : new Date(value);
  const day = businessDate(at, zone);
  const today = businessDate(now, zone);
  const state = day < today ? 'overdue' : day === today ? 'today' : 'later';
  return { state, at, allDay, text: allDay ? formatBusinessDate(at, zone) : formatBusinessTime(at, zone) };
}
