/**
 * What the input rules of every feature share: a required text, an email address, an HSN code,
 * and the problems of a failed parse said as a 400 answer or a form says them.
 */
import { z } from './zod';

/** A machine's HSN code, on its product and its quotation lines: 4, 6 or 8 digits. */
export const HSN_PATTERN = /^\d{4}(\d{2}){0,2}$/;

/** Required text, trimmed, of at most `max` characters; the messages name the field. */
export const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, `${field} is required.`)
    .max(max, `${field} must be at most ${max} characters.`);

export const email = z
  .string({ error: 'email is required.' })
  .trim()
  .min(1, 'email is required.')
  .max(254, 'email must be at most 254 characters.')
  .pipe(z.email({ error: 'email must be a valid email address.' }));

/** The first problem of a failed parse, as one sentence for a 400 answer or a form line. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'The request is not valid.';
}

/**
 * Each field's first problem of a failed parse, by field name, for the forms that show a problem
 * beside its field; `say` may reword a message (the admin dialog names the field by its label).
 */
export function fieldErrors<Field extends string>(
  error: z.ZodError,
  say: (message: string, field: Field) => string = (message) => message,
): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as Field;
    found[field] ??= say(issue.message, field);
  }
  return found;
}
