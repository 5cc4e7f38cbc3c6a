/**
 * An admin's change to a lead (SPEC §21.5): its status, a note, its next follow-up, a call or
 * WhatsApp tap (docs/spec.md §23.3), its owner (§23.2). The change and one timeline entry per thing changed (by that
 * admin) are written in one transaction, or nothing; when they are the lead's first response, its
 * business minutes too.
 */
import { CLOSED_FOLLOW_UP_MESSAGE, isClosed, type EnquiryUpdateInput } from '../../lib/validation/enquiry-update';
import type { AdminEnquiry, EnquiryStatus } from '../../lib/types';
import { isUuid, query, withTransaction } from '../db/db';
import { HttpError } from '../http/http';
import { adminEnquiry } from './enquiries';
import { followUpText, storedFollowUp, type StoredFollowUp } from './follow-up';
import { deskOwner, type Owner } from './owners';
import { timeFirstResponse } from './response-time';

interface LeadState {
  status: EnquiryStatus;
  note: string;
  followUp: StoredFollowUp;
  owner: Owner | null;
}

interface TimelineEvent {
  kind: 'status' | 'note' | 'followUp' | 'contact' | 'owner';
  from?: string | null;
  to?: string | null;
  text?: string;
}

type LeadChange = Omit<EnquiryUpdateInput, 'enquiryId'>;
/** The change with its new owner looked up (`owner`: undefined when it gives none). */
type ResolvedChange = Omit<LeadChange, 'ownerId'> & { owner?: Owner | null };

/**
 * What the change makes of the lead, and the entries it adds. A note equal to the latest one adds
 * nothing (the list's editor sends its note with every save); a status moving to Won or Lost
 * clears the follow-up, and a closed lead takes none (400).
 */
function applyChange(before: LeadState, change: ResolvedChange): { after: LeadState; events: TimelineEvent[] } {
  const events: TimelineEvent[] = [];
  const status = change.status ?? before.status;
  if (status !== before.status) events.push({ kind: 'status', from: before.status, to: status });
  const note = change.note !== '' && change.note !== before.note ? change.note : before.note;
  if (note !== before.note) events.push({ kind: 'note', text: note });
  let followUp = change.nextFollowUpAt === undefined ? before.followUp : storedFollowUp(change.nextFollowUpAt);
  if (isClosed(status)) {
    if (change.nextFollowUpAt) throw new HttpError(400, CLOSED_FOLLOW_UP_MESSAGE);
    followUp = storedFollowUp(null);
  }
  const from = followUpText(before.followUp);
  const to = followUpText(followUp);
  if (from !== to) events.push({ kind: 'followUp', from, to });
  // A tap is recorded each time: the timeline shows every call and chat opened.
  if (change.contact) events.push({ kind: 'contact', to: change.contact });
  // Named as they are now: the timeline keeps the names, whatever becomes of the accounts.
  const owner = change.owner === undefined ? before.owner : change.owner;
  if (owner?.id !== before.owner?.id) events.push({ kind: 'owner', from: before.owner?.name ?? null, to: owner?.name ?? null });
  return { after: { status, note, followUp, owner }, events };
}

/** Changes a lead as `admin` (a user id); null when no enquiry has this id (nothing written). */
export async function updateLead(id: string, change: LeadChange, admin: string): Promise<AdminEnquiry | null> {
  if (!isUuid(id)) return null;
  return withTransaction(async (client) => {
    // The new owner first: a role change locks its user, then that user's leads (user-update.ts),
    // so taking the user before the lead keeps the two from waiting on each other.
    const { ownerId, ...rest } = change;
    const owner = typeof ownerId === 'string' ? await deskOwner(ownerId, client) : ownerId;
    const [row] = await query<{
      status: EnquiryStatus;
      note: string;
      next_follow_up_at: Date | null;
      next_follow_up_all_day: boolean;
      answered: boolean;
      owner_id: string | null;
      owner_name: string | null;
    }>(
      `select status, note, next_follow_up_at, next_follow_up_all_day, first_response_at is not null as answered,
              owner_id, (select u.name from users u where u.id = owner_id) as owner_name
         from enquiries where id = $1 for update`,
      [id],
      client,
    );
    if (!row) return null;
    const before: LeadState = {
      status: row.status,
      note: row.note,
      followUp: { at: row.next_follow_up_at, allDay: row.next_follow_up_all_day },
      owner: row.owner_id ? { id: row.owner_id, name: row.owner_name ?? '' } : null,
    };
    const { after, events } = applyChange(before, { ...rest, owner });
    if (events.length > 0) {
      await query(
        `update enquiries set status = $2, note = $3, next_follow_up_at = $4, next_follow_up_all_day = $5, owner_id = $6 where id = $1`,
        [id, after.status, after.note, after.followUp.at, after.followUp.allDay, after.owner?.id ?? null],
        client,
      );
      await query(
        `insert into enquiry_events (enquiry_id, kind, by_user, from_value, to_value, text)
         select $1, e.value->>'kind', $2, e.value->>'from', e.value->>'to', e.value->>'text'
           from json_array_elements($3::json) with ordinality as e(value, n)
          order by e.n`,
        [id, admin, JSON.stringify(events)],
        client,
      );
      // The entries may have been the first response (the table's trigger records it).
      if (!row.answered) await timeFirstResponse(id, client);
    }
    return adminEnquiry(id, client);
  });
}
