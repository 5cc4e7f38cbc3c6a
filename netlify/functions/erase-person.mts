/**
 * POST /api/erase-person `{ phone?, email?, reason }` (docs/spec.md §26.4): an ADMIN erases a person
 * by mobile number or email, and is answered what was erased in each table, what the law kept, or
 * that nothing was left to erase (200 all the same). ADMIN only: 401 signed out, 403 for SALES and
 * GENERAL; bad input is a 400 naming the field, and nothing is written.
 */
import type { Config } from '@netlify/functions';
import { requireAdmin } from '../../src/server/accounts/sessions';
import { ok, readBody, routes } from '../../src/server/http/http';
import { erasePerson } from '../../src/server/privacy/erasure';
import { erasureAnswer } from '../../src/lib/erasure';
import { erasureSchema } from '../../src/lib/validation/erasure';

export default routes({
  '/api/erase-person': {
    POST: async (request) => {
      const admin = await requireAdmin(request);
      const input = await readBody(request, erasureSchema);
      const result = await erasePerson({ ...input, by: admin._id });
      return ok(result, erasureAnswer(result));
    },
  },
});

export const config: Config = { path: ['/api/erase-person'] };
