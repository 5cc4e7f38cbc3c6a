/**
 * An order's payments in the lead's view (docs/spec.md §24.3), drawn by the order's panel: each
 * payment's day, amount, mode and reference with its receipt (a voided one struck through, with
 * why), what is paid and what is due, the form that records a payment, and "Void" with a reason in
 * a dialog. The form is checked by the server's own rules before it is sent; each problem shows at
 * its field, and nothing typed is lost when a save is refused.
 */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { toast } from 'react-hot-toast';
import { api, failureMessage } from '../../../lib/browser/api';
import { businessDate } from '../../../lib/business-time';
import { PAYMENT_MESSAGES } from '../../../lib/messages';
import { asksForMoney } from '../../../lib/orders/road';
import { PAYMENT_MODES, type Order, type Payment, type PaymentAnswer } from '../../../lib/orders/types';
import { formatRupees, toPaise } from '../../../lib/price';
import { fieldErrors } from '../../../lib/validation/common';
import { MAX_PAYMENT_NOTE, MAX_PAYMENT_REFERENCE, MAX_VOID_REASON, paymentInputSchema, paymentVoidSchema } from '../../../lib/validation/payments';
import { useOrderDocuments } from '../../hooks/use-order-documents';
import AdminDialog from '../shared/AdminDialog';
import { useBusinessTimeZone } from '../shared/business-time-zone';
import { FieldError, fieldClass, PrimaryButton, SaveProblem, SecondaryButton } from '../shared/form-parts';
import { DownloadIcon } from '../shared/icons';
import { formatDay } from '../quotes/quote-draft';
import DocumentList from './DocumentList';

export interface OrderSectionProps {
  order: Order;
  /** Called after a change, so that the panel reads the order again. */
  onChanged: () => void;
}

const rupees = (amount: number) => formatRupees(toPaise(amount));

/** The fields of the form, named as the call names them, so that a refusal finds its field. */
type Field = 'paidOn' | 'amount' | 'mode' | 'reference' | 'note';
type Values = Record<Field, string>;
const FIELDS: readonly Field[] = ['paidOn', 'amount', 'mode', 'reference', 'note'];

/** The field a refusal names: its message begins with it ("amount: ₹… is more than the balance …"). */
function fieldOf<F extends string>(message: string, fields: readonly F[]): F | null {
  const named = /^([A-Za-z]+)\b/.exec(message)?.[1];
  return fields.find((field) => field === named) ?? null;
}

/** Rupees as people write them ("₹4,50,000") as the call takes them ("450000"). */
const typedAmount = (typed: string) => typed.replace(/[₹,\s]/g, '');

function PaymentEntry({ payment, onVoid }: { payment: Payment; onVoid: (payment: Payment) => void }) {
  const zone = useBusinessTimeZone();
  const voided = payment.voidedAt !== null;
  return (
    <li aria-labelledby={`payment-${payment._id}`} className="space-y-2 rounded-lg border border-zinc-200 p-3">
      <div className={`flex flex-wrap items-baseline gap-x-4 gap-y-1 ${voided ? 'text-zinc-500' : 'text-zinc-900'}`}>
        <h4 id={`payment-${payment._id}`} className="font-bold">
          {voided ? <s>{rupees(payment.amount)}</s> : rupees(payment.amount)}
          <span className="sr-only">{voided ? ', voided' : ''}</span>
        </h4>
        <span className={voided ? 'line-through' : undefined}>
          <time dateTime={payment.paidOn}>{formatDay(payment.paidOn, zone)}</time>
          {' · '}
          {payment.mode}
          {payment.reference && ` · ${payment.reference}`}
        </span>
        <span className="text-sm text-zinc-600">Receipt {payment.receiptNumber}</span>
      </div>
      {payment.note && <p className="text-sm text-zinc-700">{payment.note}</p>}
      {voided && <p className="text-sm font-medium text-red-800">Voided: {payment.voidReason}</p>}
      <div role="group" aria-label={`Receipt ${payment.receiptNumber}`} className="flex flex-wrap gap-2">
        <a
          href={payment.receiptUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 rounded-md border border-zinc-300 bg-white px-4 py-2 font-medium text-zinc-800 hover:bg-zinc-50"
        >
          <DownloadIcon />
          Receipt
        </a>
        {!voided && (
          <SecondaryButton onClick={() => onVoid(payment)} label={`Void receipt ${payment.receiptNumber}`}>
            Void
          </SecondaryButton>
        )}
      </div>
    </li>
  );
}

function RecordPayment({ order, onRecorded }: { order: Order; onRecorded: (answer: PaymentAnswer) => void }) {
  const id = useId();
  const zone = useBusinessTimeZone();
  const today = businessDate(new Date(), zone);
  const [values, setValues] = useState<Values>({ paidOn: today, amount: '', mode: '', reference: '', note: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const set = (field: Field) => (value: string) => {
    setValues((now) => ({ ...now, [field]: value }));
    // A refusal stands for what was refused: a changed value is checked again when sent.
    if (errors[field]) setErrors((now) => ({ ...now, [field]: undefined }));
  };

  function refuse(found: Partial<Record<Field, string>>) {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${first}`)}`)?.focus();
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const body = {
      orderId: order._id,
      paidOn: values.paidOn,
      amount: typedAmount(values.amount),
      mode: values.mode,
      reference: values.reference,
      note: values.note,
    };
    const checked = paymentInputSchema(today).safeParse(body);
    // More than the balance is the server's to say: it reads the order as it stands, under its lock.
    if (!checked.success) return refuse(fieldErrors<Field>(checked.error));
    setErrors({});
    setBusy(true);
    const result = await api<PaymentAnswer>('/api/payments', { json: body });
    setBusy(false);
    if (result.success && result.data) {
      toast.success(PAYMENT_MESSAGES.recorded(result.data.payment.receiptNumber));
      setValues({ paidOn: today, amount: '', mode: values.mode, reference: '', note: '' });
      onRecorded(result.data);
      return;
    }
    const message = failureMessage(result, PAYMENT_MESSAGES.saveFailed);
    const field = fieldOf(message, FIELDS);
    if (field) refuse({ [field]: message });
    else setProblem(message);
    toast.error(message);
  }

  const described = (field: Field, hint?: string) => ({
    id: `${id}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : hint ? `${id}-${field}-hint` : undefined,
  });
  const label = (field: Field, text: string, required = true) => (
    <label htmlFor={`${id}-${field}`} className="mb-1 block text-sm font-semibold text-zinc-700">
      {text}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  );
  const balanceHint = `Balance ${rupees(order.balance)}`;

  return (
    <form ref={form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg bg-zinc-50 p-3">
      <h4 id={`${id}-title`} className="font-semibold text-zinc-900">
        Record a payment
      </h4>
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          {label('paidOn', 'Date paid')}
          <input type="date" max={today} required value={values.paidOn} onChange={(event) => set('paidOn')(event.target.value)} className={fieldClass} {...described('paidOn')} />
          <FieldError id={`${id}-paidOn-error`} message={errors.paidOn} />
        </div>
        <div>
          {label('amount', 'Amount ₹')}
          <input
            inputMode="decimal"
            autoComplete="off"
            required
            value={values.amount}
            onChange={(event) => set('amount')(event.target.value)}
            className={fieldClass}
            {...described('amount', balanceHint)}
          />
          {!errors.amount && (
            <p id={`${id}-amount-hint`} className="mt-1 text-sm text-zinc-700">
              {balanceHint}
            </p>
          )}
          <FieldError id={`${id}-amount-error`} message={errors.amount} />
        </div>
        <div>
          {label('mode', 'Mode')}
          <select required value={values.mode} onChange={(event) => set('mode')(event.target.value)} className={fieldClass} {...described('mode')}>
            <option value="">Choose…</option>
            {PAYMENT_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {mode}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-mode-error`} message={errors.mode} />
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          {label('reference', 'Reference (UTR, UPI or cheque number)', false)}
          <input
            autoComplete="off"
            maxLength={MAX_PAYMENT_REFERENCE}
            value={values.reference}
            onChange={(event) => set('reference')(event.target.value)}
            className={fieldClass}
            {...described('reference')}
          />
          <FieldError id={`${id}-reference-error`} message={errors.reference} />
        </div>
        <div>
          {label('note', 'Note', false)}
          <input maxLength={MAX_PAYMENT_NOTE} value={values.note} onChange={(event) => set('note')(event.target.value)} className={fieldClass} {...described('note')} />
          <FieldError id={`${id}-note-error`} message={errors.note} />
        </div>
      </div>
      <SaveProblem message={problem} />
      <PrimaryButton busy={busy} busyText="Recording…">
        Record payment
      </PrimaryButton>
    </form>
  );
}

/** "Void receipt …?": the reason, required; what was typed stays when the void is refused. */
function VoidDialog({ payment, onClose, onVoided }: { payment: Payment; onClose: () => void; onVoided: (answer: PaymentAnswer) => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const body = { paymentId: payment._id, reason };
    const checked = paymentVoidSchema.safeParse(body);
    if (!checked.success) return setError(fieldErrors<'reason'>(checked.error).reason);
    setError(undefined);
    setBusy(true);
    const result = await api<PaymentAnswer>('/api/payments/void', { json: body });
    setBusy(false);
    if (result.success && result.data) {
      toast.success(PAYMENT_MESSAGES.voided(payment.receiptNumber));
      onVoided(result.data);
      return;
    }
    const message = failureMessage(result, PAYMENT_MESSAGES.voidFailed);
    if (fieldOf(message, ['reason'] as const)) setError(message);
    else setProblem(message);
    toast.error(message);
  }

  return (
    <AdminDialog title={`Void receipt ${payment.receiptNumber}?`} subtitle={`${rupees(payment.amount)} · ${payment.mode}`} onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-3">
        <div>
          <label htmlFor={`${id}-reason`} className="mb-1 block text-sm font-semibold text-zinc-700">
            Reason <span aria-hidden="true">*</span>
          </label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            rows={3}
            required
            maxLength={MAX_VOID_REASON}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-reason-error` : `${id}-reason-hint`}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
            className={fieldClass}
          />
          <FieldError id={`${id}-reason-error`} message={error} />
          {!error && (
            <p id={`${id}-reason-hint`} className="mt-1 text-sm text-zinc-600">
              The payment stays on record, struck through, and no longer counts as paid; its receipt is stamped VOID.
            </p>
          )}
        </div>
        <SaveProblem message={problem} />
        <div className="flex flex-wrap gap-2">
          <PrimaryButton busy={busy} busyText="Voiding…">
            Void payment
          </PrimaryButton>
          <SecondaryButton onClick={onClose}>Cancel</SecondaryButton>
        </div>
      </form>
    </AdminDialog>
  );
}

export default function PaymentsSection({ order, onChanged }: OrderSectionProps) {
  const { loaded, reload, change } = useOrderDocuments<Payment>('/api/payments', order._id);
  const [voiding, setVoiding] = useState<Payment | null>(null);
  const titleId = useId();

  /** The list with this payment as it now is (recorded: added at the end, voided: replaced). */
  function show(payment: Payment) {
    change((payments) =>
      payments.some((p) => p._id === payment._id) ? payments.map((p) => (p._id === payment._id ? payment : p)) : [...payments, payment],
    );
    onChanged();
  }

  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h3 id={titleId} className="text-lg font-bold text-zinc-900">
        Payments
      </h3>
      <p className="flex flex-wrap gap-x-6 gap-y-1">
        <span>
          Paid <strong>{rupees(order.paid)}</strong> of {rupees(order.total)}
        </span>
        <span>
          Balance <strong>{rupees(order.balance)}</strong>
        </span>
      </p>
      <DocumentList loaded={loaded} onRetry={() => void reload()} label="Payments, oldest first" messages={PAYMENT_MESSAGES}>
        {(payment) => <PaymentEntry key={payment._id} payment={payment} onVoid={setVoiding} />}
      </DocumentList>
      {asksForMoney(order) && <RecordPayment order={order} onRecorded={(answer) => show(answer.payment)} />}
      {voiding && (
        <VoidDialog
          payment={voiding}
          onClose={() => setVoiding(null)}
          onVoided={(answer) => {
            setVoiding(null);
            show(answer.payment);
          }}
        />
      )}
    </section>
  );
}
