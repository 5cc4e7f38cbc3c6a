/**
 * The access log (docs/spec.md §26.6): who in the team opened a lead's page, exported the leads or
 * the orders, or downloaded a buyer's document, and when; kept ACCESS_LOG_KEEP_MONTHS, as the DPDP
 * Rules 2025 (Rule 6) ask of logs of access. Read by an ADMIN only (./access-log-list.ts).
 *
 * An entry is written before the data leaves: a read that cannot be put on record fails (500)
 * rather than answer unrecorded. An export, whose rows are counted only as they stream, is on
 * record with its filters before its first byte and gets its row count once it ends.
 */
import { ACCESS_LOG_KEEP_MONTHS, type AccessAction, type AccessDocument } from '../../lib/access-log';
import { isDeskRole, type User } from '../../lib/types';
import { query, type Queryable } from '../db/db';

export interface AccessEntry {
  /** The desk user who read the data. */
  userId: string;
  action: AccessAction;
  /** The lead opened, or the document downloaded. */
  subject?: string | null;
  /** The lead of a downloaded document (a lead opened is its own subject). */
  leadId?: string | null;
  detail?: Record<string, unknown>;
}

async function insertEntry(entry: AccessEntry, db?: Queryable): Promise<string> {
  const subject = entry.subject ?? null;
  const leadId = entry.leadId ?? (entry.action === 'lead.view' ? subject : null);
  const [{ id }] = await query<{ id: string }>(
    'insert into access_log (user_id, action, subject, lead_id, detail) values ($1, $2, $3, $4, $5::jsonb) returning id',
    [entry.userId, entry.action, subject, leadId, JSON.stringify(entry.detail ?? {})],
    db,
  );
  return id;
}

/** Puts one access on record; throws when it cannot, so that the caller does not answer unrecorded. */
export async function logAccess(entry: AccessEntry, db?: Queryable): Promise<void> {
  await insertEntry(entry, db);
}

/** A buyer's document as its download names it. */
export interface DocumentAccess {
  kind: AccessDocument;
  /** The quotation, proforma invoice, payment or order. */
  id: string;
  number: string;
  leadId: string;
}

/**
 * A document downloaded at its link: on record when a desk user (ADMIN or SALES) is signed in. The
 * buyer (or anyone they gave the link) opening their own document is not the team's access.
 */
export async function logDocumentDownload(user: User | null, document: DocumentAccess): Promise<void> {
  if (!user || !isDeskRole(user.role)) return;
  await logAccess({
    userId: user._id,
    action: 'document.download',
    subject: document.id,
    leadId: document.leadId,
    detail: { document: document.kind, number: document.number },
  });
}

/** The filters of `names` that a call's address gives, as given (the empty ones left out). */
export function askedFilters(params: URLSearchParams, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
}

/**
 * The batches an export sends, passed on unchanged and counted; `done` hears the count once they
 * end: all of them (`complete`), or fewer when the reader stopped or a read failed.
 */
export async function* countedRows<Row>(batches: AsyncGenerator<Row[]>, done: (rows: number, complete: boolean) => Promise<void>): AsyncGenerator<Row[]> {
  let rows = 0;
  let complete = false;
  try {
    for await (const batch of batches) {
      rows += batch.length;
      yield batch;
    }
    complete = true;
  } finally {
    await done(rows, complete);
  }
}

/**
 * The file's rows are on their way by the time the count is known, so a count that cannot be
 * written is told to the server's log rather than cut the file: the entry is there already.
 */
async function recordRowCount(id: string, rows: number, complete: boolean): Promise<void> {
  try {
    await query(`update access_log set detail = detail || jsonb_build_object('rowCount', $2::int, 'complete', $3::boolean) where id = $1`, [
      id,
      rows,
      complete,
    ]);
  } catch (error) {
    console.error(`[access-log] The row count of export ${id} (${rows} rows) was not recorded: ${(error as Error).message}`);
  }
}

/** An export to put on record: who, which, and its filters as asked. */
export interface ExportAccess {
  userId: string;
  action: Extract<AccessAction, 'leads.export' | 'orders.export'>;
  filters: Record<string, string>;
}

/** Puts an export on record (throwing when it cannot), then its batches, which record their count as they end. */
export async function loggedExport<Row>(access: ExportAccess, batches: AsyncGenerator<Row[]>): Promise<AsyncGenerator<Row[]>> {
  const id = await insertEntry({ userId: access.userId, action: access.action, detail: { filters: access.filters } });
  return countedRows(batches, (rows, complete) => recordRowCount(id, rows, complete));
}

/**
 * Removes the entries older than ACCESS_LOG_KEEP_MONTHS at `now`, by the scheduled run
 * (netlify/functions/send-digest.mts); the count removed. Months are counted on the UTC calendar,
 * so the cut does not move with the database session's time zone.
 */
export async function removeExpiredAccess(now: Date): Promise<number> {
  const [{ removed }] = await query<{ removed: number }>(
    `with gone as (
       delete from access_log where at < ($1::timestamptz at time zone 'UTC' - make_interval(months => $2)) at time zone 'UTC' returning 1
     )
     select count(*)::int as removed from gone`,
    [now, ACCESS_LOG_KEEP_MONTHS],
  );
  return removed;
}

/** What a removal run says in the log, or null when it removed nothing. */
export const describeAccessRemoval = (removed: number) =>
  removed ? `${removed} access log ${removed === 1 ? 'entry' : 'entries'} older than ${ACCESS_LOG_KEEP_MONTHS} months removed` : null;
