/**
 * A lead's next follow-up (SPEC §21.3): a business day and, if wanted, a time on the business's
 * clock; set, changed or cleared. A Won or Lost lead has none, and the form says why.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { toast } from 'react-hot-toast';
import { CLOSED_FOLLOW_UP_MESSAGE, FOLLOW_UP_MESSAGE, followUpSchema, isClosed } from '../../lib/enquiry-update';
import type { EnquiryStatus } from '../../lib/types';
import { useBusinessTimeZone } from './business-time-zone';
import { fieldClass, PrimaryButton, SecondaryButton } from './form-parts';
import { followUpFields, followUpValue } from './follow-up-input';
import { followUpOf } from './lead-times';

const STATE_TEXT = { overdue: 'overdue', today: 'today', later: null } as const;

interface Props {
  status: EnquiryStatus;
  /** As the calls give it: 'YYYY-MM-DD', an ISO time, or null. */
  nextFollowUpAt: string | null;
  busy: boolean;
  onSave: (nextFollowUpAt: string | null) => void;
}

export default function FollowUpForm({ status, nextFollowUpAt, busy, onSave }: Props) {
  const id = useId();
  const zone = useBusinessTimeZone();
  const [fields, setFields] = useState(() => followUpFields(nextFollowUpAt, zone));
  const current = followUpOf(nextFollowUpAt, zone);
  const closed = isClosed(status);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = followUpValue(fields.date, fields.time, zone);
    if (followUpSchema.safeParse(value).success) onSave(value);
    else toast.error(FOLLOW_UP_MESSAGE);
  }

  const state = current && STATE_TEXT[current.state];
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-legend`} className="space-y-2">
      <h3 id={`${id}-legend`} className="text-sm font-semibold text-zinc-700">
        Next follow-up
      </h3>
      <p className="text-sm text-zinc-800">
        {current ? (
          <>
            <time dateTime={nextFollowUpAt ?? undefined} className="font-medium">
              {current.text}
            </time>
            {state && <span className={`ml-2 rounded px-1.5 py-0.5 text-xs font-semibold ${state === 'overdue' ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900'}`}>{state}</span>}
          </>
        ) : (
          'None'
        )}
      </p>
      {closed && (
        <p id={`${id}-closed`} className="text-sm text-zinc-600">
          {CLOSED_FOLLOW_UP_MESSAGE}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-36">
          <label htmlFor={`${id}-date`} className="mb-1 block text-sm text-zinc-700">
            Follow-up date
          </label>
          <input
            id={`${id}-date`}
            type="date"
            required
            disabled={closed}
            value={fields.date}
            onChange={(event) => setFields({ ...fields, date: event.target.value })}
            aria-describedby={closed ? `${id}-closed` : undefined}
            className={`${fieldClass} min-h-11 disabled:bg-zinc-100`}
          />
        </div>
        <div className="min-w-0 flex-1 basis-28">
          <label htmlFor={`${id}-time`} className="mb-1 block text-sm text-zinc-700">
            Time (optional)
          </label>
          <input
            id={`${id}-time`}
            type="time"
            disabled={closed}
            value={fields.time}
            onChange={(event) => setFields({ ...fields, time: event.target.value })}
            className={`${fieldClass} min-h-11 disabled:bg-zinc-100`}
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <PrimaryButton busy={busy} busyText="Saving…" disabled={closed || !fields.date}>
          Set follow-up
        </PrimaryButton>
        <SecondaryButton onClick={() => onSave(null)} disabled={closed || busy || !current}>
          Clear
        </SecondaryButton>
      </div>
    </form>
  );
}
