/**
 * The category page's address: /product-category?category=a&category=b (SPEC §2, the parameter
 * repeatable). No category means all products.
 */
import { CATEGORIES, isCategoryValue, type CategoryValue } from './categories';

export const CATEGORY_PAGE = '/product-category';
const PARAM = 'category';

/**
 * The machines of a category, and of all products, are pre-rendered this many to a page, newest
 * first: page 1 at the category's own address, the next ones at categoryListHref(category, n). With
 * script, "Show more" asks the API for the same number at a time.
 */
export const CATEGORY_PAGE_SIZE = 48;

/**
 * Page 1 of a single category is built at /product-category/<value> and served for
 * /product-category?category=<value> by a rewrite (netlify.toml); page 1 of all products is
 * /product-category itself.
 */
export const prerenderedCategoryPath = (value: CategoryValue) => `${CATEGORY_PAGE}/${value}`;

/** How many pages a list of `total` machines takes (one at least: an empty list has its page). */
export const categoryPageCount = (total: number) => Math.max(1, Math.ceil(total / CATEGORY_PAGE_SIZE));

/**
 * The public address of page `n` of a category's machines, or of all products (null): page 1 is
 * the category page's own address; the next ones follow the shop's /page/<n> convention,
 * /product-category/<value>/page/<n> and /product-category/page/<n>.
 */
export function categoryListHref(category: CategoryValue | null, n: number): string {
  if (n <= 1) return categoryPageHref(category ? [category] : []);
  return `${category ? prerenderedCategoryPath(category) : CATEGORY_PAGE}/page/${n}`;
}

/** The known categories named in a query string, once each, in the fixed category order. */
export function categoriesFromSearch(search: string): CategoryValue[] {
  const named = new URLSearchParams(search).getAll(PARAM).filter(isCategoryValue);
  return CATEGORIES.map((c) => c.value).filter((value) => named.includes(value));
}

export function categoryPageHref(categories: readonly string[]): string {
  const params = new URLSearchParams(categories.map((value) => [PARAM, value]));
  const query = params.toString();
  return query ? `${CATEGORY_PAGE}?${query}` : CATEGORY_PAGE;
}

const COUNT = new Intl.NumberFormat('en-IN');

/** Where a reader is in a list: "Machines 49–96 of 1,234" (`from` 0-based). */
export function machinesRange(from: number, shown: number, total: number): string {
  if (shown === 0) return `Machines 0 of ${COUNT.format(total)}`;
  return `Machines ${COUNT.format(from + 1)}–${COUNT.format(from + shown)} of ${COUNT.format(total)}`;
}
