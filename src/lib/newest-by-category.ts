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
