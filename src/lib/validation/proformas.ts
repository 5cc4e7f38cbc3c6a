/**
 * The input rules of a proforma invoice (docs/spec.md §24.2), for the desk's form and the function
 * alike: what it asks the buyer to pay, as a share of the order's total, as an amount, or (neither
 * given) the whole balance. Amounts are rupees with at most two decimals, a number or a string
 * ("125000.50"), as the orders' calls take them; the rule gives them in paise.
 */
import { formatRupees } from '../price';
import { MAX_TOTAL_PAISE } from './quotes';
import { z } from './zod';

const RUPEES_TEXT = /^\d+(\.\d{1,2})?$/;

/** Rupees written as a number or a string, in paise; null when not given; NaN when not an amount. */
function paiseOf(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  // A number prints its shortest form: 12.5 stays 12.5, 1e-7 is refused by the pattern.
  if (!RUPEES_TEXT.test(text)) return Number.NaN;
  const [rupees, paise = ''] = text.split('.');
  return Number(rupees) * 100 + Number(paise.padEnd(2, '0'));
}

/**
 * An amount of rupees, more than 0 and at most 1,000 crore (what a quotation's total can be),
 * with at most two decimals: in paise, or null when not given. The messages name the field.
 */
export const rupeesAmount = (field: string) =>
  z.unknown().transform((value, ctx) => {
    const paise = paiseOf(value);
    if (paise === null) return null;
    const problem = Number.isNaN(paise)
      ? `${field} must be an amount in rupees with at most two decimals.`
      : paise <= 0
        ? `${field} must be more than 0.`
        : paise > MAX_TOTAL_PAISE
          ? `${field} must be at most ${formatRupees(MAX_TOTAL_PAISE)}.`
          : null;
    if (!problem) return paise;
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  })
  // An absent key is not given, as null is (an object's transform alone would require the key).
  .optional();

/** A share of the order's total, 0.01 to 100 with at most two decimals: in hundredths of a percent. */
const advancePercent = z.unknown().transform((value, ctx) => {
  const hundredths = paiseOf(value);
  if (hundredths === null) return null;
  if (Number.isNaN(hundredths) || hundredths < 1 || hundredths > 10_000) {
    ctx.addIssue({ code: 'custom', message: 'advancePercent must be a percentage from 0.01 to 100, with at most two decimals.' });
    return z.NEVER;
  }
  return hundredths;
}).optional();

/** What a proforma invoice asks for. */
export type ProformaAsk = { percentHundredths: number } | { paise: number } | 'balance';

/** POST /api/proformas: `{ orderId, advancePercent?, advanceAmount? }`, one of the two or neither. */
export const proformaInputSchema = z
  .object(
    {
      orderId: z.string({ error: 'orderId is required.' }).trim().min(1, 'orderId is required.'),
      advancePercent,
      advanceAmount: rupeesAmount('advanceAmount'),
    },
    { error: 'The proforma invoice must be a JSON object.' },
  )
  .refine((input) => input.advancePercent == null || input.advanceAmount == null, {
    message: 'Give advancePercent or advanceAmount, not both.',
    path: ['advanceAmount'],
  })
  .transform(({ orderId, advancePercent: percentHundredths, advanceAmount: paise }) => {
    const ask: ProformaAsk = percentHundredths != null ? { percentHundredths } : paise != null ? { paise } : 'balance';
    return { orderId, ask };
  });

export type ProformaInput = z.output<typeof proformaInputSchema>;

/** POST /api/proformas/email: the proforma invoice to mail. */
export const proformaIdSchema = z.object(
  { proformaId: z.string({ error: 'proformaId is required.' }).trim().min(1, 'proformaId is required.') },
  { error: 'The request must be a JSON object.' },
);

/**
 * A share of a total, in paise, rounded half up: `percentHundredths` of `totalPaise` (3000 is 30%).
 * In BigInt: a total of 1,000 crore in paise times 10,000 is past a double's exact integers.
 */
export function shareOfTotal(totalPaise: number, percentHundredths: number): number {
  return Number((BigInt(totalPaise) * BigInt(percentHundredths) * 2n + 10_000n) / 20_000n);
}
