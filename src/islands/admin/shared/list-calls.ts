/**
 * What each admin list asks the server for, as the panel's address says it: the list call and its
 * filters. The lists ask with them as they draw, and the panel asks for the first page with them
 * before it has hydrated (./early-page.ts), so both must say the same call.
 */
import { CATEGORIES } from '../../../lib/categories';
import type { AdminSection } from './admin-sections';
import { listParams, readLeadDeskQuery, REPORTS_VIEW } from '../leads/lead-desk-query';
import { addressValues, listFilters } from '../../hooks/use-list-address';
import { orderListParams, readOrderDeskQuery } from '../orders/order-desk-query';

export const LIST_CALLS = {
  'all-users': '/api/all-user',
  'all-products': '/api/get-product',
  'all-enquiries': '/api/all-enquiries',
  orders: '/api/orders',
  'personal-data': '/api/access-log',
} as const satisfies Record<AdminSection, string>;

/** The filters All Products keeps in its address. */
export const PRODUCT_FILTERS = ['q', 'category'] as const;
/** The filters All Users keeps in its address. */
export const USER_FILTERS = ['q'] as const;

/** The products' category filter: one of the site's categories, or none. */
export const knownCategory = (category: string) => (CATEGORIES.some((c) => c.value === category) ? category : '');

export const productParams = ({ q, category }: Record<(typeof PRODUCT_FILTERS)[number], string>) => listFilters({ q, category: knownCategory(category) });
export const userParams = ({ q }: Record<(typeof USER_FILTERS)[number], string>) => listFilters({ q });

/** The rows of an admin list's page. */
export const PAGE_SIZE = 50;

/** The address of one page of a list: its filters, the page size and, past the first page, its cursor. */
export function pageCall(path: string, filters: URLSearchParams, cursor: string | null = null): string {
  const query = new URLSearchParams(filters);
  query.set('limit', String(PAGE_SIZE));
  if (cursor) query.set('cursor', cursor);
  return `${path}?${query}`;
}

/** The list filters a section's address asks for; null where the address shows one lead or the reports, not a list. */
export function sectionListParams(section: AdminSection, address: URLSearchParams): URLSearchParams | null {
  switch (section) {
    case 'all-products':
      return productParams(addressValues(address, PRODUCT_FILTERS));
    case 'all-users':
      return userParams(addressValues(address, USER_FILTERS));
    case 'all-enquiries': {
      const query = readLeadDeskQuery(address);
      return query.lead || query.view === REPORTS_VIEW ? null : listParams(query);
    }
    case 'orders':
      return orderListParams(readOrderDeskQuery(address));
    case 'personal-data':
      // Its parts ask for their own pages as they draw.
      return null;
  }
}
