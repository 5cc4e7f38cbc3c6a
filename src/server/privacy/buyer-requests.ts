/**
 * What a buyer asks at their link (docs/spec.md §26.3): to withdraw their consent, or to withdraw
 * it and have their data erased. Each kind is recorded once per lead, all in one transaction on
 * the lead's row locked: the request for an ADMIN (privacy_requests), the withdrawal on the lead
 * (consent_withdrawn_at, which stops every mail to the buyer: supabase/migrations), an entry on
 * the lead's timeline that holds nothing of the person, and the notice to the lead's owner (or
 * the team) and the webhook, as the desk's other notices go (../enquiries/lead-alerts.ts).
 */
import { query, withTransaction, type Queryable } from '../db/db';
import { addressBucket, takePlace, type Limit } from '../http/rate-limit';
import { queueLeadNotice } from '../enquiries/lead-alerts';
import { leadAtLink, type LeadAtLink, type PrivacyRequestKind } from './privacy-link';

/** Posts at the buyers' links from one address: far more than a buyer needs, too few to flood the desk. */
export const PRIVACY_REQUEST_LIMIT: Limit = {
  limit: 10,
  windowMinutes: 60,
  message: 'Too many requests from this address. Please try again in an hour.',
};

export type RequestOutcome =
  | { outcome: 'recorded'; lead: LeadAtLink }
  | { outcome: 'already'; lead: LeadAtLink }
  | { outcome: 'unknown' };

/** Whether the lead already has what this request would record: an erasure asked for covers a withdrawal. */
const alreadyAsked = (lead: LeadAtLink, kind: PrivacyRequestKind) =>
  Boolean(lead.erasedAt || lead.asked.erase || (kind === 'withdraw' && lead.consentWithdrawnAt));

async function recordEvent(client: Queryable, enquiryId: string, kind: 'consentWithdrawn' | 'erasureAsked'): Promise<void> {
  await query('insert into enquiry_events (enquiry_id, kind) values ($1, $2)', [enquiryId, kind], client);
}

/**
 * Records the buyer's request at the link with this token, once: 'unknown' (nothing written) for
 * a link that names no lead, 'already' when it was recorded before (nothing more written). A post
 * past PRIVACY_REQUEST_LIMIT throws 429, nothing written. Returns whether notices were queued, for
 * sending them after the answer.
 */
export async function recordBuyerRequest(token: string, kind: PrivacyRequestKind, ip: string): Promise<RequestOutcome & { queued?: boolean }> {
  return withTransaction(async (client) => {
    const lead = await leadAtLink(token, client, true);
    if (!lead) return { outcome: 'unknown' };
    // Counted in this transaction: a refused post gives its place back.
    await takePlace([addressBucket('privacyRequests', ip)], PRIVACY_REQUEST_LIMIT, client);
    if (alreadyAsked(lead, kind)) return { outcome: 'already', lead };
    await query('insert into privacy_requests (enquiry_id, kind) values ($1, $2)', [lead.enquiryId, kind], client);
    let queued = 0;
    if (!lead.consentWithdrawnAt) {
      await query('update enquiries set consent_withdrawn_at = now() where id = $1', [lead.enquiryId], client);
      await recordEvent(client, lead.enquiryId, 'consentWithdrawn');
      if (kind === 'withdraw') queued += await queueLeadNotice(client, lead.enquiryId, 'enquiry.consent_withdrawn');
    }
    if (kind === 'erase') {
      await recordEvent(client, lead.enquiryId, 'erasureAsked');
      queued += await queueLeadNotice(client, lead.enquiryId, 'enquiry.erasure_asked');
    }
    return { outcome: 'recorded', lead: (await leadAtLink(token, client))!, queued: queued > 0 };
  });
}
