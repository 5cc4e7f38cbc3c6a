/**
 * Orders (docs/spec.md §24.1): the buyer's acceptance of a quotation makes one, in the acceptance's
 * own transaction, numbered without gaps, its lines and amounts those of the quotation (never
 * changed once made); read per lead and by id.
 */
import { isUuid, query, type Queryable } from '../db/db';
import { isLinkToken, newLinkToken } from '../http/link-token';
import type { Order } from '../../lib/orders/types';
import { takeDocumentNumber } from './numbering';
import { ORDER_COLUMNS, ORDER_FROM, toOrder, type OrderRow } from './order-row';

/** What the lead's timeline records of its orders; `to` is the order's (or document's) number. */
export type OrderEventKind = 'orderMade' | 'orderStatus' | 'proformaMade' | 'paymentRecorded' | 'paymentVoided';

/** One timeline entry about an order, written in the caller's transaction. */
export async function recordOrderEvent(
  client: Queryable,
  event: { orderId: string; kind: OrderEventKind; by: string | null; from?: string | null; to: string; text?: string | null },
): Promise<void> {
  await query(
    `insert into enquiry_events (enquiry_id, kind, by_user, from_value, to_value, text, order_id)
     select o.enquiry_id, $2, $3, $4, $5, $6, o.id from orders o where o.id = $1`,
    [event.orderId, event.kind, event.by, event.from ?? null, event.to, event.text ?? null],
    client,
  );
}

/**
 * Makes the order of an accepted quotation, in the caller's transaction (the one that records the
 * acceptance, on the quotation's row locked): numbered, with its token, the quotation's total, and
 * an 'orderMade' entry on the lead's timeline. `by` is null when the buyer accepted at the link.
 * A quotation makes one order: a second call for it returns the first.
 */
export async function makeOrder(client: Queryable, quoteId: string, by: string | null, now: Date): Promise<string> {
  const [existing] = await query<{ id: string }>('select id from orders where quote_id = $1', [quoteId], client);
  if (existing) return existing.id;
  const number = await takeDocumentNumber(client, 'order', now);
  const [{ id }] = await query<{ id: string }>(
    `insert into orders (number, enquiry_id, quote_id, token, total_paise, created_by, created_at, status_changed_at)
     select $1, q.enquiry_id, q.id, $3, q.total_paise, $4, $5, $5 from quotes q where q.id = $2
     returning id`,
    // 32 random bytes: the link is the buyer's only key to the order's page.
    [number, quoteId, newLinkToken(), by, now],
    client,
  );
  await recordOrderEvent(client, { orderId: id, kind: 'orderMade', by, to: number });
  return id;
}

/** One order as the API gives it; null when no order has this id. */
export async function orderById(id: string, db?: Queryable): Promise<Order | null> {
  if (!isUuid(id)) return null;
  const [row] = await query<OrderRow>(`select ${ORDER_COLUMNS} from ${ORDER_FROM} where o.id = $1`, [id], db);
  return row ? toOrder(row) : null;
}

/** The order a buyer's link opens; null for an unknown token. */
export async function orderByToken(token: string, db?: Queryable): Promise<(Order & { token: string }) | null> {
  if (!isLinkToken(token)) return null;
  const [row] = await query<OrderRow>(`select ${ORDER_COLUMNS} from ${ORDER_FROM} where o.token = $1`, [token], db);
  return row ? { ...toOrder(row), token: row.token } : null;
}

/** A lead's orders, newest first; null when no enquiry has this id. */
export async function enquiryOrders(enquiryId: string): Promise<Order[] | null> {
  if (!isUuid(enquiryId)) return null;
  const [lead] = await query('select 1 from enquiries where id = $1', [enquiryId]);
  if (!lead) return null;
  const rows = await query<OrderRow>(
    `select ${ORDER_COLUMNS} from ${ORDER_FROM} where o.enquiry_id = $1 order by o.created_at desc, o.id desc`,
    [enquiryId],
  );
  return rows.map(toOrder);
}

/** The number and token of the order a quotation's acceptance made; null when it has none. */
export async function orderOfQuote(quoteId: string, db?: Queryable): Promise<{ number: string; token: string } | null> {
  if (!isUuid(quoteId)) return null;
  const [row] = await query<{ number: string; token: string }>('select number, token from orders where quote_id = $1', [quoteId], db);
  return row ?? null;
}
