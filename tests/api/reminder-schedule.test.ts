/**
 * A follow-up reminder on the real schedule (docs/spec.md §23.4): the local site's own timer, the
 * code that runs the scheduled steps under `npm start`, here every second, mailing a real SMTP
 * server. One mail at the follow-up's time, and never a second, also after the site is stopped and
 * started again on the same embedded database. The rules at chosen moments are lead-alerts.test.ts.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withDatabase } from '../support/http';
import { eventually, startReceivers, type ReceiverServers } from '../support/notification-receivers';
import { makeTestDataDir, startTestSite } from '../support/test-site';

const TIMER_MS = 1_000;

let servers: ReceiverServers;
let dataDir: string;

beforeAll(async () => {
  servers = await startReceivers();
  dataDir = makeTestDataDir();
});

afterAll(async () => {
  await servers?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The site on the same data folder each time, its scheduled steps on a one-second timer. */
const startSite = () => startTestSite(0, { dataDir, deliveryIntervalMs: TIMER_MS, buildPages: false, env: servers.env });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('mails a follow-up’s reminder once at its time, and not again after a restart', async () => {
  let running = await startSite();
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
    withDatabase(running.site.databaseUrl, async (c) => (await c.query<T>(text, params)).rows);
  // An answered lead (no "unanswered" alert), its follow-up two seconds ahead.
  const [{ id }] = await sql<{ id: string }>(
    `insert into enquiries (product_id, name, phone, address, message, first_response_at, next_follow_up_at)
     select id, 'Ravi Shankar', '9876543210', 'Adityapur, Jamshedpur', 'Call me about the plate machine.', now(), now() + interval '2 seconds'
       from products limit 1
     returning id`,
  );
  const reminders = () =>
    servers.receivers.mails.filter((m) => m.mail.headers.get('x-enquiry-id') === id && m.mail.headers.get('x-enquiry-event') === 'enquiry.follow_up_due');

  try {
    const [first] = await eventually('the reminder', () => (reminders().length ? reminders() : undefined), 15_000);
    expect(first.mail.subject).toMatch(/^Follow-up due: .+ from Ravi Shankar$/);
    expect(first.envelopeTo.sort()).toEqual(['owner@example.com', 'sales@example.com']);
    await pause(3 * TIMER_MS);
    expect(reminders()).toHaveLength(1);

    await running.stop();
    running = await startSite();
    // The timer's first run at start, and a few after it.
    await pause(4 * TIMER_MS);
    expect(reminders()).toHaveLength(1);
    expect(await sql('select channel, state, attempts from enquiry_deliveries where enquiry_id = $1 and event = $2 order by channel', [id, 'enquiry.follow_up_due'])).toEqual([
      { channel: 'email', state: 'sent', attempts: 1 },
      { channel: 'webhook', state: 'sent', attempts: 1 },
    ]);
  } finally {
    await running.stop();
  }
});
