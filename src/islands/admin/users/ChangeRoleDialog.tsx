/**
 * The change-role dialog (SPEC §4, docs/spec.md §23.1): ADMIN, SALES or GENERAL, in any direction,
 * each role said in a line; a refusal keeps it open.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { api } from '../../../lib/browser/api';
import { ADMIN_MESSAGES } from '../shared/admin-messages';
import { isDeskRole, ROLES, type Role, type User } from '../../../lib/types';
import AdminDialog from '../shared/AdminDialog';
import { PrimaryButton, SaveProblem, SecondaryButton, fieldClass } from '../shared/form-parts';
import { useDialogSave } from '../../hooks/use-dialog-save';

/** What each role may open, as the dialog says it under the select. */
const ROLE_HINTS: Record<Role, string> = {
  ADMIN: 'Everything: users, products, the lead desk and quotations.',
  SALES: 'The lead desk and quotations; products read-only.',
  GENERAL: 'A buyer’s account: no admin panel.',
};

interface Props {
  user: User;
  onClose: () => void;
  onChanged: (user: User) => void;
}

export default function ChangeRoleDialog({ user, onClose, onChanged }: Props) {
  const id = useId();
  const [role, setRole] = useState<Role>(user.role);
  const { busy, problem, save } = useDialogSave<User>(ADMIN_MESSAGES.roleChangeFailed);
  const leavesDesk = isDeskRole(user.role) && !isDeskRole(role);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    await save(() => api<User>('/api/update-user', { json: { userId: user._id, role } }), onChanged);
  }

  return (
    <AdminDialog title="Change User Role" onClose={onClose}>
      <form onSubmit={submit} className="space-y-4" aria-busy={busy}>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-zinc-500">Name</dt>
          <dd className="[overflow-wrap:anywhere]">{user.name}</dd>
          <dt className="text-zinc-500">Email</dt>
          <dd className="[overflow-wrap:anywhere]">{user.email}</dd>
        </dl>
        <div>
          <label htmlFor={`${id}-role`} className="text-sm font-medium">
            Role
          </label>
          <select
            id={`${id}-role`}
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
            aria-describedby={`${id}-role-hint`}
            className={`mt-1 ${fieldClass}`}
          >
            {ROLES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
          <p id={`${id}-role-hint`} className="mt-1 text-sm text-zinc-600">
            {ROLE_HINTS[role]}
            {leavesDesk && ' Their open leads are left without an owner, and they stop taking new leads.'}
          </p>
        </div>
        <SaveProblem message={problem} />
        <div className="flex justify-end gap-3">
          <SecondaryButton onClick={onClose}>Cancel</SecondaryButton>
          <PrimaryButton busy={busy} busyText="Changing…">
            Change role
          </PrimaryButton>
        </div>
      </form>
    </AdminDialog>
  );
}
