/**
 * Erase a person (docs/spec.md §26.4), ADMIN only: their mobile number or email (or both) and the
 * reason, checked with the call's own rules (src/lib/validation/erasure.ts), then a confirmation in
 * a dialog, as it cannot be undone; then POST /api/erase-person and what it erased in each table
 * and what the law kept (./ErasureResult.tsx).
 */
import { useId, useState, type SubmitEvent } from 'react';
import { api } from '../../../lib/browser/api';
import type { ErasureResult } from '../../../lib/erasure';
import { phoneText } from '../../../lib/phone';
import { fieldErrors } from '../../../lib/validation/common';
import { ERASURE_REASON_MAX, erasureSchema, type ErasureInput } from '../../../lib/validation/erasure';
import { useDialogSave } from '../../hooks/use-dialog-save';
import AdminDialog from '../shared/AdminDialog';
import { FieldError, fieldClass, SaveProblem, SecondaryButton } from '../shared/form-parts';
import ErasureSummary from './ErasureResult';

type Field = 'phone' | 'email' | 'reason';

export const ERASURE_FORM_TEXTS = {
  failed: 'Failed to erase the person. Please try again.',
} as const;

const EMPTY: Record<Field, string> = { phone: '', email: '', reason: '' };

export default function ErasureForm() {
  const id = useId();
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  /** The checked input waiting for the ADMIN's confirmation. */
  const [confirming, setConfirming] = useState<ErasureInput | null>(null);
  const [erased, setErased] = useState<{ result: ErasureResult; who: string } | null>(null);
  const { busy, problem, setProblem, save } = useDialogSave<ErasureResult>(ERASURE_FORM_TEXTS.failed);

  const set = (field: Field) => (value: string) => setFields((current) => ({ ...current, [field]: value }));
  const who = (input: ErasureInput) => [input.phone && phoneText(input.phone), input.email].filter(Boolean).join(' · ');

  function review(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = erasureSchema.safeParse(fields);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      return;
    }
    setErrors({});
    setProblem(null);
    setConfirming(parsed.data);
  }

  async function erase(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !confirming) return;
    const input = confirming;
    await save(
      () => api<ErasureResult>('/api/erase-person', { json: input }),
      (result) => {
        setErased({ result, who: who(input) });
        setConfirming(null);
        setFields(EMPTY);
      },
    );
  }

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    value: fields[name],
    onChange: (event: { target: { value: string } }) => set(name)(event.target.value),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    className: `mt-1 ${fieldClass}`,
  });

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-zinc-200 bg-white p-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-zinc-900">
        Erase a person
      </h2>
      <p className="mt-1 max-w-prose text-sm text-zinc-600">
        Every lead with this mobile number or email, and the account with this email, lose the person&rsquo;s data: their leads,
        timelines, quotations and notifications keep &ldquo;Erased&rdquo; in its place, their account is deleted and mails naming
        them leave the mail folder. Orders, proforma invoices, payments and the quotations orders were made from are kept for 72
        months, as the CGST Act 2017 (section 36) requires.
      </p>
      <form onSubmit={review} noValidate className="mt-4 grid max-w-xl gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="min-w-0">
            <label htmlFor={`${id}-phone`} className="text-sm font-medium">
              Mobile number
            </label>
            <input type="tel" inputMode="tel" autoComplete="off" placeholder="+91 98765 43210" {...field('phone')} />
            <FieldError id={`${id}-phone-error`} message={errors.phone} />
          </div>
          <div className="min-w-0">
            <label htmlFor={`${id}-email`} className="text-sm font-medium">
              Email
            </label>
            <input type="email" autoComplete="off" {...field('email')} />
            <FieldError id={`${id}-email-error`} message={errors.email} />
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-reason`} className="text-sm font-medium">
            Reason
          </label>
          <p id={`${id}-reason-hint`} className="text-sm text-zinc-600">
            Kept on each lead&rsquo;s timeline, so not the number or email itself (at most {ERASURE_REASON_MAX} characters).
          </p>
          <textarea rows={2} {...field('reason')} aria-describedby={[`${id}-reason-hint`, errors.reason && `${id}-reason-error`].filter(Boolean).join(' ')} />
          <FieldError id={`${id}-reason-error`} message={errors.reason} />
        </div>
        <div>
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-md border border-red-700 bg-white px-5 py-2 font-semibold text-red-800 hover:bg-red-50"
          >
            Erase…
          </button>
        </div>
      </form>
      {erased && <ErasureSummary result={erased.result} who={erased.who} />}
      {confirming && (
        <AdminDialog title="Erase this person’s data?" subtitle={who(confirming)} onClose={() => setConfirming(null)}>
          <form onSubmit={erase} className="space-y-4" aria-busy={busy}>
            <p className="text-sm text-zinc-700">
              This cannot be undone. Their leads, timelines, quotations and notifications are erased and their account deleted; what
              tax law keeps is kept.
            </p>
            <p className="text-sm text-zinc-700">
              <span className="font-medium">Reason:</span> <span className="[overflow-wrap:anywhere]">{confirming.reason}</span>
            </p>
            <SaveProblem message={problem} />
            <div className="flex flex-wrap justify-end gap-3">
              <SecondaryButton onClick={() => setConfirming(null)}>Cancel</SecondaryButton>
              <button
                type="submit"
                disabled={busy}
                className="inline-flex min-h-11 items-center gap-2 rounded-md bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
              >
                {busy ? 'Erasing…' : 'Erase for good'}
              </button>
            </div>
          </form>
        </AdminDialog>
      )}
    </section>
  );
}
