/**
 * The top of one lead (SPEC §21.8): the buyer's name as the screen's heading (isolated, `<bdi>`, so
 * a direction mark in it turns nothing around it), the reference the buyer quotes (docs/spec.md
 * §23.5), the status, the repeat links ("Repeat of the
 * first lead" on a repeat, "Repeat ×N" on a lead that others repeat) and the one-tap actions.
 */
import type { Ref } from 'react';
import type { AdminEnquiry } from '../../../lib/types';
import type { ContactKind } from '../../../lib/validation/enquiry-update';
import { inPlace } from '../shared/admin-navigation';
import LeadActions from './LeadActions';
import { leadDeskHref } from './lead-desk-query';
import { RepeatBadge, StatusBadge } from './lead-badges';

function RepeatInfo({ lead }: { lead: AdminEnquiry }) {
  const firstLead = lead.repeatOf && leadDeskHref({ lead: lead.repeatOf });
  return (
    <>
      {firstLead && (
        <span>
          Repeat of{' '}
          <a href={firstLead} onClick={inPlace(firstLead)} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
            the first lead
          </a>
        </span>
      )}
      {lead.repeatCount > 0 && <RepeatBadge enquiry={lead} />}
    </>
  );
}

interface Props {
  lead: AdminEnquiry;
  headingRef?: Ref<HTMLHeadingElement>;
  /** A call or WhatsApp tap, to record. */
  onContact?: (contact: ContactKind) => void;
}

export default function LeadHeader({ lead, headingRef, onContact }: Props) {
  return (
    <header className="space-y-3">
      <h1 id={`lead-${lead._id}`} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-brand-900 outline-none sm:text-2xl">
        <bdi>{lead.name}</bdi>
      </h1>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-zinc-700">
        <span className="tabular-nums">{lead.reference}</span>
        <StatusBadge status={lead.status} />
        <RepeatInfo lead={lead} />
      </div>
      <LeadActions lead={lead} onContact={onContact} />
    </header>
  );
}
