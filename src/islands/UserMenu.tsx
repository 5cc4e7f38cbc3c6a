/**
 * The header's account corner (SPEC §2, §4): a Login button for visitors, or the user's avatar
 * (photo or initials) opening a menu with "Admin Panel" for the sales team (ADMIN and SALES, each
 * to their own first list) and "Logout". Reading the
 * session here is what makes every page ask for the current user and cart count on load.
 */
import { useState } from 'react';
import { toast } from 'react-hot-toast';
import { api, failureMessage } from '../lib/browser/api';
import { flashToastOnNextPage } from '../lib/browser/flash-toast';
import { MESSAGES } from '../lib/messages';
import { clearSession, useSession } from '../lib/browser/session-store';
import { adminListPath, HOME_PATH, LOGIN_PAGE } from '../lib/public-address';
import { isDeskRole, type User } from '../lib/types';
import { homeSectionOf } from './admin/shared/admin-sections';
import UserAvatar from './parts/UserAvatar';
import { useDropdown } from './hooks/use-dropdown';

const MENU_ID = 'account-menu';

export default function UserMenu() {
  // Login while the session is still being asked for too: most visitors are anonymous, so they
  // get a working button in the pre-rendered HTML (even without JavaScript) and never a gap; a
  // logged-in user sees it turn into the avatar once the answer is in.
  const { user } = useSession();
  if (!user) {
    return (
      <a
        href={LOGIN_PAGE}
        className="inline-flex h-11 items-center rounded-md bg-brand-600 px-4 font-semibold md:px-5 text-white shadow-sm hover:bg-brand-700"
      >
        Login
      </a>
    );
  }
  return <AccountMenu user={user} />;
}

function AccountMenu({ user }: { user: User }) {
  const { open, setOpen, buttonRef, rootProps } = useDropdown();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    const result = await api('/api/userLogout');
    if (result.success) {
      clearSession();
      flashToastOnNextPage(result.message);
      location.assign(HOME_PATH);
      return;
    }
    toast.error(failureMessage(result, MESSAGES.logoutFailed));
    setBusy(false);
  }

  const item = 'block w-full px-4 py-2.5 text-left text-sm text-zinc-800 hover:bg-brand-50 hover:text-brand-700 focus-visible:-outline-offset-3';
  return (
    <div {...rootProps} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen(!open)}
        className="grid size-11 place-items-center rounded-full ring-2 ring-transparent hover:ring-brand-100"
      >
        {/* Named by what it shows: the avatar (photo or initials) is the user's picture, named by
            their name, so what a person sees on the button is part of what it is called. */}
        <span className="sr-only">Account menu for</span>
        <UserAvatar user={user} alt={user.name} />
      </button>
      <div
        id={MENU_ID}
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-2 w-64 overflow-hidden rounded-lg border border-zinc-200 bg-white shadow-lg"
      >
        <div className="border-b border-zinc-100 px-4 py-3">
          <p className="truncate font-semibold text-zinc-900">{user.name}</p>
          <p className="truncate text-xs text-zinc-500">{user.email}</p>
        </div>
        <ul className="py-1">
          {isDeskRole(user.role) && (
            <li>
              <a href={adminListPath(homeSectionOf(user.role))} className={item}>
                Admin Panel
              </a>
            </li>
          )}
          <li>
            <button type="button" onClick={logout} disabled={busy} aria-busy={busy} className={`${item} disabled:opacity-60`}>
              Logout
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
