/**
 * What the lead desk's alert and reminder say and where they go (docs/spec.md §23.3, §23.4): a lead
 * unanswered for RESPONSE_ALERT_MINUTES business minutes ('enquiry.unanswered') and a follow-up
 * whose time has come ('enquiry.follow_up_due'), by mail to the lead's owner (the team when it has
 * none) and by webhook. A buyer's request at their own link (docs/spec.md §26.3) goes the same way
 * ('enquiry.consent_withdrawn', 'enquiry.erasure_asked'). Queued by ./lead-alerts.ts, sent by the
 * enquiry outbox (./deliveries.ts).
 */
import { businessHours, businessMinutesBetween, minutesText } from '../../lib/business-hours';
import { formatBusinessTime, isoWithOffset } from '../../lib/business-time';
import { escapeHtml } from '../../lib/html';
import { phoneText } from '../../lib/phone';
import { absoluteUrl, adminListPath } from '../../lib/public-address';
import { siteConfig } from '../../lib/site';
import type { EnquiryStatus } from '../../lib/types';
import { query } from '../db/db';
import { personOrTeamMailChannel, requireWebhookChannel } from '../notifications/channels';
import { heading, link, mailHtml, multiline, paragraph, phoneLink, row, subheading, table } from '../notifications/mail-html';
import { sendMail, type OutgoingMail } from '../notifications/mail-transport';
import { postWebhook } from '../notifications/webhook';
import { leadLinks, ownerLabel, productLabel, type Lead } from './lead';

/** What a buyer asked at their own link (docs/spec.md §26.3). */
export type BuyerRequestEvent = 'enquiry.consent_withdrawn' | 'enquiry.erasure_asked';
export type DeskEvent = 'enquiry.unanswered' | 'enquiry.follow_up_due' | BuyerRequestEvent;

/** A buyer's request: what happened, and what the team does about it. */
const BUYER_REQUESTS: Record<BuyerRequestEvent, { headline: string; todo: string }> = {
  'enquiry.consent_withdrawn': {
    headline: 'Consent withdrawn by the buyer',
    todo: 'The site sends the buyer nothing more. Please do not call or message them about this lead.',
  },
  'enquiry.erasure_asked': {
    headline: 'Erasure asked for by the buyer',
    todo: 'The buyer withdrew consent and asked for their data to be erased. An admin erases it under Personal Data in the admin panel.',
  },
};

const buyerRequest = (event: DeskEvent) => (event in BUYER_REQUESTS ? BUYER_REQUESTS[event as BuyerRequestEvent] : null);

/** An alert or a reminder about a lead, with what it tells beyond the enquiry. */
export interface DeskNotice {
  event: DeskEvent;
  /** The lead, with its owner (null: none). */
  lead: Lead;
  status: EnquiryStatus;
  /** The lead's latest note ('' when none). */
  note: string;
  /** enquiry.unanswered: the business minutes the lead had waited when the alert was queued. */
  waitingMinutes: number | null;
  /** enquiry.follow_up_due: the follow-up time it reminds of. */
  followUpAt: Date | null;
}

interface DeskRow {
  status: EnquiryStatus;
  note: string;
  unanswered_alerted_at: Date | null;
}

/** The notice a queued delivery tells (its lead as ./deliveries.ts loads it); null when the enquiry is gone. */
export async function deskNotice(lead: Lead, event: DeskEvent, followUpAt: Date | null): Promise<DeskNotice | null> {
  const [desk] = await query<DeskRow>('select status, note, unanswered_alerted_at from enquiries where id = $1', [lead.enquiry._id]);
  if (!desk) return null;
  return {
    event,
    lead,
    status: desk.status,
    note: desk.note,
    // As at the alert's queueing, so every retry says the same.
    waitingMinutes:
      event === 'enquiry.unanswered' && desk.unanswered_alerted_at
        ? businessMinutesBetween(new Date(lead.enquiry.createdAt), desk.unanswered_alerted_at, businessHours())
        : null,
    followUpAt: event === 'enquiry.follow_up_due' ? followUpAt : null,
  };
}

/** The notice's first line, for people: what happened and what to do. */
function headline(notice: DeskNotice): string {
  const request = buyerRequest(notice.event);
  if (request) return request.headline;
  if (notice.event === 'enquiry.unanswered') return `Unanswered for ${minutesText(notice.waitingMinutes ?? 0)} of business hours`;
  return `Follow-up due ${notice.followUpAt ? formatBusinessTime(notice.followUpAt) : 'now'}`;
}

const ownerText = ({ owner }: Lead) => (owner ? `Owner: ${owner.name}` : 'No owner: whoever is free, please take it.');

/** Where an admin finds the buyers' requests (docs/spec.md §26.3). */
const requestsUrl = () => absoluteUrl(siteConfig(process.env).siteUrl, adminListPath('personal-data'));

export function deskMail(notice: DeskNotice): OutgoingMail {
  const { lead } = notice;
  const { enquiry } = lead;
  const links = leadLinks(lead);
  const product = productLabel(lead);
  const sent = formatBusinessTime(new Date(enquiry.createdAt));
  // A buyer's request repeats no more of what they wrote than the team needs to know the lead.
  const request = buyerRequest(notice.event);
  const erasure = notice.event === 'enquiry.erasure_asked' ? requestsUrl() : null;
  const text = [
    `${headline(notice)}: ${product} from ${enquiry.name}`,
    ownerText(lead),
    request ? request.todo : null,
    '',
    `Name:      ${enquiry.name}`,
    `Phone:     ${phoneText(enquiry.phone)}`,
    `Reference: ${enquiry.reference}`,
    `Status:    ${notice.status}`,
    `Sent:      ${sent}`,
    notice.note ? `Note:      ${notice.note}` : null,
    ...(request ? [] : ['', 'Message:', enquiry.message]),
    '',
    `This lead: ${links.leadUrl}`,
    erasure ? `Requests from buyers: ${erasure}` : `All enquiries: ${links.adminUrl}`,
  ]
    .filter((line) => line !== null)
    .join('\n');
  const productHtml = links.productUrl ? link(links.productUrl, escapeHtml(product)) : escapeHtml(product);
  const html = mailHtml([
    heading(`${escapeHtml(headline(notice))}: ${productHtml} from ${escapeHtml(enquiry.name)}`),
    paragraph(escapeHtml(ownerText(lead))),
    request ? paragraph(escapeHtml(request.todo)) : null,
    table([
      row('Name', escapeHtml(enquiry.name)),
      row('Phone', phoneLink(enquiry.phone)),
      row('Reference', escapeHtml(enquiry.reference)),
      row('Status', escapeHtml(notice.status)),
      row('Sent', escapeHtml(sent)),
      notice.note ? row('Note', multiline(notice.note)) : null,
    ]),
    ...(request ? [] : [subheading('Message'), paragraph(multiline(enquiry.message))]),
    paragraph(link(links.leadUrl, 'Open this lead in the admin panel')),
    erasure ? paragraph(link(erasure, 'Open the requests from buyers')) : paragraph(link(links.adminUrl, 'Open all enquiries in the admin panel')),
  ]);
  const subject = request
    ? `${request.headline}: ${product} from ${enquiry.name}`
    : notice.event === 'enquiry.unanswered'
      ? `Unanswered for ${minutesText(notice.waitingMinutes ?? 0)}: ${product} from ${enquiry.name}`
      : `Follow-up due: ${product} from ${enquiry.name}`;
  return {
    // Header fields cannot hold line breaks.
    subject: subject.replace(/[\r\n]+/g, ' '),
    text,
    html,
    headers: { 'X-Enquiry-Id': enquiry._id, 'X-Enquiry-Event': notice.event },
  };
}

export function deskPayload(notice: DeskNotice) {
  const { lead } = notice;
  const links = leadLinks(lead);
  return {
    event: notice.event,
    // One line for chat tools that show `text`.
    text: `${headline(notice)}: ${productLabel(lead)} from ${lead.enquiry.name}, ${phoneText(lead.enquiry.phone)}. Owner: ${ownerLabel(lead)}`,
    enquiry: lead.enquiry,
    product: lead.product && { ...lead.product, url: links.productUrl },
    // As the new lead's webhook names it (./enquiry-webhook.ts).
    owner: lead.owner && { _id: lead.owner._id, name: lead.owner.name },
    status: notice.status,
    note: notice.note,
    ...(notice.event === 'enquiry.unanswered' && { waitingMinutes: notice.waitingMinutes }),
    ...(notice.event === 'enquiry.follow_up_due' && { followUpAt: notice.followUpAt && isoWithOffset(notice.followUpAt) }),
    adminUrl: links.adminUrl,
    leadUrl: links.leadUrl,
  };
}

/** Sends one queued alert or reminder on its channel; a failure throws, to be retried. */
export async function sendDeskNotice(notice: DeskNotice, channel: 'email' | 'webhook', deliveryId: string): Promise<void> {
  if (channel === 'webhook') return postWebhook(requireWebhookChannel(), deskPayload(notice), deliveryId);
  const stem = `${notice.event}-${notice.lead.enquiry._id}${notice.followUpAt ? `-${notice.followUpAt.toISOString().replace(/[:.]/g, '-')}` : ''}`;
  await sendMail(personOrTeamMailChannel(notice.lead.owner?.email ?? null), deskMail(notice), stem);
}
