/**
 * Where a machine's brochure and a category's catalogue are served (docs/spec.md §25.6): addresses
 * named by what the PDF shows, so that each may be kept for ever, as the link previews are. A
 * product's edits (its specifications included) change its updatedAt; a renamed specification or
 * unit changes its specifications; a change of the seller's details the PDFs draw (COMPANY_NAME,
 * the phones, the email, the addresses: sellerDrawn) changes every version, so no cached PDF keeps
 * a number that no longer answers; a new drawing changes BROCHURE_DRAWING.
 */
import type { CategoryValue } from './categories';
import { fingerprint } from './fingerprint';
import { newestByCategory } from './newest-by-category';
import { brochurePath, categoryCataloguePath } from './public-address';
import { trackedProductUrl, type CampaignTags } from './share-links';
import { siteConfig, type SiteConfig } from './site';
import type { Product } from './types';

/** Raised whenever the brochure's or the catalogue's drawing changes, so that no cache keeps the former one. */
export const BROCHURE_DRAWING = 1;

/** What names a machine's PDF: its last change and its specifications as written. */
type Versioned = Pick<Product, '_id' | 'updatedAt' | 'specifications'>;

/**
 * The seller's details the brochures and catalogues draw (src/server/brochures/brochure-parts.ts),
 * by default from the same settings the drawing reads.
 */
export function sellerDrawn(site: SiteConfig = siteConfig(process.env)): string {
  return [site.companyName, site.siteUrl, ...site.phones, site.email, site.showroomAddress, site.factoryAddress, site.mapLink].join('\n');
}

export function brochureVersion(product: Pick<Product, 'updatedAt' | 'specifications'>, seller = sellerDrawn()): string {
  return fingerprint(`brochure ${BROCHURE_DRAWING} ${seller} ${product.updatedAt} ${JSON.stringify(product.specifications)}`);
}

export const brochureHref = (product: Versioned) => brochurePath(product._id, brochureVersion(product));

/**
 * A catalogue shows its category's newest machines, at most this many: at 100,000 products a
 * category has some 14,000, far past what a PDF to forward can hold or a function can draw in time.
 * Its last page says so and links the category's page.
 */
export const CATALOGUE_MAX = 100;

/**
 * A category's catalogue is named by what it shows: its newest CATALOGUE_MAX machines as they
 * stand, and how many the category has in all (`total`, when `newestFirst` is not the whole list).
 * The function reads those two from the database and must come to the same name.
 */
export function catalogueVersion(newestFirst: readonly Versioned[], total = newestFirst.length, seller = sellerDrawn()): string {
  const shown = newestFirst.slice(0, CATALOGUE_MAX).map((p) => `${p._id} ${brochureVersion(p, seller)}`);
  return fingerprint(`catalogue ${BROCHURE_DRAWING} ${total} ${shown.join(' ')}`);
}

export const categoryCatalogueHref = (category: CategoryValue, newestFirst: readonly Versioned[], total = newestFirst.length) =>
  categoryCataloguePath(category, catalogueVersion(newestFirst, total));

// The category pages of one build ask for the same catalogue's addresses: worked out once.
const hrefsOf = new WeakMap<object, Map<CategoryValue, string>>();

/** Each category's catalogue address (none for an empty category), from the whole catalogue newest first, in one pass. */
export function categoryCatalogueHrefs(newestFirst: readonly (Versioned & Pick<Product, 'category'>)[]): Map<CategoryValue, string> {
  let hrefs = hrefsOf.get(newestFirst);
  if (!hrefs) {
    hrefs = new Map();
    for (const [category, { newest, total }] of newestByCategory(newestFirst, CATALOGUE_MAX)) {
      hrefs.set(category as CategoryValue, categoryCatalogueHref(category as CategoryValue, newest, total));
    }
    hrefsOf.set(newestFirst, hrefs);
  }
  return hrefs;
}

/**
 * The campaign tags of a machine's page as its brochure links it and its QR code holds it, so a
 * lead that came from a printed or forwarded brochure says so on the lead desk (docs/spec.md §21.7).
 */
export const BROCHURE_LANDING_TAGS: CampaignTags = { source: 'brochure', medium: 'pdf', campaign: 'brochure' };

export const brochureLandingUrl = (siteUrl: string, product: Pick<Product, '_id'>) => trackedProductUrl(siteUrl, product._id, BROCHURE_LANDING_TAGS);

/** A machine's page as its category's catalogue links it: the category is the campaign. */
export const catalogueLandingUrl = (siteUrl: string, product: Pick<Product, '_id' | 'category'>) =>
  trackedProductUrl(siteUrl, product._id, catalogueTags(product.category));

/** The tags of the links a category's catalogue carries. */
export const catalogueTags = (category: CategoryValue): CampaignTags => ({ source: 'catalogue', medium: 'pdf', campaign: category });

/**
 * A PDF's file name from what it shows ("PC-90 Paper Cup Machine.pdf"): the characters a file
 * system or a header refuses left out, at most 100 characters before ".pdf".
 */
export function pdfFileName(title: string): string {
  const name = title.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 100).trim();
  return `${name || 'brochure'}.pdf`;
}
