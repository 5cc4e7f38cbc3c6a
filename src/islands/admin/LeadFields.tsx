/**
 * Everything a lead says (SPEC §21.8): the product (a link to its page, or "N/A" once it is gone),
 * the buyer's phone, email (when given), address and message, when it came in business time,
 * where it came from, and how its notifications went.
 */
import type { ReactNode } from 'react';
import { MESSAGES } from '../../lib/messages';
import type { LeadSource } from '../../lib/lead-source';
import type { AdminEnquiry } from '../../lib/types';
import { useBusinessTimeZone } from './business-time-zone';
import DeliveryStates from './DeliveryStates';
import { formatDateTime } from './format';

/** Where the lead came from: its campaign tags and the site that sent it, or "Direct" when none. */
function sourceLines({ utmSource, utmMedium, utmCampaign, referrer }: LeadSource): string[] {
  const campaign = [utmSource, utmMedium, utmCampaign].filter(Boolean).join(' / ');
  const lines = [campaign, referrer ? `from ${referrer}` : ''].filter(Boolean);
  return lines.length ? lines : ['Direct'];
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 py-2 sm:grid sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-semibold text-zinc-600">{label}</dt>
      <dd className="min-w-0 text-zinc-900">{children}</dd>
    </div>
  );
}

export default function LeadFields({ lead }: { lead: AdminEnquiry }) {
  const zone = useBusinessTimeZone();
  return (
    <dl className="divide-y divide-zinc-200">
      <Field label="Product">
        {lead.productId ? (
          <a href={`/product/${lead.productId}`} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {lead.productName ?? lead.productId}
          </a>
        ) : (
          MESSAGES.missingProduct
        )}
      </Field>
      <Field label="Phone">{lead.phone}</Field>
      {/* Optional on the enquiry form: a row only when the buyer gave one. */}
      {lead.email && (
        <Field label="Email">
          <a href={`mailto:${lead.email}`} className="break-all font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {lead.email}
          </a>
        </Field>
      )}
      <Field label="Address">
        <span className="whitespace-pre-line">{lead.address}</span>
      </Field>
      <Field label="Message">
        <span className="whitespace-pre-line">{lead.message}</span>
      </Field>
      <Field label="Received">
        <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt, zone)}</time>
      </Field>
      <Field label="Source">
        {sourceLines(lead.source).map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </Field>
      <Field label="Notified">
        <DeliveryStates deliveries={lead.deliveries} />
      </Field>
    </dl>
  );
}
