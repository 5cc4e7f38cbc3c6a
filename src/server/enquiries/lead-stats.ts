/**
 * Which machines draw interest and where leads come from (SPEC §21.7), over the same 12 business
 * weeks as the enquiries chart (Monday to Sunday, this week the last): per product its enquiries
 * and chat clicks, and the enquiries by source.
 */
import { addDays, businessDayStart, businessTimeZone, businessWeekStart, isoWithOffset } from '../../lib/business-time';
import { MESSAGES } from '../../lib/messages';
import { query } from '../db/db';

export const STATS_WEEKS = 12;

export interface ProductLeadStats {
  /** Null for the enquiries and clicks of products deleted since. */
  productId: string | null;
  productName: string;
  enquiries: number;
  chatClicks: number;
}

export interface SourceLeadStats {
  source: string;
  enquiries: number;
}

export interface LeadStats {
  /** Where the weeks begin: 00:00 business time of the first Monday, ISO with offset. */
  since: string;
  products: ProductLeadStats[];
  sources: SourceLeadStats[];
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

export async function leadStats(now: Date = new Date()): Promise<LeadStats> {
  const zone = businessTimeZone();
  const since = businessDayStart(addDays(businessWeekStart(now, zone), -7 * (STATS_WEEKS - 1)), zone);
  const [products, sources] = await Promise.all([
    query<{ product_id: string | null; product_name: string | null; enquiries: number; chat_clicks: number }>(
      `with e as (select product_id, count(*)::int as n from enquiries where created_at >= $1 group by product_id),
            c as (select product_id, count(*)::int as n from chat_clicks where at >= $1 group by product_id)
       select p.id as product_id, p.product_name, coalesce(e.n, 0) as enquiries, coalesce(c.n, 0) as chat_clicks
         from products p left join e on e.product_id = p.id left join c on c.product_id = p.id
       union all
       select null, null, coalesce((select n from e where product_id is null), 0), coalesce((select n from c where product_id is null), 0)
       order by 3 desc, 4 desc, 2`,
      [since],
    ),
    query<{ utm_source: string | null; referrer: string | null; enquiries: number }>(
      `select utm_source, referrer, count(*)::int as enquiries from enquiries where created_at >= $1 group by utm_source, referrer`,
      [since],
    ),
  ]);
  const bySource = new Map<string, number>();
  for (const row of sources) {
    const source = sourceName(row.utm_source, row.referrer);
    bySource.set(source, (bySource.get(source) ?? 0) + row.enquiries);
  }
  return {
    since: isoWithOffset(since, zone),
    products: products
      // Deleted products get a row only when something of theirs falls in the weeks.
      .filter((row) => row.product_id !== null || row.enquiries + row.chat_clicks > 0)
      .map((row) => ({
        productId: row.product_id,
        productName: row.product_name ?? MESSAGES.missingProduct,
        enquiries: row.enquiries,
        chatClicks: row.chat_clicks,
      })),
    sources: [...bySource]
      .map(([source, enquiries]) => ({ source, enquiries }))
      .sort((a, b) => b.enquiries - a.enquiries || a.source.localeCompare(b.source)),
  };
}
