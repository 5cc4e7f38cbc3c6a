/**
 * All users (SPEC §2, §8): name, email, role and sign-up date, searchable by name or email, and the
 * change-role dialog, whose answer updates the row in place.
 */
import { useState } from 'react';
import { MESSAGES } from '../../lib/messages';
import type { User } from '../../lib/types';
import AdminTable, { type Column } from './AdminTable';
import ChangeRoleDialog from './ChangeRoleDialog';
import ListHeader from './ListHeader';
import { formatDate } from './format';
import { useBusinessTimeZone } from './business-time-zone';
import { matches, useAdminList } from './use-admin-list';

export default function UsersList() {
  const { items: users, setItems: setUsers, loading } = useAdminList<User>('/api/all-user', MESSAGES.usersFetchFailed);
  const [search, setSearch] = useState('');
  const [changing, setChanging] = useState<User | null>(null);
  const zone = useBusinessTimeZone();
  const shown = users.filter((user) => matches(search, user.name, user.email));

  const columns: Column<User>[] = [
    { header: 'Name', cell: (user) => <span className="font-medium text-zinc-900">{user.name}</span> },
    { header: 'Email', cell: (user) => user.email },
    {
      header: 'Role',
      cell: (user) => (
        <span
          className={`rounded px-2 py-0.5 text-xs font-semibold ${user.role === 'ADMIN' ? 'bg-brand-100 text-brand-900' : 'bg-zinc-100 text-zinc-700'}`}
        >
          {user.role}
        </span>
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
      <ListHeader title="All Users" count={loading ? null : shown.length} search={search} onSearch={setSearch} searchLabel="Search users by name or email" />
      <AdminTable caption="All users" columns={columns} rows={shown} rowKey={(user) => user._id} loading={loading} emptyText={MESSAGES.usersEmpty} />
      {changing && (
        <ChangeRoleDialog
          user={changing}
          onClose={() => setChanging(null)}
          onChanged={(updated) => {
            setUsers((all) => all.map((user) => (user._id === updated._id ? updated : user)));
            setChanging(null);
          }}
        />
      )}
    </>
  );
}
