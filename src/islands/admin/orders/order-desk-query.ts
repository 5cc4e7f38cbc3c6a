/**
 * What the desk's Orders view shows, as its address says it (docs/spec.md §24.6): the Outstanding
 * view or every order, the search text and the status filter (`/admin-panel/orders?view=&q=&status=`),
 * so that Back, a reload and a shared link show the same list. Anything else in the address is
 * left out, as the list call would refuse it.
 */
import { OUTSTANDING_VIEW, type OrderView } from '../../../lib/orders/order-list';
import { ORDER_STATUSES, type OrderStatus } from '../../../lib/orders/types';
import { adminListPath } from '../../../lib/public-address';
import { listFilters } from '../../hooks/use-list-address';

export interface OrderDeskQuery {
  view: OrderView | '';
  q: string;
  status: OrderStatus | '';
}

const EMPTY: OrderDeskQuery = { view: '', q: '', status: '' };

export function readOrderDeskQuery(params: URLSearchParams): OrderDeskQuery {
  const text = (name: keyof OrderDeskQuery) => params.get(name) ?? '';
  const status = text('status');
  return {
    view: text('view') === OUTSTANDING_VIEW ? OUTSTANDING_VIEW : '',
    // As typed (the address follows each key); trimmed when asked for.
    q: text('q'),
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : '',
  };
}

/** The Orders view's address with `part` changed from `base` (the view's search and filters kept). */
export function orderDeskHref(part: Partial<OrderDeskQuery>, base: OrderDeskQuery = EMPTY): string {
  const query = { ...base, ...part };
  const params = new URLSearchParams();
  for (const name of ['view', 'q', 'status'] as const) if (query[name]) params.set(name, query[name]);
  return adminListPath('orders') + (params.size ? `?${params}` : '');
}

/** The list call's filters (GET /api/orders). */
export const orderListParams = ({ view, q, status }: OrderDeskQuery) => listFilters({ view, q, status });

/** A search or a status narrows the list. */
export const hasOrderFilters = (query: OrderDeskQuery) => Boolean(query.q.trim() || query.status);
