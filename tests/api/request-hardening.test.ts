/**
 * What a client writes in the request target cannot change where the site thinks it is: only its
 * path is taken (`//host/x` and `http://host/x` name no origin; X-Forwarded-Proto, which counts
 * only behind a proxy, is tested with the cookies and uploads it would change). Logout is refused
 * when another site's page asks for it, and every function answer carries the security headers the
 * pages get from netlify.toml. What only the platform reaches (a scheduled function, the build's
 * rule files) is refused to a request, as on Netlify.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SCHEDULED_FUNCTION_REFUSAL } from '../../platform/functions/function-host';
import { PROJECT_ROOT } from '../../platform/local-env';
import type { Enquiry, Product } from '../../src/lib/types';
import { createAccount, type TestAccount } from '../support/accounts';
import { callApi, fetchAs, freshAddress, rawRequest, withDatabase } from '../support/http';
import { smallImage } from '../support/images';
import { CURRENT_NOTICE } from '../../src/lib/privacy-notice';

const site = inject('site');
const evil = 'evil.example';

let product: Product;
let admin: TestAccount;

beforeAll(async () => {
  product = (await callApi<Product[]>(site.url, '/api/get-product')).body.data![0];
  admin = await createAccount(site.databaseUrl, 'ADMIN');
});

async function uploadBody(): Promise<{ body: Buffer; type: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await smallImage('webp'))], { type: 'image/webp' }), 'photo.webp');
  form.append('upload_preset', 'product');
  const encoded = new Response(form);
  return { body: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type')! };
}

async function newEnquiry(): Promise<Enquiry> {
  const { status, body } = await callApi<Enquiry>(site.url, '/api/enquiries', {
    method: 'POST',
    json: { productId: product._id, name: 'Asha Verma', phone: '9876543210', address: 'Bistupur, Jamshedpur', message: 'Price please.', noticeVersion: CURRENT_NOTICE.version },
    from: freshAddress(),
  });
  expect(status).toBe(201);
  return body.data!;
}

const statusOf = (id: string) =>
  withDatabase(site.databaseUrl, async (c) => (await c.query<{ status: string }>('select status from enquiries where id = $1', [id])).rows[0].status);

describe('a request target that names a host', () => {
  it('never becomes the target of the unknown-path redirect', async () => {
    for (const target of [`//${evil}/promo`, `http://${evil}/promo`]) {
      const { status, headers } = await rawRequest(site.url, target);
      expect(status, target).toBe(302);
      expect(new URL(headers.location!, site.url).href, target).toBe(`${site.url}/`);
    }
  });

  it('never reaches an upload answer', async () => {
    const { body, type } = await uploadBody();
    const headers = { cookie: admin.cookie, 'content-type': type };
    // `//evil.example/api/...` is the path /evil.example/api/...: no call, redirected home.
    const doubled = await rawRequest(site.url, `//${evil}/api/upload-image`, { method: 'POST', headers, body });
    expect(`${doubled.headers.location} ${doubled.text}`).not.toContain(evil);
    expect(doubled.status).not.toBe(201);
    // The absolute form names this site's own call: the address answered is the site's.
    const absolute = await rawRequest(site.url, `http://${evil}/api/upload-image`, { method: 'POST', headers, body });
    expect(absolute.status, absolute.text).toBe(201);
    const answer = JSON.parse(absolute.text) as { url: string; secure_url: string };
    expect(answer.url.startsWith(`${site.url}/uploads/`)).toBe(true);
    expect(absolute.text).not.toContain(evil);
  });

  it('is not what the origin check compares against', async () => {
    const enquiry = await newEnquiry();
    for (const target of [`//${evil}/api/update-enquiry`, `http://${evil}/api/update-enquiry`]) {
      const { status, text } = await rawRequest(site.url, target, {
        method: 'POST',
        headers: { origin: `http://${evil}`, cookie: admin.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ enquiryId: enquiry._id, status: 'Lost' }),
      });
      expect(status, `${target}: ${text}`).not.toBe(200);
      expect(await statusOf(enquiry._id), target).toBe('New');
    }
    // The absolute form reaches the call, which refuses the other site.
    const absolute = await rawRequest(site.url, `http://${evil}/api/update-enquiry`, {
      method: 'POST',
      headers: { origin: `http://${evil}`, cookie: admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ enquiryId: enquiry._id, status: 'Lost' }),
    });
    expect(absolute.status).toBe(403);
  });

});

describe('what only the platform reaches', () => {
  it('refuses a request for a scheduled function (403), as Netlify does: only its schedule runs it', async () => {
    // Every function with a schedule in the config of its source, where Netlify reads it.
    const folder = path.join(PROJECT_ROOT, 'netlify/functions');
    const scheduled = fs
      .readdirSync(folder)
      .filter((file) => file.endsWith('.mts') && /\bschedule:\s*['"]/.test(fs.readFileSync(path.join(folder, file), 'utf8')))
      .map((file) => file.replace(/\.mts$/, ''));
    expect(scheduled).toEqual(expect.arrayContaining(['deliver-enquiries', 'send-digest']));
    for (const name of scheduled) {
      for (const method of ['GET', 'POST', 'HEAD']) {
        const { status, text } = await rawRequest(site.url, `/.netlify/functions/${name}`, { method });
        expect(status, `${method} ${name}`).toBe(403);
        if (method !== 'HEAD') expect(text).toBe(SCHEDULED_FUNCTION_REFUSAL.text);
      }
    }
  });

  it("answers 404 for the build's rule files, _headers and _redirects, however the path is written", async () => {
    const spellings = ['/_headers', '/_redirects', '/_headers/', '/_Headers', '/%5Fheaders', '/_%72edirects', '//_headers', '/./_headers', '/demo/../_headers', '/_headers?x=1'];
    for (const target of spellings) {
      for (const method of ['GET', 'HEAD']) {
        const { status, text } = await rawRequest(site.url, target, { method });
        expect(status, `${method} ${target}`).toBe(404);
        expect(text, target).not.toContain('Content-Security-Policy');
      }
    }
  });
});

describe('GET /api/userLogout from another site', () => {
  const logout = (cookie: string, headers: Record<string, string>) =>
    callApi(site.url, '/api/userLogout', { headers: { cookie, ...headers } });
  const signedIn = async (cookie: string) =>
    (await callApi(site.url, '/api/user-details', { headers: { cookie } })).body.success;

  it('is refused (403) when Origin or Referer names another site, with no Sec-Fetch-Site, and the session stays', async () => {
    const { cookie } = await createAccount(site.databaseUrl);
    const foreign: Record<string, string>[] = [
      { origin: `https://${evil}` },
      { referer: `https://${evil}/page` },
      { origin: 'null' },
      { referer: `${site.url}/login`, origin: `https://${evil}` },
    ];
    for (const headers of foreign) {
      const { status, headers: answered } = await logout(cookie, headers);
      expect(status, JSON.stringify(headers)).toBe(403);
      expect(answered.getSetCookie(), JSON.stringify(headers)).toEqual([]);
      expect(await signedIn(cookie), JSON.stringify(headers)).toBe(true);
    }
  });

  it('logs out when the site itself asks, or when nothing says who asks', async () => {
    const own: Record<string, string>[] = [{ referer: `${site.url}/admin-panel/all-products` }, { origin: site.url }, {}];
    for (const headers of own) {
      const { cookie } = await createAccount(site.databaseUrl);
      const { status } = await logout(cookie, headers);
      expect(status, JSON.stringify(headers)).toBe(200);
      expect(await signedIn(cookie), JSON.stringify(headers)).toBe(false);
    }
  });
});

describe('the security headers of function answers', () => {
  const REFERRER_POLICY = 'strict-origin-when-cross-origin';

  function expectApiHeaders(headers: Headers, what: string) {
    expect(headers.get('x-content-type-options'), what).toBe('nosniff');
    expect(headers.get('referrer-policy'), what).toBe(REFERRER_POLICY);
  }

  it('come with a JSON answer, a 404 of an unknown call and a 405', async () => {
    const answers: [string, Response][] = [
      ['JSON', await fetch(new URL('/api/get-product', site.url))],
      ['404', await fetch(new URL(`/api/no-such-call-${randomUUID()}`, site.url))],
      ['405', await fetch(new URL('/api/enquiries', site.url))],
    ];
    const statuses = answers.map(([, response]) => response.status);
    expect(statuses).toEqual([200, 404, 405]);
    for (const [what, response] of answers) {
      expect(response.headers.get('content-type'), what).toMatch(/^application\/json/);
      expectApiHeaders(response.headers, what);
    }
  });

  it('come with the page a form-posted enquiry answers, with a policy that forbids framing and scripts', async () => {
    const response = await fetchAs(
      new URL('/api/enquiries', site.url),
      {
        method: 'POST',
        body: new URLSearchParams({ productId: product._id, name: 'Asha Verma', phone: '9876543210', address: 'Bistupur', message: 'Price please.', noticeVersion: CURRENT_NOTICE.version }),
        headers: { origin: site.url, accept: 'text/html' },
      },
      freshAddress(),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expectApiHeaders(response.headers, 'enquiry page');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const policy = new Map(
      response.headers.get('content-security-policy')!.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]),
    );
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toBeUndefined();
    // What the page loads: its stylesheet and the icon from the site itself, and the pictures a
    // quotation's page writes inline (its UPI QR code and signature, docs/spec.md §22.10).
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });
});
