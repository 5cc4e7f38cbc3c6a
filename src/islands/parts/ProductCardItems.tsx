/**
 * Machines as the cards of a pre-rendered list (home rows, Recommended Products), as static HTML:
 * used without a client directive, it ships no JavaScript. All the list's cards are one server
 * render (one per card costs the static build a React render each, on every product page), and
 * each is ProductCardView, the card the result islands draw.
 */
import { toCardData } from '../../lib/product-card';
import type { ProductCardSource } from '../../lib/types';
import ProductCardView from './ProductCardView';

interface Props {
  products: ProductCardSource[];
  /** The list item's classes (its width in the row). */
  itemClassName: string;
}

export default function ProductCardItems({ products, itemClassName }: Props) {
  return (
    <>
      {products.map((product) => (
        <li key={product._id} className={itemClassName}>
          <ProductCardView product={toCardData(product)} />
        </li>
      ))}
    </>
  );
}
