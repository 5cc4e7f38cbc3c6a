/**
 * The category page's pre-rendered pages (SPEC §2.4): all products and each category, newest
 * first, CATEGORY_PAGE_SIZE machines to a page, so that every machine is reachable by links alone.
 */
import { CATEGORIES, type CategoryValue } from './categories';
import { CATEGORY_PAGE_SIZE } from './category-filter';
import { pagesByCategory, type PagedList } from './newest-by-category';
import { toCardData } from './product-card';
import type { ProductCardData, ProductCardSource } from './types';

/** One page of the machines of a category, or of all products (`category` null). */
export interface CategoryListPage {
  category: CategoryValue | null;
  /** 1-based. */
  page: number;
  pages: number;
  /** The machines of the category (or all) in all, not of this page. */
  total: number;
  products: ProductCardData[];
}

// Each route of the category page asks for its pages; the catalogue is cut once per build.
const cut = new WeakMap<object, CategoryListPage[]>();

/** Every page: all products' first, then each category's in the fixed order (one, empty, when it has no machine). */
export function categoryListPages(newestFirst: readonly ProductCardSource[]): CategoryListPage[] {
  const known = cut.get(newestFirst);
  if (known) return known;
  const { all, byCategory } = pagesByCategory(newestFirst, CATEGORY_PAGE_SIZE);
  const lists: { category: CategoryValue | null; list?: PagedList<ProductCardSource> }[] = [
    { category: null, list: all },
    ...CATEGORIES.map(({ value }) => ({ category: value, list: byCategory.get(value) })),
  ];
  const pages = lists.flatMap(({ category, list }) => {
    const cards = list?.pages.length ? list.pages : [[]];
    return cards.map((products, index) => ({
      category,
      page: index + 1,
      pages: cards.length,
      total: list?.total ?? 0,
      products: products.map(toCardData),
    }));
  });
  cut.set(newestFirst, pages);
  return pages;
}
