/**
 * What the pipeline is worth (docs/spec.md §23.6), per week of the lead statistics and per owner:
 * - quoted: the leads whose latest quotation (revisions included) was made in the week, at that
 *   quotation's total: each lead once, in the week of its newest quotation;
 * - won: the leads Won now whose last move to Won (the timeline's 'status' entries) fell in the
 *   week, at their latest quotation's total (nothing for a lead won without one).
 * Per owner: the same over all the weeks, by the lead's owner now (null: nobody).
 */
import { query } from '../db/db';

/** Leads, and the sum of their latest quotations' totals. */
export interface PipelineValue {
  leads: number;
  paise: number;
}

export interface OwnerPipelineValue {
  /** Null for the leads nobody owns. */
  ownerId: string | null;
  ownerName: string | null;
  quoted: PipelineValue;
  won: PipelineValue;
}

export interface PipelineValues {
  /** One per week, in the order of the bounds. */
  weeks: { quoted: PipelineValue; won: PipelineValue }[];
  /** Owners with a lead quoted or won in the weeks: the highest won value first, then quoted, then by name. */
  owners: OwnerPipelineValue[];
}

type Kind = 'quoted' | 'won';

const none = (): PipelineValue => ({ leads: 0, paise: 0 });

/**
 * The values of the weeks that `bounds` delimit (each week from one bound to the next). One
 * statement, each half read from an index alone (migration 20261128000600_pipeline_value.sql).
 */
export async function pipelineValues(bounds: Date[]): Promise<PipelineValues> {
  const rows = await query<{ kind: Kind; week: number; owner_id: string | null; owner_name: string | null; leads: number; paise: string }>(
    `with quoted as (
       select width_bucket(e.latest_quote_at, $1::timestamptz[]) as week, e.owner_id, count(*)::int as leads, sum(e.latest_quote_paise) as paise
         from enquiries e
        where e.latest_quote_at >= $2 and e.latest_quote_at < $3
        group by 1, 2
     ), won as (
       select width_bucket(w.at, $1::timestamptz[]) as week, e.owner_id, count(*)::int as leads, coalesce(sum(e.latest_quote_paise), 0) as paise
         from (select enquiry_id, max(at) as at from enquiry_events
                where kind = 'status' and to_value = 'Won' and at >= $2 and at < $3
                group by enquiry_id) w
         join enquiries e on e.id = w.enquiry_id and e.status = 'Won'
        group by 1, 2
     ), both_kinds as (
       select 'quoted' as kind, * from quoted union all select 'won', * from won
     )
     select b.kind, b.week, b.owner_id, (select u.name from users u where u.id = b.owner_id) as owner_name, b.leads, b.paise::text as paise
       from both_kinds b`,
    [bounds, bounds[0], bounds[bounds.length - 1]],
  );
  const weeks = bounds.slice(0, -1).map(() => ({ quoted: none(), won: none() }));
  const owners = new Map<string | null, OwnerPipelineValue>();
  for (const row of rows) {
    const paise = Number(row.paise);
    // width_bucket numbers the weeks from 1.
    const week = weeks[row.week - 1][row.kind];
    week.leads += row.leads;
    week.paise += paise;
    const owner = owners.get(row.owner_id) ?? { ownerId: row.owner_id, ownerName: row.owner_name, quoted: none(), won: none() };
    owners.set(row.owner_id, owner);
    owner[row.kind].leads += row.leads;
    owner[row.kind].paise += paise;
  }
  return {
    weeks,
    owners: [...owners.values()].sort(
      (a, b) => b.won.paise - a.won.paise || b.quoted.paise - a.quoted.paise || (a.ownerName ?? '').localeCompare(b.ownerName ?? ''),
    ),
  };
}
