/** Catalogue calls of SPEC §7 that read products. */
import type { Config } from '@netlify/functions';
import { fail, ok, readJsonObject, routes } from '../../src/server/http';
import { getProduct, listProducts } from '../../src/server/products';

export default routes({
  '/api/get-product': {
    GET: async () => ok(await listProducts(), 'All products'),
  },
  '/api/product-details': {
    POST: async (request) => {
      const { productId } = await readJsonObject(request);
      if (typeof productId !== 'string' || !productId) return fail(400, 'productId is required.');
      const product = await getProduct(productId);
      return product ? ok(product, 'Product details') : fail(404, 'No product has this productId.');
    },
  },
});

export const config: Config = {
  path: ['/api/get-product', '/api/product-details'],
};
