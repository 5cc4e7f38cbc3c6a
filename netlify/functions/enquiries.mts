/**
 * Enquiries of SPEC §7: anyone may send one; only an admin may read them all, and (beside the
 * SPEC's calls) move a lead through its status with a note. Besides the JSON call,
 * /api/enquiries takes the product page's form posted without script (src/server/enquiry-form.ts).
 */
import type { Config } from '@netlify/functions';
import type { EnquiryFieldName } from '../../src/lib/enquiry-fields';
import { MESSAGES } from '../../src/lib/messages';
import { enquirySchema } from '../../src/lib/validation';
import { enquiryUpdateSchema } from '../../src/lib/enquiry-update';
import { deliverSoon } from '../../src/server/deliveries';
import { createEnquiry, listEnquiries, updateEnquiry } from '../../src/server/enquiries';
import { enquiryFormPage } from '../../src/server/enquiry-form';
import { isFormPost, readForm } from '../../src/server/form-post';
import { clientIp, fail, HttpError, ok, readBody, routes, type FunctionContext } from '../../src/server/http';
import { getProduct, NO_PRODUCT_MESSAGE } from '../../src/server/products';
import { currentUser, requireAdmin } from '../../src/server/sessions';

/** The form post: the same rules and the same store as the JSON call, answered with pages. */
async function sendFormEnquiry(request: Request, context: FunctionContext): Promise<Response> {
  const values = (await readForm(request)).fields;
  const product = await getProduct(values.productId ?? '');
  if (!product) return enquiryFormPage({ status: 404, product: null, notice: NO_PRODUCT_MESSAGE });
  const parsed = enquirySchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<EnquiryFieldName, string>> = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as EnquiryFieldName] ??= issue.message;
    return enquiryFormPage({ status: 400, product, values, errors });
  }
  try {
    const user = await currentUser(request);
    const enquiry = await createEnquiry(parsed.data, { userId: user?._id ?? null, ip: clientIp(context) });
    if (!enquiry) return enquiryFormPage({ status: 404, product: null, notice: NO_PRODUCT_MESSAGE });
    deliverSoon(enquiry._id, context);
  } catch (error) {
    // Too many enquiries from this address (429): said on the page, with the form kept.
    if (error instanceof HttpError) {
      return enquiryFormPage({ status: error.status, product, values, notice: error.message, headers: error.headers });
    }
    throw error;
  }
  return enquiryFormPage({ status: 201, sent: true, product });
}

export default routes({
  '/api/enquiries': {
    POST: async (request, context) => {
      if (isFormPost(request)) return sendFormEnquiry(request, context);
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
