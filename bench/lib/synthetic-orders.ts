/**
 * Synthetic orders for the orders benchmark: as many as a seller's years of accepted quotations,
 * each with the lead it came from (Won) and its quotation (accepted), received over the last two
 * years, at every step of the road (docs/spec.md §24): most paid in part or in whole by NEFT, RTGS,
 * UPI or cheque, a few payments voided, the older dispatched and installed, a few cancelled.
 * Generation is deterministic (one seeded stream): the same count gives the same orders, placed in
 * time relative to `now`. Numbers continue the site's counters, so a database already holding
 * leads (bench/lib/synthetic-enquiries.ts) takes these too.
 */
import { addDays, businessDate, businessDayStart, businessTimeZone } from '../../src/lib/business-time';
import type { OrderStatus, PaymentMode } from '../../src/lib/orders/types';
import { financialYear, quoteNumber } from '../../src/lib/quotes/financial-year';
import { computeQuote, taxSplit } from '../../src/lib/quotes/gst';
import { quotePrefix, quoteSettings } from '../../src/lib/quotes/seller';
import type { QuoteLine, QuoteTotalsPaise } from '../../src/lib/quotes/types';
import { inTransaction } from '../../src/server/db/db';
import { withConnection } from '../../src/server/db/db-config';
import { documentPrefix } from '../../src/server/orders/numbering';
import { pick, seededRandom } from './synthetic-catalogue';
import { digits, FIRST_NAMES, MACHINE_PRICES, PLACES, SURNAMES, token, uuid } from './synthetic-enquiries';

const SPAN_DAYS = 730;
const DAY_MS = 86_400_000;
const BATCH = 1000;
const CANCELLED_SHARE = 0.03;
/** Of the orders, the share with a payment entered by mistake and voided. */
const VOIDED_SHARE = 0.02;
const MODES: PaymentMode[] = ['NEFT', 'NEFT', 'RTGS', 'RTGS', 'UPI', 'IMPS', 'cheque', 'cash'];
const TRANSPORTERS = ['VRL Logistics', 'Gati', 'TCI Freight', 'Shree Maruti Courier', 'Safexpress'];
const ENGINEERS = ['Sunil Mahato', 'Rakesh Oraon', 'Imran Ansari'];

interface Payment {
  id: string;
  orderId: string;
  paidOn: string;
  paise: number;
  mode: PaymentMode;
  reference: string;
  createdAt: Date;
  voided: boolean;
  receipt: string;
  token: string;
}

interface Order {
  id: string;
  leadId: string;
  quoteId: string;
  name: string;
  phone: string;
  address: string;
  state: string;
  leadAt: Date;
  reference: string;
  quoteAt: Date;
  quoteNumber: string;
  quoteToken: string;
  lines: QuoteLine[];
  totals: QuoteTotalsPaise;
  createdAt: Date;
  number: string;
  token: string;
  status: OrderStatus;
  paidPaise: number;
  dispatch: object | null;
  installedOn: string | null;
  engineer: string | null;
  cancelReason: string | null;
  statusChangedAt: Date;
}

export interface SeededOrders {
  orders: number;
  byStatus: Record<string, number>;
  payments: number;
  voided: number;
  /** Orders with a balance, not Cancelled: the Outstanding view's. */
  outstanding: number;
  /** A buyer's name and an order number that the search can look for. */
  sampleName: string;
  sampleNumber: string;
  seconds: number;
}

/** Where an order of `ageDays` stands: the older, the further along. */
function statusOf(ageDays: number, random: () => number): OrderStatus {
  const r = random();
  if (r < CANCELLED_SHARE) return 'Cancelled';
  const s = random();
  if (ageDays < 7) return s < 0.6 ? 'Confirmed' : 'Advance received';
  if (ageDays < 30) return s < 0.2 ? 'Confirmed' : s < 0.7 ? 'Advance received' : 'Ready for dispatch';
  if (ageDays < 60) return s < 0.2 ? 'Ready for dispatch' : s < 0.7 ? 'Dispatched' : 'Installed';
  return s < 0.05 ? 'Dispatched' : s < 0.3 ? 'Installed' : 'Closed';
}

/** A month counter's next serial, continuing `start` (the site's counters). */
function counter(start: Map<string, number>) {
  const last = new Map(start);
  return { next: (key: string) => last.set(key, (last.get(key) ?? 0) + 1).get(key)!, last };
}

function generate(count: number, now: Date, zone: string, counters: Counters) {
  const random = seededRandom(20261129);
  const { seller } = quoteSettings(process.env);
  const today = businessDate(now, zone);
  const start = now.getTime() - SPAN_DAYS * DAY_MS;
  const at = (ms: number) => new Date(Math.min(now.getTime() - 60_000, ms));
  const dayOf = (date: Date) => businessDate(date, zone);
  const orders: Order[] = [];
  const payments: Omit<Payment, 'receipt'>[] = [];
  for (let i = 0; i < count; i += 1) {
    const leadAt = new Date(Math.floor(start + (SPAN_DAYS * DAY_MS * (i + 0.2 + 0.6 * random())) / count));
    const quoteAt = at(leadAt.getTime() + (1 + random() * 72) * 3_600_000);
    const createdAt = at(quoteAt.getTime() + (1 + random() * 168) * 3_600_000);
    const [area, city, state, pin] = pick(PLACES, random);
    const name = `${pick(FIRST_NAMES, random)} ${pick(SURNAMES, random)}`;
    const price = Math.round((pick(MACHINE_PRICES, random) * (0.9 + 0.2 * random())) / 100) * 100;
    const items = [
      { description: `Paper machine, model ${1000 + Math.floor(random() * 9000)}`, hsn: '8441', quantity: random() < 0.1 ? 2 : 1, unitPrice: price, gstRate: 18 as const },
      ...(random() < 0.5 ? [{ description: 'Installation and commissioning', hsn: '998719', quantity: 1, unitPrice: 15000, gstRate: 18 as const }] : []),
    ];
    const { lines, totals } = computeQuote(items, taxSplit(state, seller.state));
    const ageDays = (now.getTime() - createdAt.getTime()) / DAY_MS;
    const status = statusOf(ageDays, random);
    const order: Order = {
      id: uuid(random), leadId: uuid(random), quoteId: uuid(random), name, phone: `${6 + Math.floor(random() * 4)}${digits(9, random)}`,
      address: `${1 + Math.floor(random() * 300)}, ${area}, ${city}, ${state} ${pin}${digits(2, random)}`, state,
      leadAt, reference: '', quoteAt, quoteNumber: '', quoteToken: token(random), lines, totals, createdAt, number: '', token: token(random),
      status, paidPaise: 0, dispatch: null, installedOn: null, engineer: null, cancelReason: null, statusChangedAt: createdAt,
    };
    // What was paid: an advance from Advance received on, more by dispatch, the whole by Closed
    // (an Installed order keeps a tenth back for a while); a cancelled one may keep its advance.
    const total = totals.total;
    const advance = Math.round((total * (0.25 + 0.25 * random())) / 100_000) * 100_000 || total;
    const share: Record<OrderStatus, number> = {
      Confirmed: 0, 'Advance received': advance, 'Ready for dispatch': advance,
      Dispatched: Math.max(advance, Math.round((total * 0.9) / 100_000) * 100_000),
      Installed: random() < 0.6 ? total : Math.max(advance, total - Math.round(total / 10)),
      Closed: total, Cancelled: random() < 0.3 ? advance : 0,
    };
    const paid = Math.min(total, share[status]);
    let day = dayOf(createdAt);
    const pay = (paise: number, voided = false) => {
      day = [addDays(day, Math.floor(random() * 20)), today].sort()[0];
      const paidAt = businessDayStart(day, zone).getTime() + (10 + random() * 8) * 3_600_000;
      payments.push({
        id: uuid(random), orderId: order.id, paidOn: day, paise, mode: pick(MODES, random), reference: `UTR${digits(12, random)}`,
        createdAt: at(Math.max(paidAt, createdAt.getTime() + 60_000)), voided, token: token(random),
      });
    };
    if (paid > 0) {
      pay(Math.min(advance, paid));
      if (random() < VOIDED_SHARE) pay(Math.min(advance, paid), true);
      if (paid > advance) pay(paid - advance);
    }
    order.paidPaise = paid;
    if (['Dispatched', 'Installed', 'Closed'].includes(status)) {
      const dispatchedOn = [addDays(dayOf(createdAt), 20 + Math.floor(random() * 20)), today].sort()[0];
      order.dispatch = {
        transporter: pick(TRANSPORTERS, random), lrNumber: `LR${digits(8, random)}`, vehicleNumber: `JH05${String.fromCharCode(65 + Math.floor(random() * 26))}${digits(4, random)}`,
        ewayBillNumber: digits(12, random), dispatchedOn,
      };
      if (status !== 'Dispatched') {
        order.installedOn = [addDays(dispatchedOn, 3 + Math.floor(random() * 10)), today].sort()[0];
        order.engineer = pick(ENGINEERS, random);
      }
    }
    if (status === 'Cancelled') order.cancelReason = 'The buyer withdrew the order.';
    if (status !== 'Confirmed') order.statusChangedAt = at(createdAt.getTime() + ageDays * DAY_MS * random());
    orders.push(order);
  }
  // Numbers in the order things were made: references and quotation numbers by the leads', order
  // numbers by the orders', receipts by the payments'.
  const references = counter(counters.references);
  for (const o of [...orders].sort((a, b) => a.leadAt.getTime() - b.leadAt.getTime())) {
    const month = dayOf(o.leadAt).slice(2, 7).replace('-', '');
    o.reference = `ENQ-${month}-${String(references.next(month)).padStart(4, '0')}`;
  }
  const quoteSerials = counter(counters.quotes);
  for (const o of [...orders].sort((a, b) => a.quoteAt.getTime() - b.quoteAt.getTime())) {
    const fy = financialYear(o.quoteAt, zone);
    o.quoteNumber = quoteNumber(counters.quotePrefix, fy, quoteSerials.next(fy), 0);
  }
  const orderSerials = counter(counters.orders);
  for (const o of [...orders].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    const fy = financialYear(o.createdAt, zone);
    o.number = quoteNumber(counters.orderPrefix, fy, orderSerials.next(fy), 0);
  }
  const receiptSerials = counter(counters.receipts);
  const receipts: Payment[] = [...payments]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((p) => {
      const fy = financialYear(p.createdAt, zone);
      return { ...p, receipt: quoteNumber(counters.receiptPrefix, fy, receiptSerials.next(fy), 0) };
    });
  return { orders, payments: receipts, last: { references: references.last, quotes: quoteSerials.last, orders: orderSerials.last, receipts: receiptSerials.last } };
}

interface Counters {
  references: Map<string, number>;
  quotes: Map<string, number>;
  orders: Map<string, number>;
  receipts: Map<string, number>;
  quotePrefix: string;
  orderPrefix: string;
  receiptPrefix: string;
}

const INSERT_LEADS = `insert into enquiries (id, name, phone, address, message, created_at, reference, status)
select *, 'Won' from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::text[])`;

const INSERT_QUOTES = `insert into quotes (id, enquiry_id, number, serial_number, version, token, buyer, seller, lines, terms,
                    taxable_paise, cgst_paise, sgst_paise, igst_paise, round_off_paise, total_paise,
                    valid_days, valid_until, created_at, accepted_at, first_viewed_at)
select q.id, q.enquiry_id, q.number, q.number, 0, q.token, q.buyer, $14::jsonb, q.lines, $15::jsonb,
       q.taxable, q.cgst, q.sgst, q.igst, q.round_off, q.total, 15, (q.created_at at time zone $16)::date + 15, q.created_at, q.accepted_at, q.accepted_at
  from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::jsonb[], $6::jsonb[], $7::bigint[], $8::bigint[], $9::bigint[],
              $10::bigint[], $11::int[], $12::bigint[], $13::timestamptz[], $17::timestamptz[])
       as q(id, enquiry_id, number, token, buyer, lines, taxable, cgst, sgst, igst, round_off, total, created_at, accepted_at)`;

const SET_LATEST_QUOTES = `update enquiries e set latest_quote_id = l.quote_id, latest_quote_paise = l.paise, latest_quote_at = l.at
  from unnest($1::uuid[], $2::uuid[], $3::bigint[], $4::timestamptz[]) as l(enquiry_id, quote_id, paise, at) where e.id = l.enquiry_id`;

// The search text as the trigger on orders writes it (triggers may be off for the load).
const INSERT_ORDERS = `insert into orders (id, number, enquiry_id, quote_id, token, status, total_paise, paid_paise, dispatch, installed_on,
                    engineer, cancel_reason, created_at, status_changed_at, search_text)
select o.id, o.number, o.enquiry_id, o.quote_id, o.token, o.status, o.total, o.paid, o.dispatch, o.installed_on, o.engineer, o.cancel_reason,
       o.created_at, o.status_changed_at, concat_ws(chr(31), o.number, o.quote_number, o.reference, o.name, o.phone)
  from unnest($1::uuid[], $2::text[], $3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::bigint[], $8::bigint[], $9::jsonb[], $10::date[],
              $11::text[], $12::text[], $13::timestamptz[], $14::timestamptz[], $15::text[], $16::text[], $17::text[], $18::text[])
       as o(id, number, enquiry_id, quote_id, token, status, total, paid, dispatch, installed_on, engineer, cancel_reason, created_at,
            status_changed_at, quote_number, reference, name, phone)`;

const INSERT_PAYMENTS = `insert into payments (id, order_id, receipt_number, token, paid_on, amount_paise, mode, reference, created_at, voided_at, void_reason)
select p.id, p.order_id, p.receipt, p.token, p.paid_on, p.paise, p.mode, p.reference, p.created_at,
       case when p.voided then p.created_at + interval '1 hour' end, case when p.voided then 'Entered twice.' end
  from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::date[], $6::bigint[], $7::text[], $8::text[], $9::timestamptz[], $10::boolean[])
       as p(id, order_id, receipt, token, paid_on, paise, mode, reference, created_at, voided)`;

const SET_COUNTERS = `with refs as (
  insert into enquiry_reference_counters (month, last_serial) select * from unnest($1::text[], $2::int[])
  on conflict (month) do update set last_serial = excluded.last_serial
), quotes as (
  insert into quote_counters (prefix, financial_year, last_serial) select $3, * from unnest($4::text[], $5::int[])
  on conflict (prefix, financial_year) do update set last_serial = excluded.last_serial
)
insert into document_counters (kind, prefix, financial_year, last_serial)
select * from unnest($6::text[], $7::text[], $8::text[], $9::int[])
on conflict (kind, prefix, financial_year) do update set last_serial = excluded.last_serial`;

/**
 * Stores `count` synthetic orders, with their leads, quotations and payments, in the database at
 * `databaseUrl`, in one transaction, a thousand rows per statement; then vacuums and analyses the
 * tables, as autovacuum would after such growth.
 */
export async function insertSyntheticOrders(databaseUrl: string, count: number, now = new Date()): Promise<SeededOrders> {
  const started = performance.now();
  const zone = businessTimeZone();
  return withConnection(databaseUrl, async (client) => {
    const rows = async (text: string, params: unknown[] = []) => new Map((await client.query<{ k: string; n: number }>(text, params)).rows.map((r) => [r.k, r.n]));
    const counters: Counters = {
      quotePrefix: quotePrefix(process.env),
      orderPrefix: documentPrefix('order', process.env),
      receiptPrefix: documentPrefix('receipt', process.env),
      references: await rows('select month as k, last_serial as n from enquiry_reference_counters'),
      quotes: await rows('select financial_year as k, last_serial as n from quote_counters where prefix = $1', [quotePrefix(process.env)]),
      orders: await rows("select financial_year as k, last_serial as n from document_counters where kind = 'order' and prefix = $1", [documentPrefix('order', process.env)]),
      receipts: await rows("select financial_year as k, last_serial as n from document_counters where kind = 'receipt' and prefix = $1", [documentPrefix('receipt', process.env)]),
    };
    const { orders, payments, last } = generate(count, now, zone, counters);
    const { seller, terms } = quoteSettings(process.env);
    await inTransaction(client, async () => {
      // Consistent by construction: the foreign keys' per-row checks and the triggers (the paid
      // amount, the search text, both written here) are skipped where the role may.
      await client.query('savepoint bulk');
      await client.query("set local session_replication_role = 'replica'").catch(() => client.query('rollback to savepoint bulk'));
      for (let from = 0; from < orders.length; from += BATCH) {
        const batch = orders.slice(from, from + BATCH);
        const column = <T>(value: (order: Order) => T) => batch.map(value);
        await client.query(INSERT_LEADS, [
          column((o) => o.leadId), column((o) => o.name), column((o) => o.phone), column((o) => o.address),
          column(() => 'Please send the quotation for a bank loan.'), column((o) => o.leadAt), column((o) => o.reference),
        ]);
        await client.query(INSERT_QUOTES, [
          column((o) => o.quoteId), column((o) => o.leadId), column((o) => o.quoteNumber), column((o) => o.quoteToken),
          column((o) => JSON.stringify({ name: o.name, phone: o.phone, address: o.address, state: o.state, gstin: null, email: null })),
          column((o) => JSON.stringify(o.lines)), column((o) => o.totals.taxable), column((o) => o.totals.cgst), column((o) => o.totals.sgst),
          column((o) => o.totals.igst), column((o) => o.totals.roundOff), column((o) => o.totals.total), column((o) => o.quoteAt),
          JSON.stringify(seller), JSON.stringify(terms), zone, column((o) => o.createdAt),
        ]);
        await client.query(SET_LATEST_QUOTES, [column((o) => o.leadId), column((o) => o.quoteId), column((o) => o.totals.total), column((o) => o.quoteAt)]);
        await client.query(INSERT_ORDERS, [
          column((o) => o.id), column((o) => o.number), column((o) => o.leadId), column((o) => o.quoteId), column((o) => o.token),
          column((o) => o.status), column((o) => o.totals.total), column((o) => o.paidPaise), column((o) => (o.dispatch ? JSON.stringify(o.dispatch) : null)),
          column((o) => o.installedOn), column((o) => o.engineer), column((o) => o.cancelReason), column((o) => o.createdAt),
          column((o) => o.statusChangedAt), column((o) => o.quoteNumber), column((o) => o.reference), column((o) => o.name), column((o) => o.phone),
        ]);
      }
      for (let from = 0; from < payments.length; from += BATCH) {
        const batch = payments.slice(from, from + BATCH);
        const column = <T>(value: (payment: Payment) => T) => batch.map(value);
        await client.query(INSERT_PAYMENTS, [
          column((p) => p.id), column((p) => p.orderId), column((p) => p.receipt), column((p) => p.token), column((p) => p.paidOn),
          column((p) => p.paise), column((p) => p.mode), column((p) => p.reference), column((p) => p.createdAt), column((p) => p.voided),
        ]);
      }
      const documents = [
        ...[...last.orders].map(([fy, n]) => ['order', counters.orderPrefix, fy, n] as const),
        ...[...last.receipts].map(([fy, n]) => ['receipt', counters.receiptPrefix, fy, n] as const),
      ];
      await client.query(SET_COUNTERS, [
        [...last.references.keys()], [...last.references.values()], counters.quotePrefix, [...last.quotes.keys()], [...last.quotes.values()],
        documents.map((d) => d[0]), documents.map((d) => d[1]), documents.map((d) => d[2]), documents.map((d) => d[3]),
      ]);
    });
    await client.query('vacuum analyze enquiries, quotes, orders, payments');
    const byStatus: Record<string, number> = {};
    for (const o of orders) byStatus[o.status] = (byStatus[o.status] ?? 0) + 1;
    const middle = orders[Math.floor(orders.length / 2)];
    return {
      orders: orders.length,
      byStatus,
      payments: payments.length,
      voided: payments.filter((p) => p.voided).length,
      outstanding: orders.filter((o) => o.status !== 'Cancelled' && o.paidPaise < o.totals.total).length,
      sampleName: middle?.name ?? '',
      sampleNumber: middle?.number ?? '',
      seconds: Math.round((performance.now() - started) / 100) / 10,
    };
  });
}
