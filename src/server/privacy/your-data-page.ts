/**
 * The buyer's page of their own data, /your-data/<token> (docs/spec.md §26.3): which enquiry it
 * is (its reference, the machine, the day), what is kept of it and for how long, and the two
 * requests as plain forms posting to the page's own address, answered 303 back to it. No script;
 * the function pages' stylesheet (public/form-page.css) and shell (../http/form-page.ts).
 */
import { formatBusinessDate } from '../../lib/business-time';
import { escapeHtml } from '../../lib/html';
import { privacySettings, TAX_RECORD_MONTHS } from '../../lib/privacy-notice';
import { PRIVACY_PAGE } from '../../lib/public-address';
import { PRODUCT_GONE } from '../enquiries/lead';
import { formPage, linkNotFoundPage, noticeHtml } from '../http/form-page';
import type { LeadAtLink, PrivacyRequestKind } from './privacy-link';

/** The forms' `intent`: withdraw consent, or withdraw it and ask for erasure. */
export const YOUR_DATA_INTENTS = ['withdraw', 'erase'] as const satisfies readonly PrivacyRequestKind[];

/** What the page says after a post (?done=…): recorded now, or already before. */
export type YourDataDone = 'withdrawn' | 'erasure' | 'already';

/** The buttons, word for word (docs/spec.md §26.3). */
export const YOUR_DATA_BUTTONS: Record<PrivacyRequestKind, string> = {
  withdraw: 'Withdraw my consent',
  erase: 'Withdraw and erase my data',
};

/** What the page says, word for word (docs/spec.md §26.3). */
export const YOUR_DATA_MESSAGES = {
  withdrawn: 'Thank you. Your consent is withdrawn: we will send you nothing more, and our sales team will not contact you about this enquiry.',
  erasure:
    'Thank you. Your consent is withdrawn and your request to erase your data has reached us. We will erase it, keeping only what the law requires us to keep.',
  already: 'This request was already recorded. There is nothing more to do.',
  unknownIntent: `Choose "${YOUR_DATA_BUTTONS.withdraw}" or "${YOUR_DATA_BUTTONS.erase}".`,
  notFound: 'This link is not valid. Please check the link in the mail we sent you, or write to us.',
} as const;

export interface YourDataPageOptions {
  lead: LeadAtLink;
  /** The page's own path, where its forms post. */
  path: string;
  status: number;
  done?: YourDataDone | null;
  /** A refused post's reason, at the top. */
  notice?: string;
  headers?: HeadersInit;
}

const day = (at: Date) => escapeHtml(formatBusinessDate(at));

/** The confirmation of ?done=, only when the lead bears it out (a link cannot fake one). */
function doneHtml(lead: LeadAtLink, done: YourDataDone | null | undefined): string {
  const happened = { withdrawn: lead.consentWithdrawnAt !== null, erasure: Boolean(lead.asked.erase), already: lead.consentWithdrawnAt !== null };
  if (!done || !happened[done]) return '';
  return `<div role="status" class="sent"><p>${escapeHtml(YOUR_DATA_MESSAGES[done])}</p></div>`;
}

/** Where the lead stands: what the buyer asked, and when. */
function standingHtml(lead: LeadAtLink): string {
  const lines = [
    lead.consentWithdrawnAt && `You withdrew your consent on ${day(lead.consentWithdrawnAt)}.`,
    lead.asked.erase && `You asked us to erase your data on ${day(lead.asked.erase)}.`,
    lead.erasedAt && `Your data was erased on ${day(lead.erasedAt)}.`,
  ].filter(Boolean);
  return lines.length ? `<p class="hint">${lines.join(' ')}</p>` : '';
}

function keptHtml(): string {
  const { leadRetentionMonths, grievanceOfficer, grievanceEmail } = privacySettings(process.env);
  return `<h2>What we keep</h2>
<p>With this enquiry we keep your name, mobile number, email, address and message, and our sales team's notes of it, to answer your enquiry, quote and deliver. We keep them ${leadRetentionMonths} months after our last contact; once you order, the order, its invoices and payments are kept ${TAX_RECORD_MONTHS} months, as GST law requires.</p>
<p class="links"><a href="${PRIVACY_PAGE}">Our privacy notice</a> says more. Questions or a complaint: ${escapeHtml(grievanceOfficer)}, <a href="mailto:${escapeHtml(grievanceEmail)}">${escapeHtml(grievanceEmail)}</a>.</p>`;
}

function formHtml(path: string, intent: PrivacyRequestKind, title: string, explanation: string): string {
  return `<h2>${escapeHtml(title)}</h2>
<p>${escapeHtml(explanation)}</p>
<form method="post" action="${escapeHtml(path)}">
<input type="hidden" name="intent" value="${intent}">
<button type="submit">${escapeHtml(YOUR_DATA_BUTTONS[intent])}</button>
</form>`;
}

/** The requests the lead still takes: none once erasure is asked for or done. */
function formsHtml(lead: LeadAtLink, path: string): string {
  if (lead.erasedAt || lead.asked.erase) return '';
  return [
    lead.consentWithdrawnAt
      ? ''
      : formHtml(path, 'withdraw', 'Withdraw your consent', 'We stop using your data for this enquiry: no more calls, messages or mails from us about it.'),
    formHtml(
      path,
      'erase',
      'Ask us to erase your data',
      'Your consent is withdrawn too, and we erase your name, mobile number, email, address and messages from every enquiry made with this mobile number, keeping only what the law requires: orders, their invoices and payments.',
    ),
  ].join('\n');
}

export function yourDataPage({ lead, path, status, done, notice, headers }: YourDataPageOptions): Response {
  const product = lead.productName ?? PRODUCT_GONE;
  const body = `<p class="product">Enquiry ${escapeHtml(lead.reference)} about ${escapeHtml(product)}, sent on ${day(lead.createdAt)}.</p>
${doneHtml(lead, done)}
${noticeHtml(notice)}
${standingHtml(lead)}
${formsHtml(lead, path)}
${keptHtml()}`;
  return formPage({ status, heading: 'Your data', body, headers });
}

/** A link that names no lead: a clear page, and how to reach the seller. */
export const yourDataNotFoundPage = (headers?: HeadersInit) => linkNotFoundPage('Link not found', YOUR_DATA_MESSAGES.notFound, headers);
