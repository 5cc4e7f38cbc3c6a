/** The rules of sign-up, sign-in and a user's role and "takes new leads" (SPEC §5.2, docs/spec.md §23.1). */
import { MESSAGES } from '../messages';
import { ROLES } from '../types';
import { email, requiredText } from './common';
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
  })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.passwordMismatch, path: ['confirmPassword'] });

export const signinSchema = z.object({
  email,
  password: z.string({ error: 'password is required.' }).min(1, 'password is required.').max(200),
});

export const roleSchema = z.enum(ROLES, { error: 'role must be ADMIN, SALES or GENERAL.' });

/** A change of a user: the role, whether they take new leads, or both at once. */
export const updateUserSchema = z
  .object({
    userId: z.string({ error: 'userId is required.' }).min(1, 'userId is required.'),
    role: roleSchema.optional(),
    takesNewLeads: z.boolean({ error: 'takesNewLeads must be true or false.' }).optional(),
  })
  .refine((change) => change.role !== undefined || change.takesNewLeads !== undefined, { error: 'role or takesNewLeads is required.' });

export type UserChange = Omit<z.infer<typeof updateUserSchema>, 'userId'>;

export type SignupInput = z.infer<typeof signupSchema>;
export type SigninInput = z.infer<typeof signinSchema>;
