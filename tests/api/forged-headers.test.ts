/**
 * Nothing a client can forge is trusted by the local server: the visitor's address is the
 * connection's (X-Forwarded-For counts only behind a proxy, TRUST_PROXY=1, which the test site is
 * not), and the addresses it writes or redirects to are the site's own, whatever Host is sent.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Product, User } from '../../src/lib/types';
import { LIMITS } from '../../src/server/http/rate-limit';
import { createAccount, type TestAccount } from '../support/accounts';
import { callApi, countRows, freshAddress, rawRequest } from '../support/http';
import { dataUrl, smallImage } from '../support/images';
import { CURRENT_NOTICE } from '../../src/lib/privacy-notice';

const site = inject('site');
vi.setConfig({ testTimeout: 300_000 });

let product: Product;
let admin: TestAccount;

beforeAll(async () => {
  product = (await callApi<Product[]>(site.url, '/api/get-product')).body.data![0];
  admin = await createAccount(site.databaseUrl, 'ADMIN');
});

/** A header no client would be stopped from sending: another address on every call. */
let forged = 0;
const forgedAddress = () => `203.0.113.${++forged % 250}`;

const enquiry = () => ({
  productId: product._id,
  name: 'Asha Verma',
  phone: '9876543210',
  address: 'Bistupur, Jamshedpur',
  message: 'Please send the price of this machine.',
  noticeVersion: CURRENT_NOTICE.version,
});

describe('X-Forwarded-For without TRUST_PROXY', () => {
  it(`does not get a client past the per-address enquiry limit by rotating it`, async () => {
    const from = freshAddress();
    const before = await countRows(site.databaseUrl, 'enquiries');
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.enquiries.limit; i++) {
      const sent = await callApi(site.url, '/api/enquiries', {
        method: 'POST',
        json: enquiry(),
        headers: { 'x-forwarded-for': forgedAddress() },
        from,
      });
      statuses.push(sent.status);
    }
    expect(statuses).toEqual([...Array(LIMITS.enquiries.limit).fill(201), 429]);
    expect(await countRows(site.databaseUrl, 'enquiries')).toBe(before + LIMITS.enquiries.limit);
  }, 600_000);

  it(`does not get a client past the per-address sign-up limit by rotating it`, async () => {
    const from = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.signups.limit; i++) {
      const password = `pw-${randomUUID()}`;
      const input = { name: 'Anita Sharma', email: `rotating-${randomUUID().slice(0, 8)}@example.com`, password, confirmPassword: password, noticeVersion: CURRENT_NOTICE.version };
      statuses.push((await callApi(site.url, '/api/signup', { method: 'POST', json: input, headers: { 'x-forwarded-for': forgedAddress() }, from })).status);
    }
    expect(statuses).toEqual([...Array(LIMITS.signups.limit).fill(201), 429]);
  }, 600_000);
});

describe('a forged Host header', () => {
  const evil = 'evil.example';

  it('never reaches an upload answer', async () => {
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(await smallImage('webp'))], { type: 'image/webp' }), 'photo.webp');
    body.append('upload_preset', 'product');
    const encoded = new Response(body);
    const { status, text } = await rawRequest(site.url, '/api/upload-image', {
      method: 'POST',
      headers: { host: evil, cookie: admin.cookie, 'content-type': encoded.headers.get('content-type')! },
      body: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(status, text).toBe(201);
    const answer = JSON.parse(text) as { url: string; secure_url: string };
    expect(answer.url.startsWith(`${site.url}/uploads/`)).toBe(true);
    expect(text).not.toContain(evil);
  });

  it('never reaches a profile photo address', async () => {
    const password = `pw-${randomUUID()}`;
    const input = {
      name: 'Anita Sharma',
      email: `photo-${randomUUID().slice(0, 8)}@example.com`,
      password,
      confirmPassword: password,
      profilePic: dataUrl(await smallImage('webp')),
      noticeVersion: CURRENT_NOTICE.version,
    };
    const { status, text } = await rawRequest(site.url, '/api/signup', {
      method: 'POST',
      headers: { host: evil, 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
    expect(status, text).toBe(201);
    const user = (JSON.parse(text) as { data: User }).data;
    expect(user.profilePic!.startsWith(`${site.url}/uploads/`)).toBe(true);
  });

  it('never becomes the target of the unknown-path redirect', async () => {
    const { status, headers } = await rawRequest(site.url, '/no-such-page', { headers: { host: evil } });
    expect(status).toBe(302);
    expect(new URL(headers.location!, site.url).href).toBe(`${site.url}/`);
  });

  it('is not what the origin check compares against', async () => {
    const before = await countRows(site.databaseUrl, 'enquiries');
    const { status, text } = await rawRequest(site.url, '/api/enquiries', {
      method: 'POST',
      headers: { host: evil, origin: `http://${evil}`, 'content-type': 'application/json' },
      body: JSON.stringify(enquiry()),
    });
    expect(status, text).toBe(403);
    expect(await countRows(site.databaseUrl, 'enquiries')).toBe(before);
  });
});
