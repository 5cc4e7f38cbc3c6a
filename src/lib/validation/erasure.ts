/**
 * An ADMIN's erasure of a person (POST /api/erase-person, docs/spec.md §26.4): a mobile number read
 * as the enquiry form reads it (§21.1) or an email (any case), or both, and the reason the lead's
 * timeline keeps. Run in the admin's form and again in the function.
 */
import { requiredText } from './common';
import { normalisePhone, PHONE_PATTERN } from './enquiries';
import { z } from './zod';

export const ERASURE_REASON_MAX = 500;

export const ERASURE_MESSAGES = {
  personRequired: 'phone or email is required: the person to erase.',
  phone: 'phone must be an Indian mobile number: 10 digits, the first 6, 7, 8 or 9 (+91 98765 43210).',
  email: 'email must be a valid email address.',
  reasonNamesPerson: 'reason must not repeat the phone or email: the timeline keeps the reason.',
} as const;

/** An optional text field: trimmed, empty is none (null). */
const optional = (field: string) =>
  z
    .string({ error: `${field} must be text.` })
    .nullish()
    .transform((value) => value?.trim() || null);

export const erasureSchema = z
  .object({
    phone: optional('phone')
      .transform((value) => (value === null ? null : normalisePhone(value)))
      .refine((value) => value === null || PHONE_PATTERN.test(value), ERASURE_MESSAGES.phone),
    email: optional('email').pipe(z.email(ERASURE_MESSAGES.email).max(254, ERASURE_MESSAGES.email).nullable()),
    reason: requiredText('reason', ERASURE_REASON_MAX),
  })
  .superRefine(({ phone, email, reason }, context) => {
    if (!phone && !email) context.addIssue({ code: 'custom', path: ['phone'], message: ERASURE_MESSAGES.personRequired });
    // The reason stays on the timeline after the data has gone, so it must not carry the data.
    const said = reason.toLowerCase();
    if ((phone && said.replace(/\D/g, '').includes(phone)) || (email && said.includes(email.toLowerCase()))) {
      context.addIssue({ code: 'custom', path: ['reason'], message: ERASURE_MESSAGES.reasonNamesPerson });
    }
  });

export type ErasureInput = z.infer<typeof erasureSchema>;
