/**
 * Accounts for tests: users with a live session made straight in the database, for tests of calls
 * that need a logged-in GENERAL, SALES or ADMIN user; and the account calls themselves, over HTTP, for
 * the tests of sign-up, sign-in and sessions (accounts.test.ts, account-calls.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Role, User } from '../../src/lib/types';
import { callApi, freshAddress, withDatabase } from './http';
import { CURRENT_NOTICE } from '../../src/lib/privacy-notice';

/** For the tests that make a dozen sign-in or sign-up calls, each of which hashes a password. */
export const MANY_CALLS = { timeout: 300_000 };

export interface TestAccount {
  user: User;
  password: string;
  /** The Cookie header value that carries the session. */
  cookie: string;
}

const ACCOUNT_NAMES: Record<Role, string> = { ADMIN: 'Admin', SALES: 'Sales', GENERAL: 'Buyer' };

let sharedPassword: Promise<{ password: string; passwordHash: string }> | undefined;

/**
 * The password of the accounts made here, hashed once per test process by the site's own hashing:
 * a hash costs scrypt at its production cost (passwords.ts), a third of a second of a core and
 * 128 MB, and the suites make a hundred accounts. Each account still signs in with it for real;
 * the sign-in and sign-up tests hash their own passwords through the calls.
 */
function accountPassword(): Promise<{ password: string; passwordHash: string }> {
  sharedPassword ??= (async () => {
    const { hashPassword } = await import('../../src/server/accounts/passwords');
    const password = `pw-${randomUUID()}`;
    return { password, passwordHash: await hashPassword(password) };
  })();
  return sharedPassword;
}

/** A user of this role with a live session: `createAccount(url, 'SALES')` is a member of the sales team (docs/spec.md §23.1). */
export async function createAccount(databaseUrl: string, role: Role = 'GENERAL'): Promise<TestAccount> {
  const { createSession } = await import('../../src/server/accounts/sessions');
  const { toUser, USER_COLUMNS } = await import('../../src/server/accounts/users');
  const { password, passwordHash } = await accountPassword();
  const email = `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  return withDatabase(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `insert into users (name, email, password_hash, role) values ($1, $2, $3, $4) returning ${USER_COLUMNS}`,
      [`Test ${ACCOUNT_NAMES[role]}`, email, passwordHash, role],
    );
    const user = toUser(rows[0]);
    const token = await createSession(user._id, client);
    return { user, password, cookie: `session=${token}` };
  });
}

/** The fields of a sign-up with an email and a password of their own. */
export function newSignup(overrides: Record<string, unknown> = {}) {
  const password = `pw-${randomUUID()}`;
  return {
    name: 'Anita Sharma',
    email: `buyer-${randomUUID().slice(0, 8)}@example.com`,
    password,
    confirmPassword: password,
    noticeVersion: CURRENT_NOTICE.version,
    ...overrides,
  };
}

/** The value of a cookie a response sets, or null. */
export function setCookieValue(headers: Headers, name: 'session' | 'device'): string | null {
  const cookie = headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return cookie ? cookie.slice(name.length + 1).split(';')[0] || null : null;
}

/** An account made through the sign-up call, and signed in once through the sign-in call. */
export interface SignedUpAccount {
  input: ReturnType<typeof newSignup>;
  user: User;
  /** The session token of that sign-in. */
  token: string;
}

/**
 * The account calls of the site at `siteUrl` (SPEC §4, §7), each from a loopback address of its own
 * (freshAddress()) unless one is given, so the address limits never interfere. Every sign-up and
 * sign-in hashes a password at production cost (about half a second): a test that needs an account
 * but does not test its making takes one made once, in beforeAll.
 */
export function accountCalls(siteUrl: string) {
  const post = (path: string, json: unknown, headers: Record<string, string> = {}, from = freshAddress()) =>
    callApi<User>(siteUrl, path, { method: 'POST', json, headers, from });

  async function signUp(overrides: Record<string, unknown> = {}) {
    const input = newSignup(overrides);
    const { status, body } = await post('/api/signup', input);
    expect(status, body.message).toBe(201);
    return { input, user: body.data! };
  }

  const signIn = (email: string, password: string, headers: Record<string, string> = {}, from = freshAddress()) =>
    post('/api/signin', { email, password }, headers, from);

  async function signedUpAccount(): Promise<SignedUpAccount> {
    const { input, user } = await signUp();
    const token = setCookieValue((await signIn(input.email, input.password)).headers, 'session');
    expect(token).not.toBeNull();
    return { input, user, token: token! };
  }

  const userDetails = (cookie?: string) => callApi<User>(siteUrl, '/api/user-details', { headers: cookie ? { cookie } : {} });

  return { post, signUp, signIn, signedUpAccount, userDetails };
}

/** Every user's role by id, to show a refused call changed none. */
export const userRoles = (databaseUrl: string): Promise<Record<string, Role>> =>
  withDatabase(databaseUrl, async (c) =>
    Object.fromEntries((await c.query('select id, role from users order by id')).rows.map((r) => [r.id, r.role])),
  );

/** One user's role, or undefined when there is no such user. */
export const userRole = (databaseUrl: string, id: string): Promise<Role | undefined> =>
  withDatabase(databaseUrl, async (c) => (await c.query('select role from users where id = $1', [id])).rows[0]?.role);
