/** Dates as the admin reads them: in the business's time zone (useBusinessTimeZone), not the computer's. */
import { formatBusinessDate, formatBusinessTime } from '../../lib/business-time';

export const formatDate = (iso: string, zone: string) => formatBusinessDate(new Date(iso), zone);
export const formatDateTime = (iso: string, zone: string) => formatBusinessTime(new Date(iso), zone);
