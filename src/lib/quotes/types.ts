/**
 * Quotations (docs/spec.md §22): what the admin sends to make one, and what the API, the buyer's
 * page and the PDF show of it. Amounts the API takes and gives are rupees (numbers with at most two
 * decimals); everything computed is in paise (integers) first (./gst.ts).
 */

import type { GstRate } from './gst-rates';

export type { GstRate } from './gst-rates';

/** Where a quotation stands, as the lead desk lists it: a draft until it reaches the buyer. */
export const QUOTE_STATUSES = ['draft', 'sent', 'viewed', 'accepted', 'changes_requested', 'expired', 'replaced'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Same state as the seller: CGST + SGST (UTGST in a union territory without a legislature); else IGST. */
export type TaxSplit = 'intra' | 'inter';

export interface QuoteBuyerInput {
  name: string;
  /** One of INDIAN_STATES' names (./indian-states.ts). */
  state: string;
  address: string;
  gstin?: string | null;
  email?: string | null;
}

/** Where the goods go, when not to the Bill to (the buyer). */
export interface QuoteShipToInput {
  name: string;
  address: string;
  /** One of INDIAN_STATES' names. */
  state: string;
  gstin?: string | null;
}

export interface QuoteLineInput {
  /** The catalogue machine this line is for; absent for a free line ("Freight"). */
  productId?: string | null;
  description: string;
  /** HSN (goods) or SAC (services): 4, 6 or 8 digits. */
  hsn: string;
  /** More than 0, at most three decimals. */
  quantity: number;
  /** "Nos" when not given. */
  unit?: string;
  /** Rupees, at most two decimals. */
  unitPrice: number;
  /** 0-100, at most two decimals; 0 when not given. */
  discountPercent?: number;
  gstRate: GstRate;
  /** What the machine includes (its main specifications, what is supplied with it): lines of text, printed under the line. */
  scope?: string | null;
}

export interface QuoteTermsInput {
  payment?: string;
  delivery?: string;
  warranty?: string;
  notes?: string;
}

/** POST /api/quotes. */
export interface QuoteInput {
  enquiryId: string;
  buyer: QuoteBuyerInput;
  items: QuoteLineInput[];
  /** 1-90; the configured default (15) when not given. */
  validDays?: number;
  terms?: QuoteTermsInput;
  /** 0-100, at most two decimals: the advance its UPI QR asks for (0: none); QUOTE_ADVANCE_PERCENT when not given. */
  advancePercent?: number;
  /** The Ship to, when the goods go elsewhere than to the Bill to (the buyer). */
  shipTo?: QuoteShipToInput | null;
  /** The state whose GST is charged (IGST Act 2017, s. 10(1)): the buyer's (the default) or the Ship to's. */
  placeOfSupply?: string | null;
}

/** POST /api/quotes/revise: the quotation to replace, and the new version's fields. */
export interface QuoteRevisionInput extends Omit<QuoteInput, 'enquiryId'> {
  quoteId: string;
  enquiryId?: string;
  /** The desk's word on what the revision is for, printed under what changed (at most 500 characters). */
  revisionNote?: string | null;
}

/** One line with its amounts in paise, as stored and as the page and the PDF print it. */
export interface QuoteLine {
  productId: string | null;
  description: string;
  hsn: string;
  quantity: number;
  unit: string;
  unitPricePaise: number;
  discountPercent: number;
  gstRate: GstRate;
  /** The scope of supply printed under the line; null (or absent, on lines stored before it) when none. */
  scope?: string | null;
  /** quantity × unit price. */
  grossPaise: number;
  discountPaise: number;
  /** gross − discount: what GST is charged on. */
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** taxable + its GST. */
  amountPaise: number;
}

export interface QuoteTotalsPaise {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** The rounded total minus the exact one: −50 to +50 paise. */
  roundOff: number;
  /** Rounded to the rupee. */
  total: number;
}

/** The totals as the API gives them: rupees, and the total in words. */
export interface QuoteTotals {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  roundOff: number;
  total: number;
  /** "Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven Only". */
  inWords: string;
}

export interface QuoteBuyer {
  name: string;
  phone: string;
  address: string;
  state: string;
  gstin: string | null;
  email: string | null;
}

export interface QuoteShipTo {
  name: string;
  address: string;
  state: string;
  gstin: string | null;
}

/** The desk user who made the quotation, as they were then: printed as its sales contact. */
export interface QuoteSalesPerson {
  name: string;
  /** 10 digits; null when they had set none. */
  mobile: string | null;
}

/** The quotation a revision replaces, and what changed from it, in words ("Total ₹1,18,000.00 → ₹1,12,100.00"). */
export interface QuoteRevisionOf {
  _id: string;
  number: string;
  createdAt: string;
  changes: string[];
}

export interface BankDetails {
  accountName: string;
  bankName: string;
  accountNumber: string;
  ifsc: string;
  branch: string;
}

/** Where the buyer can pay by UPI (docs/spec.md §22.10): UPI_ID and UPI_MAX_AMOUNT when the quotation was made. */
export interface SellerUpi {
  /** The seller's UPI id (virtual payment address). */
  id: string;
  /** Rupees: the most one UPI payment to it may be; a larger amount is asked by bank transfer. */
  maxAmount: number;
}

/** The seller as a quotation prints it, taken from the configuration when it is made. */
export interface QuoteSeller {
  name: string;
  address: string;
  phone: string;
  email: string;
  gstin: string | null;
  state: string;
  pan: string | null;
  bank: BankDetails | null;
  /** Null when UPI_ID is not set; absent on quotations made before UPI was offered. */
  upi?: SellerUpi | null;
}

export interface QuoteTerms {
  payment: string;
  delivery: string;
  warranty: string;
  notes: string;
}

/** One line as the API gives it: rupees. */
export interface QuoteItem {
  productId: string | null;
  description: string;
  hsn: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  discountPercent: number;
  gstRate: GstRate;
  scope: string | null;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  amount: number;
}

/** A quotation as the API gives it (POST /api/quotes, /api/quotes/revise, GET /api/quotes). */
export interface Quote {
  _id: string;
  enquiryId: string;
  number: string;
  /** 0 for the first, 1 for -R1 ... */
  version: number;
  status: QuoteStatus;
  /** The buyer's page and PDF, absolute (SITE_URL). */
  url: string;
  pdfUrl: string;
  createdAt: string;
  /** 'YYYY-MM-DD': the last business day it holds. */
  validUntil: string;
  validDays: number;
  /** The advance asked with the order, in % of the total (docs/spec.md §22.10); null on quotations made before. */
  advancePercent: number | null;
  /** CGST + SGST when the place of supply is the seller's state, else IGST. */
  taxSplit: TaxSplit;
  /** The Bill to. */
  buyer: QuoteBuyer;
  shipTo: QuoteShipTo | null;
  /** A state's name (docs/spec.md §22.9): the buyer's on quotations made before it was chosen. */
  placeOfSupply: string;
  seller: QuoteSeller;
  /** Null on quotations made before it was printed, or by a user since removed. */
  salesPerson: QuoteSalesPerson | null;
  items: QuoteItem[];
  totals: QuoteTotals;
  terms: QuoteTerms;
  /** The first time it reached the buyer: its mail delivered or its link shared on WhatsApp from the desk. */
  sentAt: string | null;
  firstViewedAt: string | null;
  acceptedAt: string | null;
  changesRequestedAt: string | null;
  refreshRequestedAt: string | null;
  /** The revision that replaced it. */
  replacedBy: { _id: string; number: string; url: string } | null;
  /** For a revision: the quotation it replaces and what changed. */
  revisionOf: QuoteRevisionOf | null;
  revisionNote: string | null;
}

/** GET and POST /api/seller-settings: what the admin sets in the panel (docs/spec.md §22.10). */
export interface SellerSettingsAnswer {
  /** The signature or seal image's public address; null when none is set. */
  signatureImage: string | null;
  updatedAt: string | null;
}

/** GET /api/quote-settings: what the admin's quotation form starts from. */
export interface QuoteSettings {
  seller: QuoteSeller;
  validDays: number;
  terms: QuoteTerms;
  /** QUOTE_ADVANCE_PERCENT: the advance a quotation asks for when it names none (docs/spec.md §22.10). */
  advancePercent: number;
}

/** GET /api/quote-settings: the settings, and the signed-in desk user, printed as the sales contact of what they make. */
export interface DeskQuoteSettings extends QuoteSettings {
  salesPerson: QuoteSalesPerson;
}
