/**
 * GET /api/lead-stats (admin): the enquiries of the last 12 weeks per week, per product (with the
 * chat clicks) and by source; the follow-ups due today and overdue; the products enquiries name.
 */
import type { Config } from '@netlify/functions';
import { requireDesk } from '../../src/server/accounts/sessions';
import { leadStats } from '../../src/server/enquiries/lead-stats';
import { ok, routes } from '../../src/server/http/http';

export default routes({
  '/api/lead-stats': {
    GET: async (request) => {
      await requireDesk(request);
      return ok(await leadStats(new Date()), 'Lead statistics');
    },
  },
});

export const config: Config = { path: '/api/lead-stats' };
