/**
 * Pieces the login and sign-up islands share (not islands themselves): a labelled field, a
 * password field with a show/hide button, and a submit button with a busy state. Inputs are
 * uncontrolled: text typed before the island hydrates is kept, and nothing is cleared on an error.
 */
import { useEffect, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';

export const inputClass =
  'h-11 w-full rounded-md border border-zinc-300 bg-white px-3 text-base text-zinc-900 placeholder:text-zinc-400 hover:border-zinc-400 focus:border-brand-600';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; name: string };

export function Field({ label, name, ...input }: FieldProps) {
  return (
    <div>
      <label htmlFor={name} className="mb-1 block text-sm font-semibold text-zinc-800">
        {label}
      </label>
      <input id={name} name={name} className={inputClass} {...input} />
    </div>
  );
}

export function PasswordField({ label, name, ...input }: FieldProps) {
  const [visible, setVisible] = useState(false);
  // The show/hide button needs this island: until it runs (or without script) it is not shown,
  // so no visible control is dead.
  const [awake, setAwake] = useState(false);
  useEffect(() => setAwake(true), []);
  return (
    <div>
      <label htmlFor={name} className="mb-1 block text-sm font-semibold text-zinc-800">
        {label}
      </label>
      <div className="relative">
        <input id={name} name={name} type={visible ? 'text' : 'password'} className={`${inputClass} pr-12`} {...input} />
        {awake && (
          <button
            type="button"
            aria-label={`Show ${label.toLowerCase()}`}
            aria-pressed={visible}
            aria-controls={name}
            onClick={() => setVisible(!visible)}
            className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-md text-zinc-500 hover:text-brand-700 focus-visible:-outline-offset-3"
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        )}
      </div>
    </div>
  );
}

export function SubmitButton({ busy, busyText, children }: { busy: boolean; busyText: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      className="flex h-11 w-full items-center justify-center gap-2 rounded-md bg-brand-600 px-5 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
    >
      {busy && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
        />
      )}
      {busy ? busyText : children}
    </button>
  );
}

export const textLinkClass = 'font-semibold text-brand-600 underline-offset-4 hover:text-brand-700 hover:underline';
