/**
 * The login and sign-up forms posted as a browser posts them without script (or before the page's
 * script has woken): application/x-www-form-urlencoded and multipart/form-data, asking for HTML.
 * Success is a 303 with the cookies; a refusal is the form again, with the message, what was typed
 * (never a password) and a truthful status; nothing is written on bad input, and another site's
 * post is refused with a page, never JSON.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, MESSAGES } from '../../src/lib/messages';
import { LIMITS } from '../../src/server/http/rate-limit';
import { USER_MESSAGES } from '../../src/server/accounts/users';
import { createAccount } from '../support/accounts';
import { callApi, countRows, encodeForm, fetchAs, freshAddress, withDatabase } from '../support/http';
import { noiseImage, smallImage } from '../support/images';
import { CURRENT_NOTICE } from '../../src/lib/privacy-notice';

const site = inject('site');
vi.setConfig({ testTimeout: 180_000 });

/** What a browser sends with a form's navigation. */
const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

interface PageAnswer {
  status: number;
  headers: Headers;
  html: string;
}

async function postForm(path: string, form: URLSearchParams | FormData, headers: Record<string, string> = {}, from = freshAddress()): Promise<PageAnswer> {
  const { body, contentType } = await encodeForm(form);
  const response = await fetchAs(
    new URL(path, site.url),
    { method: 'POST', body, headers: { ...BROWSER, 'content-type': contentType, ...headers }, redirect: 'manual' },
    from,
  );
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const login = (fields: Record<string, string>, headers?: Record<string, string>, from?: string) =>
  postForm('/api/signin', new URLSearchParams(fields), headers, from);

function signUpForm(fields: Record<string, string>, photo?: { bytes: Buffer; name: string; type: string }): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // A file input left empty still sends its part: no name, no bytes.
  form.append('profilePic', photo ? new Blob([new Uint8Array(photo.bytes)], { type: photo.type }) : new Blob([]), photo?.name ?? '');
  return form;
}

const newUser = () => {
  const password = `pw-${randomUUID()}`;
  return { name: 'Ravi Kumar Mahato', email: `form-${randomUUID().slice(0, 8)}@example.com`, password, confirmPassword: password, noticeVersion: CURRENT_NOTICE.version };
};

const cookieNames = (headers: Headers) => headers.getSetCookie().map((cookie) => cookie.split('=')[0]);

/** The value attribute of the input with this name in a page. */
const valueOf = (html: string, name: string) => new RegExp(`name="${name}"[^>]*?value="([^"]*)"`).exec(html)?.[1] ?? null;

const usersWithEmail = (email: string) =>
  withDatabase(site.databaseUrl, async (c) => (await c.query('select profile_pic from users where lower(email) = lower($1)', [email])).rows);

describe('the login form posted without script', () => {
  it('signs in with 303 to the home page, setting the session and device cookies', async () => {
    const account = await createAccount(site.databaseUrl);
    const answer = await login({ email: account.user.email, password: account.password, next: '' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/');
    expect(cookieNames(answer.headers)).toEqual(['session', 'device']);
    const session = answer.headers.getSetCookie()[0].split(';')[0];
    const me = await callApi(site.url, '/api/user-details', { headers: { cookie: session } });
    expect(me.body.data).toMatchObject({ email: account.user.email });
  });

  it('goes on to a same-site next path, from the form or from the login page that posted it, and never elsewhere', async () => {
    const account = await createAccount(site.databaseUrl);
    const credentials = { email: account.user.email, password: account.password };
    // Every other unsafe form is refused by the same rule (tests/unit/next-path.test.ts).
    const cases: [Record<string, string>, Record<string, string>, string][] = [
      [{ next: '/admin-panel/all-enquiries' }, {}, '/admin-panel/all-enquiries'],
      [{}, { referer: `${site.url}/login?next=%2Fadmin-panel%2Fall-users` }, '/admin-panel/all-users'],
      [{ next: '//evil.example/promo' }, { referer: `${site.url}/login?next=https://evil.example` }, '/'],
      // Paths that resolve to `//evil.example` once their dots are read, in the form or the Referer.
      ...['/..//evil.example/phish', '/./%2e%2e//evil.example', '/%2F%2Fevil.example'].map(
        (next): [Record<string, string>, Record<string, string>, string] => [{ next }, {}, '/'],
      ),
      ...['/.//evil.example', '/a/..//evil.example'].map(
        (next): [Record<string, string>, Record<string, string>, string] => [{}, { referer: `${site.url}/login?next=${encodeURIComponent(next)}` }, '/'],
      ),
    ];
    for (const [fields, headers, location] of cases) {
      const answer = await login({ ...credentials, ...fields }, headers);
      expect(answer.status, JSON.stringify(fields)).toBe(303);
      expect(answer.headers.get('location'), JSON.stringify({ fields, headers })).toBe(location);
    }
  });

  it('answers a wrong password with the login page again: 401, the message, the email kept, never the password', async () => {
    const account = await createAccount(site.databaseUrl);
    const sessions = await countRows(site.databaseUrl, 'sessions');
    const wrong = `wrong-${randomUUID()}`;
    const answer = await login({ email: account.user.email, password: wrong, next: '/admin-panel/all-products' });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.html).toContain(USER_MESSAGES.invalidCredentials);
    expect(valueOf(answer.html, 'email')).toBe(account.user.email);
    expect(valueOf(answer.html, 'next')).toBe('/admin-panel/all-products');
    expect(answer.html).toContain('action="/api/signin"');
    expect(answer.html).not.toContain(wrong);
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(await countRows(site.databaseUrl, 'sessions')).toBe(sessions);
  });

  it('answers bad input with 400 and the field named, escaping what was typed', async () => {
    const answer = await login({ email: '"><script>alert(1)</script>', password: 'x' });
    expect(answer.status).toBe(400);
    expect(answer.html).toContain('email must be a valid email address.');
    expect(answer.html).not.toContain('<script>');
    expect(valueOf(answer.html, 'email')).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it(`answers 429 with Retry-After on the page once an address has failed ${LIMITS.signinFailures.limit} times`, async () => {
    const from = freshAddress();
    const email = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    // The address's failures so far, as the failed tries before would have left them.
    await withDatabase(site.databaseUrl, (c) =>
      c.query('insert into rate_limit_events (bucket) select $1 from generate_series(1, $2)', [`signin-fail:ip:${from}`, LIMITS.signinFailures.limit]),
    );
    const limited = await login({ email, password: 'wrong-password' }, {}, from);
    expect(limited.status).toBe(429);
    expect(limited.html).toContain(LIMITS.signinFailures.message);
    expect(limited.headers.get('retry-after')).toBe(String(LIMITS.signinFailures.windowMinutes * 60));
    expect(valueOf(limited.html, 'email')).toBe(email);
  });

  it("refuses another site's form post with a page (403), not JSON, and no session", async () => {
    const account = await createAccount(site.databaseUrl);
    const credentials = { email: account.user.email, password: account.password };
    const fromElsewhere: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of fromElsewhere) {
      const answer = await login(credentials, headers);
      expect(answer.status).toBe(403);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(answer.html).toContain('Requests from other sites are not accepted.');
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
  });
});

describe('the sign-up form posted without script', () => {
  it('creates the account and answers 303 to the login page, which confirms it', async () => {
    const input = newUser();
    // A next, in the form or the Referer, is not followed: sign-up always goes on to the login page.
    const answer = await postForm('/api/signup', signUpForm({ ...input, next: '/..//evil.example' }), {
      referer: `${site.url}/sign-up?next=${encodeURIComponent('/..//evil.example')}`,
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/login#account-created');
    expect(await usersWithEmail(input.email)).toEqual([{ profile_pic: null }]);
    const loginPage = await (await fetch(new URL('/login', site.url))).text();
    expect(loginPage).toMatch(new RegExp(`id="account-created"[^>]*>\\s*${ACCOUNT_MESSAGES.signedUp.replace('.', '\\.')}`));
  });

  it('stores a chosen photo that passes the checks', async () => {
    const input = newUser();
    const answer = await postForm('/api/signup', signUpForm(input, { bytes: await smallImage('jpeg'), name: 'me.jpg', type: 'image/jpeg' }));
    expect(answer.status).toBe(303);
    const [row] = await usersWithEmail(input.email);
    expect(row.profile_pic).toMatch(/\/uploads\/.+\.jpe?g$/);
  });

  it('answers a password mismatch with 400 and the message of the SPEC, name and email kept, passwords not, nothing written', async () => {
    const input = { ...newUser(), confirmPassword: 'something-else-1' };
    const users = await countRows(site.databaseUrl, 'users');
    const answer = await postForm('/api/signup', signUpForm(input));
    expect(answer.status).toBe(400);
    expect(answer.html).toContain(MESSAGES.passwordMismatch);
    expect(valueOf(answer.html, 'name')).toBe(input.name);
    expect(valueOf(answer.html, 'email')).toBe(input.email);
    expect(answer.html).not.toContain(input.password);
    expect(answer.html).toContain('enctype="multipart/form-data"');
    expect(await countRows(site.databaseUrl, 'users')).toBe(users);
  });

  it('refuses a photo that is too large or not an image, saying so, and writes nothing', async () => {
    const users = await countRows(site.databaseUrl, 'users');
    const tooLarge = await postForm('/api/signup', signUpForm(newUser(), { bytes: await noiseImage('png', 300 * 1024), name: 'big.png', type: 'image/png' }));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.html).toMatch(/The profile photo is \d+ KB; the limit is 200 KB\./);
    const notImage = await postForm('/api/signup', signUpForm(newUser(), { bytes: Buffer.from('%PDF-1.4 not a picture'), name: 'cv.pdf', type: 'application/pdf' }));
    expect(notImage.status).toBe(415);
    expect(notImage.html).toContain('The profile photo must be a webp, png or jpeg image.');
    expect(await countRows(site.databaseUrl, 'users')).toBe(users);
  });

  it('answers an email already taken with 409 on the page', async () => {
    const account = await createAccount(site.databaseUrl);
    const answer = await postForm('/api/signup', signUpForm({ ...newUser(), email: account.user.email }));
    expect(answer.status).toBe(409);
    expect(answer.html).toContain(USER_MESSAGES.emailTaken);
  });
});
