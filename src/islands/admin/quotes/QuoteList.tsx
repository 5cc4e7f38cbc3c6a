/**
 * A lead's quotations (docs/spec.md §22), newest first: the number, where it stands in words (a
 * draft until it is mailed or shared), the total, the last day it holds, and the ways to share it:
 * its page and its PDF, a WhatsApp chat with the link, and the mail to the buyer (when the
 * quotation has their address). "Revise" makes the next version; a replaced quotation names the
 * one that replaced it and is shared no more.
 */
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-hot-toast';
import { api, failureMessage } from '../../../lib/browser/api';
import { QUOTE_MESSAGES } from '../../../lib/messages';
import { toPaise, formatRupees } from '../../../lib/price';
import type { Quote, QuoteStatus } from '../../../lib/quotes/types';
import { useBusinessTimeZone } from '../shared/business-time-zone';
import { SecondaryButton } from '../shared/form-parts';
import { ChatIcon, DownloadIcon, PencilIcon, PlusIcon } from '../shared/icons';
import { quoteWhatsAppHref } from '../shared/lead-contact';
import { formatDay } from './quote-draft';
import type { LoadedQuotes } from '../../hooks/use-quotes';

export const QUOTE_STATUS: Record<QuoteStatus, { label: string; badge: string }> = {
  draft: { label: 'Draft', badge: 'bg-zinc-100 text-zinc-800 ring-1 ring-zinc-300 ring-inset' },
  sent: { label: 'Sent', badge: 'bg-sky-100 text-sky-900' },
  viewed: { label: 'Viewed', badge: 'bg-violet-100 text-violet-900' },
  accepted: { label: 'Accepted', badge: 'bg-emerald-100 text-emerald-900' },
  changes_requested: { label: 'Changes requested', badge: 'bg-amber-100 text-amber-900' },
  expired: { label: 'Expired', badge: 'bg-zinc-200 text-zinc-800' },
  replaced: { label: 'Replaced', badge: 'bg-zinc-200 text-zinc-800' },
};

const actionClass = 'inline-flex min-h-11 items-center gap-2 rounded-md px-4 py-2 font-medium';
const plainAction = `${actionClass} border border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-50`;

/**
 * "Send on WhatsApp" goes through the desk's record of the share (GET /api/quotes/whatsapp, which
 * answers with the buyer's chat), carrying the chat's text as the desk writes it.
 */
export function quoteShareHref(quote: Quote): string {
  const text = new URL(quoteWhatsAppHref(quote)).searchParams.get('text') ?? '';
  return `/api/quotes/whatsapp?${new URLSearchParams({ quoteId: quote._id, text })}`;
}

/**
 * After a share or a mail the list is asked for again a few times: the share is recorded by the
 * new tab, the mail once the mail server has taken it, each a moment later.
 */
const REFRESH_AFTER_SEND_MS = [1000, 3000, 7000];

interface Props {
  loaded: LoadedQuotes;
  /** Asks for the list again. */
  onRetry: () => void;
  onMake: () => void;
  onRevise: (quote: Quote) => void;
}

function QuoteEntry({ quote, onRevise, onSent }: { quote: Quote; onRevise: (quote: Quote) => void; onSent: () => void }) {
  const zone = useBusinessTimeZone();
  const [emailing, setEmailing] = useState(false);
  const status = QUOTE_STATUS[quote.status];
  // A replaced quotation is no longer the offer; an expired one can no longer be accepted.
  const shareable = quote.status !== 'replaced' && quote.status !== 'expired';
  const revisable = quote.status !== 'replaced' && quote.status !== 'accepted';

  async function email(to: string) {
    setEmailing(true);
    const result = await api('/api/quotes/email', { json: { quoteId: quote._id } });
    setEmailing(false);
    if (result.success) {
      toast.success(QUOTE_MESSAGES.emailQueued(quote.number, to));
      onSent();
    }
    else toast.error(failureMessage(result, QUOTE_MESSAGES.emailFailed));
  }

  return (
    <li aria-labelledby={`quote-${quote._id}`} className="space-y-3 rounded-lg border border-zinc-200 p-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={`quote-${quote._id}`} className="font-bold text-zinc-900">
          {quote.number}
        </h3>
        <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${status.badge}`}>{status.label}</span>
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="text-zinc-600">Total</dt>
          <dd className="font-semibold text-zinc-900">{formatRupees(toPaise(quote.totals.total))}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-zinc-600">Valid until</dt>
          <dd className="text-zinc-900">
            <time dateTime={quote.validUntil}>{formatDay(quote.validUntil, zone)}</time>
          </dd>
        </div>
      </dl>
      {quote.replacedBy && <p className="text-sm text-zinc-700">Replaced by {quote.replacedBy.number}</p>}
      <div role="group" aria-label={`Quotation ${quote.number}`} className="flex flex-wrap gap-2">
        <a href={quote.url} target="_blank" rel="noopener noreferrer" className={plainAction}>
          Open
        </a>
        <a href={quote.pdfUrl} target="_blank" rel="noopener noreferrer" className={plainAction}>
          <DownloadIcon />
          PDF
        </a>
        {shareable && (
          <a href={quoteShareHref(quote)} onClick={onSent} target="_blank" rel="noopener noreferrer" className={`${actionClass} bg-emerald-700 text-white hover:bg-emerald-800`}>
            <ChatIcon />
            Send on WhatsApp
          </a>
        )}
        {shareable && quote.buyer.email && (
          <SecondaryButton onClick={() => void email(quote.buyer.email!)} disabled={emailing}>
            {emailing ? 'Sending…' : 'Send by email'}
          </SecondaryButton>
        )}
        {revisable && (
          <SecondaryButton onClick={() => onRevise(quote)}>
            <PencilIcon />
            Revise
          </SecondaryButton>
        )}
      </div>
    </li>
  );
}

/** Asks for the list again a few times after a send; none left pending once the list is gone. */
function useRefreshAfterSend(refresh: () => void): () => void {
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  return () => {
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current = REFRESH_AFTER_SEND_MS.map((ms) => window.setTimeout(refresh, ms));
  };
}

export default function QuoteList({ loaded, onRetry, onMake, onRevise }: Props) {
  const onSent = useRefreshAfterSend(onRetry);
  const make = (
    <button type="button" onClick={onMake} className={`${actionClass} bg-brand-600 font-semibold text-white hover:bg-brand-700`}>
      <PlusIcon />
      Make a quotation
    </button>
  );

  if (loaded.state === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-zinc-600">
        <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-zinc-300 border-t-brand-600" />
        Loading…
      </p>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <p className="flex flex-wrap items-center gap-3 py-4 text-zinc-700">
        The quotations could not be loaded.
        <SecondaryButton onClick={onRetry}>Try again</SecondaryButton>
      </p>
    );
  }
  if (loaded.items.length === 0) {
    return (
      <div className="space-y-3">
        <p className="text-zinc-700">{QUOTE_MESSAGES.empty}</p>
        {make}
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {make}
      <ul aria-label="Quotations, newest first" className="space-y-3">
        {loaded.items.map((quote) => (
          <QuoteEntry key={quote._id} quote={quote} onRevise={onRevise} onSent={onSent} />
        ))}
      </ul>
    </div>
  );
}
