/**
 * GET /go/chat/<productId> (anyone): the chat button of a product page. Counts the click and answers
 * 302 to the WhatsApp chat with the machine named; an id that names no product gets the plain chat
 * (src/server/enquiries/chat-clicks.ts).
 */
import type { Config, Context } from '@netlify/functions';
import { chatClick } from '../../src/server/enquiries/chat-clicks';
import { clientIp, handle, requireMethod } from '../../src/server/http/http';

export default (request: Request, context: Context): Promise<Response> =>
  handle(async () => {
    requireMethod(request, 'GET');
    const { location } = await chatClick(context.params.productId ?? '', clientIp(context));
    // Each click reaches the function: no browser or cache may keep the redirect.
    return new Response(null, { status: 302, headers: { location, 'cache-control': 'no-store' } });
  }, request);

export const config: Config = { path: '/go/chat/:productId' };
