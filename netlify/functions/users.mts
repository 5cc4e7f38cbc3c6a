/** The admin's user management of SPEC §7: list all users, change a user's role. */
import type { Config } from '@netlify/functions';
import { ok, readBody, routes } from '../../src/server/http/http';
import { requireAdmin } from '../../src/server/accounts/sessions';
import { listUsers, setUserRole } from '../../src/server/accounts/users';
import { updateUserSchema } from '../../src/lib/validation';

export default routes({
  '/api/all-user': {
    GET: async (request) => {
      await requireAdmin(request);
      return ok(await listUsers(), 'All users');
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
