/**
 * A newest-first catalogue grouped by category in one pass: each category's newest `max` products
 * and how many it has in all. The home rows, the category pages and Recommended Products all take
 * their lists from it, so no page filters the whole catalogue once per category or per product.
 */
export function newestByCategory<P extends { category: string }>(
  newestFirst: Iterable<P>,
  max: number,
): Map<string, { newest: P[]; total: number }> {
  const groups = new Map<string, { newest: P[]; total: number }>();
  for (const product of newestFirst) {
    let group = groups.get(product.category);
    if (!group) groups.set(product.category, (group = { newest: [], total: 0 }));
    if (group.newest.length < max) group.newest.push(product);
    group.total++;
  }
  return groups;
}

/** A newest-first list cut into pages, and how many products it holds in all. */
export interface PagedList<P> {
  pages: P[][];
  total: number;
}

/**
 * A newest-first catalogue cut into pages of `size` in one pass: all products' pages and each
 * category's, for the category pages (a category without products has no entry).
 */
export function pagesByCategory<P extends { category: string }>(
  newestFirst: Iterable<P>,
  size: number,
): { all: PagedList<P>; byCategory: Map<string, PagedList<P>> } {
  const all: PagedList<P> = { pages: [], total: 0 };
  const byCategory = new Map<string, PagedList<P>>();
  const add = (list: PagedList<P>, product: P) => {
    if (list.total % size === 0) list.pages.push([]);
    list.pages[list.pages.length - 1].push(product);
    list.total++;
  };
  for (const product of newestFirst) {
    add(all, product);
    let list = byCategory.get(product.category);
    if (!list) byCategory.set(product.category, (list = { pages: [], total: 0 }));
    add(list, product);
  }
  return { all, byCategory };
}
