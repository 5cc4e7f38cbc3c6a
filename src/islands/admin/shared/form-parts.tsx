/** The admin forms' shared pieces: field styling, buttons, a field's error and a form's problem line. */
import type { ReactNode } from 'react';

export const fieldClass =
  'block w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-base focus:border-brand-600 aria-invalid:border-red-600';

export function PrimaryButton({ busy, busyText, children, disabled = false }: { busy: boolean; busyText: string; children: ReactNode; disabled?: boolean }) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      className="inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
    >
      {busy && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />}
      {busy ? busyText : children}
    </button>
  );
}

export function SecondaryButton({ onClick, children, label, disabled = false }: { onClick: () => void; children: ReactNode; label?: string; disabled?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      disabled={disabled}
      className="inline-flex min-h-11 items-center gap-2 rounded-md border border-zinc-300 bg-white px-4 py-2 font-medium text-zinc-800 hover:bg-zinc-50 disabled:opacity-50"
    >
      {children}
    </button>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

/** What went wrong with the last save, kept in the dialog after its toast has gone. */
export function SaveProblem({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  ) : null;
}
