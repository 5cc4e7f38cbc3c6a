/**
 * The buyer's page of their own data (docs/spec.md §26.3), open to anyone who has its link (the
 * buyer's acknowledgement carries it): GET /your-data/<token> the page, a 404 page for a link that
 * names none; POST /your-data/<token> its forms (withdraw consent; withdraw and ask for erasure),
 * recorded once and answered 303 back to the page with a confirmation
 * (src/server/privacy/your-data-page.ts, buyer-requests.ts).
 */
import type { Config, Context } from '@netlify/functions';
import { yourDataPath } from '../../src/lib/public-address';
import { deliverSoon } from '../../src/server/enquiries/deliveries';
import { isFormPost, readForm } from '../../src/server/http/form-post';
import { checkOrigin, clientIp, handle, HttpError, requireMethod } from '../../src/server/http/http';
import { recordBuyerRequest } from '../../src/server/privacy/buyer-requests';
import { leadAtLink } from '../../src/server/privacy/privacy-link';
import {
  YOUR_DATA_INTENTS,
  YOUR_DATA_MESSAGES,
  yourDataNotFoundPage,
  yourDataPage,
  type YourDataDone,
} from '../../src/server/privacy/your-data-page';
import { QUOTE_HEADERS } from '../../src/server/quotes/quote-page';

/** As at a quotation's link: never indexed or cached, the token never sent to another site. */
const HEADERS = QUOTE_HEADERS;

const DONE: readonly YourDataDone[] = ['withdrawn', 'erasure', 'already'];

function doneOf(request: Request): YourDataDone | null {
  const done = new URL(request.url).searchParams.get('done');
  return DONE.find((value) => value === done) ?? null;
}

async function showPage(request: Request, token: string): Promise<Response> {
  const lead = await leadAtLink(token);
  if (!lead) return yourDataNotFoundPage(HEADERS);
  return yourDataPage({ lead, path: yourDataPath(token), status: 200, done: doneOf(request), headers: HEADERS });
}

async function answer(request: Request, context: Context, token: string): Promise<Response> {
  if (!isFormPost(request)) throw new HttpError(415, 'Send the form as application/x-www-form-urlencoded.');
  const { fields } = await readForm(request);
  const intent = YOUR_DATA_INTENTS.find((value) => value === fields.intent);
  const path = yourDataPath(token);
  if (!intent) {
    const lead = await leadAtLink(token);
    if (!lead) return yourDataNotFoundPage(HEADERS);
    return yourDataPage({ lead, path, status: 400, notice: YOUR_DATA_MESSAGES.unknownIntent, headers: HEADERS });
  }
  let result: Awaited<ReturnType<typeof recordBuyerRequest>>;
  try {
    result = await recordBuyerRequest(token, intent, clientIp(context));
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 429) throw error;
    const lead = await leadAtLink(token);
    if (!lead) return yourDataNotFoundPage(HEADERS);
    return yourDataPage({ lead, path, status: 429, notice: error.message, headers: { ...HEADERS, ...Object.fromEntries(new Headers(error.headers)) } });
  }
  if (result.outcome === 'unknown') return yourDataNotFoundPage(HEADERS);
  if (result.queued) deliverSoon(result.lead.enquiryId, context);
  const done: YourDataDone = result.outcome === 'already' ? 'already' : intent === 'erase' ? 'erasure' : 'withdrawn';
  // 303 See Other: the browser shows the page with a GET, so a reload never posts the form again.
  return new Response(null, { status: 303, headers: { ...HEADERS, location: `${path}?done=${done}` } });
}

export default (request: Request, context: Context): Promise<Response> =>
  handle(async () => {
    const token = context.params.token ?? '';
    requireMethod(request, 'GET', 'POST');
    checkOrigin(request);
    return request.method === 'POST' ? answer(request, context, token) : showPage(request, token);
  }, request);

export const config: Config = { path: '/your-data/:token' };
