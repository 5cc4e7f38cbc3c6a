/**
 * The access log (docs/spec.md §26.6), an ADMIN's only (SALES and GENERAL users 403, a visitor
 * 401): who in the team opened a lead, exported the leads or the orders, or downloaded a buyer's
 * document, and when, newest first, a page at a time, filtered by user, action and lead.
 */
import type { Config } from '@netlify/functions';
import { requireAdmin } from '../../src/server/accounts/sessions';
import { routes } from '../../src/server/http/http';
import { okPage } from '../../src/server/http/paging';
import { accessLogFilter, accessLogPage, accessLogPageRequest } from '../../src/server/privacy/access-log-list';

export default routes({
  '/api/access-log': {
    GET: async (request) => {
      await requireAdmin(request);
      const params = new URL(request.url).searchParams;
      const filter = accessLogFilter(params);
      return okPage(await accessLogPage(filter, accessLogPageRequest(params)), 'Access log');
    },
  },
});

export const config: Config = {
  path: ['/api/access-log'],
};
