/**
 * A category's machines by their specifications without script (docs/spec.md §25.3): GET
 * /product-category/<value>/filter?output=60-100&phase=three-phase[&page=n], the page the category
 * page's filter form asks for (src/server/catalogue/filter-page.ts).
 */
import type { Config, Context } from '@netlify/functions';
import { filterPage } from '../../src/server/catalogue/filter-page';
import { handle, requireMethod } from '../../src/server/http/http';

export default (request: Request, context: Context): Promise<Response> =>
  handle(async () => {
    requireMethod(request, 'GET', 'HEAD');
    return filterPage(context.params.category ?? '', new URL(request.url).searchParams);
  }, request);

export const config: Config = { path: '/product-category/:category/filter' };
