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
