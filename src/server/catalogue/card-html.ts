/**
 * A machine's card as the HTML a function's page writes (the filtered category page without
 * script, docs/spec.md §25.3): its picture, name, brand and key figure, linking to its page, as
 * the built pages' card (src/islands/parts/ProductCardView.tsx) shows them. Every text escaped.
 */
import { escapeHtml } from '../../lib/html';
import { productPath } from '../../lib/public-address';
import { CARD_IMAGE_SIZES, cardImageSrcSet, cdnMayFetch, imageCdnUrl } from '../../lib/responsive-image';
import { keyFigure } from '../../lib/specifications';
import type { Product } from '../../lib/types';

/** A card's picture is shown square, from an upload of at most 800 px on its longer side (SPEC §5). */
const IMAGE_SIZE = 800;
/** The cut a card's picture takes without srcset: a phone's two-column card. */
const FALLBACK_WIDTH = 320;

export type CardProduct = Pick<Product, '_id' | 'productName' | 'brandName' | 'productImage' | 'specifications'>;

function pictureHtml(product: CardProduct, eager: boolean): string {
  const image = product.productImage[0];
  if (!image) return '<span class="picture"></span>';
  // The function pages take pictures from the site alone (their CSP): the image CDN's cut is on the site.
  const srcSet = cardImageSrcSet(image);
  const src = cdnMayFetch(image) ? imageCdnUrl(image, FALLBACK_WIDTH) : image;
  const responsive = srcSet ? ` srcset="${escapeHtml(srcSet)}" sizes="${escapeHtml(CARD_IMAGE_SIZES)}"` : '';
  return `<img class="picture" src="${escapeHtml(src)}"${responsive} alt="${escapeHtml(product.productName)}" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" loading="${eager ? 'eager' : 'lazy'}" decoding="async">`;
}

export function productCardHtml(product: CardProduct, eager = false): string {
  const figure = keyFigure(product.specifications);
  return `<a class="card" href="${escapeHtml(productPath(product._id))}">${pictureHtml(product, eager)}<span class="name">${escapeHtml(product.productName)}</span>${
    figure ? `<span class="figure">${escapeHtml(figure)}</span>` : ''
  }<span class="brand">${escapeHtml(product.brandName)}</span></a>`;
}
