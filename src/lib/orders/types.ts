/**
 * Orders (docs/spec.md §24): what the buyer's acceptance of a quotation makes, and what the API,
 * the desk and the buyer's order page show of it. Amounts the API takes and gives are rupees
 * (numbers with at most two decimals, as the quotation calls take them); inside, paise.
 */

/** Where an order stands; Cancelled may follow any step before Closed. */
export const ORDER_STATUSES = ['Confirmed', 'Advance received', 'Ready for dispatch', 'Dispatched', 'Installed', 'Closed', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How a payment came. */
export const PAYMENT_MODES = ['NEFT', 'RTGS', 'IMPS', 'UPI', 'cheque', 'cash'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** What the order's dispatch records (Dispatched). */
export interface Dispatch {
  transporter: string;
  /** The transporter's lorry receipt (LR) number. */
  lrNumber: string;
  vehicleNumber: string;
  /** Needed above ₹50,000 of goods moved (CGST Rules, rule 138). */
  ewayBillNumber: string | null;
  /** 'YYYY-MM-DD', the business day. */
  dispatchedOn: string;
}

/** An order as the API gives it (GET /api/orders, GET /api/orders?enquiryId=). */
export interface Order {
  _id: string;
  /** SO/2026-27/0001. */
  number: string;
  enquiryId: string;
  /** The lead's reference (ENQ-YYMM-NNNN). */
  reference: string;
  quoteId: string;
  /** The accepted quotation's number. */
  quoteNumber: string;
  status: OrderStatus;
  buyer: { name: string; phone: string; state: string; gstin: string | null; email: string | null };
  /** Rupees. */
  total: number;
  paid: number;
  balance: number;
  /** The buyer's page, absolute (SITE_URL). */
  url: string;
  dispatch: Dispatch | null;
  installedOn: string | null;
  engineer: string | null;
  cancelReason: string | null;
  createdAt: string;
  /** Null: made by the buyer's acceptance at the quotation's link. */
  createdBy: string | null;
  statusChangedAt: string;
}

/** A proforma invoice as the API gives it (POST /api/proformas, GET /api/proformas?orderId=). */
export interface Proforma {
  _id: string;
  /** PI/2026-27/0001. */
  number: string;
  orderId: string;
  orderNumber: string;
  /** Rupees: what it asks the buyer to pay. */
  amount: number;
  /** The share of the order's total it asks for; null when an amount or the whole balance was asked. */
  advancePercent: number | null;
  /** The buyer's page and PDF, absolute (SITE_URL). */
  url: string;
  pdfUrl: string;
  createdAt: string;
  createdBy: string | null;
}

/** A payment recorded on an order (POST /api/payments, GET /api/payments?orderId=): voided, never deleted. */
export interface Payment {
  _id: string;
  orderId: string;
  orderNumber: string;
  /** RCPT/2026-27/0001: kept by a voided payment too. */
  receiptNumber: string;
  /** 'YYYY-MM-DD', the business day the money came. */
  paidOn: string;
  /** Rupees. */
  amount: number;
  mode: PaymentMode;
  /** The UTR, the UPI transaction id or the cheque number. */
  reference: string | null;
  note: string | null;
  /** The receipt's PDF, absolute (SITE_URL). */
  receiptUrl: string;
  createdAt: string;
  createdBy: string | null;
  /** Set once the payment is voided: it then no longer counts in the order's paid amount. */
  voidedAt: string | null;
  voidedBy: string | null;
  voidReason: string | null;
}

/** What recording or voiding a payment answers: the payment, and its order as it now stands. */
export interface PaymentAnswer {
  payment: Payment;
  order: Order;
}
