/**
 * All users (SPEC §2, §8): name, email, role, "Takes new leads" (a switch for ADMIN and SALES users,
 * docs/spec.md §23.1), the mobile a desk user's quotations print (§22.9) and sign-up date, searchable by name or email, and the change-role dialog. A
 * saved change updates the row in place (and the page is then fetched again).
 * The server searches and pages: one page is fetched and drawn, whatever the number of users. The
 * search is in the address, so a reload keeps it.
 */
import { useState } from 'react';
import { MESSAGES } from '../../../lib/messages';
import { isDeskRole, type Role, type User } from '../../../lib/types';
import AdminTable, { type Column } from '../shared/AdminTable';
import ChangeRoleDialog from './ChangeRoleDialog';
import MobileDialog from './MobileDialog';
import { phoneText } from '../../../lib/phone';
import TakesNewLeadsSwitch from './TakesNewLeadsSwitch';
import ListHeader from '../shared/ListHeader';
import { formatDate } from '../shared/format';
import { useBusinessTimeZone } from '../shared/business-time-zone';
import Pager from '../shared/Pager';
import { useDebounced } from '../../hooks/use-debounced';
import { useListAddress } from '../../hooks/use-list-address';
import { LIST_CALLS, USER_FILTERS, userParams } from '../shared/list-calls';
import { usePagedList } from '../../hooks/use-paged-list';

/** Dispatched on `window` after a user is changed: the page shown is fetched again in place. */
const USERS_CHANGED = 'admin-users:changed';

const ROLE_BADGES: Record<Role, string> = {
  ADMIN: 'bg-brand-100 text-brand-900',
  SALES: 'bg-brand-50 text-brand-800 ring-1 ring-inset ring-brand-200',
  GENERAL: 'bg-zinc-100 text-zinc-700',
};

export default function UsersList() {
  const [filters, change] = useListAddress('all-users', USER_FILTERS);
  // The address follows each key; the list is asked for once typing pauses.
  const q = useDebounced(filters.q, 300);
  const list = usePagedList<User>(LIST_CALLS['all-users'], userParams({ q }), MESSAGES.usersFetchFailed, USERS_CHANGED);
  // Users saved here, shown at once over the page they were changed on until it is fetched again.
  const [saved, setSaved] = useState<{ page: User[]; users: Map<string, User> } | null>(null);
  const [changing, setChanging] = useState<User | null>(null);
  const [phoning, setPhoning] = useState<User | null>(null);
  const zone = useBusinessTimeZone();
  const shown = saved?.page === list.items ? list.items.map((user) => saved.users.get(user._id) ?? user) : list.items;

  function changed(updated: User) {
    const users = saved?.page === list.items ? saved.users : new Map<string, User>();
    setSaved({ page: list.items, users: new Map(users).set(updated._id, updated) });
    dispatchEvent(new Event(USERS_CHANGED));
  }

  const columns: Column<User>[] = [
    { header: 'Name', cell: (user) => <bdi className="font-medium text-zinc-900">{user.name}</bdi> },
    { header: 'Email', cell: (user) => <bdi>{user.email}</bdi> },
    {
      header: 'Role',
      cell: (user) => (
        <span className={`rounded px-2 py-0.5 text-xs font-semibold ${ROLE_BADGES[user.role]}`}>{user.role}</span>
      ),
    },
    {
      header: 'Takes new leads',
      cell: (user) =>
        isDeskRole(user.role) ? <TakesNewLeadsSwitch user={user} onSaved={changed} /> : <span className="text-zinc-500">Not on the desk</span>,
    },
    {
      header: 'Mobile',
      cell: (user) =>
        isDeskRole(user.role) || user.mobile ? (
          <button
            type="button"
            onClick={() => setPhoning(user)}
            className="min-h-11 rounded-md px-2 text-left font-medium text-brand-700 hover:bg-brand-50"
          >
            {user.mobile ? phoneText(user.mobile) : 'Set mobile'}
            <span className="sr-only">, mobile of {user.name}: change</span>
          </button>
        ) : (
          <span className="text-zinc-500">–</span>
        ),
    },
    { header: 'Created', cell: (user) => <time dateTime={user.createdAt}>{formatDate(user.createdAt, zone)}</time> },
    {
      header: 'Action',
      cell: (user) => (
        <button
          type="button"
          onClick={() => setChanging(user)}
          aria-label={`Change role of ${user.name}`}
          className="rounded-md border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Change role
        </button>
      ),
    },
  ];

  return (
    <>
      <ListHeader
        title="All Users"
        count={list}
        search={filters.q}
        onSearch={(text) => change({ q: text }, { replace: true })}
        searchLabel="Search users by name or email"
      />
      <AdminTable caption="All users" columns={columns} rows={shown} rowKey={(user) => user._id} loading={list.loading} emptyText={MESSAGES.usersEmpty} />
      <Pager list={list} label="Users pages" />
      {phoning && (
        <MobileDialog
          user={phoning}
          onClose={() => setPhoning(null)}
          onChanged={(updated) => {
            setPhoning(null);
            changed(updated);
          }}
        />
      )}
      {changing && (
        <ChangeRoleDialog
          user={changing}
          onClose={() => setChanging(null)}
          onChanged={(updated) => {
            setChanging(null);
            changed(updated);
          }}
        />
      )}
    </>
  );
}
