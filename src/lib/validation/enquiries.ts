/**
 * The enquiry form's rules (SPEC §5.1), run in the product page's dialog and again in the
 * function, and how a phone as people write it is read (SPEC §21.1).
 */
import { LEAD_SOURCE_FIELDS, LEAD_SOURCE_MAX, type LeadSourceField } from '../lead-source';
import { MESSAGES } from '../messages';
import { requiredText } from './common';
import { noticeVersion } from './notice';
import { z } from './zod';

/** SPEC §5: exactly 10 digits, the first 6, 7, 8 or 9. */
export const PHONE_PATTERN = /^[6-9][0-9]{9}$/;

/**
 * A phone as people write it (SPEC §21.1), brought to the 10 digits PHONE_PATTERN judges:
 * spaces, hyphens, dots and brackets go, then the country code (+91 or 91 before 10 digits) or the
 * trunk 0 (before 10 digits). Anything else is left as it is, for the pattern to refuse.
 */
export function normalisePhone(raw: string): string {
  const compact = raw.replace(/[\s\-.()[\]]/g, '');
  return compact.replace(/^(?:\+?91|0)(?=\d{10}$)/, '');
}

/**
 * Where a lead came from (SPEC §21.4): optional, trimmed and cut to their length (never refused
 * for it: a long campaign name must not cost a lead); empty is null.
 */
function leadSourceFields() {
  const field = (name: LeadSourceField) =>
    z
      .string({ error: `${name} must be text.` })
      .nullish()
      .transform((value) => cutText(value?.trim() ?? '', LEAD_SOURCE_MAX[name]) || null);
  return Object.fromEntries(LEAD_SOURCE_FIELDS.map((name) => [name, field(name)])) as Record<LeadSourceField, ReturnType<typeof field>>;
}

/** The first `max` characters (code points, as the database counts them). */
const cutText = (text: string, max: number) => (text.length <= max ? text : Array.from(text).slice(0, max).join(''));

/** The one refusal of the enquiry's email, shown beside the field as the phone's is. */
export const ENQUIRY_EMAIL_MESSAGE = 'Please enter a valid email address.';

/**
 * The enquiry's email: optional (the SPEC's four fields are what an enquiry needs), trimmed, empty
 * is none (null); else a valid address of at most 254 characters, where a quotation can be mailed.
 */
const optionalEmail = z
  .string({ error: ENQUIRY_EMAIL_MESSAGE })
  .nullish()
  .transform((value) => value?.trim() || null)
  .pipe(z.email({ error: ENQUIRY_EMAIL_MESSAGE }).max(254, ENQUIRY_EMAIL_MESSAGE).nullable());

export const enquirySchema = z.object({
  productId: z.string({ error: 'productId is required.' }).min(1, 'productId is required.'),
  name: requiredText('name', 100),
  phone: z
    .string({ error: 'phone is required.' })
    .transform(normalisePhone)
    .pipe(z.string().regex(PHONE_PATTERN, MESSAGES.enquiryInvalidPhone)),
  email: optionalEmail,
  address: requiredText('address', 500),
  message: requiredText('message', 2000),
  ...leadSourceFields(),
  noticeVersion,
});

export type EnquiryInput = z.infer<typeof enquirySchema>;
