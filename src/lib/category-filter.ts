/**
 * The category page's address: /product-category?category=a&category=b (SPEC §2, the parameter
 * repeatable). No category means all products.
 */
import { CATEGORIES, isCategoryValue, type CategoryValue } from './categories';

export const CATEGORY_PAGE = '/product-category';
const PARAM = 'category';

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
