/**
 * What the seller's accounting software needs to raise an order's tax invoice (docs/spec.md §24.8),
 * as CSV: one row per line of the accepted quotation, each with the order's own fields repeated
 * (numbers, dates, the buyer, the place of supply, the Ship to, the round off and the total), as
 * accounting imports take a voucher's lines. The amounts are the quotation's, computed once in paise
 * (../../lib/quotes/gst.ts) and never again here.
 */
import { businessDate } from '../../lib/business-time';
import { CSV_BOM, toCsv, type CsvValue } from '../../lib/csv';
import { decimalRupees } from '../../lib/price';
import { indianState } from '../../lib/quotes/indian-states';
import type { QuoteBuyer, QuoteLine, QuoteShipTo } from '../../lib/quotes/types';
import type { OrderStatus } from '../../lib/orders/types';
import { isUuid, query } from '../db/db';

export const TAX_INVOICE_HEADER = [
  'Order number', 'Order date', 'Quotation number', 'Quotation date',
  'Buyer name', 'Buyer GSTIN', 'Billing address', 'Buyer state', 'Buyer state code',
  'Place of supply', 'Place of supply code',
  'Ship to name', 'Ship to address', 'Ship to state', 'Ship to state code', 'Ship to GSTIN',
  'Line', 'Description', 'HSN/SAC', 'Quantity', 'Unit', 'Rate (INR)', 'Discount %', 'Discount (INR)', 'Taxable value (INR)',
  'GST rate %', 'CGST (INR)', 'SGST/UTGST (INR)', 'IGST (INR)', 'Line total (INR)',
  'Round off (INR)', 'Order total (INR)',
];

interface TaxInvoiceRow {
  number: string;
  enquiry_id: string;
  status: OrderStatus;
  created_at: Date;
  quote_number: string;
  quote_created_at: Date;
  buyer: QuoteBuyer;
  ship_to: QuoteShipTo | null;
  place_of_supply: string | null;
  lines: QuoteLine[];
  round_off_paise: number;
  total_paise: string;
}

export interface TaxInvoiceCsv {
  /** 'tax-invoice-SO-2026-27-0001.csv'. */
  fileName: string;
  csv: string;
  /** The order's number and its lead, for the access log (docs/spec.md §26.6). */
  orderNumber: string;
  enquiryId: string;
}

/** A state's GST code ('20'), empty for a name that is none (never, for what a quotation took). */
const stateCode = (name: string | null | undefined) => (name ? (indianState(name)?.code ?? '') : '');

/** The rows of an order's tax invoice, its header first. */
export function taxInvoiceRows(row: TaxInvoiceRow, zone?: string): CsvValue[][] {
  const { buyer, ship_to: shipTo } = row;
  // Quotations made before the place of supply was chosen charged the buyer's state.
  const placeOfSupply = row.place_of_supply ?? buyer.state;
  const order = [
    row.number, businessDate(row.created_at, zone), row.quote_number, businessDate(row.quote_created_at, zone),
    buyer.name, buyer.gstin, buyer.address, buyer.state, stateCode(buyer.state),
    placeOfSupply, stateCode(placeOfSupply),
    shipTo?.name, shipTo?.address, shipTo?.state, stateCode(shipTo?.state), shipTo?.gstin,
  ];
  const lines = row.lines.map((line, i) => [
    ...order,
    i + 1, line.description, line.hsn, line.quantity, line.unit, decimalRupees(line.unitPricePaise), line.discountPercent, decimalRupees(line.discountPaise),
    decimalRupees(line.taxablePaise), line.gstRate, decimalRupees(line.cgstPaise), decimalRupees(line.sgstPaise), decimalRupees(line.igstPaise),
    decimalRupees(line.amountPaise),
    decimalRupees(row.round_off_paise), decimalRupees(Number(row.total_paise)),
  ]);
  return [TAX_INVOICE_HEADER, ...lines];
}

export type TaxInvoiceAnswer = { found: false } | { found: true; cancelled: string } | { found: true; file: TaxInvoiceCsv };

/** The CSV of an order's tax invoice; not found for no such order, refused for a cancelled one (no invoice is raised). */
export async function taxInvoiceCsv(orderId: string): Promise<TaxInvoiceAnswer> {
  if (!isUuid(orderId)) return { found: false };
  const [row] = await query<TaxInvoiceRow>(
    `select o.number, o.enquiry_id, o.status, o.created_at, q.number as quote_number, q.created_at as quote_created_at, q.buyer,
            q.ship_to, q.place_of_supply, q.lines, q.round_off_paise, o.total_paise::text as total_paise
       from orders o join quotes q on q.id = o.quote_id
      where o.id = $1`,
    [orderId],
  );
  if (!row) return { found: false };
  if (row.status === 'Cancelled') return { found: true, cancelled: row.number };
  const fileName = `tax-invoice-${row.number.replaceAll('/', '-')}.csv`;
  return { found: true, file: { fileName, csv: CSV_BOM + toCsv(taxInvoiceRows(row)), orderNumber: row.number, enquiryId: row.enquiry_id } };
}
