/** Cart calls of SPEC §7. All but the count need a login; each touches only the caller's items. */
import type { Config } from '@netlify/functions';
import { cartItemIdSchema, cartQuantitySchema } from '../../src/lib/validation/cart';
import { productIdSchema } from '../../src/lib/validation/catalogue';
import { addToCart, countCartItems, deleteCartItem, listCartItems, updateCartQuantity } from '../../src/server/cart/cart';
import { fail, ok, readBody, routes } from '../../src/server/http/http';
import { NO_PRODUCT_MESSAGE } from '../../src/server/catalogue/products';
import { currentUser, requireUser } from '../../src/server/accounts/sessions';

const NO_ITEM = 'No cart item has this _id.';

export default routes({
  '/api/addtocart': {
    POST: async (request) => {
      const user = await requireUser(request);
      const { productId } = await readBody(request, productIdSchema);
      const added = await addToCart(user._id, productId);
      if (!added) return fail(404, NO_PRODUCT_MESSAGE);
      return added.created ? ok(added.item, 'Added to cart', 201) : ok(added.item, 'Already in the cart');
    },
  },
  '/api/countAddToCartProduct': {
    // Every page asks, logged in or not: a visitor simply has an empty cart.
    GET: async (request) => {
      const user = await currentUser(request);
      return ok({ count: user ? await countCartItems(user._id) : 0 }, 'Cart count');
    },
  },
  '/api/view-card-product': {
    GET: async (request) => {
      const user = await requireUser(request);
      return ok(await listCartItems(user._id), 'Cart items');
    },
  },
  '/api/update-cart-product': {
    POST: async (request) => {
      const user = await requireUser(request);
      const { _id, quantity } = await readBody(request, cartQuantitySchema);
      const item = await updateCartQuantity(user._id, _id, quantity);
      return item ? ok(item, 'Cart item updated') : fail(404, NO_ITEM);
    },
  },
  '/api/delete-cart-product': {
    POST: async (request) => {
      const user = await requireUser(request);
      const { _id } = await readBody(request, cartItemIdSchema);
      return (await deleteCartItem(user._id, _id)) ? ok({ _id }, 'Removed from cart') : fail(404, NO_ITEM);
    },
  },
});

export const config: Config = {
  path: [
    '/api/addtocart',
    '/api/countAddToCartProduct',
    // Netlify's local router lowercases the request path before comparing it with these literals,
    // so the mixed-case path is also declared in lowercase (`routes` matches either case).
    '/api/countaddtocartproduct',
    '/api/view-card-product',
    '/api/update-cart-product',
    '/api/delete-cart-product',
  ],
};
