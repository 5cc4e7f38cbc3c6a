/**
 * What a lead is worth (docs/spec.md §23.6): its latest quotation's total (revisions included), in
 * rupees as the quotations show them. In the list under the status; on the lead with the
 * quotation's number, or "Not quoted yet".
 */
import { formatRupees } from '../../../lib/price';
import type { AdminEnquiry } from '../../../lib/types';

type Quoted = Pick<AdminEnquiry, 'latestQuote'>;

/** The list's line: the value alone (nothing for a lead without a quotation). */
export function QuoteValue({ lead }: { lead: Quoted }) {
  if (!lead.latestQuote) return null;
  return (
    <span className="mt-1 block whitespace-nowrap font-medium tabular-nums text-zinc-900" title={`Latest quotation ${lead.latestQuote.number}`}>
      <span className="sr-only">Latest quotation: </span>
      {formatRupees(lead.latestQuote.totalPaise)}
    </span>
  );
}

/** The lead's field: the value and the quotation it comes from. */
export function QuoteValueField({ lead }: { lead: Quoted }) {
  if (!lead.latestQuote) return <span className="text-zinc-500">Not quoted yet</span>;
  return (
    <>
      <span className="font-semibold tabular-nums">{formatRupees(lead.latestQuote.totalPaise)}</span>{' '}
      <span className="text-zinc-600">(latest quotation, {lead.latestQuote.number})</span>
    </>
  );
}
