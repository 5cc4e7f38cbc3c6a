/**
 * A proforma invoice as the buyer reads it (docs/spec.md §24.2): its order's quotation printed
 * again as "Proforma Invoice <number>", with the amount it asks for and how to pay it, by the
 * quotation's own page and PDF (../quotes/quote-document.ts), so the two documents never differ.
 */
import type { Quote } from '../../lib/quotes/types';
import { quoteById } from '../quotes/quotes';
import { quotePdf } from '../quotes/quote-pdf';
import type { StoredProforma } from './proformas';

/** What the quotation's document takes to print itself as this proforma invoice. */
export interface ProformaAs {
  kind: 'proforma';
  number: string;
  createdAt: string;
  orderNumber: string;
  amountAskedPaise: number;
  advancePercent: number | null;
}

export function proformaAs(proforma: StoredProforma): ProformaAs {
  return {
    kind: 'proforma',
    number: proforma.number,
    createdAt: proforma.createdAt,
    orderNumber: proforma.orderNumber,
    amountAskedPaise: proforma.amountPaise,
    advancePercent: proforma.advancePercent,
  };
}

/** The order's quotation, which the proforma prints: its buyer, lines, totals and seller. */
export async function proformaQuote(proforma: StoredProforma): Promise<Quote> {
  const quote = await quoteById(proforma.quoteId);
  // orders.quote_id is a foreign key without delete: an order's quotation is always there.
  if (!quote) throw new Error(`The quotation of proforma invoice ${proforma.number} is missing.`);
  return quote;
}

export async function proformaPdf(proforma: StoredProforma, quote: Quote): Promise<Buffer> {
  void proformaAs(proforma);
  return quotePdf(quote);
}
