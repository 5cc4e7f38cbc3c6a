/**
 * Everything a lead says (SPEC §21.8): the product (a link to its page, or "N/A" once it is gone),
 * the buyer's phone, email (when given), address and message, when it came in business time, its
 * first response (docs/spec.md §23.3), its value (the latest quotation's, docs/spec.md §23.6), where
 * it came from, and how its notifications went. What the buyer (or the address they came
 * from) wrote is isolated (`<bdi>`), so a direction mark in it turns nothing around it.
 */
import { Fragment, type ReactNode } from 'react';
import { MESSAGES } from '../../../lib/messages';
import type { LeadSource } from '../../../lib/lead-source';
import { phoneText } from '../../../lib/phone';
import { productPath } from '../../../lib/public-address';
import { sourceDisplayName } from '../../../lib/share-links';
import type { AdminEnquiry } from '../../../lib/types';
import { useBusinessTimeZone } from '../shared/business-time-zone';
import DeliveryStates from './DeliveryStates';
import { QuoteValueField } from './QuoteValue';
import { formatDateTime } from '../shared/format';
import { FirstResponse } from './ResponseTime';

/**
 * Where the lead came from, or "Direct" when nothing says: its source by the lead desk's names
 * ("whatsapp" is "WhatsApp", docs/spec.md §25.7; another as it came), medium and campaign, and the
 * site that sent it.
 */
function Source({ source: { utmSource, utmMedium, utmCampaign, referrer } }: { source: LeadSource }) {
  const tags: ReactNode[] = [];
  if (utmSource) tags.push(<bdi>{sourceDisplayName(utmSource)}</bdi>);
  if (utmMedium) tags.push(<bdi>{utmMedium}</bdi>);
  if (utmCampaign) tags.push(<>campaign <bdi>{utmCampaign}</bdi></>);
  if (!tags.length && !referrer) return <>Direct</>;
  return (
    <>
      {tags.length > 0 && (
        <span className="block">
          {tags.map((tag, i) => (
            <Fragment key={i}>
              {i > 0 && ', '}
              {tag}
            </Fragment>
          ))}
        </span>
      )}
      {referrer && (
        <span className="block">
          from <bdi>{referrer}</bdi>
        </span>
      )}
    </>
  );
}

/** A labelled row of a lead's list of facts (also LeadPersonalData's). */
export function Field({ label, children }: { label: string; children: ReactNode }) {
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
          <a href={productPath(lead.productId)} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {lead.productName ?? lead.productId}
          </a>
        ) : (
          MESSAGES.missingProduct
        )}
      </Field>
      <Field label="Phone">
        <span className="whitespace-nowrap">{phoneText(lead.phone)}</span>
      </Field>
      {/* Optional on the enquiry form: a row only when the buyer gave one. */}
      {lead.email && (
        <Field label="Email">
          <a href={`mailto:${lead.email}`} className="break-all font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
            <bdi>{lead.email}</bdi>
          </a>
        </Field>
      )}
      <Field label="Address">
        <bdi className="whitespace-pre-line">{lead.address}</bdi>
      </Field>
      <Field label="Message">
        <bdi className="whitespace-pre-line">{lead.message}</bdi>
      </Field>
      <Field label="Received">
        <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt, zone)}</time>
      </Field>
      <Field label="First response">
        <FirstResponse lead={lead} />
      </Field>
      <Field label="Value">
        <QuoteValueField lead={lead} />
      </Field>
      <Field label="Source">
        <Source source={lead.source} />
      </Field>
      <Field label="Notified">
        <DeliveryStates deliveries={lead.deliveries} />
      </Field>
    </dl>
  );
}
