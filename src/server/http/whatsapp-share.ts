/**
 * "Send on WhatsApp" from the desk (docs/spec.md §22.7, §24.2) is a link to a GET that records
 * what it must and answers 303 to the buyer's chat with the desk's text: a link, not a call made
 * from script, so the chat opens in the tap's own new tab (a tab opened after an awaited call is a
 * popup browsers block); not a form post, because the pages' form-action 'self' would stop its
 * redirect to wa.me. A GET that may write: refused when another site made it. The chat's number
 * is the document's buyer's, never one from the address. A refusal is shown in the tab the link
 * opened as a page saying why, or as JSON to a caller that does not ask for HTML.
 */
import { chatHref } from '../../lib/phone';
import { adminListPath } from '../../lib/public-address';
import { formPage, noticeHtml } from './form-page';
import { HttpError, refuseCrossSite } from './http';

/** The greeting the desk writes for the chat: WhatsApp's own limit is far above it. */
export const SHARE_TEXT_MAX = 2000;

/**
 * The share's handler for the document named by the `idParam` query parameter: `authorize` checks
 * the caller first (it throws 401 or 403), then `share` records what it must and gives the buyer's
 * phone (or throws an HttpError).
 */
export function whatsAppShare<Caller>(
  idParam: string,
  authorize: (request: Request) => Promise<Caller>,
  share: (caller: Caller, id: string) => Promise<{ phone: string }>,
) {
  async function shareOnWhatsApp(request: Request): Promise<Response> {
    refuseCrossSite(request);
    const caller = await authorize(request);
    const params = new URL(request.url).searchParams;
    const id = params.get(idParam);
    if (!id) throw new HttpError(400, `${idParam} is required.`);
    const text = params.get('text') ?? '';
    if (text.length > SHARE_TEXT_MAX) throw new HttpError(400, `text must be at most ${SHARE_TEXT_MAX} characters.`);
    const { phone } = await share(caller, id);
    return new Response(null, { status: 303, headers: { location: chatHref(phone, text), 'cache-control': 'no-store' } });
  }

  return async (request: Request): Promise<Response> => {
    try {
      return await shareOnWhatsApp(request);
    } catch (error) {
      if (!(error instanceof HttpError) || !/\btext\/html\b/i.test(request.headers.get('accept') ?? '')) throw error;
      return formPage({
        status: error.status,
        heading: 'Not shared on WhatsApp',
        body: `${noticeHtml(error.message)}\n<p class="links"><a href="${adminListPath('all-enquiries')}">Back to the enquiries</a></p>`,
        headers: error.headers,
      });
    }
  };
}
