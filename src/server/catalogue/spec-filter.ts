/**
 * A category's machines by their specifications (docs/spec.md §25.3): the ticked filters as SQL
 * on each product's options (product_filter_options, kept by the database from its values), the
 * matching machines a page at a time (newest first, as every list), their count, and each option's
 * count with the other filters' ticks kept. The ticks themselves are read from the address in
 * src/lib/spec-filters.ts.
 */
import type { CategoryValue } from '../../lib/categories';
import { countCombinations, specFilters, tickedMasks, type FilterCounts, type FilterTicks, type SpecFilter } from '../../lib/spec-filters';
import type { Product } from '../../lib/types';
import { query } from '../db/db';
import {
  parameters,
  timeAndIdKey,
  timeOrderedSelect,
  type Param,
  type Statement,
  type TimeAndId,
  type TimeOrder,
} from '../db/paging';
import { timeOrderedPage, type ListOrder, type Page, type PageRequest } from '../http/paging';
import { NEWEST_FIRST, PRODUCT_COLUMNS, toProduct, type ProductRow } from './products';
import { specFields } from './specifications';

/** A category's filters, and what is ticked. */
export interface CategoryFiltering {
  category: CategoryValue;
  filters: SpecFilter[];
  ticks: FilterTicks;
}

/** A category's filters as its schema stands. */
export async function categoryFilters(category: CategoryValue): Promise<SpecFilter[]> {
  return specFilters(await specFields(category));
}

/** The ticked filters, each with its place in the category's filters and the mask of its ticked options. */
const tickedFilters = ({ filters, ticks }: CategoryFiltering) =>
  tickedMasks(filters, ticks)
    .map((mask, filterNo) => ({ filterNo, mask }))
    .filter(({ mask }) => mask !== 0);

/**
 * The rows of product_filter_options (supabase/migrations/20261207000100_filter_options.sql) of the
 * category whose options meet every ticked filter (any of a filter's ticks); SQL arrays count from 1.
 */
function conditions(filtering: CategoryFiltering, param: Param): string[] {
  return [
    `category = ${param(filtering.category)}`,
    ...tickedFilters(filtering).map(({ filterNo, mask }) => `options[${filterNo + 1}] & ${param(mask)}::int <> 0`),
  ];
}

/** product_filter_options in the lists' order (newest first), as its index holds it. */
const FILTER_ROWS_NEWEST: TimeOrder = { time: 'created_at', id: 'product_id', direction: 'desc' };

/**
 * The matching machines after the sort key `after`, at most `limit` (skipping `offset`), newest
 * first (bench/filters.ts shows its plan). The page's ids are found first, from the category's
 * rows of product_filter_options in the lists' order, read from its index alone; only the page's
 * products are then read.
 */
export function filteredProductsQuery(filtering: CategoryFiltering, after: TimeAndId | null, limit: number, offset = 0): Statement {
  const values: unknown[] = [];
  const param = parameters(values);
  const ids = timeOrderedSelect({ columns: 'product_id', from: 'product_filter_options', where: conditions(filtering, param), order: FILTER_ROWS_NEWEST }, after, limit, param);
  const page = `select product_id from (${ids}${offset ? ` offset ${param(offset)}` : ''}) page`;
  return { text: timeOrderedSelect({ columns: PRODUCT_COLUMNS, from: 'products', where: [`id in (${page})`], order: NEWEST_FIRST }, null, null, param), values };
}

/**
 * The category's machines grouped by their options: one row per combination with its count, a few
 * hundred where the category has thousands of machines (bench/filters.ts), read from the index.
 * The counts and the total are worked out from them (countCombinations, src/lib/spec-filters.ts).
 */
export function optionCombinationsQuery(filtering: CategoryFiltering): Statement {
  return { text: 'select options, count(*)::int as n from product_filter_options where category = $1 group by options', values: [filtering.category] };
}

/** The options' counts and the total, from the category's combinations. */
async function readCounts(filtering: CategoryFiltering): Promise<{ counts: FilterCounts; total: number }> {
  const { text, values } = optionCombinationsQuery(filtering);
  return countCombinations(filtering.filters, filtering.ticks, await query<{ options: number[]; n: number }>(text, values));
}

type SortedRow = ProductRow & { sort_key: TimeAndId };

/** The filtered lists' order as their cursors name it (newest first, as every product list). */
export const FILTERED_NEWEST: ListOrder<TimeAndId> = { name: 'products/filtered/newest', key: timeAndIdKey };

export type FilteredPage = Page<Product> & { counts: FilterCounts };

/** A page of the matching machines (keyset, as the other lists), their count and the options' counts, read together. */
export async function filteredPage(filtering: CategoryFiltering, request: PageRequest<TimeAndId>): Promise<FilteredPage> {
  const page = filteredProductsQuery(filtering, request.after, request.limit + 1);
  const [rows, { counts, total }] = await Promise.all([query<SortedRow>(page.text, page.values), readCounts(filtering)]);
  return { ...timeOrderedPage({ rows, total, totalIsLowerBound: false }, request, FILTERED_NEWEST, toProduct), counts };
}

/**
 * Page `n` (1-based) of `size` machines, for the page without script, whose address names its page
 * by number so that it can be read and shared: skipping to the page reads the earlier pages' rows
 * of product_filter_options from its index, narrow rows and no products.
 */
export async function filteredPageAt(filtering: CategoryFiltering, n: number, size: number): Promise<{ products: Product[]; total: number; counts: FilterCounts }> {
  const page = filteredProductsQuery(filtering, null, size, (n - 1) * size);
  const [rows, { counts, total }] = await Promise.all([query<SortedRow>(page.text, page.values), readCounts(filtering)]);
  return { products: rows.map(toProduct), total, counts };
}
