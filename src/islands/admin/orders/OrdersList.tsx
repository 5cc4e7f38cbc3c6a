/**
 * The desk's Orders view (docs/spec.md §24.6): every order, newest first, or the Outstanding view,
 * the orders that still owe money, oldest first with each balance's age (§24.7). Its address says
 * which, with the search and the status filter. The list is paged on the server and draws one page
 * of 50, whatever the number of orders; each order opens its lead, where the order shows. The export
 * is a link to the CSV of every matching order (§24.8, works without script).
 */
import { useId } from 'react';
import { ORDER_MESSAGES } from '../../../lib/messages';
import type { OrderListItem } from '../../../lib/orders/order-list';
import { ORDER_STATUSES, type OrderStatus } from '../../../lib/orders/types';
import { fieldClass } from '../shared/form-parts';
import { goTo, inPlace, useAddressQuery } from '../shared/admin-navigation';
import { DownloadIcon } from '../shared/icons';
import ListHeader from '../shared/ListHeader';
import { LIST_CALLS } from '../shared/list-calls';
import Pager from '../shared/Pager';
import { useDebounced } from '../../hooks/use-debounced';
import { usePagedList } from '../../hooks/use-paged-list';
import OrderDeskTabs from './OrderDeskTabs';
import OrderRows from './OrderRows';
import { hasOrderFilters, orderDeskHref, orderListParams, readOrderDeskQuery, type OrderDeskQuery } from './order-desk-query';

export default function OrdersList() {
  const query = readOrderDeskQuery(useAddressQuery());
  // The address follows each key; the list is asked for once typing pauses.
  const q = useDebounced(query.q, 300);
  const list = usePagedList<OrderListItem>(LIST_CALLS.orders, orderListParams({ ...query, q }), ORDER_MESSAGES.fetchFailed);
  const change = (part: Partial<OrderDeskQuery>, replace = false) => goTo(orderDeskHref(part, query), { replace });
  const statusId = useId();
  const outstanding = query.view !== '';
  const filtered = hasOrderFilters(query);
  const filters = orderListParams(query);
  const exportHref = `/api/export-orders${filters.size ? `?${filters}` : ''}`;
  const empty = list.total === 0;
  const cleared = orderDeskHref({ view: query.view });
  const allHref = orderDeskHref({});
  const emptyText = filtered ? ORDER_MESSAGES.noMatch : outstanding ? ORDER_MESSAGES.nothingOutstanding : ORDER_MESSAGES.empty;

  return (
    <>
      <OrderDeskTabs view={query.view} />
      <ListHeader
        title={outstanding ? 'Outstanding' : 'Orders'}
        count={list}
        search={query.q}
        onSearch={(text) => change({ q: text }, true)}
        searchLabel="Search by order, buyer or phone"
      >
        <div className="min-w-0 basis-44">
          <label htmlFor={statusId} className="mb-1 block text-sm font-medium text-zinc-700">
            Status
          </label>
          <select
            id={statusId}
            value={query.status}
            onChange={(event) => change({ status: event.target.value as OrderStatus | '' })}
            className={`${fieldClass} h-11 py-0`}
          >
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        {/* A link without an address when there is nothing to export: still named, shown as off. */}
        <a
          href={empty ? undefined : exportHref}
          role="link"
          download
          aria-disabled={empty || undefined}
          className="inline-flex min-h-11 flex-wrap items-center gap-2 rounded-md border border-brand-600 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50 aria-disabled:opacity-50"
        >
          <DownloadIcon />
          Export CSV
        </a>
      </ListHeader>
      {outstanding && (
        <p className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900">
          <span>
            Showing the orders that still owe money, <strong>the oldest first</strong>.
          </span>
          <a href={allHref} onClick={inPlace(allHref)} className="font-semibold underline">
            Show all orders
          </a>
        </p>
      )}
      {filtered && (
        <p className="-mt-2 mb-3 text-sm">
          <a href={cleared} onClick={inPlace(cleared)} className="text-brand-700 underline">
            Clear search and filters
          </a>
        </p>
      )}
      <OrderRows
        caption={outstanding ? 'Outstanding orders, the oldest first' : 'Orders, newest first'}
        orders={list.items}
        loading={list.loading}
        emptyText={emptyText}
        outstanding={outstanding}
      />
      <Pager list={list} label="Orders pages" />
    </>
  );
}
