/**
 * Money in the pipeline (docs/spec.md §24.7), per business month, the last 12 (this month first):
 * - quoted: the leads whose latest quotation (revisions included) was made in the month, at its
 *   total: each lead once, in the month of its newest quotation, as §23.6 counts the weeks;
 * - ordered: the orders made in the month, at their totals, leaving out those cancelled since;
 * - collected: the payments not voided whose money came in the month (paidOn), on any order;
 * - outstanding: what the month's orders, not cancelled, still owe now (their balance today);
 * and what every order owes now, however old (`outstanding`). One statement, each part read from
 * an index alone (migrations 20261128000600_pipeline_value.sql and 20261129000800_money_stats.sql).
 */
import { businessDate, businessDayStart, businessTimeZone, isoWithOffset } from '../../lib/business-time';
import { toRupees } from '../../lib/quotes/gst';
import { query } from '../db/db';

export const MONEY_MONTHS = 12;

/** A figure of a month: how many (leads, orders or payments) and their sum in rupees. */
export interface MoneyFigure {
  count: number;
  /** Rupees. */
  amount: number;
}

export interface MonthMoney {
  /** The month's first day, 00:00 business time, ISO with offset. */
  start: string;
  quoted: MoneyFigure;
  ordered: MoneyFigure;
  collected: MoneyFigure;
  outstanding: MoneyFigure;
}

export interface MoneyStats {
  /** The last 12 business months, this month first. */
  months: MonthMoney[];
  /** What every order not cancelled owes now: the orders with a balance, and its sum. */
  outstanding: MoneyFigure;
}

type Kind = 'quoted' | 'ordered' | 'collected' | 'owing';

/** The first days ('YYYY-MM-01') of the 12 months up to the one `now` falls in, and of the next: oldest first. */
export function monthStarts(now: Date, zone = businessTimeZone()): string[] {
  const [year, month] = businessDate(now, zone).split('-').map(Number);
  return Array.from({ length: MONEY_MONTHS + 1 }, (_, i) => new Date(Date.UTC(year, month - MONEY_MONTHS + i, 1)).toISOString().slice(0, 10));
}

/** The one statement of the figures, and its parameters (bench/orders.ts shows its plan). */
export function moneyStatement(now: Date, zone = businessTimeZone()): { text: string; values: unknown[]; days: string[]; bounds: Date[] } {
  const days = monthStarts(now, zone);
  const bounds = days.map((day) => businessDayStart(day, zone));
  // width_bucket numbers the months from 1 (the owing total has no month). A month's orders are
  // read once for what they are worth and what they still owe.
  const text = `select 'quoted' as kind, width_bucket(e.latest_quote_at, $1::timestamptz[]) as month, count(*)::int as count,
            sum(e.latest_quote_paise)::text as paise, 0 as owing_count, '0' as owing_paise
       from enquiries e where e.latest_quote_at >= $2 and e.latest_quote_at < $3
      group by 2
     union all
     select 'ordered', width_bucket(o.created_at, $1::timestamptz[]), count(*)::int, sum(o.total_paise)::text,
            count(*) filter (where o.balance_paise > 0)::int, coalesce(sum(o.balance_paise) filter (where o.balance_paise > 0), 0)::text
       from orders o where o.created_at >= $2 and o.created_at < $3 and o.status <> 'Cancelled'
      group by 2
     union all
     select 'collected', width_bucket(p.paid_on, $4::date[]), count(*)::int, sum(p.amount_paise)::text, 0, '0'
       from payments p where p.paid_on >= $5 and p.paid_on < $6 and p.voided_at is null
      group by 2
     union all
     select 'owing', 0, count(*)::int, coalesce(sum(o.balance_paise), 0)::text, 0, '0'
       from orders o where o.balance_paise > 0 and o.status <> 'Cancelled'`;
  return { text, values: [bounds, bounds[0], bounds[MONEY_MONTHS], days, days[0], days[MONEY_MONTHS]], days, bounds };
}

export async function moneyStats(now: Date = new Date()): Promise<MoneyStats> {
  const zone = businessTimeZone();
  const { text, values, days, bounds } = moneyStatement(now, zone);
  const rows = await query<{ kind: Kind; month: number; count: number; paise: string; owing_count: number; owing_paise: string }>(text, values);
  const none = () => ({ count: 0, paise: 0 });
  const months = days.slice(0, MONEY_MONTHS).map(() => ({ quoted: none(), ordered: none(), collected: none(), outstanding: none() }));
  let owing = none();
  for (const row of rows) {
    const figure = { count: row.count, paise: Number(row.paise) };
    if (row.kind === 'owing') owing = figure;
    else months[row.month - 1][row.kind] = figure;
    if (row.kind === 'ordered') months[row.month - 1].outstanding = { count: row.owing_count, paise: Number(row.owing_paise) };
  }
  const rupees = ({ count, paise }: { count: number; paise: number }): MoneyFigure => ({ count, amount: toRupees(paise) });
  return {
    months: months
      .map((month, i) => ({
        start: isoWithOffset(bounds[i], zone),
        quoted: rupees(month.quoted),
        ordered: rupees(month.ordered),
        collected: rupees(month.collected),
        outstanding: rupees(month.outstanding),
      }))
      .reverse(),
    outstanding: rupees(owing),
  };
}
