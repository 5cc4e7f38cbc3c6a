/**
 * What every mail to a buyer about one of the seller's documents shares (a quotation, here; a
 * proforma invoice and a payment's receipt, ../orders): the subject on one line, the document's
 * number as its PDF's file name, and the closing with the seller's phone to call.
 */
import { escapeHtml } from '../../lib/html';
import { telHref } from '../../lib/phone';
import type { QuoteSeller } from '../../lib/quotes/types';
import { link, paragraph } from '../notifications/mail-html';

/** Header fields cannot hold line breaks. */
export const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

/** "QT-2026-27-0001.pdf", "PI-2026-27-0001.pdf": a document's number as a file name. */
export const documentPdfName = (number: string) => `${number.replace(/\//g, '-')}.pdf`;

/** The mail's last lines, as text and as the HTML body's paragraphs: how to ask, and who writes. */
export function buyerMailClosing(seller: Pick<QuoteSeller, 'name' | 'phone' | 'email'>): { text: string[]; html: string[] } {
  return {
    text: [`For any question, reply to this mail or call us on ${seller.phone}.`, '', 'Regards,', seller.name, `${seller.phone} · ${seller.email}`],
    html: [
      paragraph(`For any question, reply to this mail or call us on ${link(telHref(seller.phone), escapeHtml(seller.phone))}.`),
      paragraph(`Regards,<br>${escapeHtml(seller.name)}<br>${escapeHtml(seller.phone)} · ${escapeHtml(seller.email)}`),
    ],
  };
}
