/** The change-role dialog (SPEC §4): ADMIN or GENERAL, in either direction; a refusal keeps it open. */
import { useId, useState, type SubmitEvent } from 'react';
import { api } from '../../../lib/browser/api';
import { ADMIN_MESSAGES } from '../shared/admin-messages';
import type { Role, User } from '../../../lib/types';
import AdminDialog from '../shared/AdminDialog';
import { PrimaryButton, SaveProblem, SecondaryButton, fieldClass } from '../shared/form-parts';
import { useDialogSave } from '../../hooks/use-dialog-save';

const ROLES: Role[] = ['ADMIN', 'GENERAL'];

interface Props {
  user: User;
  onClose: () => void;
  onChanged: (user: User) => void;
}

export default function ChangeRoleDialog({ user, onClose, onChanged }: Props) {
  const id = useId();
  const [role, setRole] = useState<Role>(user.role);
  const { busy, problem, save } = useDialogSave<User>(ADMIN_MESSAGES.roleChangeFailed);

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
          <select id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value as Role)} className={`mt-1 ${fieldClass}`}>
            {ROLES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
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
