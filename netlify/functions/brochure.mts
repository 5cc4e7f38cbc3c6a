/**
 * GET /brochure/<productId>/<version>.pdf (anyone): a machine's brochure, the PDF its page links as
 * "Download brochure" (src/server/brochures). Its own site's pictures are read from the site that asked.
 */
import type { Config, Context } from '@netlify/functions';
import { handle, requireMethod } from '../../src/server/http/http';
import { brochureAnswer } from '../../src/server/brochures/brochure-answer';

export default (request: Request, context: Context): Promise<Response> =>
  handle(async () => {
    requireMethod(request, 'GET', 'HEAD');
    return brochureAnswer(context.params.productId ?? '', context.params.file ?? '', new URL(request.url).origin);
  }, request);

export const config: Config = { path: '/brochure/:productId/:file' };
