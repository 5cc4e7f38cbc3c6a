/** GET /api/publish-status (admin): whether the site is being rebuilt and when it was last published. */
import type { Config } from '@netlify/functions';
import { ok, routes } from '../../src/server/http/http';
import { getPublishStatus } from '../../src/server/publishing/rebuild';
import { requireAdmin } from '../../src/server/accounts/sessions';

export default routes({
  '/api/publish-status': {
    GET: async (request) => {
      await requireAdmin(request);
      return ok(await getPublishStatus(), 'Publish status');
    },
  },
});

export const config: Config = { path: '/api/publish-status' };
