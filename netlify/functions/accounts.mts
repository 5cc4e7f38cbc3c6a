/**
 * Accounts of SPEC §7: sign-up, sign-in, the current user, logout. Sign-up and sign-in also take
 * their pages' forms posted without script (or before the page's script has woken): those are
 * answered with a redirect (303) or the form again with the message (src/server/accounts/account-forms.ts).
 */
import type { Config } from '@netlify/functions';
import { clientIp, HttpError, isHttps, json, ok, readBody, refuseCrossSite, routes, type FunctionContext } from '../../src/server/http/http';
import {
  clearedSessionCookie,
  currentUser,
  deleteSession,
  NOT_LOGGED_IN_MESSAGE,
  requireDesk,
  sessionCookie,
  sessionToken,
  signIn,
} from '../../src/server/accounts/sessions';
import { deviceCookie } from '../../src/server/accounts/devices';
import { photoOfDataUrl, registerUser, type SignupPhoto } from '../../src/server/accounts/users';
import { mobileMessage, setOwnMobile } from '../../src/server/accounts/user-update';
import { loginFormPage, signUpFormPage } from '../../src/server/accounts/account-forms';
import { isFormPost, readForm } from '../../src/server/http/form-post';
import { ACCOUNT_MESSAGES } from '../../src/lib/messages';
import { nextPathOf, safeNextPath } from '../../src/lib/next-path';
import { HOME_PATH, LOGIN_PAGE, SIGNED_UP_ANCHOR } from '../../src/lib/public-address';
import { ownDetailsSchema, signinSchema, signupSchema, type SigninInput } from '../../src/lib/validation/accounts';
import { firstIssue } from '../../src/lib/validation/common';

/** A sign-in with its answer's cookies: the session, and the device cookie when there is a key. */
async function signInWithCookies(input: SigninInput, request: Request, context: FunctionContext) {
  const { user, token, deviceToken } = await signIn(input, { ip: clientIp(context), request });
  const cookies = [sessionCookie(request, token), ...(deviceToken ? [deviceCookie(request, deviceToken)] : [])];
  return { user, cookies: cookies.map((cookie): [string, string] => ['set-cookie', cookie]) };
}

function createAccount(input: Parameters<typeof registerUser>[0], photo: SignupPhoto | null, request: Request, context: FunctionContext) {
  return registerUser(input, photo, { ip: clientIp(context), origin: new URL(request.url).origin, https: isHttps(request) });
}

/** 303 See Other: the browser follows with a GET, so a reload never posts the form again. */
const seeOther = (location: string, headers: [string, string][] = []) =>
  new Response(null, { status: 303, headers: [['location', location], ['cache-control', 'no-store'], ...headers] });

/** Runs a form's step; a refusal (HttpError) is answered with `page`, anything else is thrown on. */
async function orPage(step: () => Promise<Response>, page: (refusal: HttpError) => Response): Promise<Response> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof HttpError) return page(error);
    throw error;
  }
}

/** The login form: on success home, or the safe same-site page that sent the visitor to log in. */
async function signInByForm(request: Request, context: FunctionContext): Promise<Response> {
  let email = '';
  let next: string | undefined;
  return orPage(
    async () => {
      const { fields } = await readForm(request);
      email = fields.email ?? '';
      next = safeNextPath(fields.next) ?? nextPathOf(request.headers.get('referer')) ?? undefined;
      const parsed = signinSchema.safeParse(fields);
      if (!parsed.success) throw new HttpError(400, firstIssue(parsed.error));
      const { cookies } = await signInWithCookies(parsed.data, request, context);
      return seeOther(next ?? HOME_PATH, cookies);
    },
    (refusal) => loginFormPage({ status: refusal.status, message: refusal.message, headers: refusal.headers, email, next }),
  );
}

/** The sign-up form (multipart, the photo optional): on success the login page, which confirms it. */
async function signUpByForm(request: Request, context: FunctionContext): Promise<Response> {
  let name = '';
  let email = '';
  return orPage(
    async () => {
      const { fields, files } = await readForm(request);
      ({ name = '', email = '' } = fields);
      const parsed = signupSchema.safeParse({ ...fields, profilePic: null });
      if (!parsed.success) throw new HttpError(400, firstIssue(parsed.error));
      const file = files.profilePic;
      const photo = file ? { bytes: new Uint8Array(await file.arrayBuffer()), field: 'The profile photo' } : null;
      await createAccount(parsed.data, photo, request, context);
      return seeOther(`${LOGIN_PAGE}#${SIGNED_UP_ANCHOR}`);
    },
    (refusal) => signUpFormPage({ status: refusal.status, message: refusal.message, headers: refusal.headers, name, email }),
  );
}

export default routes({
  '/api/signup': {
    POST: async (request, context) => {
      if (isFormPost(request)) return signUpByForm(request, context);
      const { profilePic, ...input } = await readBody(request, signupSchema);
      const user = await createAccount(input, photoOfDataUrl(profilePic), request, context);
      return ok(user, ACCOUNT_MESSAGES.signedUp, 201);
    },
  },
  '/api/signin': {
    POST: async (request, context) => {
      if (isFormPost(request)) return signInByForm(request, context);
      const input = await readBody(request, signinSchema);
      const { user, cookies } = await signInWithCookies(input, request, context);
      return json(200, { success: true, error: false, message: ACCOUNT_MESSAGES.loggedIn, data: user }, cookies);
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
    // A desk user's own mobile, printed as the sales contact on their quotations (docs/spec.md §22.9).
    POST: async (request) => {
      const desk = await requireDesk(request);
      const { mobile } = await readBody(request, ownDetailsSchema);
      const user = await setOwnMobile(desk._id, mobile);
      return ok(user, mobileMessage(user));
    },
  },
  '/api/userLogout': {
    // Succeeds whether or not a session was open, unless another site asked for it.
    GET: async (request) => {
      refuseCrossSite(request);
      const token = sessionToken(request);
      if (token) await deleteSession(token);
      return json(200, { success: true, error: false, message: ACCOUNT_MESSAGES.loggedOut }, {
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
