/**
 * Catalogue calls of SPEC §7 that read products, and the admin's product upload and edit. The lists
 * also answer a page at a time (`?limit=&cursor=`, ../../src/server/http/paging.ts), the POST calls
 * too: the body keeps the SPEC's filters, the address the page.
 */
import type { Config } from '@netlify/functions';
import { categorySchema, filterSchema, productSchema, productUpdateSchema } from '../../src/lib/validation/catalogue';
import { fail, ok, readBody, readJsonObject, routes } from '../../src/server/http/http';
import { okPage, pageRequest } from '../../src/server/http/paging';
import { createProduct, getProduct, listCategoryRepresentatives, NO_PRODUCT_MESSAGE, updateProduct } from '../../src/server/catalogue/products';
import {
  listMatchingProducts,
  productFilter,
  productPage,
  PRODUCTS_NEWEST,
  type ProductFilter,
} from '../../src/server/catalogue/product-list';
import { requireAdmin } from '../../src/server/accounts/sessions';
import { requestRebuild } from '../../src/server/publishing/rebuild';

/** A product list's answer: every match, or with `limit` in the address one page of them. */
async function productList(request: Request, filter: ProductFilter, message: string): Promise<Response> {
  const page = pageRequest(new URL(request.url).searchParams, PRODUCTS_NEWEST);
  return page ? okPage(await productPage(filter, page), message) : ok(await listMatchingProducts(filter), message);
}

export default routes({
  '/api/get-product': {
    GET: async (request) => productList(request, productFilter(new URL(request.url).searchParams), 'All products'),
  },
  '/api/product-details': {
    POST: async (request) => {
      const { productId } = await readJsonObject(request);
      if (typeof productId !== 'string' || !productId) return fail(400, 'productId is required.');
      const product = await getProduct(productId);
      return product ? ok(product, 'Product details') : fail(404, NO_PRODUCT_MESSAGE);
    },
  },
  '/api/get-categoryProduct': {
    GET: async () => ok(await listCategoryRepresentatives(), 'One product per category'),
  },
  '/api/category-product': {
    POST: async (request) => {
      const { category } = await readBody(request, categorySchema);
      return productList(request, { q: '', categories: [category] }, 'Products of the category');
    },
  },
  '/api/filter-product': {
    POST: async (request) => {
      const { category } = await readBody(request, filterSchema);
      return productList(request, { q: '', categories: category }, 'Products of the chosen categories');
    },
  },
  '/api/upload-product': {
    POST: async (request) => {
      await requireAdmin(request);
      const input = await readBody(request, productSchema);
      const product = await createProduct(input);
      await requestRebuild(); // the new product's page and every list that shows it
      return ok(product, 'Product uploaded', 201);
    },
  },
  '/api/update-product': {
    POST: async (request) => {
      await requireAdmin(request);
      const input = await readBody(request, productUpdateSchema);
      const product = await updateProduct(input);
      if (!product) return fail(404, 'No product has this _id.');
      await requestRebuild(); // its page and every list that shows it
      return ok(product, 'Product updated');
    },
  },
});

export const config: Config = {
  path: [
    '/api/get-product',
    '/api/product-details',
    '/api/get-categoryProduct',
    // Netlify's local router lowercases the request path before comparing it with these literals,
    // so a mixed-case path is also declared in lowercase; `routes` still answers only the SPEC's.
    '/api/get-categoryproduct',
    '/api/category-product',
    '/api/filter-product',
    '/api/upload-product',
    '/api/update-product',
  ],
};
