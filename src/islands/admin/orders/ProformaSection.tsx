/**
 * An order's proforma invoices in the lead's view (docs/spec.md §24.2), drawn by the order's
 * panel: each one's number, amount and date with the ways to share it (its page, its PDF, a
 * WhatsApp chat with the link, the mail to the buyer), and the form that makes one for an advance
 * (a percentage of the total or an amount) or the whole balance. The form keeps what was typed
 * when it is refused, and shows the refusal at its field.
 */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { toast } from 'react-hot-toast';
import { api, failureMessage } from '../../../lib/browser/api';
import { PROFORMA_MESSAGES } from '../../../lib/messages';
import { asksForMoney } from '../../../lib/orders/road';
import type { Order, Proforma } from '../../../lib/orders/types';
import { formatRupees, toPaise } from '../../../lib/price';
import { fieldErrors } from '../../../lib/validation/common';
import { proformaInputSchema, shareOfTotal } from '../../../lib/validation/proformas';
import { useOrderDocuments } from '../../hooks/use-order-documents';
import { useBusinessTimeZone } from '../shared/business-time-zone';
import { useCompanyName } from '../shared/company-name';
import { FieldError, fieldClass, PrimaryButton, SaveProblem, SecondaryButton } from '../shared/form-parts';
import { formatDate } from '../shared/format';
import { ChatIcon, DownloadIcon } from '../shared/icons';
import DocumentList from './DocumentList';

export interface OrderSectionProps {
  order: Order;
  /** Called after a change, so that the panel reads the order again. */
  onChanged: () => void;
}

const actionClass = 'inline-flex min-h-11 items-center gap-2 rounded-md px-4 py-2 font-medium';
const plainAction = `${actionClass} border border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-50`;

/** The chat with the order's buyer, through the desk's share call, with the proforma's link. */
function shareHref(proforma: Proforma, order: Order, companyName: string): string {
  const text = `Hello ${order.buyer.name}, this is ${companyName}. Please find our proforma invoice ${proforma.number} for ${formatRupees(toPaise(proforma.amount))} against order ${order.number} here: ${proforma.url}`;
  return `/api/proformas/whatsapp?${new URLSearchParams({ proformaId: proforma._id, text })}`;
}

function ProformaEntry({ proforma, order }: { proforma: Proforma; order: Order }) {
  const zone = useBusinessTimeZone();
  const companyName = useCompanyName();
  const [emailing, setEmailing] = useState(false);
  const email = order.buyer.email;

  async function send(to: string) {
    setEmailing(true);
    const result = await api('/api/proformas/email', { json: { proformaId: proforma._id } });
    setEmailing(false);
    if (result.success) toast.success(PROFORMA_MESSAGES.emailQueued(proforma.number, to));
    else toast.error(failureMessage(result, PROFORMA_MESSAGES.emailFailed));
  }

  return (
    <li aria-labelledby={`proforma-${proforma._id}`} className="space-y-3 rounded-lg border border-zinc-200 p-3">
      <h4 id={`proforma-${proforma._id}`} className="font-bold text-zinc-900">
        {proforma.number}
      </h4>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="text-zinc-600">Amount</dt>
          <dd className="font-semibold text-zinc-900">
            {formatRupees(toPaise(proforma.amount))}
            {proforma.advancePercent !== null && <span className="font-normal text-zinc-700"> ({proforma.advancePercent}%)</span>}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-zinc-600">Date</dt>
          <dd className="text-zinc-900">
            <time dateTime={proforma.createdAt}>{formatDate(proforma.createdAt, zone)}</time>
          </dd>
        </div>
      </dl>
      <div role="group" aria-label={`Proforma invoice ${proforma.number}`} className="flex flex-wrap gap-2">
        <a href={proforma.url} target="_blank" rel="noopener noreferrer" className={plainAction}>
          Open
        </a>
        <a href={proforma.pdfUrl} target="_blank" rel="noopener noreferrer" className={plainAction}>
          <DownloadIcon />
          PDF
        </a>
        <a href={shareHref(proforma, order, companyName)} target="_blank" rel="noopener noreferrer" className={`${actionClass} bg-emerald-700 text-white hover:bg-emerald-800`}>
          <ChatIcon />
          Send on WhatsApp
        </a>
        {email && (
          <SecondaryButton onClick={() => void send(email)} disabled={emailing}>
            {emailing ? 'Sending…' : 'Send by email'}
          </SecondaryButton>
        )}
      </div>
    </li>
  );
}

type AskFor = 'percent' | 'amount' | 'balance';
type Field = 'advancePercent' | 'advanceAmount';

/** The field a refusal names ("advanceAmount must be at most …"), if any. */
const fieldOf = (message: string): Field | null => (/^(advancePercent|advanceAmount)\b/.exec(message)?.[1] as Field | undefined) ?? null;

/** The form's words for the fields the API's messages name. */
const LABELS: Record<Field, string> = { advancePercent: 'The advance', advanceAmount: 'The amount' };
const said = (message: string) => message.replace(/^(advancePercent|advanceAmount)\b/, (field) => LABELS[field as Field]);

function MakeProforma({ order, onMade }: { order: Order; onMade: (proforma: Proforma) => void }) {
  const id = useId();
  const [askFor, setAskFor] = useState<AskFor>('percent');
  const [percent, setPercent] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputs = { advancePercent: useRef<HTMLInputElement>(null), advanceAmount: useRef<HTMLInputElement>(null) };

  const input = {
    orderId: order._id,
    ...(askFor === 'percent' && { advancePercent: percent.trim() }),
    ...(askFor === 'amount' && { advanceAmount: amount.trim() }),
  };
  const parsed = proformaInputSchema.safeParse(input);
  // What a percentage asks for, shown as it is typed.
  const percentOf = parsed.success && typeof parsed.data.ask === 'object' && 'percentHundredths' in parsed.data.ask
    ? formatRupees(shareOfTotal(toPaise(order.total), parsed.data.ask.percentHundredths))
    : null;

  function refuse(found: Partial<Record<Field, string>>) {
    setErrors(found);
    const first = (['advancePercent', 'advanceAmount'] as const).find((field) => found[field]);
    if (first) inputs[first].current?.focus();
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    // A blank field is not "the whole balance": that is its own choice.
    const blank = askFor === 'percent' ? !percent.trim() : askFor === 'amount' ? !amount.trim() : false;
    if (blank) return refuse(askFor === 'percent' ? { advancePercent: 'Enter the advance.' } : { advanceAmount: 'Enter the amount.' });
    if (!parsed.success) return refuse(fieldErrors<Field>(parsed.error, said));
    setErrors({});
    setBusy(true);
    const result = await api<Proforma>('/api/proformas', { json: input });
    setBusy(false);
    if (result.success && result.data) {
      toast.success(PROFORMA_MESSAGES.made(result.data.number));
      setPercent('');
      setAmount('');
      onMade(result.data);
      return;
    }
    const message = failureMessage(result, PROFORMA_MESSAGES.saveFailed);
    const field = fieldOf(message);
    if (field) refuse({ [field]: said(message) });
    else setProblem(message);
    toast.error(said(message));
  }

  const choice = (value: AskFor, label: string) => (
    <label className="flex min-h-11 items-center gap-2">
      <input type="radio" name={`${id}-ask`} value={value} checked={askFor === value} onChange={() => setAskFor(value)} className="size-4" />
      {label}
    </label>
  );

  const numberField = (field: Field, label: string, value: string, set: (value: string) => void, hint: string | null) => (
    <div>
      <label htmlFor={`${id}-${field}`} className="mb-1 block font-medium text-zinc-800">
        {label}
      </label>
      <input
        ref={inputs[field]}
        id={`${id}-${field}`}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => {
          set(event.target.value);
          // A refusal stands for what was refused: a changed value is checked again when sent.
          if (errors[field]) setErrors((now) => ({ ...now, [field]: undefined }));
        }}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : hint ? `${id}-${field}-hint` : undefined}
        className={`${fieldClass} max-w-48`}
      />
      {hint && !errors[field] && (
        <p id={`${id}-${field}-hint`} className="mt-1 text-sm text-zinc-700">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-${field}-error`} message={errors[field]} />
    </div>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg bg-zinc-50 p-3">
      <h4 id={`${id}-title`} className="font-semibold text-zinc-900">
        Make a proforma invoice
      </h4>
      <fieldset>
        <legend className="text-sm text-zinc-700">Ask the buyer for</legend>
        <div className="flex flex-wrap gap-x-6">
          {choice('percent', 'An advance, as a percentage')}
          {choice('amount', 'An amount')}
          {choice('balance', `The whole balance, ${formatRupees(toPaise(order.balance))}`)}
        </div>
      </fieldset>
      {askFor === 'percent' && numberField('advancePercent', 'Advance (% of the total)', percent, setPercent, percentOf && `Asks for ${percentOf}`)}
      {askFor === 'amount' && numberField('advanceAmount', 'Amount (₹)', amount, setAmount, `At most the balance, ${formatRupees(toPaise(order.balance))}`)}
      <SaveProblem message={problem} />
      <PrimaryButton busy={busy} busyText="Making…">
        Make proforma invoice
      </PrimaryButton>
    </form>
  );
}

export default function ProformaSection({ order, onChanged }: OrderSectionProps) {
  const { loaded, reload, change } = useOrderDocuments<Proforma>('/api/proformas', order._id);
  const titleId = useId();

  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h3 id={titleId} className="text-lg font-bold text-zinc-900">
        Proforma invoices
      </h3>
      <DocumentList loaded={loaded} onRetry={() => void reload()} label="Proforma invoices, newest first" messages={PROFORMA_MESSAGES}>
        {(proforma) => <ProformaEntry key={proforma._id} proforma={proforma} order={order} />}
      </DocumentList>
      {asksForMoney(order) && (
        <MakeProforma
          order={order}
          onMade={(proforma) => {
            change((proformas) => [proforma, ...proformas]);
            onChanged();
          }}
        />
      )}
    </section>
  );
}
