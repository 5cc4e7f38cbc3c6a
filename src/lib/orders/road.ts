/**
 * The road an order takes (docs/spec.md §24.4), shared by the server, which refuses a move it does
 * not allow, and the desk, which offers only the moves it does:
 *
 *   Confirmed → Advance received → Ready for dispatch → Dispatched → Installed → Closed
 *
 * and Cancelled (with a reason) from any step before Closed. An order moves only forward. A step
 * may be passed over when the order does not need it: Advance received (the buyer pays later, on
 * credit), Ready for dispatch, Installed (a machine the buyer installs). None may be passed over
 * that records something: Dispatched, with its transport papers, comes before Installed and Closed.
 * Advance received says money came: it needs a payment (the first payment on a Confirmed order
 * moves it there by itself, §24.3). Closed says the order is done: nothing may be due.
 */
import { formatRupees } from '../price';
import type { OrderStatus } from './types';

/** The steps in order; Cancelled is off the road. */
export const ORDER_ROAD = ['Confirmed', 'Advance received', 'Ready for dispatch', 'Dispatched', 'Installed', 'Closed'] as const satisfies readonly OrderStatus[];

/** Where an order stands, as much as the road's rules read. */
export interface RoadPosition {
  number: string;
  status: OrderStatus;
  paidPaise: number;
  balancePaise: number;
}

const step = (status: OrderStatus) => (ORDER_ROAD as readonly OrderStatus[]).indexOf(status);

/**
 * Whether the order still asks its buyer for money, so the desk may make a proforma invoice or
 * record a payment: something is due and it is neither Cancelled nor Closed.
 */
export const asksForMoney = (order: { status: OrderStatus; balance: number }) =>
  order.status !== 'Cancelled' && order.status !== 'Closed' && order.balance > 0;

/** Whether an order at `status` has been dispatched (Dispatched or a later step on the road). */
export const isDispatched = (status: OrderStatus) => step(status) >= step('Dispatched');

/** Why the road keeps the order from moving to `to`, after "from {status} to {to}: ", or null. */
function obstacle(order: RoadPosition, to: OrderStatus): string | null {
  const { status } = order;
  if (status === 'Closed') return 'a closed order is final';
  if (status === 'Cancelled') return 'a cancelled order is final';
  if (to === 'Cancelled') return null;
  if (step(to) < step(status)) return 'an order never moves back';
  if (to === 'Advance received' && order.paidPaise <= 0) return 'no payment has been recorded';
  if ((to === 'Installed' || to === 'Closed') && !isDispatched(status)) return 'it has not been dispatched';
  if (to === 'Closed' && order.balancePaise > 0) return `${formatRupees(order.balancePaise)} is still due`;
  return null;
}

/**
 * The refusal of a move the road does not allow (409), saying from where to where and why; null
 * when the order may move to `to`.
 */
export function moveRefusal(order: RoadPosition, to: OrderStatus): string | null {
  if (order.status === to) return `Order ${order.number} is already ${to}.`;
  const why = obstacle(order, to);
  return why && `Order ${order.number} cannot move from ${order.status} to ${to}: ${why}.`;
}

/** The statuses an order may move to now, in the road's order, Cancelled last. */
export function nextSteps(order: RoadPosition): OrderStatus[] {
  return [...ORDER_ROAD, 'Cancelled' as const].filter((to) => moveRefusal(order, to) === null);
}

/** The longest reason for a cancellation (orders.cancel_reason). */
export const CANCEL_REASON_MAX = 500;
/** The longest engineer's name (orders.engineer). */
export const ENGINEER_MAX = 100;
