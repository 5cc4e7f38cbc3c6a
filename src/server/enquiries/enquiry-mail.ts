/**
 * The enquiry mail to the sales team (plain text and HTML) and its sending (../notifications/mail-transport.ts:
 * over SMTP, or locally as an .eml file in DATA_DIR/mail). The phone reads "+91 98765 43210" and
 * calls tel:+919876543210 (src/lib/phone.ts).
 */
import { phoneText, telHref } from '../../lib/phone';
import { leadLinks, productLabel, REPEAT_ENQUIRY, type Lead, type LeadLinks } from './lead';
import type { EmailChannel } from '../notifications/channels';
import { sendMail } from '../notifications/mail-transport';
import { escapeHtml } from '../../lib/html';
import { formatBusinessTime } from '../../lib/business-time';

// Everything the buyer typed goes into the HTML through escapeHtml.
const multiline = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

export interface EnquiryMail {
  subject: string;
  text: string;
  html: string;
}

export function enquiryMail(lead: Lead, links: LeadLinks = leadLinks(lead)): EnquiryMail {
  const { enquiry } = lead;
  const product = productLabel(lead);
  // In the business's zone and named ("24 Nov 2026, 4:30 am IST"); the Date header stays RFC 5322.
  const when = formatBusinessTime(new Date(enquiry.createdAt));
  const text = [
    `New enquiry about ${product}`,
    links.firstLeadUrl ? `A ${REPEAT_ENQUIRY}. First lead: ${links.firstLeadUrl}` : null,
    links.productUrl ? `Product page: ${links.productUrl}` : null,
    '',
    `Name:    ${enquiry.name}`,
    `Phone:   ${phoneText(enquiry.phone)}`,
    enquiry.email ? `Email:   ${enquiry.email}` : null,
    `Address: ${enquiry.address}`,
    `Sent:    ${when}`,
    '',
    'Message:',
    enquiry.message,
    '',
    `This lead: ${links.leadUrl}`,
    `All enquiries: ${links.adminUrl}`,
  ]
    .filter((line) => line !== null)
    .join('\n');
  const productHtml = links.productUrl
    ? `<a href="${escapeHtml(links.productUrl)}">${escapeHtml(product)}</a>`
    : escapeHtml(product);
  const repeatHtml = links.firstLeadUrl
    ? `<p><strong>A ${REPEAT_ENQUIRY}.</strong> <a href="${escapeHtml(links.firstLeadUrl)}">Open the first lead</a></p>\n`
    : '';
  const row = (label: string, value: string) =>
    `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${label}</th><td style="padding:4px 0">${value}</td></tr>`;
  // Optional on the form: a row only when the buyer gave one.
  const emailRow = enquiry.email
    ? `${row('Email', `<a href="mailto:${escapeHtml(enquiry.email)}">${escapeHtml(enquiry.email)}</a>`)}\n`
    : '';
  const html = `<!doctype html>
<html><body style="font-family:Arial,sans-serif;color:#18181b">
<h1 style="font-size:18px">New enquiry about ${productHtml}</h1>
${repeatHtml}<table role="presentation" style="border-collapse:collapse">
${row('Name', escapeHtml(enquiry.name))}
${row('Phone', `<a href="${escapeHtml(telHref(enquiry.phone))}">${escapeHtml(phoneText(enquiry.phone))}</a>`)}
${emailRow}${row('Address', multiline(enquiry.address))}
${row('Sent', escapeHtml(when))}
</table>
<h2 style="font-size:16px">Message</h2>
<p>${multiline(enquiry.message)}</p>
<p><a href="${escapeHtml(links.leadUrl)}">Open this lead in the admin panel</a></p>
<p><a href="${escapeHtml(links.adminUrl)}">Open all enquiries in the admin panel</a></p>
</body></html>`;
  // Header fields cannot hold line breaks; a name is one line already, but be sure.
  const subject = `New enquiry: ${product} from ${enquiry.name}`.replace(/[\r\n]+/g, ' ');
  return { subject, text, html };
}

export async function sendEnquiryMail(channel: EmailChannel, lead: Lead): Promise<void> {
  const stamp = lead.enquiry.createdAt.replace(/[:.]/g, '-');
  await sendMail(channel, { ...enquiryMail(lead), headers: { 'X-Enquiry-Id': lead.enquiry._id } }, `${stamp}-${lead.enquiry._id}`);
}
