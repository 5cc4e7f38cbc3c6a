/**
 * The category page's list (SPEC §2.4): the categories its address names, its pages and where a
 * reader is in them. The addresses themselves are built in ./public-address.ts.
 */
import { CATEGORIES, isCategoryValue, type CategoryValue } from './categories';
import { CATEGORY_PARAM } from './public-address';

/**
 * The machines of a category, and of all products, are pre-rendered this many to a page, newest
 * first: page 1 at the category's own address, the next ones at categoryListHref(category, n)
 * (./public-address.ts). With script, "Show more" asks the API for the same number at a time.
 */
export const CATEGORY_PAGE_SIZE = 48;

/**
 * A list's cards whose pictures load at once: a phone's first screen, the first row of two (bench
 * pages: the next row, pushed down by the filters and the key figures, is below it); the rest
 * load when scrolled to.
 */
export const EAGER_CARDS = 2;

/** How many pages a list of `total` machines takes (one at least: an empty list has its page). */
export const categoryPageCount = (total: number) => Math.max(1, Math.ceil(total / CATEGORY_PAGE_SIZE));

/** The known categories named in a query string, once each, in the fixed category order. */
export function categoriesFromSearch(search: string): CategoryValue[] {
  const named = new URLSearchParams(search).getAll(CATEGORY_PARAM).filter(isCategoryValue);
  return CATEGORIES.map((c) => c.value).filter((value) => named.includes(value));
}

const COUNT = new Intl.NumberFormat('en-IN');

/** Where a reader is in a list: "Machines 49–96 of 1,234" (`from` 0-based). */
export function machinesRange(from: number, shown: number, total: number): string {
  if (shown === 0) return `Machines 0 of ${COUNT.format(total)}`;
  return `Machines ${COUNT.format(from + 1)}–${COUNT.format(from + shown)} of ${COUNT.format(total)}`;
}
