/**
 * The admin's user management of SPEC §7: list all users (or those whose name or email contains
 * `q`; whole, or a page at a time: ../../src/server/http/paging.ts), change a user's role.
 */
import type { Config } from '@netlify/functions';
import { ok, readBody, routes } from '../../src/server/http/http';
import { okPage, pageRequest, searchTextOf } from '../../src/server/http/paging';
import { requireAdmin } from '../../src/server/accounts/sessions';
import { listUsers, setUserRole, userPage, USERS_NEWEST } from '../../src/server/accounts/users';
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
      await requireAdmin(request);
      const { userId, role } = await readBody(request, updateUserSchema);
      const user = await setUserRole(userId, role);
      return ok(user, `${user.name} is now ${role}.`);
    },
  },
});

export const config: Config = {
  path: ['/api/all-user', '/api/update-user'],
};
