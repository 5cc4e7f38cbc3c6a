/**
 * The account calls, and the admin's user calls, over real HTTP, for what they answer before or
 * beside the database: the profile photo (its checks and the stored file), bad input (400, 413,
 * 415), the method (405), who may call (401, 403), posts from another site (403), the cookies'
 * attributes, the device cookie, and names stored as typed. Run once, on the embedded database
 * (vitest.config.ts): the SQL these calls drive is the SQL of accounts.test.ts and users.test.ts,
 * which run on both. The device cookie's budget is a bucket name chosen in users.ts, counted by the
 * same take_rate_limit_place statement as the email's and the address's budgets there.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { MESSAGES } from '../../src/lib/messages';
import { hashPassword } from '../../src/server/accounts/passwords';
import { LIMITS } from '../../src/server/http/rate-limit';
import { clearedSessionCookie, sessionCookie } from '../../src/server/accounts/sessions';
import { DUMMY_PASSWORD_HASH } from '../../src/server/accounts/users';
import type { User } from '../../src/lib/types';
import {
  accountCalls,
  MANY_CALLS,
  createAccount,
  newSignup,
  setCookieValue,
  userRole,
  userRoles,
  type SignedUpAccount,
  type TestAccount,
} from '../support/accounts';
import { callApi, countRows, freshAddress, postRaw, withDatabase } from '../support/http';
import { dataUrl, fileCount, noiseImage, smallImage, uploadsDirOf } from '../support/images';

const site = inject('site');
const { post, signUp, signIn, signedUpAccount, userDetails } = accountCalls(site.url);
// Every sign-up and sign-in runs scrypt at OWASP cost; on a busy machine a handful of them in one
// test can outlast the suite's 60 s default.
vi.setConfig({ testTimeout: 180_000 });

const setToken = (headers: Headers) => setCookieValue(headers, 'session');
const setDevice = (headers: Headers) => setCookieValue(headers, 'device');

/**
 * An account signed up and in once, for the tests that need valid credentials or a GENERAL user's
 * session, and an ADMIN for the admin's calls; no test changes their roles.
 */
let member: SignedUpAccount;
let admin: TestAccount;
beforeAll(async () => {
  member = await signedUpAccount();
  admin = await createAccount(site.databaseUrl, 'ADMIN');
});
const memberCookie = () => `session=${member.token}`;

describe('POST /api/signup', () => {
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

  // Every statement passes its values as parameters, whichever the database; this shows it for one
  // value a hand-built statement would break on.
  it('stores SQL-looking and HTML-looking names as plain text', async () => {
    const name = `Robert'); drop table users; -- <img src=x onerror=alert(1)>`;
    const { user, input } = await signUp({ name });
    expect(user.name).toBe(name);
    const stored = await withDatabase(site.databaseUrl, async (c) =>
      (await c.query('select name from users where lower(email) = lower($1)', [input.email])).rows,
    );
    expect(stored).toEqual([{ name }]);
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
  it('does not mark the cookie Secure over http for a client’s X-Forwarded-Proto (no TRUST_PROXY)', async () => {
    const { status, headers } = await signIn(member.input.email, member.input.password, { 'x-forwarded-proto': 'https' });
    expect(status).toBe(200);
    expect(headers.getSetCookie()[0].split('; ')).not.toContain('Secure');
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
    const response = await signIn(member.input.email, member.input.password, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(setToken(response.headers)).toBeNull();
  });
});

describe('the device cookie: failures elsewhere never lock the owner out', () => {
  it('is set at sign-in: httpOnly, strict, sent to sign-in only, and holds nothing secret in clear', async () => {
    const { input, user } = member;
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
    const device = setDevice((await signIn(input.email, input.password)).headers)!;
    const othersDevice = setDevice((await signIn(member.input.email, member.input.password)).headers)!;

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
});

describe('GET /api/userLogout', () => {
  it('succeeds when already logged out', async () => {
    for (const headers of [{}, { cookie: `session=${randomBytes(32).toString('base64url')}` }] as Record<string, string>[]) {
      const { status, body } = await callApi(site.url, '/api/userLogout', { headers });
      expect(status).toBe(200);
      expect(body.success).toBe(true);
    }
  });

  it('refuses a request another site made (403) and leaves the session alone', async () => {
    const { input } = member;
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

describe('GET /api/all-user', () => {
  it('refuses anonymous visitors (401) and GENERAL users (403)', async () => {
    const anonymous = await callApi(site.url, '/api/all-user');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ success: false, error: true, message: 'Please log in first.' });
    const general = await callApi(site.url, '/api/all-user', { headers: { cookie: memberCookie() } });
    expect(general.status).toBe(403);
    expect(general.body).toEqual({ success: false, error: true, message: 'Only an admin can do this.' });
  });

  it('answers 405 to POST', async () => {
    const { status, headers } = await callApi(site.url, '/api/all-user', { method: 'POST', json: {}, headers: { cookie: admin.cookie } });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET');
  });
});

describe('POST /api/update-user', () => {
  const updateUser = (json: unknown, headers: Record<string, string> = {}) =>
    callApi<User>(site.url, '/api/update-user', { method: 'POST', json, headers });
  const roles = () => userRoles(site.databaseUrl);

  it('refuses anonymous visitors (401) and GENERAL users (403), changing nothing', async () => {
    const before = await roles();
    const anonymous = await updateUser({ userId: member.user._id, role: 'ADMIN' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Please log in first.');
    // A GENERAL user cannot promote themselves.
    const general = await updateUser({ userId: member.user._id, role: 'ADMIN' }, { cookie: memberCookie() });
    expect(general.status).toBe(403);
    expect(general.body.message).toBe('Only an admin can do this.');
    expect(await roles()).toEqual(before);
  });

  it.each([
    ['userId missing', { role: 'ADMIN' }, 'userId is required.'],
    ['userId of the wrong type', { userId: 42, role: 'ADMIN' }, 'userId is required.'],
    ['neither role, takesNewLeads nor mobile', { userId: '00000000-0000-4000-8000-000000000000' }, 'role, takesNewLeads or mobile is required.'],
    ['an unknown role', { userId: '00000000-0000-4000-8000-000000000000', role: 'SUPERUSER' }, 'role must be ADMIN, SALES or GENERAL.'],
    ['a role in the wrong case', { userId: '00000000-0000-4000-8000-000000000000', role: 'sales' }, 'role must be ADMIN, SALES or GENERAL.'],
    ['takesNewLeads as text', { userId: '00000000-0000-4000-8000-000000000000', takesNewLeads: 'yes' }, 'takesNewLeads must be true or false.'],
  ])('answers %s (400), naming the problem, and changes nothing', async (_, json, message) => {
    const before = await roles();
    const response = await updateUser(json, { cookie: admin.cookie });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, error: true, message });
    expect(await roles()).toEqual(before);
  });

  it('answers 400 for malformed JSON and 415 for a form post, changing nothing', async () => {
    const before = await roles();
    const malformed = await callApi(site.url, '/api/update-user', {
      method: 'POST',
      body: `{"userId": "${member.user._id}", "role": `,
      headers: { 'content-type': 'application/json', cookie: admin.cookie },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/JSON/);
    const form = await callApi(site.url, '/api/update-user', {
      method: 'POST',
      body: `userId=${member.user._id}&role=ADMIN`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: admin.cookie },
    });
    expect(form.status).toBe(415);
    expect(await roles()).toEqual(before);
  });

  it('refuses a role change posted from another site (403), even with an admin cookie', async () => {
    const response = await updateUser(
      { userId: member.user._id, role: 'ADMIN' },
      { cookie: admin.cookie, origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/other sites/);
    expect(await userRole(site.databaseUrl, member.user._id)).toBe('GENERAL');
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
