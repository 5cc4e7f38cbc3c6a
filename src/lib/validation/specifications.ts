/**
 * The rules of a category's specification schema as an ADMIN saves it (docs/spec.md §25.2): the
 * constraints of the table spec_fields, checked here first so that each refusal names the
 * specification and what is wrong with it. Run in the schema editor as it is saved and again in
 * POST /api/spec-fields. What only the stored schema can tell (a key kept, values that still fit)
 * is checked on the server (src/server/catalogue/specifications.ts).
 */
import { CATEGORY_VALUES } from '../categories';
import { MAX_SPEC_FIELDS, MAX_SPEC_TEXT, SPEC_KINDS } from '../specifications';
import { z } from './zod';

/** A key: its name in addresses (a category page's filter), as the table's check has it. */
export const SPEC_KEY_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;
export const MAX_SPEC_NAME = 60;
export const MAX_SPEC_UNIT = 20;
export const MAX_SPEC_CHOICES = 30;
export const MAX_SPEC_BANDS = 12;

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** One specification as sent; the messages here are completed with its name by `schemaProblems`. */
const specFieldInput = z.object({
  /** Left out: a new specification. */
  _id: z.string({ error: '_id must be text.' }).optional(),
  key: z.string({ error: 'key is required.' }).trim(),
  name: z.string({ error: 'name is required.' }).trim().min(1, 'name is required.').max(MAX_SPEC_NAME, `name must be at most ${MAX_SPEC_NAME} characters.`),
  unit: z
    .string({ error: 'unit must be text.' })
    .trim()
    .max(MAX_SPEC_UNIT, `unit must be at most ${MAX_SPEC_UNIT} characters.`)
    .nullish()
    .transform((unit) => unit || null),
  kind: z.enum(SPEC_KINDS, { error: 'kind must be number, range, text or choice.' }),
  choices: z
    .array(
      z.string({ error: 'choices must be a list of text.' }).trim().min(1, 'a choice must not be empty.').max(MAX_SPEC_TEXT, `a choice must be at most ${MAX_SPEC_TEXT} characters.`),
      { error: 'choices must be a list of text.' },
    )
    .max(MAX_SPEC_CHOICES, `choices can have at most ${MAX_SPEC_CHOICES} options.`)
    .default([]),
  bands: z
    .array(z.number({ error: 'bands must be a list of numbers.' }).gt(-1e12, 'bands must be figures of less than 12 digits.').lt(1e12, 'bands must be figures of less than 12 digits.'), {
      error: 'bands must be a list of numbers.',
    })
    .max(MAX_SPEC_BANDS, `bands can have at most ${MAX_SPEC_BANDS} edges.`)
    .default([]),
  filterable: z.boolean({ error: 'filterable must be true or false.' }).default(false),
  onCard: z.boolean({ error: 'onCard must be true or false.' }).default(false),
});

export type SpecFieldInput = z.infer<typeof specFieldInput>;

/** The rules one specification holds on its own. */
function checkField(field: SpecFieldInput, ctx: z.RefinementCtx, index: number): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: ['fields', index, path], message });
  if (!SPEC_KEY_PATTERN.test(field.key)) issue('key', 'key must start with a small letter and hold only small letters, digits and hyphens, at most 40.');
  if (field.kind === 'choice' && field.choices.length === 0) issue('choices', 'a choice needs at least one option.');
  if (field.kind !== 'choice' && field.choices.length > 0) issue('choices', 'only a choice has options.');
  const repeated = field.choices.find((c, i) => field.choices.findIndex((d) => sameText(c, d)) !== i);
  if (repeated) issue('choices', `the option ${repeated} is given twice.`);
  const figures = field.kind === 'number' || field.kind === 'range';
  if (!figures && field.bands.length > 0) issue('bands', 'only a number or a range has bands.');
  if (field.bands.some((edge, i) => i > 0 && edge <= field.bands[i - 1])) issue('bands', 'bands must go up, each more than the one before.');
  if (field.filterable && field.kind === 'text') issue('filterable', 'a text cannot be a filter.');
  if (field.filterable && figures && field.bands.length === 0) issue('bands', 'a filterable number or range needs bands to offer.');
}

/**
 * POST /api/spec-fields: a category's whole schema, in its new order (a specification's place in
 * `fields` is its position). Names are unique in any case, keys unique, one key figure at most.
 */
export const specFieldsSchema = z
  .object({
    category: z.enum(CATEGORY_VALUES, { error: 'category must be one of the product categories.' }),
    fields: z
      .array(specFieldInput, { error: 'fields must be a list of specifications.' })
      .max(MAX_SPEC_FIELDS, `A category can have at most ${MAX_SPEC_FIELDS} specifications.`),
  })
  .superRefine(({ fields }, ctx) => {
    fields.forEach((field, index) => {
      checkField(field, ctx, index);
      const earlier = fields.slice(0, index);
      if (earlier.some((f) => sameText(f.name, field.name))) {
        ctx.addIssue({ code: 'custom', path: ['fields', index, 'name'], message: 'another specification has this name.' });
      }
      if (earlier.some((f) => f.key === field.key)) {
        ctx.addIssue({ code: 'custom', path: ['fields', index, 'key'], message: 'another specification has this key.' });
      }
      if (field._id && earlier.some((f) => f._id === field._id)) {
        ctx.addIssue({ code: 'custom', path: ['fields', index, '_id'], message: 'this specification is given twice.' });
      }
      const keyFigure = earlier.find((f) => f.onCard);
      if (field.onCard && keyFigure) {
        ctx.addIssue({ code: 'custom', path: ['fields', index, 'onCard'], message: `${keyFigure.name} is already the key figure; a category has one at most.` });
      }
    });
  });

export type SpecFieldsInput = z.infer<typeof specFieldsSchema>;

/** A refusal of the rules: its sentence, and where the schema editor shows it. */
export interface SchemaProblem {
  message: string;
  /** The sentence without the specification's name, as its field says it ("Name is required."). */
  detail: string;
  /** The specification's place in the list, or null for the whole (the category, too many). */
  index: number | null;
  /** Its property (name, key, unit, kind, choices, bands, filterable, onCard), or null. */
  field: string | null;
}

/**
 * The problems of a failed parse, each sentence naming the specification it is about ("Output:
 * bands must go up, …"; one without a name yet is "Specification 3"), in the list's order.
 */
export function schemaProblems(error: z.ZodError, body: unknown): SchemaProblem[] {
  const sent = (body as { fields?: unknown } | null)?.fields;
  return error.issues.map((issue) => {
    const [top, index, field] = issue.path;
    const detail = issue.message.replace(/^\w/, (c) => c.toUpperCase());
    if (top !== 'fields' || typeof index !== 'number') return { message: issue.message, detail, index: null, field: null };
    return { message: `${specLabel(sent, index)}: ${issue.message}`, detail, index, field: typeof field === 'string' ? field : null };
  });
}

function specLabel(sent: unknown, index: number): string {
  const name = Array.isArray(sent) ? (sent[index] as { name?: unknown } | null)?.name : undefined;
  return typeof name === 'string' && name.trim() ? name.trim() : `Specification ${index + 1}`;
}
