/**
 * The admin's change to a lead (/api/update-enquiry, SPEC §21.5): its status, a note added to its
 * timeline, its next follow-up, a call or WhatsApp tap to record (docs/spec.md §23.3), its owner
 * (§23.2); any of them, at least one.
 */
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../types';
import { z } from './zod';

export const NOTE_MAX = 2000;

export const FOLLOW_UP_MESSAGE =
  'nextFollowUpAt must be a date (YYYY-MM-DD), a date and time with its offset (2026-11-26T15:30:00+05:30 or …Z), or null.';

/** A next follow-up: a business day, an instant, or null to clear it. */
export const followUpSchema = z.union(
  [z.iso.date(), z.iso.datetime({ offset: true }), z.iso.datetime({ offset: true, precision: -1 }), z.null()],
  { error: FOLLOW_UP_MESSAGE },
);

/** Won and Lost leads are closed: they have no next follow-up (a status moving there clears it). */
export const isClosed = (status: EnquiryStatus) => status === 'Won' || status === 'Lost';
export const CLOSED_FOLLOW_UP_MESSAGE = 'A lead that is Won or Lost has no next follow-up.';

/** The desk's one-tap ways to reach a buyer, recorded on the timeline as they are used. */
export const CONTACT_KINDS = ['call', 'whatsapp'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** A lead's owner (docs/spec.md §23.2): a user id, or null to leave the lead unassigned. */
export const OWNER_ID_MESSAGE = 'ownerId must be a user id, or null to unassign the lead.';
export const NO_OWNER_MESSAGE = 'No user has this ownerId.';
export const NOT_DESK_OWNER_MESSAGE = 'A lead can only be given to an ADMIN or SALES user.';

/** A follow-up given as a date alone ('YYYY-MM-DD'): due that business day, at no set time. */
export const isAllDay = (followUp: string) => followUp.length === 10;

export const enquiryUpdateSchema = z
  .object({
    // The list sends `_id` like the other admin calls; `enquiryId` reads better in a script.
    enquiryId: z.string({ error: 'enquiryId must be text.' }).optional(),
    _id: z.string({ error: '_id must be text.' }).optional(),
    status: z.enum(ENQUIRY_STATUSES, { error: `status must be one of ${ENQUIRY_STATUSES.join(', ')}.` }).optional(),
    note: z
      .string({ error: 'note must be text.' })
      .max(NOTE_MAX, `note must be at most ${NOTE_MAX} characters.`)
      .transform((note) => note.trim())
      .default(''),
    nextFollowUpAt: followUpSchema.optional(),
    ownerId: z.union([z.guid({ error: OWNER_ID_MESSAGE }), z.null()], { error: OWNER_ID_MESSAGE }).optional(),
    contact: z.enum(CONTACT_KINDS, { error: 'contact must be "call" or "whatsapp".' }).optional(),
  })
  .transform(({ enquiryId, _id, ...rest }) => ({ enquiryId: enquiryId ?? _id ?? '', ...rest }))
  .refine((input) => input.enquiryId.length > 0, { error: 'enquiryId is required.' })
  .refine(
    (input) =>
      input.status !== undefined || input.note !== '' || input.nextFollowUpAt !== undefined || input.contact !== undefined || input.ownerId !== undefined,
    {
      error: 'Give a status, a note, nextFollowUpAt, contact or ownerId.',
    },
  )
  .refine((input) => !(input.status && isClosed(input.status) && input.nextFollowUpAt), { error: CLOSED_FOLLOW_UP_MESSAGE });

export type EnquiryUpdateInput = z.infer<typeof enquiryUpdateSchema>;
