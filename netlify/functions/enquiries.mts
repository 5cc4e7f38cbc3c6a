/**
 * Enquiries of SPEC §7: anyone may send one; only the sales team (ADMIN and SALES, docs/spec.md §23.1) may read them all, and (beside the
 * SPEC's calls, SPEC §21.5) page, search and filter them, read one, export them as CSV, and work a
 * lead: its status, notes, next follow-up, owner (among the desk's users) and timeline. Besides the JSON call, /api/enquiries takes
 * the product page's form posted without script (src/server/enquiries/enquiry-form.ts), and GET
 * /enquiry?productId= answers that form as a page of its own.
 */
import type { Config } from '@netlify/functions';
import type { ZodError } from 'zod';
import type { EnquiryFieldName } from '../../src/lib/enquiry-fields';
import { utmFromQuery } from '../../src/lib/lead-source';
import { MESSAGES } from '../../src/lib/messages';
import type { Enquiry } from '../../src/lib/types';
import { fieldErrors, firstIssue } from '../../src/lib/validation/common';
import { enquirySchema } from '../../src/lib/validation/enquiries';
import { enquiryUpdateSchema } from '../../src/lib/validation/enquiry-update';
import { deliverSoon } from '../../src/server/enquiries/deliveries';
import { adminEnquiry, createEnquiry } from '../../src/server/enquiries/enquiries';
import { enquiryFormPage, withPageSource } from '../../src/server/enquiries/enquiry-form';
import { exportFileName, LEAD_EXPORT_FILTERS, leadCsv } from '../../src/server/enquiries/lead-export';
import { leadFilter, leadOrder, leadPage, listLeads } from '../../src/server/enquiries/lead-list';
import { updateLead } from '../../src/server/enquiries/lead-update';
import { deskMembers } from '../../src/server/enquiries/owners';
import { leadTimeline } from '../../src/server/enquiries/timeline';
import { isFormPost, readForm } from '../../src/server/http/form-post';
import { okPage, pageRequest } from '../../src/server/http/paging';
import { clientIp, fail, HttpError, ok, readBody, readJsonObject, routes, type FunctionContext } from '../../src/server/http/http';
import { getProduct, NO_PRODUCT_MESSAGE } from '../../src/server/catalogue/products';
import { currentUser, requireDesk } from '../../src/server/accounts/sessions';
import { askedFilters, logAccess } from '../../src/server/privacy/access-log';

/** How one way of sending an enquiry answers each outcome of the submission. */
interface EnquiryAnswers {
  /** The fields break the rules of SPEC §5. */
  invalid(error: ZodError): Response;
  /** No product has the posted id. */
  noProduct(): Response;
  /** Stored, and on its way to the business. */
  sent(enquiry: Enquiry): Response;
  /** A refusal on the way (too many enquiries from this address: 429); without it, thrown on. */
  refused?(error: HttpError): Response;
}

/**
 * The one submission step of the JSON call and the form post: the same rules, the same store and
 * the same delivery, each answered in its own way.
 */
async function submitEnquiry(
  values: unknown,
  request: Request,
  context: FunctionContext,
  answer: EnquiryAnswers,
): Promise<Response> {
  const parsed = enquirySchema.safeParse(values);
  if (!parsed.success) return answer.invalid(parsed.error);
  let enquiry: Enquiry | null;
  try {
    // No login needed; a logged-in sender is remembered with the enquiry.
    const user = await currentUser(request);
    enquiry = await createEnquiry(parsed.data, { userId: user?._id ?? null, ip: clientIp(context) });
  } catch (error) {
    if (error instanceof HttpError && answer.refused) return answer.refused(error);
    throw error;
  }
  if (!enquiry) return answer.noProduct();
  deliverSoon(enquiry._id, context);
  return answer.sent(enquiry);
}

/** The form post, answered with pages: a refusal shows the form again with what was typed. */
async function sendFormEnquiry(request: Request, context: FunctionContext): Promise<Response> {
  const values = withPageSource((await readForm(request)).fields, request);
  const product = await getProduct(values.productId ?? '');
  const noProduct = () => enquiryFormPage({ status: 404, product: null, notice: NO_PRODUCT_MESSAGE });
  if (!product) return noProduct();
  return submitEnquiry(values, request, context, {
    invalid: (error) => {
      // The notice's version is no field of the form: its problem is said at the top (docs/spec.md §26.2).
      const { noticeVersion, ...errors } = fieldErrors<EnquiryFieldName | 'noticeVersion'>(error);
      return enquiryFormPage({ status: 400, product, values, errors, notice: noticeVersion });
    },
    noProduct,
    sent: (enquiry) => enquiryFormPage({ status: 201, sent: enquiry, product }),
    refused: (error) => enquiryFormPage({ status: error.status, product, values, notice: error.message, headers: error.headers }),
  });
}

const NO_ENQUIRY_MESSAGE = 'No enquiry has this id.';

/** The enquiry an admin call's address names (`?enquiryId=`); 400 without one. */
function enquiryIdOf(request: Request): string {
  const enquiryId = new URL(request.url).searchParams.get('enquiryId');
  if (!enquiryId) throw new HttpError(400, 'enquiryId is required.');
  return enquiryId;
}

export default routes({
  // A machine's enquiry form as a page (docs/spec.md §15), for pages that have no enquiry dialog
  // of their own (the compare page): it posts to /api/enquiries as the dialog's form does.
  '/enquiry': {
    GET: async (request) => {
      const params = new URL(request.url).searchParams;
      const product = await getProduct(params.get('productId') ?? '');
      if (!product) return enquiryFormPage({ status: 404, product: null, notice: NO_PRODUCT_MESSAGE });
      return enquiryFormPage({ status: 200, product, values: { ...utmFromQuery(params) } });
    },
  },
  '/api/enquiries': {
    POST: async (request, context) => {
      if (isFormPost(request)) return sendFormEnquiry(request, context);
      return submitEnquiry(await readJsonObject(request), request, context, {
        invalid: (error) => fail(400, firstIssue(error)),
        noProduct: () => fail(404, NO_PRODUCT_MESSAGE),
        sent: (enquiry) => ok(enquiry, MESSAGES.enquirySent, 201),
      });
    },
  },
  '/api/all-enquiries': {
    GET: async (request) => {
      const desk = await requireDesk(request);
      const params = new URL(request.url).searchParams;
      const filter = leadFilter(params, desk._id);
      const page = pageRequest(params, leadOrder(filter));
      const now = new Date();
      return page ? okPage(await leadPage(filter, page, now), 'All enquiries') : ok(await listLeads(filter, now), 'All enquiries');
    },
  },
  '/api/get-enquiry': {
    // The lead's page in the desk: on record before it is answered (docs/spec.md §26.6).
    GET: async (request) => {
      const desk = await requireDesk(request);
      const enquiry = await adminEnquiry(enquiryIdOf(request));
      if (!enquiry) return fail(404, NO_ENQUIRY_MESSAGE);
      await logAccess({ userId: desk._id, action: 'lead.view', subject: enquiry._id });
      return ok(enquiry, 'Enquiry');
    },
  },
  '/api/export-enquiries': {
    GET: async (request) => {
      // The session and the filters are checked before the first byte of the file.
      const desk = await requireDesk(request);
      const params = new URL(request.url).searchParams;
      const filter = leadFilter(params, desk._id);
      const now = new Date();
      const access = { userId: desk._id, filters: askedFilters(params, LEAD_EXPORT_FILTERS) };
      return new Response(await leadCsv(filter, now, access), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${exportFileName(now)}"`,
          'cache-control': 'no-store',
        },
      });
    },
  },
  '/api/update-enquiry': {
    POST: async (request) => {
      const desk = await requireDesk(request);
      const { enquiryId, ...change } = await readBody(request, enquiryUpdateSchema);
      const enquiry = await updateLead(enquiryId, change, desk._id);
      return enquiry ? ok(enquiry, 'Enquiry updated') : fail(404, NO_ENQUIRY_MESSAGE);
    },
  },
  '/api/desk-users': {
    // Whom a lead can be given to (docs/spec.md §23.2).
    GET: async (request) => {
      await requireDesk(request);
      return ok(await deskMembers(), 'Desk users');
    },
  },
  '/api/enquiry-timeline': {
    GET: async (request) => {
      await requireDesk(request);
      const timeline = await leadTimeline(enquiryIdOf(request));
      return timeline ? ok(timeline, 'Enquiry timeline') : fail(404, NO_ENQUIRY_MESSAGE);
    },
  },
});

export const config: Config = {
  path: ['/enquiry', '/api/enquiries', '/api/all-enquiries', '/api/get-enquiry', '/api/update-enquiry', '/api/enquiry-timeline', '/api/export-enquiries', '/api/desk-users'],
};
