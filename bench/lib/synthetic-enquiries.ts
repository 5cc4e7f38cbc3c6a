/**
 * Synthetic leads for the admin lists' benchmark: as many enquiries as a busy seller gathers, each
 * as the lead desk would hold it after months of work. Buyers with ordinary Indian names, towns and
 * 10-digit mobiles (some writing again: repeat links to their first open lead), over the demo
 * catalogue's products (some since deleted), received over the last six months, worked to every
 * status by a small sales team (each lead's owner, given in turn; its reference; its first
 * response), with next follow-ups (due today, overdue, later; with and without a time), campaign
 * tags and referrers, GST quotations (some revised) on the leads that got that far, their timeline
 * entries and sent notifications, and chat clicks beside them. Generation is deterministic (one
 * seeded stream): the same count gives the same leads, placed in time relative to `now`.
 */
import { addDays, businessDate, businessDayStart, businessTimeZone } from '../../src/lib/business-time';
import { financialYear, quoteNumber } from '../../src/lib/quotes/financial-year';
import { computeQuote, taxSplit } from '../../src/lib/quotes/gst';
import { quotePrefix, quoteSettings } from '../../src/lib/quotes/seller';
import type { QuoteLine, QuoteTotalsPaise } from '../../src/lib/quotes/types';
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
export const PLACES = [
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
/** The sales team beside the bench's admin, who takes leads too: new leads go to each in turn. */
const SALES_TEAM = ['Priya Nair', 'Rohit Mahato', 'Farhan Ansari'];
/** Of all enquiries, the share left without an owner (before the team took leads, or unassigned since). */
const UNASSIGNED_SHARE = 0.08;
/** Of the leads Lost, the share that had a quotation first; Quoted and Won leads all have one. */
const LOST_QUOTED_SHARE = 0.4;
/** Of the quotations, the share revised once (a new version that replaces it). */
const REVISED_SHARE = 0.25;
/** A machine's price before GST, in rupees: the catalogue's range, from a small cup machine to a line. */
export const MACHINE_PRICES = [145000, 235000, 380000, 450000, 625000, 850000, 1200000, 1750000, 2600000, 4400000];

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
  /** An index into the team (0: the admin), or null: unassigned. */
  owner: number | null;
  reference: string;
  firstResponseAt: Date | null;
  firstResponseMinutes: number | null;
  latestQuote: { id: string; paise: number; at: Date } | null;
}

interface TimelineEntry {
  enquiryId: string;
  at: Date;
  kind: 'status' | 'note' | 'followUp' | 'owner' | 'quoteMade';
  /** An index into the team. */
  by: number | null;
  from: string | null;
  to: string | null;
  text: string | null;
  quoteId: string | null;
}

interface SyntheticQuote {
  id: string;
  enquiryId: string;
  number: string;
  serialNumber: string;
  version: number;
  token: string;
  buyer: object;
  lines: QuoteLine[];
  totals: QuoteTotalsPaise;
  createdAt: Date;
  by: number;
  /** The revision that replaces it. */
  replacedBy: string | null;
}

export interface SeededLeads {
  enquiries: number;
  deletedProduct: number;
  repeats: number;
  byStatus: Record<EnquiryStatus, number>;
  followUps: { today: number; overdue: number; later: number; allDay: number };
  timelineEntries: number;
  chatClicks: number;
  /** The desk's users (the admin first) and how many leads each owns; and the leads nobody owns. */
  owners: { name: string; role: 'ADMIN' | 'SALES'; leads: number }[];
  unassigned: number;
  /** Leads with a first response; leads with a quotation, the quotations (revisions included). */
  answered: number;
  quoted: number;
  quotes: number;
  /** A buyer's name, and a lead's reference, that the search can look for. */
  sampleName: string;
  sampleReference: string;
  seconds: number;
}

/** A version 4 UUID from the seeded stream (each draw gives 32 random bits). */
export function uuid(random: () => number): string {
  const hex = Array.from({ length: 4 }, () => Math.floor(random() * 2 ** 32).toString(16).padStart(8, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[parseInt(hex[16], 16) % 4]}${hex.slice(17, 20)}-${hex.slice(20)}`;
}

export const digits = (n: number, random: () => number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');

/** A quotation's link token: 32 random bytes, as the site makes them. */
export const token = (random: () => number) => Buffer.from(Array.from({ length: 32 }, () => Math.floor(random() * 256))).toString('base64url');

/** How long the desk took to answer: mostly within the hour, some the next day, a few days later. */
function responseDelayMinutes(random: () => number): number {
  const r = random();
  if (r < 0.6) return 3 + Math.floor(random() * 57);
  if (r < 0.9) return 60 + Math.floor(random() * 7 * 60);
  return 8 * 60 + Math.floor(random() * 64 * 60);
}

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

/** Leads `count` strong, oldest first, with their timeline entries and quotations. */
function generate(count: number, products: readonly string[], team: readonly string[], now: Date, zone: string) {
  const random = seededRandom(20261124);
  const today = businessDate(now, zone);
  const start = now.getTime() - SPAN_DAYS * DAY_MS;
  const { seller, terms } = quoteSettings(process.env);
  const prefix = quotePrefix(process.env);
  const leads: Lead[] = [];
  const entries: TimelineEntry[] = [];
  const quotes: SyntheticQuote[] = [];
  const firstOpenLead = new Map<string, string>();
  const ownerOf = new Map<string, number | null>();
  // The last serial of each reference month and of each financial year's quotations.
  const referenceSerials = new Map<string, number>();
  const quoteSerials = new Map<string, number>();
  let turn = 0;
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
    // A repeat goes to the owner of the buyer's open lead; the others in turn, a few to nobody.
    const owner = repeatOf && ownerOf.get(repeatOf) != null ? ownerOf.get(repeatOf)! : random() < UNASSIGNED_SHARE ? null : turn++ % team.length;
    ownerOf.set(id, owner);
    const month = businessDate(createdAt, zone).slice(2, 7).replace('-', '');
    const serial = (referenceSerials.get(month) ?? 0) + 1;
    referenceSerials.set(month, serial);
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
      owner,
      reference: `ENQ-${month}-${String(serial).padStart(4, '0')}`,
      firstResponseAt: null,
      firstResponseMinutes: null,
      latestQuote: null,
    };
    // What the sales team did with it, in order, each a while after the last (never after now);
    // the owner did it (the admin for a lead nobody owns).
    const by = owner ?? 0;
    let at = createdAt.getTime();
    const later = () => (at = Math.min(now.getTime() - 1000, at + Math.floor(random() * 48 * 3_600_000)));
    const entry = (kind: TimelineEntry['kind'], from: string | null, to: string | null, text: string | null) =>
      entries.push({ enquiryId: id, at: new Date(later()), kind, by, from, to, text, quoteId: null });
    // The assignment as the site writes it with the enquiry (by nobody: the site did it).
    if (owner !== null) entries.push({ enquiryId: id, at: createdAt, kind: 'owner', by: null, from: null, to: team[owner], text: null, quoteId: null });
    if (status !== 'New') {
      // The first response: the move to Contacted, minutes to days after the enquiry.
      at = Math.min(now.getTime() - 1000, at + responseDelayMinutes(random) * 60_000);
      entries.push({ enquiryId: id, at: new Date(at), kind: 'status', by, from: 'New', to: 'Contacted', text: null, quoteId: null });
      lead.firstResponseAt = new Date(at);
      lead.firstResponseMinutes = Math.round((at - createdAt.getTime()) / 60_000);
    }
    const quoted = status === 'Quoted' || status === 'Won' || (status === 'Lost' && random() < LOST_QUOTED_SHARE);
    if (quoted) {
      // A machine (sometimes two), installation on half of them, to a buyer in the lead's state.
      const price = Math.round((pick(MACHINE_PRICES, random) * (0.9 + 0.2 * random())) / 100) * 100;
      const items = [
        { productId: lead.productId, description: `Machine as enquired, model ${1000 + Math.floor(random() * 9000)}`, hsn: '8441', quantity: random() < 0.1 ? 2 : 1, unitPrice: price, gstRate: 18 as const },
        ...(random() < 0.5 ? [{ description: 'Installation and commissioning', hsn: '998719', quantity: 1, unitPrice: 15000, gstRate: 18 as const }] : []),
      ];
      const buyer = { name, phone, address: lead.address, state, gstin: null, email: null };
      const split = taxSplit(state, seller.state);
      // Made with its timeline entry at one time, as the site makes it.
      const made = (createdAt: Date, version: number, serialNumber: string, discountPercent: number): SyntheticQuote => {
        const { lines, totals } = computeQuote(items.map((item) => ({ ...item, discountPercent })), split);
        const quote: SyntheticQuote = {
          id: uuid(random), enquiryId: id, serialNumber, version, token: token(random), buyer, lines, totals,
          number: version ? `${serialNumber}-R${version}` : serialNumber, createdAt, by, replacedBy: null,
        };
        quotes.push(quote);
        entries.push({ enquiryId: id, at: createdAt, kind: 'quoteMade', by, from: null, to: quote.number, text: null, quoteId: quote.id });
        lead.latestQuote = { id: quote.id, paise: totals.total, at: createdAt };
        return quote;
      };
      const madeAt = new Date(later());
      const fy = financialYear(madeAt, zone);
      const quoteSerial = (quoteSerials.get(fy) ?? 0) + 1;
      quoteSerials.set(fy, quoteSerial);
      const first = made(madeAt, 0, quoteNumber(prefix, fy, quoteSerial, 0), 0);
      entries.push({ enquiryId: id, at: madeAt, kind: 'status', by, from: 'Contacted', to: 'Quoted', text: null, quoteId: null });
      if (random() < REVISED_SHARE) first.replacedBy = made(new Date(later()), 1, first.serialNumber, 2 + Math.floor(random() * 8)).id;
      if (status !== 'Quoted') entry('status', 'Quoted', status, null);
    } else if (status !== 'New' && status !== 'Contacted') {
      entry('status', 'Contacted', status, null);
    }
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
  return { leads, entries, quotes, referenceSerials, quoteSerials, seller, terms, prefix };
}

// The alert and reminder markers as the migration leaves leads that waited before it: the site's
// scheduled run has nothing to send for the bench's leads.
const INSERT_LEADS = `with stored as (
  insert into enquiries (id, product_id, name, phone, address, message, created_at, status, note,
                         next_follow_up_at, next_follow_up_all_day, repeat_of, utm_source, utm_medium, utm_campaign, referrer,
                         owner_id, reference, first_response_at, first_response_by, first_response_minutes,
                         unanswered_alerted_at, follow_up_reminded_for)
  select l.*, case when l.first_response_at is null then least(l.created_at + interval '15 minutes', $22::timestamptz) end,
         case when l.next_follow_up_at <= $22::timestamptz then l.next_follow_up_at end
    from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[], $8::text[],
                $9::text[], $10::timestamptz[], $11::boolean[], $12::uuid[], $13::text[], $14::text[], $15::text[], $16::text[],
                $17::uuid[], $18::text[], $19::timestamptz[], $20::uuid[], $21::int[])
         as l(id, product_id, name, phone, address, message, created_at, status, note, next_follow_up_at, next_follow_up_all_day,
              repeat_of, utm_source, utm_medium, utm_campaign, referrer, owner_id, reference, first_response_at, first_response_by,
              first_response_minutes)
  returning id, created_at)
insert into enquiry_deliveries (enquiry_id, channel, state, attempts, sent_at, created_at, next_attempt_at)
select id, 'email', 'sent', 1, created_at + interval '3 seconds', created_at, created_at from stored`;

const INSERT_ENTRIES = `insert into enquiry_events (enquiry_id, at, kind, by_user, from_value, to_value, text, quote_id)
select * from unnest($1::uuid[], $2::timestamptz[], $3::text[], $4::uuid[], $5::text[], $6::text[], $7::text[], $8::uuid[])`;

const INSERT_QUOTES = `insert into quotes (id, enquiry_id, number, serial_number, version, token, buyer, seller, lines, terms,
                    taxable_paise, cgst_paise, sgst_paise, igst_paise, round_off_paise, total_paise,
                    valid_days, valid_until, created_at, created_by, replaced_by)
select q.id, q.enquiry_id, q.number, q.serial_number, q.version, q.token, q.buyer, $17::jsonb, q.lines, $18::jsonb,
       q.taxable, q.cgst, q.sgst, q.igst, q.round_off, q.total, 15, (q.created_at at time zone $19)::date + 15, q.created_at, q.created_by, null
  from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::int[], $6::text[], $7::jsonb[], $8::jsonb[],
              $9::bigint[], $10::bigint[], $11::bigint[], $12::bigint[], $13::int[], $14::bigint[], $15::timestamptz[], $16::uuid[])
       as q(id, enquiry_id, number, serial_number, version, token, buyer, lines, taxable, cgst, sgst, igst, round_off, total, created_at, created_by)`;

/** Each revised quotation's link to the revision that replaces it, once both are stored. */
const SET_REPLACED = `update quotes q set replaced_by = r.by from unnest($1::uuid[], $2::uuid[]) as r(id, by) where q.id = r.id`;

/** Each lead's newest quotation, as the trigger on quotes keeps it (triggers may be off for the load). */
const SET_LATEST_QUOTES = `update enquiries e set latest_quote_id = l.quote_id, latest_quote_paise = l.paise, latest_quote_at = l.at
  from unnest($1::uuid[], $2::uuid[], $3::bigint[], $4::timestamptz[]) as l(enquiry_id, quote_id, paise, at) where e.id = l.enquiry_id`;

/** The counters the next reference and quotation number continue from. */
const SET_COUNTERS = `with refs as (
  insert into enquiry_reference_counters (month, last_serial) select * from unnest($1::text[], $2::int[])
  on conflict (month) do update set last_serial = greatest(enquiry_reference_counters.last_serial, excluded.last_serial))
insert into quote_counters (prefix, financial_year, last_serial) select $5, * from unnest($3::text[], $4::int[])
on conflict (prefix, financial_year) do update set last_serial = greatest(quote_counters.last_serial, excluded.last_serial)`;

/** The sales team's accounts, taking new leads; they cannot sign in (no real password hash). */
const INSERT_TEAM = `insert into users (name, email, password_hash, role, takes_new_leads)
select name, 'sales-' || n || '-' || $2 || '@bench.example', '!', 'SALES', true from unnest($1::text[]) with ordinality as t(name, n)
returning id`;

const INSERT_CLICKS = `insert into chat_clicks (product_id, at) select * from unnest($1::uuid[], $2::timestamptz[])`;

/**
 * Stores `count` synthetic leads in the database at `databaseUrl`, in one transaction, a thousand
 * rows per statement (column arrays through unnest): a sales team of SALES_TEAM beside `adminId`
 * (who takes leads too), each lead with its owner, reference and first response, its notification
 * marked sent (so the site's outbox leaves them alone), its quotations, its timeline entries made by
 * its owner, and a chat click for every four enquiries. Then vacuums and analyses the tables, as
 * autovacuum would after such growth.
 */
export async function insertSyntheticEnquiries(databaseUrl: string, count: number, adminId: string, now = new Date()): Promise<SeededLeads> {
  const started = performance.now();
  const zone = businessTimeZone();
  return withConnection(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: string }>('select id from products order by created_at desc, id');
    const products = rows.map((r) => r.id);
    const [{ name: adminName }] = (await client.query<{ name: string }>('select name from users where id = $1', [adminId])).rows;
    const teamNames = [adminName, ...SALES_TEAM];
    const { leads, entries, quotes, referenceSerials, quoteSerials, seller, terms, prefix } = generate(count, products, teamNames, now, zone);
    const random = seededRandom(7);
    const clicks = Array.from({ length: Math.floor(count / 4) }, () => ({
      productId: productOf(products, random),
      at: new Date(now.getTime() - Math.floor(random() * SPAN_DAYS * DAY_MS)),
    }));
    await inTransaction(client, async () => {
      const team = [adminId, ...(await client.query<{ id: string }>(INSERT_TEAM, [SALES_TEAM, now.getTime().toString(36)])).rows.map((r) => r.id)];
      const userOf = (index: number | null) => (index === null ? null : team[index]);
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
          column((l) => userOf(l.owner)), column((l) => l.reference), column((l) => l.firstResponseAt),
          column((l) => (l.firstResponseAt ? userOf(l.owner ?? 0) : null)), column((l) => l.firstResponseMinutes),
          now,
        ]);
      }
      for (let from = 0; from < quotes.length; from += BATCH) {
        const batch = quotes.slice(from, from + BATCH);
        const column = <T>(value: (quote: SyntheticQuote) => T) => batch.map(value);
        await client.query(INSERT_QUOTES, [
          column((q) => q.id), column((q) => q.enquiryId), column((q) => q.number), column((q) => q.serialNumber), column((q) => q.version),
          column((q) => q.token), column((q) => JSON.stringify(q.buyer)), column((q) => JSON.stringify(q.lines)),
          column((q) => q.totals.taxable), column((q) => q.totals.cgst), column((q) => q.totals.sgst), column((q) => q.totals.igst),
          column((q) => q.totals.roundOff), column((q) => q.totals.total), column((q) => q.createdAt), column((q) => userOf(q.by)),
          JSON.stringify(seller), JSON.stringify(terms), zone,
        ]);
      }
      const revised = quotes.filter((q) => q.replacedBy);
      await client.query(SET_REPLACED, [revised.map((q) => q.id), revised.map((q) => q.replacedBy)]);
      const quotedLeads = leads.filter((l) => l.latestQuote);
      for (let from = 0; from < quotedLeads.length; from += BATCH) {
        const batch = quotedLeads.slice(from, from + BATCH);
        await client.query(SET_LATEST_QUOTES, [batch.map((l) => l.id), batch.map((l) => l.latestQuote!.id), batch.map((l) => l.latestQuote!.paise), batch.map((l) => l.latestQuote!.at)]);
      }
      await client.query(SET_COUNTERS, [[...referenceSerials.keys()], [...referenceSerials.values()], [...quoteSerials.keys()], [...quoteSerials.values()], prefix]);
      for (let from = 0; from < entries.length; from += BATCH) {
        const batch = entries.slice(from, from + BATCH);
        await client.query(INSERT_ENTRIES, [
          batch.map((e) => e.enquiryId), batch.map((e) => e.at), batch.map((e) => e.kind), batch.map((e) => userOf(e.by)),
          batch.map((e) => e.from), batch.map((e) => e.to), batch.map((e) => e.text), batch.map((e) => e.quoteId),
        ]);
      }
      for (let from = 0; from < clicks.length; from += BATCH) {
        const batch = clicks.slice(from, from + BATCH);
        await client.query(INSERT_CLICKS, [batch.map((c) => c.productId), batch.map((c) => c.at)]);
      }
    });
    await client.query('vacuum analyze enquiries, enquiry_deliveries, enquiry_events, chat_clicks, quotes, users');
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
      owners: teamNames.map((name, i) => ({ name, role: i === 0 ? 'ADMIN' : 'SALES', leads: leads.filter((l) => l.owner === i).length })),
      unassigned: leads.filter((l) => l.owner === null).length,
      answered: leads.filter((l) => l.firstResponseAt).length,
      quoted: leads.filter((l) => l.latestQuote).length,
      quotes: quotes.length,
      sampleName: leads[Math.floor(leads.length / 2)]?.name ?? '',
      sampleReference: leads[Math.floor(leads.length / 3)]?.reference ?? '',
      seconds: Math.round((performance.now() - started) / 100) / 10,
    };
  });
}
