/**
 * A category's machines by their specifications (docs/spec.md §25.3): the ticked filters as SQL
 * on product_specs, the matching machines a page at a time (newest first, as every list), their
 * count, and each option's count with the other filters' ticks kept. The ticks themselves are
 * read from the address in src/lib/spec-filters.ts.
 *
 * A product's values are only ever of its own category's specifications (./specifications.ts drops
 * the others when it moves), so a filter's rows are its category's machines' rows.
 */
import type { CategoryValue } from '../../lib/categories';
import { specFilters, type FilterCounts, type FilterOption, type FilterTicks, type SpecFilter } from '../../lib/spec-filters';
import type { SpecField } from '../../lib/specifications';
import type { Product } from '../../lib/types';
import { query } from '../db/db';
import {
  countSelect,
  parameters,
  timeAndIdKey,
  timeOrderedSelect,
  type CountStatement,
  type Param,
  type Statement,
  type TimeAndId,
} from '../db/paging';
import { timeOrderedPage, type ListOrder, type Page, type PageRequest } from '../http/paging';
import { NEWEST_FIRST, PRODUCT_COLUMNS, toProduct, type ProductRow } from './products';
import { specFields } from './specifications';

/** A category's filters with the ids of their specifications, and what is ticked. */
export interface CategoryFiltering {
  category: CategoryValue;
  filters: SpecFilter[];
  /** Each filter's specification's id, by key. */
  fieldIds: Record<string, string>;
  ticks: FilterTicks;
}

/** A category's filters as its schema stands. */
export async function categoryFilters(category: CategoryValue): Promise<{ filters: SpecFilter[]; fieldIds: Record<string, string> }> {
  const fields: SpecField[] = await specFields(category);
  return { filters: specFilters(fields), fieldIds: Object.fromEntries(fields.map((f) => [f.key, f._id])) };
}

/**
 * Ticked bands that touch are one stretch (40–60 and 60–100: from 40 up to 100), so a filter's
 * rows are read as few index ranges of (field_id, low, high).
 */
function stretches(options: FilterOption[]): { low: number | null; high: number | null }[] {
  const joined: { low: number | null; high: number | null }[] = [];
  for (const { low, high } of options) {
    const last = joined[joined.length - 1];
    if (last && last.high !== null && last.high === low) last.high = high;
    else joined.push({ low, high });
  }
  return joined;
}

/** The rows of product_specs `s` whose value meets one of the ticked options of a filter. */
function tickedValueSql(options: FilterOption[], param: Param): string {
  const choices = options.filter((o) => o.choice !== null).map((o) => o.choice);
  if (choices.length) return `s.text_value = any(${param(choices)}::text[])`;
  const bands = stretches(options).map(({ low, high }) => {
    const sides = [...(high === null ? [] : [`s.low < ${param(high)}::numeric`]), ...(low === null ? [] : [`s.high >= ${param(low)}::numeric`])];
    return sides.length ? `(${sides.join(' and ')})` : 'true';
  });
  return bands.length === 1 ? bands[0] : `(${bands.join(' or ')})`;
}

/** The ticked filters, each with its ticked options. */
function tickedFilters(filtering: CategoryFiltering): { filter: SpecFilter; filterNo: number; options: FilterOption[] }[] {
  return filtering.filters
    .map((filter, filterNo) => ({ filter, filterNo, options: filter.options.filter((o) => filtering.ticks[filter.key]?.includes(o.value)) }))
    .filter(({ options }) => options.length > 0);
}

/** The products whose value of a filter's specification meets one of its ticked options: an index-only read. */
const meetingSql = (filtering: CategoryFiltering, filter: SpecFilter, options: FilterOption[], param: Param) =>
  `select s.product_id from product_specs s where s.field_id = ${param(filtering.fieldIds[filter.key])}::uuid and ${tickedValueSql(options, param)}`;

/** The conditions on `products` of the category and every filter's ticks (any of a filter's). */
function conditions(filtering: CategoryFiltering, param: Param): string[] {
  return [
    `category = ${param(filtering.category)}`,
    ...tickedFilters(filtering).map(({ filter, options }) => `id in (${meetingSql(filtering, filter, options, param)})`),
  ];
}

/**
 * The matching machines after the sort key `after`, at most `limit` (skipping `offset`), newest
 * first (bench/filters.ts shows its plan). The page's ids are found first, from the category's
 * index on (category, created_at, id) and the values' indexes alone; only its rows are then read.
 */
export function filteredProductsQuery(filtering: CategoryFiltering, after: TimeAndId | null, limit: number, offset = 0): Statement {
  const values: unknown[] = [];
  const param = parameters(values);
  const ids = timeOrderedSelect({ columns: 'id', from: 'products', where: conditions(filtering, param), order: NEWEST_FIRST }, after, limit, param);
  const page = `select id from (${ids}${offset ? ` offset ${param(offset)}` : ''}) page`;
  return { text: timeOrderedSelect({ columns: PRODUCT_COLUMNS, from: 'products', where: [`id in (${page})`], order: NEWEST_FIRST }, null, null, param), values };
}

/** The count of every matching machine. */
export function filteredCountQuery(filtering: CategoryFiltering): CountStatement {
  const values: unknown[] = [];
  return countSelect('products', conditions(filtering, parameters(values)), values, null);
}

/**
 * A filter's rows with their options as a bit mask, read from its index alone: a number's or
 * range's the bands from that of its low figure to that of its high one (width_bucket over the band
 * edges: band n holds the figures from edge n up to edge n + 1), a choice's its place.
 */
function optionRowsSql(filtering: CategoryFiltering, filter: SpecFilter, filterNo: number, param: Param): string {
  const field = `${param(filtering.fieldIds[filter.key])}::uuid`;
  if (filter.kind === 'choice') {
    const choices = param(filter.options.map((o) => o.choice));
    return `select s.product_id, ${filterNo} as filter_no, 1 << (array_position(${choices}::text[], s.text_value) - 1) as options
      from product_specs s where s.field_id = ${field} and s.text_value is not null`;
  }
  const edges = param(filter.options.slice(1).map((o) => o.low));
  return `select s.product_id, ${filterNo} as filter_no,
           ((1 << (width_bucket(s.high, ${edges}::numeric[]) + 1)) - 1) & ~((1 << width_bucket(s.low, ${edges}::numeric[])) - 1) as options
      from product_specs s where s.field_id = ${field}`;
}

/**
 * Each filter's count per option, the usual facet rule: a machine counts for an option of a filter
 * when its value falls in the option and it meets every other filter's ticks. The filters' rows
 * with their options (optionRowsSql), each product's ticked filters it meets (`met`, one bit per
 * filter), then the rows counted by (filter, mask) where the product meets the others; the masks
 * are spread over their options here (spreadCounts).
 */
export function optionCountsQuery(filtering: CategoryFiltering): Statement {
  const values: unknown[] = [];
  const param = parameters(values);
  const rows = filtering.filters.map((filter, n) => optionRowsSql(filtering, filter, n, param)).join('\n      union all ');
  const ticked = tickedFilters(filtering);
  if (ticked.length === 0) return { text: `select filter_no, options, count(*)::int as n from (${rows}) r group by filter_no, options`, values };
  const all = ticked.reduce((mask, { filterNo }) => mask | (1 << filterNo), 0);
  const met = ticked.map(({ filter, filterNo, options }) => `select product_id, ${1 << filterNo} as bit from (${meetingSql(filtering, filter, options, param)}) m${filterNo}`);
  // One ticked filter: its own options count every machine, met or not.
  const join = ticked.length === 1 ? 'left join' : 'join';
  return {
    // The products that meet every ticked filter are the list's total, counted here (filter_no -1)
    // rather than by a statement of their own.
    text: `with met as (select product_id, bit_or(bit) as filters from (${met.join(' union all ')}) t group by product_id)
      (select r.filter_no, r.options, count(*)::int as n
         from (${rows}) r ${join} met using (product_id)
        where (coalesce(met.filters, 0) | (1 << r.filter_no)) & ${all} = ${all}
        group by r.filter_no, r.options)
      union all
      (select -1, null, count(*)::int from met where filters = ${all})`,
    values,
  };
}

/** The counts per option from the rows of optionCountsQuery: each mask's count added to every option it holds. */
function spreadCounts(filters: SpecFilter[], rows: { filter_no: number; options: number | null; n: number }[]): FilterCounts {
  const counts: FilterCounts = Object.fromEntries(filters.map((f) => [f.key, Object.fromEntries(f.options.map((o) => [o.value, 0]))]));
  for (const { filter_no, options, n } of rows) {
    const filter = filters[filter_no];
    if (options === null || !filter) continue; // the total's row, or a value no option takes (a choice since renamed)
    filter.options.forEach((option, bit) => {
      if (options & (1 << bit)) counts[filter.key][option.value] += n;
    });
  }
  return counts;
}

/**
 * Each option's count and the list's total: with ticks both from optionCountsQuery (a product's
 * values are its own category's, so the products that meet every ticked filter are the category's
 * matches); without, the category's machines counted as every list counts them.
 */
async function countsAndTotal(filtering: CategoryFiltering): Promise<{ counts: FilterCounts; total: number }> {
  const counting = optionCountsQuery(filtering);
  const read = () => query<{ filter_no: number; options: number | null; n: number }>(counting.text, counting.values);
  if (tickedFilters(filtering).length === 0) {
    const count = filteredCountQuery(filtering);
    const [rows, [{ total }]] = await Promise.all([filtering.filters.length ? read() : [], query<{ total: number }>(count.text, count.values)]);
    return { counts: spreadCounts(filtering.filters, rows), total };
  }
  const rows = await read();
  return { counts: spreadCounts(filtering.filters, rows), total: rows.find((row) => row.filter_no === -1)?.n ?? 0 };
}

type SortedRow = ProductRow & { sort_key: TimeAndId };

/** The filtered lists' order as their cursors name it (newest first, as every product list). */
export const FILTERED_NEWEST: ListOrder<TimeAndId> = { name: 'products/filtered/newest', key: timeAndIdKey };

export type FilteredPage = Page<Product> & { counts: FilterCounts };

/** A page of the matching machines (keyset, as the other lists), their count and the options' counts, read together. */
export async function filteredPage(filtering: CategoryFiltering, request: PageRequest<TimeAndId>): Promise<FilteredPage> {
  const page = filteredProductsQuery(filtering, request.after, request.limit + 1);
  const [rows, { counts, total }] = await Promise.all([query<SortedRow>(page.text, page.values), countsAndTotal(filtering)]);
  return { ...timeOrderedPage({ rows, total, totalIsLowerBound: false }, request, FILTERED_NEWEST, toProduct), counts };
}

/**
 * Page `n` (1-based) of `size` machines, for the page without script, whose address names its page
 * by number so that it can be read and shared: the count reads every match anyway, so skipping to
 * the page costs about what the count does.
 */
export async function filteredPageAt(filtering: CategoryFiltering, n: number, size: number): Promise<{ products: Product[]; total: number; counts: FilterCounts }> {
  const page = filteredProductsQuery(filtering, null, size, (n - 1) * size);
  const [rows, { counts, total }] = await Promise.all([query<SortedRow>(page.text, page.values), countsAndTotal(filtering)]);
  return { products: rows.map(toProduct), total, counts };
}
