/**
 * The retention rule (docs/spec.md §26.5) on a site of its own: the run is the very step the
 * scheduled function calls (applyRetention), run here at moments of a clock the test moves (the
 * site's own timer is off). Leads are written straight into its database with the times each case
 * needs; the one with an order is made through the calls (a quotation accepted) on the real clock.
 * A lead is kept at 35 months and anonymised at 36, once; activity (a note, a repeat enquiry, a
 * follow-up) starts the period again; an order keeps it; LEAD_RETENTION_MONTHS sets the period; the
 * local mail folder's mails older than the period go; two runs at once anonymise each lead once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERASED } from '../../src/lib/erasure';
import type { Product } from '../../src/lib/types';
import { createAccount } from '../support/accounts';
import { callApi, withDatabase } from '../support/http';
import { orderCalls } from '../support/orders';
import { startTestSite, type TestSite } from '../support/test-site';

vi.setConfig({ testTimeout: 120_000 });

// The 15th of each month, so that no month's end shortens one.
// Years before the real clock, so the mails and the order the calls make today are all newer than
// the test's cutoffs (until it runs 200 months on).
const T0 = new Date('2020-01-15T04:30:00Z');
const monthsAfter = (months: number) => new Date(Date.UTC(2020, months, 15, 4, 30));

let site: TestSite;
let stopSite: () => Promise<void>;
let product: Product;
let retention: typeof import('../../src/server/privacy/retention');

const savedSiteUrl = process.env.SITE_URL;

beforeAll(async () => {
  // This process serves the site: its address is its own, not the shared site's.
  delete process.env.SITE_URL;
  const started = await startTestSite(0, { ownDatabase: true, deliveryIntervalMs: 0, buildPages: false });
  site = started.site;
  stopSite = started.stop;
  retention = await import('../../src/server/privacy/retention');
  product = (await callApi<Product[]>(site.url, '/api/get-product')).body.data![0];
});

afterAll(async () => {
  await (await import('../../src/server/db/db')).closePool();
  await stopSite?.();
  if (savedSiteUrl !== undefined) process.env.SITE_URL = savedSiteUrl;
});

const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  withDatabase(site.databaseUrl, async (c) => (await c.query<T>(text, params)).rows);

/** A lead that arrived at `at`, with nothing since. */
async function lead(name: string, at: Date, repeatOf: string | null = null): Promise<string> {
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const [row] = await sql<{ id: string }>(
    `insert into enquiries (product_id, name, phone, email, address, message, repeat_of, created_at)
     values ($1, $2, $3, $4, 'Adityapur, Jamshedpur', 'Price of the cup machine?', $5, $6) returning id`,
    [product._id, name, phone, `${name.toLowerCase()}@example.com`, repeatOf, at],
  );
  return row.id;
}

const state = (ids: string[]) =>
  sql<{ id: string; name: string; erased: boolean; entries: { by: string | null; text: string }[] }>(
    `select e.id, e.name, e.erased_at is not null as erased,
            coalesce((select json_agg(json_build_object('by', v.by_user, 'text', v.text)) from enquiry_events v
                       where v.enquiry_id = e.id and v.kind = 'erased'), '[]') as entries
       from enquiries e where e.id = any($1::uuid[])`,
    [ids],
  );

const byId = async (ids: Record<string, string>) => {
  const rows = await state(Object.values(ids));
  return Object.fromEntries(Object.entries(ids).map(([key, id]) => [key, rows.find((row) => row.id === id)!]));
};

/** A mail of the folder, written (its file's time) at `at`. */
function mailWrittenAt(name: string, at: Date): string {
  fs.mkdirSync(site.mailDir, { recursive: true });
  const file = path.join(site.mailDir, `${name}.eml`);
  fs.writeFileSync(file, 'From: site\r\nTo: sales@example.com\r\n\r\nNew enquiry: 9876543210');
  fs.utimesSync(file, at, at);
  return file;
}

describe('the retention run', () => {
  const leads: Record<string, string> = {};

  beforeAll(async () => {
    leads.idle = await lead('Idle', T0);
    leads.noted = await lead('Noted', T0);
    await sql(`insert into enquiry_events (enquiry_id, kind, text, at) values ($1, 'note', 'Call back after Diwali', $2)`, [leads.noted, monthsAfter(10)]);
    leads.repeated = await lead('Repeated', T0);
    leads.repeat = await lead('Repeat', monthsAfter(20), leads.repeated);
    leads.followedUp = await lead('FollowedUp', T0);
    await sql(`update enquiries set next_follow_up_at = $2 where id = $1`, [leads.followedUp, monthsAfter(40)]);
    // An order, made through the calls: its times are the real clock's, years after T0.
    const admin = await createAccount(site.databaseUrl, 'ADMIN');
    leads.ordered = (await orderCalls(site, admin).newOrder()).lead._id;
  });

  it('keeps a lead at 35 months and anonymises it at 36, once, with the mails older than that', async () => {
    const old = mailWrittenAt('old', T0);
    const recent = mailWrittenAt('recent', monthsAfter(1));

    expect(await retention.applyRetention(monthsAfter(35))).toMatchObject({ leads: 0, mailFiles: 0 });
    expect(Object.values(await byId(leads)).filter((row) => row.erased)).toEqual([]);
    expect([fs.existsSync(old), fs.existsSync(recent)]).toEqual([true, true]);

    const run = await retention.applyRetention(monthsAfter(36));
    expect(run).toEqual({ cutoff: T0, leads: 1, mailFiles: 1 });
    expect(retention.describeRetentionRun(run)).toBe(`1 lead anonymised, 1 mail removed (older than ${T0.toISOString()})`);
    const after = await byId(leads);
    expect(after.idle).toMatchObject({ name: ERASED, erased: true, entries: [{ by: null, text: retention.retentionReason(36) }] });
    const [row] = await sql(`select phone, email, address, message from enquiries where id = $1`, [leads.idle]);
    expect(row).toEqual({ phone: ERASED, email: null, address: ERASED, message: ERASED });
    // Activity since, and an order, keep the others.
    for (const kept of ['noted', 'repeated', 'repeat', 'followedUp', 'ordered']) expect(after[kept], kept).toMatchObject({ erased: false, entries: [] });
    expect([fs.existsSync(old), fs.existsSync(recent)]).toEqual([false, true]);

    // Run again, and later: the anonymised lead is not done twice.
    expect(await retention.applyRetention(monthsAfter(36))).toMatchObject({ leads: 0, mailFiles: 0 });
    expect(await retention.applyRetention(monthsAfter(37))).toMatchObject({ leads: 0 });
    expect((await byId(leads)).idle.entries).toHaveLength(1);
  });

  it('counts from the last activity, for LEAD_RETENTION_MONTHS months, and never anonymises a lead with an order', async () => {
    // 12 months after its note (10 months in): the noted lead goes; the repeat (20 months in) and its first lead stay.
    expect(await retention.applyRetention(monthsAfter(22), { ...process.env, LEAD_RETENTION_MONTHS: '12' })).toMatchObject({ leads: 1 });
    expect((await byId(leads)).noted).toMatchObject({ erased: true, entries: [{ by: null, text: retention.retentionReason(12) }] });
    // 36 months after the repeat enquiry: it and the lead it repeats both go; the follow-up set for 40 months in keeps its lead.
    expect(await retention.applyRetention(monthsAfter(56))).toMatchObject({ leads: 2 });
    expect(await retention.applyRetention(monthsAfter(75))).toMatchObject({ leads: 0 });
    expect(await retention.applyRetention(monthsAfter(76))).toMatchObject({ leads: 1 });
    const after = await byId(leads);
    expect([after.repeated.erased, after.repeat.erased, after.followedUp.erased, after.ordered.erased]).toEqual([true, true, true, false]);
    expect(await retention.applyRetention(monthsAfter(200))).toMatchObject({ leads: 0 });
    await expect(retention.applyRetention(monthsAfter(200), { ...process.env, LEAD_RETENTION_MONTHS: 'ever' })).rejects.toThrow(/LEAD_RETENTION_MONTHS/);
  });

  it('anonymises each lead once when two runs meet', async () => {
    const due = await Promise.all(Array.from({ length: 8 }, (_, i) => lead(`Due${i}`, T0)));
    const runs = await Promise.all([retention.applyRetention(monthsAfter(36)), retention.applyRetention(monthsAfter(36))]);
    expect(runs[0].leads + runs[1].leads).toBe(8);
    const rows = await state(due);
    expect(rows.map((row) => [row.erased, row.entries.length])).toEqual(due.map(() => [true, 1]));
  });

  it('runs as the scheduled function, daily', async () => {
    const scheduled = await import('../../netlify/functions/apply-retention.mts');
    expect(scheduled.config.schedule).toBe('30 20 * * *');
    expect((await scheduled.default()).status).toBe(204);
  });
});
