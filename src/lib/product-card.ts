import type { ProductCardData } from './types';

/** A product cut down to its card, with its first image only. */
export function toCardData({ _id, productName, brandName, category, productImage }: ProductCardData): ProductCardData {
  return { _id, productName, brandName, category, productImage: productImage.slice(0, 1) };
}
