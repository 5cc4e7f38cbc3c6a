/**
 * GET /preview/<productId>/<version>.jpg (anyone): a product's link preview, the 1200x630 JPEG its
 * page names as og:image (src/server/images/product-preview.ts). Its own site's pictures are read
 * from the site that asked.
 */
import type { Config, Context } from '@netlify/functions';
import { handle, requireMethod } from '../../src/server/http/http';
import { productPreviewAnswer } from '../../src/server/images/product-preview';

export default (request: Request, context: Context): Promise<Response> =>
  handle(async () => {
    requireMethod(request, 'GET', 'HEAD');
    return productPreviewAnswer(context.params.productId ?? '', context.params.file ?? '', new URL(request.url).origin);
  }, request);

export const config: Config = { path: '/preview/:productId/:file' };
