/**
 * The admin's user management of SPEC §7: list all users (or those whose name or email contains
 * `q`; whole, or a page at a time: ../../src/server/http/paging.ts), change a user's role and
 * whether they take new leads (docs/spec.md §23.1). ADMIN only: SALES is refused too.
 */
import type { Config } from '@netlify/functions';
import { ok, readBody, routes } from '../../src/server/http/http';
import { okPage, pageRequest, searchTextOf } from '../../src/server/http/paging';
import { requireAdmin } from '../../src/server/accounts/sessions';
import { listUsers, userPage, USERS_NEWEST } from '../../src/server/accounts/users';
import { updateUser, userChangeMessage } from '../../src/server/accounts/user-update';
import { updateUserSchema } from '../../src/lib/validation/accounts';

export default routes({
  '/api/all-user': {
    GET: async (request) => {
      await requireAdmin(request);
      const params = new URL(request.url).searchParams;
      const q = searchTextOf(params);
      const page = pageRequest(params, USERS_NEWEST);
      return page ? okPage(await userPage(q, page), 'All users') : ok(await listUsers(q), 'All users');
    },
  },
  '/api/update-user': {
    POST: async (request) => {
      const admin = await requireAdmin(request);
      const { userId, ...change } = await readBody(request, updateUserSchema);
      const user = await updateUser(userId, change, admin._id);
      return ok(user, userChangeMessage(user, change));
    },
  },
});

export const config: Config = {
  path: ['/api/all-user', '/api/update-user'],
};
