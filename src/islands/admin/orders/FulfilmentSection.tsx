/**
 * An order's fulfilment in the lead's view (docs/spec.md §24.4): where it stands on its road, the
 * form of its next step with the fields that step needs (the dispatch's papers, the installation),
 * "Cancel order" with a reason in a dialog, and the buyer's order page (open, copy, WhatsApp). The
 * road's rules are the server's own (src/lib/orders/road.ts): only the moves it allows are offered,
 * and the input is checked by the same rules before it is sent; each problem shows at its field,
 * and nothing typed is lost when a save is refused.
 */
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject, type SubmitEvent } from 'react';
import { toast } from 'react-hot-toast';
import { api, failureMessage } from '../../../lib/browser/api';
import { businessDate } from '../../../lib/business-time';
import { EWAY_BILL_LIMIT_PAISE } from '../../../lib/orders/dispatch';
import { CANCEL_REASON_MAX, moveRefusal, nextSteps, ORDER_ROAD, type RoadPosition } from '../../../lib/orders/road';
import type { Order, OrderStatus } from '../../../lib/orders/types';
import { chatHref } from '../../../lib/phone';
import { formatRupees, toPaise } from '../../../lib/price';
import { orderStatusSchema, type OrderStatusInput } from '../../../lib/validation/order-status';
import { copyText } from '../shared/copy-text';
import AdminDialog from '../shared/AdminDialog';
import { useBusinessTimeZone } from '../shared/business-time-zone';
import { useCompanyName } from '../shared/company-name';
import { formatDate } from '../shared/format';
import { FieldError, fieldClass, PrimaryButton, SaveProblem, SecondaryButton } from '../shared/form-parts';
import { ChatIcon, CopyIcon } from '../shared/icons';
import { formatDay } from '../quotes/quote-draft';

export interface OrderSectionProps {
  order: Order;
  /** Called after a change, so that the panel reads the order again. */
  onChanged: () => void;
}

/** What the section says, word for word (docs/spec.md §24.4). */
export const FULFILMENT_MESSAGES = {
  moved: (number: string, status: OrderStatus) => `Order ${number} is ${status}`,
  saveFailed: 'Failed to save the order\'s step.',
  copied: 'Link copied',
  copyFailed: 'Could not copy the link.',
} as const;

/** The form's fields, named by the call's paths, so a refusal finds its field. */
type Field = 'status' | 'dispatch.transporter' | 'dispatch.lrNumber' | 'dispatch.vehicleNumber' | 'dispatch.ewayBillNumber' | 'dispatch.dispatchedOn' | 'installedOn' | 'engineer' | 'reason';
type Values = Record<Exclude<Field, 'status'>, string>;
type Problems = Partial<Record<Field, string>>;

const EMPTY: Values = {
  'dispatch.transporter': '',
  'dispatch.lrNumber': '',
  'dispatch.vehicleNumber': '',
  'dispatch.ewayBillNumber': '',
  'dispatch.dispatchedOn': '',
  installedOn: '',
  engineer: '',
  reason: '',
};

const FIELDS = ['status', ...Object.keys(EMPTY)] as Field[];

/** The field a refusal names: its message begins with the field's path ("dispatch.vehicleNumber must be …"). */
function fieldOf(message: string): Field | null {
  const named = message.split(' ')[0];
  return FIELDS.find((field) => field === named) ?? (named === 'dispatch' ? 'dispatch.transporter' : null);
}

/** The form's words for the fields the rules' messages name ("dispatch.vehicleNumber must be …" → "The vehicle number must be …"). */
const LABELS: Record<Field, string> = {
  status: 'The next step',
  'dispatch.transporter': 'The transporter',
  'dispatch.lrNumber': 'The LR number',
  'dispatch.vehicleNumber': 'The vehicle number',
  'dispatch.ewayBillNumber': 'The e-way bill number',
  'dispatch.dispatchedOn': 'The day of dispatch',
  installedOn: 'The day of installation',
  engineer: "The engineer's name",
  reason: 'The reason',
};
const said = (message: string, field: Field) => (message.startsWith(`${field} `) ? `${LABELS[field]}${message.slice(field.length)}` : message);

function bodyOf(order: Order, status: OrderStatus, values: Values): OrderStatusInput {
  const body: OrderStatusInput = { orderId: order._id, status };
  if (status === 'Dispatched') {
    body.dispatch = {
      transporter: values['dispatch.transporter'],
      lrNumber: values['dispatch.lrNumber'],
      vehicleNumber: values['dispatch.vehicleNumber'],
      ewayBillNumber: values['dispatch.ewayBillNumber'] || null,
      dispatchedOn: values['dispatch.dispatchedOn'],
    };
  }
  if (status === 'Installed') Object.assign(body, { installedOn: values.installedOn, engineer: values.engineer });
  if (status === 'Cancelled') body.reason = values.reason;
  return body;
}

const position = (order: Order): RoadPosition => ({ number: order.number, status: order.status, paidPaise: toPaise(order.paid), balancePaise: toPaise(order.balance) });

/**
 * Sends a step; the problems by field when refused (a refusal that names no field is the form's),
 * the first field with a problem focused, so that the keyboard is where the fix is.
 */
function useMove(order: Order, onChanged: () => void, form: RefObject<HTMLFormElement | null>) {
  const zone = useBusinessTimeZone();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals, form]);

  async function send(status: OrderStatus, values: Values): Promise<boolean> {
    const body = bodyOf(order, status, values);
    const checked = orderStatusSchema(businessDate(new Date(), zone)).safeParse(body);
    if (!checked.success) {
      const found: Problems = {};
      for (const issue of checked.error.issues) {
        const field = fieldOf(issue.message);
        if (field) found[field] ??= said(issue.message, field);
      }
      setProblems(found);
      setProblem(null);
      setRefusals((n) => n + 1);
      return false;
    }
    setBusy(true);
    const result = await api<Order>('/api/orders/status', { json: body });
    setBusy(false);
    if (result.success && result.data) {
      setProblems({});
      setProblem(null);
      toast.success(FULFILMENT_MESSAGES.moved(result.data.number, result.data.status));
      onChanged();
      return true;
    }
    const message = failureMessage(result, FULFILMENT_MESSAGES.saveFailed);
    const field = result.status === 400 ? fieldOf(message) : null;
    const shown = field ? said(message, field) : message;
    setProblems(field ? { [field]: shown } : {});
    setProblem(field ? null : message);
    setRefusals((n) => n + 1);
    toast.error(shown);
    return false;
  }

  /** A field's problem goes once its value is changed; the others stay until the next try. */
  const clearField = (field: Field) => setProblems((old) => (old[field] ? { ...old, [field]: undefined } : old));
  return { busy, problems, problem, send, clear: () => setProblems({}), clearField };
}

function TextField({ id, field, label, hint, required = true, type = 'text', value, problems, onChange, ...rest }: {
  id: string;
  field: Field;
  label: string;
  hint?: string;
  required?: boolean;
  type?: 'text' | 'date';
  value: string;
  problems: Problems;
  onChange: (value: string) => void;
  maxLength?: number;
  max?: string;
  autoComplete?: string;
  inputMode?: 'numeric';
}) {
  const fieldId = `${id}-${field}`;
  const error = problems[field];
  const described = [hint && `${fieldId}-hint`, error && `${fieldId}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={fieldId} className="mb-1 block text-sm font-semibold text-zinc-700">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={fieldId}
        type={type}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onChange(event.target.value)}
        className={`${fieldClass} min-h-11`}
        {...rest}
      />
      {hint && (
        <p id={`${fieldId}-hint`} className="mt-1 text-sm text-zinc-600">
          {hint}
        </p>
      )}
      <FieldError id={`${fieldId}-error`} message={error} />
    </div>
  );
}

/** The road drawn as a list: the steps reached (the current one marked), then those ahead. */
function Steps({ order }: { order: Order }) {
  const at = (ORDER_ROAD as readonly OrderStatus[]).indexOf(order.status);
  return (
    <ol className="flex flex-wrap gap-x-1 gap-y-2 text-sm" aria-label="The order's road">
      {ORDER_ROAD.map((status, i) => {
        const reached = order.status !== 'Cancelled' && i <= at;
        const current = status === order.status;
        return (
          <li key={status} aria-current={current ? 'step' : undefined} className="flex items-center gap-1">
            <span
              className={`rounded px-2 py-0.5 ${current ? 'bg-brand-600 font-semibold text-white' : reached ? 'bg-emerald-50 text-emerald-800' : 'bg-zinc-100 text-zinc-600'}`}
            >
              {status}
            </span>
            {i < ORDER_ROAD.length - 1 && <span aria-hidden="true" className="text-zinc-400">→</span>}
          </li>
        );
      })}
      {order.status === 'Cancelled' && (
        <li aria-current="step" className="rounded bg-red-50 px-2 py-0.5 font-semibold text-red-800">
          Cancelled
        </li>
      )}
    </ol>
  );
}

function Details({ order }: { order: Order }) {
  const zone = useBusinessTimeZone();
  const rows: [string, ReactNode][] = [];
  if (order.dispatch) {
    const d = order.dispatch;
    rows.push(
      ['Dispatched on', formatDay(d.dispatchedOn, zone)],
      ['Transporter', d.transporter],
      ['LR number', d.lrNumber],
      ['Vehicle', d.vehicleNumber],
      ['E-way bill', d.ewayBillNumber ?? '—'],
    );
  }
  if (order.installedOn) rows.push(['Installed on', formatDay(order.installedOn, zone)], ['Engineer', order.engineer ?? '']);
  if (!rows.length) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-zinc-600">{label}</dt>
          <dd className="break-words text-zinc-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The buyer's order page (the panel links to it): its link copied, or sent on WhatsApp. */
function BuyerPage({ order }: { order: Order }) {
  const company = useCompanyName();
  const text = `Hello ${order.buyer.name}, this is ${company}. You can follow your order ${order.number} here: ${order.url}`;
  async function copy() {
    if (await copyText(order.url)) toast.success(FULFILMENT_MESSAGES.copied);
    else toast.error(FULFILMENT_MESSAGES.copyFailed);
  }
  return (
    <div role="group" aria-label="The buyer's order page" className="flex flex-wrap gap-2">
      <SecondaryButton onClick={() => void copy()} label="Copy the buyer's order page link">
        <CopyIcon />
        Copy link
      </SecondaryButton>
      <a href={chatHref(order.buyer.phone, text)} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center gap-2 rounded-md bg-emerald-700 px-4 py-2 font-medium text-white hover:bg-emerald-800">
        <ChatIcon />
        Send on WhatsApp
      </a>
    </div>
  );
}

/** The next step's form: the steps the road allows (Cancelled apart), and the fields the chosen one needs. */
function NextStep({ order, onChanged }: OrderSectionProps) {
  const id = useId();
  const zone = useBusinessTimeZone();
  const steps: OrderStatus[] = nextSteps(position(order)).filter((status) => status !== 'Cancelled');
  const [chosen, setChosen] = useState<OrderStatus | ''>('');
  const status = chosen && steps.includes(chosen) ? chosen : (steps[0] ?? '');
  const today = businessDate(new Date(), zone);
  const [values, setValues] = useState<Values>({ ...EMPTY, 'dispatch.dispatchedOn': today, installedOn: today });
  const form = useRef<HTMLFormElement>(null);
  const { busy, problems, problem, send, clear, clearField } = useMove(order, onChanged, form);
  const set = (field: keyof Values) => (value: string) => {
    setValues((old) => ({ ...old, [field]: value }));
    clearField(field);
  };
  const closing = moveRefusal(position(order), 'Closed');
  const dueNote = !steps.includes('Closed') && order.balance > 0 && closing?.endsWith('is still due.') ? `Closing needs the ${formatRupees(toPaise(order.balance))} due paid first.` : null;
  if (!status) return dueNote ? <p className="text-sm text-zinc-700">{dueNote}</p> : null;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status) await send(status, values);
  }

  const field = { id, problems };
  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-3 rounded-md border border-zinc-200 p-3" aria-label={`Next step of order ${order.number}`}>
      <div>
        <label htmlFor={`${id}-status`} className="mb-1 block text-sm font-semibold text-zinc-700">
          Next step
        </label>
        <select
          id={`${id}-status`}
          value={status}
          onChange={(event) => {
            setChosen(event.target.value as OrderStatus);
            clear();
          }}
          aria-invalid={problems.status ? true : undefined}
          aria-describedby={problems.status ? `${id}-status-error` : undefined}
          className={`${fieldClass} min-h-11`}
        >
          {steps.map((step) => (
            <option key={step} value={step}>
              {step}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-status-error`} message={problems.status} />
      </div>
      {status === 'Dispatched' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField {...field} field="dispatch.transporter" label="Transporter" value={values['dispatch.transporter']} onChange={set('dispatch.transporter')} maxLength={100} />
          <TextField {...field} field="dispatch.lrNumber" label="LR number" value={values['dispatch.lrNumber']} onChange={set('dispatch.lrNumber')} maxLength={50} />
          <TextField {...field} field="dispatch.vehicleNumber" label="Vehicle number" hint="As on its plate: JH05AB1234." value={values['dispatch.vehicleNumber']} onChange={set('dispatch.vehicleNumber')} maxLength={20} />
          <TextField
            {...field}
            field="dispatch.ewayBillNumber"
            label="E-way bill number"
            required={false}
            hint={`12 digits; needed when the goods with their GST are worth more than ${formatRupees(EWAY_BILL_LIMIT_PAISE)}.`}
            value={values['dispatch.ewayBillNumber']}
            onChange={set('dispatch.ewayBillNumber')}
            inputMode="numeric"
            maxLength={20}
          />
          <TextField {...field} field="dispatch.dispatchedOn" label="Dispatched on" type="date" max={today} value={values['dispatch.dispatchedOn']} onChange={set('dispatch.dispatchedOn')} />
        </div>
      )}
      {status === 'Installed' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField {...field} field="installedOn" label="Installed on" type="date" max={today} value={values.installedOn} onChange={set('installedOn')} />
          <TextField {...field} field="engineer" label="Engineer" value={values.engineer} onChange={set('engineer')} maxLength={100} autoComplete="name" />
        </div>
      )}
      {dueNote && <p className="text-sm text-zinc-700">{dueNote}</p>}
      <SaveProblem message={problem} />
      <PrimaryButton busy={busy} busyText="Saving…">
        Mark as {status}
      </PrimaryButton>
    </form>
  );
}

/** "Cancel order": a reason, in a dialog; what was typed stays when the save is refused. */
function CancelOrder({ order, onChanged }: OrderSectionProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const { busy, problems, problem, send, clearField } = useMove(order, onChanged, form);
  if (moveRefusal(position(order), 'Cancelled')) return null;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await send('Cancelled', { ...EMPTY, reason })) setOpen(false);
  }

  return (
    <>
      <SecondaryButton onClick={() => setOpen(true)}>Cancel order</SecondaryButton>
      {open && (
        <AdminDialog title={`Cancel order ${order.number}`} subtitle={order.buyer.name} onClose={() => setOpen(false)}>
          <form ref={form} onSubmit={submit} noValidate className="space-y-3">
            <div>
              <label htmlFor={`${id}-reason`} className="mb-1 block text-sm font-semibold text-zinc-700">
                Why is it cancelled? <span aria-hidden="true">*</span>
              </label>
              <textarea
                id={`${id}-reason`}
                value={reason}
                rows={3}
                required
                maxLength={CANCEL_REASON_MAX}
                aria-invalid={problems.reason ? true : undefined}
                aria-describedby={problems.reason ? `${id}-reason-error` : undefined}
                onChange={(event) => {
                  setReason(event.target.value);
                  clearField('reason');
                }}
                className={fieldClass}
              />
              <FieldError id={`${id}-reason-error`} message={problems.reason} />
            </div>
            <p className="text-sm text-zinc-600">The buyer's order page will say it was cancelled, and why. Payments stay recorded.</p>
            <SaveProblem message={problem} />
            <div className="flex flex-wrap gap-2">
              <PrimaryButton busy={busy} busyText="Cancelling…">
                Cancel order
              </PrimaryButton>
              <SecondaryButton onClick={() => setOpen(false)}>Keep the order</SecondaryButton>
            </div>
          </form>
        </AdminDialog>
      )}
    </>
  );
}

export default function FulfilmentSection({ order, onChanged }: OrderSectionProps) {
  const id = useId();
  const zone = useBusinessTimeZone();
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-title`} className="text-lg font-bold text-zinc-900">
          Fulfilment
        </h3>
        <p className="text-sm text-zinc-600">
          {order.status} since {formatDate(order.statusChangedAt, zone)}
        </p>
      </div>
      <Steps order={order} />
      <Details order={order} />
      {/*
        Not keyed by the status: what is typed while the order is read again (after a step, or a
        payment's save elsewhere on the panel) stays; a step no longer offered gives way to the first.
      */}
      <NextStep order={order} onChanged={onChanged} />
      <div className="flex flex-wrap gap-2">
        <CancelOrder order={order} onChanged={onChanged} />
      </div>
      <BuyerPage order={order} />
    </section>
  );
}
