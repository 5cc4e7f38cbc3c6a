/**
 * A pre-rendered list's cards (ProductCardItems) as HTML, rendered once per list: most of a
 * category's product pages recommend the same ten machines (src/pages/product/[id].astro hands
 * them one shared list), so at 100,000 products the build renders some eighty lists, not 100,000.
 * Keyed by the list itself, so a list the build no longer holds is forgotten with it.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ProductCardItems from '../islands/parts/ProductCardItems';
import type { ProductCardSource } from '../lib/types';

const rendered = new WeakMap<readonly ProductCardSource[], string>();

export function cardItemsMarkup(products: readonly ProductCardSource[]): string {
  let html = rendered.get(products);
  if (html === undefined) {
    html = renderToStaticMarkup(createElement(ProductCardItems, { products: [...products] }));
    rendered.set(products, html);
  }
  return html;
}
