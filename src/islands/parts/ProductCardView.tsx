/**
 * One machine as a card linking to its page. A React component so that the pre-rendered pages
 * (through ProductCardItems, which ships no JavaScript) and the result islands draw the very
 * same card.
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
  const imageClass = 'aspect-square w-full rounded-md bg-zinc-50 object-contain';
  return (
    <a
      href={productPath(product._id)}
      className="group flex h-full flex-col rounded-lg border border-zinc-200 bg-white p-3 shadow-sm transition-shadow hover:border-brand-600/40 hover:shadow-md motion-reduce:transition-none"
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
          className={imageClass}
        />
      ) : (
        <span className={imageClass} />
      )}
      {showCategory && (
        <span className="mt-3 line-clamp-2 text-[0.7rem] font-semibold uppercase leading-4 tracking-wide text-brand-600">
          {categoryLabel(product.category)}
        </span>
      )}
      <span
        className="mt-3 line-clamp-2 min-h-10 text-sm font-semibold leading-5 text-zinc-900 group-hover:text-brand-700 sm:min-h-12 sm:text-base sm:leading-6"
        data-product-name
      >
        {product.productName}
      </span>
      {product.keyFigure && (
        <span className="mt-1 truncate text-sm font-medium text-zinc-700" data-key-figure>
          {product.keyFigure}
        </span>
      )}
      <span className="mt-auto pt-1 text-sm text-zinc-500">{product.brandName}</span>
    </a>
  );
}
