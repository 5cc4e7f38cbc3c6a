/**
 * The admin's lead list (SPEC §21.5): the enquiries that match its search and filters, newest
 * first, or in a follow-up view ("due today", "overdue") by follow-up, the earliest first, or by
 * the latest quotation's value, the highest first (docs/spec.md §23.6). Read as
 * the SPEC's whole list, a page at a time (../http/paging.ts), or in batches for the export
 * (./lead-export.ts): pages and batches start after the last row read, never at an OFFSET.
 */
import { addDays, businessDate, businessDayStart, businessTimeZone } from '../../lib/business-time';
import { isLeadView, isQuotedFilter, MISSING_PRODUCT, OWNER_ME, OWNER_NONE, VALUE_SORT, type LeadView } from '../../lib/lead-list';
import { ENQUIRY_STATUSES, type AdminEnquiry, type EnquiryStatus } from '../../lib/types';
import { normalisePhone } from '../../lib/validation/enquiries';
import { isUuid, query, type Queryable } from '../db/db';
import { HttpError } from '../http/http';
import {
  amountTimeAndIdKey,
  containsPattern,
  COUNT_LIMIT,
  countSelect,
  parameters,
  readCountedRows,
  timeAndIdKey,
  timeOrderedSelect,
  type CountStatement,
  type Param,
  type SortKey,
  type Statement,
} from '../db/paging';
import { timeOrderedPage, searchTextOf, type ListOrder, type Page, type PageRequest } from '../http/paging';
import { ADMIN_COLUMNS, toAdminEnquiry, type AdminEnquiryRow } from './enquiries';
import { followUpDay, followUpDueSql, type FollowUpDue } from './follow-up';

/** The list's follow-up views, each the follow-ups of one kind (./follow-up.ts). */
const VIEW_DUE: Record<LeadView, FollowUpDue> = { due: 'dueToday', overdue: 'overdue' };

export interface LeadFilter {
  /** Search text, '' for none. */
  q: string;
  status: EnquiryStatus | null;
  /** A product id, or MISSING_PRODUCT. */
  product: string | null;
  /** Inclusive business days, 'YYYY-MM-DD'. */
  from: string | null;
  to: string | null;
  view: LeadView | null;
  /** The owner's user id, or OWNER_NONE for the leads nobody owns (docs/spec.md §23.2). */
  owner: string | null;
  /** Leads with a quotation (true), without one (false), or both (null) (docs/spec.md §23.6). */
  quoted: boolean | null;
  /** Inclusive bounds of the latest quotation's total, in paise: a lead without one is within none. */
  minValue: number | null;
  maxValue: number | null;
  /** By the latest quotation's value, the highest first (VALUE_SORT); null: newest first, or a view's order. */
  sort: typeof VALUE_SORT | null;
  /**
   * The ids of the products whose name holds `q`, looked up before the list is read
   * (withNamedProducts); absent, the statement looks them up itself.
   */
  namedProducts?: string[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// A day that exists: 2026-02-30 comes back from addDays as 2026-03-02.
const isDay = (text: string) => DAY.test(text) && addDays(text, 0) === text;

// Rupees as an amount is written in an address: digits, and at most two decimals (paise).
const RUPEES = /^\d{1,12}(\.\d{1,2})?$/;
const paiseOf = (rupees: string) => {
  const [whole, fraction = ''] = rupees.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/**
 * The filters of a list or export call's address; 400 naming the first one that is not valid. An
 * empty one is none. `me`: the signed-in user's id, whom `owner=me` names.
 */
export function leadFilter(params: URLSearchParams, me: string): LeadFilter {
  const given = (name: string) => params.get(name) || null;
  const refuse = (message: string) => new HttpError(400, message);
  const q = searchTextOf(params);
  const status = given('status');
  if (status !== null && !(ENQUIRY_STATUSES as readonly string[]).includes(status)) {
    throw refuse(`status must be one of ${ENQUIRY_STATUSES.join(', ')}.`);
  }
  const product = given('product');
  if (product !== null && product !== MISSING_PRODUCT && !isUuid(product)) throw refuse(`product must be a product id or "${MISSING_PRODUCT}".`);
  const day = (name: 'from' | 'to') => {
    const value = given(name);
    if (value !== null && !isDay(value)) throw refuse(`${name} must be a date (YYYY-MM-DD).`);
    return value;
  };
  const view = given('view');
  if (view !== null && !isLeadView(view)) throw refuse('view must be "due" or "overdue".');
  const owner = given('owner');
  if (owner !== null && owner !== OWNER_ME && owner !== OWNER_NONE && !isUuid(owner)) {
    throw refuse(`owner must be "${OWNER_ME}", "${OWNER_NONE}" or a user id.`);
  }
  const quoted = given('quoted');
  if (quoted !== null && !isQuotedFilter(quoted)) throw refuse('quoted must be "yes" or "no".');
  const value = (name: 'minValue' | 'maxValue') => {
    const rupees = given(name);
    if (rupees !== null && !RUPEES.test(rupees)) throw refuse(`${name} must be an amount in rupees, 0 or more, with at most two decimals (500000 or 500000.50).`);
    return rupees === null ? null : paiseOf(rupees);
  };
  const [minValue, maxValue] = [value('minValue'), value('maxValue')];
  if (minValue !== null && maxValue !== null && minValue > maxValue) throw refuse('minValue must not be more than maxValue.');
  const sort = given('sort');
  if (sort !== null && sort !== VALUE_SORT) throw refuse(`sort must be "${VALUE_SORT}" (the highest quotation value first), or left out.`);
  return {
    q,
    status: status as EnquiryStatus | null,
    product,
    from: day('from'),
    to: day('to'),
    view: view as LeadView | null,
    owner: owner === OWNER_ME ? me : owner,
    quoted: quoted === null ? null : quoted === 'yes',
    minValue,
    maxValue,
    sort,
  };
}

/**
 * The digits to look for in phones when the search text is a phone number as people write it
 * (`+91 98765 43210`, `098765-43210`, or a part: `+91 98765`), else null. Phones are stored as
 * their 10 digits (SPEC §21.1).
 */
export function phoneDigits(q: string): string | null {
  if (!/\d/.test(q) || !/^[\d\s\-.()[\]+]+$/.test(q)) return null;
  return normalisePhone(q).replace(/^\+91/, '').replace(/\D/g, '') || null;
}

/**
 * The reference the search text names, as stored (docs/spec.md §23.5), else null: `ENQ-2611-0042`
 * in any case, with or without "ENQ-", the dash or a space ("enq 2611 0042", "2611-0042").
 */
export function searchedReference(q: string): string | null {
  const parts = /^(?:ENQ[-\s]?)?(\d{4})[-\s]?(\d{4,})$/i.exec(q.trim());
  return parts && `ENQ-${parts[1]}-${parts[2]}`;
}

/**
 * A row's sort key: its time (arrival, or follow-up in a view) and its id; by value, its latest
 * quotation's total in paise (-1 for none) before them.
 */
export type LeadSortKey = SortKey;

interface LeadOrder {
  list: ListOrder<LeadSortKey>;
  /** The amount ordered by before the time, if any. */
  amount?: string;
  column: string;
  direction: 'asc' | 'desc';
}

/**
 * The latest quotation's total in paise, -1 for a lead without one: the column (and index) of
 * migration 20261128000600_pipeline_value.sql that answers the value order and filters.
 */
const VALUE = 'e.value_order';

/**
 * Newest first; a follow-up view by follow-up, the earliest first; by value, the highest first,
 * the leads without a quotation after the quoted ones, newest first within a value. Ties are broken by id.
 */
const NEWEST: LeadOrder = { list: { name: 'enquiries/newest', key: timeAndIdKey }, column: 'e.created_at', direction: 'desc' };
const BY_FOLLOW_UP: LeadOrder = { list: { name: 'enquiries/follow-up', key: timeAndIdKey }, column: 'e.next_follow_up_at', direction: 'asc' };
const BY_VALUE: LeadOrder = { list: { name: 'enquiries/value', key: amountTimeAndIdKey }, amount: VALUE, column: 'e.created_at', direction: 'desc' };

const orderOf = (filter: LeadFilter) => (filter.sort === VALUE_SORT ? BY_VALUE : filter.view ? BY_FOLLOW_UP : NEWEST);

/** The order a filter's list is read in, as its cursors name it. */
export const leadOrder = (filter: LeadFilter): ListOrder<LeadSortKey> => orderOf(filter).list;

/**
 * The texts `q` is looked for in, as one: exactly the expression of the trigram index of migration
 * 20261126000300_lead_search.sql (which says why one), so that the index answers it.
 */
const LEAD_TEXT = '(e.name || chr(31) || e.phone || chr(31) || e.address || chr(31) || e.message)';

/** The filter as SQL conditions on `enquiries e` (the list joins `products p`; no condition reads it). */
function conditions(filter: LeadFilter, now: Date, param: Param): string[] {
  const zone = businessTimeZone();
  const where: string[] = [];
  if (filter.q) {
    const pattern = param(containsPattern(filter.q));
    const matches = [`${LEAD_TEXT} ilike ${pattern}`];
    // The machine's name as a list of product ids: an index answers each side of the OR.
    if (!filter.namedProducts) matches.push(`e.product_id = any(array(select id from products where product_name ilike ${pattern}))`);
    else if (filter.namedProducts.length) matches.push(`e.product_id = any(${param(filter.namedProducts)}::uuid[])`);
    const digits = phoneDigits(filter.q);
    if (digits) {
      // Looked for in the phone only; the joined texts hold the phone too, so their index answers it.
      const inDigits = param(`%${digits}%`);
      matches.push(`(${LEAD_TEXT} like ${inDigits} and e.phone like ${inDigits})`);
    }
    // A reference is looked up exactly, by its unique index.
    const reference = searchedReference(filter.q);
    if (reference) matches.push(`e.reference = ${param(reference)}`);
    where.push(`(${matches.join(' or ')})`);
  }
  if (filter.status) where.push(`e.status = ${param(filter.status)}`);
  if (filter.product === MISSING_PRODUCT) where.push('e.product_id is null');
  else if (filter.product) where.push(`e.product_id = ${param(filter.product)}`);
  if (filter.owner === OWNER_NONE) where.push('e.owner_id is null');
  else if (filter.owner) where.push(`e.owner_id = ${param(filter.owner)}`);
  if (filter.quoted !== null) where.push(filter.quoted ? `${VALUE} >= 0` : `${VALUE} = -1`);
  if (filter.minValue !== null) where.push(`${VALUE} >= ${param(filter.minValue)}`);
  if (filter.maxValue !== null) where.push(`${VALUE} between 0 and ${param(filter.maxValue)}`);
  if (filter.from) where.push(`e.created_at >= ${param(businessDayStart(filter.from, zone))}`);
  if (filter.to) where.push(`e.created_at < ${param(businessDayStart(addDays(filter.to, 1), zone))}`);
  if (filter.view) {
    const today = followUpDay(businessDate(now, zone), zone);
    where.push(followUpDueSql(VIEW_DUE[filter.view], (which) => param(today[which])));
  }
  return where;
}

const FROM = 'enquiries e left join products p on p.id = e.product_id';

/**
 * The matching rows with `columns`, in the filter's order after the row whose sort key is `after`,
 * at most `limit` of them (null: all). Each row also has its sort key as `sort_key`.
 */
export async function readLeads<Row>(
  columns: string,
  filter: LeadFilter,
  now: Date,
  after: LeadSortKey | null,
  limit: number | null,
): Promise<(Row & { sort_key: LeadSortKey })[]> {
  const { text, values } = leadsQuery(columns, filter, now, after, limit);
  return query<Row & { sort_key: LeadSortKey }>(text, values);
}

/** The statement readLeads runs, and its parameters (bench/admin-lists.ts shows its plan). */
export function leadsQuery(
  columns: string,
  filter: LeadFilter,
  now: Date,
  after: LeadSortKey | null,
  limit: number | null,
): Statement {
  const { amount, column, direction } = orderOf(filter);
  const params: unknown[] = [];
  const param = parameters(params);
  const where = conditions(filter, now, param);
  const text = timeOrderedSelect({ columns, from: FROM, where, order: { amount, time: column, id: 'e.id', direction } }, after, limit, param);
  return { text, values: params };
}

/** The statement that counts the matching leads, up to COUNT_LIMIT with a search text (bench/admin-lists.ts shows its plan). */
export function countQuery(filter: LeadFilter, now: Date): CountStatement {
  const params: unknown[] = [];
  // Without the list's join: a count read from an index alone (of owner, value, status) needs no
  // column the index lacks, and the join's product_id kept it to the heap (60 ms, not 9, at 100,000).
  return countSelect('enquiries e', conditions(filter, now, parameters(params)), params, filter.q ? COUNT_LIMIT : null);
}

/** Past this many products whose name holds `q`, the statement looks them up itself. */
const NAMED_PRODUCTS_LIMIT = 1000;

/**
 * The filter with the ids of the products whose name holds its `q`, looked up first. Given as a
 * list, the planner sees how many leads those products have: a seller's few machines have
 * thousands each, and for a subquery it guessed ten machines' worth, a quarter of all leads, and
 * read every lead instead of the search index (250 ms at 100,000 on PostgreSQL 15, for a name no
 * machine has). A text in more than NAMED_PRODUCTS_LIMIT names is left to the subquery: the
 * guess of many is then right. `db`: another connection than the site's (bench/admin-lists.ts).
 */
export async function withNamedProducts(filter: LeadFilter, db?: Queryable): Promise<LeadFilter> {
  if (!filter.q || filter.namedProducts) return filter;
  const text = `select id from products where product_name ilike $1 limit ${NAMED_PRODUCTS_LIMIT + 1}`;
  const rows = await query<{ id: string }>(text, [containsPattern(filter.q)], db);
  return rows.length > NAMED_PRODUCTS_LIMIT ? filter : { ...filter, namedProducts: rows.map((row) => row.id) };
}

/** Every matching enquiry (the SPEC's unpaged call). */
export async function listLeads(filter: LeadFilter, now: Date): Promise<AdminEnquiry[]> {
  return (await readLeads<AdminEnquiryRow>(ADMIN_COLUMNS, await withNamedProducts(filter), now, null, null)).map((row) => toAdminEnquiry(row, now));
}

/** One page of the list, with the count of every matching enquiry. */
export async function leadPage(asked: LeadFilter, request: PageRequest<LeadSortKey>, now: Date): Promise<Page<AdminEnquiry>> {
  const filter = await withNamedProducts(asked);
  const statements = { page: leadsQuery(ADMIN_COLUMNS, filter, now, request.after, request.limit + 1), count: countQuery(filter, now) };
  return timeOrderedPage(await readCountedRows<AdminEnquiryRow & { sort_key: LeadSortKey }>(statements), request, leadOrder(filter), (row) => toAdminEnquiry(row, now));
}
