/** The rules of sign-up, sign-in and a user's role and "takes new leads" (SPEC §5.2, docs/spec.md §23.1). */
import { MESSAGES } from '../messages';
import { ROLES } from '../types';
import { email, requiredText } from './common';
import { normalisePhone, PHONE_PATTERN } from './enquiries';
import { noticeVersion } from './notice';
import { z } from './zod';

export const PASSWORD_MIN_LENGTH = 8;

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
    noticeVersion,
  })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.passwordMismatch, path: ['confirmPassword'] });

export const signinSchema = z.object({
  email,
  password: z.string({ error: 'password is required.' }).min(1, 'password is required.').max(200),
});

export const roleSchema = z.enum(ROLES, { error: 'role must be ADMIN, SALES or GENERAL.' });

export const MOBILE_MESSAGE = 'mobile must be an Indian mobile number: 10 digits, the first 6, 7, 8 or 9.';

/**
 * A desk user's mobile, printed as the sales contact on their quotations (docs/spec.md §22.9):
 * written as people write it ("+91 98765 43210"), stored as its 10 digits; empty or null clears it.
 */
export const mobileSchema = z
  .string({ error: MOBILE_MESSAGE })
  .nullable()
  .transform((value) => (value === null ? '' : normalisePhone(value.trim())))
  .refine((digits) => digits === '' || PHONE_PATTERN.test(digits), MOBILE_MESSAGE)
  .transform((digits) => digits || null);

/** A change of a user: the role, whether they take new leads, the mobile, or several at once. */
export const updateUserSchema = z
  .object({
    userId: z.string({ error: 'userId is required.' }).min(1, 'userId is required.'),
    role: roleSchema.optional(),
    takesNewLeads: z.boolean({ error: 'takesNewLeads must be true or false.' }).optional(),
    mobile: mobileSchema.optional(),
  })
  .refine((change) => change.role !== undefined || change.takesNewLeads !== undefined || change.mobile !== undefined, {
    error: 'role, takesNewLeads or mobile is required.',
  });

/** POST /api/user-details: a desk user's own mobile. */
export const ownDetailsSchema = z.object({ mobile: mobileSchema }, { error: 'mobile is required.' });

export type UserChange = Omit<z.infer<typeof updateUserSchema>, 'userId'>;

export type SignupInput = z.infer<typeof signupSchema>;
export type SigninInput = z.infer<typeof signinSchema>;
