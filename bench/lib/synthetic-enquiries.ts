/**
 * Synthetic leads for the admin lists' benchmark: as many enquiries as a busy seller gathers, each
 * as the lead desk would hold it after months of work. Buyers with ordinary Indian names, towns and
 * 10-digit mobiles (some writing again: repeat links to their first open lead), over the demo
 * catalogue's products (some since deleted), received over the last six months, worked to every
 * status, with next follow-ups (due today, overdue, later; with and without a time), campaign tags
 * and referrers, their timeline entries and sent notifications, and chat clicks beside them.
 * Generation is deterministic (one seeded stream): the same count gives the same leads, placed in
 * time relative to `now`.
 */
import { addDays, businessDate, businessDayStart, businessTimeZone } from '../../src/lib/business-time';
import { isClosed } from '../../src/lib/validation/enquiry-update';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../src/lib/types';
import { withConnection } from '../../src/server/db/db-config';
import { inTransaction } from '../../src/server/db/db';
import { followUpText } from '../../src/server/enquiries/follow-up';
import { pick, seededRandom } from './synthetic-catalogue';

export const FIRST_NAMES = [
  'Aarti', 'Abhishek', 'Amit', 'Anil', 'Anjali', 'Arjun', 'Ashok', 'Deepak', 'Dinesh', 'Farhan', 'Gaurav', 'Geeta',
  'Harpreet', 'Imran', 'Kavita', 'Lakshmi', 'Mahesh', 'Manoj', 'Meena', 'Mohammed', 'Neha', 'Nitin', 'Pooja', 'Pradeep',
  'Rahul', 'Rajesh', 'Ramesh', 'Ravi', 'Sanjay', 'Santosh', 'Shabana', 'Shalini', 'Sunil', 'Sunita', 'Suresh', 'Tanvir',
  'Usha', 'Vijay', 'Vikas', 'Yogesh',
];
const MIDDLE_NAMES = ['Kumar', 'Prasad', 'Chandra', 'Lal', 'Rani', 'Devi', 'Nath', 'Singh'];
export const SURNAMES = [
  'Agarwal', 'Ansari', 'Banerjee', 'Bhattacharya', 'Chatterjee', 'Choudhary', 'Das', 'Desai', 'Ghosh', 'Gupta', 'Hembrom',
  'Iyer', 'Jha', 'Joshi', 'Kaur', 'Khan', 'Mahato', 'Mehta', 'Mishra', 'Mondal', 'Munda', 'Nair', 'Oraon', 'Pandey',
  'Patel', 'Pillai', 'Reddy', 'Sahu', 'Sandhu', 'Shaikh', 'Sharma', 'Sinha', 'Soren', 'Subramanian', 'Tiwari', 'Verma',
  'Yadav',
];
const PLACES = [
  ['Adityapur Industrial Area', 'Jamshedpur', 'Jharkhand', '8310'],
  ['Bistupur', 'Jamshedpur', 'Jharkhand', '8310'],
  ['Kokar Industrial Estate', 'Ranchi', 'Jharkhand', '8340'],
  ['Bank More', 'Dhanbad', 'Jharkhand', '8260'],
  ['Salt Lake Sector V', 'Kolkata', 'West Bengal', '7000'],
  ['Dankuni', 'Hooghly', 'West Bengal', '7123'],
  ['Patliputra Industrial Area', 'Patna', 'Bihar', '8000'],
  ['Mancheswar Industrial Estate', 'Bhubaneswar', 'Odisha', '7510'],
  ['Naroda GIDC', 'Ahmedabad', 'Gujarat', '3823'],
  ['Bhiwandi', 'Thane', 'Maharashtra', '4213'],
  ['MIDC Hingna', 'Nagpur', 'Maharashtra', '4400'],
  ['Okhla Phase II', 'New Delhi', 'Delhi', '1100'],
  ['Focal Point', 'Ludhiana', 'Punjab', '1410'],
  ['Sitapura', 'Jaipur', 'Rajasthan', '3020'],
  ['Ambattur Industrial Estate', 'Chennai', 'Tamil Nadu', '6000'],
  ['Peenya Industrial Area', 'Bengaluru', 'Karnataka', '5600'],
  ['Kukatpally', 'Hyderabad', 'Telangana', '5000'],
  ['Transport Nagar', 'Lucknow', 'Uttar Pradesh', '2260'],
] as const;
const MESSAGES = [
  'Please send the price with GST and the delivery time.',
  'Need this machine for a small unit. What is the production per hour?',
  'Is installation and operator training included in the price?',
  'Can you share a video of the machine running?',
  'What is the power consumption? We have a 3 phase connection.',
  'Looking to start a new business. Is a bank loan quotation possible?',
  'Interested. Please call me after 6 pm.',
  'Which raw material do you supply, and at what rate?',
  'Send the full specification and the price on WhatsApp.',
  'We already run one machine from another maker and want a second, faster one.',
  'What is the minimum space needed and how many workers does it take?',
  'Is a second-hand or demo machine available at a lower price?',
];
const NOTES = [
  'Called, asked to call back next week.',
  'Quotation sent on WhatsApp.',
  'Buyer comparing with a Coimbatore maker; follow up on price.',
  'Visited the factory, wants the bigger model.',
  'Waiting for the bank loan sanction.',
  'Phone switched off, try again.',
];
/** [utm source, medium, campaign, referrer] and how often each is seen. */
const SOURCES: [number, string | null, string | null, string | null, string | null][] = [
  [0.45, null, null, null, null],
  [0.2, 'google', 'cpc', 'paper-cup-machines', 'https://www.google.com/'],
  [0.1, null, null, null, 'https://www.google.com/'],
  [0.08, 'facebook', 'social', 'diwali-offer', 'https://m.facebook.com/'],
  [0.07, null, null, null, 'https://www.indiamart.com/'],
  [0.05, 'youtube', 'video', 'machine-demo', 'https://www.youtube.com/'],
  [0.05, null, null, null, 'https://l.instagram.com/'],
];
const SPAN_DAYS = 182;
const DAY_MS = 86_400_000;
const BATCH = 1000;
/** Of all enquiries, the share whose product has since been deleted. */
const DELETED_SHARE = 0.06;
/** Of all enquiries, the share from a phone that wrote before. */
const REPEAT_SHARE = 0.12;

interface Lead {
  id: string;
  productId: string | null;
  name: string;
  phone: string;
  address: string;
  message: string;
  createdAt: Date;
  status: EnquiryStatus;
  note: string;
  followUpAt: Date | null;
  followUpAllDay: boolean;
  repeatOf: string | null;
  utm: (string | null)[];
}

interface TimelineEntry {
  enquiryId: string;
  at: Date;
  kind: 'status' | 'note' | 'followUp';
  from: string | null;
  to: string | null;
  text: string | null;
}

export interface SeededLeads {
  enquiries: number;
  deletedProduct: number;
  repeats: number;
  byStatus: Record<EnquiryStatus, number>;
  followUps: { today: number; overdue: number; later: number; allDay: number };
  timelineEntries: number;
  chatClicks: number;
  /** A buyer's name that the search can look for. */
  sampleName: string;
  seconds: number;
}

/** A version 4 UUID from the seeded stream (each draw gives 32 random bits). */
function uuid(random: () => number): string {
  const hex = Array.from({ length: 4 }, () => Math.floor(random() * 2 ** 32).toString(16).padStart(8, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[parseInt(hex[16], 16) % 4]}${hex.slice(17, 20)}-${hex.slice(20)}`;
}

const digits = (n: number, random: () => number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');

/** Newer products draw more enquiries, as a catalogue's current models do. */
function productOf(products: readonly string[], random: () => number): string | null {
  if (random() < DELETED_SHARE || products.length === 0) return null;
  return products[Math.floor(products.length * random() ** 2)];
}

function statusOf(ageDays: number, random: () => number): EnquiryStatus {
  const r = random();
  if (ageDays < 2) return r < 0.8 ? 'New' : 'Contacted';
  return r < 0.1 ? 'New' : r < 0.35 ? 'Contacted' : r < 0.55 ? 'Quoted' : r < 0.7 ? 'Won' : 'Lost';
}

/** Leads `count` strong, oldest first, and their timeline entries. */
function generate(count: number, products: readonly string[], now: Date, zone: string) {
  const random = seededRandom(20261124);
  const today = businessDate(now, zone);
  const start = now.getTime() - SPAN_DAYS * DAY_MS;
  const leads: Lead[] = [];
  const entries: TimelineEntry[] = [];
  const firstOpenLead = new Map<string, string>();
  for (let i = 0; i < count; i += 1) {
    const createdAt = new Date(Math.floor(start + (SPAN_DAYS * DAY_MS * (i + 0.2 + 0.6 * random())) / count));
    const ageDays = (now.getTime() - createdAt.getTime()) / DAY_MS;
    const again = i > 0 && random() < REPEAT_SHARE;
    const earlier = again ? leads[i - 1 - Math.floor(random() * Math.min(i, 3000))] : null;
    const phone = earlier?.phone ?? `${6 + Math.floor(random() * 4)}${digits(9, random)}`;
    const name =
      earlier?.name ??
      [pick(FIRST_NAMES, random), ...(random() < 0.3 ? [pick(MIDDLE_NAMES, random)] : []), pick(SURNAMES, random)].join(' ');
    const [area, city, state, pin] = pick(PLACES, random);
    const status = statusOf(ageDays, random);
    const id = uuid(random);
    const repeatOf = firstOpenLead.get(phone) ?? null;
    if (!repeatOf && !isClosed(status)) firstOpenLead.set(phone, id);
    let chance = random();
    const source = SOURCES.find(([share]) => (chance -= share) < 0) ?? SOURCES[0];
    const lead: Lead = {
      id,
      productId: productOf(products, random),
      name,
      phone,
      address: `${1 + Math.floor(random() * 300)}, ${area}, ${city}, ${state} ${pin}${digits(2, random)}`,
      message: pick(MESSAGES, random),
      createdAt,
      status,
      note: '',
      followUpAt: null,
      followUpAllDay: false,
      repeatOf,
      utm: source.slice(1) as (string | null)[],
    };
    // What the sales team did with it, in order, each a while after the last (never after now).
    let at = createdAt.getTime();
    const later = () => (at = Math.min(now.getTime() - 1000, at + Math.floor(random() * 48 * 3_600_000)));
    const entry = (kind: TimelineEntry['kind'], from: string | null, to: string | null, text: string | null) =>
      entries.push({ enquiryId: id, at: new Date(later()), kind, from, to, text });
    if (status !== 'New') entry('status', 'New', 'Contacted', null);
    if (status !== 'New' && status !== 'Contacted') entry('status', 'Contacted', status, null);
    for (let n = status === 'New' ? 0 : Math.floor(random() * 3); n > 0; n -= 1) {
      lead.note = pick(NOTES, random);
      entry('note', null, null, lead.note);
    }
    if (!isClosed(status) && random() < (status === 'New' ? 0.15 : 0.45)) {
      const when = random();
      const day = when < 0.2 ? today : when < 0.6 ? addDays(today, -1 - Math.floor(random() * 30)) : addDays(today, 1 + Math.floor(random() * 30));
      lead.followUpAllDay = random() < 0.5;
      const minutes = lead.followUpAllDay ? 0 : 9 * 60 + Math.floor(random() * 9 * 60);
      lead.followUpAt = new Date(businessDayStart(day, zone).getTime() + minutes * 60_000);
      entry('followUp', null, followUpText({ at: lead.followUpAt, allDay: lead.followUpAllDay }), null);
    }
    leads.push(lead);
  }
  return { leads, entries };
}

const INSERT_LEADS = `with stored as (
  insert into enquiries (id, product_id, name, phone, address, message, created_at, status, note,
                         next_follow_up_at, next_follow_up_all_day, repeat_of, utm_source, utm_medium, utm_campaign, referrer)
  select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[], $8::text[],
                       $9::text[], $10::timestamptz[], $11::boolean[], $12::uuid[], $13::text[], $14::text[], $15::text[], $16::text[])
  returning id, created_at)
insert into enquiry_deliveries (enquiry_id, channel, state, attempts, sent_at, created_at, next_attempt_at)
select id, 'email', 'sent', 1, created_at + interval '3 seconds', created_at, created_at from stored`;

const INSERT_ENTRIES = `insert into enquiry_events (enquiry_id, at, kind, by_user, from_value, to_value, text)
select e, a, k, $4::uuid, f, t, x from unnest($1::uuid[], $2::timestamptz[], $3::text[], $5::text[], $6::text[], $7::text[]) as rows(e, a, k, f, t, x)`;

const INSERT_CLICKS = `insert into chat_clicks (product_id, at) select * from unnest($1::uuid[], $2::timestamptz[])`;

/**
 * Stores `count` synthetic leads in the database at `databaseUrl`, in one transaction, a thousand
 * rows per statement (column arrays through unnest), each with its notification marked sent (so the
 * site's outbox leaves them alone), their timeline entries made by `adminId`, and a chat click for
 * every four enquiries. Then vacuums and analyses the tables, as autovacuum would after such growth.
 */
export async function insertSyntheticEnquiries(databaseUrl: string, count: number, adminId: string, now = new Date()): Promise<SeededLeads> {
  const started = performance.now();
  const zone = businessTimeZone();
  return withConnection(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: string }>('select id from products order by created_at desc, id');
    const products = rows.map((r) => r.id);
    const { leads, entries } = generate(count, products, now, zone);
    const random = seededRandom(7);
    const clicks = Array.from({ length: Math.floor(count / 4) }, () => ({
      productId: productOf(products, random),
      at: new Date(now.getTime() - Math.floor(random() * SPAN_DAYS * DAY_MS)),
    }));
    await inTransaction(client, async () => {
      // The rows are consistent by construction: the foreign keys' per-row checks, most of the
      // load's time, are skipped for this transaction where the role may (as pg_dump's
      // --disable-triggers does); elsewhere they run.
      await client.query('savepoint bulk');
      await client.query("set local session_replication_role = 'replica'").catch(() => client.query('rollback to savepoint bulk'));
      for (let from = 0; from < leads.length; from += BATCH) {
        const batch = leads.slice(from, from + BATCH);
        const column = <T>(value: (lead: Lead) => T) => batch.map(value);
        await client.query(INSERT_LEADS, [
          column((l) => l.id), column((l) => l.productId), column((l) => l.name), column((l) => l.phone),
          column((l) => l.address), column((l) => l.message), column((l) => l.createdAt), column((l) => l.status),
          column((l) => l.note), column((l) => l.followUpAt), column((l) => l.followUpAllDay), column((l) => l.repeatOf),
          ...[0, 1, 2, 3].map((n) => column((l) => l.utm[n])),
        ]);
      }
      for (let from = 0; from < entries.length; from += BATCH) {
        const batch = entries.slice(from, from + BATCH);
        await client.query(INSERT_ENTRIES, [
          batch.map((e) => e.enquiryId), batch.map((e) => e.at), batch.map((e) => e.kind), adminId,
          batch.map((e) => e.from), batch.map((e) => e.to), batch.map((e) => e.text),
        ]);
      }
      for (let from = 0; from < clicks.length; from += BATCH) {
        const batch = clicks.slice(from, from + BATCH);
        await client.query(INSERT_CLICKS, [batch.map((c) => c.productId), batch.map((c) => c.at)]);
      }
    });
    await client.query('vacuum analyze enquiries, enquiry_deliveries, enquiry_events, chat_clicks');
    const today = businessDayStart(businessDate(now, zone), zone).getTime();
    const tomorrow = businessDayStart(addDays(businessDate(now, zone), 1), zone).getTime();
    const followUps = leads.filter((l) => l.followUpAt).map((l) => ({ at: l.followUpAt!.getTime(), allDay: l.followUpAllDay }));
    const byStatus = Object.fromEntries(ENQUIRY_STATUSES.map((s) => [s, leads.filter((l) => l.status === s).length])) as Record<EnquiryStatus, number>;
    return {
      enquiries: leads.length,
      deletedProduct: leads.filter((l) => !l.productId).length,
      repeats: leads.filter((l) => l.repeatOf).length,
      byStatus,
      followUps: {
        today: followUps.filter((f) => f.at >= today && f.at < tomorrow).length,
        overdue: followUps.filter((f) => f.at < today).length,
        later: followUps.filter((f) => f.at >= tomorrow).length,
        allDay: followUps.filter((f) => f.allDay).length,
      },
      timelineEntries: entries.length,
      chatClicks: clicks.length,
      sampleName: leads[Math.floor(leads.length / 2)]?.name ?? '',
      seconds: Math.round((performance.now() - started) / 100) / 10,
    };
  });
}
