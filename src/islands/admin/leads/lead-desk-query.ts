/**
 * What the lead desk shows, as its address says it (SPEC §21.8): one lead (`?lead=`), the reports
 * (`?view=reports`), or the list with its view, search and filters (the owner's among them:
 * "My leads"), so that Back, a reload and a link from a mail show the same.
 */
import { isLeadView, isQuotedFilter, OWNER_ME, OWNER_NONE, VALUE_SORT, type LeadView, type QuotedFilter } from '../../../lib/lead-list';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../../lib/types';
import { adminListPath, leadPath } from '../../../lib/public-address';

/** The follow-up views as the side panel and the list name them, and which count each shows. */
export const LEAD_VIEW_LINKS: { view: LeadView; label: string; count: (followUps: { dueToday: number; overdue: number }) => number }[] = [
  { view: 'due', label: 'Due today', count: (f) => f.dueToday },
  { view: 'overdue', label: 'Overdue', count: (f) => f.overdue },
];

/** The desk's view of its figures (the weekly chart, sources, per product): no list, no list call. */
export const REPORTS_VIEW = 'reports';

/** The desk's views as its tabs and the side panel name them, the follow-up views with their counts. */
export const DESK_VIEW_LINKS: { view: LeadView | typeof REPORTS_VIEW; label: string; count?: (followUps: { dueToday: number; overdue: number }) => number }[] = [
  ...LEAD_VIEW_LINKS,
  { view: REPORTS_VIEW, label: 'Reports' },
];

export interface LeadDeskQuery {
  lead: string;
  /** On a lead: its quotation form, 'new' or the id of the quotation it revises (docs/spec.md §22). */
  quote: string;
  view: LeadView | typeof REPORTS_VIEW | '';
  q: string;
  status: EnquiryStatus | '';
  /** A product id, MISSING_PRODUCT (src/lib/lead-list.ts) for enquiries whose product is gone, or '' for all. */
  product: string;
  /** Inclusive business days (yyyy-mm-dd), or ''. */
  from: string;
  to: string;
  /** The owner filter (docs/spec.md §23.2): OWNER_ME, OWNER_NONE, a user id, or '' for anyone's. */
  owner: string;
  /** The quotation filter and the latest quotation's value in rupees, as typed ('' for none); docs/spec.md §23.6. */
  quoted: QuotedFilter | '';
  minValue: string;
  maxValue: string;
  /** VALUE_SORT: the highest quotation value first; '' for the list's own order. */
  sort: typeof VALUE_SORT | '';
}

const EMPTY: LeadDeskQuery = {
  lead: '', quote: '', view: '', q: '', status: '', product: '', from: '', to: '', owner: '', quoted: '', minValue: '', maxValue: '', sort: '',
};
// An amount as the list call takes it (rupees, at most two decimals); anything else is left out.
const RUPEES = /^\d{1,12}(\.\d{1,2})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readLeadDeskQuery(params: URLSearchParams): LeadDeskQuery {
  const text = (name: keyof LeadDeskQuery) => params.get(name)?.trim() ?? '';
  const view = text('view');
  const status = text('status');
  const day = (name: 'from' | 'to') => (DAY.test(text(name)) ? text(name) : '');
  const owner = text('owner');
  const quoted = text('quoted');
  const rupees = (name: 'minValue' | 'maxValue') => (RUPEES.test(text(name)) ? text(name) : '');
  return {
    lead: text('lead'),
    quote: text('quote'),
    view: isLeadView(view) || view === REPORTS_VIEW ? view : '',
    q: params.get('q') ?? '',
    status: (ENQUIRY_STATUSES as readonly string[]).includes(status) ? (status as EnquiryStatus) : '',
    product: text('product'),
    from: day('from'),
    to: day('to'),
    owner: owner === OWNER_ME || owner === OWNER_NONE || USER_ID.test(owner) ? owner : '',
    quoted: isQuotedFilter(quoted) ? quoted : '',
    minValue: rupees('minValue'),
    maxValue: rupees('maxValue'),
    sort: text('sort') === VALUE_SORT ? VALUE_SORT : '',
  };
}

/** The list's filters as the list calls take them (the lead itself is not one, nor the reports view). */
export function listParams(query: LeadDeskQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (isLeadView(query.view)) params.set('view', query.view);
  for (const name of ['q', 'status', 'product', 'from', 'to', 'owner', 'quoted', 'minValue', 'maxValue', 'sort'] as const) {
    const value = name === 'q' ? query.q.trim() : query[name];
    if (value) params.set(name, value);
  }
  return params;
}

/** The admin address of a lead desk page: the list with some filters, or one lead (with its quotation form). */
export function leadDeskHref(change: Partial<LeadDeskQuery>, from: LeadDeskQuery = EMPTY): string {
  const query = { ...from, ...change };
  if (query.lead) return leadPath(query.lead, query.quote);
  const params = query.view === REPORTS_VIEW ? new URLSearchParams({ view: REPORTS_VIEW }) : listParams(query);
  const search = params.toString();
  return adminListPath('all-enquiries') + (search ? `?${search}` : '');
}

/** Whether a search or filter narrows the list (its order does not). */
export const hasFilters = (query: LeadDeskQuery) => listParams({ ...query, view: '', sort: '' }).size > 0;

/** "My leads" (docs/spec.md §23.2): the signed-in user's leads, one tap from anywhere on the desk. */
export const MY_LEADS_HREF = leadDeskHref({ owner: OWNER_ME });
/** Whether the list shows "My leads": the owner filter on the signed-in user, outside a follow-up view. */
export const isMyLeads = (query: Pick<LeadDeskQuery, 'view' | 'owner'>) => query.owner === OWNER_ME && query.view === '';
