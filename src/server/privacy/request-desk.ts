/**
 * The buyers' requests as an ADMIN works them (docs/spec.md §26.3): the open ones, oldest first,
 * and marking one handled. A withdrawal took effect when the buyer made it (the site mails them
 * nothing more), so handling it says the team has stopped too; an erasure is handled once the
 * person is erased (the lead's erased_at, set by ./erasure.ts), never before.
 */
import type { PrivacyRequest } from '../../lib/privacy-requests';
import { isUuid, query } from '../db/db';

export const REQUEST_MESSAGES = {
  listed: 'Requests from buyers',
  handled: 'Request marked as handled.',
  requestIdRequired: 'requestId is required.',
  notFound: 'No request has this id.',
  alreadyHandled: 'This request was already handled.',
  eraseFirst: 'Erase the person first: this request asks for erasure.',
} as const;

interface RequestRow {
  id: string;
  enquiry_id: string;
  reference: string;
  kind: PrivacyRequest['kind'];
  created_at: Date;
  phone: string | null;
  erased_at: Date | null;
  handled_at: Date | null;
  handled_by: string | null;
}

const iso = (at: Date | null) => at && at.toISOString();

function toRequest(row: RequestRow): PrivacyRequest {
  return {
    _id: row.id,
    enquiryId: row.enquiry_id,
    reference: row.reference,
    kind: row.kind,
    createdAt: row.created_at.toISOString(),
    phone: row.phone,
    erasedAt: iso(row.erased_at),
    handledAt: iso(row.handled_at),
    handledBy: row.handled_by,
  };
}

// An erased lead's phone is a placeholder, no longer the person's: none is given.
const REQUEST_COLUMNS = `r.id, r.enquiry_id, e.reference, r.kind, r.created_at,
  case when e.erased_at is null then e.phone end as phone, e.erased_at, r.handled_at,
  (select u.name from users u where u.id = r.handled_by) as handled_by`;

/** Every request not handled yet, oldest first (of one moment, by id). */
export async function openRequests(): Promise<PrivacyRequest[]> {
  const rows = await query<RequestRow>(
    `select ${REQUEST_COLUMNS} from privacy_requests r join enquiries e on e.id = r.enquiry_id
      where r.handled_at is null order by r.created_at, r.id`,
  );
  return rows.map(toRequest);
}

export type HandleOutcome =
  | { outcome: 'handled'; request: PrivacyRequest }
  | { outcome: 'unknown' | 'alreadyHandled' | 'eraseFirst' };

/** Marks a request handled by the ADMIN `by`, once; an erasure only once its lead is erased. */
export async function handleRequest(requestId: string, by: string): Promise<HandleOutcome> {
  if (!isUuid(requestId)) return { outcome: 'unknown' };
  const [handled] = await query<RequestRow>(
    `with marked as (
       update privacy_requests r set handled_at = now(), handled_by = $2
         from enquiries e
        where r.id = $1 and e.id = r.enquiry_id and r.handled_at is null and (r.kind = 'withdraw' or e.erased_at is not null)
       returning r.*
     )
     select ${REQUEST_COLUMNS} from marked r join enquiries e on e.id = r.enquiry_id`,
    [requestId, by],
  );
  if (handled) return { outcome: 'handled', request: toRequest(handled) };
  const [found] = await query<{ handled_at: Date | null }>('select handled_at from privacy_requests where id = $1', [requestId]);
  if (!found) return { outcome: 'unknown' };
  return { outcome: found.handled_at ? 'alreadyHandled' : 'eraseFirst' };
}
