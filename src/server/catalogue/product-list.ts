/**
 * The catalogue's lists (SPEC §7.3): get-product (with an optional search text and category),
 * category-product and filter-product, newest first. Read whole as the SPEC says, or a page at a
 * time (../http/paging.ts): a page starts after the last row read, never at an OFFSET (../db/paging.ts).
 */
import type { CategoryValue } from '../../lib/categories';
import type { Product } from '../../lib/types';
import { categorySchema } from '../../lib/validation/catalogue';
import { query } from '../db/db';
import { HttpError } from '../http/http';
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
import { timeOrderedPage, searchTextOf, type ListOrder, type Page, type PageRequest } from '../http/paging';
import { NEWEST_FIRST, PRODUCT_COLUMNS, toProduct, type ProductRow } from './products';

export interface ProductFilter {
  /** Text the name or the brand contains, in any letter case; '' for none. */
  q: string;
  /** The categories a product may be in; none: any. */
  categories: readonly CategoryValue[];
}

export const EVERY_PRODUCT: ProductFilter = { q: '', categories: [] };

/** get-product's filters, `q` and `category`; 400 naming the one that is not valid. An empty one is none. */
export function productFilter(params: URLSearchParams): ProductFilter {
  const q = searchTextOf(params);
  const category = params.get('category') || null;
  if (category === null) return { q, categories: [] };
  const parsed = categorySchema.shape.category.safeParse(category);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0].message);
  return { q, categories: [parsed.data] };
}

/** Every product list's order as its cursors name it (NEWEST_FIRST). */
export const PRODUCTS_NEWEST: ListOrder<TimeAndId> = { name: 'products/newest', key: timeAndIdKey };

/** The filter as SQL conditions on `products`. */
function conditions(filter: ProductFilter, param: Param): string[] {
  const where: string[] = [];
  // One category as an equality, so that the index on (category, created_at, id) gives its order.
  if (filter.categories.length === 1) where.push(`category = ${param(filter.categories[0])}`);
  else if (filter.categories.length > 1) where.push(`category = any(${param(filter.categories)}::text[])`);
  if (filter.q) {
    const pattern = param(containsPattern(filter.q));
    where.push(`(product_name ilike ${pattern} or brand_name ilike ${pattern})`);
  }
  return where;
}

/**
 * The statement of the matching products after the one whose sort key is `after`, at most `limit`
 * of them (null: all), each with its sort key as `sort_key` (bench/lists.ts shows its plan).
 */
export function productsQuery(filter: ProductFilter, after: TimeAndId | null, limit: number | null): Statement {
  const values: unknown[] = [];
  const param = parameters(values);
  const where = conditions(filter, param);
  return { text: timeOrderedSelect({ columns: PRODUCT_COLUMNS, from: 'products', where, order: NEWEST_FIRST }, after, limit, param), values };
}

/** The statement that counts the matching products, up to COUNT_LIMIT with a search text (bench/lists.ts shows its plan). */
export function productCountQuery(filter: ProductFilter): CountStatement {
  const values: unknown[] = [];
  return countSelect('products', conditions(filter, parameters(values)), values, filter.q ? COUNT_LIMIT : null);
}

type SortedRow = ProductRow & { sort_key: TimeAndId };

/** Every matching product (the SPEC's unpaged calls). */
export async function listMatchingProducts(filter: ProductFilter): Promise<Product[]> {
  const { text, values } = productsQuery(filter, null, null);
  return (await query<SortedRow>(text, values)).map(toProduct);
}

/** One page of the matching products, with the count of them all. */
export async function productPage(filter: ProductFilter, request: PageRequest<TimeAndId>): Promise<Page<Product>> {
  const statements = { page: productsQuery(filter, request.after, request.limit + 1), count: productCountQuery(filter) };
  return timeOrderedPage(await readCountedRows<SortedRow>(statements), request, PRODUCTS_NEWEST, toProduct);
}

/** A category's newest `limit` products and how many it has in all (a category's catalogue, docs/spec.md §25.6). */
export async function newestInCategory(category: CategoryValue, limit: number): Promise<{ products: Product[]; total: number }> {
  const filter: ProductFilter = { q: '', categories: [category] };
  const { rows, total } = await readCountedRows<SortedRow>({ page: productsQuery(filter, null, limit), count: productCountQuery(filter) });
  return { products: rows.map(toProduct), total };
}
