/** A lead's status and its repeat mark, drawn alike in the list and on the lead's own page. */
import type { AdminEnquiry } from '../../../lib/types';
import { STATUS_STYLE } from './lead-status';

export function StatusBadge({ status }: { status: AdminEnquiry['status'] }) {
  return <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[status].badge}`}>{status}</span>;
}

export function RepeatBadge({ enquiry }: { enquiry: Pick<AdminEnquiry, 'repeatCount' | 'repeatOf'> }) {
  if (enquiry.repeatCount > 0) {
    return <span className="inline-block rounded bg-orange-100 px-2 py-0.5 text-xs font-semibold text-orange-900">Repeat ×{enquiry.repeatCount}</span>;
  }
  if (enquiry.repeatOf) return <span className="inline-block rounded bg-zinc-100 px-2 py-0.5 text-xs font-semibold text-zinc-700">Repeat</span>;
  return null;
}
