/**
 * How fast a lead is answered (docs/spec.md §23.3), in business minutes: an unanswered lead's wait
 * ("Waiting 2 h 5 min", marked once it is longer than RESPONSE_ALERT_MINUTES), and its first
 * response (how long it took, by whom, when).
 */
import { minutesText } from '../../../lib/business-hours';
import type { AdminEnquiry } from '../../../lib/types';
import { useBusinessTimeZone } from '../shared/business-time-zone';
import { formatDateTime } from '../shared/format';
import { useResponseAlertMinutes } from '../shared/response-alert';

/** "Waiting 2 h 5 min", amber past the alert's minutes; nothing once the lead is answered. */
export function WaitingText({ lead, className = '' }: { lead: Pick<AdminEnquiry, 'waitingMinutes'>; className?: string }) {
  const alertMinutes = useResponseAlertMinutes();
  if (lead.waitingMinutes === null) return null;
  const late = lead.waitingMinutes >= alertMinutes;
  return <span className={`${className} ${late ? 'font-semibold text-amber-800' : 'text-zinc-600'}`}>Waiting {minutesText(lead.waitingMinutes)}</span>;
}

/** The lead's first response: "In 12 min, by Asha Verma · 15 Jan 2030, 10:12 am IST", or its wait. */
export function FirstResponse({ lead }: { lead: AdminEnquiry }) {
  const zone = useBusinessTimeZone();
  if (!lead.firstResponseAt) {
    return (
      <>
        <span className="text-zinc-700">Not yet. </span>
        <WaitingText lead={lead} />
      </>
    );
  }
  const took = lead.firstResponseMinutes === null ? null : `In ${minutesText(lead.firstResponseMinutes)}`;
  const by = lead.firstResponseByName;
  return (
    <>
      {took}
      {took && by && ', by '}
      {!took && by && 'By '}
      {by && <bdi>{by}</bdi>}
      {(took || by) && ' · '}
      <time dateTime={lead.firstResponseAt}>{formatDateTime(lead.firstResponseAt, zone)}</time>
    </>
  );
}
