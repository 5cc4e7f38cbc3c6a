/**
 * One machine as a card linking to its page. A React component so that the pre-rendered pages
 * (through ProductCardItems, which ships no JavaScript) and the result islands draw the very
 * same card. Its look is in src/styles/global.css (.product-card…): named once, not on each of a
 * page's cards.
 */
import { categoryLabel } from '../../lib/categories';
import { productPath } from '../../lib/public-address';
import { CARD_IMAGE_SIZES, cardImageSrcSet } from '../../lib/responsive-image';
import type { ProductCardData } from '../../lib/types';

/** Product images are at most 800 px on their longer side (SPEC §5); cards show them square. */
const IMAGE_SIZE = 800;

interface Props {
  product: ProductCardData;
  /** Images above the fold load eagerly; the rest wait until scrolled to. */
  eager?: boolean;
  /** For lists that mix categories; a row of one category already says which it is. */
  showCategory?: boolean;
}

export default function ProductCardView({ product, eager = false, showCategory = false }: Props) {
  const image = product.productImage[0];
  const srcSet = image ? cardImageSrcSet(image) : undefined;
  return (
    <a
      href={productPath(product._id)}
      className="product-card group"
    >
      {image ? (
        <img
          src={image}
          srcSet={srcSet}
          sizes={srcSet && CARD_IMAGE_SIZES}
          alt={product.productName}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="product-card-picture"
        />
      ) : (
        <span className="product-card-picture" />
      )}
      {showCategory && (
        <span className="product-card-category">
          {categoryLabel(product.category)}
        </span>
      )}
      <span className="product-card-name" data-product-name>
        {product.productName}
      </span>
      {product.keyFigure && (
        <span className="product-card-figure" data-key-figure>
          {product.keyFigure}
        </span>
      )}
      <span className="product-card-brand">{product.brandName}</span>
    </a>
  );
}
