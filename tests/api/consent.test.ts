/**
 * Consent on record (docs/spec.md §26.1, §26.2) over real HTTP: the pages that collect personal
 * data carry the short privacy notice and its version as a hidden field; an enquiry (the dialog's
 * JSON call and the form posted without script) and a sign-up (JSON and the form) store the
 * version and when it was accepted; a missing or unknown version is refused with 400 and nothing
 * written; the lead call shows the record with the withdrawal and erasure times; the quotation
 * page carries the notice, and the buyer's acceptance leaves the lead's record as it was.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { DEMO_PRODUCTS } from '../../demo/catalogue';
import { CURRENT_NOTICE, NOTICE_LINK_TEXT, privacySettings, shortNotice } from '../../src/lib/privacy-notice';
import { escapeHtml } from '../../src/lib/html';
import type { AdminEnquiry, Enquiry } from '../../src/lib/types';
import { NOTICE_VERSION_MESSAGES } from '../../src/lib/validation/notice';
import { createAccount, newSignup, type TestAccount } from '../support/accounts';
import { callApi, countRows, encodeForm, fetchAs, freshAddress, withDatabase } from '../support/http';
import { orderCalls } from '../support/orders';

const site = inject('site');
vi.setConfig({ testTimeout: 120_000 });

const product = DEMO_PRODUCTS[0];
const settings = privacySettings(process.env);
const UNKNOWN_VERSION = '2020-01-01';

let admin: TestAccount;

beforeAll(async () => {
  admin = await createAccount(site.databaseUrl, 'ADMIN');
});

const newPhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const enquiryFields = (change: Record<string, string> = {}) => ({
  productId: product.id,
  name: 'Kavita Hembram',
  phone: newPhone(),
  address: 'Sakchi, Jamshedpur',
  message: 'Price of the machine, please.',
  noticeVersion: CURRENT_NOTICE.version,
  ...change,
});

const sendEnquiry = (json: Record<string, unknown>) => callApi<Enquiry>(site.url, '/api/enquiries', { method: 'POST', json, from: freshAddress() });

/** A page as a browser without script gets it, and the answer to a form it posts. */
async function getPage(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(new URL(path, site.url));
  return { status: response.status, html: await response.text() };
}
async function postForm(path: string, form: URLSearchParams | FormData): Promise<{ status: number; html: string; location: string | null }> {
  const { body, contentType } = await encodeForm(form);
  const response = await fetchAs(
    new URL(path, site.url),
    { method: 'POST', body, headers: { 'content-type': contentType, accept: 'text/html', origin: site.url }, redirect: 'manual' },
    freshAddress(),
  );
  return { status: response.status, html: await response.text(), location: response.headers.get('location') };
}

/** The hidden version a page's form sends. */
const shownVersion = (html: string) => /<input type="hidden" name="noticeVersion" value="([^"]*)"/.exec(html)?.[1] ?? null;

/** The short notice as a page prints it (its text, then the link to /privacy). */
const noticeOf = (place: Parameters<typeof shortNotice>[0]) => escapeHtml(shortNotice(place, settings));

const storedNotice = (table: 'enquiries' | 'users', where: string, value: string) =>
  withDatabase(site.databaseUrl, async (c) =>
    (await c.query<{ notice_version: string | null; notice_accepted_at: Date | null; created_at: Date }>(
      `select notice_version, notice_accepted_at, created_at from ${table} where ${where} = $1`,
      [value],
    )).rows,
  );

const lead = async (id: string) => (await callApi<AdminEnquiry>(site.url, `/api/get-enquiry?enquiryId=${id}`, { headers: { cookie: admin.cookie } })).body.data!;

describe('an enquiry', () => {
  it('by the dialog’s call stores the version and the time it arrived, which the lead call shows', async () => {
    const { status, body } = await sendEnquiry(enquiryFields());
    expect(status, body.message).toBe(201);
    const [row] = await storedNotice('enquiries', 'id', body.data!._id);
    expect(row.notice_version).toBe(CURRENT_NOTICE.version);
    expect(row.notice_accepted_at).toEqual(row.created_at);
    expect(await lead(body.data!._id)).toMatchObject({
      noticeVersion: CURRENT_NOTICE.version,
      noticeAcceptedAt: row.created_at.toISOString(),
      consentWithdrawnAt: null,
      erasedAt: null,
    });
  });

  it('shows a lead from before the notices without one, and when its consent was withdrawn and its data erased', async () => {
    const { body } = await sendEnquiry(enquiryFields());
    const id = body.data!._id;
    const withdrawn = new Date('2027-06-01T04:30:00Z');
    const erased = new Date('2027-06-02T05:00:00Z');
    await withDatabase(site.databaseUrl, (c) =>
      c.query('update enquiries set notice_version = null, notice_accepted_at = null, consent_withdrawn_at = $2, erased_at = $3 where id = $1', [id, withdrawn, erased]),
    );
    expect(await lead(id)).toMatchObject({ noticeVersion: null, noticeAcceptedAt: null, consentWithdrawnAt: withdrawn.toISOString(), erasedAt: erased.toISOString() });
  });

  it('keeps a version and its time together', async () => {
    const { body } = await sendEnquiry(enquiryFields());
    await expect(
      withDatabase(site.databaseUrl, (c) => c.query('update enquiries set notice_accepted_at = null where id = $1', [body.data!._id])),
    ).rejects.toThrow(/enquiries_notice_check/);
  });

  it.each([
    ['without a version', { noticeVersion: undefined }, NOTICE_VERSION_MESSAGES.required],
    ['with a blank version', { noticeVersion: ' ' }, NOTICE_VERSION_MESSAGES.required],
    ['with a version the site never showed', { noticeVersion: UNKNOWN_VERSION }, NOTICE_VERSION_MESSAGES.unknown],
    ['with a version that is not text', { noticeVersion: 20261207 }, NOTICE_VERSION_MESSAGES.required],
  ])('is refused %s (400), with nothing written', async (_, change, message) => {
    const before = await countRows(site.databaseUrl, 'enquiries');
    const { status, body } = await sendEnquiry({ ...enquiryFields(), ...change });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, error: true, message });
    expect(await countRows(site.databaseUrl, 'enquiries')).toBe(before);
  });

  it('page without script carries the notice and its version, and its form stores that version', async () => {
    const page = await getPage(`/enquiry?productId=${product.id}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(noticeOf('enquiry'));
    expect(page.html).toMatch(new RegExp(`<a href="/privacy" target="_blank" rel="noopener">${NOTICE_LINK_TEXT}<`));
    const version = shownVersion(page.html);
    expect(version).toBe(CURRENT_NOTICE.version);

    const name = `Form consent ${randomUUID()}`;
    const posted = await postForm('/api/enquiries', new URLSearchParams(enquiryFields({ name, noticeVersion: version! })));
    expect(posted.status).toBe(201);
    const [row] = await storedNotice('enquiries', 'name', name);
    expect(row).toMatchObject({ notice_version: CURRENT_NOTICE.version, notice_accepted_at: row.created_at });
  });

  it('posted without script with an unknown version is the form again, the problem on top and the current version in it, nothing written', async () => {
    const before = await countRows(site.databaseUrl, 'enquiries');
    const posted = await postForm('/api/enquiries', new URLSearchParams(enquiryFields({ noticeVersion: UNKNOWN_VERSION })));
    expect(posted.status).toBe(400);
    expect(posted.html).toContain(`<p role="alert" class="notice">${escapeHtml(NOTICE_VERSION_MESSAGES.unknown)}</p>`);
    expect(shownVersion(posted.html)).toBe(CURRENT_NOTICE.version);
    expect(posted.html).toContain(noticeOf('enquiry'));
    expect(await countRows(site.databaseUrl, 'enquiries')).toBe(before);
  });

  it('dialog of the built product page carries the notice and its version', async () => {
    const page = await getPage(`/product/${product.id}`);
    expect(page.html).toContain(noticeOf('enquiry'));
    expect(shownVersion(page.html)).toBe(CURRENT_NOTICE.version);
  });
});

describe('a sign-up', () => {
  it('by the island’s call stores the version and when it was accepted', async () => {
    const started = Date.now();
    const input = newSignup();
    const { status, body } = await callApi(site.url, '/api/signup', { method: 'POST', json: input, from: freshAddress() });
    expect(status, body.message).toBe(201);
    const [row] = await storedNotice('users', 'email', input.email);
    expect(row.notice_version).toBe(CURRENT_NOTICE.version);
    expect(row.notice_accepted_at!.getTime()).toBeGreaterThan(started - 60_000);
    expect(body.data).not.toHaveProperty('noticeVersion');
  });

  it('by the built page’s form without script stores the version the page shows', async () => {
    const page = await getPage('/sign-up');
    expect(page.html).toContain(noticeOf('signUp'));
    const input = { ...newSignup(), noticeVersion: shownVersion(page.html)! };
    const form = new FormData();
    for (const [name, value] of Object.entries(input)) form.append(name, value);
    const posted = await postForm('/api/signup', form);
    expect(posted.status).toBe(303);
    expect(await storedNotice('users', 'email', input.email)).toMatchObject([{ notice_version: CURRENT_NOTICE.version }]);
  });

  it('is refused without a known version (400), with no account made; the form again carries the notice', async () => {
    const before = await countRows(site.databaseUrl, 'users');
    for (const [change, message] of [
      [{ noticeVersion: undefined }, NOTICE_VERSION_MESSAGES.required],
      [{ noticeVersion: UNKNOWN_VERSION }, NOTICE_VERSION_MESSAGES.unknown],
    ] as const) {
      const { status, body } = await callApi(site.url, '/api/signup', { method: 'POST', json: { ...newSignup(), ...change }, from: freshAddress() });
      expect(status).toBe(400);
      expect(body.message).toBe(message);
    }
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...newSignup(), noticeVersion: UNKNOWN_VERSION })) form.append(name, value);
    const posted = await postForm('/api/signup', form);
    expect(posted.status).toBe(400);
    expect(posted.html).toContain(escapeHtml(NOTICE_VERSION_MESSAGES.unknown));
    expect(posted.html).toContain(noticeOf('signUp'));
    expect(shownVersion(posted.html)).toBe(CURRENT_NOTICE.version);
    expect(await countRows(site.databaseUrl, 'users')).toBe(before);
  });
});

describe('the quotation page', () => {
  it('carries the notice; the buyer’s acceptance leaves the lead’s consent on record as it was', async () => {
    const desk = orderCalls(site, admin);
    const made = await desk.newLead();
    const before = await lead(made._id);
    const quote = await desk.makeQuote(made);
    const page = await getPage(new URL(quote.url).pathname);
    expect(page.html).toContain(noticeOf('quotation'));
    expect(shownVersion(page.html)).toBeNull();
    expect(await desk.accept(quote)).toBe(303);
    expect(await lead(made._id)).toMatchObject({ status: 'Won', noticeVersion: CURRENT_NOTICE.version, noticeAcceptedAt: before.noticeAcceptedAt });
  });
});

describe('/privacy', () => {
  it('is built with the grievance officer, the Board, the retention and the notice’s version, and every page links to it', async () => {
    const page = await getPage('/privacy');
    expect(page.status).toBe(200);
    expect(page.html).toContain(escapeHtml(settings.grievanceOfficer));
    expect(page.html).toContain(`href="mailto:${escapeHtml(settings.grievanceEmail)}"`);
    expect(page.html).toContain('Data Protection Board of India');
    expect(page.html).toContain(`${settings.leadRetentionMonths} months after its last activity`);
    expect(page.html).toContain(`Version ${CURRENT_NOTICE.version}, in force from`);
    expect((await getPage('/')).html).toMatch(/<a[^>]*href="\/privacy"[^>]*>Privacy notice<\/a>/);
  });
});
