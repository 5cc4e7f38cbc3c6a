/**
 * Shares the page (SPEC §2): the device's share sheet where the browser has one, otherwise the
 * address is copied to the clipboard. Closing the share sheet without sharing is the visitor's
 * choice, not a failure, so it shows nothing.
 */
import toast from 'react-hot-toast';
import { MESSAGES } from '../lib/messages';

interface Props {
  title: string;
}

export default function ShareButton({ title }: Props) {
  const share = async () => {
    const url = window.location.href.split('#')[0];
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url });
      } else {
        await navigator.clipboard.writeText(url);
        toast.success(MESSAGES.linkCopied);
      }
    } catch (error) {
      if ((error as Error | null)?.name !== 'AbortError') toast.error(MESSAGES.shareFailed);
    }
  };

  return (
    <button
      type="button"
      onClick={share}
      className="inline-flex min-h-11 flex-wrap items-center justify-center gap-2 rounded-md border border-zinc-300 bg-white px-4 py-2.5 font-medium text-zinc-800 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="18" cy="5" r="2.5" />
        <circle cx="6" cy="12" r="2.5" />
        <circle cx="18" cy="19" r="2.5" />
        <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
      </svg>
      Share
    </button>
  );
}
