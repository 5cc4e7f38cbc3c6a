/**
 * The buyer's link to an order (docs/spec.md §24.5), open to anyone who has it: GET /order/<token>
 * its page (src/server/orders/order-page.ts), a 404 page for a link that names none.
 */
import type { Config, Context } from '@netlify/functions';
import { handle, requireMethod } from '../../src/server/http/http';
import { orderNotFoundPage, orderPage, orderPageData } from '../../src/server/orders/order-page';

export default (request: Request, context: Context): Promise<Response> =>
  handle(async () => {
    requireMethod(request, 'GET');
    const data = await orderPageData(context.params.token ?? '');
    return data ? orderPage(data) : orderNotFoundPage();
  }, request);

export const config: Config = { path: '/order/:token' };
