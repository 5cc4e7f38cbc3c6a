/**
 * The privacy notice (docs/spec.md §26.1): its version, the settings it names, and the short
 * notice each form that collects personal data carries, linked to the full one at /privacy.
 * Shared by the pages as they are built and the functions' own pages. The islands import
 * ./notice-versions.ts alone (re-exported here), since the site's settings (./site.ts) reach zod
 * through ./phone.ts: a notice must not cost a page the form rules' script.
 */
import { escapeHtml } from './html';
import { PRIVACY_PAGE } from './public-address';
import { CURRENT_NOTICE, NEW_TAB_TEXT, NOTICE_LINK_TEXT } from './notice-versions';
import { siteConfig } from './site';

export * from './notice-versions';

/** What the notices name that is the seller's to set (docs/spec.md §20, §26). */
export interface PrivacySettings {
  /** Who answers a buyer's grievance: GRIEVANCE_OFFICER_NAME, else "Grievance Officer, {company}". */
  grievanceOfficer: string;
  /** Where to write to them: GRIEVANCE_EMAIL, else the contact email. */
  grievanceEmail: string;
  /** Months a lead that never became an order is kept after its last activity (docs/spec.md §26.5). */
  leadRetentionMonths: number;
}

/** LEAD_RETENTION_MONTHS unset, and the most it may be. */
export const DEFAULT_LEAD_RETENTION_MONTHS = 36;
export const LEAD_RETENTION_MAX_MONTHS = 120;

type Env = Record<string, string | undefined>;

/**
 * LEAD_RETENTION_MONTHS: whole months from 1 to 120, 36 when unset; another value stops the build
 * (and whatever reads it), naming the variable, rather than telling buyers something untrue.
 */
export function leadRetentionMonths(env: Env): number {
  const raw = env.LEAD_RETENTION_MONTHS?.trim();
  if (!raw) return DEFAULT_LEAD_RETENTION_MONTHS;
  const months = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  if (!(months >= 1 && months <= LEAD_RETENTION_MAX_MONTHS)) {
    throw new Error(`LEAD_RETENTION_MONTHS must be a whole number of months from 1 to ${LEAD_RETENTION_MAX_MONTHS} (it is "${raw}").`);
  }
  return months;
}

export function privacySettings(env: Env): PrivacySettings {
  const site = siteConfig(env);
  return {
    grievanceOfficer: env.GRIEVANCE_OFFICER_NAME?.trim() || `Grievance Officer, ${site.companyName}`,
    grievanceEmail: env.GRIEVANCE_EMAIL?.trim() || site.email,
    leadRetentionMonths: leadRetentionMonths(env),
  };
}

/** Months GST law keeps an order's records: from the due date of the year's annual return (CGST Act 2017, section 36). */
export const TAX_RECORD_MONTHS = 72;

/** Where data is collected, each with its short notice. */
export type NoticePlace = 'enquiry' | 'signUp' | 'quotation';

/**
 * The short notice of a place, in plain words and a few lines on a phone: the data itemised, why,
 * and for how long; its renderers add NOTICE_LINK_TEXT linked to the full notice.
 */
export function shortNotice(place: NoticePlace, { leadRetentionMonths }: Pick<PrivacySettings, 'leadRetentionMonths'>): string {
  const kept = `${leadRetentionMonths} months after our last contact, or ${TAX_RECORD_MONTHS} months once you order, as tax law requires.`;
  switch (place) {
    case 'enquiry':
      return `We keep your name, mobile number, email, address, message and the machine you ask about, to answer you, quote and deliver: ${kept}`;
    case 'quotation':
      return `This page holds the name, mobile number, email, address and GSTIN our sales team took from your enquiry, to quote and deliver: ${kept}`;
    case 'signUp':
      return 'We keep your name, email, your photo if you add one and a hash of your password (never the password), to sign you in, until you ask us to delete the account.';
  }
}

/**
 * A place's short notice as the functions' pages (no script) print it, with the form's hidden
 * `noticeVersion`: the version this page shows, whatever a refused post had sent.
 */
export function shortNoticeHtml(place: NoticePlace, settings: Pick<PrivacySettings, 'leadRetentionMonths'>): string {
  return `<p class="privacy-notice">${escapeHtml(shortNotice(place, settings))} <a href="${PRIVACY_PAGE}" target="_blank" rel="noopener">${NOTICE_LINK_TEXT}<span class="visually-hidden">${NEW_TAB_TEXT}</span></a></p>`;
}

/** The hidden field of a form that carries its notice's version (docs/spec.md §26.2). */
export const noticeVersionInputHtml = () => `<input type="hidden" name="noticeVersion" value="${escapeHtml(CURRENT_NOTICE.version)}">`;
