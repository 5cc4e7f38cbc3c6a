/**
 * Orders (docs/spec.md §24), the desk's side: a lead's orders, and every order a page at a time.
 * The buyer's order page is order-page.mts.
 */
import type { Config } from '@netlify/functions';
import { requireDesk } from '../../src/server/accounts/sessions';
import { fail, HttpError, ok, routes } from '../../src/server/http/http';
import { okPage } from '../../src/server/http/paging';
import { orderFilter, orderPage, orderPageRequest } from '../../src/server/orders/order-list';
import { enquiryOrders } from '../../src/server/orders/orders';

const NO_ENQUIRY_MESSAGE = 'No enquiry has this id.';

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
});

export const config: Config = {
  path: ['/api/orders'],
};
