/** SPEC §7 search: GET /api/search?q=... */
import type { Config } from '@netlify/functions';
import { SEARCH_MAX_LENGTH } from '../../src/lib/validation';
import { fail, ok, routes } from '../../src/server/http/http';
import { searchProducts } from '../../src/server/catalogue/search';

export default routes({
  '/api/search': {
    GET: async (request) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      if (q.length > SEARCH_MAX_LENGTH) return fail(400, `q must be at most ${SEARCH_MAX_LENGTH} characters.`);
      return ok(await searchProducts(q), 'Search results');
    },
  },
});

export const config: Config = {
  path: '/api/search',
};
