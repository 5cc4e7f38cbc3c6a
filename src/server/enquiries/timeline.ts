/**
 * A lead's timeline (SPEC §21.3), oldest first: the entries the desk wrote (enquiry_events: status
 * changes, notes, follow-ups, owners given, docs/spec.md §23.2, and what happened to its
 * quotations) among those read from where they already are: its creation, its repeat enquiries,
 * each notification sent and each quotation mailed to the buyer.
 */
import type { TimelineEntry } from '../../lib/types';
import { isUuid, query } from '../db/db';

interface EntryRow {
  at: Date;
  kind: TimelineEntry['kind'];
  by: string | null;
  from_value: string | null;
  to_value: string | null;
  text: string | null;
}

// At the same moment, the creation comes first, then entries in the order they were written.
const TIMELINE = `
  select at, kind, by, from_value, to_value, text from (
    select e.created_at as at, 0 as rank, 0::bigint as seq, 'created' as kind, null::text as by,
           null::text as from_value, null::text as to_value, null::text as text
      from enquiries e where e.id = $1
    union all
    select r.created_at, 1, 0, 'repeat', null, null, r.id::text, r.message
      from enquiries r where r.repeat_of = $1
    union all
    select v.at, 1, v.id, v.kind, u.name, v.from_value, v.to_value, v.text
      from enquiry_events v left join users u on u.id = v.by_user where v.enquiry_id = $1
    union all
    select d.sent_at, 1, 0, 'notified', null, null, d.channel, null
      from enquiry_deliveries d where d.enquiry_id = $1 and d.sent_at is not null
    union all
    select m.sent_at, 1, 0, 'quoteEmailed', null, null, q.number, null
      from quote_deliveries m join quotes q on q.id = m.quote_id
     where q.enquiry_id = $1 and m.channel = 'buyerEmail' and m.sent_at is not null
  ) entries
  order by at, rank, seq`;

/** The entries about a quotation: `to` is its number (kept on the entry, as the quotation may go). */
const QUOTE_KINDS = new Set<TimelineEntry['kind']>([
  'quoteMade', 'quoteEmailed', 'quoteShared', 'quoteViewed', 'quoteAccepted', 'quoteChangesRequested', 'quoteRefreshRequested',
]);
/** The entries about an order (docs/spec.md §24): `to` is the number of the order or its document. */
const ORDER_KINDS = new Set<TimelineEntry['kind']>(['orderMade', 'proformaMade', 'paymentRecorded', 'paymentVoided']);
/** The entries with a text: a note's, a repeat enquiry's message, the buyer's message on a quotation, an order's details. */
const TEXT_KINDS = new Set<TimelineEntry['kind']>([
  'note', 'repeat', 'quoteChangesRequested', 'quoteRefreshRequested', 'orderStatus', 'paymentRecorded', 'paymentVoided', 'erased',
]);

function toEntry(row: EntryRow): TimelineEntry {
  const entry: TimelineEntry = { at: row.at.toISOString(), kind: row.kind, by: row.by };
  if (row.kind === 'status' || row.kind === 'followUp' || row.kind === 'owner' || row.kind === 'orderStatus') Object.assign(entry, { from: row.from_value, to: row.to_value });
  if (row.kind === 'repeat' || row.kind === 'notified' || row.kind === 'contact' || QUOTE_KINDS.has(row.kind) || ORDER_KINDS.has(row.kind)) entry.to = row.to_value;
  if (TEXT_KINDS.has(row.kind)) entry.text = row.text ?? '';
  return entry;
}

/** The timeline of one enquiry; null when no enquiry has this id. */
export async function leadTimeline(id: string): Promise<TimelineEntry[] | null> {
  if (!isUuid(id)) return null;
  const rows = await query<EntryRow>(TIMELINE, [id]);
  // The creation is always there: none means no such enquiry.
  return rows.length > 0 ? rows.map(toEntry) : null;
}
