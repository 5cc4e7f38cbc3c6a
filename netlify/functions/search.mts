/** SPEC §7 search: GET /api/search?q=..., and beside the SPEC a page at a time (`&limit=&cursor=`). */
import type { Config } from '@netlify/functions';
import { SEARCH_MAX_LENGTH } from '../../src/lib/validation/catalogue';
import { fail, ok, routes } from '../../src/server/http/http';
import { okPage } from '../../src/server/http/paging';
import { searchPage, searchProducts } from '../../src/server/catalogue/search';

export default routes({
  '/api/search': {
    GET: async (request) => {
      const params = new URL(request.url).searchParams;
      const q = params.get('q') ?? '';
      if (q.length > SEARCH_MAX_LENGTH) return fail(400, `q must be at most ${SEARCH_MAX_LENGTH} characters.`);
      const page = await searchPage(q, params);
      return page ? okPage(page, 'Search results') : ok(await searchProducts(q), 'Search results');
    },
  },
});

export const config: Config = {
  path: '/api/search',
};
