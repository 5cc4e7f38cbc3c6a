import { keyFigure } from './specifications';
import type { ProductCardData, ProductCardSource } from './types';

/** A product cut down to its card: its first image only, and its key figure rather than its specifications. */
export function toCardData({ _id, productName, brandName, category, productImage, specifications }: ProductCardSource): ProductCardData {
  return { _id, productName, brandName, category, productImage: productImage.slice(0, 1), keyFigure: keyFigure(specifications) };
}
