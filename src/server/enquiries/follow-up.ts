/**
 * A lead's next follow-up (SPEC §21.3) between the API's words and the table's columns: a date
 * alone is a business day with no set time, kept as 00:00 business time of that day and marked
 * all-day; a date and time is the instant it names. The API gives it back in the business zone.
 */
import { businessDate, businessDayStart, isoWithOffset } from '../../lib/business-time';
import { isAllDay } from '../../lib/enquiry-update';

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
