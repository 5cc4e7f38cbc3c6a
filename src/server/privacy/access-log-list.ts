/**
 * The access log as the ADMIN reads it (docs/spec.md §26.6, GET /api/access-log): newest first,
 * filtered by user, by action and by lead, a page at a time (../http/paging.ts), each page from an
 * index however deep (migration 20261207000600_access_log.sql). Each entry comes with the user's
 * name and the lead's reference as they are now.
 */
import {
  ACCESS_ACTION_WORDS,
  ACCESS_ACTIONS,
  isAccessAction,
  LEAD_FILTER_MESSAGE,
  leadFilterOf,
  type AccessAction,
  type AccessDocument,
  type AccessLogEntry,
} from '../../lib/access-log';
import { isUuid } from '../db/db';
import {
  COUNT_LIMIT,
  countSelect,
  parameters,
  readCountedRows,
  timeAndIdKey,
  timeOrderedSelect,
  type CountStatement,
  type Param,
  type Statement,
  type TimeAndId,
} from '../db/paging';
import { HttpError } from '../http/http';
import { pageRequest, timeOrderedPage, type ListOrder, type Page, type PageRequest } from '../http/paging';

export interface AccessLogFilter {
  userId: string | null;
  action: AccessAction | null;
  /** A lead's id, or its reference as the desk reads it ('ENQ-2611-0042'). */
  lead: ReturnType<typeof leadFilterOf>;
}

/** A page when the call names no `limit`: the log is never given whole. */
export const DEFAULT_ACCESS_LOG_PAGE = 50;

/** The filters of the call's address (`user`, `action`, `lead`); 400 naming the first that is not valid. An empty one is none. */
export function accessLogFilter(params: URLSearchParams): AccessLogFilter {
  const given = (name: string) => params.get(name)?.trim() || null;
  const user = given('user');
  if (user !== null && !isUuid(user)) throw new HttpError(400, 'user must be a user id.');
  const action = given('action');
  if (action !== null && !isAccessAction(action)) throw new HttpError(400, `action must be one of ${ACCESS_ACTIONS.join(', ')}.`);
  const leadText = given('lead');
  const lead = leadText === null ? null : leadFilterOf(leadText);
  if (leadText !== null && !lead) throw new HttpError(400, LEAD_FILTER_MESSAGE);
  return { userId: user, action: action as AccessAction | null, lead };
}

const NEWEST: ListOrder<TimeAndId> = { name: 'access-log/newest', key: timeAndIdKey };

/** The page a call asks for: `limit` and `cursor` as every paged list takes them, DEFAULT_ACCESS_LOG_PAGE rows without. */
export function accessLogPageRequest(params: URLSearchParams): PageRequest<TimeAndId> {
  return pageRequest(params, NEWEST) ?? { limit: DEFAULT_ACCESS_LOG_PAGE, after: null };
}

/** The filter as conditions on `access_log a` alone, so that the count reads no other table. */
function conditions(filter: AccessLogFilter, param: Param): string[] {
  const where: string[] = [];
  if (filter.userId) where.push(`a.user_id = ${param(filter.userId)}::uuid`);
  if (filter.action) where.push(`a.action = ${param(filter.action)}`);
  if (filter.lead && 'id' in filter.lead) where.push(`a.lead_id = ${param(filter.lead.id)}::uuid`);
  if (filter.lead && 'reference' in filter.lead) where.push(`a.lead_id = (select e.id from enquiries e where e.reference = ${param(filter.lead.reference)})`);
  return where;
}

interface AccessLogRow {
  id: string;
  at: Date;
  user_id: string;
  user_name: string | null;
  action: AccessAction;
  lead_id: string | null;
  lead_reference: string | null;
  detail: { document?: AccessDocument; number?: string; filters?: Record<string, string>; rowCount?: number; complete?: boolean };
  sort_key: TimeAndId;
}

const COLUMNS = `a.id, a.at, a.user_id, u.name as user_name, a.action, a.lead_id, e.reference as lead_reference, a.detail`;
const FROM = `access_log a left join users u on u.id = a.user_id left join enquiries e on e.id = a.lead_id`;

function pageQuery(filter: AccessLogFilter, after: TimeAndId | null, limit: number): Statement {
  const values: unknown[] = [];
  const param = parameters(values);
  const order = { time: 'a.at', id: 'a.id', direction: 'desc' } as const;
  return { text: timeOrderedSelect({ columns: COLUMNS, from: FROM, where: conditions(filter, param), order }, after, limit, param), values };
}

/**
 * Counted up to COUNT_LIMIT, as a search is: a year of a busy desk's entries would otherwise be
 * read whole for a number the pager only rounds to pages.
 */
function countQuery(filter: AccessLogFilter): CountStatement {
  const values: unknown[] = [];
  return countSelect('access_log a', conditions(filter, parameters(values)), values, COUNT_LIMIT);
}

function toEntry(row: AccessLogRow): AccessLogEntry {
  const { detail } = row;
  const exported = row.action === 'leads.export' || row.action === 'orders.export';
  return {
    _id: row.id,
    at: row.at.toISOString(),
    userId: row.user_id,
    userName: row.user_name,
    action: row.action,
    actionText: ACCESS_ACTION_WORDS[row.action],
    leadId: row.lead_id,
    leadReference: row.lead_reference,
    document: row.action === 'document.download' && detail.document && detail.number ? { kind: detail.document, number: detail.number } : null,
    filters: exported ? (detail.filters ?? {}) : null,
    rowCount: exported ? (detail.rowCount ?? null) : null,
    complete: exported ? (detail.complete ?? null) : null,
  };
}

/** One page of the log, with the count of the matching entries (up to COUNT_LIMIT). */
export async function accessLogPage(filter: AccessLogFilter, request: PageRequest<TimeAndId>): Promise<Page<AccessLogEntry>> {
  const read = await readCountedRows<AccessLogRow>({ page: pageQuery(filter, request.after, request.limit + 1), count: countQuery(filter) });
  return timeOrderedPage(read, request, NEWEST, toEntry);
}
