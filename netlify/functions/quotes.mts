/**
 * Quotations (docs/spec.md §22), the admin's side: make one from a lead, revise it, list a lead's,
 * read the seller's details and terms the form starts from, mail one to the buyer, and share one on
 * WhatsApp. The buyer's side (the page at /quote/<token>, its PDF and answers) is quote-page.mts.
 */
import type { Config } from '@netlify/functions';
import { businessDate } from '../../src/lib/business-time';
import { quoteIdSchema, quoteInputSchema, quoteRevisionSchema } from '../../src/lib/validation/quotes';
import { quoteSettings } from '../../src/lib/quotes/seller';
import type { DeskQuoteSettings } from '../../src/lib/quotes/types';
import { requireDesk } from '../../src/server/accounts/sessions';
import { withTransaction } from '../../src/server/db/db';
import { fail, HttpError, ok, readBody, routes } from '../../src/server/http/http';
import { whatsAppShare } from '../../src/server/http/whatsapp-share';
import { deliverQuotesSoon, queueBuyerMail } from '../../src/server/quotes/quote-deliveries';
import { enquiryQuotes, makeQuote, quoteById, recordWhatsAppShare, reviseQuote, sendRefusal } from '../../src/server/quotes/quotes';

const NO_ENQUIRY_MESSAGE = 'No enquiry has this id.';
const NO_QUOTE_MESSAGE = 'No quotation has this id.';

/** Shares on WhatsApp from the desk (../../src/server/http/whatsapp-share.ts): the share makes the quotation sent. */
const shareOnWhatsApp = whatsAppShare('quoteId', requireDesk, async (desk, quoteId) => {
  const quote = await recordWhatsAppShare(quoteId, desk._id);
  if (!quote) throw new HttpError(404, NO_QUOTE_MESSAGE);
  return { phone: quote.buyer.phone };
});

export default routes({
  '/api/quotes': {
    GET: async (request) => {
      await requireDesk(request);
      const enquiryId = new URL(request.url).searchParams.get('enquiryId');
      if (!enquiryId) throw new HttpError(400, 'enquiryId is required.');
      const quotes = await enquiryQuotes(enquiryId);
      return quotes ? ok(quotes, 'Quotations') : fail(404, NO_ENQUIRY_MESSAGE);
    },
    POST: async (request) => {
      const desk = await requireDesk(request);
      // One instant for the rules and the quotation: its GST rates are those of the day it is dated.
      const now = new Date();
      const quote = await makeQuote(await readBody(request, quoteInputSchema(businessDate(now))), desk._id, now);
      return quote ? ok(quote, 'Quotation made', 201) : fail(404, NO_ENQUIRY_MESSAGE);
    },
  },
  '/api/quotes/revise': {
    POST: async (request) => {
      const desk = await requireDesk(request);
      const now = new Date();
      const quote = await reviseQuote(await readBody(request, quoteRevisionSchema(businessDate(now))), desk._id, now);
      return quote ? ok(quote, 'Quotation revised', 201) : fail(404, NO_QUOTE_MESSAGE);
    },
  },
  '/api/quotes/whatsapp': { GET: shareOnWhatsApp },
  '/api/quotes/email': {
    POST: async (request, context) => {
      await requireDesk(request);
      const { quoteId } = await readBody(request, quoteIdSchema);
      const quote = await quoteById(quoteId);
      if (!quote) return fail(404, NO_QUOTE_MESSAGE);
      if (!quote.buyer.email) return fail(400, 'buyer.email: This quotation has no buyer email.');
      const refusal = sendRefusal(quote);
      if (refusal) return fail(409, refusal);
      await withTransaction((client) => queueBuyerMail(client, quote._id));
      // Sent after the answer; the scheduled run retries what fails.
      deliverQuotesSoon(context, quote._id);
      return ok(quote, 'Quotation queued for email');
    },
  },
  '/api/quote-settings': {
    GET: async (request) => {
      const desk = await requireDesk(request);
      // The desk user is the sales contact of what they make: the form shows them, and their mobile.
      const settings: DeskQuoteSettings = { ...quoteSettings(process.env), salesPerson: { name: desk.name, mobile: desk.mobile } };
      return ok(settings, 'Quotation settings');
    },
  },
});

export const config: Config = {
  path: ['/api/quotes', '/api/quotes/revise', '/api/quotes/email', '/api/quotes/whatsapp', '/api/quote-settings'],
};
