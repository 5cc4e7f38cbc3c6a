/**
 * An `orders` row and its mapping to the API's Order (docs/spec.md §24): amounts from paise to
 * rupees, the buyer as the accepted quotation names them, and the buyer's page made absolute.
 */
import type { Dispatch, Order, OrderStatus } from '../../lib/orders/types';
import { toRupees } from '../../lib/quotes/gst';
import type { QuoteBuyer } from '../../lib/quotes/types';
import { absoluteUrl, orderPath } from '../../lib/public-address';
import { siteConfig } from '../../lib/site';

export interface OrderRow {
  id: string;
  number: string;
  enquiry_id: string;
  reference: string;
  quote_id: string;
  quote_number: string;
  token: string;
  status: OrderStatus;
  buyer: QuoteBuyer;
  // bigint columns arrive as text.
  total_paise: string;
  paid_paise: string;
  balance_paise: string;
  dispatch: Dispatch | null;
  /** 'YYYY-MM-DD' (read as text: a date has no time zone to be shifted by). */
  installed_on: string | null;
  engineer: string | null;
  cancel_reason: string | null;
  created_at: Date;
  created_by: string | null;
  status_changed_at: Date;
}

/** The columns of OrderRow, on ORDER_FROM. */
export const ORDER_COLUMNS = `o.id, o.number, o.enquiry_id, e.reference, o.quote_id, q.number as quote_number, o.token, o.status,
  q.buyer, o.total_paise, o.paid_paise, o.balance_paise, o.dispatch, o.installed_on::text as installed_on, o.engineer,
  o.cancel_reason, o.created_at, o.created_by, o.status_changed_at`;

export const ORDER_FROM = 'orders o join quotes q on q.id = o.quote_id join enquiries e on e.id = o.enquiry_id';

export function toOrder(row: OrderRow): Order {
  const { siteUrl } = siteConfig(process.env);
  const { name, phone, state, gstin, email } = row.buyer;
  return {
    _id: row.id,
    number: row.number,
    enquiryId: row.enquiry_id,
    reference: row.reference,
    quoteId: row.quote_id,
    quoteNumber: row.quote_number,
    status: row.status,
    buyer: { name, phone, state, gstin, email },
    total: toRupees(Number(row.total_paise)),
    paid: toRupees(Number(row.paid_paise)),
    balance: toRupees(Number(row.balance_paise)),
    url: absoluteUrl(siteUrl, orderPath(row.token)),
    dispatch: row.dispatch,
    installedOn: row.installed_on,
    engineer: row.engineer,
    cancelReason: row.cancel_reason,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    statusChangedAt: row.status_changed_at.toISOString(),
  };
}
