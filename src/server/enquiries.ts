/** Enquiries: the table `enquiries` and its mapping to the API's Enquiry (SPEC §3). */
import type { AdminEnquiry, EnquiryDelivery, EnquiryStatus, Enquiry } from '../lib/types';
import type { EnquiryInput } from '../lib/validation';
import { isUuid, query, withTransaction } from './db';
import { queueDeliveries } from './deliveries';
import { isProductId } from './products';
import { LIMITS, takePlace } from './rate-limit';

interface EnquiryRow {
  id: string;
  product_id: string | null;
  product_name: string | null;
  name: string;
  phone: string;
  address: string;
  message: string;
  created_at: Date;
}

function toEnquiry(row: EnquiryRow): Enquiry {
  return {
    _id: row.id,
    productId: row.product_id,
    productName: row.product_name,
    name: row.name,
    phone: row.phone,
    address: row.address,
    message: row.message,
    createdAt: row.created_at.toISOString(),
  };
}

const FOREIGN_KEY_VIOLATION = '23503';

// A forged address header can be long; the bucket column holds at most 300 characters.
const enquiryBucket = (ip: string) => `enquiries:${ip.slice(0, 100)}`;

const NO_PRODUCT = Symbol('no such product');

/**
 * Stores an enquiry about an existing product, with its notifications queued in the same
 * transaction (the caller sends them after answering: deliverSoon in ./deliveries); at most LIMITS.enquiries per address (429 past it).
 * Returns null when no product has this id: the insert selects the product, so a missing one
 * writes nothing and no separate existence check can go stale.
 */
export async function createEnquiry(
  input: EnquiryInput,
  sender: { userId: string | null; ip: string },
): Promise<Enquiry | null> {
  if (!isProductId(input.productId)) return null;
  const bucket = enquiryBucket(sender.ip);
  let rows: EnquiryRow[];
  try {
    rows = await withTransaction(async (client) => {
      await takePlace([bucket], LIMITS.enquiries, client);
      const created = await query<EnquiryRow>(
        `with created as (
           insert into enquiries (product_id, user_id, name, phone, address, message)
           select p.id, $2, $3, $4, $5, $6 from products p where p.id = $1
           returning *
         )
         select c.id, c.product_id, p.product_name, c.name, c.phone, c.address, c.message, c.created_at
           from created c join products p on p.id = c.product_id`,
        [input.productId, sender.userId, input.name, input.phone, input.address, input.message],
        client,
      );
      // No such product: roll back, so the place taken is given back.
      if (!created[0]) throw NO_PRODUCT;
      // The notifications are queued with the enquiry: stored together or not at all.
      await queueDeliveries(created[0].id, client);
      return created;
    });
  } catch (error) {
    // The product was deleted between the select and the foreign-key check.
    if (error === NO_PRODUCT || (error as { code?: string }).code === FOREIGN_KEY_VIOLATION) return null;
    throw error;
  }
  return toEnquiry(rows[0]);
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
