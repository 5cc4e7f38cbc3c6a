/**
 * The daily digest end to end: a site of its own whose email channel points at a real SMTP server
 * (smtp-server, read back with mailparser), its leads written straight into its database. The runs
 * are the very step the scheduled function calls (sendDailyDigest), run here at chosen moments,
 * since the site runs its functions in this process; the site's own timer is off.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../../src/lib/types';
import { callApi, withDatabase } from '../support/http';
import { startTestSite, type TestSite } from '../support/test-site';

const SITE_URL = 'https://machines.example';
// India's clock is UTC+05:30 all year: 09:00 there is 03:30 UTC.
const DAY = '2030-01-15';
const at = (indianTime: string) => new Date(`${DAY}T${indianTime}+05:30`);
const AFTER_NINE = at('09:05:00');

const mails: ParsedMail[] = [];
let refuseMail = false;
let mailDelayMs = 0;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) =>
        setTimeout(() => {
          // A mail server that is down for the moment: it refuses the message.
          if (refuseMail) return callback(new Error('Service unavailable, try again later'));
          mails.push(mail);
          callback();
        }, mailDelayMs),
      (error: Error) => callback(error),
    );
  },
});

let site: TestSite;
let stopSite: () => Promise<void>;
let product: Product;
let digest: typeof import('../../src/server/enquiries/digest');

beforeAll(async () => {
  const port = await new Promise<number>((resolve) => smtp.server.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port)));
  const started = await startTestSite(0, {
    ownDatabase: true,
    deliveryIntervalMs: 0,
    buildPages: false, // their tests ask only the calls
    env: {
      SITE_URL,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      ENQUIRY_EMAIL_TO: 'sales@example.com, owner@example.com',
      ENQUIRY_EMAIL_FROM: 'Website <website@example.com>',
      TIME_ZONE: 'Asia/Kolkata',
    },
  });
  site = started.site;
  stopSite = started.stop;
  digest = await import('../../src/server/enquiries/digest');
  product = (await callApi<Product[]>(site.url, '/api/get-product')).body.data![0];
});

afterAll(async () => {
  await stopSite?.();
  await new Promise((resolve) => smtp.close(() => resolve(undefined)));
});

const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  withDatabase(site.databaseUrl, async (c) => (await c.query<T>(text, params)).rows);

beforeEach(async () => {
  await sql('delete from enquiries');
  await sql('delete from digest_days');
  mails.length = 0;
  refuseMail = false;
  mailDelayMs = 0;
});

interface LeadFields {
  name: string;
  status?: string;
  followUp?: string | null;
  allDay?: boolean;
  createdAt?: string;
  productId?: string | null;
}

/** A lead as the desk leaves it, written straight into the database. */
async function lead(fields: LeadFields): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into enquiries (product_id, name, phone, address, message, status, next_follow_up_at, next_follow_up_all_day, created_at)
     values ($1, $2, '9876543210', 'Bistupur, Jamshedpur', 'Price, please.', $3, $4, $5, $6) returning id`,
    [
      fields.productId === undefined ? product._id : fields.productId,
      fields.name,
      fields.status ?? 'New',
      fields.followUp ?? null,
      fields.allDay ?? false,
      fields.createdAt ?? '2030-01-10T11:00:00+05:30',
    ],
  );
  return row.id;
}

const leadLink = (id: string) => `${SITE_URL}/admin-panel/all-enquiries?lead=${id}`;
const digestMails = (day = DAY) => mails.filter((mail) => mail.headers.get('x-digest-day') === day);

/** The plain text's sections: heading (without its count) → the lines under it. */
function sections(mail: ParsedMail): Record<string, string> {
  const found: Record<string, string> = {};
  for (const block of mail.text!.split('\n\n').slice(1, -1)) {
    const [heading, ...lines] = block.split('\n');
    found[heading.replace(/ \(\d+\)$/, '')] = lines.join('\n');
  }
  return found;
}

const dayRow = async () => (await sql<{ sent_at: Date | null; claimed_until: Date | null; lead_count: number | null }>('select sent_at, claimed_until, lead_count from digest_days where day = $1', [DAY]))[0];

describe('the daily digest', () => {
  it('lists new leads, follow-ups due today and overdue ones, each once with its link; Won, Lost and later follow-ups stay out', async () => {
    const fresh = await lead({ name: 'Asha <b>Verma</b> & Sons' });
    const freshGone = await lead({ name: 'Gone Product Buyer', productId: null, createdAt: '2030-01-14T18:45:00+05:30' });
    const dueAtTime = await lead({ name: 'Due Evening', status: 'Contacted', followUp: '2030-01-15T17:30:00+05:30' });
    const dueAllDay = await lead({ name: 'Due All Day', status: 'Quoted', followUp: '2030-01-15T00:00:00+05:30', allDay: true });
    // 02:00 on the 15th in India is still the 14th in UTC: due today all the same.
    const dueEarly = await lead({ name: 'Due Early', status: 'Contacted', followUp: '2030-01-15T02:00:00+05:30' });
    const overdue = await lead({ name: 'Overdue Contacted', status: 'Contacted', followUp: '2030-01-14T23:59:00+05:30' });
    const overdueNew = await lead({ name: 'Overdue New', followUp: '2030-01-12T00:00:00+05:30', allDay: true });
    const left = [
      await lead({ name: 'Won Overdue', status: 'Won', followUp: '2030-01-13T10:00:00+05:30' }),
      await lead({ name: 'Lost Due', status: 'Lost', followUp: '2030-01-15T12:00:00+05:30' }),
      await lead({ name: 'Later Follow Up', status: 'Contacted', followUp: '2030-01-16T00:00:00+05:30' }),
      await lead({ name: 'Contacted Only', status: 'Quoted' }),
      // Arrived after the run: tomorrow's digest has it.
      await lead({ name: 'Arrived Later', createdAt: '2030-01-15T10:00:00+05:30' }),
    ];

    expect(await digest.sendDailyDigest(AFTER_NINE)).toEqual({ outcome: 'sent', day: DAY, leads: 7 });
    const [mail] = digestMails();
    expect(digestMails()).toHaveLength(1);
    expect(mail.to).toMatchObject({ value: [{ address: 'sales@example.com' }, { address: 'owner@example.com' }] });
    expect(mail.from?.value).toEqual([{ name: 'Website', address: 'website@example.com' }]);
    expect(mail.subject).toBe('Leads for 15 Jan 2030: 2 new, 3 due today, 2 overdue');

    const found = sections(mail);
    expect(Object.keys(found)).toEqual(['New, not yet contacted', 'Follow-ups due today', 'Overdue']);
    const linksIn = (section: string) => [...found[section].matchAll(/\?lead=([0-9a-f-]+)/g)].map((m) => m[1]);
    // Oldest first within a section: arrival for new leads, the follow-up time for the others.
    expect(linksIn('New, not yet contacted')).toEqual([fresh, freshGone]);
    expect(linksIn('Follow-ups due today')).toEqual([dueAllDay, dueEarly, dueAtTime]);
    expect(linksIn('Overdue')).toEqual([overdueNew, overdue]);
    for (const id of left) expect(mail.text).not.toContain(id);

    // Each lead: its name, phone (as people read it), product, when, and its link.
    expect(found['New, not yet contacted']).toContain(`- Asha <b>Verma</b> & Sons · +91 98765 43210 · ${product.productName} · received 10 Jan 2030, 11:00 am IST\n  ${leadLink(fresh)}`);
    expect(found['New, not yet contacted']).toContain('- Gone Product Buyer · +91 98765 43210 · a product no longer listed · received 14 Jan 2030, 6:45 pm IST');
    expect(found['Follow-ups due today']).toContain(`- Due All Day · +91 98765 43210 · ${product.productName} · follow up today\n  ${leadLink(dueAllDay)}`);
    expect(found['Follow-ups due today']).toContain('- Due Evening · +91 98765 43210 · ' + product.productName + ' · follow up at 15 Jan 2030, 5:30 pm IST');
    expect(found['Overdue']).toContain(`- Overdue New · +91 98765 43210 · ${product.productName} · follow-up was due 12 Jan 2030\n  ${leadLink(overdueNew)}`);
    expect(found['Overdue']).toContain('- Overdue Contacted · +91 98765 43210 · ' + product.productName + ' · follow-up was due 14 Jan 2030, 11:59 pm IST');
    expect(mail.text).toContain(`All enquiries: ${SITE_URL}/admin-panel/all-enquiries`);

    const html = String(mail.html);
    for (const id of [fresh, freshGone, dueAtTime, dueAllDay, dueEarly, overdue, overdueNew]) expect(html).toContain(`href="${leadLink(id)}"`);
    expect(html).toContain('Asha &lt;b&gt;Verma&lt;/b&gt; &amp; Sons</a> · <a href="tel:+919876543210">+91 98765 43210</a> · ');
    expect(html).not.toContain('<b>Verma');

    expect(await dayRow()).toMatchObject({ sent_at: expect.any(Date), claimed_until: null, lead_count: 7 });
  });

  it('lists at most 50 leads a section, and says how many more the admin panel has', async () => {
    await sql(
      `insert into enquiries (product_id, name, phone, address, message, created_at)
       select $1, 'Crowd ' || n, '9876543210', 'Sakchi', 'Price?', timestamptz '2030-01-01T10:00:00+05:30' + make_interval(mins => n)
         from generate_series(1, 52) as n`,
      [product._id],
    );
    expect(await digest.sendDailyDigest(AFTER_NINE)).toEqual({ outcome: 'sent', day: DAY, leads: 52 });
    const [mail] = digestMails();
    expect(mail.subject).toBe('Leads for 15 Jan 2030: 52 new');
    const listed = sections(mail)['New, not yet contacted'];
    expect(listed.match(/\?lead=/g)).toHaveLength(50);
    expect(listed).toContain('- Crowd 50 ·');
    expect(listed).not.toContain('- Crowd 51 ·');
    expect(listed).toMatch(/\n…and 2 more in the admin panel$/);
    expect(String(mail.html)).toContain('<p>…and 2 more in the admin panel</p>');
  });

  it('waits until 09:00 business time', async () => {
    await lead({ name: 'Early Bird' });
    // 08:59:59 in India is 03:29:59 UTC, the same UTC day: still too early.
    expect(await digest.sendDailyDigest(at('08:59:59'))).toEqual({ outcome: 'early', day: DAY, leads: 0 });
    expect(digestMails()).toHaveLength(0);
    expect(await dayRow()).toBeUndefined();

    expect(await digest.sendDailyDigest(at('09:00:00'))).toEqual({ outcome: 'sent', day: DAY, leads: 1 });
    expect(digestMails()).toHaveLength(1);
  });

  it('sends no mail when there is nothing to report, and the day counts as done', async () => {
    await lead({ name: 'Won Already', status: 'Won' });
    await lead({ name: 'Quoted, no follow-up', status: 'Quoted' });
    expect(await digest.sendDailyDigest(AFTER_NINE)).toEqual({ outcome: 'empty', day: DAY, leads: 0 });
    expect(mails).toHaveLength(0);
    expect(await dayRow()).toMatchObject({ sent_at: expect.any(Date), lead_count: 0 });

    // A lead that arrives later that day waits for tomorrow's digest.
    await lead({ name: 'Afternoon Lead', createdAt: '2030-01-15T13:00:00+05:30' });
    expect((await digest.sendDailyDigest(at('15:00:00'))).outcome).toBe('taken');
    expect(mails).toHaveLength(0);
  });

  it('sends one mail when two runs start at the same moment', async () => {
    await lead({ name: 'Raced Lead' });
    mailDelayMs = 300; // the first run is still sending when the second looks
    const runs = await Promise.all([digest.sendDailyDigest(AFTER_NINE), digest.sendDailyDigest(AFTER_NINE)]);
    expect(runs.map((run) => run.outcome).sort()).toEqual(['sent', 'taken']);
    expect(digestMails()).toHaveLength(1);
    // Nor does any later run that day.
    expect((await digest.sendDailyDigest(at('10:00:00'))).outcome).toBe('taken');
    expect((await digest.sendDailyDigest(at('23:59:59'))).outcome).toBe('taken');
    expect(digestMails()).toHaveLength(1);
  });

  it('is sent once by a later run after a failed send, when the failed run’s lease has run out', async () => {
    const id = await lead({ name: 'Patient Lead' });
    refuseMail = true;
    await expect(digest.sendDailyDigest(AFTER_NINE)).rejects.toThrow(/Service unavailable/);
    expect(mails).toHaveLength(0);
    const failed = await dayRow();
    expect(failed.sent_at).toBeNull();
    expect(failed.claimed_until!.getTime()).toBeGreaterThan(Date.now());

    // A retry within the lease leaves the day alone: the failed run might still be sending.
    refuseMail = false;
    expect((await digest.sendDailyDigest(at('09:10:00'))).outcome).toBe('taken');
    expect(mails).toHaveLength(0);

    // Time passes: the lease has run out, and the next run sends the day.
    await sql(`update digest_days set claimed_until = now() - interval '1 second' where day = $1`, [DAY]);
    expect(await digest.sendDailyDigest(at('09:15:00'))).toEqual({ outcome: 'sent', day: DAY, leads: 1 });
    expect(digestMails()).toHaveLength(1);
    expect(digestMails()[0].text).toContain(leadLink(id));
    expect((await digest.sendDailyDigest(at('09:30:00'))).outcome).toBe('taken');
    expect(digestMails()).toHaveLength(1);
  });
});
