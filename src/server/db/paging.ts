/**
 * The SQL of keyset paging: a list's statement in the order of a time and an id (after an amount,
 * when the list is ordered by one), starting right after the last row read (a read from an index however deep the page, never an OFFSET), the
 * statement that counts its matches, and the read of both. What a call asks for (`limit`, the
 * signed cursor) and the paged answer are HTTP's (../http/paging.ts).
 */
import { z } from 'zod';
import { isUuid, query } from './db';

/**
 * The sort key of a list in the order of a time, then the id that breaks ties: the time to the
 * microsecond as stored (a Date keeps milliseconds only: two rows a microsecond apart would be
 * taken for a tie, and a page could skip one) and the id.
 */
export type TimeAndId = [string, string];

// The form timeAndIdSql writes.
const EXACT_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
export const timeAndIdKey: z.ZodType<TimeAndId> = z.tuple([z.string().regex(EXACT_TIME), z.string().refine(isUuid)]);

/**
 * The sort key of a list ordered by an amount (a whole number: paise) first, then as TimeAndId:
 * the amount as text (a bigint stays exact), the time and the id.
 */
export type AmountTimeAndId = [string, string, string];
export const amountTimeAndIdKey: z.ZodType<AmountTimeAndId> = z.tuple([
  z.string().regex(/^-?\d{1,18}$/),
  z.string().regex(EXACT_TIME),
  z.string().refine(isUuid),
]);

/** The sort key of a row in a list's order. */
export type SortKey = TimeAndId | AmountTimeAndId;

/** Adds a query parameter, and names it ($1, $2, ...). */
export type Param = (value: unknown) => string;
export const parameters = (values: unknown[]): Param => (value) => `$${values.push(value)}`;

/**
 * A list's order by a time, then the id that breaks ties between equal times, all the same way;
 * with `amount` (a bigint expression, never null), by that first.
 */
export interface TimeOrder {
  amount?: string;
  time: string;
  id: string;
  direction: 'asc' | 'desc';
}

export const orderBySql = ({ amount, time, id, direction }: TimeOrder) =>
  `${amount ? `${amount} ${direction}, ` : ''}${time} ${direction}, ${id} ${direction}`;

/** A row's TimeAndId in SQL. */
export const timeAndIdSql = ({ time, id }: TimeOrder) =>
  `array[to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), ${id}::text]`;

/** A row's sort key in SQL: its TimeAndId, after its amount when the order has one. */
const sortKeySql = (order: TimeOrder) => (order.amount ? `array[(${order.amount})::text] || ${timeAndIdSql(order)}` : timeAndIdSql(order));

/**
 * The rows after `after` in the order: one row comparison, which an index on (amount, time, id) or
 * (time, id) answers by starting its scan there.
 */
function afterSql({ amount, time, id, direction }: TimeOrder, after: SortKey, param: Param): string {
  const [afterAmount, afterTime, afterId] = after.length === 3 ? after : [null, ...after];
  if (Boolean(amount) !== (afterAmount !== null)) throw new Error('The sort key does not fit the order.');
  const columns = [...(amount ? [amount] : []), time, id];
  const values = [...(amount ? [`${param(afterAmount)}::bigint`] : []), `${param(afterTime)}::timestamptz`, `${param(afterId)}::uuid`];
  return `(${columns.join(', ')}) ${direction === 'desc' ? '<' : '>'} (${values.join(', ')})`;
}

const whereSql = (where: string[]) => (where.length ? `where ${where.join(' and ')}` : '');

/**
 * A list's statement: `columns` and the sort key (as `sort_key`) of the rows of `from` that meet
 * every condition of `where`, in `order`, after the row whose key is `after` (null: from the first),
 * at most `limit` of them (null: all).
 */
export function timeOrderedSelect(
  list: { columns: string; from: string; where: string[]; order: TimeOrder },
  after: SortKey | null,
  limit: number | null,
  param: Param,
): string {
  const where = after ? [...list.where, afterSql(list.order, after, param)] : list.where;
  return `select ${list.columns}, ${sortKeySql(list.order)} as sort_key
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

/** The `ilike` pattern of text that contains `q`: its `%`, `_` and `\` are letters, not patterns. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

/** A page's rows as read, each with its sort key, and the count of every match. */
export interface CountedRows<Row extends { sort_key: SortKey }> {
  rows: Row[];
  /** Every match, or the count statement's `upTo` when the count stopped there. */
  total: number;
  /** True when more than `total` rows match (the count stopped at its statement's `upTo`). */
  totalIsLowerBound: boolean;
}

/** Reads a page's rows (`page`, a timeOrderedSelect) and the count of every match (`count`), asked for together. */
export async function readCountedRows<Row extends { sort_key: SortKey }>(statements: { page: Statement; count: CountStatement }): Promise<CountedRows<Row>> {
  const { page, count } = statements;
  const [rows, [{ total }]] = await Promise.all([query<Row>(page.text, page.values), query<{ total: number }>(count.text, count.values)]);
  const stopped = count.upTo !== null && total > count.upTo;
  return { rows, total: stopped ? count.upTo! : total, totalIsLowerBound: stopped };
}
