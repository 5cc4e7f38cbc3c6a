/**
 * An order's steps on its road (docs/spec.md §24.4): POST /api/orders/status moves it, in one
 * transaction with the order locked, by the road's rules (src/lib/orders/road.ts): the step's
 * details stored (dispatch, installation, the reason of a cancellation), `status_changed_at`, and
 * an `orderStatus` entry on the lead's timeline. A refused move writes nothing.
 */
import { businessDate, businessDayStart, formatBusinessDate } from '../../lib/business-time';
import { consignmentValuePaise, EWAY_BILL_LIMIT_PAISE, needsEwayBill } from '../../lib/orders/dispatch';
import { moveRefusal } from '../../lib/orders/road';
import type { Dispatch, Order, OrderStatus } from '../../lib/orders/types';
import { formatRupees } from '../../lib/price';
import type { QuoteLine } from '../../lib/quotes/types';
import type { OrderStatusMove } from '../../lib/validation/order-status';
import { isUuid, query, withTransaction, type Queryable } from '../db/db';
import { HttpError } from '../http/http';
import { orderById, recordOrderEvent } from './orders';

const printedDay = (day: string) => formatBusinessDate(businessDayStart(day));

/** What the timeline says of a step, beside "Order: {from} → {to}"; null for a step without details. */
export function stepDetails(move: Pick<OrderStatusMove, 'status' | 'dispatch' | 'installedOn' | 'engineer' | 'reason'>): string | null {
  switch (move.status) {
    case 'Dispatched': {
      const d = move.dispatch!;
      const ewayBill = d.ewayBillNumber ? `, e-way bill ${d.ewayBillNumber}` : '';
      return `${d.transporter}, LR ${d.lrNumber}, vehicle ${d.vehicleNumber}${ewayBill}, dispatched on ${printedDay(d.dispatchedOn)}`;
    }
    case 'Installed':
      return `Installed on ${printedDay(move.installedOn!)} by ${move.engineer}`;
    case 'Cancelled':
      return move.reason;
    default:
      return null;
  }
}

/** What a step records besides its status (null: kept as it was). */
export interface StepRecord {
  dispatch?: Dispatch | null;
  installedOn?: string | null;
  engineer?: string | null;
  cancelReason?: string | null;
}

/**
 * Moves a locked order from `from` to `to` in the caller's transaction, in one statement (a
 * Cancelled order has its reason, and only it): its status, when it changed, what the step records,
 * and the timeline's entry. Also for a step another call takes by itself (the first payment on a
 * Confirmed order moves it to Advance received, §24.3), so every step is dated alike.
 */
export async function recordStatusChange(
  client: Queryable,
  change: { orderId: string; from: OrderStatus; to: OrderStatus; by: string | null; text: string | null; now: Date; record?: StepRecord },
): Promise<void> {
  const record = change.record ?? {};
  // Each step keeps what earlier ones recorded: a dispatch stays on the installed, closed or cancelled order.
  await query(
    `update orders set status = $2, status_changed_at = $3, dispatch = coalesce($4::jsonb, dispatch),
       installed_on = coalesce($5::date, installed_on), engineer = coalesce($6, engineer), cancel_reason = $7
     where id = $1`,
    [
      change.orderId, change.to, change.now, record.dispatch ? JSON.stringify(record.dispatch) : null,
      record.installedOn ?? null, record.engineer ?? null, record.cancelReason ?? null,
    ],
    client,
  );
  await recordOrderEvent(client, { orderId: change.orderId, kind: 'orderStatus', by: change.by, from: change.from, to: change.to, text: change.text });
}

interface LockedOrder {
  number: string;
  status: OrderStatus;
  paid_paise: string;
  balance_paise: string;
  created_at: Date;
  dispatch: Dispatch | null;
  lines: Pick<QuoteLine, 'hsn' | 'gstRate' | 'amountPaise'>[];
}

/** The rules that read the order itself: 400 naming the field. */
function detailsProblem(order: LockedOrder, move: OrderStatusMove): string | null {
  const made = businessDate(order.created_at);
  if (move.dispatch) {
    if (move.dispatch.dispatchedOn < made) return `dispatch.dispatchedOn cannot be before the order was made (${made}).`;
    const value = consignmentValuePaise(order.lines);
    if (!move.dispatch.ewayBillNumber && needsEwayBill(value)) {
      return `dispatch.ewayBillNumber is required: the goods are worth ${formatRupees(value)} with GST, above ${formatRupees(EWAY_BILL_LIMIT_PAISE)} (CGST Rules, rule 138).`;
    }
  }
  if (move.installedOn) {
    const dispatchedOn = order.dispatch?.dispatchedOn ?? made;
    if (move.installedOn < dispatchedOn) return `installedOn cannot be before the order was dispatched (${dispatchedOn}).`;
  }
  return null;
}

/**
 * Moves an order to the status `move` names, with its details; null when no order has this id.
 * 409 for a move the road does not allow, 400 for details the order refuses; nothing is written then.
 */
export async function moveOrder(move: OrderStatusMove, by: string, now: Date): Promise<Order | null> {
  if (!isUuid(move.orderId)) return null;
  const moved = await withTransaction(async (client) => {
    const [order] = await query<LockedOrder>(
      `select o.number, o.status, o.paid_paise, o.balance_paise, o.created_at, o.dispatch, q.lines
         from orders o join quotes q on q.id = o.quote_id where o.id = $1 for update of o`,
      [move.orderId],
      client,
    );
    if (!order) return false;
    const refusal = moveRefusal(
      { number: order.number, status: order.status, paidPaise: Number(order.paid_paise), balancePaise: Number(order.balance_paise) },
      move.status,
    );
    if (refusal) throw new HttpError(409, refusal);
    const problem = detailsProblem(order, move);
    if (problem) throw new HttpError(400, problem);
    await recordStatusChange(client, {
      orderId: move.orderId,
      from: order.status,
      to: move.status,
      by,
      text: stepDetails(move),
      now,
      record: { dispatch: move.dispatch, installedOn: move.installedOn, engineer: move.engineer, cancelReason: move.reason },
    });
    return true;
  });
  return moved ? orderById(move.orderId) : null;
}
