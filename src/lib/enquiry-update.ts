/** The admin's change to a lead (/api/update-enquiry): its status and internal note. */
import { z } from 'zod';
import { ENQUIRY_STATUSES } from './types';

export const NOTE_MAX = 2000;

export const enquiryUpdateSchema = z
  .object({
    // The list sends `_id` like the other admin calls; `enquiryId` reads better in a script.
    enquiryId: z.string({ error: 'enquiryId must be text.' }).optional(),
    _id: z.string({ error: '_id must be text.' }).optional(),
    status: z.enum(ENQUIRY_STATUSES, { error: `status must be one of ${ENQUIRY_STATUSES.join(', ')}.` }),
    note: z
      .string({ error: 'note must be text.' })
      .max(NOTE_MAX, `note must be at most ${NOTE_MAX} characters.`)
      .transform((note) => note.trim())
      .default(''),
  })
  .transform(({ enquiryId, _id, ...rest }) => ({ enquiryId: enquiryId ?? _id ?? '', ...rest }))
  .refine((input) => input.enquiryId.length > 0, { error: 'enquiryId is required.' });

export type EnquiryUpdateInput = z.infer<typeof enquiryUpdateSchema>;
