/**
 * The enquiry mail to the sales team and the lead's owner (plain text and HTML) and its sending (../notifications/mail-transport.ts:
 * over SMTP, or locally as an .eml file in DATA_DIR/mail). The phone reads "+91 98765 43210" and
 * calls tel:+919876543210 (src/lib/phone.ts).
 */
import { phoneText } from '../../lib/phone';
import { leadLinks, ownerLabel, productLabel, REPEAT_ENQUIRY, type Lead, type LeadLinks } from './lead';
import type { EmailChannel } from '../notifications/channels';
import { heading, link, mailHtml, multiline, paragraph, phoneLink, row, subheading, table } from '../notifications/mail-html';
import { sendMail } from '../notifications/mail-transport';
import { escapeHtml } from '../../lib/html';
import { formatBusinessTime } from '../../lib/business-time';

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
    `Ref.:    ${enquiry.reference}`,
    `Owner:   ${ownerLabel(lead)}`,
    '',
    'Message:',
    enquiry.message,
    '',
    `This lead: ${links.leadUrl}`,
    `All enquiries: ${links.adminUrl}`,
  ]
    .filter((line) => line !== null)
    .join('\n');
  const productHtml = links.productUrl ? link(links.productUrl, escapeHtml(product)) : escapeHtml(product);
  // Everything the buyer typed goes into the HTML escaped.
  const html = mailHtml([
    heading(`New enquiry about ${productHtml}`),
    links.firstLeadUrl ? paragraph(`<strong>A ${REPEAT_ENQUIRY}.</strong> ${link(links.firstLeadUrl, 'Open the first lead')}`) : null,
    table([
      row('Name', escapeHtml(enquiry.name)),
      row('Phone', phoneLink(enquiry.phone)),
      // Optional on the form: a row only when the buyer gave one.
      enquiry.email ? row('Email', link(`mailto:${enquiry.email}`, escapeHtml(enquiry.email))) : null,
      row('Address', multiline(enquiry.address)),
      row('Sent', escapeHtml(when)),
      row('Reference', escapeHtml(enquiry.reference)),
      row('Owner', escapeHtml(ownerLabel(lead))),
    ]),
    subheading('Message'),
    paragraph(multiline(enquiry.message)),
    paragraph(link(links.leadUrl, 'Open this lead in the admin panel')),
    paragraph(link(links.adminUrl, 'Open all enquiries in the admin panel')),
  ]);
  // Header fields cannot hold line breaks; a name is one line already, but be sure.
  const subject = `New enquiry: ${product} from ${enquiry.name}`.replace(/[\r\n]+/g, ' ');
  return { subject, text, html };
}

/** The team's addresses, and the lead's owner's unless the team's list has it already (docs/spec.md §23.2). */
export function enquiryMailTo(team: string[], lead: Lead): string[] {
  const owner = lead.owner?.email;
  return owner && !team.some((address) => address.toLowerCase() === owner.toLowerCase()) ? [...team, owner] : team;
}

export async function sendEnquiryMail(channel: EmailChannel, lead: Lead): Promise<void> {
  const stamp = lead.enquiry.createdAt.replace(/[:.]/g, '-');
  await sendMail({ ...channel, to: enquiryMailTo(channel.to, lead) }, { ...enquiryMail(lead), headers: { 'X-Enquiry-Id': lead.enquiry._id } }, `${stamp}-${lead.enquiry._id}`);
}
