/**
 * A payment's receipt mailed to the buyer (docs/spec.md §24.3), its PDF attached, from the seller
 * its order's quotation names. Leaves through ../notifications/mail-transport.ts.
 */
import { businessDayStart, formatBusinessDate } from '../../lib/business-time';
import { escapeHtml } from '../../lib/html';
import { formatRupees } from '../../lib/price';
import type { Quote } from '../../lib/quotes/types';
import type { EmailChannel } from '../notifications/channels';
import { link, mailHtml, paragraph, row, table } from '../notifications/mail-html';
import { sendMail, type OutgoingMail } from '../notifications/mail-transport';
import { buyerMailClosing, documentPdfName, oneLine } from '../quotes/document-mail';
import type { Standing, StoredPayment } from './payment-row';


export function buyerReceiptMail(payment: StoredPayment, quote: Quote, standing: Standing): OutgoingMail {
  const { seller } = quote;
  const closing = buyerMailClosing(seller);
  const amount = formatRupees(payment.amountPaise);
  const subject = oneLine(`Receipt ${payment.receiptNumber} for your payment of ${amount} to ${seller.name}`);
  const paidOn = formatBusinessDate(businessDayStart(payment.paidOn));
  const by = payment.reference ? `${payment.mode} (reference ${payment.reference})` : payment.mode;
  const received = `We have received your payment of ${amount} by ${by} on ${paidOn} against our order ${payment.orderNumber} (quotation ${quote.number}). Thank you.`;
  const balance = formatRupees(standing.balancePaise);
  const text = [
    `Dear ${quote.buyer.name},`,
    '',
    received,
    `Please find attached receipt ${payment.receiptNumber}.`,
    '',
    `Order total:     ${formatRupees(standing.totalPaise)}`,
    `Paid so far:     ${formatRupees(standing.paidPaise)}`,
    `Balance due:     ${balance}`,
    '',
    `You can also download the receipt here: ${payment.receiptUrl}`,
    '',
    ...closing.text,
  ].join('\n');
  const html = mailHtml([
    paragraph(`Dear ${escapeHtml(quote.buyer.name)},`),
    paragraph(escapeHtml(received)),
    paragraph(`Please find attached receipt <strong>${escapeHtml(payment.receiptNumber)}</strong>.`),
    table([
      row('Order total', escapeHtml(formatRupees(standing.totalPaise))),
      row('Paid so far', escapeHtml(formatRupees(standing.paidPaise))),
      row('Balance due', escapeHtml(balance)),
    ]),
    paragraph(link(payment.receiptUrl, `Download receipt ${escapeHtml(payment.receiptNumber)}`)),
    ...closing.html,
  ]);
  // A reply reaches the address printed on the receipt, whatever sends the mail.
  return { subject, text, html, replyTo: seller.email, headers: { 'X-Order-Id': payment.orderId, 'X-Payment-Id': payment._id } };
}

export function sendBuyerReceiptMail(
  channel: EmailChannel,
  mail: { payment: StoredPayment; quote: Quote; standing: Standing; pdf: Buffer },
  deliveryId: string,
): Promise<void> {
  const { payment, quote, standing, pdf } = mail;
  const name = documentPdfName(payment.receiptNumber);
  const attachments = [{ filename: name, content: pdf, contentType: 'application/pdf' }];
  // One .eml file per delivery, so a receipt mailed again does not overwrite the first.
  return sendMail(channel, { ...buyerReceiptMail(payment, quote, standing), attachments }, `receipt-${name.slice(0, -4)}-${deliveryId}`);
}
