/**
 * A `payments` row and its mapping to the API's Payment (docs/spec.md §24.3): the amount from
 * paise to rupees and the receipt's link made absolute; read by id, by the receipt's token, and
 * what the order stood at when it was recorded, which its receipt prints.
 */
import type { Payment, PaymentMode } from '../../lib/orders/types';
import { toRupees } from '../../lib/quotes/gst';
import { absoluteUrl, receiptPdfPath } from '../../lib/public-address';
import { siteConfig } from '../../lib/site';
import { isUuid, query, type Queryable } from '../db/db';
import { isLinkToken } from '../http/link-token';

export interface PaymentRow {
  id: string;
  order_id: string;
  order_number: string;
  quote_id: string;
  receipt_number: string;
  token: string;
  /** 'YYYY-MM-DD' (read as text: a date has no time zone to be shifted by). */
  paid_on: string;
  // bigint columns arrive as text.
  amount_paise: string;
  mode: PaymentMode;
  reference: string | null;
  note: string | null;
  created_at: Date;
  created_by: string | null;
  voided_at: Date | null;
  voided_by: string | null;
  void_reason: string | null;
}

export const PAYMENT_COLUMNS = `p.id, p.order_id, o.number as order_number, o.quote_id, p.receipt_number, p.token,
  p.paid_on::text as paid_on, p.amount_paise, p.mode, p.reference, p.note, p.created_at, p.created_by,
  p.voided_at, p.voided_by, p.void_reason`;
export const PAYMENT_FROM = 'payments p join orders o on o.id = p.order_id';

export function toPayment(row: PaymentRow): Payment {
  const { siteUrl } = siteConfig(process.env);
  return {
    _id: row.id,
    orderId: row.order_id,
    orderNumber: row.order_number,
    receiptNumber: row.receipt_number,
    paidOn: row.paid_on,
    amount: toRupees(Number(row.amount_paise)),
    mode: row.mode,
    reference: row.reference,
    note: row.note,
    receiptUrl: absoluteUrl(siteUrl, receiptPdfPath(row.token)),
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    voidedAt: row.voided_at?.toISOString() ?? null,
    voidedBy: row.voided_by,
    voidReason: row.void_reason,
  };
}

/** A payment with what its receipt prints besides: the order's quotation and the amount in paise. */
export interface StoredPayment extends Payment {
  quoteId: string;
  amountPaise: number;
}

export const toStored = (row: PaymentRow): StoredPayment => ({ ...toPayment(row), quoteId: row.quote_id, amountPaise: Number(row.amount_paise) });

/** The API's Payment of a stored one. */
export const apiPayment = ({ quoteId: _quoteId, amountPaise: _amountPaise, ...payment }: StoredPayment): Payment => payment;

/** One payment; null when none has this id. */
export async function paymentById(id: string, db?: Queryable): Promise<StoredPayment | null> {
  if (!isUuid(id)) return null;
  const [row] = await query<PaymentRow>(`select ${PAYMENT_COLUMNS} from ${PAYMENT_FROM} where p.id = $1`, [id], db);
  return row ? toStored(row) : null;
}

/** The payment a receipt's link opens; null for an unknown token. */
export async function paymentByToken(token: string): Promise<StoredPayment | null> {
  if (!isLinkToken(token)) return null;
  const [row] = await query<PaymentRow>(`select ${PAYMENT_COLUMNS} from ${PAYMENT_FROM} where p.token = $1`, [token]);
  return row ? toStored(row) : null;
}

/** An order's figures, in paise, as a receipt prints them. */
export interface Standing {
  totalPaise: number;
  paidPaise: number;
  balancePaise: number;
}

/**
 * What the order stood at when this payment was recorded, for its receipt: the order's total, what
 * had been paid with it (the payments recorded up to it that were not voided by then, this one
 * included) and the balance left. The same every time the receipt is read, whatever came after.
 */
export async function paymentStanding(payment: StoredPayment): Promise<Standing> {
  const [row] = await query<{ total_paise: string; paid_paise: string }>(
    `select o.total_paise,
            (select coalesce(sum(p.amount_paise), 0) from payments p
              where p.order_id = o.id and (p.created_at, p.id) <= ($2::timestamptz, $3::uuid)
                and (p.id = $3 or p.voided_at is null or p.voided_at > $2::timestamptz)) as paid_paise
       from orders o where o.id = $1`,
    [payment.orderId, payment.createdAt, payment._id],
  );
  const totalPaise = Number(row.total_paise);
  const paidPaise = Number(row.paid_paise);
  return { totalPaise, paidPaise, balancePaise: totalPaise - paidPaise };
}
