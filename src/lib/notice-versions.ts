/**
 * The privacy notice's versions and the words of its link (docs/spec.md §26.1, §26.2), with no
 * import: what the islands that show a notice and the rule that judges a posted version need
 * (./privacy-notice.ts has the rest, and re-exports this).
 */

export interface NoticeVersion {
  /** What a form sends as `noticeVersion` and what a lead or an account keeps (at most 40 characters). */
  version: string;
  /** The day it took effect, 'YYYY-MM-DD'. */
  date: string;
}

/**
 * Every version the site has shown, the current one last. A new wording gets a new version; the
 * earlier ones stay here, so a page built before a change still records the version it showed
 * (their wording is in the history of ./privacy-notice.ts and of docs/spec.md §26.1).
 */
export const NOTICE_VERSIONS: readonly NoticeVersion[] = [{ version: '2026-12-07', date: '2026-12-07' }];

export const CURRENT_NOTICE: NoticeVersion = NOTICE_VERSIONS[NOTICE_VERSIONS.length - 1];

/** A version's day as the notice says it: '7 December 2026'. */
export const noticeDateText = ({ date }: NoticeVersion): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export const isKnownNoticeVersion = (version: string): boolean => NOTICE_VERSIONS.some((known) => known.version === version);

/** The link every short notice ends with, to PRIVACY_PAGE (src/lib/public-address.ts). */
export const NOTICE_LINK_TEXT = 'Privacy notice';

/** What a screen reader hears after NOTICE_LINK_TEXT: the notice opens beside the form, which keeps what was typed. */
export const NEW_TAB_TEXT = ' (opens in a new tab)';
