/**
 * What a quotation prints (docs/spec.md §22), every string and figure of it, worked out once: the
 * buyer's page (./quote-page.ts) and the PDF (./quote-pdf.ts) only lay these out, so the two can
 * never say different things. Amounts are printed from paise, always with their paise
 * ("₹1,23,456.00"), as a tax document shows them.
 */
import { addDays, businessDayStart, formatBusinessDate } from '../../lib/business-time';
import { toPaise } from '../../lib/price';
import { stateTaxLabel } from '../../lib/quotes/gst';
import { indianState } from '../../lib/quotes/indian-states';
import type { Quote, QuoteItem } from '../../lib/quotes/types';
import { paymentAsked, signatureBlock, type PaymentAsked, type SignatureBlock } from './pay-and-sign';

export interface Field {
  label: string;
  value: string;
}

export interface Party {
  /** "From" or "To". */
  heading: string;
  name: string;
  /** The postal address, its lines as typed. */
  address: string;
  /** GSTIN, PAN, State, Phone, Email: only those the party has. */
  details: Field[];
}

/** One printed line of the table; every cell is text as printed. */
export interface DocumentLine {
  serial: string;
  description: string;
  hsn: string;
  /** "2 Nos", "1.5 Set". */
  quantity: string;
  rate: string;
  /** "5%", or "" when there is no discount. */
  discount: string;
  taxable: string;
  /** "18%". */
  gstRate: string;
  /** The line's GST in rupees: CGST + SGST, or IGST. */
  gst: string;
  amount: string;
}

export interface Column {
  label: string;
  /** What the cell prints, one line each: the GST column gives its rate above its amount. */
  parts: readonly (keyof DocumentLine)[];
  /** Figures: right-aligned, in their own width. */
  numeric: boolean;
}

/** The table's columns in order, named as both the page's header and the PDF's print them. */
export const QUOTE_COLUMNS: readonly Column[] = [
  { label: '#', parts: ['serial'], numeric: true },
  { label: 'Description', parts: ['description'], numeric: false },
  { label: 'HSN/SAC', parts: ['hsn'], numeric: false },
  { label: 'Qty', parts: ['quantity'], numeric: true },
  { label: 'Rate', parts: ['rate'], numeric: true },
  { label: 'Disc.', parts: ['discount'], numeric: true },
  { label: 'Taxable value', parts: ['taxable'], numeric: true },
  { label: 'GST', parts: ['gstRate', 'gst'], numeric: true },
  { label: 'Amount', parts: ['amount'], numeric: true },
];

export interface TotalRow extends Field {
  /** The grand total, printed stronger. */
  total?: boolean;
}

export interface QuoteDocument {
  /** "Quotation QT/2026-27/0001": the page's title, the PDF's title. */
  title: string;
  number: string;
  /** Quotation No., Date, Valid until. */
  facts: Field[];
  seller: Party;
  buyer: Party;
  lines: DocumentLine[];
  /** Taxable value, the taxes per rate, Round off, Total. */
  totals: TotalRow[];
  /** "Rupees … Only". */
  inWords: string;
  /** Payment, Delivery, Warranty, Notes: those that are not empty. */
  terms: Field[];
  /** Where to pay; null when the seller has no bank account configured. */
  bank: Field[] | null;
  /** The amount asked now and its UPI QR code, beside the bank details (./pay-and-sign.ts); null when none is asked. */
  payment: PaymentAsked | null;
  /** "For {company}", "Authorised Signatory", at the end. */
  signature: SignatureBlock;
  /** Where it stands, when that is more than open: "Accepted on 24 Nov 2026", "Expired on …", "Replaced by …". */
  state: string | null;
  footer: string;
}

export const COMPUTER_GENERATED = 'This is a computer-generated quotation.';

const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
const SIGNED_RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, signDisplay: 'exceptZero' });
const QUANTITY = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });
const PERCENT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** "₹1,23,456.00" (Indian grouping, paise always shown). */
export const printedRupees = (paise: number) => RUPEES.format(paise / 100);
const percent = (value: number) => `${PERCENT.format(value)}%`;

/** "24 Nov 2026" for a 'YYYY-MM-DD' business day. */
const printedDay = (day: string) => formatBusinessDate(businessDayStart(day));
const printedDate = (iso: string) => formatBusinessDate(new Date(iso));

/** "Jharkhand (20)": the state with its GST state code, as the place of supply is named. */
function stateWithCode(name: string): string {
  const state = indianState(name);
  return state ? `${state.name} (${state.code})` : name;
}

const field = (label: string, value: string | null | undefined): Field[] => (value ? [{ label, value }] : []);

const lineGstPaise = (item: QuoteItem) => toPaise(item.cgst) + toPaise(item.sgst) + toPaise(item.igst);

function printedLine(item: QuoteItem, index: number): DocumentLine {
  return {
    serial: String(index + 1),
    description: item.description,
    hsn: item.hsn,
    quantity: `${QUANTITY.format(item.quantity)} ${item.unit}`,
    rate: printedRupees(toPaise(item.unitPrice)),
    discount: item.discountPercent ? percent(item.discountPercent) : '',
    taxable: printedRupees(toPaise(item.taxable)),
    gstRate: percent(item.gstRate),
    gst: printedRupees(lineGstPaise(item)),
    amount: printedRupees(toPaise(item.amount)),
  };
}

/**
 * The taxes, one row per tax and rate as a GST document sums them: within the state CGST and SGST
 * (UTGST in a union territory without a legislature) at half the line's rate each, across states
 * IGST at the whole. Lines at 0% add no row.
 */
function taxRows(quote: Quote): TotalRow[] {
  const rates = [...new Set(quote.items.map((item) => item.gstRate))].filter((rate) => rate > 0).sort((a, b) => a - b);
  const sumAt = (rate: number, pick: (item: QuoteItem) => number) =>
    quote.items.filter((item) => item.gstRate === rate).reduce((sum, item) => sum + toPaise(pick(item)), 0);
  if (quote.taxSplit === 'inter') {
    return rates.map((rate) => ({ label: `IGST @ ${percent(rate)}`, value: printedRupees(sumAt(rate, (item) => item.igst)) }));
  }
  const stateTax = stateTaxLabel(quote.seller.state);
  return rates.flatMap((rate) => [
    { label: `CGST @ ${percent(rate / 2)}`, value: printedRupees(sumAt(rate, (item) => item.cgst)) },
    { label: `${stateTax} @ ${percent(rate / 2)}`, value: printedRupees(sumAt(rate, (item) => item.sgst)) },
  ]);
}

/** Where the quotation stands, in words, when it can no longer simply be accepted or has been. */
function stateLine(quote: Quote): string | null {
  switch (quote.status) {
    case 'accepted':
      return `Accepted on ${printedDate(quote.acceptedAt!)}`;
    case 'replaced':
      return `Replaced by ${quote.replacedBy?.number ?? 'a newer quotation'}`;
    case 'expired':
      return `Expired on ${printedDay(addDays(quote.validUntil, 1))}`;
    case 'changes_requested':
      return `Changes asked for on ${printedDate(quote.changesRequestedAt!)}`;
    default:
      return null;
  }
}

export function quoteDocument(quote: Quote): QuoteDocument {
  const { seller, buyer, terms } = quote;
  const totals = quote.totals;
  return {
    title: `Quotation ${quote.number}`,
    number: quote.number,
    facts: [
      { label: 'Quotation No.', value: quote.number },
      { label: 'Date', value: printedDate(quote.createdAt) },
      { label: 'Valid until', value: printedDay(quote.validUntil) },
    ],
    seller: {
      heading: 'From',
      name: seller.name,
      address: seller.address,
      details: [
        ...field('GSTIN', seller.gstin),
        ...field('PAN', seller.pan),
        ...field('State', stateWithCode(seller.state)),
        ...field('Phone', seller.phone),
        ...field('Email', seller.email),
      ],
    },
    buyer: {
      heading: 'To',
      name: buyer.name,
      address: buyer.address,
      details: [...field('State', stateWithCode(buyer.state)), ...field('GSTIN', buyer.gstin)],
    },
    lines: quote.items.map(printedLine),
    totals: [
      { label: 'Taxable value', value: printedRupees(toPaise(totals.taxable)) },
      ...taxRows(quote),
      { label: 'Round off', value: SIGNED_RUPEES.format(totals.roundOff) },
      { label: 'Total', value: printedRupees(toPaise(totals.total)), total: true },
    ],
    inWords: totals.inWords,
    terms: [
      ...field('Payment', terms.payment),
      ...field('Delivery', terms.delivery),
      ...field('Warranty', terms.warranty),
      ...field('Notes', terms.notes),
    ],
    bank: seller.bank
      ? [
          { label: 'Account name', value: seller.bank.accountName },
          { label: 'Bank', value: seller.bank.bankName },
          { label: 'Account number', value: seller.bank.accountNumber },
          { label: 'IFSC', value: seller.bank.ifsc },
          ...field('Branch', seller.bank.branch),
        ]
      : null,
    payment: paymentAsked(quote, printedRupees),
    signature: signatureBlock(quote),
    state: stateLine(quote),
    footer: COMPUTER_GENERATED,
  };
}
