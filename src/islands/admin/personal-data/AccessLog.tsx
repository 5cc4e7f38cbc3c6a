/**
 * The access log (docs/spec.md §26.6), ADMIN only: who in the team opened a lead, exported the
 * leads or the orders, or downloaded a buyer's document, and when (business time), newest first, a
 * page of 50 at a time from GET /api/access-log; filtered by person, action and lead, the filters
 * kept in the address (./access-log-query.ts).
 */
import { useId } from 'react';
import {
  ACCESS_ACTION_WORDS,
  ACCESS_ACTIONS,
  ACCESS_DOCUMENT_WORDS,
  ACCESS_LOG_KEEP_MONTHS,
  leadFilterOf,
  type AccessAction,
  type AccessLogEntry,
} from '../../../lib/access-log';
import { leadPath } from '../../../lib/public-address';
import { useDebounced } from '../../hooks/use-debounced';
import { usePagedList } from '../../hooks/use-paged-list';
import AdminTable, { type Column } from '../shared/AdminTable';
import { goTo, inPlace, useAddressQuery } from '../shared/admin-navigation';
import { useBusinessTimeZone } from '../shared/business-time-zone';
import { useDeskMembers } from '../shared/desk-members';
import { fieldClass } from '../shared/form-parts';
import { formatCount, formatDateTime } from '../shared/format';
import { LIST_CALLS } from '../shared/list-calls';
import Pager from '../shared/Pager';
import { accessLogHref, accessLogParams, readAccessLogQuery, type AccessLogQuery } from './access-log-query';

export const ACCESS_LOG_TEXTS = {
  fetchFailed: 'Failed to fetch the access log.',
  empty: 'Nothing on record yet.',
  noMatch: 'No entries match these filters.',
  leadHint: 'Type a lead’s reference, such as ENQ-2611-0042.',
  accountGone: 'Account removed',
} as const;

const ROWS = new Intl.NumberFormat('en-IN');

/** An export's rows: "520 rows", and whether it stopped short or is still on its way. */
function rowsText(entry: AccessLogEntry): string {
  if (entry.rowCount === null) return 'rows not yet counted';
  const rows = `${ROWS.format(entry.rowCount)} ${entry.rowCount === 1 ? 'row' : 'rows'}`;
  return entry.complete === false ? `${rows}, stopped before the end` : rows;
}

/** An export's filters as asked: "status: New · q: 98765", or that it had none. */
const filtersText = (filters: Record<string, string>) =>
  Object.keys(filters).length ? Object.entries(filters).map(([name, value]) => `${name}: ${value}`).join(' · ') : 'no filters (every row)';

function Concerns({ entry }: { entry: AccessLogEntry }) {
  if (entry.filters) {
    return (
      <>
        <bdi>{filtersText(entry.filters)}</bdi>
        <span className="block text-zinc-600">{rowsText(entry)}</span>
      </>
    );
  }
  const lead = entry.leadId && (
    <a href={leadPath(entry.leadId)} onClick={inPlace(leadPath(entry.leadId))} className="inline-block py-0.5 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
      {entry.leadReference ?? 'Lead (erased or gone)'}
    </a>
  );
  if (!entry.document) return lead || null;
  return (
    <>
      <span className="block">
        {ACCESS_DOCUMENT_WORDS[entry.document.kind]} <bdi>{entry.document.number}</bdi>
      </span>
      {lead}
    </>
  );
}

export default function AccessLog() {
  const address = useAddressQuery();
  const query = readAccessLogQuery(address);
  const lead = useDebounced(query.lead, 300);
  const list = usePagedList<AccessLogEntry>(LIST_CALLS['personal-data'], accessLogParams({ ...query, lead }), ACCESS_LOG_TEXTS.fetchFailed);
  const members = useDeskMembers();
  const zone = useBusinessTimeZone();
  const change = (part: Partial<AccessLogQuery>, replace = false) => goTo(accessLogHref(part, address), { replace });
  const ids = { heading: useId(), user: useId(), action: useId(), lead: useId(), hint: useId() };
  const filtered = Boolean(query.user || query.action || query.lead);
  const leadUnread = query.lead.trim() !== '' && !leadFilterOf(query.lead);
  const cleared = accessLogHref({ user: '', action: '', lead: '' }, address);

  const columns: Column<AccessLogEntry>[] = [
    { header: 'When', width: '22%', cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at, zone)}</time> },
    {
      header: 'Who',
      width: '20%',
      cell: (entry) => (entry.userName ? <bdi className="font-medium text-zinc-900">{entry.userName}</bdi> : <span className="text-zinc-600">{ACCESS_LOG_TEXTS.accountGone}</span>),
    },
    { header: 'Action', width: '22%', cell: (entry) => entry.actionText },
    { header: 'Concerns', width: '36%', cell: (entry) => <Concerns entry={entry} /> },
  ];

  return (
    <section aria-labelledby={ids.heading} className="space-y-4">
      <div className="space-y-1">
        <h2 id={ids.heading} className="text-lg font-semibold text-zinc-900">
          Access log
          {list.total !== null && <span className="ml-1 text-base font-medium text-zinc-500"> ({formatCount(list.total, list.totalIsLowerBound)})</span>}
        </h2>
        <p className="text-sm text-zinc-700">
          Who in the team opened a lead, exported the leads or the orders, or downloaded a buyer’s document, and when. Each entry is kept{' '}
          {ACCESS_LOG_KEEP_MONTHS} months.
        </p>
      </div>
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 basis-44">
          <label htmlFor={ids.user} className="mb-1 block text-sm font-medium text-zinc-700">
            Person
          </label>
          <select id={ids.user} value={query.user} onChange={(event) => change({ user: event.target.value })} className={`${fieldClass} h-11 py-0`}>
            <option value="">Everyone</option>
            {/* A person no longer on the desk, named in the address, stays choosable. */}
            {members && query.user && !members.some((m) => m._id === query.user) && <option value={query.user}>Someone not on the desk now</option>}
            {members?.map((member) => (
              <option key={member._id} value={member._id}>
                {member.name}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 flex-1 basis-44">
          <label htmlFor={ids.action} className="mb-1 block text-sm font-medium text-zinc-700">
            Action
          </label>
          <select
            id={ids.action}
            value={query.action}
            onChange={(event) => change({ action: event.target.value as AccessAction | '' })}
            className={`${fieldClass} h-11 py-0`}
          >
            <option value="">Every action</option>
            {ACCESS_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {ACCESS_ACTION_WORDS[action]}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 flex-1 basis-44">
          <label htmlFor={ids.lead} className="mb-1 block text-sm font-medium text-zinc-700">
            Lead
          </label>
          <input
            id={ids.lead}
            type="search"
            value={query.lead}
            onChange={(event) => change({ lead: event.target.value }, true)}
            placeholder="ENQ-2611-0042"
            aria-invalid={leadUnread || undefined}
            aria-describedby={leadUnread ? ids.hint : undefined}
            className={`${fieldClass} h-11`}
          />
          {leadUnread && (
            <p id={ids.hint} className="mt-1 text-sm text-red-700">
              {ACCESS_LOG_TEXTS.leadHint}
            </p>
          )}
        </div>
      </div>
      {filtered && (
        <p className="text-sm">
          <a href={cleared} onClick={inPlace(cleared)} className="text-brand-700 underline">
            Clear filters
          </a>
        </p>
      )}
      <AdminTable
        caption="Access log, newest first"
        columns={columns}
        rows={list.items}
        rowKey={(entry) => entry._id}
        loading={list.loading}
        emptyText={filtered ? ACCESS_LOG_TEXTS.noMatch : ACCESS_LOG_TEXTS.empty}
      />
      <Pager list={list} label="Access log pages" />
    </section>
  );
}
