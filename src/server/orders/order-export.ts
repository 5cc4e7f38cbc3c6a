/**
 * The desk's orders as a CSV file (docs/spec.md §24.8): every order the list's filters match
 * (./order-list.ts: status, q, the Outstanding view), in the list's order, read in batches from the
 * list's own statement and sent as each is read (src/lib/csv.ts), so memory stays flat however many
 * orders there are.
 */
import { businessDate, businessTimeZone } from '../../lib/business-time';
import { csvStream, type CsvValue } from '../../lib/csv';
import { balanceAgeDays } from '../../lib/orders/order-list';
import { decimalRupees } from '../../lib/price';
import type { TimeAndId } from '../db/paging';
import { query } from '../db/db';
import { loggedExport, type ExportAccess } from '../privacy/access-log';
import { ordersQuery, type OrderFilter } from './order-list';
import type { OrderRow } from './order-row';

/** Rows read per query. */
export const ORDER_EXPORT_BATCH = 500;

export const ORDER_EXPORT_HEADER = [
  'Number', 'Date', 'Lead reference', 'Quotation', 'Buyer', 'Phone', 'GSTIN', 'State', 'Place of supply',
  'Total (INR)', 'Paid (INR)', 'Balance (INR)', 'Balance age (days)', 'Status', 'Dispatched on', 'Installed on',
];

type ExportRow = OrderRow & { place_of_supply: string | null };

/** An order's cells: the business date it was made, rupees with their paise, the dates as 'YYYY-MM-DD'. */
export function orderExportCells(row: ExportRow, now: Date, zone: string): CsvValue[] {
  const balance = Number(row.balance_paise);
  return [
    row.number,
    businessDate(row.created_at, zone),
    row.reference,
    row.quote_number,
    row.buyer.name,
    row.buyer.phone,
    row.buyer.gstin,
    row.buyer.state,
    // Quotations made before the place of supply was chosen charged the buyer's state.
    row.place_of_supply ?? row.buyer.state,
    decimalRupees(Number(row.total_paise)),
    decimalRupees(Number(row.paid_paise)),
    decimalRupees(balance),
    balanceAgeDays({ createdAt: row.created_at.toISOString(), balance, status: row.status }, now, zone),
    row.status,
    row.dispatch?.dispatchedOn,
    row.installed_on,
  ];
}

/** The matching orders, batch after batch, each read after the last row of the one before. */
async function* batches(filter: OrderFilter): AsyncGenerator<ExportRow[]> {
  let after: TimeAndId | null = null;
  for (;;) {
    const { text, values } = ordersQuery(filter, after, ORDER_EXPORT_BATCH);
    const rows = await query<OrderRow & { sort_key: TimeAndId }>(text, values);
    if (!rows.length) return;
    // The place of supply is the quotation's, which the list does not read: looked up by its key.
    const places = new Map(
      (await query<{ id: string; place_of_supply: string | null }>('select id, place_of_supply from quotes where id = any($1::uuid[])', [rows.map((row) => row.quote_id)])).map(
        (row) => [row.id, row.place_of_supply],
      ),
    );
    yield rows.map((row) => ({ ...row, place_of_supply: places.get(row.quote_id) ?? null }));
    if (rows.length < ORDER_EXPORT_BATCH) return;
    after = rows[rows.length - 1].sort_key;
  }
}

/** 'orders-YYYY-MM-DD.csv', the business date. */
export const orderExportFileName = (now: Date) => `orders-${businessDate(now)}.csv`;

/** The filters of the call (docs/spec.md §24.8) an export's entry in the access log records as asked. */
export const ORDER_EXPORT_FILTERS = ['q', 'status', 'view'] as const;

/** The file as a stream, on record in the access log as the leads' export is (docs/spec.md §26.6): it holds buyers' names and phones. */
export async function ordersCsv(filter: OrderFilter, now: Date, by: Omit<ExportAccess, 'action'>): Promise<ReadableStream<Uint8Array>> {
  const zone = businessTimeZone();
  const rows = await loggedExport({ ...by, action: 'orders.export' }, batches(filter));
  return csvStream(ORDER_EXPORT_HEADER, rows, (row) => orderExportCells(row, now, zone));
}
