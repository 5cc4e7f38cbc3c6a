/** GET /api/lead-stats (admin): per product its enquiries and chat clicks of the last 12 weeks, and the enquiries by source. */
import type { Config } from '@netlify/functions';
import { requireAdmin } from '../../src/server/accounts/sessions';
import { leadStats } from '../../src/server/enquiries/lead-stats';
import { ok, routes } from '../../src/server/http/http';

export default routes({
  '/api/lead-stats': {
    GET: async (request) => {
      await requireAdmin(request);
      return ok(await leadStats(new Date()), 'Lead statistics');
    },
  },
});

export const config: Config = { path: '/api/lead-stats' };
