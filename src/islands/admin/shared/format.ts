/** Dates as the admin reads them: in the business's time zone (useBusinessTimeZone), not the computer's; and list counts. */
import { formatBusinessDate, formatBusinessTime } from '../../../lib/business-time';

export const formatDate = (iso: string, zone: string) => formatBusinessDate(new Date(iso), zone);
export const formatDateTime = (iso: string, zone: string) => formatBusinessTime(new Date(iso), zone);

const COUNT = new Intl.NumberFormat('en-IN');

/** A list's count as its heading shows it: "1,250", or "1,000+" when more match than were counted. */
export const formatCount = (total: number, lowerBound: boolean) => `${COUNT.format(total)}${lowerBound ? '+' : ''}`;
