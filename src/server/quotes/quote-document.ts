/**
 * What a quotation prints (docs/spec.md §22, §22.9), every string and figure of it, worked out
 * once: the buyer's page (./quote-page.ts) and the PDF (./quote-pdf.ts) only lay these out, so the
 * two can never say different things. Amounts are printed from paise, always with their paise
 * ("₹1,23,456.00"), as a tax document shows them. The same document, given `as`, is a proforma
 * invoice of the order the quotation made (§24.2).
 */
import { addDays, businessDayStart, formatBusinessDate } from '../../lib/business-time';
import { phoneText, telHref } from '../../lib/phone';
import { toPaise } from '../../lib/price';
import { stateTaxLabel } from '../../lib/quotes/gst';
import { indianState } from '../../lib/quotes/indian-states';
import { printedPercent, printedQuantity, printedRupees } from '../../lib/quotes/printed';
import type { Quote, QuoteItem } from '../../lib/quotes/types';
import { paymentAsked, signatureBlock, type PaymentAsked, type SignatureBlock } from './pay-and-sign';

export { printedRupees } from '../../lib/quotes/printed';

export interface Field {
  label: string;
  value: string;
  /** A link the value opens: tel: for a phone, mailto: for an email. */
  href?: string;
}

/**
 * The quotation printed as another document of its order: a proforma invoice asking for an
 * amount (the advance, or the whole), with its own number and date.
 */
export type DocumentAs = {
  kind: 'proforma';
  number: string;
  /** ISO time it was made. */
  createdAt: string;
  orderNumber: string;
  amountAskedPaise: number;
  /** The share of the total asked, when asked as one. */
  advancePercent: number | null;
};

export interface Party {
  /** "From", "Bill to" or "Ship to". */
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
  /** The scope of supply, its lines as typed, printed under the line across the table; "" when none. */
  scope: string;
  hsn: string;
  /** "2 Nos", "1.5 Set". */
  quantity: string;
  rate: string;
  /** "5%", or "" when there is no discount. */
  discount: string;
  taxable: string;
  /** Each tax's rate ("9%") and amount: CGST and SGST (or UTGST) within the state, IGST across. */
  cgstRate: string;
  cgst: string;
  sgstRate: string;
  sgst: string;
  igstRate: string;
  igst: string;
  amount: string;
}

/** Which column: the PDF gives each its width by this. */
export type ColumnKey = 'serial' | 'description' | 'hsn' | 'quantity' | 'rate' | 'discount' | 'taxable' | 'cgst' | 'sgst' | 'igst' | 'amount';

export interface Column {
  key: ColumnKey;
  label: string;
  /** What the cell prints, one line each: a tax column gives its rate above its amount. */
  parts: readonly (keyof DocumentLine)[];
  /** Figures: right-aligned, in their own width. */
  numeric: boolean;
}

/**
 * The table's columns in order, named as both the page's header and the PDF's print them: a
 * column per tax charged, CGST and SGST (UTGST where the seller is in a union territory without a
 * legislature) within the state, IGST across states.
 */
export function quoteColumns(quote: Pick<Quote, 'taxSplit' | 'seller'>): Column[] {
  const taxes: Column[] =
    quote.taxSplit === 'inter'
      ? [{ key: 'igst', label: 'IGST', parts: ['igstRate', 'igst'], numeric: true }]
      : [
          { key: 'cgst', label: 'CGST', parts: ['cgstRate', 'cgst'], numeric: true },
          { key: 'sgst', label: stateTaxLabel(quote.seller.state), parts: ['sgstRate', 'sgst'], numeric: true },
        ];
  return [
    { key: 'serial', label: '#', parts: ['serial'], numeric: true },
    { key: 'description', label: 'Description', parts: ['description'], numeric: false },
    { key: 'hsn', label: 'HSN/SAC', parts: ['hsn'], numeric: false },
    { key: 'quantity', label: 'Qty', parts: ['quantity'], numeric: true },
    { key: 'rate', label: 'Rate', parts: ['rate'], numeric: true },
    { key: 'discount', label: 'Disc.', parts: ['discount'], numeric: true },
    { key: 'taxable', label: 'Taxable value', parts: ['taxable'], numeric: true },
    ...taxes,
    { key: 'amount', label: 'Amount', parts: ['amount'], numeric: true },
  ];
}

/** "Revision of QT/2026-27/0001 dated 24 Nov 2026", what changed, and the desk's note. */
export interface RevisionBlock {
  title: string;
  changes: string[];
  note: string | null;
}

export interface TotalRow extends Field {
  /** The grand total, printed stronger. */
  total?: boolean;
}

export interface QuoteDocument {
  /** "Quotation QT/2026-27/0001" or "Proforma Invoice PI/2026-27/0001": the page's title, the PDF's title. */
  title: string;
  /** "Quotation" or "Proforma Invoice": the document's heading. */
  heading: string;
  /** The quotation's number, or the proforma invoice's. */
  number: string;
  /** Quotation No., Date, Valid until (or Proforma Invoice No., Date, Order, Against quotation), Place of Supply, Sales contact. */
  facts: Field[];
  seller: Party;
  /** The Bill to. */
  buyer: Party;
  /** Where the goods go, when elsewhere than the Bill to. */
  shipTo: Party | null;
  columns: Column[];
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
  /** On a revision: what it replaces and what changed. */
  revision: RevisionBlock | null;
  /** Whether the buyer answers it at its page (accept, ask for changes): a quotation, not a proforma invoice. */
  answerable: boolean;
  footer: string;
}

export const COMPUTER_GENERATED = 'This is a computer-generated quotation.';
export const NOT_A_TAX_INVOICE = 'This is not a tax invoice.';

const SIGNED_RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, signDisplay: 'exceptZero' });
const percent = printedPercent;

/** "24 Nov 2026" for a 'YYYY-MM-DD' business day. */
const printedDay = (day: string) => formatBusinessDate(businessDayStart(day));
const printedDate = (iso: string) => formatBusinessDate(new Date(iso));

/** "Jharkhand (20)": the state with its GST state code, as the place of supply is named. */
export function stateWithCode(name: string): string {
  const state = indianState(name);
  return state ? `${state.name} (${state.code})` : name;
}

const field = (label: string, value: string | null | undefined, href?: string): Field[] => (value ? [{ label, value, ...(href && { href }) }] : []);

function printedLine(item: QuoteItem, index: number): DocumentLine {
  const half = percent(item.gstRate / 2);
  return {
    serial: String(index + 1),
    description: item.description,
    scope: item.scope ?? '',
    hsn: item.hsn,
    quantity: `${printedQuantity(item.quantity)} ${item.unit}`,
    rate: printedRupees(toPaise(item.unitPrice)),
    discount: item.discountPercent ? percent(item.discountPercent) : '',
    taxable: printedRupees(toPaise(item.taxable)),
    cgstRate: half,
    cgst: printedRupees(toPaise(item.cgst)),
    sgstRate: half,
    sgst: printedRupees(toPaise(item.sgst)),
    igstRate: percent(item.gstRate),
    igst: printedRupees(toPaise(item.igst)),
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

/** The sales person's name and mobile (a call link): who made the quotation. */
function salesContact(quote: Quote): Field[] {
  const person = quote.salesPerson;
  if (!person) return [];
  if (!person.mobile) return [{ label: 'Sales contact', value: person.name }];
  return [{ label: 'Sales contact', value: `${person.name}, ${phoneText(person.mobile)}`, href: telHref(person.mobile) }];
}

/** The document's own facts: a quotation's number and validity, or a proforma invoice's number, order and quotation. */
function ownFacts(quote: Quote, as: DocumentAs | undefined): Field[] {
  if (!as) {
    return [
      { label: 'Quotation No.', value: quote.number },
      { label: 'Date', value: printedDate(quote.createdAt) },
      { label: 'Valid until', value: printedDay(quote.validUntil) },
    ];
  }
  return [
    { label: 'Proforma Invoice No.', value: as.number },
    { label: 'Date', value: printedDate(as.createdAt) },
    { label: 'Order', value: as.orderNumber },
    { label: 'Against quotation', value: `${quote.number} dated ${printedDate(quote.createdAt)}` },
    ...(as.advancePercent ? [{ label: 'Advance', value: `${percent(as.advancePercent)} of the total` }] : []),
  ];
}

function revisionBlock(quote: Quote): RevisionBlock | null {
  const before = quote.revisionOf;
  if (!before) return null;
  return { title: `Revision of ${before.number} dated ${printedDate(before.createdAt)}`, changes: before.changes, note: quote.revisionNote };
}

/**
 * The quotation's document; given `as`, the same document as a proforma invoice of its order:
 * its number and date, the order and the quotation it stands on, the amount asked now, no
 * validity or answers, and "This is not a tax invoice."
 */
export function quoteDocument(quote: Quote, as?: DocumentAs): QuoteDocument {
  const { seller, buyer, shipTo, terms } = quote;
  const totals = quote.totals;
  const heading = as ? 'Proforma Invoice' : 'Quotation';
  const number = as ? as.number : quote.number;
  return {
    title: `${heading} ${number}`,
    heading,
    number,
    facts: [...ownFacts(quote, as), { label: 'Place of Supply', value: stateWithCode(quote.placeOfSupply) }, ...salesContact(quote)],
    seller: {
      heading: 'From',
      name: seller.name,
      address: seller.address,
      details: [
        ...field('GSTIN', seller.gstin),
        ...field('PAN', seller.pan),
        ...field('State', stateWithCode(seller.state)),
        ...field('Phone', seller.phone, telHref(seller.phone)),
        ...field('Email', seller.email, `mailto:${seller.email}`),
      ],
    },
    buyer: {
      heading: 'Bill to',
      name: buyer.name,
      address: buyer.address,
      details: [...field('State', stateWithCode(buyer.state)), ...field('GSTIN', buyer.gstin)],
    },
    shipTo: shipTo && {
      heading: 'Ship to',
      name: shipTo.name,
      address: shipTo.address,
      details: [...field('State', stateWithCode(shipTo.state)), ...field('GSTIN', shipTo.gstin)],
    },
    columns: quoteColumns(quote),
    lines: quote.items.map(printedLine),
    totals: [
      { label: 'Taxable value', value: printedRupees(toPaise(totals.taxable)) },
      ...taxRows(quote),
      { label: 'Round off', value: SIGNED_RUPEES.format(totals.roundOff) },
      { label: 'Total', value: printedRupees(toPaise(totals.total)), total: true },
      ...(as ? [{ label: 'Amount asked now', value: printedRupees(as.amountAskedPaise), total: true }] : []),
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
    payment: paymentAsked(quote, as),
    signature: signatureBlock(quote),
    state: as ? null : stateLine(quote),
    revision: as ? null : revisionBlock(quote),
    answerable: !as,
    footer: as ? NOT_A_TAX_INVOICE : COMPUTER_GENERATED,
  };
}
