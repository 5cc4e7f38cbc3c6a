/**
 * "Make a quotation" and "Revise" (docs/spec.md §22): the buyer (from the lead, the state guessed
 * from the address or read from a GSTIN, which is checked as it is typed), the lines (the enquired
 * machine first, at its selling price and with its HSN code; the GST rates of the quotation's date,
 * today), the validity and the terms (the seller's defaults), with the totals computed live as the
 * server will save them. Checked with the server's own rules before it is sent; a refusal is shown
 * at its field and in the form, and nothing typed is lost.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { toast } from 'react-hot-toast';
import { api, failureMessage } from '../../../lib/browser/api';
import { businessDate } from '../../../lib/business-time';
import { phoneText } from '../../../lib/phone';
import { QUOTE_MESSAGES } from '../../../lib/messages';
import { computeQuote, taxSplit } from '../../../lib/quotes/gst';
import { INDIAN_STATES } from '../../../lib/quotes/indian-states';
import { quoteInputSchema, quoteRevisionSchema } from '../../../lib/validation/quotes';
import type { DeskQuoteSettings, Quote } from '../../../lib/quotes/types';
import { MAX_REVISION_NOTE_LENGTH } from '../../../lib/validation/quotes';
import type { AdminEnquiry } from '../../../lib/types';
import AdminDialog from '../shared/AdminDialog';
import { useBusinessTimeZone } from '../shared/business-time-zone';
import { PrimaryButton, SaveProblem, SecondaryButton, fieldClass } from '../shared/form-parts';
import QuoteField, { controlProps } from './QuoteField';
import QuoteLines from './QuoteLines';
import QuoteShipTo from './QuoteShipTo';
import QuoteSums from './QuoteSums';
import SalesContact from './SalesContact';
import {
  countableLines,
  draftForLead,
  draftFromQuote,
  fieldOfPath,
  formatDay,
  gstinState,
  gstinTypingProblem,
  pathOfMessage,
  problemsOf,
  problemText,
  placeOfSupplyOf,
  quoteInputOf,
  rateProblems,
  validUntilOf,
  type QuoteDraft,
  type QuotedMachine,
} from './quote-draft';

interface Props {
  lead: AdminEnquiry;
  /** The quotation this one replaces; null makes a new one. */
  revising: Quote | null;
  onClose: () => void;
  onSaved: (quote: Quote) => void;
}

type Start = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; settings: DeskQuoteSettings; draft: QuoteDraft };

/** What the form starts from: the settings always, and for a new quotation the enquired machine (gone: no line for it). */
async function startOf(lead: AdminEnquiry, revising: Quote | null, signal: AbortSignal): Promise<Start> {
  const [settings, machine] = await Promise.all([
    api<DeskQuoteSettings>('/api/quote-settings', { signal }),
    !revising && lead.productId ? api<QuotedMachine>('/api/product-details', { json: { productId: lead.productId }, signal }) : null,
  ]);
  if (!settings.success || !settings.data) return { state: 'failed', message: failureMessage(settings, QUOTE_MESSAGES.settingsFailed) };
  const draft = revising ? draftFromQuote(revising) : draftForLead(lead, settings.data, machine?.success && machine.data ? machine.data : null);
  return { state: 'ready', settings: settings.data, draft };
}

type Buyer = QuoteDraft['buyer'];
type Terms = QuoteDraft['terms'];

function Fields({ lead, revising, settings, initial, onClose, onSaved }: Props & { settings: DeskQuoteSettings; initial: QuoteDraft }) {
  const id = useId();
  const zone = useBusinessTimeZone();
  const form = useRef<HTMLFormElement>(null);
  // The quotation's date: it is made (or revised) today, with today's GST rates.
  const day = businessDate(new Date(), zone);
  const [draft, setDraft] = useState(initial);
  // A revision of a quotation made under earlier rates says at once which lines need today's.
  const [problems, setProblems] = useState<Record<string, string>>(() => (revising ? rateProblems(initial, day) : {}));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // Shown once loaded: the cursor starts in the form, as a dialog's does.
  useEffect(() => form.current?.querySelector<HTMLElement>('input, select, textarea')?.focus(), []);

  const setBuyer = (part: Partial<Buyer>) => setDraft((d) => ({ ...d, buyer: { ...d.buyer, ...part } }));
  const setTerms = (part: Partial<Terms>) => setDraft((d) => ({ ...d, terms: { ...d.terms, ...part } }));

  const placeOfSupply = placeOfSupplyOf(draft);
  const split = taxSplit(placeOfSupply, settings.seller.state);
  const counted = countableLines(draft);
  const computed = computeQuote(
    counted.map((c) => c.line),
    split,
  );
  const taxable = new Map(counted.map((c, i) => [c.key, computed.lines[i].taxablePaise]));
  const validUntil = validUntilOf(draft.validDays, zone);

  function showProblems(fields: Record<string, string>, formProblem: string | null) {
    setProblems(fields);
    setProblem(formProblem);
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const input = quoteInputOf(draft, lead._id);
    const body = revising ? { ...input, quoteId: revising._id, revisionNote: draft.revisionNote.trim() || null } : input;
    const parsed = (revising ? quoteRevisionSchema(day) : quoteInputSchema(day)).safeParse(body);
    if (!parsed.success) {
      const found = problemsOf(parsed.error.issues, draft);
      showProblems(found.fields, found.form);
      return;
    }
    setProblems({});
    setProblem(null);
    setSaving(true);
    const result = await api<Quote>(revising ? '/api/quotes/revise' : '/api/quotes', { json: body });
    setSaving(false);
    if (result.success && result.data) {
      onSaved(result.data);
      return;
    }
    const message = failureMessage(result, QUOTE_MESSAGES.saveFailed);
    toast.error(message);
    // The server's refusal names its field as the form's rules do: shown there too.
    const field = result.status === 400 ? fieldOfPath(pathOfMessage(message), draft) : null;
    showProblems(field ? { [field]: problemText(message, field) } : {}, message);
  }

  /** The GSTIN's problem as it is typed (once it is 15 characters long, or left): shown at once, without a Save. */
  function checkGstin(typed: string, done: boolean) {
    const found = gstinTypingProblem(typed, done);
    setProblems(({ 'buyer.gstin': _, ...others }) => (found ? { ...others, 'buyer.gstin': found } : others));
  }

  const buyerText = (name: 'name' | 'gstin' | 'email', label: string, extra: { required?: boolean; type?: string; hint?: string } = {}) => (
    <QuoteField id={`${id}-buyer-${name}`} label={label} problem={problems[`buyer.${name}`]} required={extra.required}>
      <input
        {...controlProps(`${id}-buyer-${name}`, problems[`buyer.${name}`])}
        type={extra.type ?? 'text'}
        value={draft.buyer[name]}
        onChange={(event) => {
          const value = event.target.value;
          // A valid GSTIN says where the buyer is registered: the state follows it.
          const state = name === 'gstin' ? gstinState(value) : null;
          setBuyer({ [name]: value, ...(state && { state }) });
          if (name === 'gstin') checkGstin(value, false);
        }}
        onBlur={name === 'gstin' ? (event) => checkGstin(event.target.value, true) : undefined}
        autoComplete="off"
        className={fieldClass}
      />
    </QuoteField>
  );

  const termsText = (name: keyof Terms, label: string) => (
    <QuoteField id={`${id}-terms-${name}`} label={label} problem={problems[`terms.${name}`]}>
      <textarea
        {...controlProps(`${id}-terms-${name}`, problems[`terms.${name}`])}
        value={draft.terms[name]}
        onChange={(event) => setTerms({ [name]: event.target.value })}
        rows={3}
        className={fieldClass}
      />
    </QuoteField>
  );

  return (
    <form ref={form} onSubmit={submit} noValidate aria-busy={saving} className="space-y-6">
      <fieldset className="min-w-0 space-y-4">
        <legend className="mb-2 text-base font-bold text-brand-900">Buyer</legend>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {buyerText('name', 'Buyer name', { required: true })}
          <QuoteField id={`${id}-buyer-state`} label="State" problem={problems['buyer.state']} required>
            <select
              {...controlProps(`${id}-buyer-state`, problems['buyer.state'])}
              value={draft.buyer.state}
              onChange={(event) => setBuyer({ state: event.target.value })}
              className={fieldClass}
            >
              {INDIAN_STATES.map((state) => (
                <option key={state.code} value={state.name}>
                  {state.name}
                </option>
              ))}
            </select>
          </QuoteField>
          <QuoteField id={`${id}-buyer-address`} label="Address" problem={problems['buyer.address']} required className="sm:col-span-2">
            <textarea
              {...controlProps(`${id}-buyer-address`, problems['buyer.address'])}
              value={draft.buyer.address}
              onChange={(event) => setBuyer({ address: event.target.value })}
              rows={2}
              className={fieldClass}
            />
          </QuoteField>
          {buyerText('gstin', 'GSTIN (optional)')}
          {buyerText('email', 'Email (optional)', { type: 'email' })}
        </div>
        <p className="text-sm text-zinc-600">Phone: {phoneText(lead.phone)} (from the enquiry)</p>
      </fieldset>

      <QuoteShipTo
        id={id}
        draft={draft}
        problems={problems}
        onShipTo={(shipTo) => setDraft((d) => ({ ...d, shipTo, placeOfSupply: shipTo ? d.placeOfSupply : 'buyer' }))}
        onPlaceOfSupply={(choice) => setDraft((d) => ({ ...d, placeOfSupply: choice }))}
      />

      <QuoteLines id={id} day={day} lines={draft.lines} onChange={(update) => setDraft((d) => ({ ...d, lines: update(d.lines) }))} problems={problems} taxable={taxable} />

      <QuoteSums totals={computed.totals} split={split} sellerState={settings.seller.state} placeOfSupply={placeOfSupply} />

      <fieldset className="min-w-0 space-y-4">
        <legend className="mb-2 text-base font-bold text-brand-900">Validity and terms</legend>
        <QuoteField id={`${id}-validDays`} label="Valid for (days, 1 to 90)" problem={problems.validDays} required className="max-w-xs">
          <input
            {...controlProps(`${id}-validDays`, problems.validDays)}
            aria-describedby={problems.validDays ? `${id}-validDays-error` : `${id}-validUntil`}
            value={draft.validDays}
            onChange={(event) => setDraft((d) => ({ ...d, validDays: event.target.value }))}
            inputMode="numeric"
            autoComplete="off"
            className={fieldClass}
          />
        </QuoteField>
        {validUntil && (
          <p id={`${id}-validUntil`} className="-mt-2 text-sm text-zinc-600">
            Valid until <time dateTime={validUntil}>{formatDay(validUntil, zone)}</time>
          </p>
        )}
        <QuoteField id={`${id}-advancePercent`} label="Advance asked (% of the total)" problem={problems.advancePercent} className="max-w-xs">
          <input
            {...controlProps(`${id}-advancePercent`, problems.advancePercent)}
            aria-describedby={problems.advancePercent ? `${id}-advancePercent-error` : `${id}-advancePercent-hint`}
            value={draft.advancePercent}
            onChange={(event) => setDraft((d) => ({ ...d, advancePercent: event.target.value }))}
            inputMode="decimal"
            autoComplete="off"
            className={fieldClass}
          />
        </QuoteField>
        <p id={`${id}-advancePercent-hint`} className="-mt-2 text-sm text-zinc-600">
          Printed with a UPI QR code for that amount beside the bank details; 0 asks none.
        </p>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {termsText('payment', 'Payment')}
          {termsText('delivery', 'Delivery period')}
          {termsText('warranty', 'Warranty')}
          {termsText('notes', 'Notes')}
        </div>
      </fieldset>

      {revising && (
        <QuoteField id={`${id}-revisionNote`} label="Note on the revision (optional, printed under what changed)" problem={problems.revisionNote}>
          <textarea
            {...controlProps(`${id}-revisionNote`, problems.revisionNote)}
            value={draft.revisionNote}
            onChange={(event) => setDraft((d) => ({ ...d, revisionNote: event.target.value }))}
            rows={2}
            maxLength={MAX_REVISION_NOTE_LENGTH}
            className={fieldClass}
          />
        </QuoteField>
      )}

      <SalesContact person={settings.salesPerson} />
      <SaveProblem message={problem} />
      <div className="flex flex-wrap justify-end gap-3 border-t border-zinc-200 pt-4">
        <SecondaryButton onClick={onClose}>Cancel</SecondaryButton>
        <PrimaryButton busy={saving} busyText="Saving…">
          {revising ? 'Save revision' : 'Save quotation'}
        </PrimaryButton>
      </div>
    </form>
  );
}

export default function QuoteForm(props: Props) {
  const { lead, revising, onClose } = props;
  const [start, setStart] = useState<Start>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setStart({ state: 'loading' });
    startOf(lead, revising, controller.signal).then(
      (started) => {
        if (started.state === 'failed') toast.error(started.message);
        setStart(started);
      },
      (error: Error) => {
        if (error.name !== 'AbortError') throw error;
      },
    );
    return () => controller.abort();
    // Started once per opening (and per "Try again"): the lead refreshing behind it changes nothing typed.
  }, [attempt]);

  return (
    <AdminDialog
      title={revising ? `Revise quotation ${revising.number}` : 'Make a quotation'}
      subtitle={lead.name}
      onClose={onClose}
      wide="widest"
    >
      {start.state === 'loading' && (
        <p role="status" className="flex items-center gap-2 py-8 text-zinc-600">
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-zinc-300 border-t-brand-600" />
          Loading…
        </p>
      )}
      {start.state === 'failed' && (
        <p className="flex flex-wrap items-center gap-3 py-8 text-zinc-700">
          {start.message}
          <SecondaryButton onClick={() => setAttempt((n) => n + 1)}>Try again</SecondaryButton>
        </p>
      )}
      {start.state === 'ready' && <Fields {...props} settings={start.settings} initial={start.draft} />}
    </AdminDialog>
  );
}
