/**
 * The input rules of a quotation (docs/spec.md §22), for the admin's form and the functions alike.
 * Each refusal names its field by its path, so a 400 answer says which line to fix:
 * "items[1].quantity must be more than 0." (lines counted from 0, as the JSON counts them).
 * The rules are those of the quotation's date, the business day it is made: its GST rates are the
 * ones in force that day (../quotes/gst-rates.ts).
 */
import { formatRupees } from '../price';
import { computeQuote } from '../quotes/gst';
import { gstRateRule, gstRatesOn } from '../quotes/gst-rates';
import { gstinProblem, normaliseGstin } from '../quotes/gstin';
import { indianState } from '../quotes/indian-states';
import { MAX_QUOTE_VALID_DAYS } from '../quotes/seller';
import type { QuoteInput, QuoteRevisionInput } from '../quotes/types';
import { MAX_SCOPE_OF_SUPPLY } from './catalogue';
import { HSN_PATTERN } from './common';
import { z } from './zod';

export const MAX_QUOTE_ITEMS = 50;
export const MAX_QUANTITY = 100_000;
/** 10 crore rupees a unit. */
export const MAX_UNIT_PRICE = 100_000_000;
/** 1,000 crore rupees for a whole quotation, in paise. */
export const MAX_TOTAL_PAISE = 1_000_000_000_000;

/** ['items', 1, 'quantity'] → 'items[1].quantity'. */
function fieldName(path: readonly PropertyKey[]): string {
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`)).join('');
}

/** A refusal whose sentence begins with the field's path, known only when the parse meets it. */
const said = (text: string) => ({ error: (issue: { path?: readonly PropertyKey[] }) => `${fieldName(issue.path ?? [])} ${text}` });

/** Decimals a number was written with (JavaScript prints the shortest form that reads back the same). */
function decimals(value: number): number {
  const [digits, exponent = '0'] = String(value).split('e');
  return Math.max(0, (digits.split('.')[1]?.length ?? 0) - Number(exponent));
}

const text = (max: number) => z.string(said('must be text.')).trim().max(max, said(`must be at most ${max} characters.`));
const requiredText = (max: number) => z.string(said('is required.')).trim().min(1, said('is required.')).max(max, said(`must be at most ${max} characters.`));
/** Optional text: absent, null or blank is null. */
const optionalText = (max: number) => text(max).nullish().transform((value) => value || null);
/** Optional text of lines (a scope of supply): its line breaks kept as typed, whatever the system's. */
const optionalLines = (max: number) => optionalText(max).transform((value) => value && value.replace(/\r\n?/g, '\n'));

/** The longest note on a revision. */
export const MAX_REVISION_NOTE_LENGTH = 500;

const number = (rule: string, places: number) =>
  z.number(said(`must be a number ${rule}.`)).refine((value) => decimals(value) <= places, said(`must have at most ${places} decimals.`));

/** A line on a quotation dated `day` ('YYYY-MM-DD'). */
const itemSchema = (day: string) => z.object(
  {
  productId: z.string(said('must be text.')).trim().nullish().transform((value) => value || null),
  description: requiredText(300),
  hsn: z.string(said('is required.')).trim().regex(HSN_PATTERN, said('must be 4, 6 or 8 digits.')),
  quantity: number(`more than 0, up to ${MAX_QUANTITY}`, 3).gt(0, said('must be more than 0.')).max(MAX_QUANTITY, said(`must be at most ${MAX_QUANTITY}.`)),
  unit: text(20).nullish().transform((value) => value || 'Nos'),
  unitPrice: number('of rupees', 2)
    .min(0, said('cannot be negative.'))
    .max(MAX_UNIT_PRICE, said(`must be at most ${formatRupees(MAX_UNIT_PRICE * 100)}.`)),
  discountPercent: number('from 0 to 100', 2)
    .min(0, said('must be from 0 to 100.'))
    .max(100, said('must be from 0 to 100.'))
    .nullish()
    .transform((value) => value ?? 0),
  gstRate: z.literal(gstRatesOn(day), said(gstRateRule(day))),
  scope: optionalLines(MAX_SCOPE_OF_SUPPLY),
  },
  said('must be a line: description, hsn, quantity, unitPrice and gstRate.'),
);

/** One of the 28 states and 8 union territories, any case: its name as INDIAN_STATES spells it. */
const state = () =>
  z
    .string(said('is required.'))
    .transform((value) => indianState(value)?.name ?? '')
    .refine(Boolean, said('must be an Indian state or union territory.'));

const gstin = () =>
  optionalText(20)
    .transform((value) => (value ? normaliseGstin(value) : null))
    .refine((value) => !value || !gstinProblem(value), {
      error: (issue) => gstinProblem(String(issue.input), fieldName(issue.path ?? [])),
    });

const buyerSchema = z.object(
  {
  name: requiredText(100),
  state: state(),
  address: requiredText(500),
  gstin: gstin(),
  email: z
    .string(said('must be an email address.'))
    .trim()
    .max(254, said('must be at most 254 characters.'))
    .nullish()
    .transform((value) => value || null)
    .pipe(z.email(said('must be a valid email address.')).nullable()),
  },
  said('is required: name, state and address.'),
);

const shipToSchema = z.object(
  {
    name: requiredText(100),
    address: requiredText(500),
    state: state(),
    gstin: gstin(),
  },
  said('must be null or the Ship to: name, state and address.'),
);

const termsSchema = z.object(
  {
    payment: text(1000).optional(),
    delivery: text(1000).optional(),
    warranty: text(1000).optional(),
    notes: text(2000).optional(),
  },
  said('must be an object of payment, delivery, warranty and notes.'),
);

const quoteFields = (day: string) => ({
  buyer: buyerSchema,
  items: z
    .array(itemSchema(day), said('must be a list of lines.'))
    .min(1, said('must have at least one line.'))
    .max(MAX_QUOTE_ITEMS, said(`can have at most ${MAX_QUOTE_ITEMS} lines.`))
    // The rupee columns of the database and the PDF hold up to 1,000 crore. Either split may
    // round a paisa more, so both are counted.
    .refine(
      (items) => Math.max(computeQuote(items, 'intra').totals.total, computeQuote(items, 'inter').totals.total) <= MAX_TOTAL_PAISE,
      said(`add up to more than ${formatRupees(MAX_TOTAL_PAISE)}.`),
    ),
  validDays: z
    .number(said(`must be a whole number of days from 1 to ${MAX_QUOTE_VALID_DAYS}.`))
    .int(said(`must be a whole number of days from 1 to ${MAX_QUOTE_VALID_DAYS}.`))
    .min(1, said(`must be a whole number of days from 1 to ${MAX_QUOTE_VALID_DAYS}.`))
    .max(MAX_QUOTE_VALID_DAYS, said(`must be a whole number of days from 1 to ${MAX_QUOTE_VALID_DAYS}.`))
    .optional(),
  terms: termsSchema.optional(),
  // The advance the UPI QR asks for (docs/spec.md §22.10); the setting's when not given.
  advancePercent: number('from 0 to 100', 2).min(0, said('must be from 0 to 100.')).max(100, said('must be from 0 to 100.')).optional(),
  shipTo: shipToSchema.nullish().transform((value) => value ?? null),
  placeOfSupply: state().nullish().transform((value) => value ?? null),
});

/**
 * The place of supply is the Bill to's state or the Ship to's (IGST Act 2017, s. 10(1): where the
 * goods' movement ends, the Bill to's on a bill-to-ship-to sale, the place of installation), so a
 * quotation never charges the tax of a state it names nowhere.
 */
function placeOfSupplyRule(
  input: { buyer: { state: string }; shipTo: { state: string } | null; placeOfSupply: string | null },
  context: z.RefinementCtx,
): void {
  const { buyer, shipTo, placeOfSupply } = input;
  if (placeOfSupply === null || placeOfSupply === buyer.state || placeOfSupply === shipTo?.state) return;
  context.addIssue({
    code: 'custom',
    path: ['placeOfSupply'],
    message: shipTo
      ? `placeOfSupply must be the buyer's state (${buyer.state}) or the Ship to's (${shipTo.state}).`
      : `placeOfSupply must be the buyer's state (${buyer.state}): there is no Ship to.`,
  });
}

const id = () => z.string(said('is required.')).trim().min(1, said('is required.'));

/** POST /api/quotes: a quotation made on the business day `day` ('YYYY-MM-DD'). */
export const quoteInputSchema = (day: string) =>
  z.object({ enquiryId: id(), ...quoteFields(day) }, { error: 'The quotation must be a JSON object.' }).superRefine(placeOfSupplyRule);

/** POST /api/quotes/email and /api/quotes/whatsapp: the quotation to share. */
export const quoteIdSchema = z.object({ quoteId: z.string({ error: 'quoteId is required.' }) });

/** POST /api/quotes/revise: a revision made on `day`, which takes that day's rates, whatever its quotation's were. */
export const quoteRevisionSchema = (day: string) =>
  z
    .object(
      { quoteId: id(), enquiryId: id().optional(), ...quoteFields(day), revisionNote: optionalText(MAX_REVISION_NOTE_LENGTH) },
      { error: 'The revision must be a JSON object.' },
    )
    .superRefine(placeOfSupplyRule);

export type ParsedQuoteInput = z.output<ReturnType<typeof quoteInputSchema>>;
export type ParsedQuoteRevision = z.output<ReturnType<typeof quoteRevisionSchema>>;

// What the schemas give is what src/lib/quotes/types.ts promises.
export type { QuoteInput, QuoteRevisionInput };
const _input: QuoteInput = {} as ParsedQuoteInput;
const _revision: QuoteRevisionInput = {} as ParsedQuoteRevision;
void _input;
void _revision;
