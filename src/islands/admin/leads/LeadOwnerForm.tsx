/**
 * A lead's owner (docs/spec.md §23.2), chosen among the desk's people (or nobody) and saved on its
 * own, like the status; "Assign to me" gives it to the signed-in user in one tap.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { useSession } from '../../../lib/browser/session-store';
import { fieldClass, PrimaryButton, SecondaryButton } from '../shared/form-parts';
import { useDeskMembers } from '../shared/desk-members';

interface Props {
  ownerId: string | null;
  ownerName: string | null;
  busy: boolean;
  /** The new owner's id and name, or null and null to unassign. */
  onSave: (ownerId: string | null, ownerName: string | null) => void;
}

/** The select's value for nobody. */
const UNASSIGNED = '';

export default function LeadOwnerForm({ ownerId, ownerName, busy, onSave }: Props) {
  const id = useId();
  const people = useDeskMembers() ?? [];
  const { user } = useSession();
  const saved = ownerId ?? UNASSIGNED;
  const [choice, setChoice] = useState(saved);
  // The owner stays offered while the people load, or once they have left the desk.
  const ownerListed = !ownerId || people.some((person) => person._id === ownerId);
  const me = user && people.some((person) => person._id === user._id) ? user : null;
  const nameOf = (value: string) => (value === ownerId ? ownerName : (people.find((person) => person._id === value)?.name ?? null));

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (choice !== saved) onSave(choice || null, choice ? nameOf(choice) : null);
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 basis-40">
        <label htmlFor={id} className="mb-1 block text-sm font-semibold text-zinc-700">
          Owner
        </label>
        <select id={id} value={choice} onChange={(event) => setChoice(event.target.value)} className={`${fieldClass} min-h-11`}>
          <option value={UNASSIGNED}>Unassigned</option>
          {!ownerListed && <option value={ownerId!}>{ownerName}</option>}
          {people.map((person) => (
            <option key={person._id} value={person._id}>
              {person.name}
              {person._id === user?._id ? ' (you)' : ''}
            </option>
          ))}
        </select>
      </div>
      <PrimaryButton busy={busy} busyText="Saving…" disabled={choice === saved}>
        Save owner
      </PrimaryButton>
      {me && ownerId !== me._id && (
        <SecondaryButton onClick={() => onSave(me._id, me.name)} disabled={busy}>
          Assign to me
        </SecondaryButton>
      )}
    </form>
  );
}
