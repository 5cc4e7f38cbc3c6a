/**
 * All enquiries (SPEC §2.8, §12, §21.8): the lead desk. Its address says what it shows: one lead
 * (`?lead=`), the reports (`?view=reports`), or the list with its follow-up view, search and
 * filters. The list comes first, so the first leads are on the first screen; the figures (the weekly
 * chart, interest per source and product) are the reports' view. The list is paged on the server
 * and draws one page, whatever the number of enquiries; the chart, the follow-up counts and the
 * interest are the server's figures over every enquiry. The export is a link to a streamed CSV of
 * every matching row (works without script).
 */
import { useId, useState } from 'react';
import { MESSAGES } from '../../../lib/messages';
import type { AdminEnquiry } from '../../../lib/types';
import { goTo, inPlace, useAddressQuery } from '../shared/admin-navigation';
import EnquiriesChart from './EnquiriesChart';
import EnquiryFilters, { filtersSet, FiltersToggle } from './EnquiryFilters';
import { DownloadIcon } from '../shared/icons';
import LeadDeskTabs from './LeadDeskTabs';
import { useDeskMembers } from '../shared/desk-members';
import LeadInterest from './LeadInterest';
import LeadResponseTimes from './LeadResponseTimes';
import LeadRows from './LeadRows';
import LeadValue from './LeadValue';
import LeadMoney from './LeadMoney';
import LeadView from './LeadView';
import ListHeader from '../shared/ListHeader';
import { LIST_CALLS } from '../shared/list-calls';
import Pager from '../shared/Pager';
import { hasFilters, isMyLeads, LEAD_VIEW_LINKS, leadDeskHref, listParams, readLeadDeskQuery, REPORTS_VIEW, type LeadDeskQuery } from './lead-desk-query';
import { LEAD_DESK_CHANGED, useLeadStats } from './lead-stats';
import { useDebounced } from '../../hooks/use-debounced';
import { usePagedList } from '../../hooks/use-paged-list';

const LIST_HREF = leadDeskHref({});

function LeadList({ query }: { query: LeadDeskQuery }) {
  const stats = useLeadStats();
  const people = useDeskMembers();
  // The address follows each key; the list is asked for once typing pauses.
  const q = useDebounced(query.q, 300);
  const list = usePagedList<AdminEnquiry>(LIST_CALLS['all-enquiries'], listParams({ ...query, q }), MESSAGES.enquiriesFetchFailed, LEAD_DESK_CHANGED);
  const change = (part: Partial<LeadDeskQuery>, replace = false) => goTo(leadDeskHref(part, query), { replace });
  const view = LEAD_VIEW_LINKS.find((v) => v.view === query.view);
  const filters = listParams(query);
  const exportHref = `/api/export-enquiries${filters.size ? `?${filters}` : ''}`;
  const empty = list.total === 0;
  const filtersId = useId();
  // On a phone the filters open when some are set (so what narrows the list is in sight).
  const [filtersOpen, setFiltersOpen] = useState(() => filtersSet(query) > 0);
  const order = query.sort ? 'the highest quotation value first' : view ? 'the earliest first' : 'newest first';
  const cleared = leadDeskHref({ view: query.view, sort: query.sort });

  return (
    <>
      <LeadDeskTabs view={query.view} owner={query.owner} />
      <ListHeader
        title={isMyLeads(query) ? 'My leads' : 'All Enquiries'}
        count={list}
        search={query.q}
        onSearch={(text) => change({ q: text }, true)}
        searchLabel="Search enquiries by name or phone"
      >
        <FiltersToggle open={filtersOpen} onToggle={() => setFiltersOpen(!filtersOpen)} set={filtersSet(query)} controls={filtersId} />
        {/* A link without an address when there is nothing to export: still named, shown as off. */}
        <a
          href={empty ? undefined : exportHref}
          role="link"
          download
          aria-disabled={empty || undefined}
          className="inline-flex min-h-11 flex-wrap items-center gap-2 rounded-md border border-brand-600 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50 aria-disabled:opacity-50"
        >
          <DownloadIcon />
          Export CSV
        </a>
      </ListHeader>
      {view && (
        <p className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900">
          <span>
            Showing follow-ups <strong>{view.label.toLowerCase()}</strong>, {order}.
          </span>
          <a href={LIST_HREF} onClick={inPlace(LIST_HREF)} className="font-semibold underline">
            Show all enquiries
          </a>
        </p>
      )}
      <EnquiryFilters id={filtersId} open={filtersOpen} filter={query} onChange={(part) => change(part)} products={stats?.enquiredProducts ?? []} people={people} />
      {hasFilters(query) && (
        <p className="-mt-2 mb-3 text-sm">
          <a href={cleared} onClick={inPlace(cleared)} className="text-brand-700 underline">
            Clear search and filters
          </a>
        </p>
      )}
      <LeadRows caption={`${view ? `Follow-ups ${view.label.toLowerCase()}` : isMyLeads(query) ? 'My leads' : 'All enquiries'}, ${order}`} leads={list.items} loading={list.loading} />
      <Pager list={list} label="Enquiries pages" />
    </>
  );
}

/** The desk's figures: over the last 12 weeks the weekly chart, where interest came from, response times and value; the money of the last 12 months. */
function LeadReports() {
  const stats = useLeadStats();
  return (
    <>
      <LeadDeskTabs view={REPORTS_VIEW} />
      <h1 className="mb-4 text-xl font-bold text-brand-900 sm:text-2xl">Reports</h1>
      {stats ? (
        <div className="grid min-w-0 gap-3">
          <EnquiriesChart weeks={stats.weeks} />
          <LeadInterest stats={stats} />
          <LeadResponseTimes stats={stats} />
          <LeadValue stats={stats} />
          <LeadMoney stats={stats} />
        </div>
      ) : (
        <p role="status" className="flex items-center gap-2 py-8 text-zinc-600">
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-zinc-300 border-t-brand-600" />
          Loading…
        </p>
      )}
    </>
  );
}

export default function EnquiriesList() {
  const query = readLeadDeskQuery(useAddressQuery());
  // The list stays mounted (hidden, with the filters it had) while a lead it opened is shown, so
  // Back finds it as it was, on the same page.
  const [listQuery, setListQuery] = useState<LeadDeskQuery | null>(query.lead ? null : query);
  if (!query.lead && JSON.stringify(listQuery) !== JSON.stringify(query)) setListQuery(query);
  const listSeen = listQuery !== null;
  return (
    <>
      {query.lead && (
        <LeadView
          key={query.lead}
          leadId={query.lead}
          quote={query.quote}
          backHref={LIST_HREF}
          onBack={(event) => {
            // Opened from the list: go back to it as it was (its filters and page).
            if (!listSeen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return inPlace(LIST_HREF)(event);
            event.preventDefault();
            history.back();
          }}
        />
      )}
      {listSeen && <div hidden={Boolean(query.lead)}>{listQuery.view === REPORTS_VIEW ? <LeadReports /> : <LeadList query={listQuery} />}</div>}
    </>
  );
}
