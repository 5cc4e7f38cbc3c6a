/**
 * The admin's view of the lead list: filtering by status, product and date range, and the weekly
 * counts by status drawn above the list. Dates are the browser's local days.
 */
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
  /** Inclusive local days as a date input gives them (yyyy-mm-dd), or ''. */
  from: string;
  to: string;
}

export const MISSING_PRODUCT = 'missing';
export const NO_FILTER: EnquiryFilter = { status: '', product: '', from: '', to: '' };

/** Local midnight of a yyyy-mm-dd day, `plusDays` later. */
function localDay(day: string, plusDays = 0): number {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date + plusDays).getTime();
}

export function matchesFilter(lead: Lead, filter: EnquiryFilter): boolean {
  if (filter.status && lead.status !== filter.status) return false;
  if (filter.product && (lead.productId ?? MISSING_PRODUCT) !== filter.product) return false;
  const time = Date.parse(lead.createdAt);
  if (filter.from && time < localDay(filter.from)) return false;
  if (filter.to && time >= localDay(filter.to, 1)) return false;
  return true;
}

export interface WeekCounts {
  /** Local midnight of the week's Monday. */
  start: Date;
  counts: Record<EnquiryStatus, number>;
  total: number;
}

const emptyCounts = () => Object.fromEntries(ENQUIRY_STATUSES.map((s) => [s, 0])) as Record<EnquiryStatus, number>;

/** Enquiries per week (Monday to Sunday) for the `weeks` weeks up to and including `now`'s, oldest first. */
export function enquiriesPerWeek(leads: Pick<Lead, 'createdAt' | 'status'>[], now: Date, weeks = 12): WeekCounts[] {
  const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7));
  const result: WeekCounts[] = [];
  for (let i = weeks - 1; i >= 0; i--) {
    const start = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() - 7 * i);
    result.push({ start, counts: emptyCounts(), total: 0 });
  }
  const ends = result.map((_, i) => (result[i + 1]?.start ?? new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 7)).getTime());
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
