/**
 * The admin panel's modal dialog: shown while mounted, a native modal <dialog> (the page behind is
 * inert, Escape closes it), Tab kept inside, and focus given back to whatever opened it.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { keepFocusInside } from '../../../lib/browser/focus-trap';
import { CloseIcon } from '../../parts/icons';

interface Props {
  title: string;
  subtitle?: string;
  onClose: () => void;
  children: ReactNode;
  /** true: a form with two columns; 'widest': a form with a table of lines. */
  wide?: boolean | 'widest';
}

export default function AdminDialog({ title, subtitle, onClose, children, wide = false }: Props) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const element = dialog.current!;
    element.showModal();
    element.querySelector<HTMLElement>('input, select, textarea')?.focus();
    const onCloseEvent = () => close.current();
    element.addEventListener('close', onCloseEvent);
    return () => {
      element.removeEventListener('close', onCloseEvent);
      if (element.open) element.close();
      // The opener may have been re-rendered away (a refreshed list): fall back to the main area.
      (opener?.isConnected ? opener : document.getElementById('main'))?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onKeyDown={keepFocusInside}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${wide === 'widest' ? 'max-w-6xl' : wide ? 'max-w-3xl' : 'max-w-md'} overflow-y-auto rounded-lg bg-white p-0 text-zinc-900 shadow-xl backdrop:bg-zinc-950/60`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-zinc-200 px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-lg font-bold text-brand-900">
            {title}
          </h2>
          {subtitle && <p className="mt-0.5 truncate text-sm text-zinc-600">{subtitle}</p>}
        </div>
        <button
          type="button"
          aria-label="Close"
          onClick={() => dialog.current?.close()}
          className="-m-1 rounded p-1 text-zinc-500 hover:text-zinc-900"
        >
          <CloseIcon />
        </button>
      </div>
      <div className="px-5 py-4 sm:px-6">{children}</div>
    </dialog>
  );
}
