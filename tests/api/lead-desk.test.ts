/**
 * The lead desk's calls (SPEC §21) over real HTTP on the shared test site: phones as people write
 * them, repeat enquiries, follow-ups, notes and the timeline, and where leads come from. The mail
 * that names a repeat enquiry is read from a real SMTP server in notifications.test.ts.
 */
import { randomInt } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { MESSAGES } from '../../src/lib/messages';
import type { AdminEnquiry, Enquiry, Product, TimelineEntry } from '../../src/lib/types';
import { createAccount, type TestAccount } from '../support/accounts';
import { callApi, fetchAs, freshAddress, withDatabase } from '../support/http';
import { CURRENT_NOTICE } from '../../src/lib/privacy-notice';

const site = inject('site');
vi.setConfig({ testTimeout: 120_000 });

let product: Product;
let admin: TestAccount;
let buyer: TestAccount;

beforeAll(async () => {
  product = (await callApi<Product[]>(site.url, '/api/get-product')).body.data![0];
  admin = await createAccount(site.databaseUrl, 'ADMIN');
  buyer = await createAccount(site.databaseUrl, 'GENERAL');
});

/** A mobile number no other test uses, as its 10 digits. */
const newPhone = () => `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;
/** One number as people write it. */
const written = (digits: string) => ({
  spaced: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
  international: `+91${digits}`,
  trunk: `0${digits}`,
  hyphen: `${digits.slice(0, 5)}-${digits.slice(5)}`,
  plain: digits,
});

const enquiryFields = (change: Record<string, unknown> = {}) => ({
  productId: product._id,
  name: 'Meena Kumari',
  phone: newPhone(),
  address: 'Sakchi, Jamshedpur',
  message: 'Please send the price.',
  noticeVersion: CURRENT_NOTICE.version,
  ...change,
});

async function send(change: Record<string, unknown> = {}): Promise<Enquiry> {
  const { status, body } = await callApi<Enquiry>(site.url, '/api/enquiries', { method: 'POST', json: enquiryFields(change), from: freshAddress() });
  expect(status, body.message).toBe(201);
  return body.data!;
}

/** The product page's form as a browser without script posts it. */
async function postForm(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetchAs(
    new URL('/api/enquiries', site.url),
    { method: 'POST', body: new URLSearchParams(fields), headers: { origin: site.url, ...headers }, redirect: 'manual' },
    freshAddress(),
  );
  return { status: response.status, html: await response.text() };
}

const asAdmin = () => ({ cookie: admin.cookie });

async function listed(id: string): Promise<AdminEnquiry> {
  const { status, body } = await callApi<AdminEnquiry[]>(site.url, '/api/all-enquiries', { headers: asAdmin() });
  expect(status).toBe(200);
  return body.data!.find((e) => e._id === id)!;
}

const update = (json: unknown, headers: Record<string, string> = asAdmin()) =>
  callApi<AdminEnquiry>(site.url, '/api/update-enquiry', { method: 'POST', json, headers });

const timeline = (enquiryId: string, headers: Record<string, string> = asAdmin()) =>
  callApi<TimelineEntry[]>(site.url, `/api/enquiry-timeline?enquiryId=${encodeURIComponent(enquiryId)}`, { headers });

/** What the database holds of a lead: its row's lead-desk columns and its stored timeline entries. */
const stored = (id: string) =>
  withDatabase(site.databaseUrl, async (c) => ({
    row: (
      await c.query(
        `select phone, status, note, next_follow_up_at, next_follow_up_all_day, repeat_of,
                utm_source, utm_medium, utm_campaign, referrer
           from enquiries where id = $1`,
        [id],
      )
    ).rows[0],
    events: (await c.query('select kind, by_user, from_value, to_value, text from enquiry_events where enquiry_id = $1 order by at, id', [id])).rows,
  }));

const rowsByName = (name: string) =>
  withDatabase(site.databaseUrl, async (c) => (await c.query('select id, phone from enquiries where name = $1', [name])).rows);

const countEnquiries = () =>
  withDatabase(site.databaseUrl, async (c) => (await c.query<{ n: number }>('select count(*)::int as n from enquiries')).rows[0].n);

describe('phone numbers as people write them (SPEC §21.1)', () => {
  const digits = '9876501234';
  const phoneOf = (id: string) =>
    withDatabase(site.databaseUrl, async (c) => (await c.query('select phone from enquiries where id = $1', [id])).rows[0]?.phone);

  // Each way people write the number, beside a near miss that must still be refused.
  it.each([
    ['+91 98765 01234', '+91 58765 01234'],
    ['+919876501234', '+19876501234'],
    ['919876501234', '9198765012345'],
    ['09876501234', '0091 98765 01234'],
    ['98765-01234', '98765-0123'],
    ['(+91) 98765.01234', '98765/01234'],
  ])('stores %j as its 10 digits, sent as JSON or posted as a form; refuses %j and writes nothing', async (phone, nearMiss) => {
    const enquiry = await send({ phone });
    expect(enquiry.phone).toBe(digits);
    expect(await phoneOf(enquiry._id)).toBe(digits);
    const name = `Form Phone ${randomInt(1e9)}`;
    const posted = await postForm(enquiryFields({ name, phone }) as Record<string, string>);
    expect(posted.status).toBe(201);
    expect(posted.html).toContain(MESSAGES.enquirySent);
    expect(await rowsByName(name)).toEqual([{ id: expect.any(String), phone: digits }]);

    const before = await countEnquiries();
    const json = await callApi(site.url, '/api/enquiries', { method: 'POST', json: enquiryFields({ phone: nearMiss }), from: freshAddress() });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe(MESSAGES.enquiryInvalidPhone);
    const form = await postForm(enquiryFields({ phone: nearMiss }) as Record<string, string>);
    expect(form.status).toBe(400);
    expect(form.html).toContain(MESSAGES.enquiryInvalidPhone);
    expect(await countEnquiries()).toBe(before);
  });
});

describe('repeat enquiries (SPEC §21.2)', () => {
  it('links each later enquiry of the same phone, however written, to the first open lead, and counts them', async () => {
    const phone = written(newPhone());
    const first = await send({ phone: phone.spaced, message: 'First: the cup machine.' });
    const second = await send({ phone: phone.trunk, message: 'Second: the plate machine.' });
    const third = await send({ phone: phone.hyphen, message: 'Third: delivery time?' });
    expect(await listed(first._id)).toMatchObject({ repeatOf: null, repeatCount: 2 });
    // The first open lead, not the latest: every repeat points at the same one.
    expect(await listed(second._id)).toMatchObject({ repeatOf: first._id, repeatCount: 0 });
    expect(await listed(third._id)).toMatchObject({ repeatOf: first._id, repeatCount: 0 });
    // Stored and notified as usual: each has its own notifications queued.
    const channels = (e: AdminEnquiry) => e.deliveries.map((d) => d.channel);
    expect(channels(await listed(third._id))).toEqual(channels(await listed(first._id)));
    // The public answer does not tell a sender that the number is known.
    expect(Object.keys(second)).not.toContain('repeatOf');

    const repeats = (await timeline(first._id)).body.data!.filter((entry) => entry.kind === 'repeat');
    expect(repeats.map(({ to, text, by }) => ({ to, text, by }))).toEqual([
      { to: second._id, text: 'Second: the plate machine.', by: null },
      { to: third._id, text: 'Third: delivery time?', by: null },
    ]);
  });

  it.each(['Won', 'Lost'])('does not link to a lead that is %s, but to the next open one', async (closed) => {
    const phone = written(newPhone());
    const first = await send({ phone: phone.plain });
    expect((await update({ enquiryId: first._id, status: closed })).status).toBe(200);
    const second = await send({ phone: phone.international });
    expect(await listed(second._id)).toMatchObject({ repeatOf: null });
    const third = await send({ phone: phone.spaced });
    expect(await listed(third._id)).toMatchObject({ repeatOf: second._id });
    expect(await listed(first._id)).toMatchObject({ repeatCount: 0 });
  });

  it('links one of two enquiries sent from one number at the same moment to the other', async () => {
    const phone = written(newPhone());
    const pair = await Promise.all([send({ phone: phone.plain }), send({ phone: phone.trunk })]);
    const links = await Promise.all(pair.map(async (e) => (await listed(e._id)).repeatOf));
    const first = links.indexOf(null);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(links[1 - first]).toBe(pair[first]._id);
  });

  it('does not link different numbers', async () => {
    const first = await send();
    const other = await send();
    expect(await listed(other._id)).toMatchObject({ repeatOf: null });
    expect(await listed(first._id)).toMatchObject({ repeatCount: 0 });
  });
});

describe('follow-ups (SPEC §21.3)', () => {
  it('takes a date alone: due that business day, kept as 00:00 India time', async () => {
    const enquiry = await send();
    const { status, body } = await update({ enquiryId: enquiry._id, nextFollowUpAt: '2026-12-03' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ nextFollowUpAt: '2026-12-03', status: 'New' });
    expect(await listed(enquiry._id)).toMatchObject({ nextFollowUpAt: '2026-12-03' });
    const { row } = await stored(enquiry._id);
    expect(row.next_follow_up_at.toISOString()).toBe('2026-12-02T18:30:00.000Z');
    expect(row.next_follow_up_all_day).toBe(true);
  });

  it('takes a date and time, and gives it back in business time with its offset', async () => {
    const enquiry = await send();
    expect((await update({ enquiryId: enquiry._id, nextFollowUpAt: '2026-12-03T10:00:00Z' })).body.data!.nextFollowUpAt).toBe('2026-12-03T15:30:00+05:30');
    expect((await update({ enquiryId: enquiry._id, nextFollowUpAt: '2026-12-04T09:15+05:30' })).body.data!.nextFollowUpAt).toBe('2026-12-04T09:15:00+05:30');
    const { row, events } = await stored(enquiry._id);
    expect(row.next_follow_up_at.toISOString()).toBe('2026-12-04T03:45:00.000Z');
    expect(row.next_follow_up_all_day).toBe(false);
    expect(events).toEqual([
      { kind: 'followUp', by_user: admin.user._id, from_value: null, to_value: '2026-12-03T15:30:00+05:30', text: null },
      { kind: 'followUp', by_user: admin.user._id, from_value: '2026-12-03T15:30:00+05:30', to_value: '2026-12-04T09:15:00+05:30', text: null },
    ]);
  });

  it('is cleared by null', async () => {
    const enquiry = await send();
    await update({ enquiryId: enquiry._id, nextFollowUpAt: '2026-12-05' });
    const { status, body } = await update({ enquiryId: enquiry._id, nextFollowUpAt: null });
    expect(status).toBe(200);
    expect(body.data!.nextFollowUpAt).toBeNull();
    const { row, events } = await stored(enquiry._id);
    expect(row).toMatchObject({ next_follow_up_at: null, next_follow_up_all_day: false });
    expect(events.at(-1)).toMatchObject({ kind: 'followUp', from_value: '2026-12-05', to_value: null });
  });

  it.each(['Won', 'Lost'])('is cleared when the status moves to %s, and a closed lead takes none', async (closed) => {
    const enquiry = await send();
    await update({ enquiryId: enquiry._id, nextFollowUpAt: '2026-12-06' });
    const { body } = await update({ enquiryId: enquiry._id, status: closed });
    expect(body.data).toMatchObject({ status: closed, nextFollowUpAt: null });
    expect((await stored(enquiry._id)).events.slice(-2)).toEqual([
      { kind: 'status', by_user: admin.user._id, from_value: 'New', to_value: closed, text: null },
      { kind: 'followUp', by_user: admin.user._id, from_value: '2026-12-06', to_value: null, text: null },
    ]);
    const before = await stored(enquiry._id);
    const refused = await update({ enquiryId: enquiry._id, nextFollowUpAt: '2026-12-07' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('A lead that is Won or Lost has no next follow-up.');
    expect(await stored(enquiry._id)).toEqual(before);
  });
});

describe('notes (SPEC §21.3)', () => {
  it('adds each note to the timeline, never overwriting one; the list shows the latest', async () => {
    const enquiry = await send();
    expect((await update({ enquiryId: enquiry._id, note: '  Called, will visit.  ' })).body.data!.note).toBe('Called, will visit.');
    expect((await update({ enquiryId: enquiry._id, status: 'Quoted', note: 'Sent the quote.' })).body.data).toMatchObject({ status: 'Quoted', note: 'Sent the quote.' });
    // The list's editor sends its note with every save: the same note again, or none, adds nothing.
    await update({ _id: enquiry._id, status: 'Quoted', note: 'Sent the quote.' });
    await update({ _id: enquiry._id, status: 'Contacted', note: '' });
    const { row, events } = await stored(enquiry._id);
    expect(row).toMatchObject({ status: 'Contacted', note: 'Sent the quote.' });
    expect(events.map((e) => [e.kind, e.text ?? `${e.from_value}→${e.to_value}`])).toEqual([
      ['note', 'Called, will visit.'],
      ['status', 'New→Quoted'],
      ['note', 'Sent the quote.'],
      ['status', 'Quoted→Contacted'],
    ]);
  });
});

describe('GET /api/enquiry-timeline (SPEC §21.3)', () => {
  it('gives every entry oldest first, with who did what', async () => {
    const phone = newPhone();
    const enquiry = await send({ phone });
    // Its notifications go out after the answer; wait for them, so the order below is certain.
    const notified = await vi.waitFor(async () => {
      const e = await listed(enquiry._id);
      if (!e.deliveries.every((d) => d.state === 'sent')) throw new Error('not sent yet');
      return e.deliveries.map((d) => d.channel);
    }, { timeout: 30_000, interval: 100 });
    await update({ enquiryId: enquiry._id, status: 'Contacted', note: 'Spoke to the owner.' });
    await update({ enquiryId: enquiry._id, nextFollowUpAt: '2026-12-10T11:00:00+05:30' });
    const repeat = await send({ phone: `+91 ${phone}`, message: 'Any discount?' });

    const { status, body } = await timeline(enquiry._id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, error: false });
    const entries = body.data!;
    const name = admin.user.name;
    expect(entries.map(({ at: _at, ...entry }) => entry)).toEqual([
      { kind: 'created', by: null },
      ...notified.map((channel) => ({ kind: 'notified', by: null, to: channel })),
      { kind: 'status', by: name, from: 'New', to: 'Contacted' },
      { kind: 'note', by: name, text: 'Spoke to the owner.' },
      { kind: 'followUp', by: name, from: null, to: '2026-12-10T11:00:00+05:30' },
      { kind: 'repeat', by: null, to: repeat._id, text: 'Any discount?' },
    ]);
    const times = entries.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(entries[0].at).toBe(enquiry.createdAt);
  });

  it('answers 404 for an id that names no enquiry and 400 without one', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const { status, body } = await timeline(id);
      expect(status).toBe(404);
      expect(body.message).toBe('No enquiry has this id.');
    }
    const missing = await callApi(site.url, '/api/enquiry-timeline', { headers: asAdmin() });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('enquiryId is required.');
  });

  it('refuses an anonymous visitor (401) and a GENERAL user (403)', async () => {
    const enquiry = await send();
    const anonymous = await timeline(enquiry._id, {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.data).toBeUndefined();
    const general = await timeline(enquiry._id, { cookie: buyer.cookie });
    expect(general.status).toBe(403);
    expect(general.body.data).toBeUndefined();
  });
});

describe('POST /api/update-enquiry refusals write nothing', () => {
  it.each([
    ['an unknown id', { enquiryId: '00000000-0000-4000-8000-000000000000' }, 404, 'No enquiry has this id.'],
    ['a date in a wrong form', { nextFollowUpAt: '03/12/2026' }, 400, /^nextFollowUpAt must be a date \(YYYY-MM-DD\)/],
    ['a date that does not exist', { nextFollowUpAt: '2026-02-30' }, 400, /^nextFollowUpAt must be/],
    ['a time without its offset', { nextFollowUpAt: '2026-12-03T10:00:00' }, 400, /^nextFollowUpAt must be/],
    ['a note over 2000 characters', { note: 'n'.repeat(2001) }, 400, 'note must be at most 2000 characters.'],
    ['nothing to change', { status: undefined, note: '' }, 400, 'Give a status, a note, nextFollowUpAt, contact or ownerId.'],
  ])('answers %s and writes nothing', async (_label, change, expectedStatus, message) => {
    const enquiry = await send();
    await update({ enquiryId: enquiry._id, note: 'Before.' });
    const before = await stored(enquiry._id);
    const { status, body } = await update({ enquiryId: enquiry._id, status: 'Quoted', note: 'After.', ...change });
    expect(status).toBe(expectedStatus);
    expect(body).toMatchObject({ success: false, error: true });
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
    expect(await stored(enquiry._id)).toEqual(before);
  });

  it('refuses an anonymous visitor (401) and a GENERAL user (403)', async () => {
    const enquiry = await send();
    const before = await stored(enquiry._id);
    const change = { enquiryId: enquiry._id, status: 'Won', note: 'x', nextFollowUpAt: null };
    expect((await update(change, {})).status).toBe(401);
    expect((await update(change, { cookie: buyer.cookie })).status).toBe(403);
    expect(await stored(enquiry._id)).toEqual(before);
  });
});

describe('GET /api/all-enquiries lead fields', () => {
  it('gives each lead its follow-up, repeat link and count, and source', async () => {
    const enquiry = await send();
    expect(await listed(enquiry._id)).toMatchObject({
      nextFollowUpAt: null,
      repeatOf: null,
      repeatCount: 0,
      source: { utmSource: null, utmMedium: null, utmCampaign: null, referrer: null },
    });
  });
});

describe('where leads come from (SPEC §21.4)', () => {
  it('records the JSON call’s source fields, trimmed and cut to length', async () => {
    const enquiry = await send({ utmSource: '  google ', utmMedium: 'cpc', utmCampaign: 'c'.repeat(250), referrer: 'https://www.google.com/' });
    expect((await listed(enquiry._id)).source).toEqual({ utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'c'.repeat(200), referrer: 'https://www.google.com/' });
    expect(Object.keys(enquiry)).not.toContain('source');
  });

  it('takes a form post’s campaign from the product page it was posted from (Referer)', async () => {
    const name = `Referred ${randomInt(1e9)}`;
    const page = `${site.url}/product/${product._id}?utm_source=facebook&utm_medium=social&utm_campaign=diwali`;
    const { status } = await postForm(enquiryFields({ name }) as Record<string, string>, { referer: page });
    expect(status).toBe(201);
    const [{ id }] = await rowsByName(name);
    expect((await listed(id)).source).toEqual({ utmSource: 'facebook', utmMedium: 'social', utmCampaign: 'diwali', referrer: null });
  });

  it.each<[string, (query: string) => string, { utmSource?: string }]>([
    ['another site’s page', (query) => `https://elsewhere.example/product/x?${query}`, {}],
    ['a page of this site that is not a product page', (query) => `${site.url}/search?${query}`, {}],
    ['a product page, when the form carries its own source', (query) => `${site.url}/product/${product._id}?${query}`, { utmSource: 'newsletter' }],
  ])('does not take the Referer’s campaign from %s', async (_label, page, fields) => {
    const name = `Not referred ${randomInt(1e9)}`;
    const { status } = await postForm({ ...enquiryFields({ name }), ...fields } as Record<string, string>, { referer: page('utm_source=facebook&utm_medium=social') });
    expect(status).toBe(201);
    const [{ id }] = await rowsByName(name);
    expect((await listed(id)).source).toEqual({ utmSource: fields.utmSource ?? null, utmMedium: null, utmCampaign: null, referrer: null });
  });

  it('keeps the source in the form page answered to a refused post, for the next try', async () => {
    const page = `${site.url}/product/${product._id}?utm_source=facebook`;
    const { status, html } = await postForm(enquiryFields({ phone: '12345' }) as Record<string, string>, { referer: page });
    expect(status).toBe(400);
    expect(html).toContain('<input type="hidden" name="utmSource" value="facebook">');
  });
});

describe('owners (docs/spec.md §23.2)', () => {
  /** An ADMIN or SALES user of the desk with a name of their own. */
  async function deskPerson(name: string, role: 'ADMIN' | 'SALES' = 'SALES'): Promise<TestAccount> {
    const account = await createAccount(site.databaseUrl, role);
    await withDatabase(site.databaseUrl, (c) => c.query('update users set name = $2 where id = $1', [account.user._id, name]));
    return { ...account, user: { ...account.user, name } };
  }

  /** Exactly these people take new leads, their turns in this order (the first is next). */
  const takers = (...people: TestAccount[]) =>
    withDatabase(site.databaseUrl, async (c) => {
      await c.query('update users set takes_new_leads = false where takes_new_leads');
      for (const [i, person] of people.entries()) {
        await c.query(`update users set takes_new_leads = true, last_lead_assigned_at = now() - interval '1 day' + $2 * interval '1 second' where id = $1`, [
          person.user._id,
          i,
        ]);
      }
    });

  // The other tests of this site send leads that nobody takes.
  afterEach(() => takers());

  const ownerOf = async (id: string) => (await listed(id)).ownerName;
  const ownerEntries = async (id: string) =>
    (await timeline(id)).body.data!.filter((entry) => entry.kind === 'owner').map(({ at: _at, ...entry }) => entry);

  it('gives new leads in turn to those who take them, two or three', async () => {
    const [priya, ravi, sunil] = await Promise.all([deskPerson('Priya Sharma'), deskPerson('Ravi Kumar', 'ADMIN'), deskPerson('Sunil Das')]);
    await takers(priya, ravi);
    const two = [];
    for (let i = 0; i < 4; i++) two.push(await send());
    expect(await Promise.all(two.map((e) => ownerOf(e._id)))).toEqual(['Priya Sharma', 'Ravi Kumar', 'Priya Sharma', 'Ravi Kumar']);
    expect(await listed(two[0]._id)).toMatchObject({ ownerId: priya.user._id, ownerName: 'Priya Sharma' });
    // The site's own act: no one assigned it, and it is no first response.
    expect(await ownerEntries(two[0]._id)).toEqual([{ kind: 'owner', by: null, from: null, to: 'Priya Sharma' }]);
    expect((await listed(two[0]._id)).firstResponseAt).toBeNull();

    await takers(sunil, priya, ravi);
    const three = [];
    for (let i = 0; i < 4; i++) three.push(await send());
    expect(await Promise.all(three.map((e) => ownerOf(e._id)))).toEqual(['Sunil Das', 'Priya Sharma', 'Ravi Kumar', 'Sunil Das']);
  });

  it('gives a repeat enquiry to the owner of the buyer’s open lead, out of turn', async () => {
    const [priya, ravi] = await Promise.all([deskPerson('Priya Sharma'), deskPerson('Ravi Kumar')]);
    await takers(priya, ravi);
    const phone = written(newPhone());
    const first = await send({ phone: phone.plain });
    expect(await ownerOf(first._id)).toBe('Priya Sharma');
    // Ravi is next in turn, yet the buyer's repeat goes to Priya, and Ravi keeps his turn.
    const repeat = await send({ phone: phone.spaced });
    expect(await listed(repeat._id)).toMatchObject({ repeatOf: first._id, ownerId: priya.user._id });
    expect(await ownerOf((await send())._id)).toBe('Ravi Kumar');
    // Once the owner is off the desk, a repeat goes in turn again.
    await withDatabase(site.databaseUrl, (c) => c.query(`update users set role = 'GENERAL', takes_new_leads = false where id = $1`, [priya.user._id]));
    await takers(ravi);
    expect(await ownerOf((await send({ phone: phone.trunk }))._id)).toBe('Ravi Kumar');
  });

  it('leaves a new lead unassigned when nobody takes leads', async () => {
    await takers();
    const enquiry = await send();
    expect(await listed(enquiry._id)).toMatchObject({ ownerId: null, ownerName: null });
    expect(await ownerEntries(enquiry._id)).toEqual([]);
  });

  it('gives a lead to someone of the desk, or to nobody, each change on the timeline by who made it', async () => {
    const [priya, ravi] = await Promise.all([deskPerson('Priya Sharma'), deskPerson('Ravi Kumar', 'ADMIN')]);
    const enquiry = await send();
    const given = await update({ enquiryId: enquiry._id, ownerId: priya.user._id });
    expect(given.status, given.body.message).toBe(200);
    expect(given.body.data).toMatchObject({ ownerId: priya.user._id, ownerName: 'Priya Sharma', status: 'New' });
    expect(await listed(enquiry._id)).toMatchObject({ ownerId: priya.user._id, ownerName: 'Priya Sharma' });
    // Priya, of SALES, passes it on; the same owner again changes nothing; then nobody.
    expect((await update({ enquiryId: enquiry._id, ownerId: ravi.user._id }, { cookie: priya.cookie })).body.data!.ownerName).toBe('Ravi Kumar');
    expect((await update({ enquiryId: enquiry._id, ownerId: ravi.user._id })).status).toBe(200);
    expect((await update({ enquiryId: enquiry._id, ownerId: null })).body.data).toMatchObject({ ownerId: null, ownerName: null });
    expect(await ownerEntries(enquiry._id)).toEqual([
      { kind: 'owner', by: admin.user.name, from: null, to: 'Priya Sharma' },
      { kind: 'owner', by: 'Priya Sharma', from: 'Priya Sharma', to: 'Ravi Kumar' },
      { kind: 'owner', by: admin.user.name, from: 'Ravi Kumar', to: null },
    ]);
    expect((await stored(enquiry._id)).events.map((e) => e.by_user)).toEqual([admin.user._id, priya.user._id, admin.user._id]);
    // Giving a lead out is not answering the buyer.
    expect((await listed(enquiry._id)).firstResponseAt).toBeNull();
  });

  it('refuses an owner who is not of the desk, or no user, and writes nothing', async () => {
    const priya = await deskPerson('Priya Sharma');
    const enquiry = await send();
    await update({ enquiryId: enquiry._id, ownerId: priya.user._id });
    const before = await stored(enquiry._id);
    const ownerBefore = (await listed(enquiry._id)).ownerId;
    for (const [ownerId, message] of [
      [buyer.user._id, 'A lead can only be given to an ADMIN or SALES user.'],
      ['00000000-0000-4000-8000-000000000000', 'No user has this ownerId.'],
      ['Priya', 'ownerId must be a user id, or null to unassign the lead.'],
      [42, 'ownerId must be a user id, or null to unassign the lead.'],
    ]) {
      // With a status beside it: the whole change is refused, not only the owner.
      const { status, body } = await update({ enquiryId: enquiry._id, status: 'Contacted', ownerId });
      expect({ ownerId, status, message: body.message }).toEqual({ ownerId, status: 400, message });
    }
    expect(await stored(enquiry._id)).toEqual(before);
    expect((await listed(enquiry._id)).ownerId).toBe(ownerBefore);
  });

  it('lists the desk’s people a lead can go to: GET /api/desk-users', async () => {
    const [priya, ravi] = await Promise.all([deskPerson('Priya Sharma'), deskPerson('Ravi Kumar', 'ADMIN')]);
    await takers(priya);
    const { status, body } = await callApi<{ _id: string; name: string; role: string; takesNewLeads: boolean }[]>(site.url, '/api/desk-users', {
      headers: { cookie: priya.cookie },
    });
    expect(status).toBe(200);
    const people = body.data!;
    expect(people).toContainEqual({ _id: priya.user._id, name: 'Priya Sharma', role: 'SALES', takesNewLeads: true });
    expect(people).toContainEqual({ _id: ravi.user._id, name: 'Ravi Kumar', role: 'ADMIN', takesNewLeads: false });
    expect(people.map((p) => p._id)).not.toContain(buyer.user._id);
    for (const person of people) expect(['ADMIN', 'SALES']).toContain(person.role);
    expect((await callApi(site.url, '/api/desk-users')).status).toBe(401);
    expect((await callApi(site.url, '/api/desk-users', { headers: { cookie: buyer.cookie } })).status).toBe(403);
  });

  it('never gives two leads in a row to the same person when many arrive at once', async () => {
    const [priya, ravi] = await Promise.all([deskPerson('Priya Sharma'), deskPerson('Ravi Kumar')]);
    await takers(priya, ravi);
    // Each from an address of its own (send), so the enquiry limit stays out of it. Read in the
    // list's order, arrival: turns taken in one order and stamped in another would show a pair.
    const sent = await Promise.all(Array.from({ length: 30 }, () => send()));
    const rows = await withDatabase(site.databaseUrl, async (c) =>
      (await c.query<{ owner_id: string }>('select owner_id from enquiries where id = any($1::uuid[]) order by created_at, id', [sent.map((e) => e._id)])).rows,
    );
    const owners = rows.map((row) => (row.owner_id === priya.user._id ? 'P' : row.owner_id === ravi.user._id ? 'R' : '?')).join('');
    expect(owners).toMatch(/^(PR)+$/);
  });
});
