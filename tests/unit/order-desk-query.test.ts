/**
 * The desk's Orders view in its address (docs/spec.md §24.6): what a reload or a shared link shows,
 * and the list call it asks for, which the panel's early first page asks for too (list-calls.ts).
 */
import { describe, expect, it } from 'vitest';
import { hasOrderFilters, orderDeskHref, orderListParams, readOrderDeskQuery } from '../../src/islands/admin/orders/order-desk-query';
import { sectionListParams } from '../../src/islands/admin/shared/list-calls';

const address = (query: string) => new URLSearchParams(query);

describe('the Orders view in its address', () => {
  it('reads the view, search and status, leaving out what the list call would refuse', () => {
    expect(readOrderDeskQuery(address('view=outstanding&q=Sharma&status=Dispatched'))).toEqual({ view: 'outstanding', q: 'Sharma', status: 'Dispatched' });
    expect(readOrderDeskQuery(address('view=overdue&status=Shipped&lead=x'))).toEqual({ view: '', q: '', status: '' });
  });

  it('changes one part and keeps the rest; the list call trims the search and leaves out what is empty', () => {
    const query = readOrderDeskQuery(address('view=outstanding&q=+SO%2F2026'));
    expect(orderDeskHref({ status: 'Confirmed' }, query)).toBe('/admin-panel/orders?view=outstanding&q=+SO%2F2026&status=Confirmed');
    expect(orderDeskHref({})).toBe('/admin-panel/orders');
    expect(orderListParams(query).toString()).toBe('view=outstanding&q=SO%2F2026');
    expect(sectionListParams('orders', address('q=+SO%2F2026&view=outstanding'))!.toString()).toBe('view=outstanding&q=SO%2F2026');
    expect([hasOrderFilters(query), hasOrderFilters({ ...query, q: ' ' })]).toEqual([true, false]);
  });
});
