/**
 * The category page's address: /product-category?category=a&category=b (SPEC §2, the parameter
 * repeatable). No category means all products.
 */
import { CATEGORIES, isCategoryValue, type CategoryValue } from './categories';

export const CATEGORY_PAGE = '/product-category';
const PARAM = 'category';

/**
 * A single category's page is also pre-rendered at /product-category/<value>, and served for
 * /product-category?category=<value> by a rewrite (netlify.toml), so its machines are in the HTML.
 * It holds at most this many, the newest; the page fetches the rest once hydrated.
 */
export const PRERENDERED_CATEGORY_MAX = 48;
export const prerenderedCategoryPath = (value: CategoryValue) => `${CATEGORY_PAGE}/${value}`;

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
