/**
 * The order documents mailed to the buyer (docs/spec.md §24.2): a proforma invoice with its PDF
 * attached, from the seller its quotation names. Leaves through ../notifications/mail-transport.ts.
 */
import { escapeHtml } from '../../lib/html';
import { formatRupees } from '../../lib/price';
import type { Quote } from '../../lib/quotes/types';
import type { EmailChannel } from '../notifications/channels';
import { link, mailHtml, paragraph } from '../notifications/mail-html';
import { sendMail, type OutgoingMail } from '../notifications/mail-transport';
import { buyerMailClosing, documentPdfName, oneLine } from '../quotes/document-mail';
import type { StoredProforma } from './proformas';

/** "₹87,427.80, 30% of the order" or "₹2,91,426". */
function amountAsked(proforma: StoredProforma): string {
  const amount = formatRupees(proforma.amountPaise);
  return proforma.advancePercent === null ? amount : `${amount} (${proforma.advancePercent}% of the order)`;
}

export function buyerProformaMail(proforma: StoredProforma, quote: Quote): OutgoingMail {
  const { seller } = quote;
  const closing = buyerMailClosing(seller);
  const subject = oneLine(`Proforma invoice ${proforma.number} from ${seller.name}`);
  const asked = amountAsked(proforma);
  const against = `our order ${proforma.orderNumber} (quotation ${quote.number})`;
  const text = [
    `Dear ${quote.buyer.name},`,
    '',
    `Please find attached our proforma invoice ${proforma.number} against ${against}, for ${asked}.`,
    'How to pay is on it. This is not a tax invoice.',
    '',
    'You can also open it online and download it:',
    proforma.url,
    '',
    ...closing.text,
  ].join('\n');
  const number = escapeHtml(proforma.number);
  const html = mailHtml([
    paragraph(`Dear ${escapeHtml(quote.buyer.name)},`),
    paragraph(`Please find attached our proforma invoice <strong>${number}</strong> against ${escapeHtml(against)}, for ${escapeHtml(asked)}.`),
    paragraph('How to pay is on it. This is not a tax invoice.'),
    paragraph(`You can also open it online and download it:<br>${link(proforma.url, `Open proforma invoice ${number}`)}`),
    ...closing.html,
  ]);
  // A reply reaches the address printed on the document, whatever sends the mail.
  return { subject, text, html, replyTo: seller.email, headers: { 'X-Order-Id': proforma.orderId, 'X-Proforma-Id': proforma._id } };
}

export function sendBuyerProformaMail(channel: EmailChannel, proforma: StoredProforma, quote: Quote, pdf: Buffer, deliveryId: string): Promise<void> {
  const mail = buyerProformaMail(proforma, quote);
  const attachments = [{ filename: documentPdfName(proforma.number), content: pdf, contentType: 'application/pdf' }];
  // One .eml file per delivery, so a document mailed again does not overwrite the first.
  return sendMail(channel, { ...mail, attachments }, `proforma-${documentPdfName(proforma.number).slice(0, -4)}-${deliveryId}`);
}
