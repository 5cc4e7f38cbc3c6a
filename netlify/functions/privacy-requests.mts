/**
 * The buyers' requests made by their own links (docs/spec.md §26.3), ADMIN only (SALES is refused
 * too): GET the open ones, oldest first; POST one marked handled. An erasure request is carried out
 * by POST /api/erase-person (docs/spec.md §26.4) before it is marked
 * (src/server/privacy/request-desk.ts).
 */
import type { Config } from '@netlify/functions';
import { handleRequestSchema } from '../../src/lib/validation/privacy-requests';
import { requireAdmin } from '../../src/server/accounts/sessions';
import { fail, ok, readBody, routes } from '../../src/server/http/http';
import { handleRequest, openRequests, REQUEST_MESSAGES } from '../../src/server/privacy/request-desk';

export default routes({
  '/api/privacy-requests': {
    GET: async (request) => {
      await requireAdmin(request);
      return ok(await openRequests(), REQUEST_MESSAGES.listed);
    },
  },
  '/api/privacy-requests/handle': {
    POST: async (request) => {
      const admin = await requireAdmin(request);
      const { requestId } = await readBody(request, handleRequestSchema);
      const result = await handleRequest(requestId, admin._id);
      switch (result.outcome) {
        case 'handled':
          return ok(result.request, REQUEST_MESSAGES.handled);
        case 'unknown':
          return fail(404, REQUEST_MESSAGES.notFound);
        default:
          return fail(409, REQUEST_MESSAGES[result.outcome]);
      }
    },
  },
});

export const config: Config = {
  path: ['/api/privacy-requests', '/api/privacy-requests/handle'],
};
