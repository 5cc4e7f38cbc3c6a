/**
 * A form's short privacy notice (docs/spec.md §26.1) and the hidden field that sends its version
 * with the form (§26.2). The text is the page's (src/lib/privacy-notice.ts shortNotice, with the
 * seller's settings as the page was built); the link opens the full notice in a new tab, so what
 * was typed stays.
 */
import { CURRENT_NOTICE, NEW_TAB_TEXT, NOTICE_LINK_TEXT } from '../../lib/notice-versions';
import { PRIVACY_PAGE } from '../../lib/public-address';

export default function PrivacyNotice({ text }: { text: string }) {
  return (
    <>
      <input type="hidden" name="noticeVersion" value={CURRENT_NOTICE.version} />
      <p className="text-xs leading-snug text-zinc-600">
        {text}{' '}
        <a href={PRIVACY_PAGE} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
          {NOTICE_LINK_TEXT}
          <span className="sr-only">{NEW_TAB_TEXT}</span>
        </a>
      </p>
    </>
  );
}
