/**
 * "Send Enquiry" and its dialog (SPEC §4, §5, §8). The button and the dialog work before and
 * without this island: the button opens the native modal <dialog> by an invoker command, and the
 * dialog holds a real form that posts to /api/enquiries (the server answers it with a page). Once
 * hydrated, the island takes the submit over: the fields are checked with the same rules as the
 * server (enquirySchema) and an invalid phone is answered in the dialog with nothing sent; the rules
 * (and zod with them, some 25 KB gzip) load when the dialog opens, not with the page. Success
 * toasts, with the enquiry's reference from the answer and the reply promise (ENQUIRY_REPLY_PROMISE,
 * given by the page as it is built; docs/spec.md §23.5),
 * clears the fields and closes; failure keeps the dialog open with what was typed.
 * The fields are left to the browser (not React state), so what was typed before hydration stays;
 * so are the hidden fields of the lead's source, sent along either way (SPEC §21.4), and the
 * privacy notice's version the dialog shows above its buttons (docs/spec.md §26.1, §26.2).
 * A native modal <dialog> makes the rest of the page inert and closes on Escape; Tab is also wrapped
 * so focus cannot leave it for the browser's own controls.
 */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import toast from 'react-hot-toast';
import { api } from '../lib/browser/api';
import { ENQUIRY_DIALOG_ID, ENQUIRY_FIELDS, type EnquiryFieldName } from '../lib/enquiry-fields';
import { LEAD_SOURCE_FIELDS } from '../lib/lead-source';
import { keepFocusInside } from '../lib/browser/focus-trap';
import { CloseIcon } from './parts/icons';
import PrivacyNotice from './parts/PrivacyNotice';
import { ENQUIRY_SENT_MESSAGES, MESSAGES } from '../lib/messages';
import type { Enquiry } from '../lib/types';

/** The enquiry's rules and how their problems are read, downloaded on the first submit. */
const downloadRules = async () => {
  const [{ enquirySchema }, { fieldErrors }] = await Promise.all([import('../lib/validation/enquiries'), import('../lib/validation/common')]);
  return { enquirySchema, fieldErrors };
};
let rules: ReturnType<typeof downloadRules> | null = null;
const loadRules = () => {
  rules ??= downloadRules().catch((error) => {
    rules = null; // a failed download (offline) is tried again on the next submit
    throw error;
  });
  return rules;
};

/** Longer than a toast's 5 s: time to note the reference (the acknowledgement mail has it too). */
const SENT_TOAST_MS = 10_000;

/** "Enquiry sent successfully!", the reference when the answer has one, and the reply promise. */
function SentToast({ reference, replyPromise }: { reference?: string; replyPromise: string }) {
  return (
    <span>
      <span className="block">{MESSAGES.enquirySent}</span>
      {reference && <span className="block font-semibold">{ENQUIRY_SENT_MESSAGES.reference(reference)}</span>}
      <span className="block">{ENQUIRY_SENT_MESSAGES.replyPromise(replyPromise)}</span>
    </span>
  );
}

interface Props {
  productId: string;
  productName: string;
  /** When the buyer will hear back (ENQUIRY_REPLY_PROMISE). */
  replyPromise: string;
  /** The short privacy notice, as the page was built (docs/spec.md §26.1). */
  privacyNotice: string;
}

type Errors = Partial<Record<EnquiryFieldName, string>>;

export default function EnquiryDialog({ productId, productName, replyPromise, privacyNotice }: Props) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);

  // Runs before the button's command: the dialog is opened here so the Name field gets the focus
  // (the command then finds it open and does nothing; browsers without commands rely on this).
  const open = () => {
    void loadRules().catch(() => undefined);
    setFailed(false);
    setErrors({});
    if (!dialog.current?.open) dialog.current?.showModal();
    dialog.current?.querySelector<HTMLElement>('input:not([type="hidden"])')?.focus();
  };

  const showProblems = (found: Errors) => {
    setErrors(found);
    // The first problem's field: the keys keep the order of the problems.
    dialog.current?.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
  };

  const fail = () => {
    setFailed(true);
    toast.error(MESSAGES.enquiryFailedToast);
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    setSending(true);
    setFailed(false);
    try {
      const { enquirySchema, fieldErrors } = await loadRules();
      const parsed = enquirySchema.safeParse({ ...values, productId });
      if (!parsed.success) return showProblems(fieldErrors<EnquiryFieldName>(parsed.error));
      setErrors({});
      // SPEC §7: the answer is judged only by the HTTP ok flag.
      const answer = await api<Enquiry>('/api/enquiries', { json: parsed.data });
      if (!answer.ok) return fail();
      toast.success(<SentToast reference={answer.data?.reference} replyPromise={replyPromise} />, { duration: SENT_TOAST_MS });
      form.reset();
      dialog.current?.close();
    } catch {
      fail(); // the rules could not be downloaded (offline)
    } finally {
      setSending(false);
    }
  };

  // The command closes the dialog by itself; the click is for browsers that lack commands.
  const closeButton = {
    type: 'button',
    command: 'close',
    commandfor: ENQUIRY_DIALOG_ID,
    onClick: () => dialog.current?.close(),
  } as const;

  return (
    <>
      <button
        type="button"
        command="show-modal"
        commandfor={ENQUIRY_DIALOG_ID}
        onClick={open}
        className="inline-flex min-h-11 flex-wrap items-center justify-center gap-2 rounded-md bg-accent-500 px-5 py-2.5 font-semibold text-zinc-950 shadow-sm hover:bg-accent-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 4h16v12H7l-3 3z" strokeLinejoin="round" />
        </svg>
        Send Enquiry
      </button>
      <dialog
        ref={dialog}
        id={ENQUIRY_DIALOG_ID}
        aria-labelledby={`${id}-title`}
        onKeyDown={keepFocusInside}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-lg bg-white p-0 text-zinc-900 shadow-xl backdrop:bg-zinc-950/60"
      >
        <form method="post" action="/api/enquiries" onSubmit={submit} className="flex flex-col gap-4 p-5 sm:p-6" aria-busy={sending}>
          <input type="hidden" name="productId" value={productId} />
          {/* Where the lead came from, filled by the page's script (src/lib/browser/lead-source.ts);
              left without a value here, so hydration keeps what it wrote. */}
          {LEAD_SOURCE_FIELDS.map((name) => (
            <input key={name} type="hidden" name={name} />
          ))}
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <h2 id={`${id}-title`} className="text-lg font-bold text-brand-900">Send Enquiry</h2>
              <p className="mt-0.5 text-sm text-zinc-600">{productName}</p>
            </div>
            <button
              {...closeButton}
              aria-label="Close"
              className="-m-1 rounded p-1 text-zinc-500 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <CloseIcon className="h-6 w-6" />
            </button>
          </div>

          {ENQUIRY_FIELDS.map((field) => {
            const inputId = `${id}-${field.name}`;
            const error = errors[field.name];
            const common = {
              id: inputId,
              name: field.name,
              required: !field.optional,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': error ? `${inputId}-error` : undefined,
              className:
                'enquiry-input',
              type: field.input?.type,
              inputMode: field.input?.inputmode,
              autoComplete: field.input?.autocomplete,
              placeholder: field.input?.placeholder,
            };
            return (
              <div key={field.name}>
                <label htmlFor={inputId} className="text-sm font-medium">
                  {field.label}
                  {!field.optional && (
                    <>
                      {' '}
                      <span className="text-red-700" aria-hidden="true">*</span>
                    </>
                  )}
                </label>
                {field.multiline ? <textarea rows={field.rows} {...common} /> : <input {...common} />}
                {error && (
                  <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
                    {error}
                  </p>
                )}
              </div>
            );
          })}

          <PrivacyNotice text={privacyNotice} />

          {failed && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {MESSAGES.enquiryFailed}
            </p>
          )}

          <div className="flex justify-end gap-3">
            <button
              {...closeButton}
              className="rounded-md border border-zinc-300 px-4 py-2 font-medium hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              Cancel
            </button>
            <button
              type="submit"
              disabled={sending}
              className="inline-flex items-center gap-2 rounded-md bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900 disabled:opacity-70"
            >
              {sending && <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />}
              {sending ? 'Sending…' : 'Submit'}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
