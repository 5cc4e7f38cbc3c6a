/**
 * Enquiries of SPEC §7: anyone may send one; only an admin may read them all, and (beside the
 * SPEC's calls) move a lead through its status with a note.
 */
import type { Config } from '@netlify/functions';
import { MESSAGES } from '../../src/lib/messages';
import { enquirySchema } from '../../src/lib/validation';
import { enquiryUpdateSchema } from '../../src/lib/enquiry-update';
import { deliverSoon } from '../../src/server/deliveries';
import { createEnquiry, listEnquiries, updateEnquiry } from '../../src/server/enquiries';
import { clientIp, fail, ok, readBody, routes } from '../../src/server/http';
import { NO_PRODUCT_MESSAGE } from '../../src/server/products';
import { currentUser, requireAdmin } from '../../src/server/sessions';

export default routes({
  '/api/enquiries': {
    POST: async (request, context) => {
      const input = await readBody(request, enquirySchema);
      // No login needed; a logged-in sender is remembered with the enquiry.
      const user = await currentUser(request);
      const enquiry = await createEnquiry(input, { userId: user?._id ?? null, ip: clientIp(context) });
      if (!enquiry) return fail(404, NO_PRODUCT_MESSAGE);
      deliverSoon(enquiry._id, context);
      return ok(enquiry, MESSAGES.enquirySent, 201);
    },
  },
  '/api/all-enquiries': {
    GET: async (request) => {
      await requireAdmin(request);
      return ok(await listEnquiries(), 'All enquiries');
    },
  },
  '/api/update-enquiry': {
    POST: async (request) => {
      await requireAdmin(request);
      const { enquiryId, status, note } = await readBody(request, enquiryUpdateSchema);
      const enquiry = await updateEnquiry(enquiryId, { status, note });
      return enquiry ? ok(enquiry, 'Enquiry updated') : fail(404, 'No enquiry has this id.');
    },
  },
});

export const config: Config = {
  path: ['/api/enquiries', '/api/all-enquiries', '/api/update-enquiry'],
};
