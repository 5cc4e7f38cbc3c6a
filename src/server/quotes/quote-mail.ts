/**
 * The quotations' mails (docs/spec.md §22): the sales team told what a buyer did at the link
 * (accepted, asked for changes, asked for a fresh quotation), and the quotation mailed to its buyer
 * with the PDF attached. Both leave through ../notifications/mail-transport.ts.
 */
import { businessDayStart, formatBusinessDate } from '../../lib/business-time';
import { escapeHtml } from '../../lib/html';
import { formatRupees, toPaise } from '../../lib/price';
import type { Quote } from '../../lib/quotes/types';
import { phoneText } from '../../lib/phone';
import { leadUrl } from '../../lib/public-address';
import { siteConfig } from '../../lib/site';
import type { EmailChannel } from '../notifications/channels';
import { heading, link, mailHtml, multiline, paragraph, phoneLink, row, subheading, table } from '../notifications/mail-html';
import { sendMail, type OutgoingMail } from '../notifications/mail-transport';
import { buyerMailClosing, documentPdfName, oneLine } from './document-mail';

/** What a buyer did at the link, as the team's mail and webhook name it. */
export type QuoteNoticeEvent = 'quote.accepted' | 'quote.changes_requested' | 'quote.refresh_requested';

export interface QuoteNotice {
  event: QuoteNoticeEvent;
  quote: Quote;
  /** The lead the quotation was made from. */
  enquiry: { _id: string; name: string; phone: string };
  /** The buyer's words with changes asked for, or a fresh quotation; null when none. */
  message: string | null;
}

/** The notice in one line: the team mail's subject and the webhook's `text`. */
export function noticeHeadline({ event, quote }: Pick<QuoteNotice, 'event' | 'quote'>): string {
  const { number } = quote;
  const buyer = quote.buyer.name;
  const line = {
    'quote.accepted': `Quotation ${number} accepted by ${buyer}`,
    'quote.changes_requested': `Changes asked for quotation ${number} by ${buyer}`,
    'quote.refresh_requested': `A fresh quotation asked for ${number} by ${buyer}`,
  }[event];
  return oneLine(line);
}

const total = (quote: Quote) => formatRupees(toPaise(quote.totals.total));
const validUntil = (quote: Quote) => formatBusinessDate(businessDayStart(quote.validUntil));

/** "QT-2026-27-0001.pdf": the number as a file name. */
export const quotePdfName = (quote: Pick<Quote, 'number'>) => documentPdfName(quote.number);

export function quoteNoticeMail(notice: QuoteNotice): OutgoingMail {
  const { quote, enquiry, message } = notice;
  const headline = noticeHeadline(notice);
  const lead = leadUrl(siteConfig(process.env).siteUrl, enquiry._id);
  const won = notice.event === 'quote.accepted' ? 'The lead is now Won.' : null;
  const text = [
    headline,
    won,
    '',
    `Buyer:       ${quote.buyer.name}`,
    `Lead:        ${enquiry.name}, ${phoneText(enquiry.phone)}`,
    `Total:       ${total(quote)}`,
    `Valid until: ${validUntil(quote)}`,
    ...(message ? ['', 'Message:', message] : []),
    '',
    `Quotation: ${quote.url}`,
    `This lead: ${lead}`,
  ]
    .filter((line) => line !== null)
    .join('\n');
  const html = mailHtml([
    heading(escapeHtml(headline)),
    won ? paragraph(escapeHtml(won)) : null,
    table([
      row('Buyer', escapeHtml(quote.buyer.name)),
      row('Lead', `${escapeHtml(enquiry.name)}, ${phoneLink(enquiry.phone)}`),
      row('Total', escapeHtml(total(quote))),
      row('Valid until', escapeHtml(validUntil(quote))),
    ]),
    message ? subheading('Message') : null,
    message ? paragraph(multiline(message)) : null,
    paragraph(link(quote.url, `Open quotation ${escapeHtml(quote.number)}`)),
    paragraph(link(lead, 'Open this lead in the admin panel')),
  ]);
  return { subject: headline, text, html, headers: { 'X-Quote-Id': quote._id } };
}

export function buyerQuoteMail(quote: Quote): OutgoingMail {
  const { seller } = quote;
  const closing = buyerMailClosing(seller);
  const subject = oneLine(`Quotation ${quote.number} from ${seller.name}`);
  const amount = `${total(quote)} including GST`;
  const text = [
    `Dear ${quote.buyer.name},`,
    '',
    `Thank you for your enquiry. Please find attached our quotation ${quote.number} for ${amount}, valid until ${validUntil(quote)}.`,
    '',
    'You can also open it online, download it, accept it or ask for changes:',
    quote.url,
    '',
    ...closing.text,
  ].join('\n');
  const number = escapeHtml(quote.number);
  const html = mailHtml([
    paragraph(`Dear ${escapeHtml(quote.buyer.name)},`),
    paragraph(
      `Thank you for your enquiry. Please find attached our quotation <strong>${number}</strong> for ${escapeHtml(amount)}, valid until ${escapeHtml(validUntil(quote))}.`,
    ),
    paragraph(`You can also open it online, download it, accept it or ask for changes:<br>${link(quote.url, `Open quotation ${number}`)}`),
    ...closing.html,
  ]);
  // A reply reaches the address printed on the quotation, whatever sends the mail.
  return { subject, text, html, replyTo: seller.email, headers: { 'X-Quote-Id': quote._id } };
}

// One .eml file per delivery, so a quotation mailed again does not overwrite the first.
const fileStem = (quote: Quote, deliveryId: string) => `quote-${quotePdfName(quote).slice(0, -4)}-${deliveryId}`;

export function sendQuoteNoticeMail(channel: EmailChannel, notice: QuoteNotice, deliveryId: string): Promise<void> {
  return sendMail(channel, quoteNoticeMail(notice), fileStem(notice.quote, deliveryId));
}

export function sendBuyerQuoteMail(channel: EmailChannel, quote: Quote, pdf: Buffer, deliveryId: string): Promise<void> {
  const mail = buyerQuoteMail(quote);
  const attachments = [{ filename: quotePdfName(quote), content: pdf, contentType: 'application/pdf' }];
  return sendMail(channel, { ...mail, attachments }, fileStem(quote, deliveryId));
}
