/**
 * Where a machine's brochure and a category's catalogue are served (docs/spec.md §25): addresses
 * named by what the PDF shows, so that each may be kept for ever, as the link previews are. A
 * product's edits (its specifications included) change its updatedAt; a renamed specification or
 * unit changes its specifications; a new drawing changes BROCHURE_DRAWING.
 */
import type { CategoryValue } from './categories';
import { fingerprint } from './fingerprint';
import { brochurePath, categoryCataloguePath } from './public-address';
import type { Product } from './types';

/** Raised whenever the brochure's drawing changes, so that no cache keeps the former one. */
export const BROCHURE_DRAWING = 1;

export function brochureVersion(product: Pick<Product, 'updatedAt' | 'specifications'>): string {
  return fingerprint(`brochure ${BROCHURE_DRAWING} ${product.updatedAt} ${JSON.stringify(product.specifications)}`);
}

export const brochureHref = (product: Pick<Product, '_id' | 'updatedAt' | 'specifications'>) =>
  brochurePath(product._id, brochureVersion(product));

/** A category's catalogue is named by every machine in it, as it stands. */
export function catalogueVersion(products: readonly Pick<Product, '_id' | 'updatedAt' | 'specifications'>[]): string {
  return fingerprint(`catalogue ${BROCHURE_DRAWING} ${products.map((p) => `${p._id} ${brochureVersion(p)}`).join(' ')}`);
}

export const categoryCatalogueHref = (category: CategoryValue, products: readonly Pick<Product, '_id' | 'updatedAt' | 'specifications'>[]) =>
  categoryCataloguePath(category, catalogueVersion(products));
