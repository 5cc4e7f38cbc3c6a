/**
 * The admin's view of the lead list: filtering by status, product and date range, and the weekly
 * counts by status drawn above the list. Days and weeks are the business's (its time zone), not
 * the browser's, so the figures match the dates shown and the mails.
 */
import { addDays, businessDate, businessDayStart, businessWeekStart } from '../../lib/business-time';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../lib/types';

interface Lead {
  createdAt: string;
  status: EnquiryStatus;
  productId: string | null;
}

export interface EnquiryFilter {
  status: EnquiryStatus | '';
  /** A product id, MISSING_PRODUCT for enquiries whose product is gone, or '' for all. */
  product: string;
  /** Inclusive business days as a date input gives them (yyyy-mm-dd), or ''. */
  from: string;
  to: string;
}

export const MISSING_PRODUCT = 'missing';
export const NO_FILTER: EnquiryFilter = { status: '', product: '', from: '', to: '' };

export function matchesFilter(lead: Lead, filter: EnquiryFilter, zone: string): boolean {
  if (filter.status && lead.status !== filter.status) return false;
  if (filter.product && (lead.productId ?? MISSING_PRODUCT) !== filter.product) return false;
  if (!filter.from && !filter.to) return true;
  // yyyy-mm-dd days compare as text.
  const day = businessDate(new Date(lead.createdAt), zone);
  return (!filter.from || day >= filter.from) && (!filter.to || day <= filter.to);
}

export interface WeekCounts {
  /** The week's Monday, 00:00 business time. */
  start: Date;
  counts: Record<EnquiryStatus, number>;
  total: number;
}

const emptyCounts = () => Object.fromEntries(ENQUIRY_STATUSES.map((s) => [s, 0])) as Record<EnquiryStatus, number>;

/**
 * Enquiries per business week (Monday to Sunday in `zone`) for the `weeks` weeks up to and
 * including `now`'s, oldest first.
 */
export function enquiriesPerWeek(leads: Pick<Lead, 'createdAt' | 'status'>[], now: Date, zone: string, weeks = 12): WeekCounts[] {
  const monday = businessWeekStart(now, zone);
  const result: WeekCounts[] = [];
  for (let i = weeks - 1; i >= 0; i--) {
    result.push({ start: businessDayStart(addDays(monday, -7 * i), zone), counts: emptyCounts(), total: 0 });
  }
  const ends = result.map((_, i) => (result[i + 1]?.start ?? businessDayStart(addDays(monday, 7), zone)).getTime());
  for (const lead of leads) {
    const time = Date.parse(lead.createdAt);
    if (time < result[0].start.getTime()) continue;
    const index = ends.findIndex((end) => time < end);
    if (index < 0) continue;
    result[index].counts[lead.status] += 1;
    result[index].total += 1;
  }
  return result;
}
