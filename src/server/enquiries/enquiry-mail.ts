/**
 * The enquiry mail to the sales team (plain text and HTML) and its sending: over SMTP with
 * nodemailer, or, locally with no SMTP server, as an RFC 822 .eml file in DATA_DIR/mail.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { telHref } from '../../lib/site';
import { leadLinks, productLabel, type Lead, type LeadLinks } from './lead';
import type { EmailChannel } from './notify-channels';
import { escapeHtml } from '../../lib/html';

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
  const when = new Date(enquiry.createdAt).toUTCString();
  const text = [
    `New enquiry about ${product}`,
    links.productUrl ? `Product page: ${links.productUrl}` : null,
    '',
    `Name:    ${enquiry.name}`,
    `Phone:   ${enquiry.phone}`,
    `Address: ${enquiry.address}`,
    `Sent:    ${when}`,
    '',
    'Message:',
    enquiry.message,
    '',
    `All enquiries: ${links.adminUrl}`,
  ]
    .filter((line) => line !== null)
    .join('\n');
  const productHtml = links.productUrl
    ? `<a href="${escapeHtml(links.productUrl)}">${escapeHtml(product)}</a>`
    : escapeHtml(product);
  const row = (label: string, value: string) =>
    `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${label}</th><td style="padding:4px 0">${value}</td></tr>`;
  const html = `<!doctype html>
<html><body style="font-family:Arial,sans-serif;color:#18181b">
<h1 style="font-size:18px">New enquiry about ${productHtml}</h1>
<table role="presentation" style="border-collapse:collapse">
${row('Name', escapeHtml(enquiry.name))}
${row('Phone', `<a href="${escapeHtml(telHref(enquiry.phone))}">${escapeHtml(enquiry.phone)}</a>`)}
${row('Address', multiline(enquiry.address))}
${row('Sent', escapeHtml(when))}
</table>
<h2 style="font-size:16px">Message</h2>
<p>${multiline(enquiry.message)}</p>
<p><a href="${escapeHtml(links.adminUrl)}">Open all enquiries in the admin panel</a></p>
</body></html>`;
  // Header fields cannot hold line breaks; a name is one line already, but be sure.
  const subject = `New enquiry: ${product} from ${enquiry.name}`.replace(/[\r\n]+/g, ' ');
  return { subject, text, html };
}

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export async function sendEnquiryMail(channel: EmailChannel, lead: Lead): Promise<void> {
  const mail = { from: channel.from, to: channel.to, ...enquiryMail(lead), headers: { 'X-Enquiry-Id': lead.enquiry._id } };
  if (channel.smtpUrl) {
    const transport = nodemailer.createTransport({ url: channel.smtpUrl, ...SMTP_TIMEOUTS });
    try {
      await transport.sendMail(mail);
    } finally {
      transport.close();
    }
    return;
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const info = await transport.sendMail(mail);
  const dir = channel.mailDir!;
  await fs.mkdir(dir, { recursive: true });
  const stamp = lead.enquiry.createdAt.replace(/[:.]/g, '-');
  await fs.writeFile(path.join(dir, `${stamp}-${lead.enquiry._id}.eml`), info.message as Buffer);
}
