/**
 * A lead's next follow-up (SPEC §21.3) between the API's words and the table's columns: a date
 * alone is a business day with no set time, kept as 00:00 business time of that day and marked
 * all-day; a date and time is the instant it names. The API gives it back in the business zone.
 * And when a follow-up is due or overdue: one rule for the digest, the list's views and their counts.
 */
import { addDays, businessDate, businessDayStart, isoWithOffset } from '../../lib/business-time';
import { isAllDay } from '../../lib/validation/enquiry-update';

export interface StoredFollowUp {
  at: Date | null;
  allDay: boolean;
}

/** As the API says it: 'YYYY-MM-DD', an ISO time with the business zone's offset, or null. */
export function followUpText({ at, allDay }: StoredFollowUp): string | null {
  if (!at) return null;
  return allDay ? businessDate(at) : isoWithOffset(at);
}

/** As the table keeps it; `value` has passed followUpSchema. */
export function storedFollowUp(value: string | null): StoredFollowUp {
  if (value === null) return { at: null, allDay: false };
  return isAllDay(value) ? { at: businessDayStart(value), allDay: true } : { at: new Date(value), allDay: false };
}

/** Which leads need someone on a business day (SPEC §21.6), the digest's sections and the list's views. */
export type FollowUpDue = 'overdue' | 'dueToday';

/** Where business day `day` begins and ends: a follow-up before the start is overdue, one within the day is due. */
export function followUpDay(day: string, zone: string): { start: Date; end: Date } {
  return { start: businessDayStart(day, zone), end: businessDayStart(addDays(day, 1), zone) };
}

/**
 * The SQL condition on `enquiries e` for leads whose follow-up is `due`; `bound` names the query's
 * parameters that hold followUpDay's bounds. Won and Lost leads are never due: closing a lead clears
 * its follow-up, and the condition says so again. A range on next_follow_up_at, so its index serves it.
 */
export function followUpDueSql(due: FollowUpDue, bound: (which: 'start' | 'end') => string): string {
  const range =
    due === 'overdue' ? `e.next_follow_up_at < ${bound('start')}` : `e.next_follow_up_at >= ${bound('start')} and e.next_follow_up_at < ${bound('end')}`;
  return `(${range} and e.status not in ('Won', 'Lost'))`;
}
