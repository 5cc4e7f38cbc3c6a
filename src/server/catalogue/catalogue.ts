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
    products.map((p) => ({ ...p, description: flattened(sanitizeDescription(p.description)) })),
  );
  return catalogue;
}

/**
 * The same text as one piece of memory. sanitize-html builds its result by appending, which V8
 * keeps as a tree of a few hundred joined pieces until something reads the text as a whole; the
 * catalogue holds every description for the whole build, and the collector walked those trees
 * (29 million objects at 100,000 products) each time it ran. Converting a string to a number
 * reads it as a whole, and V8 then keeps the flat copy in place of the tree (docs/architecture.md,
 * "The build at 100,000 products").
 */
function flattened(text: string): string {
  Number(text);
  return text;
}

let schemas: Promise<SpecField[]> | null = null;

/** Every category's specifications, for the category pages' filters (docs/spec.md §25.3): read once per build. */
export function loadSpecFields(): Promise<SpecField[]> {
  schemas ??= specFields();
  return schemas;
}
