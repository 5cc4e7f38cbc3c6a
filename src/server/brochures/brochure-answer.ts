/**
 * The answers at a brochure's and a catalogue's addresses (docs/spec.md §25.6): the PDF drawn on
 * request, kept a year at the current version's address (named by what it shows,
 * src/lib/brochure.ts), the current PDF for a few minutes at an earlier version's. Opened in the
 * browser's viewer, saved under the machine's or the category's name.
 */
import { brochureVersion, CATALOGUE_MAX, catalogueVersion, pdfFileName } from '../../lib/brochure';
import { categoryLabel, isCategoryValue } from '../../lib/categories';
import { newestInCategory } from '../catalogue/product-list';
import { getProduct, isProductId } from '../catalogue/products';
import { HttpError } from '../http/http';
import { versionedCacheHeaders } from '../http/versioned';
import { brochurePdf } from './brochure-pdf';
import { cataloguePdf } from './catalogue-pdf';

export const NO_BROCHURE = 'No machine has this brochure.';
export const NO_CATALOGUE = 'No category has this catalogue.';

/** The version a file name carries ("3k9x1a.pdf"), or null. */
const versionOf = (file: string) => /^([a-z0-9]+)\.pdf$/.exec(file)?.[1] ?? null;

/**
 * "inline" with the file's name: plain ASCII in `filename` (a header carries no other), the name
 * as written in `filename*` (RFC 6266), which browsers prefer.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '').replace(/\s+/g, ' ').trim();
  return `inline; filename="${ascii === '.pdf' || !ascii ? 'document.pdf' : ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function pdfAnswer(pdf: Buffer, fileName: string, current: boolean): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(pdf.length),
      'content-disposition': contentDisposition(fileName),
      ...versionedCacheHeaders(current),
    },
  });
}

/** /brochure/<productId>/<version>.pdf; 404 for an id no machine has. */
export async function brochureAnswer(productId: string, file: string, siteOrigin: string): Promise<Response> {
  const version = versionOf(file);
  const product = version && isProductId(productId) ? await getProduct(productId) : null;
  if (!product) throw new HttpError(404, NO_BROCHURE);
  return pdfAnswer(await brochurePdf(product, siteOrigin), pdfFileName(product.productName), version === brochureVersion(product));
}

/** /catalogue/<category>/<version>.pdf; 404 for a category that is not one, or has no machine yet. */
export async function catalogueAnswer(category: string, file: string, siteOrigin: string): Promise<Response> {
  const version = versionOf(file);
  if (!version || !isCategoryValue(category)) throw new HttpError(404, NO_CATALOGUE);
  const { products, total } = await newestInCategory(category, CATALOGUE_MAX);
  if (!products.length) throw new HttpError(404, NO_CATALOGUE);
  const pdf = await cataloguePdf(category, products, total, siteOrigin);
  return pdfAnswer(pdf, pdfFileName(`${categoryLabel(category)} catalogue`), version === catalogueVersion(products, total));
}
