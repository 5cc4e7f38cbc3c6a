/**
 * The input rules of SPEC §5, written once and used by the browser forms and the functions alike.
 * Messages name the field so a 400 answer says what to fix.
 */
import { z } from 'zod';
import { CATEGORY_VALUES } from './categories';
import { LEAD_SOURCE_FIELDS, LEAD_SOURCE_MAX, type LeadSourceField } from './lead-source';
import { MESSAGES } from './messages';

// No code generated at run time: the pages' Content-Security-Policy allows no eval, and zod would
// otherwise probe for it (a policy violation) before compiling its object parsers.
z.config({ jitless: true });

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

export const PASSWORD_MIN_LENGTH = 8;
export const MAX_LINKS = 20;

const requiredText = (field: string, max: number) =>
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

export const signupSchema = z
  .object({
    name: requiredText('name', 100),
    email,
    password: z
      .string({ error: 'password is required.' })
      .min(PASSWORD_MIN_LENGTH, `password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
      .max(200, 'password must be at most 200 characters.'),
    confirmPassword: z.string({ error: 'confirmPassword is required.' }).min(1, 'confirmPassword is required.'),
    // A data URL; the server judges the decoded bytes (type, at most 200 KB: 413), and the 1 MB
    // body limit bounds the text, so no length rule here would answer a truthful status.
    profilePic: z.string({ error: 'profilePic must be an image data URL.' }).optional().nullable(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.passwordMismatch, path: ['confirmPassword'] });

export const signinSchema = z.object({
  email,
  password: z.string({ error: 'password is required.' }).min(1, 'password is required.').max(200),
});

export const roleSchema = z.enum(['ADMIN', 'GENERAL'], { error: 'role must be ADMIN or GENERAL.' });

export const updateUserSchema = z.object({
  userId: z.string({ error: 'userId is required.' }).min(1, 'userId is required.'),
  role: roleSchema,
});

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
});

/** One entry of a list of links, before the rule of what it may point at. */
const link = (field: string) =>
  z
    .string({ error: `${field} must be a list of links.` })
    .trim()
    .max(2048, `${field} links must be at most 2048 characters.`);

const httpUrl = (field: string) => link(field).refine(isHttpUrl, `${field} must contain only http or https links.`);

/**
 * A path on this site, as the demo catalogue and seed.sql store their images (`/demo/products/…`).
 * One leading slash only, and no backslash or white space: `//host` and `/\host` would name
 * another site to a browser.
 */
export const SITE_PATH_PATTERN = /^\/(?![/\\])[^\s\\]*$/;

/** An image address: an http(s) link (uploads, Supabase Storage) or a path on this site. */
const imageAddress = (field: string) =>
  link(field).refine(
    (value) => SITE_PATH_PATTERN.test(value) || isHttpUrl(value),
    `${field} must contain only http or https links or paths on this site.`,
  );

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const linkList = (field: string, item: (field: string) => z.ZodType<string> = httpUrl) =>
  z
    .array(item(field), { error: `${field} must be a list of links.` })
    .max(MAX_LINKS, `${field} can have at most ${MAX_LINKS} links.`)
    .default([]);

/** A machine's HSN code, as printed on its quotation lines: 4, 6 or 8 digits. */
export const HSN_PATTERN = /^\d{4}(\d{2}){0,2}$/;
const HSN_MESSAGE = 'hsn must be 4, 6 or 8 digits.';

export const productSchema = z.object({
  productName: requiredText('productName', 200),
  brandName: requiredText('brandName', 100),
  category: z.enum(CATEGORY_VALUES, { error: 'category must be one of the product categories.' }),
  productImage: linkList('productImage', imageAddress),
  description: z.string({ error: 'description must be text.' }).max(100_000, 'description is too long.').default(''),
  videoLinks: linkList('videoLinks'),
  websiteLinks: linkList('websiteLinks'),
  price: z.number({ error: 'price must be a number.' }).nonnegative('price cannot be negative.').nullable().optional(),
  sellingPrice: z
    .number({ error: 'sellingPrice must be a number.' })
    .nonnegative('sellingPrice cannot be negative.')
    .nullable()
    .optional(),
  showPrice: z.boolean({ error: 'showPrice must be true or false.' }).optional(),
  // Left out: a new product takes the table's default (8441), an edit keeps what is stored; empty
  // or null is none.
  hsn: z
    .string({ error: HSN_MESSAGE })
    .trim()
    .refine((value) => value === '' || HSN_PATTERN.test(value), HSN_MESSAGE)
    .transform((value) => value || null)
    .nullable()
    .optional(),
});

export const productUpdateSchema = productSchema.extend({
  _id: z.string({ error: '_id is required.' }).min(1, '_id is required.'),
});

export type SignupInput = z.infer<typeof signupSchema>;
export type SigninInput = z.infer<typeof signinSchema>;
export type EnquiryInput = z.infer<typeof enquirySchema>;
export type ProductInput = z.infer<typeof productSchema>;
export type ProductUpdateInput = z.infer<typeof productUpdateSchema>;

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

export const productIdSchema = z.object({
  productId: z.string({ error: 'productId is required.' }).min(1, 'productId is required.'),
});

export const categorySchema = z.object({
  category: z.enum(CATEGORY_VALUES, { error: 'category must be one of the product categories.' }),
});

/** SPEC §7 filter-product: the chosen categories; an empty list means all products. */
export const filterSchema = z.object({
  category: z
    .array(z.enum(CATEGORY_VALUES, { error: 'category must list only product categories.' }), {
      error: 'category must be a list of product categories.',
    })
    .max(CATEGORY_VALUES.length, 'category lists too many categories.'),
});

export const SEARCH_MAX_LENGTH = 200;

export const CART_MAX_QUANTITY = 99;

export const cartItemIdSchema = z.object({
  _id: z.string({ error: '_id is required.' }).min(1, '_id is required.'),
});

export const cartQuantitySchema = cartItemIdSchema.extend({
  quantity: z
    .number({ error: 'quantity must be a whole number from 1 to 99.' })
    .int('quantity must be a whole number from 1 to 99.')
    .min(1, 'quantity must be a whole number from 1 to 99.')
    .max(CART_MAX_QUANTITY, 'quantity must be a whole number from 1 to 99.'),
});
