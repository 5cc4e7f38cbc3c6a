/** Enquiries of SPEC §7: anyone may send one; only an admin may read them all. */
import type { Config } from '@netlify/functions';
import { MESSAGES } from '../../src/lib/messages';
import { enquirySchema } from '../../src/lib/validation';
import { createEnquiry, listEnquiries } from '../../src/server/enquiries';
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
      return enquiry ? ok(enquiry, MESSAGES.enquirySent, 201) : fail(404, NO_PRODUCT_MESSAGE);
    },
  },
  '/api/all-enquiries': {
    GET: async (request) => {
      await requireAdmin(request);
      return ok(await listEnquiries(), 'All enquiries');
    },
  },
});

export const config: Config = {
  path: ['/api/enquiries', '/api/all-enquiries'],
};
