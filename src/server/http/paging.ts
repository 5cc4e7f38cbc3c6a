/**
 * Paged list calls (keyset paging): an optional `limit` (1-100) and an opaque `cursor`; the answer
 * holds at most `limit` rows in `data`, beside them `nextCursor` (null at the end) and `total` (the
 * rows that match in all). A cursor carries its list's name, its order's and the last row's sort
 * key, so the next page starts right after that row: a read from an index however deep the page,
 * and rows stored meanwhile neither repeat nor push others out. Without `limit` a call keeps the
 * SPEC's shape (every row).
 *
 * A cursor is signed (HMAC-SHA-256 with the server's secret, SPEC §20 DEVICE_COOKIE_SECRET, on its
 * own "cursor:" prefix so that no cursor passes for a device cookie or the other way round). One
 * from another list or order, or changed on the way, is refused with 400. Without a secret the
 * signature is a checksum anyone could redo; a forged cursor of the right form can then only move
 * the starting point within the list its caller may read anyway.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Envelope } from '../../lib/types';
import { SEARCH_MAX_LENGTH } from '../../lib/validation';
import { isUuid, query } from '../db/db';
import { HttpError, json } from './http';

export const MAX_PAGE_SIZE = 100;
export const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`;
export const CURSOR_MESSAGE = 'The cursor is not valid for this list.';

/** One order of one list: its name in a cursor ('enquiries/newest') and the form of its sort key. */
export interface ListOrder<Key> {
  name: string;
  key: z.ZodType<Key>;
}

/**
 * The sort key of a list in the order of a time, then the id that breaks ties: the time to the
 * microsecond as stored (a Date keeps milliseconds only: two rows a microsecond apart would be
 * taken for a tie, and a page could skip one) and the id.
 */
export type TimeAndId = [string, string];

const EXACT_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
export const timeAndIdKey: z.ZodType<TimeAndId> = z.tuple([z.string().regex(EXACT_TIME), z.string().refine(isUuid)]);

/** Adds a query parameter, and names it ($1, $2, ...). */
export type Param = (value: unknown) => string;
export const parameters = (values: unknown[]): Param => (value) => `$${values.push(value)}`;

/** A list's order by a time, then the id that breaks ties between equal times, both the same way. */
export interface TimeOrder {
  time: string;
  id: string;
  direction: 'asc' | 'desc';
}

export const orderBySql = ({ time, id, direction }: TimeOrder) => `${time} ${direction}, ${id} ${direction}`;

/** A row's TimeAndId in SQL. */
export const timeAndIdSql = ({ time, id }: TimeOrder) =>
  `array[to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), ${id}::text]`;

/**
 * The rows after `after` in the order: one row comparison, which an index on (time, id) answers by
 * starting its scan there.
 */
const afterTimeAndIdSql = ({ time, id, direction }: TimeOrder, after: TimeAndId, param: Param) =>
  `(${time}, ${id}) ${direction === 'desc' ? '<' : '>'} (${param(after[0])}::timestamptz, ${param(after[1])}::uuid)`;

const whereSql = (where: string[]) => (where.length ? `where ${where.join(' and ')}` : '');

/**
 * A list's statement: `columns` and the sort key (as `sort_key`) of the rows of `from` that meet
 * every condition of `where`, in `order`, after the row whose key is `after` (null: from the first),
 * at most `limit` of them (null: all).
 */
export function timeOrderedSelect(
  list: { columns: string; from: string; where: string[]; order: TimeOrder },
  after: TimeAndId | null,
  limit: number | null,
  param: Param,
): string {
  const where = after ? [...list.where, afterTimeAndIdSql(list.order, after, param)] : list.where;
  return `select ${list.columns}, ${timeAndIdSql(list.order)} as sort_key
       from ${list.from} ${whereSql(where)}
      order by ${orderBySql(list.order)}
      ${limit === null ? '' : `limit ${param(limit)}`}`;
}

/**
 * A text search's count stops here: past it, `total` is this number and the answer says it is a
 * lower bound. Counting every match of a common text ("machine" in every product's name) reads
 * every matching row, tens to hundreds of milliseconds at 100,000 rows, while its page is read in
 * a few (bench/lists.ts); 1,000 matches are 20 pages of the admin's lists.
 */
export const COUNT_LIMIT = 1000;

/** A statement and its parameters. */
export interface Statement {
  text: string;
  values: unknown[];
}

/** The statement of a page's `total`, and where its count stops (null: it counts every match). */
export interface CountStatement extends Statement {
  upTo: number | null;
}

/**
 * The statement that counts the rows of `from` that meet every condition of `where`, as `total`:
 * every one, or with `upTo` at most one more than that (so that passing it shows).
 */
export function countSelect(from: string, where: string[], values: unknown[], upTo: number | null): CountStatement {
  const text =
    upTo === null
      ? `select count(*)::int as total from ${from} ${whereSql(where)}`
      : `select count(*)::int as total from (select 1 from ${from} ${whereSql(where)} limit ${upTo + 1}) matches`;
  return { text, values, upTo };
}

/** A list's search text (`q`, trimmed; '' for none); 400 when too long or holding NUL. */
export function searchTextOf(params: URLSearchParams): string {
  const q = params.get('q')?.trim() ?? '';
  if (q.length > SEARCH_MAX_LENGTH) throw new HttpError(400, `q must be at most ${SEARCH_MAX_LENGTH} characters.`);
  // PostgreSQL text cannot hold a NUL character.
  if (q.includes('\u0000')) throw new HttpError(400, 'q must not contain NUL (\\u0000) characters.');
  return q;
}

/** The `ilike` pattern of text that contains `q`: its `%`, `_` and `\` are letters, not patterns. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

/** Where a page starts (null: at the first row) and how many rows it holds. */
export interface PageRequest<Key> {
  limit: number;
  after: Key | null;
}

export interface Page<T> {
  data: T[];
  nextCursor: string | null;
  total: number;
  /** Present (true) when more than `total` rows match: a text search's count stops at COUNT_LIMIT. */
  totalIsLowerBound?: true;
}

/** The paged answer: the envelope with `nextCursor` and `total` (and `totalIsLowerBound`) beside `data`. */
export type PagedEnvelope<T> = Envelope<T[]> & Omit<Page<T>, 'data'>;

const MIN_SECRET_LENGTH = 32;

/** The server's secret when it has one of full length (as the device cookie asks), else none. */
function signingKey(): string {
  const secret = process.env.DEVICE_COOKIE_SECRET ?? '';
  return secret.length >= MIN_SECRET_LENGTH ? secret : '';
}

const sign = (payload: string) => createHmac('sha256', signingKey()).update(`cursor:${payload}`).digest('base64url');

export function encodeCursor<Key>(order: ListOrder<Key>, after: Key): string {
  const payload = Buffer.from(JSON.stringify({ order: order.name, after })).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

/** The sort key a cursor of this order carries; 400 for any other cursor. */
export function decodeCursor<Key>(order: ListOrder<Key>, cursor: string): Key {
  const refused = new HttpError(400, CURSOR_MESSAGE);
  const [payload, mac, ...rest] = cursor.split('.');
  if (rest.length || !payload || !mac) throw refused;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused;
  let content: unknown;
  try {
    content = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw refused;
  }
  const parsed = z.strictObject({ order: z.literal(order.name), after: order.key }).safeParse(content);
  if (!parsed.success) throw refused;
  return parsed.data.after;
}

/**
 * The page a list call asks for, in this order; null without `limit` (the whole list). A cursor
 * without a limit is refused too: it would otherwise be ignored without a word.
 */
export function pageRequest<Key>(params: URLSearchParams, order: ListOrder<Key>): PageRequest<Key> | null {
  const limit = params.get('limit');
  const cursor = params.get('cursor');
  if (limit === null && cursor === null) return null;
  if (limit === null || !/^[0-9]{1,3}$/.test(limit) || Number(limit) < 1 || Number(limit) > MAX_PAGE_SIZE) {
    throw new HttpError(400, LIMIT_MESSAGE);
  }
  return { limit: Number(limit), after: cursor === null ? null : decodeCursor(order, cursor) };
}

/**
 * A page from the rows read for it: read `limit + 1` rows, so whether another page follows is known
 * without a second query.
 */
export function pageOf<Row, T, Key>(
  rows: Row[],
  request: PageRequest<Key>,
  order: ListOrder<Key>,
  keyOf: (row: Row) => Key,
  toItem: (row: Row) => T,
  total: number,
): Page<T> {
  const shown = rows.slice(0, request.limit);
  const more = rows.length > request.limit;
  return { data: shown.map(toItem), nextCursor: more ? encodeCursor(order, keyOf(shown[shown.length - 1])) : null, total };
}

/**
 * One page of a list in the order of a time and an id: its rows (`page` reads `limit + 1` of them,
 * each with its `sort_key`) and the count of every match (`count`), asked for together.
 */
export async function readTimeOrderedPage<Row extends { sort_key: TimeAndId }, T>(
  statements: { page: Statement; count: CountStatement },
  request: PageRequest<TimeAndId>,
  order: ListOrder<TimeAndId>,
  toItem: (row: Row) => T,
): Promise<Page<T>> {
  const { page, count } = statements;
  const [rows, [{ total }]] = await Promise.all([query<Row>(page.text, page.values), query<{ total: number }>(count.text, count.values)]);
  const shown = count.upTo !== null && total > count.upTo ? count.upTo : total;
  const found = pageOf(rows, request, order, (row) => row.sort_key, toItem, shown);
  return shown < total ? { ...found, totalIsLowerBound: true } : found;
}

export function okPage<T>(page: Page<T>, message: string): Response {
  const body: PagedEnvelope<T> = { success: true, error: false, message, ...page };
  return json(200, body);
}
