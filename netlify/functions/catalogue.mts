/**
 * GET /catalogue/<category>/<version>.pdf (anyone): a category's catalogue, the PDF its category
 * page links as "Download catalogue (PDF)" (src/server/brochures).
 */
import type { Config, Context } from '@netlify/functions';
import { handle, requireMethod } from '../../src/server/http/http';
import { catalogueAnswer } from '../../src/server/brochures/brochure-answer';

export default (request: Request, context: Context): Promise<Response> =>
  handle(async () => {
    requireMethod(request, 'GET', 'HEAD');
    return catalogueAnswer(context.params.category ?? '', context.params.file ?? '', new URL(request.url).origin);
  }, request);

export const config: Config = { path: '/catalogue/:category/:file' };
