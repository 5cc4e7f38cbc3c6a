/**
 * Which machines draw interest and where leads come from (SPEC §21.7), over the same 12 business
 * weeks as the enquiries chart (Monday to Sunday, this week the last): the enquiries per week by
 * status, per product its enquiries and chat clicks, the enquiries by source, and how fast they
 * were first answered, per person and for the team (docs/spec.md §23.3), and what the pipeline is
 * worth, quoted and won, per week and per owner (./pipeline-value.ts), and quoted, ordered,
 * collected and outstanding per month (../orders/money-stats.ts). Beside them the lead desk's
 * counts of follow-ups due today and overdue, and the products its filter offers.
 */
import { addDays, businessDate, businessDayStart, businessTimeZone, businessWeekStart, isoWithOffset } from '../../lib/business-time';
import { MESSAGES } from '../../lib/messages';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../lib/types';
import { query } from '../db/db';
import { moneyStats, type MoneyStats } from '../orders/money-stats';
import { followUpDay, followUpDueSql } from './follow-up';
import { responseTimeStats, type TeamResponseTimes } from './response-time';
import { pipelineValues, type OwnerPipelineValue, type PipelineValue } from './pipeline-value';

export const STATS_WEEKS = 12;

export interface WeekLeadStats {
  /** The week's Monday, 00:00 business time, ISO with offset. */
  start: string;
  counts: Record<EnquiryStatus, number>;
  total: number;
  /** The week's quoted and won value (./pipeline-value.ts). */
  quoted: PipelineValue;
  won: PipelineValue;
}

export interface ProductLeadStats {
  /** Null for the enquiries and clicks of products deleted since. */
  productId: string | null;
  productName: string;
  enquiries: number;
  chatClicks: number;
}

export interface SourceLeadStats {
  source: string;
  /** The utm_medium that came with the source (trimmed, small letters), or null: none, or no utm_source. */
  medium: string | null;
  enquiries: number;
}

export interface EnquiredProduct {
  /** Null for products deleted since ("N/A"). */
  productId: string | null;
  productName: string;
}

export interface LeadStats {
  /** Where the weeks begin: 00:00 business time of the first Monday, ISO with offset. */
  since: string;
  /** The weeks, oldest first. */
  weeks: WeekLeadStats[];
  /** Leads whose follow-up is due today, or overdue (the digest's rule). */
  followUps: { dueToday: number; overdue: number };
  /** Only products with an enquiry or a chat click in the weeks, busiest first. */
  products: ProductLeadStats[];
  sources: SourceLeadStats[];
  /** Every product named by an enquiry, by name. */
  enquiredProducts: EnquiredProduct[];
  /**
   * The weeks' leads by how fast they were first answered: the team (with those still unanswered)
   * and each person who answered one, by name. A person whose account is gone counts for the team.
   */
  responseTimes: TeamResponseTimes;
  /** The weeks' quoted and won value per owner (./pipeline-value.ts). */
  valueByOwner: OwnerPipelineValue[];
  /** Quoted, ordered, collected and outstanding per month, and what is owed now (docs/spec.md §24.7). */
  money: MoneyStats;
}

/**
 * A lead's source as the breakdown names it: its utm_source, else the host of the site that sent
 * the visitor (without "www."), else 'direct'. Letter case does not make two sources.
 */
export function sourceName(utmSource: string | null, referrer: string | null): string {
  const tagged = utmSource?.trim().toLowerCase();
  if (tagged) return tagged;
  const host = referrer ? URL.parse(referrer.trim())?.hostname.replace(/^www\./, '') : '';
  return host || 'direct';
}

/** The medium a tagged lead names beside its source ("social", "qr"); a lead without utm_source has none. */
export function mediumName(utmSource: string | null, utmMedium: string | null): string | null {
  return (utmSource?.trim() && utmMedium?.trim().toLowerCase()) || null;
}

const productName = (name: string | null) => name ?? MESSAGES.missingProduct;

export async function leadStats(now: Date = new Date()): Promise<LeadStats> {
  const zone = businessTimeZone();
  const thisWeek = businessWeekStart(now, zone);
  // The weeks' Mondays, and the Monday after the last: each week ends where the next begins.
  const bounds = Array.from({ length: STATS_WEEKS + 1 }, (_, i) => businessDayStart(addDays(thisWeek, 7 * (i - STATS_WEEKS + 1)), zone));
  const since = bounds[0];
  const today = followUpDay(businessDate(now, zone), zone);
  const dayBound = (which: 'start' | 'end') => (which === 'start' ? '$1' : '$2');
  const [weekRows, products, sources, [followUps], enquired, responses, value, money] = await Promise.all([
    query<{ week: number; status: EnquiryStatus; enquiries: number }>(
      `select width_bucket(created_at, $1::timestamptz[]) as week, status, count(*)::int as enquiries
         from enquiries where created_at >= $2 and created_at < $3
        group by 1, 2`,
      [bounds, since, bounds[STATS_WEEKS]],
    ),
    // Per product with something in the weeks: deleted products (no id) come together as one.
    // Counted first, then named: joined before counting, every product was read (200 ms of the
    // call at 100,000 products on the embedded database; bench/admin-lists.ts).
    query<{ product_id: string | null; product_name: string | null; enquiries: number; chat_clicks: number }>(
      `select a.product_id, p.product_name, a.enquiries, a.chat_clicks
         from (select product_id, sum(enquiries)::int as enquiries, sum(chat_clicks)::int as chat_clicks
                 from (select product_id, 1 as enquiries, 0 as chat_clicks from enquiries where created_at >= $1
                       union all
                       select product_id, 0, 1 from chat_clicks where at >= $1) counted
                group by product_id) a
         left join products p on p.id = a.product_id
        order by 3 desc, 4 desc, 2`,
      [since],
    ),
    query<{ utm_source: string | null; utm_medium: string | null; referrer: string | null; enquiries: number }>(
      `select utm_source, utm_medium, referrer, count(*)::int as enquiries from enquiries where created_at >= $1
        group by utm_source, utm_medium, referrer`,
      [since],
    ),
    query<{ due_today: number; overdue: number }>(
      `select count(*) filter (where ${followUpDueSql('dueToday', dayBound)})::int as due_today,
              count(*) filter (where ${followUpDueSql('overdue', dayBound)})::int as overdue
         from enquiries e where e.next_follow_up_at < $2`,
      [today.start, today.end],
    ),
    // The products enquiries name, found by hopping from one product id to the next along the
    // product index: as many reads as products, not a pass over every enquiry.
    query<{ product_id: string | null; product_name: string | null }>(
      `with recursive named(product_id) as (
         (select product_id from enquiries where product_id is not null order by product_id limit 1)
         union all
         select (select e.product_id from enquiries e where e.product_id > named.product_id order by e.product_id limit 1)
           from named where named.product_id is not null
       )
       select n.product_id, p.product_name from named n join products p on p.id = n.product_id
       union all
       select null, null where exists (select 1 from enquiries where product_id is null)`,
    ),
    responseTimeStats(since),
    pipelineValues(bounds),
    moneyStats(now),
  ]);
  const weeks: WeekLeadStats[] = bounds.slice(0, STATS_WEEKS).map((start, i) => ({
    start: isoWithOffset(start, zone),
    counts: Object.fromEntries(ENQUIRY_STATUSES.map((status) => [status, 0])) as Record<EnquiryStatus, number>,
    total: 0,
    ...value.weeks[i],
  }));
  for (const row of weekRows) {
    // width_bucket numbers the weeks from 1.
    const week = weeks[row.week - 1];
    week.counts[row.status] += row.enquiries;
    week.total += row.enquiries;
  }
  // One row per source and medium: a machine shared on WhatsApp (whatsapp, social) apart from a paid campaign's.
  const bySource = new Map<string, SourceLeadStats>();
  for (const row of sources) {
    const source = sourceName(row.utm_source, row.referrer);
    const medium = mediumName(row.utm_source, row.utm_medium);
    const key = JSON.stringify([source, medium]);
    const counted = bySource.get(key) ?? bySource.set(key, { source, medium, enquiries: 0 }).get(key)!;
    counted.enquiries += row.enquiries;
  }
  return {
    since: isoWithOffset(since, zone),
    weeks,
    followUps: { dueToday: followUps.due_today, overdue: followUps.overdue },
    products: products.map((row) => ({
      productId: row.product_id,
      productName: productName(row.product_name),
      enquiries: row.enquiries,
      chatClicks: row.chat_clicks,
    })),
    sources: [...bySource.values()].sort(
      (a, b) => b.enquiries - a.enquiries || a.source.localeCompare(b.source) || (a.medium ?? '').localeCompare(b.medium ?? ''),
    ),
    enquiredProducts: enquired
      .map((row) => ({ productId: row.product_id, productName: productName(row.product_name) }))
      .sort((a, b) => a.productName.localeCompare(b.productName)),
    responseTimes: responses,
    valueByOwner: value.owners,
    money,
  };
}
