/**
 * The lead list's rows (SPEC §21.8): per lead who (a link to the lead, its reference, a call link, "Repeat ×N",
 * and "Make a quotation", straight to the lead's quotation form, docs/spec.md §22), which machine,
 * when it came (and how long it has waited, unanswered: docs/spec.md §23.3), its status with its
 * latest quotation's value (docs/spec.md §23.6), its owner
 * (docs/spec.md §23.2) and its next follow-up. Fixed column shares, so that text wraps between
 * words and a word breaks only when it is longer than its column. What buyers wrote is isolated
 * (`<bdi>`): a direction mark in a name turns only that name, never the text after it (SPEC §14.6).
 */
import { MESSAGES } from '../../../lib/messages';
import { phoneText, telHref } from '../../../lib/phone';
import type { AdminEnquiry } from '../../../lib/types';
import AdminTable, { type Column } from '../shared/AdminTable';
import { inPlace } from '../shared/admin-navigation';
import { useBusinessTimeZone } from '../shared/business-time-zone';
import { leadDeskHref } from './lead-desk-query';
import { RepeatBadge, StatusBadge } from './lead-badges';
import { followUpOf, receivedText } from './lead-times';
import { QuoteValue } from './QuoteValue';
import { WaitingText } from './ResponseTime';

const FOLLOW_UP_STYLE = { overdue: 'font-semibold text-red-700', today: 'font-semibold text-amber-800', later: 'text-zinc-700' } as const;

export function FollowUpText({ value }: { value: string | null }) {
  const zone = useBusinessTimeZone();
  const followUp = followUpOf(value, zone);
  if (!followUp) return <span className="text-zinc-500">None</span>;
  return (
    <time dateTime={value!} className={FOLLOW_UP_STYLE[followUp.state]}>
      {followUp.state === 'overdue' && 'Overdue: '}
      {followUp.state === 'today' && 'Today: '}
      {followUp.text}
    </time>
  );
}

/** Who owns the lead (docs/spec.md §23.2), or that nobody does. */
export function OwnerText({ lead }: { lead: Pick<AdminEnquiry, 'ownerName'> }) {
  return lead.ownerName ? <bdi>{lead.ownerName}</bdi> : <span className="text-zinc-500">Unassigned</span>;
}

interface Props {
  caption: string;
  leads: AdminEnquiry[];
  loading: boolean;
}

export default function LeadRows({ caption, leads, loading }: Props) {
  const zone = useBusinessTimeZone();
  const now = new Date();
  const columns: Column<AdminEnquiry>[] = [
    {
      header: 'Buyer',
      width: '24%',
      cell: (e) => {
        const href = leadDeskHref({ lead: e._id });
        const quoteHref = leadDeskHref({ lead: e._id, quote: 'new' });
        return (
          <div className="space-y-0.5">
            <a href={href} onClick={inPlace(href)} className="inline-block max-w-full py-0.5 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
              <bdi>{e.name}</bdi>
            </a>{' '}
            <RepeatBadge enquiry={e} />
            <span className="block text-sm tabular-nums text-zinc-600">{e.reference}</span>
            <a href={telHref(e.phone)} className="block w-fit whitespace-nowrap py-0.5 text-zinc-700 underline-offset-2 hover:underline">
              {phoneText(e.phone)}
            </a>
            <a href={quoteHref} onClick={inPlace(quoteHref)} className="block w-fit py-0.5 text-brand-700 underline underline-offset-2 hover:text-brand-900">
              Make a quotation
            </a>
          </div>
        );
      },
    },
    { header: 'Product', width: '20%', cell: (e) => e.productName ?? MESSAGES.missingProduct },
    {
      header: 'Received',
      width: '16%',
      cell: (e) => (
        <>
          <time dateTime={e.createdAt}>{receivedText(e.createdAt, zone, now)}</time>
          <WaitingText lead={e} className="block" />
        </>
      ),
    },
    {
      header: 'Status',
      width: '11%',
      cell: (e) => (
        <>
          <StatusBadge status={e.status} />
          <QuoteValue lead={e} />
        </>
      ),
    },
    { header: 'Owner', width: '15%', cell: (e) => <OwnerText lead={e} /> },
    { header: 'Follow-up', width: '14%', cell: (e) => <FollowUpText value={e.nextFollowUpAt} /> },
  ];
  return (
    <AdminTable
      caption={caption}
      columns={columns}
      rows={leads}
      rowKey={(e) => e._id}
      loading={loading}
      emptyText={MESSAGES.enquiriesEmpty}
    />
  );
}
