/**
 * The sales contact the quotation prints (docs/spec.md §22.9): the desk user making it, and their
 * mobile, which they set here for every quotation they make (POST /api/user-details).
 */
import { useId, useState } from 'react';
import { toast } from 'react-hot-toast';
import { api, failureMessage } from '../../../lib/browser/api';
import { phoneText } from '../../../lib/phone';
import type { QuoteSalesPerson } from '../../../lib/quotes/types';
import type { User } from '../../../lib/types';
import { fieldClass } from '../shared/form-parts';

export const SALES_CONTACT_FAILED = 'Failed to save your mobile.';

export default function SalesContact({ person }: { person: QuoteSalesPerson }) {
  const id = useId();
  const [mobile, setMobile] = useState(person.mobile);
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState(person.mobile ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Its own form would nest in the quotation's: it saves on its button, or Enter in its box.
  async function save() {
    if (busy) return;
    setBusy(true);
    const result = await api<User>('/api/user-details', { json: { mobile: typed.trim() || null } });
    setBusy(false);
    if (result.success && result.data) {
      setMobile(result.data.mobile);
      setEditing(false);
      setProblem(null);
      toast.success(result.message);
      return;
    }
    const message = failureMessage(result, SALES_CONTACT_FAILED);
    setProblem(result.status === 400 ? message.replace(/^mobile/, 'Mobile') : message);
  }

  return (
    <div className="text-sm text-zinc-700">
      <p className="flex flex-wrap items-center gap-x-2">
        <span>
          Sales contact: <span className="font-medium text-zinc-900">{person.name}</span>
          {mobile ? `, ${phoneText(mobile)}` : ' (no mobile set: it is printed beside your name)'}
        </span>
        {!editing && (
          <button type="button" onClick={() => setEditing(true)} className="min-h-11 rounded-md px-2 font-semibold text-brand-700 hover:bg-brand-50">
            {mobile ? 'Change your mobile' : 'Set your mobile'}
          </button>
        )}
      </p>
      {editing && (
        <div className="mt-1 flex flex-wrap items-start gap-2">
          <label htmlFor={`${id}-mobile`} className="sr-only">
            Your mobile
          </label>
          <input
            id={`${id}-mobile`}
            type="tel"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void save();
            }}
            placeholder="98765 43210"
            autoComplete="tel-national"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-mobile-error` : undefined}
            className={`${fieldClass} max-w-48`}
          />
          <button type="button" onClick={() => void save()} aria-busy={busy} className="min-h-11 rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700">
            Save mobile
          </button>
          <button type="button" onClick={() => setEditing(false)} className="min-h-11 rounded-md px-3 text-zinc-700 hover:bg-zinc-100">
            Cancel
          </button>
          {problem && (
            <p id={`${id}-mobile-error`} className="w-full text-red-700">
              {problem}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
