/** Enquiries: the table `enquiries` and its mapping to the API's Enquiry (SPEC §3). */
import type { AdminEnquiry, EnquiryDelivery, EnquiryStatus, Enquiry } from '../../lib/types';
import type { EnquiryInput } from '../../lib/validation';
import { isUuid, query } from '../db/db';
import { type EnquiryRow, toEnquiry } from './enquiry-row';
import { isProductId } from '../catalogue/products';
import { configuredChannels } from './notify-channels';
import { LIMITS, limitReached } from '../http/rate-limit';

const FOREIGN_KEY_VIOLATION = '23503';

// A forged address header can be long; the bucket column holds at most 300 characters.
const enquiryBucket = (ip: string) => `enquiries:${ip.slice(0, 100)}`;

/**
 * Stores an enquiry about an existing product, with its notifications queued with it (the caller
 * sends them after answering: deliverSoon in ./deliveries); at most LIMITS.enquiries per address
 * (429 past it). Returns null when no product has this id, and then writes nothing. One statement
 * (the database function submit_enquiry, supabase/migrations): the place, the enquiry and its
 * notifications are stored together, and no transaction waits on a round trip.
 */
export async function createEnquiry(
  input: EnquiryInput,
  sender: { userId: string | null; ip: string },
): Promise<Enquiry | null> {
  if (!isProductId(input.productId)) return null;
  const limit = LIMITS.enquiries;
  let stored: (Omit<EnquiryRow, 'created_at'> & { created_at: string }) | { rateLimited: true } | null;
  try {
    [{ stored }] = await query<{ stored: typeof stored }>(
      'select submit_enquiry($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::text[]) as stored',
      [
        enquiryBucket(sender.ip), limit.limit, limit.windowMinutes,
        input.productId, sender.userId, input.name, input.phone, input.address, input.message,
        configuredChannels(),
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

interface AdminEnquiryRow extends EnquiryRow {
  status: EnquiryStatus;
  note: string;
  deliveries: { channel: EnquiryDelivery['channel']; state: 'pending' | 'sent' | 'failed'; attempts: number; last_error: string | null; sent_at: string | null }[];
}

function toDelivery(row: AdminEnquiryRow['deliveries'][number]): EnquiryDelivery {
  const state = row.state === 'pending' ? (row.attempts > 0 ? 'retrying' : 'pending') : row.state;
  return {
    channel: row.channel,
    state,
    attempts: row.attempts,
    lastError: row.state === 'sent' ? null : row.last_error,
    sentAt: row.sent_at && new Date(row.sent_at).toISOString(),
  };
}

const ADMIN_COLUMNS = `e.id, e.product_id, p.product_name, e.name, e.phone, e.address, e.message, e.created_at,
  e.status, e.note,
  coalesce((select json_agg(json_build_object('channel', d.channel, 'state', d.state, 'attempts', d.attempts,
                                              'last_error', d.last_error, 'sent_at', d.sent_at) order by d.channel)
              from enquiry_deliveries d where d.enquiry_id = e.id), '[]'::json) as deliveries`;

function toAdminEnquiry(row: AdminEnquiryRow): AdminEnquiry {
  return { ...toEnquiry(row), status: row.status, note: row.note, deliveries: row.deliveries.map(toDelivery) };
}

/**
 * Every enquiry, newest first, with its product's name (null once the product is deleted), its
 * place in the lead pipeline and how its notifications went.
 */
export async function listEnquiries(): Promise<AdminEnquiry[]> {
  const rows = await query<AdminEnquiryRow>(
    `select ${ADMIN_COLUMNS}
       from enquiries e left join products p on p.id = e.product_id
      order by e.created_at desc, e.id`,
  );
  return rows.map(toAdminEnquiry);
}

/** Sets a lead's status and note; null when no enquiry has this id. */
export async function updateEnquiry(id: string, change: { status: EnquiryStatus; note: string }): Promise<AdminEnquiry | null> {
  if (!isUuid(id)) return null;
  const rows = await query<AdminEnquiryRow>(
    `with updated as (update enquiries set status = $2, note = $3 where id = $1 returning *)
     select ${ADMIN_COLUMNS}
       from updated e left join products p on p.id = e.product_id`,
    [id, change.status, change.note],
  );
  return rows[0] ? toAdminEnquiry(rows[0]) : null;
}
