/**
 * The acknowledgement to a buyer who gave an email (docs/spec.md §23.5): the machine, the
 * enquiry's reference, who will call, when (ENQUIRY_REPLY_PROMISE), and how to reach the seller
 * sooner: a call link to the first phone and a WhatsApp chat that names the reference. Sent from
 * ENQUIRY_EMAIL_FROM through the enquiry outbox (channel buyerEmail); a reply goes to the contact
 * address. Anyone can type any address on the form, so the mail repeats nothing the sender wrote
 * but their name. It carries the buyer's link to withdraw their consent or ask for erasure
 * (docs/spec.md §26.3, ../privacy/privacy-link.ts), the only mail that does.
 */
import { whatsAppLink } from '../../lib/chat-link';
import { escapeHtml } from '../../lib/html';
import { ENQUIRY_SENT_MESSAGES } from '../../lib/messages';
import { phoneText } from '../../lib/phone';
import { siteConfig, type SiteConfig } from '../../lib/site';
import { buyerMailChannel } from '../notifications/channels';
import { link, mailHtml, paragraph, phoneLink, row, table } from '../notifications/mail-html';
import { sendMail, type OutgoingMail } from '../notifications/mail-transport';
import { privacyLinkUrl } from '../privacy/privacy-link';
import { leadLinks, productLabel, type Lead } from './lead';

type Env = Record<string, string | undefined>;

/** Who will call the buyer: the lead's owner by name, else the company's sales team. */
export const whoWillCall = (lead: Lead, site: Pick<SiteConfig, 'companyName'>) =>
  lead.owner ? `${lead.owner.name}, ${site.companyName}` : `The ${site.companyName} sales team`;

/** A chat with the seller, the reference and the machine written in it for the buyer. */
const chatAboutEnquiry = (lead: Lead, site: SiteConfig) =>
  whatsAppLink(site.chatNumber, `Hi, about my enquiry ${lead.enquiry.reference} (${productLabel(lead)})`);

/** What the link to the buyer's own data is called, in the text and as the link's words. */
export const PRIVACY_LINK_TEXT = 'Withdraw your consent or ask us to erase your data';

/** The mail; `privacyUrl` is the buyer's link to their own data (docs/spec.md §26.3). */
export function acknowledgementMail(lead: Lead, privacyUrl: string, env: Env = process.env): OutgoingMail {
  const site = siteConfig(env);
  const { enquiry } = lead;
  const product = productLabel(lead);
  const { productUrl } = leadLinks(lead, env);
  const promise = ENQUIRY_SENT_MESSAGES.replyPromise(site.replyPromise);
  const caller = whoWillCall(lead, site);
  const phone = site.phones[0];
  const chat = chatAboutEnquiry(lead, site);
  const text = [
    `Dear ${enquiry.name},`,
    '',
    `Thank you for your enquiry about ${product}. ${promise}`,
    '',
    `Your reference:    ${enquiry.reference}`,
    `Who will call you: ${caller}`,
    `On your phone:     ${phoneText(enquiry.phone)}`,
    `Call us:           ${phoneText(phone)}`,
    `WhatsApp:          ${chat}`,
    productUrl ? `The machine:       ${productUrl}` : null,
    '',
    'Please quote your reference when you call or write to us.',
    '',
    `${PRIVACY_LINK_TEXT}: ${privacyUrl}`,
    '',
    'Regards,',
    site.companyName,
  ]
    .filter((line) => line !== null)
    .join('\n');
  const productHtml = productUrl ? link(productUrl, escapeHtml(product)) : escapeHtml(product);
  const html = mailHtml([
    paragraph(`Dear ${escapeHtml(enquiry.name)},`),
    paragraph(`Thank you for your enquiry about ${productHtml}. ${escapeHtml(promise)}`),
    table([
      row('Your reference', `<strong>${escapeHtml(enquiry.reference)}</strong>`),
      row('Who will call you', escapeHtml(caller)),
      row('On your phone', escapeHtml(phoneText(enquiry.phone))),
      row('Call us', phoneLink(phone)),
      row('WhatsApp', link(chat, 'Chat with us on WhatsApp')),
    ]),
    paragraph('Please quote your reference when you call or write to us.'),
    paragraph(link(privacyUrl, PRIVACY_LINK_TEXT)),
    paragraph(`Regards,<br>${escapeHtml(site.companyName)}`),
  ]);
  // Header fields cannot hold line breaks.
  const subject = `Your enquiry ${enquiry.reference}: ${product}`.replace(/[\r\n]+/g, ' ');
  return { subject, text, html, replyTo: site.email };
}

/** Sends the acknowledgement to the buyer's address; no way out for mail, it throws what to set, and the row is retried. */
export async function sendAcknowledgementMail(lead: Lead, env: Env = process.env): Promise<void> {
  if (!lead.enquiry.email) throw new Error('The enquiry has no buyer email.');
  const channel = buyerMailChannel(lead.enquiry.email, env);
  if (!channel) throw new Error('Email is not configured (set SMTP_URL).');
  const privacyUrl = await privacyLinkUrl(lead.enquiry._id, env);
  if (!privacyUrl) throw new Error('The enquiry no longer exists.');
  const stamp = lead.enquiry.createdAt.replace(/[:.]/g, '-');
  await sendMail(channel, acknowledgementMail(lead, privacyUrl, env), `${stamp}-${lead.enquiry._id}-acknowledgement`);
}
