/** Enquiries: the table `enquiries` and its mapping to the API's Enquiry (SPEC §3). */
import type { LeadSource, LeadSourceField } from '../../lib/lead-source';
import type { AdminEnquiry, DeliveryChannel, EnquiryDelivery, EnquiryStatus, Enquiry } from '../../lib/types';
import type { EnquiryInput } from '../../lib/validation/enquiries';
import { isUuid, query, type Queryable } from '../db/db';
import { type EnquiryRow, toEnquiry } from './enquiry-row';
import { isProductId } from '../catalogue/products';
import { configuredChannels, mailServer } from '../notifications/channels';
import { addressBucket, LIMITS, limitReached } from '../http/rate-limit';
import { followUpText } from './follow-up';
import { businessDate } from '../../lib/business-time';
import { waitingMinutes } from './response-time';

const FOREIGN_KEY_VIOLATION = '23503';

/** The month part of a reference made at `at`: 'YYMM' of the business calendar (ENQ-2611-0042). */
export function referenceMonth(at: Date): string {
  const day = businessDate(at);
  return day.slice(2, 4) + day.slice(5, 7);
}

/**
 * The channels a new enquiry is told on: the team's that are on, and the buyer's acknowledgement
 * (docs/spec.md §23.5) when the buyer gave an email and mail can leave at all.
 */
function newEnquiryChannels(email: string | null): DeliveryChannel[] {
  return email && mailServer() ? [...configuredChannels(), 'buyerEmail'] : configuredChannels();
}

/**
 * Stores an enquiry about an existing product, with its notifications queued with it (the caller
 * sends them after answering: deliverSoon in ./deliveries); at most LIMITS.enquiries per address
 * (429 past it). Returns null when no product has this id, and then writes nothing. One statement
 * (the database function submit_enquiry, supabase/migrations): the place, the enquiry, its link to
 * the buyer's first open lead (SPEC §21.2) and its notifications are stored together, and no
 * transaction waits on a round trip. The notice's version (a known one: validation/notice.ts) is
 * kept with the enquiry's arrival as the time it was accepted (docs/spec.md §26.2).
 */
export async function createEnquiry(
  input: Omit<EnquiryInput, LeadSourceField | 'email'> & Partial<LeadSource> & { email?: string | null },
  sender: { userId: string | null; ip: string },
): Promise<Enquiry | null> {
  if (!isProductId(input.productId)) return null;
  const limit = LIMITS.enquiries;
  let stored: (Omit<EnquiryRow, 'created_at'> & { created_at: string }) | { rateLimited: true } | null;
  try {
    [{ stored }] = await query<{ stored: typeof stored }>(
      'select submit_enquiry($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::text[], $11, $12, $13, $14, $15, $16, $17) as stored',
      [
        addressBucket('enquiries', sender.ip), limit.limit, limit.windowMinutes,
        input.productId, sender.userId, input.name, input.phone, input.address, input.message,
        newEnquiryChannels(input.email ?? null),
        input.utmSource ?? null, input.utmMedium ?? null, input.utmCampaign ?? null, input.referrer ?? null,
        input.email ?? null, referenceMonth(new Date()), input.noticeVersion,
      ],
    );
  } catch (error) {
    // The product was deleted between the function's select and the foreign-key check.
    if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) return null;
    throw error;
  }
  if (!stored) return null;
  if ('rateLimited' in stored) throw limitReached(limit);
  return toEnquiry({ ...stored, created_at: new Date(stored.created_at) });
}

export interface AdminEnquiryRow extends EnquiryRow {
  status: EnquiryStatus;
  note: string;
  deliveries: { event: EnquiryDelivery['event']; channel: EnquiryDelivery['channel']; state: 'pending' | 'sent' | 'failed'; attempts: number; last_error: string | null; sent_at: string | null }[];
  next_follow_up_at: Date | null;
  next_follow_up_all_day: boolean;
  repeat_of: string | null;
  repeat_count: number;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  referrer: string | null;
  owner_id: string | null;
  owner_name: string | null;
  first_response_at: Date | null;
  first_response_by: string | null;
  first_response_by_name: string | null;
  first_response_minutes: number | null;
  latest_quote_id: string | null;
  latest_quote_number: string | null;
  latest_quote_paise: string | null;
  notice_version: string | null;
  notice_accepted_at: Date | null;
  consent_withdrawn_at: Date | null;
  erased_at: Date | null;
}

function toDelivery(row: AdminEnquiryRow['deliveries'][number]): EnquiryDelivery {
  const state = row.state === 'pending' ? (row.attempts > 0 ? 'retrying' : 'pending') : row.state;
  return {
    event: row.event,
    channel: row.channel,
    state,
    attempts: row.attempts,
    lastError: row.state === 'sent' ? null : row.last_error,
    sentAt: row.sent_at && new Date(row.sent_at).toISOString(),
  };
}

/** The columns of AdminEnquiryRow, on `enquiries e left join products p`. */
export const ADMIN_COLUMNS = `e.id, e.product_id, p.product_name, e.name, e.phone, e.email, e.address, e.message, e.created_at,
  e.reference, e.status, e.note, e.next_follow_up_at, e.next_follow_up_all_day, e.repeat_of,
  e.utm_source, e.utm_medium, e.utm_campaign, e.referrer,
  e.owner_id, (select u.name from users u where u.id = e.owner_id) as owner_name,
  e.first_response_at, e.first_response_by, (select u.name from users u where u.id = e.first_response_by) as first_response_by_name,
  e.first_response_minutes,
  e.latest_quote_id, (select q.number from quotes q where q.id = e.latest_quote_id) as latest_quote_number, e.latest_quote_paise,
  e.notice_version, e.notice_accepted_at, e.consent_withdrawn_at, e.erased_at,
  (select count(*) from enquiries r where r.repeat_of = e.id)::int as repeat_count,
  coalesce((select json_agg(json_build_object('event', d.event, 'channel', d.channel, 'state', d.state, 'attempts', d.attempts,
                                              'last_error', d.last_error, 'sent_at', d.sent_at) order by d.id)
              from enquiry_deliveries d where d.enquiry_id = e.id), '[]'::json) as deliveries`;

/** A row as the API gives it; an unanswered lead's wait is counted up to `now`. */
export function toAdminEnquiry(row: AdminEnquiryRow, now: Date = new Date()): AdminEnquiry {
  return {
    ...toEnquiry(row),
    status: row.status,
    note: row.note,
    deliveries: row.deliveries.map(toDelivery),
    nextFollowUpAt: followUpText({ at: row.next_follow_up_at, allDay: row.next_follow_up_all_day }),
    repeatOf: row.repeat_of,
    repeatCount: row.repeat_count,
    source: { utmSource: row.utm_source, utmMedium: row.utm_medium, utmCampaign: row.utm_campaign, referrer: row.referrer },
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    firstResponseAt: row.first_response_at && row.first_response_at.toISOString(),
    firstResponseBy: row.first_response_by,
    firstResponseByName: row.first_response_by_name,
    firstResponseMinutes: row.first_response_minutes,
    waitingMinutes: waitingMinutes(row.created_at, row.first_response_at, now),
    latestQuote:
      row.latest_quote_id && row.latest_quote_number && row.latest_quote_paise !== null
        ? { _id: row.latest_quote_id, number: row.latest_quote_number, totalPaise: Number(row.latest_quote_paise) }
        : null,
    noticeVersion: row.notice_version,
    noticeAcceptedAt: isoOrNull(row.notice_accepted_at),
    consentWithdrawnAt: isoOrNull(row.consent_withdrawn_at),
    erasedAt: isoOrNull(row.erased_at),
  };
}

const isoOrNull = (at: Date | null) => at && at.toISOString();

/**
 * One enquiry as the list shows it (on `db`: inside a transaction, what it has written); null when
 * no enquiry has this id, a malformed one included.
 */
export async function adminEnquiry(id: string, db?: Queryable): Promise<AdminEnquiry | null> {
  if (!isUuid(id)) return null;
  const [row] = await query<AdminEnquiryRow>(
    `select ${ADMIN_COLUMNS}
       from enquiries e left join products p on p.id = e.product_id
      where e.id = $1`,
    [id],
    db,
  );
  return row ? toAdminEnquiry(row) : null;
}
