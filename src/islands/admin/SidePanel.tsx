/**
 * The admin panel's side panel (SPEC §2): the admin's photo, name and role, and the links to the
 * three lists. On a phone the links fold away behind a toggle.
 */
import { useState, type MouseEvent } from 'react';
import UserAvatar from '../parts/UserAvatar';
import { ADMIN_SECTIONS, adminHref, type AdminSection } from './admin-sections';
import { CloseIcon, MenuIcon } from '../parts/icons';
import type { User } from '../../lib/types';

const NAV_ID = 'admin-panel-nav';

interface Props {
  user: User;
  section: AdminSection;
  onOpen: (section: AdminSection) => (event: MouseEvent<HTMLAnchorElement>) => void;
}

export default function SidePanel({ user, section, onOpen }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <aside aria-label="Admin panel" className="rounded-lg border border-zinc-200 bg-zinc-50 p-4 md:sticky md:top-4 md:self-start">
      <div className="flex items-center gap-3 md:flex-col md:text-center">
        <UserAvatar user={user} size="lg" alt={`Photo of ${user.name}`} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-zinc-900">{user.name}</p>
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
          {ADMIN_SECTIONS.map(({ slug, label }) => {
            const current = slug === section;
            return (
              <li key={slug}>
                <a
                  href={adminHref(slug)}
                  aria-current={current ? 'page' : undefined}
                  onClick={(event) => {
                    setOpen(false);
                    onOpen(slug)(event);
                  }}
                  className={`flex min-h-11 items-center rounded-md px-3 font-medium ${
                    current ? 'bg-brand-600 text-white' : 'text-zinc-800 hover:bg-brand-50 hover:text-brand-700'
                  }`}
                >
                  {label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
