/** A lead's status (SPEC §12), chosen and saved on its own; Won or Lost also clears the follow-up. */
import { useId, useState, type SubmitEvent } from 'react';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../../lib/types';
import { fieldClass, PrimaryButton } from '../shared/form-parts';

interface Props {
  status: EnquiryStatus;
  busy: boolean;
  onSave: (status: EnquiryStatus) => void;
}

export default function LeadStatusForm({ status: saved, busy, onSave }: Props) {
  const id = useId();
  const [status, setStatus] = useState(saved);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== saved) onSave(status);
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 basis-40">
        <label htmlFor={id} className="mb-1 block text-sm font-semibold text-zinc-700">
          Status
        </label>
        <select id={id} value={status} onChange={(event) => setStatus(event.target.value as EnquiryStatus)} className={`${fieldClass} min-h-11`}>
          {ENQUIRY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <PrimaryButton busy={busy} busyText="Saving…" disabled={status === saved}>
        Save status
      </PrimaryButton>
    </form>
  );
}
