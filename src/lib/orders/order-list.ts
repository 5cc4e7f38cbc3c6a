/**
 * The desk's list of orders (docs/spec.md §24.6): what GET /api/orders gives and takes, shared by
 * the server that reads it and the admin's Orders view that asks for it.
 */
import { businessDate } from '../business-time';
import type { Order, OrderStatus } from './types';

/** The Outstanding view (docs/spec.md §24.7): orders with a balance, not Cancelled, oldest first. */
export const OUTSTANDING_VIEW = 'outstanding';
export type OrderView = typeof OUTSTANDING_VIEW;

/** An order as the desk's list gives it: with the age of its balance. */
export interface OrderListItem extends Order {
  /**
   * While a balance is due and the order is not Cancelled, the days from the business day it was
   * made to today's (0 on the day itself); otherwise null.
   */
  balanceAgeDays: number | null;
}

const DAY_MS = 86_400_000;

/** The age of an order's balance (OrderListItem.balanceAgeDays) at `now`, on the business clock of `zone`. */
export function balanceAgeDays(order: { createdAt: string; balance: number; status: OrderStatus }, now: Date, zone: string): number | null {
  if (order.balance <= 0 || order.status === 'Cancelled') return null;
  const days = (Date.parse(businessDate(now, zone)) - Date.parse(businessDate(new Date(order.createdAt), zone))) / DAY_MS;
  return Math.max(0, Math.round(days));
}
