/**
 * "Takes new leads" for one ADMIN or SALES user (docs/spec.md §23.1): a switch saved at once, new
 * leads then going to them in turn. It shows the new position while the call runs, the server's
 * message as a toast, and turns back with the reason on a refusal. It is not disabled while saving
 * (that would take the keyboard's focus away); a second change waits for the first.
 */
import { useState } from 'react';
import { toast } from 'react-hot-toast';
import { api, failureMessage } from '../../../lib/browser/api';
import type { User } from '../../../lib/types';
import { ADMIN_MESSAGES } from '../shared/admin-messages';

export default function TakesNewLeadsSwitch({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const [pending, setPending] = useState<boolean | null>(null);
  const on = pending ?? user.takesNewLeads;

  async function save(takesNewLeads: boolean) {
    if (pending !== null) return; // one save at a time
    setPending(takesNewLeads);
    const result = await api<User>('/api/update-user', { json: { userId: user._id, takesNewLeads } });
    setPending(null);
    if (result.success && result.data) {
      toast.success(result.message);
      onSaved(result.data);
      return;
    }
    toast.error(failureMessage(result, ADMIN_MESSAGES.takesNewLeadsFailed));
  }

  return (
    <label className="inline-flex min-h-11 items-center gap-2">
      <input
        type="checkbox"
        role="switch"
        checked={on}
        aria-busy={pending !== null}
        aria-label={`${user.name} takes new leads`}
        onChange={(event) => void save(event.target.checked)}
        className="size-5 accent-brand-600"
      />
      <span aria-hidden="true">{on ? 'Yes' : 'No'}</span>
    </label>
  );
}
