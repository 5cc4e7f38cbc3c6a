/**
 * Orders (docs/spec.md §24), the desk's side: a lead's orders, and every order a page at a time.
 * The buyer's order page is order-page.mts.
 */
import type { Config } from '@netlify/functions';
import { requireDesk } from '../../src/server/accounts/sessions';
import { businessDate } from '../../src/lib/business-time';
import { orderStatusSchema } from '../../src/lib/validation/order-status';
import { fail, HttpError, ok, readBody, routes } from '../../src/server/http/http';
import { okPage } from '../../src/server/http/paging';
import { orderFilter, orderPage, orderPageRequest } from '../../src/server/orders/order-list';
import { moveOrder } from '../../src/server/orders/fulfilment';
import { enquiryOrders } from '../../src/server/orders/orders';

const NO_ENQUIRY_MESSAGE = 'No enquiry has this id.';
const NO_ORDER_MESSAGE = 'No order has this id.';

export default routes({
  '/api/orders': {
    GET: async (request) => {
      await requireDesk(request);
      const params = new URL(request.url).searchParams;
      // Without enquiryId: the desk's list of every order, a page at a time (docs/spec.md §24.6).
      if (!params.has('enquiryId')) {
        const filter = orderFilter(params);
        return okPage(await orderPage(filter, orderPageRequest(params, filter), new Date()), 'Orders');
      }
      const enquiryId = params.get('enquiryId');
      if (!enquiryId) throw new HttpError(400, 'enquiryId is required.');
      const orders = await enquiryOrders(enquiryId);
      return orders ? ok(orders, 'Orders') : fail(404, NO_ENQUIRY_MESSAGE);
    },
  },
  // An order's next step on its road (docs/spec.md §24.4).
  '/api/orders/status': {
    POST: async (request) => {
      const desk = await requireDesk(request);
      const now = new Date();
      const order = await moveOrder(await readBody(request, orderStatusSchema(businessDate(now))), desk._id, now);
      return order ? ok(order, `Order ${order.number} is ${order.status}`) : fail(404, NO_ORDER_MESSAGE);
    },
  },
});

export const config: Config = {
  path: ['/api/orders', '/api/orders/status'],
};
