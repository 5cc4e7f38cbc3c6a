/**
 * The lead list as a CSV file (SPEC §12): every enquiry that matches the list's filters, in the
 * list's order, read in batches (keyset, ./lead-list.ts) and sent as each batch is read, so the
 * function's memory stays flat however many leads there are. The cells are those of src/lib/csv.ts.
 */
import { businessDate, businessTimeZone, isoWithOffset } from '../../lib/business-time';
import { csvStream, type CsvValue } from '../../lib/csv';
import { MESSAGES } from '../../lib/messages';
import { decimalRupees } from '../../lib/price';
import { leadUrl } from '../../lib/public-address';
import { siteConfig } from '../../lib/site';
import { loggedExport, type ExportAccess } from '../privacy/access-log';
import { followUpText } from './follow-up';
import type { AdminEnquiryRow } from './enquiries';
import { readLeads, withNamedProducts, type LeadFilter, type LeadSortKey } from './lead-list';

/** Rows read per query. */
export const EXPORT_BATCH = 500;

/** The columns; the sales desk's (docs/spec.md §23.6) come after the first fourteen, which keep their places. */
export const EXPORT_HEADER = [
  'Product', 'Name', 'Phone', 'Email', 'Address', 'Message', 'Date', 'Status', 'Note', 'Next follow-up', 'UTM source', 'UTM medium', 'UTM campaign', 'Referrer',
  'Reference', 'Owner', 'First response', 'First response by', 'Latest quotation', 'Quotation value (INR)', 'Lead link',
];

/** The columns of the list's row the export reads (EXPORT_COLUMNS). */
export type ExportRow = Pick<
  AdminEnquiryRow,
  | 'id' | 'product_name' | 'name' | 'phone' | 'email' | 'address' | 'message' | 'created_at' | 'status' | 'note'
  | 'next_follow_up_at' | 'next_follow_up_all_day' | 'utm_source' | 'utm_medium' | 'utm_campaign' | 'referrer'
  | 'reference' | 'owner_name' | 'first_response_at' | 'first_response_by_name' | 'latest_quote_number' | 'latest_quote_paise'
>;

const EXPORT_COLUMNS = `e.id, p.product_name, e.name, e.phone, e.email, e.address, e.message, e.created_at, e.status, e.note,
  e.next_follow_up_at, e.next_follow_up_all_day, e.utm_source, e.utm_medium, e.utm_campaign, e.referrer, e.reference,
  (select u.name from users u where u.id = e.owner_id) as owner_name,
  e.first_response_at, (select u.name from users u where u.id = e.first_response_by) as first_response_by_name,
  (select q.number from quotes q where q.id = e.latest_quote_id) as latest_quote_number, e.latest_quote_paise`;

/**
 * A lead's cells: times in business time with the zone's offset, the follow-up as the list gives
 * it, the quotation's value in rupees with its paise, and the lead's address in the admin on `siteUrl`.
 */
export function exportCells(row: ExportRow, zone: string, siteUrl: string): CsvValue[] {
  return [
    row.product_name ?? MESSAGES.missingProduct,
    row.name,
    row.phone,
    row.email,
    row.address,
    row.message,
    isoWithOffset(row.created_at, zone),
    row.status,
    row.note,
    followUpText({ at: row.next_follow_up_at, allDay: row.next_follow_up_all_day }),
    row.utm_source,
    row.utm_medium,
    row.utm_campaign,
    row.referrer,
    row.reference,
    row.owner_name,
    row.first_response_at && isoWithOffset(row.first_response_at, zone),
    row.first_response_by_name,
    row.latest_quote_number,
    row.latest_quote_paise === null ? null : decimalRupees(Number(row.latest_quote_paise)),
    leadUrl(siteUrl, row.id),
  ];
}

/** 'enquiries-YYYY-MM-DD.csv', the business date. */
export const exportFileName = (now: Date) => `enquiries-${businessDate(now)}.csv`;

/** The matching rows, batch after batch, each read after the last row of the one before. */
async function* batches(asked: LeadFilter, now: Date): AsyncGenerator<ExportRow[]> {
  const filter = await withNamedProducts(asked);
  let after: LeadSortKey | null = null;
  for (;;) {
    const rows: (ExportRow & { sort_key: LeadSortKey })[] = await readLeads<ExportRow>(EXPORT_COLUMNS, filter, now, after, EXPORT_BATCH);
    if (rows.length) yield rows;
    if (rows.length < EXPORT_BATCH) return;
    after = rows[rows.length - 1].sort_key;
  }
}

/** The filters of the call (SPEC §21.5) an export's entry in the access log records as asked. */
export const LEAD_EXPORT_FILTERS = ['q', 'status', 'product', 'from', 'to', 'view', 'owner', 'quoted', 'minValue', 'maxValue', 'sort'] as const;

/**
 * The file as a stream (src/lib/csv.ts): the header, then a chunk per batch as the client takes
 * them. On record in the access log before its first byte, with the rows it sent once it ends
 * (docs/spec.md §26.6).
 */
export async function leadCsv(filter: LeadFilter, now: Date, by: Omit<ExportAccess, 'action'>): Promise<ReadableStream<Uint8Array>> {
  const zone = businessTimeZone();
  const { siteUrl } = siteConfig(process.env);
  const rows = await loggedExport({ ...by, action: 'leads.export' }, batches(filter, now));
  return csvStream(EXPORT_HEADER, rows, (row) => exportCells(row, zone, siteUrl));
}
