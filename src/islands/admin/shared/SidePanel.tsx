/**
 * The admin panel's side panel (SPEC §2): the user's photo, name and role, and the links to the
 * lists their role may open (docs/spec.md §23.1: SALES has no All Users); under All Enquiries the lead desk's views "My leads" (§23.2), "Due today" and "Overdue" with their counts,
 * and "Reports" (SPEC §21.8); under Orders its Outstanding view (docs/spec.md §24.6). On a phone the links fold away behind a toggle (the desk repeats its
 * views as tabs above its list there, ../leads/LeadDeskTabs.tsx).
 */
import { useState } from 'react';
import UserAvatar from '../../parts/UserAvatar';
import { adminListPath } from '../../../lib/public-address';
import { sectionsOf, type AdminSection } from './admin-sections';
import { inPlace, useAddressQuery } from './admin-navigation';
import { CloseIcon, MenuIcon } from '../../parts/icons';
import { DESK_VIEW_LINKS, isMyLeads, leadDeskHref, MY_LEADS_HREF, readLeadDeskQuery } from '../leads/lead-desk-query';
import { ViewCount } from '../leads/LeadDeskTabs';
import { useLeadStats } from '../leads/lead-stats';
import { OrderViewLinks } from '../orders/OrderDeskTabs';
import type { User } from '../../../lib/types';

const NAV_ID = 'admin-panel-nav';

const linkClass = (current: boolean) =>
  `flex min-h-11 items-center justify-between gap-2 rounded-md px-3 font-medium ${
    current ? 'bg-brand-600 text-white' : 'text-zinc-800 hover:bg-brand-50 hover:text-brand-700'
  }`;

/** The desk's views under All Enquiries, each follow-up view with how many leads it holds. */
function LeadViewLinks({ section, view, myLeads, close }: { section: AdminSection; view: string | null; myLeads: boolean; close: () => void }) {
  const stats = useLeadStats();
  return (
    <ul className="mt-1 space-y-1 pl-3">
      <li>
        <a href={MY_LEADS_HREF} aria-current={myLeads ? 'page' : undefined} onClick={inPlace(MY_LEADS_HREF, close)} className={`${linkClass(myLeads)} text-sm`}>
          My leads
        </a>
      </li>
      {DESK_VIEW_LINKS.map(({ view: target, label, count }) => {
        const href = leadDeskHref({ view: target });
        const current = section === 'all-enquiries' && view === target;
        const n = stats && count ? count(stats.followUps) : null;
        return (
          <li key={target}>
            <a href={href} aria-current={current ? 'page' : undefined} onClick={inPlace(href, close)} className={`${linkClass(current)} text-sm`}>
              {label}{' '}
              {n !== null && <ViewCount n={n} current={current} urgent={target === 'overdue'} />}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export default function SidePanel({ user, section }: { user: User; section: AdminSection }) {
  const [open, setOpen] = useState(false);
  const address = useAddressQuery();
  const view = address.get('view');
  // "My leads" (docs/spec.md §23.2) is the list with the owner filter on the signed-in user.
  const myLeads = section === 'all-enquiries' && isMyLeads(readLeadDeskQuery(address));
  const close = () => setOpen(false);
  return (
    <aside aria-label="Admin panel" className="rounded-lg border border-zinc-200 bg-zinc-50 p-4 md:sticky md:top-4 md:self-start">
      <div className="flex items-center gap-3 md:flex-col md:text-center">
        <UserAvatar user={user} size="lg" alt={`Photo of ${user.name}`} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-zinc-900">
            <bdi>{user.name}</bdi>
          </p>
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{user.role}</p>
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={NAV_ID}
          onClick={() => setOpen(!open)}
          className="grid size-11 shrink-0 place-items-center rounded-md border border-zinc-300 bg-white text-zinc-700 md:hidden"
        >
          {open ? <CloseIcon /> : <MenuIcon />}
          <span className="sr-only">Admin menu</span>
        </button>
      </div>
      <nav id={NAV_ID} aria-label="Admin lists" className={`${open ? 'block' : 'hidden'} mt-4 md:block`}>
        <ul className="space-y-1">
          {sectionsOf(user.role).map(({ slug, label }) => {
            // A follow-up view is the current page, not the whole list it belongs to.
            const current = slug === section && !(slug === 'all-enquiries' && (view || myLeads)) && !(slug === 'orders' && view);
            return (
              <li key={slug}>
                <a href={adminListPath(slug)} aria-current={current ? 'page' : undefined} onClick={inPlace(adminListPath(slug), close)} className={linkClass(current)}>
                  {label}
                </a>
                {slug === 'all-enquiries' && <LeadViewLinks section={section} view={view} myLeads={myLeads} close={close} />}
                {slug === 'orders' && <OrderViewLinks current={section === 'orders' ? view : null} linkClass={linkClass} close={close} />}
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
