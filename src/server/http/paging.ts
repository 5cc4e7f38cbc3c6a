/**
 * Paged list calls (keyset paging): an optional `limit` (1-100) and an opaque `cursor`; the answer
 * holds at most `limit` rows in `data`, beside them `nextCursor` (null at the end) and `total` (the
 * rows that match in all). A cursor carries its list's name, its order's and the last row's sort
 * key, so the next page starts right after that row: a read from an index however deep the page,
 * and rows stored meanwhile neither repeat nor push others out. Without `limit` a call keeps the
 * SPEC's shape (every row). The statements and the read of a page are the db room's (../db/paging.ts);
 * here is what a call asks for and what it is answered.
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
import { SEARCH_MAX_LENGTH } from '../../lib/validation/catalogue';
import type { CountedRows, SortKey } from '../db/paging';
import { HttpError, json } from './http';

export const MAX_PAGE_SIZE = 100;
export const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`;
export const CURSOR_MESSAGE = 'The cursor is not valid for this list.';

/** One order of one list: its name in a cursor ('enquiries/newest') and the form of its sort key. */
export interface ListOrder<Key> {
  name: string;
  key: z.ZodType<Key>;
}

/** A list's search text (`q`, trimmed; '' for none); 400 when too long or holding NUL. */
export function searchTextOf(params: URLSearchParams): string {
  const q = params.get('q')?.trim() ?? '';
  if (q.length > SEARCH_MAX_LENGTH) throw new HttpError(400, `q must be at most ${SEARCH_MAX_LENGTH} characters.`);
  // PostgreSQL text cannot hold a NUL character.
  if (q.includes('\u0000')) throw new HttpError(400, 'q must not contain NUL (\\u0000) characters.');
  return q;
}

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
 * The page of a list in the order of a time and an id (after an amount, ../db/paging.ts), from its
 * rows (`limit + 1` of them, each with its `sort_key`) and count as read.
 */
export function timeOrderedPage<Row extends { sort_key: Key }, T, Key extends SortKey>(
  read: CountedRows<Row>,
  request: PageRequest<Key>,
  order: ListOrder<Key>,
  toItem: (row: Row) => T,
): Page<T> {
  const found = pageOf(read.rows, request, order, (row) => row.sort_key, toItem, read.total);
  return read.totalIsLowerBound ? { ...found, totalIsLowerBound: true } : found;
}

export function okPage<T>(page: Page<T>, message: string): Response {
  const body: PagedEnvelope<T> = { success: true, error: false, message, ...page };
  return json(200, body);
}
