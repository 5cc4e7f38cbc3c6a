/** Accounts of SPEC §7: sign-up, sign-in, the current user, logout. */
import type { Config } from '@netlify/functions';
import { clientIp, isHttps, json, ok, readBody, refuseCrossSite, routes } from '../../src/server/http';
import {
  clearedSessionCookie,
  currentUser,
  deleteSession,
  NOT_LOGGED_IN_MESSAGE,
  sessionCookie,
  sessionToken,
  signIn,
} from '../../src/server/sessions';
import { deviceCookie } from '../../src/server/devices';
import { registerUser } from '../../src/server/users';
import { signinSchema, signupSchema } from '../../src/lib/validation';

export default routes({
  '/api/signup': {
    POST: async (request, context) => {
      const input = await readBody(request, signupSchema);
      const user = await registerUser(input, {
        ip: clientIp(context),
        origin: new URL(request.url).origin,
        https: isHttps(request),
      });
      return ok(user, 'Your account has been created. Please log in.', 201);
    },
  },
  '/api/signin': {
    POST: async (request, context) => {
      const input = await readBody(request, signinSchema);
      const { user, token, deviceToken } = await signIn(input, { ip: clientIp(context), request });
      const cookies = [sessionCookie(request, token), ...(deviceToken ? [deviceCookie(request, deviceToken)] : [])];
      return json(
        200,
        { success: true, error: false, message: 'Logged in successfully.', data: user },
        cookies.map((cookie): [string, string] => ['set-cookie', cookie]),
      );
    },
  },
  '/api/user-details': {
    // Every page asks on load (SPEC §2). A visitor without a session is an ordinary answer, not a
    // failed request: 200 with no user, so browsers log no error for every visitor's page view.
    GET: async (request) => {
      const user = await currentUser(request);
      if (user) return ok(user, 'User details');
      return json(200, { success: false, error: false, message: NOT_LOGGED_IN_MESSAGE, data: null });
    },
  },
  '/api/userLogout': {
    // Succeeds whether or not a session was open, unless another site asked for it.
    GET: async (request) => {
      refuseCrossSite(request);
      const token = sessionToken(request);
      if (token) await deleteSession(token);
      return json(200, { success: true, error: false, message: 'Logged out successfully.' }, {
        'set-cookie': clearedSessionCookie(request),
      });
    },
  },
});

export const config: Config = {
  // Netlify's emulator lowercases the request path before comparing it with these, so a path
  // with capitals is listed in lowercase too (routes() finds it either way).
  path: ['/api/signup', '/api/signin', '/api/user-details', '/api/userLogout', '/api/userlogout'],
};
