/**
 * Accounts over real HTTP, where the database does the work: sign-up and its unique email, sign-in
 * and the sessions it stores (only their token hashes), the current user and logout, and the sign-in
 * and sign-up limits (take_rate_limit_place), one at a time and at once. It runs on both databases
 * (vitest.config.ts); what the account calls answer without SQL of their own (validation, photos,
 * cookie attributes, other sites, the device cookie) is in account-calls.test.ts, run once.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { LIMITS } from '../../src/server/http/rate-limit';
import { USER_MESSAGES } from '../../src/server/accounts/users';
import { accountCalls, createAccount, MANY_CALLS, newSignup, setCookieValue, type SignedUpAccount } from '../support/accounts';
import { callApi, countRows, fetchAs, freshAddress, withDatabase } from '../support/http';

const site = inject('site');
const { post, signUp, signIn, signedUpAccount, userDetails } = accountCalls(site.url);
// Every sign-up and sign-in runs scrypt at OWASP cost; on a busy machine a handful of them in one
// test can outlast the suite's 60 s default.
vi.setConfig({ testTimeout: 180_000 });
const USER_KEYS = ['_id', 'createdAt', 'email', 'mobile', 'name', 'profilePic', 'role', 'takesNewLeads'];

const setToken = (headers: Headers) => setCookieValue(headers, 'session');

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The whole table as text, to show what it does (not) contain. */
const tableText = (table: string) =>
  withDatabase(site.databaseUrl, async (c) => (await c.query(`select coalesce(string_agg(t::text, ' '), '') as text from ${table} t`)).rows[0].text as string);

function expectNoSecrets(text: string) {
  expect(text).not.toContain('scrypt$');
  expect(text.toLowerCase()).not.toContain('password');
}

/**
 * An account signed up and in once, for the tests that need one but do not test its making. It
 * collects one failed sign-in (the 401 test) and sessions; no test here brings it near a limit.
 */
let member: SignedUpAccount;
beforeAll(async () => {
  member = await signedUpAccount();
});

describe('POST /api/signup', () => {
  it('creates a GENERAL account and answers it without any secret (201)', async () => {
    const before = await countRows(site.databaseUrl, 'users');
    const input = newSignup({ email: `New.Buyer-${randomUUID().slice(0, 6)}@Example.com` });
    const response = await fetchAs(
      new URL('/api/signup', site.url),
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) },
      freshAddress(),
    );
    const text = await response.text();
    expect(response.status).toBe(201);
    expectNoSecrets(text);
    expect(response.headers.getSetCookie()).toEqual([]); // SPEC §4: sign-up goes on to /login
    const body = JSON.parse(text);
    expect(body).toMatchObject({ success: true, error: false });
    expect(body.message).toMatch(/created/);
    expect(Object.keys(body.data).sort()).toEqual(USER_KEYS);
    expect(body.data).toMatchObject({ name: input.name, email: input.email, role: 'GENERAL', profilePic: null });
    expect(await countRows(site.databaseUrl, 'users')).toBe(before + 1);
    const [row] = await withDatabase(site.databaseUrl, async (c) =>
      (await c.query('select password_hash from users where id = $1', [body.data._id])).rows,
    );
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(input.password);
  });

  it('refuses an email that already has an account, whatever its letter case (409)', async () => {
    const before = await countRows(site.databaseUrl, 'users');
    const { status, body } = await post('/api/signup', newSignup({ email: member.input.email.toUpperCase() }));
    expect(status).toBe(409);
    expect(body.message).toBe(USER_MESSAGES.emailTaken);
    expect(await countRows(site.databaseUrl, 'users')).toBe(before);
  });

  it(`limits sign-ups per address: after ${LIMITS.signups.limit} attempts, 429`, MANY_CALLS, async () => {
    const address = freshAddress();
    const input = newSignup();
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.signups.limit; i++) {
      statuses.push((await post('/api/signup', input, {}, address)).status);
    }
    // The first creates the account; the repeats are refused as duplicates but still count.
    expect(statuses).toEqual([201, ...Array(LIMITS.signups.limit - 1).fill(409)]);
    const before = await countRows(site.databaseUrl, 'users');
    const limited = await post('/api/signup', newSignup(), {}, address);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(LIMITS.signups.message);
    expect(limited.headers.get('retry-after')).toBe(String(LIMITS.signups.windowMinutes * 60));
    expect(await countRows(site.databaseUrl, 'users')).toBe(before);
    // Another address is not affected.
    expect((await post('/api/signup', newSignup())).status).toBe(201);
  });

  it(`lets exactly ${LIMITS.signups.limit} sign-ups through when more arrive from one address at once`, MANY_CALLS, async () => {
    const address = freshAddress();
    const before = await countRows(site.databaseUrl, 'users');
    const extra = 4;
    const statuses = (
      await Promise.all(Array.from({ length: LIMITS.signups.limit + extra }, () => post('/api/signup', newSignup(), {}, address)))
    ).map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(LIMITS.signups.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(extra);
    expect(await countRows(site.databaseUrl, 'users')).toBe(before + LIMITS.signups.limit);
  });
});

describe('POST /api/signin', () => {
  it('signs in with a new session cookie (HttpOnly, SameSite=Lax, Path=/, 7 days) and stores only its hash', async () => {
    const response = await fetchAs(
      new URL('/api/signin', site.url),
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: member.input.email, password: member.input.password }),
      },
      freshAddress(),
    );
    const text = await response.text();
    expect(response.status).toBe(200);
    expectNoSecrets(text);
    const body = JSON.parse(text);
    expect(body).toMatchObject({ success: true, error: false, data: member.user });
    expect(body.message).toMatch(/Logged in/);

    const [cookie] = response.headers.getSetCookie();
    const attributes = cookie.split('; ');
    expect(attributes[0]).toMatch(/^session=[A-Za-z0-9_-]{43}$/);
    expect(attributes.slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=604800', 'Path=/', 'SameSite=Lax']);

    const token = setToken(response.headers)!;
    const sessions = await tableText('sessions');
    expect(sessions).toContain(sha256(token));
    expect(sessions).not.toContain(token);
    expect((await userDetails(`session=${token}`)).body.data).toEqual(member.user);
  });

  it('finds the account whatever the letter case of the email', async () => {
    const { status, body } = await signIn(`  ${member.input.email.toUpperCase()} `, member.input.password);
    expect(status).toBe(200);
    expect(body.data!._id).toBe(member.user._id);
  });

  it('answers the same 401 for an unknown email and a wrong password, with no cookie', async () => {
    const sessions = await countRows(site.databaseUrl, 'sessions');
    const unknown = await signIn(`nobody-${randomUUID()}@example.com`, member.input.password);
    const wrong = await signIn(member.input.email, 'not-the-password');
    for (const response of [unknown, wrong]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, error: true, message: USER_MESSAGES.invalidCredentials });
      expect(setToken(response.headers)).toBeNull();
    }
    expect(await countRows(site.databaseUrl, 'sessions')).toBe(sessions);
  });

  it('gives every sign-in a new token: other devices stay signed in, the cookie it replaces is ended', MANY_CALLS, async () => {
    const { input, user } = member;
    const phone = setToken((await signIn(input.email, input.password)).headers)!;
    const laptop = setToken((await signIn(input.email, input.password)).headers)!;
    expect(laptop).not.toBe(phone);
    const sessions = await tableText('sessions');
    expect(sessions).toContain(sha256(phone));
    expect(sessions).toContain(sha256(laptop));
    expect((await userDetails(`session=${phone}`)).body.success).toBe(true);
    expect((await userDetails(`session=${laptop}`)).body.success).toBe(true);

    // Signing in again on the laptop replaces the laptop's cookie and ends its old session.
    const again = setToken((await signIn(input.email, input.password, { cookie: `session=${laptop}` })).headers)!;
    expect(again).not.toBe(laptop);
    expect((await userDetails(`session=${laptop}`)).body.data).toBeNull();
    expect((await userDetails(`session=${again}`)).body.data!._id).toBe(user._id);
    expect((await userDetails(`session=${phone}`)).body.success).toBe(true);
    // A token the client made up is never adopted: it names no session before or after.
    const madeUp = randomBytes(32).toString('base64url');
    const fresh = setToken((await signIn(input.email, input.password, { cookie: `session=${madeUp}` })).headers);
    expect(fresh).not.toBe(madeUp);
    expect((await userDetails(`session=${madeUp}`)).body.data).toBeNull();
  });

  it(`after ${LIMITS.signinFailures.limit} failures from one address, refuses that address with 429`, MANY_CALLS, async () => {
    const { input } = await signUp();
    const address = freshAddress();
    for (let i = 0; i < LIMITS.signinFailures.limit; i++) {
      const email = i % 2 ? input.email : `guess-${i}-${randomUUID()}@example.com`;
      expect((await signIn(email, 'wrong-password', {}, address)).status).toBe(401);
    }
    // The address reached the function as context.ip: the failures were counted under it.
    const counted = await withDatabase(site.databaseUrl, async (c) =>
      (await c.query('select count(*)::int as n from rate_limit_events where bucket = $1', [`signin-fail:ip:${address}`])).rows[0].n,
    );
    expect(counted).toBe(LIMITS.signinFailures.limit);

    const limited = await signIn(input.email, input.password, {}, address);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(LIMITS.signinFailures.message);
    expect(setToken(limited.headers)).toBeNull();
    // The account itself is not locked for other addresses (its email has only 5 failures).
    expect((await signIn(input.email, input.password)).status).toBe(200);
  });

  it(`after ${LIMITS.signinFailures.limit} failures for one email, refuses that email with 429 from any address`, MANY_CALLS, async () => {
    const { input } = await signUp();
    for (let i = 0; i < LIMITS.signinFailures.limit; i++) {
      expect((await signIn(input.email.toUpperCase(), `wrong-${i}`)).status).toBe(401);
    }
    const limited = await signIn(input.email, input.password);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(LIMITS.signinFailures.message);
    // Another account is not affected.
    expect((await signIn(member.input.email, member.input.password)).status).toBe(200);
  });

  it(`lets exactly ${LIMITS.signinFailures.limit} wrong passwords for one email be tried when more arrive at once`, MANY_CALLS, async () => {
    const { input } = await signUp();
    const extra = 4;
    const statuses = (
      await Promise.all(
        Array.from({ length: LIMITS.signinFailures.limit + extra }, (_, i) => signIn(input.email, `wrong-${i}`)),
      )
    ).map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMITS.signinFailures.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(extra);
  });

  it('counts only failures: many successful sign-ins from one address are never limited', MANY_CALLS, async () => {
    const address = freshAddress();
    for (let i = 0; i <= LIMITS.signinFailures.limit; i++) {
      expect((await signIn(member.input.email, member.input.password, {}, address)).status).toBe(200);
    }
  });
});

describe('GET /api/user-details', () => {
  it('answers the logged-in user without any secret', async () => {
    const response = await fetch(new URL('/api/user-details', site.url), { headers: { cookie: `session=${member.token}` } });
    const text = await response.text();
    expect(response.status).toBe(200);
    expectNoSecrets(text);
    const body = JSON.parse(text);
    expect(body).toMatchObject({ success: true, error: false, data: member.user });
    expect(Object.keys(body.data).sort()).toEqual(USER_KEYS);
  });

  it('answers an admin with role ADMIN', async () => {
    const admin = await createAccount(site.databaseUrl, 'ADMIN');
    expect((await userDetails(admin.cookie)).body.data).toEqual(admin.user);
  });

  it('answers no user once the session has expired', async () => {
    const account = await createAccount(site.databaseUrl);
    const token = account.cookie.slice('session='.length);
    await withDatabase(site.databaseUrl, (c) =>
      c.query(`update sessions set expires_at = now() - interval '1 second' where token_hash = $1`, [sha256(token)]),
    );
    expect((await userDetails(account.cookie)).body.data).toBeNull();
  });
});

describe('GET /api/userLogout', () => {
  it('deletes the session row, clears the cookie, and the old cookie no longer works', async () => {
    const token = setToken((await signIn(member.input.email, member.input.password)).headers)!;
    expect((await userDetails(`session=${token}`)).body.success).toBe(true);

    const { status, body, headers } = await callApi(site.url, '/api/userLogout', { headers: { cookie: `session=${token}` } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, error: false });
    expect(body.message).toMatch(/Logged out/);
    const attributes = headers.getSetCookie()[0].split('; ');
    expect(attributes[0]).toBe('session=');
    expect(attributes).toEqual(expect.arrayContaining(['Max-Age=0', 'Path=/', 'HttpOnly', 'SameSite=Lax']));

    expect(await tableText('sessions')).not.toContain(sha256(token));
    expect((await userDetails(`session=${token}`)).body.data).toBeNull();
    // Only this browser's session ends; another device (the one signed in before all) stays signed in.
    expect((await userDetails(`session=${member.token}`)).body.success).toBe(true);
  });
});
