/**
 * Response time, alerts and reminders of the lead desk (docs/spec.md §23.3, §23.4) end to end: a
 * site of its own whose mail reaches a real SMTP server and whose webhook a real HTTP receiver.
 * The scheduled run is the very step the scheduled function calls (runScheduledDeliveries), run
 * here at chosen moments of a clock the test moves (the site's own timer is off); leads are written
 * straight into its database with the times each rule needs. The run on the real timer, across a
 * restart, is reminder-schedule.test.ts.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminEnquiry, Product, TimelineEntry } from '../../src/lib/types';
import type { LeadStats } from '../../src/server/enquiries/lead-stats';
import { createAccount, type TestAccount } from '../support/accounts';
import { callApi, withDatabase } from '../support/http';
import { expectSigned, startNotifiedSite, type Receivers } from '../support/notification-receivers';
import type { TestSite } from '../support/test-site';

const SITE_URL = 'https://machines.example';
// 15 Jan 2030 is a Tuesday; 19 Jan a Saturday, 20 Jan a Sunday, 21 Jan a Monday. India is UTC+05:30 all year.
const india = (local: string) => new Date(`${local}+05:30`);

let site: TestSite;
let receivers: Receivers;
let stopSite: () => Promise<void>;
let admin: TestAccount;
let sales: TestAccount;
let product: Product;
let deliveries: typeof import('../../src/server/enquiries/deliveries');
let alerts: typeof import('../../src/server/enquiries/lead-alerts');

beforeAll(async () => {
  ({ site, receivers, stop: stopSite } = await startNotifiedSite({ SITE_URL, TIME_ZONE: 'Asia/Kolkata' }));
  deliveries = await import('../../src/server/enquiries/deliveries');
  alerts = await import('../../src/server/enquiries/lead-alerts');
  admin = await createAccount(site.databaseUrl, 'ADMIN');
  sales = await createAccount(site.databaseUrl, 'SALES');
  product = (await callApi<Product[]>(site.url, '/api/get-product')).body.data![0];
});

afterAll(async () => {
  await stopSite?.();
});

const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  withDatabase(site.databaseUrl, async (c) => (await c.query<T>(text, params)).rows);

beforeEach(async () => {
  await sql('delete from enquiries');
  receivers.mails.length = 0;
  receivers.hooks.length = 0;
  receivers.hookAnswer = 200;
});

interface LeadFields {
  name?: string;
  createdAt: Date;
  ownerId?: string | null;
  /** When the desk first answered it; null (the default) for a lead nobody has answered. */
  answeredAt?: Date | null;
  followUp?: Date | null;
  allDay?: boolean;
}

/** A lead as the desk leaves it, written straight into the database. */
async function lead(fields: LeadFields): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into enquiries (product_id, name, phone, address, message, created_at, owner_id, first_response_at, next_follow_up_at, next_follow_up_all_day)
     values ($1, $2, '9876543210', 'Bistupur, Jamshedpur', 'Price of the cup machine, please.', $3, $4, $5, $6, $7) returning id`,
    [product._id, fields.name ?? 'Asha Verma', fields.createdAt, fields.ownerId ?? null, fields.answeredAt ?? null, fields.followUp ?? null, fields.allDay ?? false],
  );
  return row.id;
}

/** The scheduled run at a moment of the test's clock: due notices queued, then what is due sent. */
const runAt = (local: string) => deliveries.runScheduledDeliveries(india(local));

const mailsOf = (id: string, event: string) =>
  receivers.mails.filter((m) => m.mail.headers.get('x-enquiry-id') === id && m.mail.headers.get('x-enquiry-event') === event);
const hooksOf = (id: string, event: string) =>
  receivers.hooks.map((hook) => ({ hook, payload: JSON.parse(hook.raw) })).filter(({ payload }) => payload.event === event && payload.enquiry._id === id);
const queued = async (id: string) =>
  sql<{ event: string; channel: string; follow_up_at: Date | null }>(
    'select event, channel, follow_up_at from enquiry_deliveries where enquiry_id = $1 order by event, follow_up_at, channel',
    [id],
  );
const leadUrl = (id: string) => `${SITE_URL}/admin-panel/all-enquiries?lead=${id}`;

describe('a lead nobody answers', () => {
  it('alerts its owner once, by mail and webhook, 15 business minutes after it came in', async () => {
    const id = await lead({ name: 'Asha <b>Verma</b>', createdAt: india('2030-01-15T10:00:00'), ownerId: sales.user._id });
    await runAt('2030-01-15T10:14:59');
    expect(await queued(id)).toEqual([]);

    await runAt('2030-01-15T10:15:00');
    const [{ mail, envelopeTo }] = mailsOf(id, 'enquiry.unanswered');
    expect(envelopeTo).toEqual([sales.user.email]);
    expect(mail.from?.value).toEqual([{ name: 'Website', address: 'website@example.com' }]);
    expect(mail.subject).toBe(`Unanswered for 15 min: ${product.productName} from Asha <b>Verma</b>`);
    expect(mail.text).toContain(`Unanswered for 15 min of business hours: ${product.productName} from Asha <b>Verma</b>\nOwner: ${sales.user.name}\n`);
    expect(mail.text).toContain('Phone:     +91 98765 43210\n');
    expect(mail.text).toContain(`This lead: ${leadUrl(id)}`);
    expect(String(mail.html)).toContain('Asha &lt;b&gt;Verma&lt;/b&gt;');
    expect(String(mail.html)).not.toContain('<b>Verma');
    expect(String(mail.html)).toContain(`href="${leadUrl(id)}"`);

    const [{ hook, payload }] = hooksOf(id, 'enquiry.unanswered');
    expectSigned(hook);
    expect(payload).toMatchObject({
      event: 'enquiry.unanswered',
      text: `Unanswered for 15 min of business hours: ${product.productName} from Asha <b>Verma</b>, +91 98765 43210. Owner: ${sales.user.name}`,
      enquiry: { _id: id, name: 'Asha <b>Verma</b>', phone: '9876543210' },
      product: { _id: product._id, url: `${SITE_URL}/product/${product._id}` },
      owner: { _id: sales.user._id, name: sales.user.name },
      status: 'New',
      waitingMinutes: 15,
      leadUrl: leadUrl(id),
      adminUrl: `${SITE_URL}/admin-panel/all-enquiries`,
    });

    // Later runs, that day and the next, find it alerted.
    await runAt('2030-01-15T10:16:00');
    await runAt('2030-01-16T12:00:00');
    expect(mailsOf(id, 'enquiry.unanswered')).toHaveLength(1);
    expect(hooksOf(id, 'enquiry.unanswered')).toHaveLength(1);
    expect(await queued(id)).toEqual([
      { event: 'enquiry.unanswered', channel: 'email', follow_up_at: null },
      { event: 'enquiry.unanswered', channel: 'webhook', follow_up_at: null },
    ]);
  });

  it('counts only business hours, and alerts the team when the lead has no owner', async () => {
    // Saturday 18:55: five minutes that evening, the other ten on Monday from 09:00.
    const id = await lead({ createdAt: india('2030-01-19T18:55:00') });
    for (const moment of ['2030-01-19T19:30:00', '2030-01-20T12:00:00', '2030-01-21T08:59:00', '2030-01-21T09:09:59']) await runAt(moment);
    expect(await queued(id)).toEqual([]);

    await runAt('2030-01-21T09:10:00');
    const [{ mail, envelopeTo }] = mailsOf(id, 'enquiry.unanswered');
    expect(envelopeTo.sort()).toEqual(['owner@example.com', 'sales@example.com']);
    expect(mail.text).toContain('No owner: whoever is free, please take it.');
    expect(hooksOf(id, 'enquiry.unanswered').map(({ payload }) => [payload.owner, payload.waitingMinutes])).toEqual([[null, 15]]);
  });

  it('is not alerted once the desk has answered it: a call tapped in the lead counts', async () => {
    const id = await lead({ createdAt: india('2030-01-15T10:00:00'), ownerId: sales.user._id });
    const { status, body } = await callApi<AdminEnquiry>(site.url, '/api/update-enquiry', {
      method: 'POST',
      json: { enquiryId: id, contact: 'call' },
      headers: { cookie: sales.cookie },
    });
    expect(status, body.message).toBe(200);
    expect(body.data).toMatchObject({ firstResponseBy: sales.user._id, firstResponseByName: sales.user.name, waitingMinutes: null });
    // Beside it, a lead of the same moment that nobody answered.
    const unanswered = await lead({ name: 'Nobody Called', createdAt: india('2030-01-15T10:00:00'), ownerId: sales.user._id });
    await runAt('2030-01-15T10:15:00');
    await runAt('2030-01-15T12:00:00');
    expect(await queued(id)).toEqual([]);
    expect(receivers.mails.map((m) => m.mail.headers.get('x-enquiry-id'))).toEqual([unanswered]);
  });

  it('is queued once when two runs meet', async () => {
    const ids = await Promise.all([1, 2, 3].map((n) => lead({ name: `Raced ${n}`, createdAt: india(`2030-01-15T10:0${n}:00`) })));
    const followedUp = await lead({ createdAt: india('2030-01-15T09:00:00'), answeredAt: india('2030-01-15T09:01:00'), followUp: india('2030-01-15T10:30:00') });
    const runs = await Promise.all([alerts.queueDeskNotices(india('2030-01-15T11:00:00')), alerts.queueDeskNotices(india('2030-01-15T11:00:00'))]);
    expect(runs.reduce((sum, run) => sum + run.unanswered, 0)).toBe(3);
    expect(runs.reduce((sum, run) => sum + run.followUps, 0)).toBe(1);
    for (const id of ids) expect((await queued(id)).map((d) => d.event)).toEqual(['enquiry.unanswered', 'enquiry.unanswered']);
    expect((await queued(followedUp)).map((d) => d.event)).toEqual(['enquiry.follow_up_due', 'enquiry.follow_up_due']);
  });
});

describe('a follow-up at a set time', () => {
  const answered = { createdAt: india('2030-01-14T10:00:00'), answeredAt: india('2030-01-14T10:05:00') };

  it('reminds the owner at its time, once, and again when moved to a new time', async () => {
    const id = await lead({ ...answered, ownerId: sales.user._id, followUp: india('2030-01-15T15:00:00') });
    await runAt('2030-01-15T14:59:59');
    expect(await queued(id)).toEqual([]);

    await runAt('2030-01-15T15:00:00');
    const [{ mail, envelopeTo }] = mailsOf(id, 'enquiry.follow_up_due');
    expect(envelopeTo).toEqual([sales.user.email]);
    expect(mail.subject).toBe(`Follow-up due: ${product.productName} from Asha Verma`);
    expect(mail.text).toContain(`Follow-up due 15 Jan 2030, 3:00 pm IST: ${product.productName} from Asha Verma\nOwner: ${sales.user.name}\n`);
    const [{ hook, payload }] = hooksOf(id, 'enquiry.follow_up_due');
    expectSigned(hook);
    expect(payload).toMatchObject({
      event: 'enquiry.follow_up_due',
      enquiry: { _id: id },
      owner: { _id: sales.user._id },
      followUpAt: '2030-01-15T15:00:00+05:30',
      leadUrl: leadUrl(id),
    });
    expect(payload).not.toHaveProperty('waitingMinutes');

    await runAt('2030-01-15T15:01:00');
    await runAt('2030-01-16T10:00:00');
    expect(mailsOf(id, 'enquiry.follow_up_due')).toHaveLength(1);
    expect(hooksOf(id, 'enquiry.follow_up_due')).toHaveLength(1);

    // Moved to the next morning: reminded again then, and only then.
    await sql('update enquiries set next_follow_up_at = $2 where id = $1', [id, india('2030-01-16T11:30:00')]);
    await runAt('2030-01-16T11:29:00');
    expect(mailsOf(id, 'enquiry.follow_up_due')).toHaveLength(1);
    await runAt('2030-01-16T11:30:00');
    await runAt('2030-01-16T11:31:00');
    expect(hooksOf(id, 'enquiry.follow_up_due').map(({ payload: p }) => p.followUpAt)).toEqual(['2030-01-15T15:00:00+05:30', '2030-01-16T11:30:00+05:30']);
    expect(mailsOf(id, 'enquiry.follow_up_due')).toHaveLength(2);

    // Moved back to a time already reminded of: not again.
    await sql('update enquiries set next_follow_up_at = $2 where id = $1', [id, india('2030-01-15T15:00:00')]);
    await runAt('2030-01-16T12:00:00');
    expect(mailsOf(id, 'enquiry.follow_up_due')).toHaveLength(2);
  });

  it('reminds the team when the lead has no owner; a day with no set time is left to the daily digest', async () => {
    const timed = await lead({ ...answered, followUp: india('2030-01-15T11:00:00') });
    const allDay = await lead({ ...answered, name: 'All Day', followUp: india('2030-01-15T00:00:00'), allDay: true });
    await runAt('2030-01-15T23:59:00');
    expect(mailsOf(timed, 'enquiry.follow_up_due').map((m) => m.envelopeTo.sort())).toEqual([['owner@example.com', 'sales@example.com']]);
    expect(await queued(allDay)).toEqual([]);
  });
});

describe('the first response', () => {
  // Business hours all day, every day, so that the real clock's minutes are business minutes.
  beforeEach(() => {
    process.env.BUSINESS_HOURS = 'Mon-Sun 00:00-24:00';
  });
  afterEach(() => {
    delete process.env.BUSINESS_HOURS;
  });

  const asAdmin = { cookie: '' };
  beforeEach(() => {
    asAdmin.cookie = admin.cookie;
  });
  const listed = async (id: string) => {
    const { body } = await callApi<AdminEnquiry[]>(site.url, '/api/all-enquiries?limit=50', { headers: asAdmin });
    return body.data!.find((e) => e._id === id)!;
  };
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  it('is timed in business minutes when a status change answers the lead; until then the list counts its wait', async () => {
    const id = await lead({ createdAt: minutesAgo(90) });
    const waiting = await listed(id);
    expect(waiting).toMatchObject({ firstResponseAt: null, firstResponseBy: null, firstResponseMinutes: null });
    expect(waiting.waitingMinutes).toBeGreaterThanOrEqual(89);
    expect(waiting.waitingMinutes).toBeLessThanOrEqual(90);

    const { body } = await callApi<AdminEnquiry>(site.url, '/api/update-enquiry', { method: 'POST', json: { enquiryId: id, status: 'Contacted' }, headers: asAdmin });
    expect(body.data).toMatchObject({ firstResponseBy: admin.user._id, firstResponseByName: admin.user.name, waitingMinutes: null });
    expect(body.data!.firstResponseMinutes).toBeGreaterThanOrEqual(89);
    expect(body.data!.firstResponseMinutes).toBeLessThanOrEqual(90);
    const first = body.data!;

    // A later note is not the first response.
    const later = await callApi<AdminEnquiry>(site.url, '/api/update-enquiry', { method: 'POST', json: { enquiryId: id, note: 'Called back.' }, headers: { cookie: sales.cookie } });
    expect(later.body.data).toMatchObject({ firstResponseAt: first.firstResponseAt, firstResponseBy: admin.user._id, firstResponseMinutes: first.firstResponseMinutes });
  });

  it('records a call or WhatsApp tap on the timeline, and refuses another kind, writing nothing', async () => {
    const id = await lead({ createdAt: minutesAgo(5) });
    const tap = (contact: string) => callApi<AdminEnquiry>(site.url, '/api/update-enquiry', { method: 'POST', json: { enquiryId: id, contact }, headers: asAdmin });
    const refused = await tap('sms');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('contact must be "call" or "whatsapp".');
    expect((await listed(id)).firstResponseAt).toBeNull();

    expect((await tap('whatsapp')).status).toBe(200);
    expect((await tap('call')).status).toBe(200);
    const timeline = await callApi<TimelineEntry[]>(site.url, `/api/enquiry-timeline?enquiryId=${id}`, { headers: asAdmin });
    expect(timeline.body.data!.filter((e) => e.kind === 'contact').map(({ kind, to, by }) => ({ kind, to, by }))).toEqual([
      { kind: 'contact', to: 'whatsapp', by: admin.user.name },
      { kind: 'contact', to: 'call', by: admin.user.name },
    ]);
    const answered = await listed(id);
    expect(answered.firstResponseMinutes).toBeGreaterThanOrEqual(4);
    expect(answered.firstResponseMinutes).toBeLessThanOrEqual(5);
  });

  it('answered another way (a quotation’s status change) is timed by the scheduled run', async () => {
    const id = await lead({ createdAt: minutesAgo(30) });
    await sql(`insert into enquiry_events (enquiry_id, kind, by_user, from_value, to_value) values ($1, 'status', $2, 'New', 'Quoted')`, [id, admin.user._id]);
    expect(await listed(id)).toMatchObject({ firstResponseBy: admin.user._id, firstResponseMinutes: null, waitingMinutes: null });
    const run = await deliveries.runScheduledDeliveries(new Date());
    expect(run.timed).toBe(1);
    expect((await listed(id)).firstResponseMinutes).toBeGreaterThanOrEqual(29);
    expect((await listed(id)).firstResponseMinutes).toBeLessThanOrEqual(30);
  });
});

describe('the lead statistics', () => {
  it('give the median and 90th-percentile first response per person and for the team over the 12 weeks', async () => {
    const answeredLead = async (by: TestAccount, minutes: number, daysAgo = 1) => {
      const createdAt = new Date(Date.now() - daysAgo * 86_400_000);
      const id = await lead({ createdAt, answeredAt: new Date(createdAt.getTime() + minutes * 60_000) });
      await sql('update enquiries set first_response_by = $2, first_response_minutes = $3 where id = $1', [id, by.user._id, minutes]);
    };
    for (const minutes of [1, 2, 3, 4, 10]) await answeredLead(admin, minutes);
    for (const minutes of [20, 40]) await answeredLead(sales, minutes);
    await answeredLead(sales, 500, 120); // long before the 12 weeks
    await lead({ createdAt: new Date(Date.now() - 3_600_000) }); // not answered yet

    const { status, body } = await callApi<LeadStats>(site.url, '/api/lead-stats', { headers: { cookie: sales.cookie } });
    expect(status).toBe(200);
    // percentile_cont: the 90th of 1, 2, 3, 4, 10 lies 60% of the way from 4 to 10.
    expect(body.data!.responseTimes).toEqual({
      team: { answered: 7, medianMinutes: 4, p90Minutes: 28, unanswered: 1 },
      people: [
        { userId: admin.user._id, name: admin.user.name, answered: 5, medianMinutes: 3, p90Minutes: 8 },
        { userId: sales.user._id, name: sales.user.name, answered: 2, medianMinutes: 30, p90Minutes: 38 },
      ],
    });
  });
});
