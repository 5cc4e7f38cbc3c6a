/**
 * Accounts over real HTTP: sign-up, sign-in, the current user and logout, with the session cookie,
 * the stored token hash and the sign-in / sign-up limits. Every call connects from a loopback address
 * of its own (freshAddress()), the address the server sees, so the address limits never interfere.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { MESSAGES } from '../../src/lib/messages';
import type { User } from '../../src/lib/types';
import { hashPassword } from '../../src/server/accounts/passwords';
import { LIMITS } from '../../src/server/http/rate-limit';
import { clearedSessionCookie, sessionCookie } from '../../src/server/accounts/sessions';
import { DUMMY_PASSWORD_HASH, USER_MESSAGES } from '../../src/server/accounts/users';
import { createAccount } from '../support/accounts';
import { callApi, countRows, fetchAs, freshAddress, postRaw, withDatabase } from '../support/http';
import { dataUrl, fileCount, noiseImage, smallImage, uploadsDirOf } from '../support/images';

const site = inject('site');
/** For the tests that make a dozen sign-in or sign-up calls, each of which hashes a password. */
const MANY_CALLS = { timeout: 300_000 };
// Every sign-up and sign-in runs scrypt at OWASP cost; on a busy machine a handful of them in one
// test can outlast the suite's 60 s default.
vi.setConfig({ testTimeout: 180_000 });
const USER_KEYS = ['_id', 'createdAt', 'email', 'name', 'profilePic', 'role'];

const newSignup = (overrides: Record<string, unknown> = {}) => {
  const password = `pw-${randomUUID()}`;
  return {
    name: 'Anita Sharma',
    email: `buyer-${randomUUID().slice(0, 8)}@example.com`,
    password,
    confirmPassword: password,
    ...overrides,
  };
};

const post = (path: string, json: unknown, headers: Record<string, string> = {}, from = freshAddress()) =>
  callApi<User>(site.url, path, { method: 'POST', json, headers, from });

/** The session token a response sets, or null. */
function setToken(headers: Headers): string | null {
  const cookie = headers.getSetCookie().find((c) => c.startsWith('session='));
  return cookie ? cookie.slice('session='.length).split(';')[0] || null : null;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function signUp(overrides: Record<string, unknown> = {}) {
  const input = newSignup(overrides);
  const { status, body } = await post('/api/signup', input);
  expect(status, body.message).toBe(201);
  return { input, user: body.data! };
}

async function signIn(email: string, password: string, headers: Record<string, string> = {}, from = freshAddress()) {
  return post('/api/signin', { email, password }, headers, from);
}

const userDetails = (cookie?: string) =>
  callApi<User>(site.url, '/api/user-details', { headers: cookie ? { cookie } : {} });

/** The whole table as text, to show what it does (not) contain. */
const tableText = (table: string) =>
  withDatabase(site.databaseUrl, async (c) => (await c.query(`select coalesce(string_agg(t::text, ' '), '') as text from ${table} t`)).rows[0].text as string);

function expectNoSecrets(text: string) {
  expect(text).not.toContain('scrypt$');
  expect(text.toLowerCase()).not.toContain('password');
}

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

  describe('with a profile photo', () => {
    let uploads: string;
    let withPhoto: User;
    const webpPromise = smallImage('webp');

    beforeAll(async () => {
      withPhoto = (await signUp({ profilePic: dataUrl(await webpPromise) })).user;
      uploads = uploadsDirOf(withPhoto.profilePic!);
    });

    it('stores the photo and saves its address, served with the same bytes', async () => {
      expect(withPhoto.profilePic).toMatch(new RegExp(`^${site.url}/uploads/[0-9a-f-]{36}\\.webp$`));
      const served = await fetch(withPhoto.profilePic!);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(await webpPromise);
    });

    it('judges the photo by its bytes, not by the type the data URL declares', async () => {
      const { user } = await signUp({ profilePic: dataUrl(await smallImage('png'), 'image/webp') });
      expect(user.profilePic).toMatch(/\.png$/);
    });

    it('takes an empty or null profilePic as no photo', async () => {
      expect((await signUp({ profilePic: '' })).user.profilePic).toBeNull();
      expect((await signUp({ profilePic: null })).user.profilePic).toBeNull();
    });

    it.each([
      ['a photo over 200 KB decoded', async () => dataUrl(await noiseImage('png', 201 * 1024)), 413, /profilePic is \d+ KB; the limit is 200 KB/],
      ['a GIF', async () => dataUrl(await smallImage('gif'), 'image/webp'), 415, /profilePic must be a webp, png or jpeg image/],
      ['HTML declared as an image', async () => dataUrl(Buffer.from('<script>alert(1)</script>')), 415, /profilePic must be a webp, png or jpeg/],
      ['a link instead of a data URL', async () => 'https://example.com/me.webp', 400, /profilePic must be an image data URL/],
      ['a number', async () => 42, 400, /profilePic must be an image data URL/],
    ])('refuses %s, writing nothing', async (_, makePic, status, message) => {
      const counts = [await countRows(site.databaseUrl, 'users'), fileCount(uploads), await countRows(site.databaseUrl, 'rate_limit_events')];
      const { status: got, body } = await post('/api/signup', newSignup({ profilePic: await makePic() }));
      expect(got).toBe(status);
      expect(body).toMatchObject({ success: false, error: true });
      expect(body.message).toMatch(message);
      expect([await countRows(site.databaseUrl, 'users'), fileCount(uploads), await countRows(site.databaseUrl, 'rate_limit_events')]).toEqual(counts);
    });

    it('keeps a photo between 100 and 200 KB (the profile size, not the product size)', async () => {
      const photo = await noiseImage('png', 150 * 1024);
      expect(photo.length).toBeGreaterThan(100 * 1024);
      expect(photo.length).toBeLessThanOrEqual(200 * 1024);
      const { user } = await signUp({ profilePic: dataUrl(photo, 'image/png') });
      expect(fs.statSync(path.join(uploads, path.basename(user.profilePic!))).size).toBe(photo.length);
    });
  });

  it('refuses an email that already has an account, whatever its letter case (409)', async () => {
    const { input } = await signUp();
    const before = await countRows(site.databaseUrl, 'users');
    const { status, body } = await post('/api/signup', newSignup({ email: input.email.toUpperCase() }));
    expect(status).toBe(409);
    expect(body.message).toBe(USER_MESSAGES.emailTaken);
    expect(await countRows(site.databaseUrl, 'users')).toBe(before);
  });

  it.each([
    ['name missing', { name: undefined }, 'name is required.'],
    ['name blank', { name: '   ' }, 'name is required.'],
    ['name of the wrong type', { name: 42 }, 'name is required.'],
    ['email missing', { email: undefined }, 'email is required.'],
    ['email malformed', { email: 'not-an-email' }, 'email must be a valid email address.'],
    ['password too short', { password: 'short', confirmPassword: 'short' }, 'password must be at least 8 characters.'],
    ['confirmPassword missing', { confirmPassword: undefined }, 'confirmPassword is required.'],
    ['passwords that differ', { confirmPassword: 'something-else' }, MESSAGES.passwordMismatch],
  ])('answers 400 for %s, naming the problem, and writes nothing', async (_, overrides, message) => {
    const before = await countRows(site.databaseUrl, 'users');
    const { status, body } = await post('/api/signup', newSignup(overrides));
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, error: true, message });
    expect(await countRows(site.databaseUrl, 'users')).toBe(before);
  });

  it('answers 400 for malformed JSON, 415 for another type and 413 for a body over 1 MB', async () => {
    const before = await countRows(site.databaseUrl, 'users');
    const cases: [BodyInit, string, number, RegExp][] = [
      ['{"name": "Anita", ', 'application/json', 400, /not valid JSON/],
      ['name=Anita&email=a%40example.com', 'text/plain', 415, /JSON/],
      [JSON.stringify(newSignup({ profilePic: 'x'.repeat(1024 * 1024) })), 'application/json', 413, /1 MB/],
    ];
    for (const [body, type, status, message] of cases) {
      const response = await postRaw(site.url, '/api/signup', body, type, {}, freshAddress());
      expect(response.status).toBe(status);
      expect(response.body.message).toMatch(message);
    }
    expect(await countRows(site.databaseUrl, 'users')).toBe(before);
  });

  it('stores SQL-looking and HTML-looking names as plain text', async () => {
    const name = `Robert'); drop table users; -- <img src=x onerror=alert(1)>`;
    const { user, input } = await signUp({ name });
    expect(user.name).toBe(name);
    const stored = await withDatabase(site.databaseUrl, async (c) =>
      (await c.query('select name from users where lower(email) = lower($1)', [input.email])).rows,
    );
    expect(stored).toEqual([{ name }]);
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

  it('refuses a sign-up posted from another site (403)', async () => {
    const before = await countRows(site.databaseUrl, 'users');
    const { status, body } = await post('/api/signup', newSignup(), { origin: 'https://evil.example' });
    expect(status).toBe(403);
    expect(body.message).toMatch(/other sites/);
    expect(await countRows(site.databaseUrl, 'users')).toBe(before);
  });

  it('answers 405 to GET', async () => {
    const { status, headers } = await callApi(site.url, '/api/signup');
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('POST');
  });
});

describe('POST /api/signin', () => {
  it('signs in with a new session cookie (HttpOnly, SameSite=Lax, Path=/, 7 days) and stores only its hash', async () => {
    const { input, user } = await signUp();
    const response = await fetchAs(
      new URL('/api/signin', site.url),
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: input.email, password: input.password }),
      },
      freshAddress(),
    );
    const text = await response.text();
    expect(response.status).toBe(200);
    expectNoSecrets(text);
    const body = JSON.parse(text);
    expect(body).toMatchObject({ success: true, error: false, data: user });
    expect(body.message).toMatch(/Logged in/);

    const [cookie] = response.headers.getSetCookie();
    const attributes = cookie.split('; ');
    expect(attributes[0]).toMatch(/^session=[A-Za-z0-9_-]{43}$/);
    expect(attributes.slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=604800', 'Path=/', 'SameSite=Lax']);

    const token = setToken(response.headers)!;
    const sessions = await tableText('sessions');
    expect(sessions).toContain(sha256(token));
    expect(sessions).not.toContain(token);
    expect((await userDetails(`session=${token}`)).body.data).toEqual(user);
  });

  it('does not mark the cookie Secure over http for a client’s X-Forwarded-Proto (no TRUST_PROXY)', async () => {
    const { input } = await signUp();
    const { status, headers } = await signIn(input.email, input.password, { 'x-forwarded-proto': 'https' });
    expect(status).toBe(200);
    expect(headers.getSetCookie()[0].split('; ')).not.toContain('Secure');
  });

  it('finds the account whatever the letter case of the email', async () => {
    const { input, user } = await signUp();
    const { status, body } = await signIn(`  ${input.email.toUpperCase()} `, input.password);
    expect(status).toBe(200);
    expect(body.data!._id).toBe(user._id);
  });

  it('answers the same 401 for an unknown email and a wrong password, with no cookie', async () => {
    const { input } = await signUp();
    const sessions = await countRows(site.databaseUrl, 'sessions');
    const unknown = await signIn(`nobody-${randomUUID()}@example.com`, input.password);
    const wrong = await signIn(input.email, 'not-the-password');
    for (const response of [unknown, wrong]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, error: true, message: USER_MESSAGES.invalidCredentials });
      expect(setToken(response.headers)).toBeNull();
    }
    expect(await countRows(site.databaseUrl, 'sessions')).toBe(sessions);
  });

  it('gives every sign-in a new token: other devices stay signed in, the cookie it replaces is ended', MANY_CALLS, async () => {
    const { input, user } = await signUp();
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

  it.each([
    ['email missing', { password: 'whatever-1' }, 400, 'email is required.'],
    ['email malformed', { email: 'admin', password: 'whatever-1' }, 400, 'email must be a valid email address.'],
    ['password missing', { email: 'a@example.com' }, 400, 'password is required.'],
    ['password of the wrong type', { email: 'a@example.com', password: 12345678 }, 400, 'password is required.'],
    ['an SQL-looking email', { email: "' or 1=1 --", password: "' or '1'='1" }, 400, 'email must be a valid email address.'],
  ])('answers 400 for %s and opens no session', async (_, json, status, message) => {
    const sessions = await countRows(site.databaseUrl, 'sessions');
    const response = await post('/api/signin', json);
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ success: false, error: true, message });
    expect(setToken(response.headers)).toBeNull();
    expect(await countRows(site.databaseUrl, 'sessions')).toBe(sessions);
  });

  it('answers 400 for malformed JSON and 415 for a body that is neither JSON nor a form', async () => {
    const sessions = await countRows(site.databaseUrl, 'sessions');
    const malformed = await postRaw(site.url, '/api/signin', '{"email":', 'application/json');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/JSON/);
    const text = await postRaw(
      site.url,
      '/api/signin',
      `email=${encodeURIComponent(site.admin.email)}&password=${encodeURIComponent(site.admin.password)}`,
      'text/plain',
    );
    expect(text.status).toBe(415);
    expect(await countRows(site.databaseUrl, 'sessions')).toBe(sessions);
  });

  it('refuses a sign-in posted from another site (403)', async () => {
    const { input } = await signUp();
    const response = await signIn(input.email, input.password, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(setToken(response.headers)).toBeNull();
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
    const other = await signUp();
    for (let i = 0; i < LIMITS.signinFailures.limit; i++) {
      expect((await signIn(input.email.toUpperCase(), `wrong-${i}`)).status).toBe(401);
    }
    const limited = await signIn(input.email, input.password);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(LIMITS.signinFailures.message);
    expect((await signIn(other.input.email, other.input.password)).status).toBe(200);
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
    const { input } = await signUp();
    const address = freshAddress();
    for (let i = 0; i <= LIMITS.signinFailures.limit; i++) {
      expect((await signIn(input.email, input.password, {}, address)).status).toBe(200);
    }
  });
});

/** The device cookie a response sets, or null. */
function setDevice(headers: Headers): string | null {
  const cookie = headers.getSetCookie().find((c) => c.startsWith('device='));
  return cookie ? cookie.slice('device='.length).split(';')[0] || null : null;
}

describe('the device cookie: failures elsewhere never lock the owner out', () => {
  it('is set at sign-in: httpOnly, strict, sent to sign-in only, and holds nothing secret in clear', async () => {
    const { input, user } = await signUp();
    const response = await signIn(input.email, input.password);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('device='))!;
    const [pair, ...attributes] = cookie.split('; ');
    expect(attributes.sort()).toEqual(['HttpOnly', 'Max-Age=31536000', 'Path=/api/signin', 'SameSite=Strict']);
    const value = pair.slice('device='.length);
    const [id, nonce, mac] = value.split('.');
    expect(id).toBe(user._id);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(mac).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const secret of [input.email, input.password, setToken(response.headers)!]) expect(value).not.toContain(secret);
    // A new sign-in marks the device anew.
    expect(setDevice((await signIn(input.email, input.password, { cookie: `device=${value}` })).headers)).not.toBe(value);
    // Over http it is not Secure, whatever X-Forwarded-Proto a client writes (no TRUST_PROXY).
    const forged = await signIn(input.email, input.password, { 'x-forwarded-proto': 'https' });
    expect(forged.headers.getSetCookie().find((c) => c.startsWith('device='))!.split('; ')).not.toContain('Secure');
  });

  it('lets the owner in from a browser used before after an attacker’s 15 failures from other addresses', MANY_CALLS, async () => {
    const { input } = await signUp();
    const other = await signUp();
    const device = setDevice((await signIn(input.email, input.password)).headers)!;
    const othersDevice = setDevice((await signIn(other.input.email, other.input.password)).headers)!;

    const attack: number[] = [];
    for (let i = 0; i < 15; i++) attack.push((await signIn(input.email, `guess-${i}`)).status);
    expect(attack).toEqual([...Array(LIMITS.signinFailures.limit).fill(401), ...Array(15 - LIMITS.signinFailures.limit).fill(429)]);

    // The owner's browser, now on another network, still gets in.
    const owner = await signIn(input.email, input.password, { cookie: `device=${device}` });
    expect(owner.status, owner.body.message).toBe(200);
    expect(setToken(owner.headers)).not.toBeNull();

    // A device the account never signed in from is refused while the account is under attack, and so
    // is one showing a cookie that is forged, altered, or another account's.
    const [id, nonce, mac] = device.split('.');
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    const notTrusted = [
      undefined,
      `${id}.${nonce}.${flip(mac)}`,
      `${id}.${flip(nonce)}.${mac}`,
      `${id}.${nonce}.${randomBytes(32).toString('base64url')}`,
      othersDevice,
      `${id}.${othersDevice.split('.').slice(1).join('.')}`,
    ];
    for (const cookie of notTrusted) {
      const refused = await signIn(input.email, input.password, cookie ? { cookie: `device=${cookie}` } : {});
      expect(refused.status, cookie).toBe(429);
      expect(refused.body).toEqual({ success: false, error: true, message: LIMITS.signinFailures.message });
      expect(setToken(refused.headers)).toBeNull();
    }
  });

  it(`gives a known device a budget of its own: ${LIMITS.signinFailures.limit} failures, then 429 for that device only`, MANY_CALLS, async () => {
    const { input } = await signUp();
    const device = setDevice((await signIn(input.email, input.password)).headers)!;
    for (let i = 0; i < LIMITS.signinFailures.limit; i++) {
      expect((await signIn(input.email, `wrong-${i}`, { cookie: `device=${device}` })).status).toBe(401);
    }
    expect((await signIn(input.email, input.password, { cookie: `device=${device}` })).status).toBe(429);
    // Those failures were the device's, not the account's: another browser is not locked out.
    expect((await signIn(input.email, input.password)).status).toBe(200);
  });
});

describe('GET /api/user-details', () => {
  it('answers the logged-in user without any secret', async () => {
    const { input, user } = await signUp();
    const token = setToken((await signIn(input.email, input.password)).headers)!;
    const response = await fetch(new URL('/api/user-details', site.url), { headers: { cookie: `session=${token}` } });
    const text = await response.text();
    expect(response.status).toBe(200);
    expectNoSecrets(text);
    const body = JSON.parse(text);
    expect(body).toMatchObject({ success: true, error: false, data: user });
    expect(Object.keys(body.data).sort()).toEqual(USER_KEYS);
  });

  it('answers an admin with role ADMIN', async () => {
    const admin = await createAccount(site.databaseUrl, 'ADMIN');
    expect((await userDetails(admin.cookie)).body.data).toEqual(admin.user);
  });

  it.each([
    ['no cookie', undefined],
    ['an unknown token', `session=${randomBytes(32).toString('base64url')}`],
    ['a mangled cookie', 'session=%E0%A4%A'],
    ['an SQL-looking cookie', "session=' or 1=1 --"],
  ])('answers a visitor with %s 200 and no user (a visitor is not an error; admin calls keep 401/403)', async (_, cookie) => {
    const { status, body } = await userDetails(cookie);
    expect(status).toBe(200);
    expect(body).toEqual({ success: false, error: false, message: 'Please log in first.', data: null });
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
    const { input } = await signUp();
    const token = setToken((await signIn(input.email, input.password)).headers)!;
    const other = setToken((await signIn(input.email, input.password)).headers)!;
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
    // Only this browser's session ends; another device stays signed in.
    expect((await userDetails(`session=${other}`)).body.success).toBe(true);
  });

  it('succeeds when already logged out', async () => {
    for (const headers of [{}, { cookie: `session=${randomBytes(32).toString('base64url')}` }] as Record<string, string>[]) {
      const { status, body } = await callApi(site.url, '/api/userLogout', { headers });
      expect(status).toBe(200);
      expect(body.success).toBe(true);
    }
  });

  it('refuses a request another site made (403) and leaves the session alone', async () => {
    const { input } = await signUp();
    const token = setToken((await signIn(input.email, input.password)).headers)!;
    for (const site_ of ['cross-site', 'same-site']) {
      const { status, body, headers } = await callApi(site.url, '/api/userLogout', {
        headers: { cookie: `session=${token}`, 'sec-fetch-site': site_ },
      });
      expect(status).toBe(403);
      expect(body).toEqual({ success: false, error: true, message: 'Requests from other sites are not accepted.' });
      expect(headers.getSetCookie()).toEqual([]);
    }
    expect((await userDetails(`session=${token}`)).body.data).toMatchObject({ email: input.email });
    // The site's own pages (same-origin) and a typed address (none) still log out.
    for (const site_ of ['same-origin', 'none']) {
      const fresh = setToken((await signIn(input.email, input.password)).headers)!;
      const { status } = await callApi(site.url, '/api/userLogout', { headers: { cookie: `session=${fresh}`, 'sec-fetch-site': site_ } });
      expect(status).toBe(200);
      // A visitor without a session: no user (SPEC §2's load-time call answers 200 with none).
      expect((await userDetails(`session=${fresh}`)).body).toMatchObject({ success: false, data: null });
    }
  });

  it('clears the cookie without Secure over http, whatever X-Forwarded-Proto a client writes', async () => {
    const { headers } = await callApi(site.url, '/api/userLogout', { headers: { 'x-forwarded-proto': 'https' } });
    expect(headers.getSetCookie()[0].split('; ')).not.toContain('Secure');
  });
});

describe('the password and cookie rules', () => {
  it('checks unknown emails against a dummy hash of the same cost as real ones', async () => {
    const real = await hashPassword('any-password');
    const params = (hash: string) => hash.split('$').slice(0, 4);
    expect(params(DUMMY_PASSWORD_HASH)).toEqual(params(real));
  });

  it('builds the cookie with Secure exactly when the request is https', () => {
    const plain = new Request('http://127.0.0.1/api/signin');
    const secure = new Request('https://shop.example/api/signin');
    expect(sessionCookie(plain, 'abc')).toBe('session=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=604800');
    expect(sessionCookie(secure, 'abc')).toBe('session=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=604800; Secure');
    expect(clearedSessionCookie(secure)).toBe('session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure');
  });
});
