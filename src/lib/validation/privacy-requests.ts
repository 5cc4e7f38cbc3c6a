/** The ADMIN's call on a buyer's request (docs/spec.md §26.3): POST /api/privacy-requests/handle. */
import { z } from './zod';

export const handleRequestSchema = z.object(
  { requestId: z.string({ error: 'requestId is required.' }).trim().min(1, 'requestId is required.') },
  { error: 'The request must be a JSON object.' },
);
