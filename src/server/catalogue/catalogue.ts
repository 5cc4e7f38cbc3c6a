/**
 * What the static build reads: the whole catalogue, loaded once per build and shared by every page
 * (getStaticPaths, the home page, recommended rows), so a build costs one query, not one per page.
 */
import type { SpecField } from '../../lib/specifications';
import type { Product } from '../../lib/types';
import { listProducts } from './products';
import { sanitizeDescription } from './sanitize';
import { specFields } from './specifications';

let catalogue: Promise<Product[]> | null = null;

export function loadCatalogue(): Promise<Product[]> {
  // Descriptions are sanitised again at render: the page must be safe whatever is in the table.
  catalogue ??= listProducts().then((products) =>
    products.map((p) => ({ ...p, description: sanitizeDescription(p.description) })),
  );
  return catalogue;
}

let schemas: Promise<SpecField[]> | null = null;

/** Every category's specifications, for the category pages' filters (docs/spec.md §25.3): read once per build. */
export function loadSpecFields(): Promise<SpecField[]> {
  schemas ??= specFields();
  return schemas;
}
