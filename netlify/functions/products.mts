/** Catalogue calls of SPEC §7 that read products. */
import type { Config } from '@netlify/functions';
import { fail, handle, ok, readJsonObject, requireMethod } from '../../src/server/http';
import { getProduct, listProducts } from '../../src/server/products';

const routes: Record<string, (request: Request) => Promise<Response>> = {
  '/api/get-product': async (request) => {
    requireMethod(request, 'GET');
    return ok(await listProducts(), 'All products');
  },
  '/api/product-details': async (request) => {
    requireMethod(request, 'POST');
    const { productId } = await readJsonObject(request);
    if (typeof productId !== 'string' || !productId) return fail(400, 'productId is required.');
    const product = await getProduct(productId);
    return product ? ok(product, 'Product details') : fail(404, 'No product has this productId.');
  },
};

export default (request: Request) =>
  handle(() => routes[new URL(request.url).pathname.replace(/\/$/, '')](request));

export const config: Config = {
  path: ['/api/get-product', '/api/product-details'],
};
