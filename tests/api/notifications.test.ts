/**
 * Enquiry notifications end to end: a site of its own whose email channel points at a real SMTP
 * server (smtp-server, read back with mailparser) and whose webhook points at a real HTTP receiver.
 * The retry runs are the very step the scheduled function calls (sendDueDeliveries), run here on
 * demand, since the site runs its functions in this process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEnquiry, Enquiry, EnquiryDelivery, Product } from '../../src/lib/types';
import { createAccount, type TestAccount } from '../support/accounts';
import { callApi, freshAddress, withDatabase } from '../support/http';
import { eventually, expectSigned, startNotifiedSite, type Receivers } from '../support/notification-receivers';
import type { TestSite } from '../support/test-site';
import { CURRENT_NOTICE } from '../../src/lib/privacy-notice';

// The public address the links in a notification are built on.
const SITE_URL = 'https://machines.example';
// The seller's first phone and chat number, which the buyer's acknowledgement gives (docs/spec.md §23.5).
const SELLER = { PHONE_1: '+91 98350 11111', CHAT_NUMBER: '919835011111', COMPANY_NAME: 'Steel City Paper Machines' };

let site: TestSite;
let receivers: Receivers;
let stopSite: () => Promise<void>;
let admin: TestAccount;
let buyer: TestAccount;
let product: Product;
let deliveries: typeof import('../../src/server/enquiries/deliveries');
let enquiries: typeof import('../../src/server/enquiries/enquiries');

beforeAll(async () => {
  ({ site, receivers, stop: stopSite } = await startNotifiedSite({ SITE_URL, ...SELLER }));
  deliveries = await import('../../src/server/enquiries/deliveries');
  enquiries = await import('../../src/server/enquiries/enquiries');
  admin = await createAccount(site.databaseUrl, 'ADMIN');
  buyer = await createAccount(site.databaseUrl, 'GENERAL');
  product = (await callApi<Product[]>(site.url, '/api/get-product')).body.data![0];
});

afterAll(async () => {
  await stopSite?.();
});

let addresses = 0;
type EnquiryFields = Partial<Pick<Enquiry, 'name' | 'phone' | 'address' | 'message' | 'email'>>;
const validEnquiry = (extra: EnquiryFields = {}) => ({
  productId: product._id,
  name: 'Asha Verma',
  phone: '9876543210',
  address: 'Bistupur, Jamshedpur',
  message: 'Please send the price of this machine.',
  noticeVersion: CURRENT_NOTICE.version,
  ...extra,
});

async function sendEnquiry(extra: EnquiryFields = {}): Promise<Enquiry> {
  const { status, body } = await callApi<Enquiry>(site.url, '/api/enquiries', {
    method: 'POST',
    json: validEnquiry(extra),
    from: freshAddress(),
  });
  expect(status).toBe(201);
  return body.data!;
}

/** An enquiry stored and committed, with nothing sent: what a crash right after the commit leaves. */
async function storeOnly(extra: EnquiryFields = {}): Promise<Enquiry> {
  const enquiry = await enquiries.createEnquiry(validEnquiry(extra), { userId: null, ip: `192.0.2.${++addresses}` });
  return enquiry!;
}

const mailsFor = (id: string) => receivers.mails.filter((m) => m.mail.headers.get('x-enquiry-id') === id);
const hooksFor = (id: string) => receivers.hooks.filter((h) => (JSON.parse(h.raw) as { enquiry: Enquiry }).enquiry._id === id);

async function deliveryRows(enquiryId: string) {
  return withDatabase(site.databaseUrl, async (c) =>
    (
      await c.query<{ channel: string; state: string; attempts: number; last_error: string | null; sent_at: Date | null }>(
        'select channel, state, attempts, last_error, sent_at from enquiry_deliveries where enquiry_id = $1 order by channel',
        [enquiryId],
      )
    ).rows,
  );
}

/** Time passes: the deliveries of this enquiry are due now. */
const makeDue = (enquiryId: string) =>
  withDatabase(site.databaseUrl, (c) => c.query('update enquiry_deliveries set next_attempt_at = now() where enquiry_id = $1', [enquiryId]));

async function adminListed(id: string): Promise<AdminEnquiry> {
  const { body } = await callApi<AdminEnquiry[]>(site.url, '/api/all-enquiries', { headers: { cookie: admin.cookie } });
  return body.data!.find((e) => e._id === id)!;
}

const delivery = (enquiry: AdminEnquiry, channel: EnquiryDelivery['channel']) => enquiry.deliveries.find((d) => d.channel === channel)!;

describe('a new enquiry', () => {
  it('arrives at the mail server and the webhook right after the answer', async () => {
    receivers.hookAnswer = 200;
    const enquiry = await sendEnquiry({
      name: 'Asha <b>Verma</b> & Sons',
      address: 'Plot 7,\nBistupur',
      message: 'Price please <script>alert(1)</script>\nand delivery time.',
    });
    const [{ mail, envelopeTo }] = await eventually('the mail', () => (mailsFor(enquiry._id).length ? mailsFor(enquiry._id) : undefined));
    const [hook] = await eventually('the webhook', () => (hooksFor(enquiry._id).length ? hooksFor(enquiry._id) : undefined));

    const productUrl = `${SITE_URL}/product/${product._id}`;
    const adminUrl = `${SITE_URL}/admin-panel/all-enquiries`;
    expect(envelopeTo.sort()).toEqual(['owner@example.com', 'sales@example.com']);
    expect(mail.from?.value).toEqual([{ name: 'Website', address: 'website@example.com' }]);
    expect(mail.subject).toContain(product.productName);
    for (const part of [product.productName, productUrl, 'Asha <b>Verma</b> & Sons', 'Phone:   +91 98765 43210\n', 'Plot 7,\nBistupur', 'Price please <script>alert(1)</script>\nand delivery time.', adminUrl, `Ref.:    ${enquiry.reference}\n`]) {
      expect(mail.text).toContain(part);
    }
    const html = String(mail.html);
    expect(html).toContain(`href="${productUrl}"`);
    expect(html).toContain('<a href="tel:+919876543210">+91 98765 43210</a>');
    expect(html).toContain(`href="${adminUrl}"`);
    expect(html).toContain('Asha &lt;b&gt;Verma&lt;/b&gt; &amp; Sons');
    expect(html).toContain('Price please &lt;script&gt;alert(1)&lt;/script&gt;<br>and delivery time.');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Verma');

    expect(hook.headers['content-type']).toBe('application/json');
    // What a receiver reads once the standardwebhooks library has verified the delivery.
    const payload = expectSigned(hook);
    expect(payload).toMatchObject({
      event: 'enquiry.created',
      enquiry: { ...enquiry },
      product: { _id: product._id, productName: product.productName, brandName: product.brandName, url: productUrl },
      adminUrl,
    });

    const listed = await eventually('both sent', async () => {
      const e = await adminListed(enquiry._id);
      return e.deliveries.every((d) => d.state === 'sent') ? e : undefined;
    });
    expect(listed).toMatchObject({ status: 'New', note: '' });
    expect(listed.deliveries.map((d) => [d.channel, d.state, d.attempts, d.lastError])).toEqual([
      ['email', 'sent', 1, null],
      ['webhook', 'sent', 1, null],
    ]);
  });

  it('says a repeat enquiry is one, with a link to the buyer’s first open lead (SPEC §21.2)', async () => {
    receivers.hookAnswer = 200;
    const first = await sendEnquiry({ phone: '+91 91234 56780', message: 'About the cup machine.' });
    const repeat = await sendEnquiry({ phone: '09123456780', message: 'And the plate machine?' });
    const mailOf = (id: string) => eventually('the mail', () => mailsFor(id)[0]?.mail);
    const hookOf = (id: string) => eventually('the webhook', () => hooksFor(id)[0] && JSON.parse(hooksFor(id)[0].raw));
    const leadUrl = (id: string) => `${SITE_URL}/admin-panel/all-enquiries?lead=${id}`;

    const firstMail = await mailOf(first._id);
    expect(firstMail.text).toContain(`This lead: ${leadUrl(first._id)}`);
    expect(`${firstMail.text}${firstMail.html}`).not.toContain('repeat enquiry');
    expect(await hookOf(first._id)).toMatchObject({ repeatOf: null, leadUrl: leadUrl(first._id) });

    const repeatMail = await mailOf(repeat._id);
    expect(repeatMail.text).toContain(`A repeat enquiry from a buyer already in contact. First lead: ${leadUrl(first._id)}`);
    expect(String(repeatMail.html)).toContain(`<strong>A repeat enquiry from a buyer already in contact.</strong> <a href="${leadUrl(first._id)}">Open the first lead</a>`);
    expect(repeatMail.text).toContain(`This lead: ${leadUrl(repeat._id)}`);
    expect(repeatMail.text).toContain('Phone:   +91 91234 56780');
    const repeatHook = await hookOf(repeat._id);
    expect(repeatHook).toMatchObject({ repeatOf: first._id, leadUrl: leadUrl(repeat._id), enquiry: { phone: '9123456780' } });
    expect(repeatHook.text).toContain(`(repeat enquiry from a buyer already in contact: ${leadUrl(first._id)})`);
  });

  it('names the lead’s owner, and mails the owner too, once (docs/spec.md §23.2)', async () => {
    receivers.hookAnswer = 200;
    const owner = await createAccount(site.databaseUrl, 'SALES');
    const setTaker = (id: string, on: boolean) =>
      withDatabase(site.databaseUrl, (c) => c.query(`update users set name = 'Priya Sharma', takes_new_leads = $2 where id = $1`, [id, on]));
    await setTaker(owner.user._id, true);
    try {
      const owned = await sendEnquiry({ phone: '+91 93333 12345' });
      const { mail, envelopeTo } = await eventually('the mail', () => mailsFor(owned._id)[0]);
      expect(envelopeTo.sort()).toEqual(['owner@example.com', owner.user.email, 'sales@example.com'].sort());
      expect(mail.to).toMatchObject({ value: expect.arrayContaining([{ address: owner.user.email, name: '' }]) });
      expect(mail.text).toContain('Owner:   Priya Sharma\n');
      const hook = await eventually('the webhook', () => hooksFor(owned._id)[0] && JSON.parse(hooksFor(owned._id)[0].raw));
      expect(hook.owner).toEqual({ _id: owner.user._id, name: 'Priya Sharma' });
    } finally {
      await setTaker(owner.user._id, false);
    }
    const unowned = await sendEnquiry({ phone: '+91 93333 12346' });
    const { mail, envelopeTo } = await eventually('the mail', () => mailsFor(unowned._id)[0]);
    expect(envelopeTo.sort()).toEqual(['owner@example.com', 'sales@example.com']);
    expect(mail.text).toContain('Owner:   unassigned\n');
    expect((await eventually('the webhook', () => hooksFor(unowned._id)[0] && JSON.parse(hooksFor(unowned._id)[0].raw))).owner).toBeNull();
  });

  it('reaches a receiver that was down exactly once when it is back, on the next due run', async () => {
    receivers.hookAnswer = 503;
    const enquiry = await sendEnquiry({ message: 'Sent while the receiver was down.' });
    await eventually('the failed first try', async () => {
      const rows = await deliveryRows(enquiry._id);
      return rows.find((r) => r.channel === 'webhook' && r.attempts === 1 && r.last_error) ? rows : undefined;
    });
    const listed = await adminListed(enquiry._id);
    expect(delivery(listed, 'webhook')).toMatchObject({ state: 'retrying', attempts: 1, lastError: 'The webhook answered HTTP 503.' });
    await eventually('the mail', () => mailsFor(enquiry._id).length === 1 || undefined);

    // Not due yet: a run now leaves it alone.
    receivers.hookAnswer = 200;
    await deliveries.sendDueDeliveries();
    expect(hooksFor(enquiry._id).map((h) => h.answered)).toEqual([503]);

    await makeDue(enquiry._id);
    await deliveries.sendDueDeliveries();
    expect(hooksFor(enquiry._id).map((h) => h.answered)).toEqual([503, 200]);
    expect(delivery(await adminListed(enquiry._id), 'webhook')).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
    // The retry is the same delivery to the receiver: the same webhook-id, freshly signed.
    const [first, retry] = hooksFor(enquiry._id);
    expect(retry.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expectSigned(retry);

    // A sent delivery is never picked again, even when its time comes round.
    await makeDue(enquiry._id);
    await deliveries.sendDueDeliveries();
    expect(hooksFor(enquiry._id).map((h) => h.answered)).toEqual([503, 200]);
    expect(mailsFor(enquiry._id)).toHaveLength(1);
  });

  it('is delivered by the next run when the process died between the commit and the send', async () => {
    receivers.hookAnswer = 200;
    const enquiry = await storeOnly({ message: 'Stored just before a crash.' });
    expect((await deliveryRows(enquiry._id)).map((r) => [r.channel, r.state, r.attempts])).toEqual([
      ['email', 'pending', 0],
      ['webhook', 'pending', 0],
    ]);
    expect(delivery(await adminListed(enquiry._id), 'webhook').state).toBe('pending');

    const outcomes = await deliveries.sendDueDeliveries();
    expect(outcomes.filter((o) => o === 'sent').length).toBeGreaterThanOrEqual(2);
    expect(mailsFor(enquiry._id)).toHaveLength(1);
    expect(hooksFor(enquiry._id)).toHaveLength(1);
    expectSigned(hooksFor(enquiry._id)[0]);
    expect((await deliveryRows(enquiry._id)).map((r) => r.state)).toEqual(['sent', 'sent']);
  });

  it('writes its time in the business zone: 23:00 UTC is the next morning in India', async () => {
    receivers.hookAnswer = 200;
    const enquiry = await storeOnly({ message: 'Sent late in the evening.' });
    await withDatabase(site.databaseUrl, (c) => c.query(`update enquiries set created_at = '2026-11-23T23:00:20Z' where id = $1`, [enquiry._id]));
    await deliveries.sendDueDeliveries({ enquiryId: enquiry._id });
    const [{ mail }] = mailsFor(enquiry._id);
    expect(mail.text).toContain('Sent:    24 Nov 2026, 4:30 am IST');
    expect(String(mail.html)).toContain('24 Nov 2026, 4:30 am IST');
    expect(`${mail.text}${mail.html}`).not.toMatch(/GMT|UTC|23 Nov/);
    // The Date header stays the standard one: the moment of sending, which mail programs show in their reader's zone.
    expect(Math.abs(mail.date!.getTime() - Date.now())).toBeLessThan(120_000);
  });

  it('is sent once when two runs start at the same moment', async () => {
    receivers.hookAnswer = 200;
    receivers.hookDelayMs = 300; // the first run is still sending when the second looks
    try {
      const stored = await Promise.all([1, 2, 3].map((n) => storeOnly({ message: `Race ${n}` })));
      const outcomes = (await Promise.all([deliveries.sendDueDeliveries(), deliveries.sendDueDeliveries()])).flat();
      expect(outcomes.filter((o) => o === 'sent')).toHaveLength(stored.length * 2);
      for (const enquiry of stored) {
        expect(mailsFor(enquiry._id)).toHaveLength(1);
        expect(hooksFor(enquiry._id)).toHaveLength(1);
      }
      // And a third run finds nothing left to send.
      expect(await deliveries.sendDueDeliveries()).toEqual([]);
    } finally {
      receivers.hookDelayMs = 0;
    }
  });

  it('waits for a live claim, and takes over one whose sender died', async () => {
    receivers.hookAnswer = 200;
    const enquiry = await storeOnly({ message: 'Claimed by a run that died.' });
    const claim = (interval: string) =>
      withDatabase(site.databaseUrl, (c) =>
        c.query(`update enquiry_deliveries set attempts = 1, claimed_until = now() + interval '${interval}' where enquiry_id = $1`, [enquiry._id]),
      );
    await claim('2 minutes');
    expect(await deliveries.sendDueDeliveries()).toEqual([]);
    await claim('-1 second');
    expect(await deliveries.sendDueDeliveries()).toEqual(['sent', 'sent']);
    expect(mailsFor(enquiry._id)).toHaveLength(1);
    expect(hooksFor(enquiry._id)).toHaveLength(1);
  });

  it('is given up (failed) when it still cannot be sent a day later', async () => {
    receivers.hookAnswer = 503;
    const enquiry = await storeOnly({ message: 'Nobody is listening.' });
    await withDatabase(site.databaseUrl, (c) =>
      c.query(`update enquiry_deliveries set created_at = now() - interval '25 hours' where enquiry_id = $1`, [enquiry._id]),
    );
    await deliveries.sendDueDeliveries();
    expect((await deliveryRows(enquiry._id)).map((r) => [r.channel, r.state])).toEqual([
      ['email', 'sent'],
      ['webhook', 'failed'],
    ]);
    expect(delivery(await adminListed(enquiry._id), 'webhook')).toMatchObject({ state: 'failed', lastError: 'The webhook answered HTTP 503.' });
    // A failed delivery is not tried again.
    receivers.hookAnswer = 200;
    await makeDue(enquiry._id);
    await deliveries.sendDueDeliveries();
    expect(hooksFor(enquiry._id).map((h) => h.answered)).toEqual([503]);
  });
});

describe('the acknowledgement to a buyer who gave an email (docs/spec.md §23.5)', () => {
  const acknowledgementsTo = (address: string) => receivers.mails.filter((m) => m.envelopeTo.includes(address));
  const chat = (reference: string) =>
    `https://wa.me/${SELLER.CHAT_NUMBER}?text=${encodeURIComponent(`Hi, about my enquiry ${reference} (${product.productName})`)}`;

  it('arrives once at the buyer’s address: the machine, the reference, who will call and when, the seller’s phone and WhatsApp', async () => {
    receivers.hookAnswer = 200;
    const address = `asha.${Date.now()}@example.co.in`;
    const enquiry = await sendEnquiry({ email: address, message: 'Visit http://spam.example for a prize' });
    const { mail, envelopeTo } = await eventually('the acknowledgement', () => acknowledgementsTo(address)[0]);
    expect(envelopeTo).toEqual([address]);
    expect(mail.from?.value).toEqual([{ name: 'Website', address: 'website@example.com' }]);
    expect(mail.replyTo?.value).toEqual([{ name: '', address: 'sales@example.com' }]);
    expect(mail.subject).toBe(`Your enquiry ${enquiry.reference}: ${product.productName}`);
    for (const part of [
      'Dear Asha Verma,',
      `Thank you for your enquiry about ${product.productName}. We will call you within 2 working hours.`,
      `Your reference:    ${enquiry.reference}\n`,
      // Nobody takes new leads here, so the lead has no owner: the team will call.
      `Who will call you: The ${SELLER.COMPANY_NAME} sales team\n`,
      'On your phone:     +91 98765 43210\n',
      'Call us:           +91 98350 11111\n',
      `WhatsApp:          ${chat(enquiry.reference)}\n`,
      `${SITE_URL}/product/${product._id}`,
    ]) {
      expect(mail.text).toContain(part);
    }
    const html = String(mail.html);
    expect(html).toContain(`<strong>${enquiry.reference}</strong>`);
    expect(html).toContain('<a href="tel:+919835011111">+91 98350 11111</a>');
    expect(html).toContain(`<a href="${chat(enquiry.reference)}">Chat with us on WhatsApp</a>`);
    // Anyone can type any address on the form: nothing else the sender wrote goes out to it.
    expect(`${mail.text}${html}`).not.toContain('spam.example');

    const listed = await eventually('all sent', async () => {
      const e = await adminListed(enquiry._id);
      return e.deliveries.every((d) => d.state === 'sent') && e;
    });
    expect(listed.deliveries.map((d) => d.channel).sort()).toEqual(['buyerEmail', 'email', 'webhook']);
    // Once: a later run, even with the row's time come round, sends nothing more.
    await makeDue(enquiry._id);
    await deliveries.sendDueDeliveries();
    expect(acknowledgementsTo(address)).toHaveLength(1);
  });

  it('names the lead’s owner as the one who will call', async () => {
    const owner = await createAccount(site.databaseUrl, 'ADMIN');
    const setOwner = (takes: boolean) =>
      withDatabase(site.databaseUrl, (c) => c.query(`update users set name = 'Priya Sharma', takes_new_leads = $2 where id = $1`, [owner.user._id, takes]));
    await setOwner(true);
    try {
      const address = `ravi.${Date.now()}@example.com`;
      const enquiry = await sendEnquiry({ email: address, name: 'Ravi Kumar', phone: '9123400001' });
      const { mail } = await eventually('the acknowledgement', () => acknowledgementsTo(address)[0]);
      expect(mail.text).toContain(`Who will call you: Priya Sharma, ${SELLER.COMPANY_NAME}\n`);
      expect(String(mail.html)).toContain(`Priya Sharma, ${SELLER.COMPANY_NAME}`);
      expect(mail.subject).toContain(enquiry.reference);
    } finally {
      await setOwner(false);
    }
  });

  it('is not queued for a buyer who gave no email', async () => {
    const enquiry = await storeOnly({ message: 'No email given.' });
    expect((await deliveryRows(enquiry._id)).map((r) => r.channel)).toEqual(['email', 'webhook']);
    await deliveries.sendDueDeliveries({ enquiryId: enquiry._id });
    expect(receivers.mails.filter((m) => m.mail.subject?.includes(enquiry.reference))).toEqual([]);
  });
});

describe('POST /api/update-enquiry', () => {
  const update = (json: unknown, headers: Record<string, string> = {}) =>
    callApi<AdminEnquiry>(site.url, '/api/update-enquiry', { method: 'POST', json, headers });
  const stored = (id: string) =>
    withDatabase(site.databaseUrl, async (c) => (await c.query('select status, note from enquiries where id = $1', [id])).rows[0]);

  it('lets an admin set the status and note, and the list shows them', async () => {
    const enquiry = await storeOnly();
    const { status, body } = await update({ enquiryId: enquiry._id, status: 'Quoted', note: '  Sent a quote for 2 units.  ' }, { cookie: admin.cookie });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ _id: enquiry._id, status: 'Quoted', note: 'Sent a quote for 2 units.' });
    expect(await stored(enquiry._id)).toEqual({ status: 'Quoted', note: 'Sent a quote for 2 units.' });
    expect(await adminListed(enquiry._id)).toMatchObject({ status: 'Quoted', note: 'Sent a quote for 2 units.' });

    // `_id` names the enquiry as in the other admin calls; an empty note adds none and keeps the latest.
    expect((await update({ _id: enquiry._id, status: 'Won', note: '' }, { cookie: admin.cookie })).status).toBe(200);
    expect(await stored(enquiry._id)).toEqual({ status: 'Won', note: 'Sent a quote for 2 units.' });
  });

  it('refuses an anonymous visitor (401) and a GENERAL user (403), writing nothing', async () => {
    const enquiry = await storeOnly();
    const anonymous = await update({ enquiryId: enquiry._id, status: 'Lost', note: 'x' });
    expect(anonymous.status).toBe(401);
    const general = await update({ enquiryId: enquiry._id, status: 'Lost', note: 'x' }, { cookie: buyer.cookie });
    expect(general.status).toBe(403);
    expect(general.body).toMatchObject({ success: false, error: true });
    expect(await stored(enquiry._id)).toEqual({ status: 'New', note: '' });
  });

  it('refuses a call from another site’s page', async () => {
    const enquiry = await storeOnly();
    const { status } = await update({ enquiryId: enquiry._id, status: 'Lost' }, { cookie: admin.cookie, origin: 'https://evil.example' });
    expect(status).toBe(403);
    expect(await stored(enquiry._id)).toEqual({ status: 'New', note: '' });
  });

  it.each([
    ['an unknown status', { status: 'Maybe' }, /status must be one of New, Contacted, Quoted, Won, Lost/],
    ['nothing to change', { status: undefined, note: '' }, /Give a status, a note, nextFollowUpAt, contact or ownerId/],
    ['a note that is not text', { note: 42 }, /note must be text/],
    ['a note over 2000 characters', { note: 'n'.repeat(2001) }, /note must be at most 2000/],
    ['no id', { enquiryId: undefined }, /enquiryId is required/],
  ])('answers 400 for %s and writes nothing', async (_label, change, message) => {
    const enquiry = await storeOnly();
    const { status, body } = await update({ enquiryId: enquiry._id, status: 'Contacted', note: 'called', ...change }, { cookie: admin.cookie });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, error: true });
    expect(body.message).toMatch(message);
    expect(await stored(enquiry._id)).toEqual({ status: 'New', note: '' });
  });

  it('answers 404 for an id that names no enquiry', async () => {
    for (const enquiryId of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const { status, body } = await update({ enquiryId, status: 'Won' }, { cookie: admin.cookie });
      expect(status).toBe(404);
      expect(body).toMatchObject({ success: false, error: true });
    }
  });

  it('answers 405 to a GET', async () => {
    const { status } = await callApi(site.url, '/api/update-enquiry', { headers: { cookie: admin.cookie } });
    expect(status).toBe(405);
  });
});
