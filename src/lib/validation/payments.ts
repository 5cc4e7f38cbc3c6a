/**
 * The input rules of a payment and of its voiding (docs/spec.md §24.3), for the desk's form and
 * the function alike. The amount is rupees with at most two decimals, a number or a string, as
 * the orders' calls take them (./proformas.ts); the rule gives it in paise. Whether it fits the
 * order's balance, and whether the day is not before the order, is the server's to say: only it
 * sees the order as it stands.
 */
import { formatBusinessDate, businessDayStart } from '../business-time';
import { PAYMENT_MODES, type PaymentMode } from '../orders/types';
import { requiredText } from './common';
import { rupeesAmount } from './proformas';
import { z } from './zod';

export const MAX_PAYMENT_REFERENCE = 100;
export const MAX_PAYMENT_NOTE = 500;
export const MAX_VOID_REASON = 500;

const MODES_SAID = `mode must be one of ${PAYMENT_MODES.join(', ')}.`;

/** A calendar day written 'YYYY-MM-DD' that exists (no 31 April). */
function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const [year, month, date] = day.split('-').map(Number);
  const at = new Date(Date.UTC(year, month - 1, date));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === date;
}

/** Optional text of at most `max` characters: absent, null or blank is null. */
const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text.` })
    .trim()
    .max(max, `${field} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => value || null);

/** A mode as the desk may type it ("upi", "Cheque"), given as PAYMENT_MODES spells it. */
const mode = z
  .string({ error: MODES_SAID })
  .transform((value) => PAYMENT_MODES.find((known) => known.toLowerCase() === value.trim().toLowerCase()))
  .refine((value): value is PaymentMode => value !== undefined, MODES_SAID)
  .transform((value) => value as PaymentMode);

/** POST /api/payments on the business day `today` ('YYYY-MM-DD'): the money's day is not after it. */
export const paymentInputSchema = (today: string) =>
  z
    .object(
    {
      orderId: requiredText('orderId', 100),
      paidOn: z
        .string({ error: 'paidOn is required.' })
        .trim()
        .min(1, 'paidOn is required.')
        .refine(isCalendarDay, 'paidOn must be a date written YYYY-MM-DD.')
        .refine((day) => day <= today, `paidOn cannot be after today, ${formatBusinessDate(businessDayStart(today))}.`),
      amount: rupeesAmount('amount').pipe(z.number({ error: 'amount is required.' })),
      mode,
      reference: optionalText('reference', MAX_PAYMENT_REFERENCE),
      note: optionalText('note', MAX_PAYMENT_NOTE),
    },
    { error: 'The payment must be a JSON object.' },
  )
  .transform(({ amount, ...payment }) => ({ ...payment, amountPaise: amount }));

export type PaymentInput = z.output<ReturnType<typeof paymentInputSchema>>;

/** POST /api/payments/void: the payment and why it no longer counts. */
export const paymentVoidSchema = z.object(
  {
    paymentId: requiredText('paymentId', 100),
    reason: requiredText('reason', MAX_VOID_REASON),
  },
  { error: 'The request must be a JSON object.' },
);

export type PaymentVoidInput = z.output<typeof paymentVoidSchema>;
