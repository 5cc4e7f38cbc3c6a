/**
 * How fast a lead is answered (docs/spec.md §23.3), in business minutes (src/lib/business-hours.ts).
 * The database records the first response itself (a trigger on enquiry_events: the first status
 * change, note or call/WhatsApp tap by a desk user, whichever path writes it); the minutes it took
 * need the business hours, so the server writes them: the lead desk in the transaction of the
 * response, and the scheduled run for a response written another way (a quotation moving the lead
 * to Quoted, the leads answered before the minutes were kept).
 */
import { businessHours, businessMinutesBetween } from '../../lib/business-hours';
import { query, type Queryable } from '../db/db';

/** How long an unanswered lead has waited so far; null once it is answered. */
export function waitingMinutes(createdAt: Date, firstResponseAt: Date | null, now: Date): number | null {
  return firstResponseAt ? null : businessMinutesBetween(createdAt, now, businessHours());
}

interface UntimedRow {
  id: string;
  created_at: Date;
  first_response_at: Date;
}

/** Writes the minutes of the given leads' first responses, where they are missing. */
async function writeMinutes(rows: UntimedRow[], db?: Queryable): Promise<void> {
  if (!rows.length) return;
  const hours = businessHours();
  await query(
    `update enquiries e set first_response_minutes = t.minutes
       from unnest($1::uuid[], $2::int[]) as t(id, minutes)
      where e.id = t.id and e.first_response_minutes is null`,
    [rows.map((row) => row.id), rows.map((row) => businessMinutesBetween(row.created_at, row.first_response_at, hours))],
    db,
  );
}

/** In the transaction that wrote a lead's timeline entries: times its first response if they were it. */
export async function timeFirstResponse(id: string, db: Queryable): Promise<void> {
  await writeMinutes(
    await query<UntimedRow>(
      'select id, created_at, first_response_at from enquiries where id = $1 and first_response_at is not null and first_response_minutes is null',
      [id],
      db,
    ),
    db,
  );
}

const BATCH = 500;
// A run of the schedule leaves the rest of a large backlog to the next minute's.
const MAX_BATCHES = 20;

/**
 * The scheduled step: times the first responses that are still untimed, oldest first, a batch at
 * a time (from the index of untimed responses). Two runs at once write the same minutes. Returns
 * how many it timed.
 */
export async function timeFirstResponses(): Promise<number> {
  let timed = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const rows = await query<UntimedRow>(
      `select id, created_at, first_response_at from enquiries
        where first_response_at is not null and first_response_minutes is null
        order by first_response_at limit $1`,
      [BATCH],
    );
    await writeMinutes(rows);
    timed += rows.length;
    if (rows.length < BATCH) break;
  }
  return timed;
}

/** First-response times (business minutes) of leads that were answered. */
export interface ResponseTimes {
  /** Leads answered, whose minutes are known. */
  answered: number;
  /** Rounded to the minute; null when none was answered. */
  medianMinutes: number | null;
  p90Minutes: number | null;
}

export interface PersonResponseTimes extends ResponseTimes {
  /** Who gave the first response. */
  userId: string;
  name: string;
}

export interface TeamResponseTimes {
  /** With the leads of the period not answered yet. */
  team: ResponseTimes & { unanswered: number };
  /** Each person who gave a first response, by name; one whose account is gone counts for the team only. */
  people: PersonResponseTimes[];
}

/** Values and how many times each occurs, the smallest first. */
type Histogram = readonly (readonly [value: number, count: number])[];

/**
 * The p-th percentile (0 to 1) of the values a histogram counts, interpolated between the two
 * nearest as PostgreSQL's percentile_cont does; null when it counts none.
 */
export function percentile(histogram: Histogram, p: number): number | null {
  const total = histogram.reduce((sum, [, count]) => sum + count, 0);
  if (!total) return null;
  const position = p * (total - 1);
  const below = Math.floor(position);
  const valueAt = (index: number) => {
    let seen = 0;
    for (const [value, count] of histogram) {
      seen += count;
      if (index < seen) return value;
    }
    return histogram[histogram.length - 1][0];
  };
  const low = valueAt(below);
  return low + (position - below) * (valueAt(Math.min(below + 1, total - 1)) - low);
}

function responseTimesOf(histogram: Histogram): ResponseTimes {
  const round = (value: number | null) => (value === null ? null : Math.round(value));
  return {
    answered: histogram.reduce((sum, [, count]) => sum + count, 0),
    medianMinutes: round(percentile(histogram, 0.5)),
    p90Minutes: round(percentile(histogram, 0.9)),
  };
}

/**
 * How fast the leads that arrived since `since` were first answered: the median and 90th
 * percentile per person and for the team. The database counts the leads per person and minute (a
 * hash of a few thousand groups, where sorting every lead's minutes cost hundreds of milliseconds at
 * 100,000 leads); the percentiles are read from those counts.
 */
export async function responseTimeStats(since: Date): Promise<TeamResponseTimes> {
  const rows = await query<{ user_id: string | null; name: string | null; minutes: number | null; leads: number }>(
    `select h.user_id, u.name, h.minutes, h.leads
       from (select first_response_by as user_id, first_response_minutes as minutes, count(*)::int as leads
               from enquiries
              where created_at >= $1 and (first_response_minutes is not null or first_response_at is null)
              group by 1, 2) h
       left join users u on u.id = h.user_id
      order by h.minutes`,
    [since],
  );
  const team: [number, number][] = [];
  const byPerson = new Map<string, { name: string; histogram: [number, number][] }>();
  let unanswered = 0;
  for (const row of rows) {
    if (row.minutes === null) {
      unanswered += row.leads;
      continue;
    }
    team.push([row.minutes, row.leads]);
    if (!row.user_id || row.name === null) continue;
    const person = byPerson.get(row.user_id) ?? { name: row.name, histogram: [] };
    person.histogram.push([row.minutes, row.leads]);
    byPerson.set(row.user_id, person);
  }
  return {
    team: { ...responseTimesOf(team), unanswered },
    people: [...byPerson]
      .map(([userId, { name, histogram }]) => ({ userId, name, ...responseTimesOf(histogram) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
