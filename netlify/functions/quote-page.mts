/**
 * The buyer's link to a quotation (docs/spec.md §22), open to anyone who has it: GET /quote/<token>
 * its page (410 once it has expired; a 404 page for a link that names none), GET
 * /quote/<token>/pdf its PDF, and POST /quote/<token> the page's forms (accept, ask for changes,
 * ask for a fresh quotation), answered 303 back to the page with a confirmation
 * (src/server/quotes/quote-page.ts, quote-answers.ts, quote-pdf.ts).
 */
import type { Config, Context } from '@netlify/functions';
import { orderPath, quotePath } from '../../src/lib/public-address';
import type { User } from '../../src/lib/types';
import { currentUser, isDeskUser } from '../../src/server/accounts/sessions';
import { isFormPost, readForm } from '../../src/server/http/form-post';
import { checkOrigin, handle, HttpError, requireMethod } from '../../src/server/http/http';
import { orderOfQuote } from '../../src/server/orders/orders';
import { logDocumentDownload } from '../../src/server/privacy/access-log';
import { answerQuote, findQuote, recordFirstView, type AnswerOutcome } from '../../src/server/quotes/quote-answers';
import { deliverQuotesSoon } from '../../src/server/quotes/quote-deliveries';
import { quotePdfName } from '../../src/server/quotes/quote-mail';
import {
  QUOTE_HEADERS,
  QUOTE_INTENTS,
  QUOTE_MESSAGE_MAX,
  QUOTE_PAGE_MESSAGES,
  quoteNotFoundPage,
  quotePage,
  type QuoteDone,
  type QuoteIntent,
} from '../../src/server/quotes/quote-page';
import { quotePdf } from '../../src/server/quotes/quote-pdf';
import type { StoredQuote } from '../../src/server/quotes/quotes';

/**
 * Link previews fetch the page when the link is pasted into a chat or a mail (by the sales team
 * sharing it, too): such a fetch is not the buyer opening it.
 */
const LINK_PREVIEWS = /bot\b|crawler|spider|preview|facebookexternalhit|WhatsApp|TelegramBot|Slack|Discord|LinkedIn|Skype/i;

/**
 * The buyer's first look is recorded; the sales team's (ADMIN or SALES) or a link preview's is not.
 * `user`: the signed-in user when already looked up.
 */
async function recordView(request: Request, quote: StoredQuote, user?: User | null): Promise<void> {
  if (quote.firstViewedAt || LINK_PREVIEWS.test(request.headers.get('user-agent') ?? '')) return;
  const viewer = user === undefined ? await currentUser(request) : user;
  if (viewer && isDeskUser(viewer)) return;
  await recordFirstView(quote);
}

const pageStatus = (quote: StoredQuote) => (quote.status === 'expired' ? 410 : 200);

const DONE: Record<QuoteIntent, QuoteDone> = { accept: 'accepted', changes: 'changes', refresh: 'refresh' };

function doneOf(request: Request): QuoteDone | null {
  const done = new URL(request.url).searchParams.get('done');
  return Object.values(DONE).find((value) => value === done) ?? null;
}

/** An accepted quotation's order, linked from its page: where the buyer follows it (docs/spec.md §24.5). */
async function orderLink(quote: StoredQuote): Promise<{ number: string; path: string } | null> {
  if (quote.status !== 'accepted') return null;
  const order = await orderOfQuote(quote._id);
  return order && { number: order.number, path: orderPath(order.token) };
}

async function showPage(request: Request, token: string): Promise<Response> {
  const quote = await findQuote(token);
  if (!quote) return quoteNotFoundPage();
  await recordView(request, quote);
  return quotePage({ quote, status: pageStatus(quote), done: doneOf(request), order: await orderLink(quote) });
}

async function sendPdf(request: Request, token: string): Promise<Response> {
  const quote = await findQuote(token);
  if (!quote) return quoteNotFoundPage();
  const user = await currentUser(request);
  // The desk's download is on record before the PDF leaves (docs/spec.md §26.6).
  await logDocumentDownload(user, { kind: 'quotation', id: quote._id, number: quote.number, leadId: quote.enquiryId });
  await recordView(request, quote, user);
  return new Response(new Uint8Array(await quotePdf(quote)), {
    headers: { ...QUOTE_HEADERS, 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${quotePdfName(quote)}"` },
  });
}

/** Why the quotation does not take this answer now, with the status that says so. */
function refusal(quote: StoredQuote): { status: number; notice: string } {
  switch (quote.status) {
    case 'expired':
      return { status: 410, notice: QUOTE_PAGE_MESSAGES.expired };
    case 'replaced':
      return { status: 409, notice: QUOTE_PAGE_MESSAGES.replaced };
    case 'accepted':
      return { status: 409, notice: QUOTE_PAGE_MESSAGES.alreadyAccepted };
    default:
      return { status: 409, notice: QUOTE_PAGE_MESSAGES.notExpired };
  }
}

/** The answer is checked first; a refusal shows the page again, with the form as it was sent. */
function messageProblem(intent: QuoteIntent, message: string): string | null {
  if (intent === 'changes' && !message) return QUOTE_PAGE_MESSAGES.messageRequired;
  if (message.length > QUOTE_MESSAGE_MAX) return QUOTE_PAGE_MESSAGES.messageTooLong;
  return null;
}

async function answer(request: Request, context: Context, token: string): Promise<Response> {
  if (!isFormPost(request)) throw new HttpError(415, 'Send the form as application/x-www-form-urlencoded.');
  const { fields } = await readForm(request);
  const intent = QUOTE_INTENTS.find((value) => value === fields.intent);
  const message = (fields.message ?? '').trim();
  const problem = intent ? messageProblem(intent, message) : QUOTE_PAGE_MESSAGES.unknownIntent;
  if (!intent || problem) {
    const quote = await findQuote(token);
    if (!quote) return quoteNotFoundPage();
    if (!intent) return quotePage({ quote, status: 400, notice: QUOTE_PAGE_MESSAGES.unknownIntent });
    return quotePage({ quote, status: 400, notice: problem!, form: { intent, message: fields.message ?? '', error: problem! } });
  }
  let result: AnswerOutcome;
  try {
    result = await answerQuote(token, intent, message || null);
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 429) throw error;
    const quote = await findQuote(token);
    if (!quote) return quoteNotFoundPage();
    return quotePage({ quote, status: 429, notice: error.message, form: { intent, message: fields.message ?? '' }, headers: error.headers });
  }
  if (result.outcome === 'unknown') return quoteNotFoundPage();
  if (result.outcome === 'refused') return quotePage({ quote: result.quote, ...refusal(result.quote), order: await orderLink(result.quote) });
  if (result.queued) deliverQuotesSoon(context, result.quote._id);
  // 303 See Other: the browser shows the page with a GET, so a reload never posts the form again.
  return new Response(null, { status: 303, headers: { ...QUOTE_HEADERS, location: `${quotePath(token)}?done=${DONE[intent]}` } });
}

export default (request: Request, context: Context): Promise<Response> =>
  handle(async () => {
    const token = context.params.token ?? '';
    if (new URL(request.url).pathname.replace(/\/$/, '').endsWith('/pdf')) {
      requireMethod(request, 'GET');
      return sendPdf(request, token);
    }
    requireMethod(request, 'GET', 'POST');
    checkOrigin(request);
    return request.method === 'POST' ? answer(request, context, token) : showPage(request, token);
  }, request);

export const config: Config = { path: ['/quote/:token', '/quote/:token/pdf'] };
