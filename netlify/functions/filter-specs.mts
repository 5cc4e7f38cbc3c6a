/**
 * The category page's filters with script (docs/spec.md §25.3): GET
 * /api/filter-specs?category=<value>&output=60-100&phase=three-phase&limit=48[&cursor=…], a page of
 * the matching machines (keyset, as the other lists: `data`, `nextCursor`, `total`; the first 48
 * without `limit`) and `counts`, each option's count with the other filters' ticks kept.
 */
import type { Config } from '@netlify/functions';
import { CATEGORY_PAGE_SIZE } from '../../src/lib/category-filter';
import { categoryLabel } from '../../src/lib/categories';
import { ticksFromParams } from '../../src/lib/spec-filters';
import { categorySchema } from '../../src/lib/validation/catalogue';
import { categoryFilters, filteredPage, FILTERED_NEWEST } from '../../src/server/catalogue/spec-filter';
import { HttpError, json, routes } from '../../src/server/http/http';
import { pageRequest } from '../../src/server/http/paging';

export default routes({
  '/api/filter-specs': {
    GET: async (request) => {
      const params = new URL(request.url).searchParams;
      const parsed = categorySchema.shape.category.safeParse(params.get('category') ?? '');
      if (!parsed.success) throw new HttpError(400, parsed.error.issues[0].message);
      const category = parsed.data;
      const filters = await categoryFilters(category);
      const read = ticksFromParams(filters, params, categoryLabel(category));
      if (!read.ok) throw new HttpError(400, read.message);
      const page = pageRequest(params, FILTERED_NEWEST) ?? { limit: CATEGORY_PAGE_SIZE, after: null };
      const found = await filteredPage({ category, filters, ticks: read.ticks }, page);
      return json(200, { success: true, error: false, message: 'Machines by their specifications', ...found });
    },
  },
});

export const config: Config = { path: '/api/filter-specs' };
