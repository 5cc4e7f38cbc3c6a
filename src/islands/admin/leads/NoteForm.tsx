/**
 * Adds a note to a lead's timeline (SPEC §21.3): notes are added, never overwritten. What was typed
 * stays when the save fails, so nothing has to be written twice.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { NOTE_MAX } from '../../../lib/validation/enquiry-update';
import { fieldClass, PrimaryButton } from '../shared/form-parts';

export default function NoteForm({ busy, onAdd }: { busy: boolean; onAdd: (note: string) => Promise<boolean> }) {
  const id = useId();
  const [note, setNote] = useState('');

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await onAdd(note)) setNote('');
  }

  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold text-zinc-700">
        Add a note
      </label>
      <textarea
        id={id}
        value={note}
        maxLength={NOTE_MAX}
        rows={3}
        aria-describedby={`${id}-count`}
        onChange={(event) => setNote(event.target.value)}
        className={fieldClass}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PrimaryButton busy={busy} busyText="Saving…" disabled={!note.trim()}>
          Add note
        </PrimaryButton>
        <span id={`${id}-count`} className="text-sm text-zinc-600">
          {note.length} / {NOTE_MAX} characters
        </span>
      </div>
    </form>
  );
}
