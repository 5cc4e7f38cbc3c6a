/**
 * A lead's next follow-up (SPEC §21.3): a business day and, if wanted, a time on the business's
 * clock; set, changed or cleared. A Won or Lost lead has none, and the form says why. One in the
 * past (a slip of the date picker, more often than not) would be overdue the moment it is saved:
 * the form says so and saves it only when asked again ("Save anyway").
 */
import { useId, useState, type SubmitEvent } from 'react';
import { toast } from 'react-hot-toast';
import { CLOSED_FOLLOW_UP_MESSAGE, FOLLOW_UP_MESSAGE, followUpSchema, isClosed } from '../../../lib/validation/enquiry-update';
import type { EnquiryStatus } from '../../../lib/types';
import { useBusinessTimeZone } from '../shared/business-time-zone';
import { fieldClass, PrimaryButton, SecondaryButton } from '../shared/form-parts';
import { ADMIN_MESSAGES } from '../shared/admin-messages';
import { followUpFields, followUpValue, isPastFollowUp } from './follow-up-input';
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
  const [fields, setFieldsNow] = useState(() => followUpFields(nextFollowUpAt, zone));
  // The past value the form has warned about: the next submit of the same value saves it.
  const [warned, setWarned] = useState<string | null>(null);
  const setFields = (next: typeof fields) => {
    setFieldsNow(next);
    setWarned(null);
  };
  const current = followUpOf(nextFollowUpAt, zone);
  const closed = isClosed(status);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = followUpValue(fields.date, fields.time, zone);
    if (!followUpSchema.safeParse(value).success) toast.error(FOLLOW_UP_MESSAGE);
    else if (warned !== value && isPastFollowUp(value, zone, new Date())) setWarned(value);
    else onSave(value);
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
      {warned && (
        <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {ADMIN_MESSAGES.pastFollowUp}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <PrimaryButton busy={busy} busyText="Saving…" disabled={closed || !fields.date}>
          {warned ? 'Save anyway' : 'Set follow-up'}
        </PrimaryButton>
        <SecondaryButton onClick={() => onSave(null)} disabled={closed || busy || !current}>
          Clear
        </SecondaryButton>
      </div>
    </form>
  );
}
