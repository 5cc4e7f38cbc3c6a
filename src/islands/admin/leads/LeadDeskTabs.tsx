/**
 * The lead desk's views (SPEC §21.8): all enquiries, "Due today" and "Overdue" with their counts,
 * and the reports. The side panel lists them under All Enquiries; on a phone, where the side panel's
 * links fold away, they are also tabs above the list, so a follow-up view is one tap away.
 */
import { inPlace } from '../shared/admin-navigation';
import { DESK_VIEW_LINKS, leadDeskHref, type LeadDeskQuery } from './lead-desk-query';
import { useLeadStats } from './lead-stats';

/** How many leads a follow-up view holds: an Overdue that holds any stands out; the current view's is white on its blue. */
export function ViewCount({ n, current, urgent }: { n: number; current: boolean; urgent: boolean }) {
  const colours = current ? 'bg-white text-brand-800' : urgent && n > 0 ? 'bg-red-100 text-red-800' : 'bg-zinc-200 text-zinc-800';
  return <span className={`min-w-6 rounded-full px-2 py-0.5 text-center text-xs font-semibold ${colours}`}>{n}</span>;
}

export default function LeadDeskTabs({ view }: { view: LeadDeskQuery['view'] }) {
  const stats = useLeadStats();
  const tabs = [{ view: '' as const, label: 'All', count: undefined }, ...DESK_VIEW_LINKS];
  return (
    <nav aria-label="Lead views" className="mb-3 md:hidden">
      <ul className="flex flex-wrap gap-1.5">
        {tabs.map(({ view: target, label, count }) => {
          const href = leadDeskHref({ view: target });
          const current = view === target;
          return (
            <li key={target || 'all'}>
              <a
                href={href}
                aria-current={current ? 'page' : undefined}
                onClick={inPlace(href)}
                className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-2.5 text-sm font-medium ${
                  current ? 'border-brand-600 bg-brand-600 text-white' : 'border-zinc-300 bg-white text-zinc-800 hover:bg-brand-50'
                }`}
              >
                {label}
                {count && stats && <ViewCount n={count(stats.followUps)} current={current} urgent={target === 'overdue'} />}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
