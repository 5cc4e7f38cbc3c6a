/**
 * Machines as the cards of a pre-rendered list (home rows, Recommended Products), as static HTML:
 * used without a client directive, it ships no JavaScript. All the list's cards are one server
 * render (one per card costs the static build a React render each, on every product page), and
 * each is ProductCardView, the card the result islands draw. The list gives its items their width
 * (src/styles/global.css).
 */
import { toCardData } from '../../lib/product-card';
import type { ProductCardSource } from '../../lib/types';
import ProductCardView from './ProductCardView';

interface Props {
  products: ProductCardSource[];
}

export default function ProductCardItems({ products }: Props) {
  return (
    <>
      {products.map((product) => (
        <li key={product._id}>
          <ProductCardView product={toCardData(product)} />
        </li>
      ))}
    </>
  );
}
