/**
 * A proforma invoice as the buyer reads it (docs/spec.md §24.2): its order's quotation printed
 * again as "Proforma Invoice <number>", with the amount it asks for and how to pay it, by the
 * quotation's own page and PDF (../quotes/quote-document.ts), so the two documents never differ.
 */
import { escapeHtml } from '../../lib/html';
import { telHref } from '../../lib/phone';
import { proformaPdfPath } from '../../lib/public-address';
import type { Quote } from '../../lib/quotes/types';
import { siteConfig } from '../../lib/site';
import { formPage, noticeHtml } from '../http/form-page';
import type { DocumentAs } from '../quotes/quote-document';
import { QUOTE_HEADERS, quotePage } from '../quotes/quote-page';
import { quotePdf } from '../quotes/quote-pdf';
import { quoteById } from '../quotes/quotes';
import type { StoredProforma } from './proformas';

export function proformaAs(proforma: StoredProforma): DocumentAs {
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

export function proformaPdf(proforma: StoredProforma, quote: Quote): Promise<Buffer> {
  return quotePdf(quote, proformaAs(proforma));
}

/** The buyer's page: the document, its PDF link, no answers (a proforma is asked of the buyer, not offered). */
export function proformaPage(proforma: StoredProforma, quote: Quote, token: string): Promise<Response> {
  return quotePage({ quote, status: 200, as: proformaAs(proforma), pdfPath: proformaPdfPath(token) });
}

export const PROFORMA_NOT_FOUND =
  'This proforma invoice link is not valid. Please check the link in your mail or message, or ask our sales team for it again.';

/** No proforma invoice has this link: a page, with the way to the sales team. */
export function proformaNotFoundPage(): Response {
  const { phones, email } = siteConfig(process.env);
  const contact = `<p class="links">Call <a href="${escapeHtml(telHref(phones[0]))}">${escapeHtml(phones[0])}</a> or write to <a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>.</p>`;
  return formPage({ status: 404, heading: 'Proforma invoice not found', body: `${noticeHtml(PROFORMA_NOT_FOUND)}\n${contact}`, headers: QUOTE_HEADERS });
}
