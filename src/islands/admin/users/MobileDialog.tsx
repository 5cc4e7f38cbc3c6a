/**
 * A user's mobile, set by the admin (docs/spec.md §22.9): printed as the sales contact on the
 * quotations they make. Written as people write it; empty clears it. A refusal keeps it open.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { api } from '../../../lib/browser/api';
import type { User } from '../../../lib/types';
import AdminDialog from '../shared/AdminDialog';
import { ADMIN_MESSAGES } from '../shared/admin-messages';
import { PrimaryButton, SaveProblem, SecondaryButton, fieldClass } from '../shared/form-parts';
import { useDialogSave } from '../../hooks/use-dialog-save';

interface Props {
  user: User;
  onClose: () => void;
  onChanged: (user: User) => void;
}

export default function MobileDialog({ user, onClose, onChanged }: Props) {
  const id = useId();
  const [mobile, setMobile] = useState(user.mobile ?? '');
  const { busy, problem, save } = useDialogSave<User>(ADMIN_MESSAGES.mobileFailed);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    await save(() => api<User>('/api/update-user', { json: { userId: user._id, mobile: mobile.trim() || null } }), onChanged);
  }

  return (
    <AdminDialog title={`Mobile of ${user.name}`} onClose={onClose}>
      <form onSubmit={submit} className="space-y-4" aria-busy={busy}>
        <div>
          <label htmlFor={`${id}-mobile`} className="text-sm font-medium">
            Mobile
          </label>
          <input
            id={`${id}-mobile`}
            type="tel"
            value={mobile}
            onChange={(event) => setMobile(event.target.value)}
            placeholder="98765 43210"
            autoComplete="off"
            aria-describedby={`${id}-mobile-hint`}
            aria-invalid={problem ? true : undefined}
            className={`mt-1 ${fieldClass}`}
          />
          <p id={`${id}-mobile-hint`} className="mt-1 text-sm text-zinc-600">
            Printed as the sales contact on the quotations they make; empty leaves none.
          </p>
        </div>
        <SaveProblem message={problem} />
        <div className="flex justify-end gap-3">
          <SecondaryButton onClick={onClose}>Cancel</SecondaryButton>
          <PrimaryButton busy={busy} busyText="Saving…">
            Save mobile
          </PrimaryButton>
        </div>
      </form>
    </AdminDialog>
  );
}
