/**
 * The desk's list of orders (docs/spec.md §24.6): every order, newest first, or the Outstanding
 * view (§24.7), the orders with a balance that are not Cancelled, oldest first; filtered by status
 * and searched by number, quotation number, the lead's reference or the buyer's name or phone. Read
 * a page at a time (../http/paging.ts), each page from an index however deep it is
 * (migrations 20261129000100_orders.sql and 20261129000700_orders_list.sql).
 */
import { businessTimeZone } from '../../lib/business-time';
import { balanceAgeDays, OUTSTANDING_VIEW, type OrderListItem, type OrderView } from '../../lib/orders/order-list';
import { ORDER_STATUSES, type OrderStatus } from '../../lib/orders/types';
import {
  containsPattern,
  COUNT_LIMIT,
  countSelect,
  parameters,
  readCountedRows,
  timeAndIdKey,
  timeOrderedSelect,
  type CountStatement,
  type Param,
  type Statement,
  type TimeAndId,
} from '../db/paging';
import { HttpError } from '../http/http';
import { pageRequest, searchTextOf, timeOrderedPage, type ListOrder, type Page, type PageRequest } from '../http/paging';
import { phoneDigits, searchedReference } from '../enquiries/lead-list';
import { ORDER_COLUMNS, ORDER_FROM, toOrder, type OrderRow } from './order-row';

export interface OrderFilter {
  /** Search text, '' for none. */
  q: string;
  status: OrderStatus | null;
  view: OrderView | null;
}

/** A page when the call names no `limit`: the list is never given whole. */
export const DEFAULT_ORDER_PAGE = 50;

/** The filters of a list call's address; 400 naming the first one that is not valid. An empty one is none. */
export function orderFilter(params: URLSearchParams): OrderFilter {
  const q = searchTextOf(params);
  const status = params.get('status') || null;
  if (status !== null && !(ORDER_STATUSES as readonly string[]).includes(status)) {
    throw new HttpError(400, `status must be one of ${ORDER_STATUSES.join(', ')}.`);
  }
  const view = params.get('view') || null;
  if (view !== null && view !== OUTSTANDING_VIEW) throw new HttpError(400, `view must be "${OUTSTANDING_VIEW}", or left out.`);
  return { q, status: status as OrderStatus | null, view };
}

/** Newest first; the Outstanding view oldest first (the longest unpaid on top). Ties broken by id. */
const NEWEST: ListOrder<TimeAndId> = { name: 'orders/newest', key: timeAndIdKey };
const OLDEST_OUTSTANDING: ListOrder<TimeAndId> = { name: 'orders/outstanding', key: timeAndIdKey };

export const orderListOrder = (filter: OrderFilter) => (filter.view === OUTSTANDING_VIEW ? OLDEST_OUTSTANDING : NEWEST);

/** The page a call asks for: `limit` and `cursor` as every paged list takes them, DEFAULT_ORDER_PAGE rows without. */
export function orderPageRequest(params: URLSearchParams, filter: OrderFilter): PageRequest<TimeAndId> {
  return pageRequest(params, orderListOrder(filter)) ?? { limit: DEFAULT_ORDER_PAGE, after: null };
}

/**
 * The filter as SQL conditions on `orders o` alone, so that the count reads no other table. The
 * outstanding condition is the predicate of orders_outstanding_idx word for word, so that the
 * planner reads that index.
 */
function conditions(filter: OrderFilter, param: Param): string[] {
  const where: string[] = [];
  if (filter.q) {
    // Every form of the text is looked for in the one indexed column: an OR the trigram index answers.
    const matches = [`o.search_text ilike ${param(containsPattern(filter.q))}`];
    const digits = phoneDigits(filter.q);
    if (digits) matches.push(`o.search_text like ${param(`%${digits}%`)}`);
    const reference = searchedReference(filter.q);
    if (reference) matches.push(`o.search_text like ${param(`%${reference}%`)}`);
    where.push(matches.length > 1 ? `(${matches.join(' or ')})` : matches[0]);
  }
  if (filter.status) where.push(`o.status = ${param(filter.status)}`);
  if (filter.view === OUTSTANDING_VIEW) where.push(`o.balance_paise > 0 and o.status <> 'Cancelled'`);
  return where;
}

/** The statement of a page: the rows after `after` in the filter's order, at most `limit` (bench:orders shows its plan). */
export function ordersQuery(filter: OrderFilter, after: TimeAndId | null, limit: number): Statement {
  const values: unknown[] = [];
  const param = parameters(values);
  const direction = filter.view === OUTSTANDING_VIEW ? 'asc' : 'desc';
  const text = timeOrderedSelect(
    { columns: ORDER_COLUMNS, from: ORDER_FROM, where: conditions(filter, param), order: { time: 'o.created_at', id: 'o.id', direction } },
    after,
    limit,
    param,
  );
  return { text, values };
}

/** The statement that counts the matching orders, up to COUNT_LIMIT with a search text. */
export function orderCountQuery(filter: OrderFilter): CountStatement {
  const values: unknown[] = [];
  return countSelect('orders o', conditions(filter, parameters(values)), values, filter.q ? COUNT_LIMIT : null);
}

/** One page of the desk's list, with the count of every matching order. */
export async function orderPage(filter: OrderFilter, request: PageRequest<TimeAndId>, now: Date): Promise<Page<OrderListItem>> {
  const zone = businessTimeZone();
  const statements = { page: ordersQuery(filter, request.after, request.limit + 1), count: orderCountQuery(filter) };
  const read = await readCountedRows<OrderRow & { sort_key: TimeAndId }>(statements);
  return timeOrderedPage(read, request, orderListOrder(filter), (row) => {
    const order = toOrder(row);
    return { ...order, balanceAgeDays: balanceAgeDays(order, now, zone) };
  });
}
