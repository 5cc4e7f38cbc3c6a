import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { MESSAGES } from '../../src/lib/messages';
import type { Enquiry, Product } from '../../src/lib/types';
import { referenceMonth } from '../../src/server/enquiries/enquiries';
import { LIMITS } from '../../src/server/http/rate-limit';
import { createAccount, type TestAccount } from '../support/accounts';
import { callApi, countRows, fetchAs, withDatabase, postRaw } from '../support/http';
import { CURRENT_NOTICE } from '../../src/lib/privacy-notice';

const site = inject('site');
// The rate-limit tests make dozens of calls; on a busy machine each can take a while.
vi.setConfig({ testTimeout: 180_000 });

const ENQUIRY_KEYS = ['_id', 'address', 'createdAt', 'email', 'message', 'name', 'phone', 'productId', 'productName', 'reference'].sort();
// The admin's list adds the lead pipeline (status, note, how each notification went) and the lead
// desk (SPEC §21: next follow-up, repeat link and count, source).
const ADMIN_ENQUIRY_KEYS = [...ENQUIRY_KEYS, 'deliveries', 'note', 'status', 'nextFollowUpAt', 'repeatOf', 'repeatCount', 'source',
  'ownerId', 'ownerName', 'firstResponseAt', 'firstResponseBy', 'firstResponseByName', 'firstResponseMinutes', 'waitingMinutes', 'latestQuote',
  // Consent on record (docs/spec.md §26.2).
  'noticeVersion', 'noticeAcceptedAt', 'consentWithdrawnAt', 'erasedAt'].sort();

/**
 * A fresh address per call (a loopback address to connect from, which the server sees): the rate
 * limit counts per address, and tests must not share one.
 */
let addresses = 0;
const newAddress = () => `127.51.100.${++addresses}`;

let product: Product;
let admin: TestAccount;
let buyer: TestAccount;

beforeAll(async () => {
  product = (await callApi<Product[]>(site.url, '/api/get-product')).body.data![0];
  admin = await createAccount(site.databaseUrl, 'ADMIN');
  buyer = await createAccount(site.databaseUrl, 'GENERAL');
});

const validEnquiry = () => ({
  productId: product._id,
  name: 'Asha Verma',
  phone: '9876543210',
  address: 'Bistupur, Jamshedpur',
  message: 'Please send the price of this machine.',
  noticeVersion: CURRENT_NOTICE.version,
});

/** What the answer echoes of what was sent: every field but the notice's version (docs/spec.md §26.2). */
const echoed = ({ noticeVersion: _, ...fields }: Record<string, unknown>) => fields;

function sendEnquiry(json: unknown, options: { address?: string; cookie?: string } = {}) {
  return callApi<Enquiry>(site.url, '/api/enquiries', {
    method: 'POST',
    json,
    headers: options.cookie ? { cookie: options.cookie } : {},
    from: options.address ?? newAddress(),
  });
}

const storedUserId = (id: string) =>
  withDatabase(site.databaseUrl, async (c) => (await c.query('select user_id from enquiries where id = $1', [id])).rows[0]);

const storedEmail = (id: string) =>
  withDatabase(site.databaseUrl, async (c) => (await c.query('select email from enquiries where id = $1', [id])).rows[0]?.email);

const EMAIL_MESSAGE = 'Please enter a valid email address.';

describe('POST /api/enquiries', () => {
  it('stores a visitor’s enquiry and answers 201 with it', async () => {
    const before = await countRows(site.databaseUrl, 'enquiries');
    const sent = validEnquiry();
    const startedAt = Date.now();
    const { status, body } = await sendEnquiry(sent);
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, error: false, message: MESSAGES.enquirySent });
    const enquiry = body.data!;
    expect(Object.keys(enquiry).sort()).toEqual(ENQUIRY_KEYS);
    expect(enquiry).toMatchObject({ ...echoed(sent), productName: product.productName, email: null });
    expect(Date.parse(enquiry.createdAt)).toBeGreaterThan(startedAt - 60_000);
    expect(await countRows(site.databaseUrl, 'enquiries')).toBe(before + 1);
    expect(await storedUserId(enquiry._id)).toEqual({ user_id: null });
    expect(await storedEmail(enquiry._id)).toBeNull();
  });

  it('stores the optional email, trimmed, and answers it; an empty one is none', async () => {
    const { status, body } = await sendEnquiry({ ...validEnquiry(), email: '  asha.verma@example.co.in ' });
    expect(status).toBe(201);
    expect(body.data!.email).toBe('asha.verma@example.co.in');
    expect(await storedEmail(body.data!._id)).toBe('asha.verma@example.co.in');
    const lead = await callApi<Enquiry>(site.url, `/api/get-enquiry?enquiryId=${body.data!._id}`, { headers: { cookie: admin.cookie } });
    expect(lead.body.data!.email).toBe('asha.verma@example.co.in');

    for (const email of ['', null]) {
      const empty = await sendEnquiry({ ...validEnquiry(), email });
      expect(empty.status).toBe(201);
      expect(empty.body.data!.email).toBeNull();
      expect(await storedEmail(empty.body.data!._id)).toBeNull();
    }
  });

  it('records the sender when a session cookie comes with it', async () => {
    const { status, body } = await sendEnquiry(validEnquiry(), { cookie: buyer.cookie });
    expect(status).toBe(201);
    expect(await storedUserId(body.data!._id)).toEqual({ user_id: buyer.user._id });
  });

  it('treats an unknown session cookie as a visitor', async () => {
    const { status, body } = await sendEnquiry(validEnquiry(), { cookie: 'session=not-a-real-session' });
    expect(status).toBe(201);
    expect(await storedUserId(body.data!._id)).toEqual({ user_id: null });
  });

  it('stores SQL-looking and HTML-looking text as plain text and answers it exactly as sent', async () => {
    const sent = {
      ...validEnquiry(),
      name: `Robert'); drop table enquiries; --`,
      address: `<img src=x onerror="alert(1)"> 1 = 1`,
      message: `<script>alert("x")</script> ' or '1'='1 \u20b9 5,00,000 — ok?`,
    };
    const { status, body } = await sendEnquiry(sent);
    expect(status).toBe(201);
    expect(body.data).toMatchObject(echoed(sent));
    const listed = (await callApi<Enquiry[]>(site.url, '/api/all-enquiries', { headers: { cookie: admin.cookie } }))
      .body.data!.find((e) => e._id === body.data!._id);
    expect(listed).toMatchObject(echoed(sent));
  });

  const badInputs: [string, Record<string, unknown>, number, string | RegExp][] = [
    ['a phone with 9 digits', { phone: '987654321' }, 400, MESSAGES.enquiryInvalidPhone],
    ['a phone with 11 digits', { phone: '98765432101' }, 400, MESSAGES.enquiryInvalidPhone],
    ['a phone starting with 5', { phone: '5876543210' }, 400, MESSAGES.enquiryInvalidPhone],
    ['a phone with another country’s code', { phone: '+1 9876543210' }, 400, MESSAGES.enquiryInvalidPhone],
    ['a phone with +91 and 9 digits', { phone: '+91 98765 4321' }, 400, MESSAGES.enquiryInvalidPhone],
    ['a phone sent as a number', { phone: 9876543210 }, 400, /phone/],
    ['a missing phone', { phone: undefined }, 400, /phone/],
    ['a missing name', { name: undefined }, 400, /name/],
    ['a blank name', { name: '   ' }, 400, /name/],
    ['a missing address', { address: undefined }, 400, /address/],
    ['a missing message', { message: undefined }, 400, /message/],
    ['a missing productId', { productId: undefined }, 400, /productId/],
    ['a name over 100 characters', { name: 'n'.repeat(101) }, 400, /name.*100/],
    ['an address over 500 characters', { address: 'a'.repeat(501) }, 400, /address.*500/],
    ['a message over 2000 characters', { message: 'm'.repeat(2001) }, 400, /message.*2000/],
    ['an email without a domain', { email: 'asha@' }, 400, EMAIL_MESSAGE],
    ['an email without a top-level domain', { email: 'asha@example' }, 400, EMAIL_MESSAGE],
    ['an email over 254 characters', { email: `${'a'.repeat(243)}@example.com` }, 400, EMAIL_MESSAGE],
    ['an email sent as a number', { email: 42 }, 400, EMAIL_MESSAGE],
    ['an unknown productId', { productId: '00000000-0000-4000-8000-000000000000' }, 404, /productId/],
    ['a productId that is not an id', { productId: 'paper-cup-machine' }, 404, /productId/],
    ['an SQL-looking productId', { productId: "' or 1=1 --" }, 404, /productId/],
  ];

  it.each(badInputs)('refuses %s and writes nothing', async (_, change, expectedStatus, expectedMessage) => {
    const before = await countRows(site.databaseUrl, 'enquiries');
    const { status, body } = await sendEnquiry({ ...validEnquiry(), ...change });
    expect(status).toBe(expectedStatus);
    expect(body).toMatchObject({ success: false, error: true });
    if (typeof expectedMessage === 'string') expect(body.message).toBe(expectedMessage);
    else expect(body.message).toMatch(expectedMessage);
    expect(await countRows(site.databaseUrl, 'enquiries')).toBe(before);
  });

  it.each([
    ['malformed JSON', '{"productId": "x", ', 'application/json', 400, /JSON/],
    ['a JSON list', '[]', 'application/json', 400, /JSON object/],
    ['plain text', 'name=Asha&phone=9876543210', 'text/plain', 415, /JSON/],
  ])('refuses %s and writes nothing', async (_, raw, type, expectedStatus, expectedMessage) => {
    const before = await countRows(site.databaseUrl, 'enquiries');
    const { status, body } = await postRaw(site.url, '/api/enquiries', raw, type, {}, newAddress());
    expect(status).toBe(expectedStatus);
    expect(body.message).toMatch(expectedMessage);
    expect(await countRows(site.databaseUrl, 'enquiries')).toBe(before);
  });

  it('refuses a post from another site’s page with 403 and writes nothing', async () => {
    const before = await countRows(site.databaseUrl, 'enquiries');
    const { status } = await callApi(site.url, '/api/enquiries', {
      method: 'POST',
      json: validEnquiry(),
      headers: { origin: 'https://elsewhere.example' },
      from: newAddress(),
    });
    expect(status).toBe(403);
    expect(await countRows(site.databaseUrl, 'enquiries')).toBe(before);
  });

  it('refuses GET with 405', async () => {
    const { status, headers } = await callApi(site.url, '/api/enquiries');
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('POST');
  });

  it(`answers 429 after ${LIMITS.enquiries.limit} enquiries from one address, and only to that address`, async () => {
    const address = newAddress();
    // Refused enquiries are not counted against the address.
    expect((await sendEnquiry({ ...validEnquiry(), phone: '123' }, { address })).status).toBe(400);
    expect((await sendEnquiry({ ...validEnquiry(), productId: '00000000-0000-4000-8000-000000000000' }, { address })).status).toBe(404);
    for (let i = 0; i < LIMITS.enquiries.limit; i++) {
      expect((await sendEnquiry(validEnquiry(), { address })).status).toBe(201);
    }
    const before = await countRows(site.databaseUrl, 'enquiries');
    const limited = await sendEnquiry(validEnquiry(), { address });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, error: true, message: LIMITS.enquiries.message });
    expect(limited.headers.get('retry-after')).toBe(String(LIMITS.enquiries.windowMinutes * 60));
    expect(await countRows(site.databaseUrl, 'enquiries')).toBe(before);
    // The form posted without script meets the same limit, said on the page with the form kept.
    const formLimited = await postForm(formFields(), { address });
    expect(formLimited.status).toBe(429);
    expect(formLimited.html).toContain(LIMITS.enquiries.message);
    expect(formLimited.html).toContain('value="Asha Verma"');
    expect(formLimited.retryAfter).toBe(String(LIMITS.enquiries.windowMinutes * 60));
    expect(await countRows(site.databaseUrl, 'enquiries')).toBe(before);
    // The address is the connection's (Netlify's context.ip); another one is free.
    expect((await sendEnquiry(validEnquiry(), { address: newAddress() })).status).toBe(201);
  }, 600_000); // 23 calls in a row

  it(`lets exactly ${LIMITS.enquiries.limit} through when more arrive from one address at once`, async () => {
    const address = newAddress();
    const before = await countRows(site.databaseUrl, 'enquiries');
    const extra = 5;
    const statuses = (
      await Promise.all(Array.from({ length: LIMITS.enquiries.limit + extra }, () => sendEnquiry(validEnquiry(), { address })))
    ).map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(LIMITS.enquiries.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(extra);
    expect(await countRows(site.databaseUrl, 'enquiries')).toBe(before + LIMITS.enquiries.limit);
  });
});

describe('the reference a buyer quotes (docs/spec.md §23.5)', () => {
  const REFERENCE = /^ENQ-(\d{4})-(\d{4,})$/;
  const serial = (reference: string) => Number(REFERENCE.exec(reference)![2]);

  it('is answered and stored, ENQ- and the business month, one of its own under concurrent sends, in order of arrival', async () => {
    const month = referenceMonth(new Date());
    const before = (await sendEnquiry(validEnquiry())).body.data!;
    const sends = await Promise.all(Array.from({ length: 8 }, () => sendEnquiry(validEnquiry())));
    const after = (await sendEnquiry(validEnquiry())).body.data!;
    const sent = [before, ...sends.map(({ status, body }) => (expect(status).toBe(201), body.data!)), after];
    for (const enquiry of sent) expect(enquiry.reference).toMatch(new RegExp(`^ENQ-${month}-\\d{4,}$`));
    expect(new Set(sent.map((e) => e.reference)).size).toBe(sent.length);
    // Numbered as they were stored: those sent at once between the one before and the one after.
    for (const enquiry of sent.slice(1, -1)) {
      expect(serial(enquiry.reference)).toBeGreaterThan(serial(before.reference));
      expect(serial(enquiry.reference)).toBeLessThan(serial(after.reference));
    }
    const stored = await withDatabase(site.databaseUrl, async (c) =>
      (await c.query<{ id: string; reference: string }>('select id, reference from enquiries where id = any($1::uuid[])', [sent.map((e) => e._id)])).rows,
    );
    expect(Object.fromEntries(stored.map((row) => [row.id, row.reference]))).toEqual(Object.fromEntries(sent.map((e) => [e._id, e.reference])));
  });

  it('counts each month from 0001, one at a time however many ask at once, past 9999 with more digits', async () => {
    // A month no enquiry of the other tests uses, so its serials are this test's alone.
    const ask = () => withDatabase(site.databaseUrl, async (c) => (await c.query<{ r: string }>(`select next_enquiry_reference('9901') as r`)).rows[0].r);
    const references = await Promise.all(Array.from({ length: 10 }, ask));
    expect(references.sort()).toEqual(Array.from({ length: 10 }, (_, i) => `ENQ-9901-${String(i + 1).padStart(4, '0')}`));
    await withDatabase(site.databaseUrl, (c) => c.query(`update enquiry_reference_counters set last_serial = 9999 where month = '9901'`));
    expect(await ask()).toBe('ENQ-9901-10000');
  });

  it('takes its month in business time: 18:30 UTC on the last of November is 1 December in India', async () => {
    // The month the server names for an enquiry it stores, and the one a row written directly takes.
    expect(referenceMonth(new Date('2026-11-30T18:29:59Z'))).toBe('2611');
    expect(referenceMonth(new Date('2026-11-30T18:30:00Z'))).toBe('2612');
    const inserted = await withDatabase(site.databaseUrl, async (c) =>
      (
        await c.query<{ reference: string }>(
          `insert into enquiries (product_id, name, phone, address, message, created_at)
           values ($1, 'Month Edge', '9876543210', 'Sakchi', 'Last minute of November', '2026-11-30T18:29:59Z'),
                  ($1, 'Month Edge', '9876543210', 'Sakchi', 'First minute of December', '2026-11-30T18:30:00Z')
           returning reference`,
          [product._id],
        )
      ).rows.map((row) => row.reference.slice(0, 8)),
    );
    expect(inserted).toEqual(['ENQ-2611', 'ENQ-2612']);
  });

  it('finds its lead in the desk’s search, written as a buyer reads it out', async () => {
    const { reference, _id } = (await sendEnquiry(validEnquiry())).body.data!;
    const [, month, number] = REFERENCE.exec(reference)!;
    for (const q of [reference, reference.toLowerCase(), `${month}-${number}`, `enq ${month} ${number}`]) {
      const { status, body } = await callApi<Enquiry[]>(site.url, `/api/all-enquiries?q=${encodeURIComponent(q)}`, { headers: { cookie: admin.cookie } });
      expect(status).toBe(200);
      expect(body.data!.map((e) => e.reference)).toContain(reference);
      expect(body.data!.find((e) => e.reference === reference)!._id).toBe(_id);
    }
  });
});

/** The product page's enquiry form as a browser without script posts it. */
const formFields = (change: Record<string, string> = {}) => ({ ...validEnquiry(), ...change });

async function postForm(fields: Record<string, string>, options: { address?: string; origin?: string } = {}) {
  const response = await fetchAs(
    new URL('/api/enquiries', site.url),
    { method: 'POST', body: new URLSearchParams(fields), headers: options.origin ? { origin: options.origin } : {}, redirect: 'manual' },
    options.address ?? newAddress(),
  );
  const { status, headers } = response;
  return { status, type: headers.get('content-type'), retryAfter: headers.get('retry-after'), html: await response.text() };
}

const storedByName = (name: string) =>
  withDatabase(site.databaseUrl, async (c) =>
    (await c.query('select product_id, name, phone, email, address, message, reference from enquiries where name = $1', [name])).rows,
  );

describe('POST /api/enquiries as a form (no JavaScript)', () => {
  it('stores the enquiry and answers a page that confirms it and leads back to the product', async () => {
    const name = `Form Sender ${Date.now()}`;
    const { status, type, html } = await postForm(formFields({ name }), { origin: site.url });
    expect(status).toBe(201);
    expect(type).toMatch(/^text\/html/);
    expect(html).toContain(MESSAGES.enquirySent);
    expect(html).toContain(`href="/product/${product._id}"`);
    expect(html).not.toContain('<form');
    const { productId, phone, address, message } = validEnquiry();
    const [{ reference, ...stored }] = await storedByName(name);
    expect(stored).toEqual({ product_id: productId, name, phone, email: null, address, message });
    // The reference to quote on a call, and when the buyer will hear back (docs/spec.md §23.5).
    expect(html).toContain(`<p>Your reference: ${reference}</p>`);
    expect(html).toContain('<p>We will call you within 2 working hours.</p>');
  });

  it('stores the optional email the form sends', async () => {
    const name = `Form Email Sender ${Date.now()}`;
    const { status } = await postForm(formFields({ name, email: 'buyer@example.com' }), { origin: site.url });
    expect(status).toBe(201);
    expect((await storedByName(name))[0]).toMatchObject({ name, email: 'buyer@example.com' });
  });

  it('offers the email field, not required, and refuses a bad email beside it, keeping it, with nothing stored', async () => {
    const before = await countRows(site.databaseUrl, 'enquiries');
    const { status, html } = await postForm(formFields({ email: 'asha@example' }), { origin: site.url });
    expect(status).toBe(400);
    expect(html).toMatch(
      /<label for="enquiry-email">Email \(optional\)<\/label><input id="enquiry-email" name="email" value="asha@example" type="email" inputmode="email" autocomplete="email" aria-invalid="true" aria-describedby="enquiry-email-error" autofocus>/,
    );
    expect(html).toContain(`<p id="enquiry-email-error" class="error">${EMAIL_MESSAGE}</p>`);
    expect(await countRows(site.databaseUrl, 'enquiries')).toBe(before);
  });

  it('refuses a bad phone on the page, keeping what was typed (escaped), and stores nothing', async () => {
    const before = await countRows(site.databaseUrl, 'enquiries');
    const name = `<b>"Asha" & co</b>`;
    const { status, type, html } = await postForm(formFields({ name, phone: '12345' }), { origin: site.url });
    expect(status).toBe(400);
    expect(type).toMatch(/^text\/html/);
    expect(html).toContain(MESSAGES.enquiryInvalidPhone);
    expect(html).toContain('value="12345"');
    expect(html).toContain('value="&lt;b&gt;&quot;Asha&quot; &amp; co&lt;/b&gt;"');
    expect(html).not.toContain('<b>');
    expect(html).toContain('<form method="post" action="/api/enquiries">');
    expect(await countRows(site.databaseUrl, 'enquiries')).toBe(before);
  });

  it.each([
    ['a missing message', { message: '' }, 400, 'message'],
    ['an unknown product', { productId: '00000000-0000-4000-8000-000000000000' }, 404, 'No product has this productId.'],
    ['a NUL character', { address: 'Sakchi\u0000' }, 400, 'NUL'],
  ])('refuses %s and stores nothing', async (_, change, expectedStatus, expectedText) => {
    const before = await countRows(site.databaseUrl, 'enquiries');
    const { status, html } = await postForm(formFields(change));
    expect(status).toBe(expectedStatus);
    expect(html).toContain(expectedText);
    expect(await countRows(site.databaseUrl, 'enquiries')).toBe(before);
  });

  it('refuses a form posted from another site’s page with 403 and stores nothing', async () => {
    const before = await countRows(site.databaseUrl, 'enquiries');
    const { status } = await postForm(formFields(), { origin: 'https://elsewhere.example' });
    expect(status).toBe(403);
    expect(await countRows(site.databaseUrl, 'enquiries')).toBe(before);
  });
});

describe('GET /api/all-enquiries', () => {
  it('refuses an anonymous visitor with 401', async () => {
    const { status, body } = await callApi(site.url, '/api/all-enquiries');
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, error: true });
    expect(body.data).toBeUndefined();
  });

  it('refuses a GENERAL user with 403', async () => {
    const { status, body } = await callApi(site.url, '/api/all-enquiries', { headers: { cookie: buyer.cookie } });
    expect(status).toBe(403);
    expect(body).toMatchObject({ success: false, error: true });
    expect(body.data).toBeUndefined();
  });

  it('lists every enquiry for an admin, newest first, with its product’s name', async () => {
    const first = (await sendEnquiry({ ...validEnquiry(), message: 'first of two' })).body.data!;
    const second = (await sendEnquiry({ ...validEnquiry(), message: 'second of two' })).body.data!;
    const { status, body } = await callApi<Enquiry[]>(site.url, '/api/all-enquiries', {
      headers: { cookie: admin.cookie },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, error: false });
    const list = body.data!;
    expect(list).toHaveLength(await countRows(site.databaseUrl, 'enquiries'));
    for (const enquiry of list) expect(Object.keys(enquiry).sort()).toEqual(ADMIN_ENQUIRY_KEYS);
    const times = list.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list.findIndex((e) => e._id === second._id)).toBeLessThan(list.findIndex((e) => e._id === first._id));
    expect(list.find((e) => e._id === first._id)).toMatchObject({ ...first, status: 'New', note: '' });
  });

  it('keeps an enquiry whose product was deleted, with productName null', async () => {
    const [{ id: productId }] = await withDatabase(site.databaseUrl, async (c) =>
      (await c.query<{ id: string }>(
        `insert into products (product_name, brand_name, category)
         values ('Enquiry Probe Machine', 'Probe', 'all-machines') returning id`,
      )).rows,
    );
    const sent = (await sendEnquiry({ ...validEnquiry(), productId })).body.data!;
    expect(sent.productName).toBe('Enquiry Probe Machine');
    await withDatabase(site.databaseUrl, (c) => c.query('delete from products where id = $1', [productId]));

    const list = (await callApi<Enquiry[]>(site.url, '/api/all-enquiries', { headers: { cookie: admin.cookie } }))
      .body.data!;
    expect(list.find((e) => e._id === sent._id)).toMatchObject({ ...sent, productId: null, productName: null });
  });
});
