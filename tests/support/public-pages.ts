/** The public pages every sitemap lists before the products, in order: what the tests expect of it. */
import { CATEGORIES } from '../../src/lib/categories';

export const FIXED_PUBLIC_PATHS = [
  '/',
  '/product-category',
  ...CATEGORIES.map((c) => `/product-category?category=${c.value}`),
  '/search',
  '/login',
  '/sign-up',
  '/privacy',
];
