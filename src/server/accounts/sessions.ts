/**
 * Sessions: a random token in an httpOnly, SameSite=Lax cookie (Secure over https), valid 7 days.
 * Only the token's SHA-256 is stored, so a leaked table cannot be replayed as cookies.
 */
import { createHash, randomBytes } from 'node:crypto';
import { isDeskRole, type DeskRole, type User } from '../../lib/types';
import type { SigninInput } from '../../lib/validation/accounts';
import { setCookieHeader, type CookieRule } from './cookies';
import { query, type Queryable } from '../db/db';
import { newDeviceToken } from './devices';
import { cookieValue, HttpError } from '../http/http';
import { toUser, USER_COLUMNS, verifyCredentials } from './users';

export const SESSION_COOKIE = 'session';
export const SESSION_DAYS = 7;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(userId: string, db?: Queryable): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await query(
    `insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + make_interval(days => $3))`,
    [hashToken(token), userId, SESSION_DAYS],
    db,
  );
  return token;
}

export async function deleteSession(token: string): Promise<void> {
  await query('delete from sessions where token_hash = $1', [hashToken(token)]);
}

/**
 * Signs in with email and password: always a new session (a token chosen before sign-in is never
 * promoted) and a new device cookie (./devices.ts). The session whose cookie this browser sent is
 * ended, since that cookie is about to be replaced; the user's sessions on other devices stay valid.
 * Expired ones are cleared on the way.
 */
export async function signIn(
  input: SigninInput,
  context: { ip: string; request: Request },
): Promise<{ user: User; token: string; deviceToken: string | null }> {
  const user = await verifyCredentials(input, context);
  const previousToken = sessionToken(context.request);
  await query('delete from sessions where token_hash = $1 or (user_id = $2 and expires_at <= now())', [
    previousToken ? hashToken(previousToken) : null,
    user._id,
  ]);
  return { user, token: await createSession(user._id), deviceToken: newDeviceToken(user._id) };
}

export function sessionToken(request: Request): string | null {
  return cookieValue(request, SESSION_COOKIE);
}

/** The logged-in user of this request, or null (no cookie, unknown or expired session). */
export async function currentUser(request: Request): Promise<User | null> {
  const token = sessionToken(request);
  if (!token) return null;
  const rows = await query<Parameters<typeof toUser>[0]>(
    `select ${USER_COLUMNS.split(', ').map((c) => `u.${c}`).join(', ')}
       from sessions s join users u on u.id = s.user_id
      where s.token_hash = $1 and s.expires_at > now()`,
    [hashToken(token)],
  );
  return rows[0] ? toUser(rows[0]) : null;
}

/** What a call that needs a session says without one. */
export const NOT_LOGGED_IN_MESSAGE = 'Please log in first.';

export async function requireUser(request: Request): Promise<User> {
  const user = await currentUser(request);
  if (!user) throw new HttpError(401, NOT_LOGGED_IN_MESSAGE);
  return user;
}

/**
 * Every admin call outside the lead desk and the quotations (users, roles, product writes, uploads,
 * publishing) goes through here: 401 when not logged in, 403 for anyone not an ADMIN, SALES too.
 */
export async function requireAdmin(request: Request): Promise<User> {
  const user = await requireUser(request);
  if (user.role !== 'ADMIN') throw new HttpError(403, 'Only an admin can do this.');
  return user;
}

/** A user who works the lead desk and the quotations (docs/spec.md §23.1). */
export type DeskUser = User & { role: DeskRole };

export const isDeskUser = (user: User): user is DeskUser => isDeskRole(user.role);

/** Every call of the lead desk and the quotations: 401 when not logged in, 403 for a GENERAL user. */
export async function requireDesk(request: Request): Promise<DeskUser> {
  const user = await requireUser(request);
  if (!isDeskUser(user)) throw new HttpError(403, 'Only the sales team can do this.');
  return user;
}

const SESSION_COOKIE_RULE: CookieRule = { name: SESSION_COOKIE, path: '/', sameSite: 'Lax', days: SESSION_DAYS };

export function sessionCookie(request: Request, token: string): string {
  return setCookieHeader(request, SESSION_COOKIE_RULE, token);
}

export function clearedSessionCookie(request: Request): string {
  return setCookieHeader(request, { ...SESSION_COOKIE_RULE, days: 0 }, '');
}
