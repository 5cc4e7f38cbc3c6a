/**
 * The buyer's own requests (docs/spec.md §26.3) end to end, on a site of its own whose mail reaches
 * a real SMTP server and whose webhook a real HTTP receiver: the link the acknowledgement carries,
 * the page it opens without an account, a withdrawal and an erasure asked for there (recorded once,
 * on the lead, its timeline and for the ADMIN, the team told), what stops being mailed to the
 * buyer, a link that names nothing, and the ADMIN's list and its "handled".
 */
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../platform/local-env';
import { FUNCTION_PAGE_POLICY } from '../../src/lib/content-security-policy';
import { CURRENT_NOTICE } from '../../src/lib/privacy-notice';
import type { PrivacyRequest } from '../../src/lib/privacy-requests';
import type { Quote } from '../../src/lib/quotes/types';
import type { Enquiry, Product, TimelineEntry } from '../../src/lib/types';
import { PRIVACY_REQUEST_LIMIT } from '../../src/server/privacy/buyer-requests';
import { REQUEST_MESSAGES } from '../../src/server/privacy/request-desk';
import { YOUR_DATA_BUTTONS, YOUR_DATA_MESSAGES } from '../../src/server/privacy/your-data-page';
import { createAccount, type TestAccount } from '../support/accounts';
import { callApi, fetchAs, freshAddress, withDatabase } from '../support/http';
import { eventually, startNotifiedSite, type Receivers } from '../support/notification-receivers';
import type { TestSite } from '../support/test-site';

const SITE_URL = 'https://machines.example';
const STOPPED = 'Not sent: the buyer withdrew consent.';

let site: TestSite;
let receivers: Receivers;
let stopSite: () => Promise<void>;
let admin: TestAccount;
let sales: TestAccount;
let buyer: TestAccount;
let product: Product;
let privacyLink: typeof import('../../src/server/privacy/privacy-link');
let deliveries: typeof import('../../src/server/enquiries/deliveries');
let quoteDeliveries: typeof import('../../src/server/quotes/quote-deliveries');
let enquiries: typeof import('../../src/server/enquiries/enquiries');

beforeAll(async () => {
  ({ site, receivers, stop: stopSite } = await startNotifiedSite({ SITE_URL }));
  privacyLink = await import('../../src/server/privacy/privacy-link');
  deliveries = await import('../../src/server/enquiries/deliveries');
  quoteDeliveries = await import('../../src/server/quotes/quote-deliveries');
  enquiries = await import('../../src/server/enquiries/enquiries');
  [admin, sales, buyer] = await Promise.all([createAccount(site.databaseUrl, 'ADMIN'), createAccount(site.databaseUrl, 'SALES'), createAccount(site.databaseUrl, 'GENERAL')]);
  product = (await callApi<Product[]>(site.url, '/api/get-product')).body.data![0];
});

afterAll(async () => {
  await stopSite?.();
});

const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  withDatabase(site.databaseUrl, async (c) => (await c.query<T>(text, params)).rows);

let phones = 0;
const enquiryFields = (email: string) => ({
  productId: product._id,
  name: 'Asha Verma',
  // A phone of its own per lead, so no lead is another's repeat.
  phone: `98765${String(++phones).padStart(5, '0')}`,
  email,
  address: 'Bistupur, Jamshedpur',
  message: 'Price of the cup machine, please.',
  noticeVersion: CURRENT_NOTICE.version,
});

/** A lead stored as the enquiry call stores it, with nothing sent yet. */
const newLead = (email: string) => enquiries.createEnquiry(enquiryFields(email), { userId: null, ip: freshAddress() }).then((enquiry) => enquiry!);

/** A lead stored and committed with nothing sent yet, and its buyer's link, as the acknowledgement would carry it. */
async function storedLead(): Promise<{ enquiry: Enquiry; link: string }> {
  const enquiry = await newLead(`buyer.${Date.now()}.${phones}@example.com`);
  return { enquiry, link: new URL((await privacyLink.privacyLinkUrl(enquiry._id))!).pathname };
}

/** The page's address as a browser opens it, not following redirects. */
const open = (address: string) => fetch(new URL(address, site.url), { redirect: 'manual' });

/** A form of the page, posted as the browser posts it from the page itself. */
const postForm = (address: string, fields: Record<string, string>, options: { headers?: Record<string, string>; from?: string } = {}) =>
  fetchAs(
    new URL(address, site.url),
    {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: SITE_URL,
        'sec-fetch-site': 'same-origin',
        accept: 'text/html',
        ...options.headers,
      },
      redirect: 'manual',
    },
    options.from ?? freshAddress(),
  );

const timeline = async (enquiryId: string) =>
  (await callApi<TimelineEntry[]>(site.url, `/api/enquiry-timeline?enquiryId=${enquiryId}`, { headers: { cookie: admin.cookie } })).body.data!;
const privacyKinds = async (enquiryId: string) =>
  (await timeline(enquiryId)).filter((entry) => entry.kind === 'consentWithdrawn' || entry.kind === 'erasureAsked');

const requestsOf = (enquiryId: string) =>
  sql<{ kind: string; handled_at: Date | null }>('select kind, handled_at from privacy_requests where enquiry_id = $1 order by kind', [enquiryId]);
const withdrawnAt = async (enquiryId: string) =>
  (await sql<{ at: Date | null }>('select consent_withdrawn_at as at from enquiries where id = $1', [enquiryId]))[0].at;

/** Every table a post could write to, counted: a refused post changes none. */
const written = async () =>
  (
    await sql<{ requests: number; events: number; deliveries: number; limits: number; withdrawn: number }>(
      `select (select count(*) from privacy_requests)::int as requests, (select count(*) from enquiry_events)::int as events,
              (select count(*) from enquiry_deliveries)::int as deliveries, (select count(*) from rate_limit_events)::int as limits,
              (select count(*) from enquiries where consent_withdrawn_at is not null)::int as withdrawn`,
    )
  )[0];

const teamNotices = (reference: string, subject: string) =>
  receivers.mails.filter((m) => m.envelopeTo.includes('sales@example.com') && m.mail.subject === subject && m.mail.text?.includes(reference));
const hooksFor = (enquiryId: string, event: string) =>
  receivers.hooks.map((hook) => JSON.parse(hook.raw)).filter((payload) => payload.event === event && payload.enquiry._id === enquiryId);

const validator = new HtmlValidate(new FileSystemConfigLoader());
async function htmlProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html, path.join(PROJECT_ROOT, 'your-data.html'));
  return report.results.flatMap((result) => result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`));
}

describe('the link in the acknowledgement', () => {
  it('opens the buyer’s page without an account: the enquiry, what is kept, and the two requests', async () => {
    const address = `ravi.${Date.now()}@example.co.in`;
    const enquiry = await newLead(address);
    await deliveries.sendDueDeliveries({ enquiryId: enquiry._id });
    const { mail } = await eventually('the acknowledgement', () => receivers.mails.find((m) => m.envelopeTo.includes(address)));
    const link = /Withdraw your consent or ask us to erase your data: (\S+)/.exec(mail.text ?? '')?.[1];
    expect(link).toMatch(new RegExp(`^${SITE_URL}/your-data/[A-Za-z0-9_-]{43}$`));
    expect(String(mail.html)).toContain(`<a href="${link}">Withdraw your consent or ask us to erase your data</a>`);
    const [{ privacy_token }] = await sql<{ privacy_token: string }>('select privacy_token from enquiries where id = $1', [enquiry._id]);
    expect(link!.endsWith(`/${privacy_token}`)).toBe(true);

    const page = await open(new URL(link!).pathname);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect(page.headers.get('content-security-policy')).toBe(FUNCTION_PAGE_POLICY);
    const html = await page.text();
    expect(html).toContain(`Enquiry ${enquiry.reference} about ${product.productName}, sent on`);
    for (const button of Object.values(YOUR_DATA_BUTTONS)) expect(html).toContain(`<button type="submit">${button}</button>`);
    expect(html).toContain('<h2>What we keep</h2>');
    // The buyer's data itself is not shown: the reference and the machine say which enquiry it is.
    for (const theirs of ['Asha Verma', address, '98765', 'Bistupur', 'Price of the cup machine']) expect(html).not.toContain(theirs);
    expect(html).not.toContain('<script');
    expect(await htmlProblems(html)).toEqual([]);
  });
});

describe('withdrawing consent by the link', () => {
  it('is recorded once: on the lead, its timeline and for the ADMIN, the team told; a second post says it was', async () => {
    const { enquiry, link } = await storedLead();
    await deliveries.sendDueDeliveries({ enquiryId: enquiry._id });
    const answer = await postForm(link, { intent: 'withdraw' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${link}?done=withdrawn`);
    const page = await (await open(answer.headers.get('location')!)).text();
    expect(page).toContain(YOUR_DATA_MESSAGES.withdrawn);
    expect(page).toContain('You withdrew your consent on');
    expect(page).not.toContain(YOUR_DATA_BUTTONS.withdraw);
    expect(page).toContain(YOUR_DATA_BUTTONS.erase);

    const at = await withdrawnAt(enquiry._id);
    expect(at).toBeInstanceOf(Date);
    expect(await requestsOf(enquiry._id)).toEqual([{ kind: 'withdraw', handled_at: null }]);
    const entries = await privacyKinds(enquiry._id);
    expect(entries).toEqual([{ at: at!.toISOString(), kind: 'consentWithdrawn', by: null }]);

    const subject = `Consent withdrawn by the buyer: ${product.productName} from Asha Verma`;
    const notice = await eventually('the team’s notice', () => teamNotices(enquiry.reference, subject)[0]);
    expect(notice.mail.text).toContain('The site sends the buyer nothing more. Please do not call or message them about this lead.');
    expect(notice.mail.text).toContain(`This lead: ${SITE_URL}/admin-panel/all-enquiries?lead=${enquiry._id}`);
    // Nothing more of what the buyer wrote than the team needs to know the lead.
    expect(notice.mail.text).not.toContain('Price of the cup machine');
    await eventually('the webhook', () => hooksFor(enquiry._id, 'enquiry.consent_withdrawn').length === 1);

    const again = await postForm(link, { intent: 'withdraw' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(`${link}?done=already`);
    expect(await (await open(again.headers.get('location')!)).text()).toContain(YOUR_DATA_MESSAGES.already);
    await deliveries.sendDueDeliveries();
    expect(await withdrawnAt(enquiry._id)).toEqual(at);
    expect(await requestsOf(enquiry._id)).toHaveLength(1);
    expect(await privacyKinds(enquiry._id)).toHaveLength(1);
    expect(teamNotices(enquiry.reference, subject)).toHaveLength(1);
    expect(hooksFor(enquiry._id, 'enquiry.consent_withdrawn')).toHaveLength(1);
  });

  it('stops every mail to the buyer: one waiting to be sent, and a quotation the desk mails later', async () => {
    const { enquiry, link } = await storedLead();
    // The acknowledgement is still waiting (stored, not sent) when the buyer withdraws.
    expect((await postForm(link, { intent: 'withdraw' })).status).toBe(303);
    const quote = await callApi<Quote>(site.url, '/api/quotes', {
      method: 'POST',
      json: {
        enquiryId: enquiry._id,
        buyer: { name: 'Verma Packaging', state: 'Jharkhand', address: 'Road 4, Adityapur', email: enquiry.email },
        items: [{ description: 'Paper cup machine', hsn: '8441', quantity: 1, unitPrice: 250000, gstRate: 18 }],
      },
      headers: { cookie: admin.cookie },
    });
    expect(quote.status, quote.body.message).toBe(201);
    const mailed = await callApi(site.url, '/api/quotes/email', { method: 'POST', json: { quoteId: quote.body.data!._id }, headers: { cookie: admin.cookie } });
    expect(mailed.status, mailed.body.message).toBe(200);
    await deliveries.sendDueDeliveries();
    await quoteDeliveries.sendDueQuoteDeliveries();

    expect(receivers.mails.filter((m) => m.envelopeTo.includes(enquiry.email!))).toEqual([]);
    const buyerMails = await sql<{ state: string; last_error: string }>(
      `select state, last_error from enquiry_deliveries where enquiry_id = $1 and channel = 'buyerEmail'
       union all
       select d.state, d.last_error from quote_deliveries d join quotes q on q.id = d.quote_id where q.enquiry_id = $1 and d.channel = 'buyerEmail'`,
      [enquiry._id],
    );
    expect(buyerMails).toEqual([
      { state: 'failed', last_error: STOPPED },
      { state: 'failed', last_error: STOPPED },
    ]);
  });
});

describe('asking for erasure by the link', () => {
  it('withdraws consent and records the request once, the team told; the page then takes no more', async () => {
    const { enquiry, link } = await storedLead();
    const answer = await postForm(link, { intent: 'erase' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${link}?done=erasure`);
    const page = await (await open(answer.headers.get('location')!)).text();
    expect(page).toContain(YOUR_DATA_MESSAGES.erasure);
    expect(page).toContain('You asked us to erase your data on');
    expect(page).not.toContain('<form');

    expect(await withdrawnAt(enquiry._id)).toBeInstanceOf(Date);
    expect(await requestsOf(enquiry._id)).toEqual([{ kind: 'erase', handled_at: null }]);
    expect((await privacyKinds(enquiry._id)).map((entry) => [entry.kind, entry.by, entry.text])).toEqual([
      ['consentWithdrawn', null, undefined],
      ['erasureAsked', null, undefined],
    ]);
    const subject = `Erasure asked for by the buyer: ${product.productName} from Asha Verma`;
    const notice = await eventually('the team’s notice', () => teamNotices(enquiry.reference, subject)[0]);
    expect(notice.mail.text).toContain(`Requests from buyers: ${SITE_URL}/admin-panel/personal-data`);

    for (const intent of ['erase', 'withdraw']) {
      expect((await postForm(link, { intent })).headers.get('location')).toBe(`${link}?done=already`);
    }
    expect(await requestsOf(enquiry._id)).toHaveLength(1);
    expect(await privacyKinds(enquiry._id)).toHaveLength(2);
  });
});

describe('a link that names no lead, and posts that are refused', () => {
  it('answers a clear 404 page to a tampered or malformed link, and writes nothing', async () => {
    const { link } = await storedLead();
    const token = link.split('/').pop()!;
    const tampered = link.replace(token, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
    const before = await written();
    for (const address of [tampered, '/your-data/abc', '/your-data/%00']) {
      const page = await open(address);
      expect(page.status, address).toBe(404);
      const html = await page.text();
      expect(html).toContain('<h1>Link not found</h1>');
      expect(html).toContain(YOUR_DATA_MESSAGES.notFound);
      const post = await postForm(address, { intent: 'erase' });
      expect(post.status, address).toBe(404);
    }
    expect(await written()).toEqual(before);
  });

  it('refuses another site’s post (403), an unknown intent (400) and a post past the limit (429), writing nothing', async () => {
    const { enquiry, link } = await storedLead();
    const before = await written();
    const crossSite = await postForm(link, { intent: 'erase' }, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toContain('Requests from other sites are not accepted.');
    const unknown = await postForm(link, { intent: 'delete' });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain(YOUR_DATA_MESSAGES.unknownIntent.replace(/"/g, '&quot;'));
    expect(await written()).toEqual(before);

    const from = freshAddress();
    expect((await postForm(link, { intent: 'withdraw' }, { from })).status).toBe(303);
    for (let i = 1; i < PRIVACY_REQUEST_LIMIT.limit; i += 1) expect((await postForm(link, { intent: 'withdraw' }, { from })).status).toBe(303);
    const counted = await written();
    const limited = await postForm(link, { intent: 'erase' }, { from });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3600');
    expect(await limited.text()).toContain(PRIVACY_REQUEST_LIMIT.message);
    expect(await written()).toEqual(counted);
    expect(await requestsOf(enquiry._id)).toEqual([{ kind: 'withdraw', handled_at: null }]);
  });
});

describe('the ADMIN’s list of requests', () => {
  const list = (cookie?: string) => callApi<PrivacyRequest[]>(site.url, '/api/privacy-requests', { headers: cookie ? { cookie } : {} });
  const handle = (json: unknown, cookie = admin.cookie) => callApi<PrivacyRequest>(site.url, '/api/privacy-requests/handle', { method: 'POST', json, headers: { cookie } });

  it('lists the open requests to an ADMIN only: 401 for a visitor, 403 for SALES and a buyer', async () => {
    const { enquiry, link } = await storedLead();
    await postForm(link, { intent: 'erase' });
    const { status, body } = await list(admin.cookie);
    expect(status).toBe(200);
    expect(body.message).toBe(REQUEST_MESSAGES.listed);
    const mine = body.data!.find((request) => request.enquiryId === enquiry._id);
    expect(mine).toMatchObject({ reference: enquiry.reference, kind: 'erase', phone: enquiry.phone, erasedAt: null, handledAt: null });
    const times = body.data!.map((request) => request.createdAt);
    expect(times).toEqual([...times].sort());

    expect((await list()).status).toBe(401);
    for (const refused of [sales, buyer]) {
      const answer = await list(refused.cookie);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('Only an admin can do this.');
    }
    expect((await handle({ requestId: mine!._id }, sales.cookie)).status).toBe(403);
    expect((await requestsOf(enquiry._id))[0].handled_at).toBeNull();
  });

  it('marks a withdrawal handled once; an erasure only once its lead is erased', async () => {
    const withdrawal = await storedLead();
    const erasure = await storedLead();
    await postForm(withdrawal.link, { intent: 'withdraw' });
    await postForm(erasure.link, { intent: 'erase' });
    const listed = (await list(admin.cookie)).body.data!;
    const byLead = (enquiryId: string) => listed.find((request) => request.enquiryId === enquiryId)!;

    const handled = await handle({ requestId: byLead(withdrawal.enquiry._id)._id });
    expect(handled.status).toBe(200);
    expect(handled.body.message).toBe(REQUEST_MESSAGES.handled);
    expect(handled.body.data).toMatchObject({ kind: 'withdraw', handledBy: admin.user.name });
    const twice = await handle({ requestId: byLead(withdrawal.enquiry._id)._id });
    expect([twice.status, twice.body.message]).toEqual([409, REQUEST_MESSAGES.alreadyHandled]);

    const early = await handle({ requestId: byLead(erasure.enquiry._id)._id });
    expect([early.status, early.body.message]).toEqual([409, REQUEST_MESSAGES.eraseFirst]);
    expect((await requestsOf(erasure.enquiry._id))[0].handled_at).toBeNull();
    // What the erasure leaves on the lead (docs/spec.md §26.4).
    await sql('update enquiries set erased_at = now() where id = $1', [erasure.enquiry._id]);
    expect((await list(admin.cookie)).body.data!.find((request) => request.enquiryId === erasure.enquiry._id)).toMatchObject({ phone: null });
    expect((await handle({ requestId: byLead(erasure.enquiry._id)._id })).status).toBe(200);

    const still = (await list(admin.cookie)).body.data!.map((request) => request.enquiryId);
    expect(still).not.toContain(withdrawal.enquiry._id);
    expect(still).not.toContain(erasure.enquiry._id);
    expect((await handle({ requestId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await handle({ requestId: 'not-an-id' })).status).toBe(404);
    const missing = await handle({});
    expect([missing.status, missing.body.message]).toEqual([400, 'requestId is required.']);
  });
});
