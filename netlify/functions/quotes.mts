/**
 * Quotations (docs/spec.md §22), the admin's side: make one from a lead, revise it, list a lead's,
 * read the seller's details and terms the form starts from, and mail one to the buyer. The buyer's
 * side (the page at /quote/<token>, its PDF and answers) is quote-page.mts.
 */
import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { quoteInputSchema, quoteRevisionSchema } from '../../src/lib/quotes/quote-input';
import { quoteSettings } from '../../src/lib/quotes/seller';
import { requireAdmin } from '../../src/server/accounts/sessions';
import { withTransaction } from '../../src/server/db/db';
import { fail, HttpError, ok, readBody, routes } from '../../src/server/http/http';
import { deliverQuotesSoon, queueBuyerMail } from '../../src/server/quotes/quote-deliveries';
import { enquiryQuotes, makeQuote, quoteById, reviseQuote } from '../../src/server/quotes/quotes';

const NO_ENQUIRY_MESSAGE = 'No enquiry has this id.';
const NO_QUOTE_MESSAGE = 'No quotation has this id.';

const quoteIdSchema = z.object({ quoteId: z.string({ error: 'quoteId is required.' }) });

export default routes({
  '/api/quotes': {
    GET: async (request) => {
      await requireAdmin(request);
      const enquiryId = new URL(request.url).searchParams.get('enquiryId');
      if (!enquiryId) throw new HttpError(400, 'enquiryId is required.');
      const quotes = await enquiryQuotes(enquiryId);
      return quotes ? ok(quotes, 'Quotations') : fail(404, NO_ENQUIRY_MESSAGE);
    },
    POST: async (request) => {
      const admin = await requireAdmin(request);
      const quote = await makeQuote(await readBody(request, quoteInputSchema), admin._id);
      return quote ? ok(quote, 'Quotation made', 201) : fail(404, NO_ENQUIRY_MESSAGE);
    },
  },
  '/api/quotes/revise': {
    POST: async (request) => {
      const admin = await requireAdmin(request);
      const quote = await reviseQuote(await readBody(request, quoteRevisionSchema), admin._id);
      return quote ? ok(quote, 'Quotation revised', 201) : fail(404, NO_QUOTE_MESSAGE);
    },
  },
  '/api/quotes/email': {
    POST: async (request, context) => {
      await requireAdmin(request);
      const { quoteId } = await readBody(request, quoteIdSchema);
      const quote = await quoteById(quoteId);
      if (!quote) return fail(404, NO_QUOTE_MESSAGE);
      if (!quote.buyer.email) return fail(400, 'buyer.email: This quotation has no buyer email.');
      await withTransaction((client) => queueBuyerMail(client, quote._id));
      // Sent after the answer; the scheduled run retries what fails.
      deliverQuotesSoon(context, quote._id);
      return ok(quote, 'Quotation queued for email');
    },
  },
  '/api/quote-settings': {
    GET: async (request) => {
      await requireAdmin(request);
      return ok(quoteSettings(process.env), 'Quotation settings');
    },
  },
});

export const config: Config = {
  path: ['/api/quotes', '/api/quotes/revise', '/api/quotes/email', '/api/quote-settings'],
};
