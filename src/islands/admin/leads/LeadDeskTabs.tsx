/**
 * The lead desk's views (SPEC §21.8): all enquiries, "My leads" (docs/spec.md §23.2), "Due today"
 * and "Overdue" with their counts, and the reports. The side panel lists them under All
 * Enquiries; on a phone, where the side panel's links fold away, they are also tabs above the
 * list (one row), so each is one tap away.
 */
import { inPlace } from '../shared/admin-navigation';
import { DESK_VIEW_LINKS, isMyLeads, leadDeskHref, MY_LEADS_HREF, type LeadDeskQuery } from './lead-desk-query';
import { useLeadStats } from './lead-stats';

/** How many leads a follow-up view holds: an Overdue that holds any stands out; the current view's is white on its blue. */
export function ViewCount({ n, current, urgent }: { n: number; current: boolean; urgent: boolean }) {
  const colours = current ? 'bg-white text-brand-800' : urgent && n > 0 ? 'bg-red-100 text-red-800' : 'bg-zinc-200 text-zinc-800';
  return <span className={`min-w-6 rounded-full px-2 py-0.5 text-center text-xs font-semibold ${colours}`}>{n}</span>;
}

export default function LeadDeskTabs({ view, owner = '' }: { view: LeadDeskQuery['view']; owner?: string }) {
  const stats = useLeadStats();
  const myLeads = isMyLeads({ view, owner });
  const tabs: { key: string; label: string; href: string; current: boolean; count?: (typeof DESK_VIEW_LINKS)[number]['count'] }[] = [
    { key: 'all', label: 'All', href: leadDeskHref({}), current: view === '' && !myLeads },
    { key: 'mine', label: 'My leads', href: MY_LEADS_HREF, current: myLeads },
    ...DESK_VIEW_LINKS.map(({ view: target, label, count }) => ({ key: target, label, count, href: leadDeskHref({ view: target }), current: view === target })),
  ];
  return (
    <nav aria-label="Lead views" className="mb-3 md:hidden">
      {/* One row, swiped sideways when the tabs are wider than the phone: the leads stay on the first screen. */}
      <ul data-scrolls-sideways className="flex gap-1.5 overflow-x-auto pb-1">
        {tabs.map(({ key, label, count, href, current }) => {
          return (
            <li key={key} className="shrink-0">
              <a
                href={href}
                aria-current={current ? 'page' : undefined}
                onClick={inPlace(href)}
                className={`inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 text-sm font-medium ${
                  current ? 'border-brand-600 bg-brand-600 text-white' : 'border-zinc-300 bg-white text-zinc-800 hover:bg-brand-50'
                }`}
              >
                {label}
                {count && stats && <ViewCount n={count(stats.followUps)} current={current} urgent={key === 'overdue'} />}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
