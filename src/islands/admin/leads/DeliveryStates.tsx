/** How an enquiry's notifications went, one line per channel: sent, queued, retrying (why), failed (why). */
import type { EnquiryDelivery } from '../../../lib/types';

export const CHANNEL = { email: 'Email', webhook: 'Webhook', buyerEmail: "Buyer's email" } as const;
/** Besides the new lead's own notices, what an alert or a reminder was about. */
const EVENT = {
  'enquiry.created': '',
  'enquiry.unanswered': ' (unanswered alert)',
  'enquiry.follow_up_due': ' (follow-up reminder)',
  'enquiry.consent_withdrawn': ' (consent withdrawn)',
  'enquiry.erasure_asked': ' (erasure asked for)',
} as const;
const STATE = {
  sent: { text: 'sent', className: 'text-emerald-800' },
  pending: { text: 'queued', className: 'text-zinc-600' },
  retrying: { text: 'retrying', className: 'text-amber-800' },
  failed: { text: 'failed', className: 'text-red-700' },
} as const;

export default function DeliveryStates({ deliveries }: { deliveries: EnquiryDelivery[] }) {
  if (!deliveries.length) return <span className="text-zinc-500">None set up</span>;
  return (
    <ul className="space-y-1">
      {deliveries.map((d, i) => (
        <li key={i}>
          <span className="font-medium">
            {CHANNEL[d.channel]}
            {EVENT[d.event]}:
          </span>{' '}
          <span className={`font-semibold ${STATE[d.state].className}`}>{STATE[d.state].text}</span>
          {d.lastError && d.state !== 'sent' && <span className="block text-xs text-zinc-600">{d.lastError}</span>}
        </li>
      ))}
    </ul>
  );
}
