/**
 * A category's catalogue (docs/spec.md §25.6): a cover (the category, the seller, the date of its
 * latest change, the contact block), then its newest machines, newest first, five to a page, each
 * with its picture, name, brand, key figure, main specifications, price as its page shows one,
 * and its page's address as a link and a QR code. At most CATALOGUE_MAX machines: past them the
 * last page says how many the category has and links its page.
 */
import { CATALOGUE_MAX, catalogueLandingUrl, catalogueTags } from '../../lib/brochure';
import { categoryLabel, type CategoryValue } from '../../lib/categories';
import { formatBusinessDate } from '../../lib/business-time';
import { absoluteUrl, categoryPageHref } from '../../lib/public-address';
import { taggedUrl } from '../../lib/share-links';
import { siteConfig } from '../../lib/site';
import { keyFigure, specText } from '../../lib/specifications';
import type { Product } from '../../lib/types';
import { contentWidth, INK, logoImage, MARGIN, MUTED, pageFooters, rule, startPdf, type Doc } from '../pdf/pdf-kit';
import { BRAND, contactBlock, contactFields, drawPicture, drawPrice, pdfPicture, pictureOpener, qrPng, type PdfPicture } from './brochure-parts';

/** Machines to a page after the cover. */
const PER_PAGE = 5;
const PICTURE_SIZE = 104;
/** Some 160 dpi at the picture's 37 mm: a thumbnail in print, and the file stays small (100 of them). */
const PICTURE_PIXELS = 240;
const QR_SIZE = 70;
const QR_PIXELS = 240;
/** Specifications beside each machine besides its key figure. */
const MAIN_SPECIFICATIONS = 6;
/** Pictures read at once: the function reads its own site's files. */
const READS_AT_ONCE = 8;

/** Each machine's picture, read at most READS_AT_ONCE at a time; one picture shared by several machines is read once. */
async function pictures(products: readonly Product[], siteOrigin: string): Promise<(Buffer | null)[]> {
  const read = new Map<string, Promise<Buffer | null>>();
  const of = (picture: string | undefined) => {
    if (!picture) return Promise.resolve(null);
    let pending = read.get(picture);
    if (!pending) read.set(picture, (pending = pdfPicture(picture, siteOrigin, PICTURE_PIXELS)));
    return pending;
  };
  const out: (Buffer | null)[] = new Array(products.length).fill(null);
  let next = 0;
  await Promise.all(
    Array.from({ length: READS_AT_ONCE }, async () => {
      while (next < products.length) {
        const i = next++;
        out[i] = await of(products[i].productImage[0]);
      }
    }),
  );
  return out;
}

function cover(doc: Doc, category: CategoryValue, shown: number, total: number, asOf: Date | null): void {
  const site = siteConfig(process.env);
  const width = contentWidth(doc);
  const logo = logoImage();
  let y = MARGIN + 40;
  if (logo) {
    doc.image(logo, MARGIN, y, { fit: [72, 72] });
    y += 90;
  }
  doc.font('bold').fontSize(16).fillColor(INK).text(site.companyName, MARGIN, y, { width });
  doc.moveDown(2.5);
  doc.font('regular').fontSize(11).fillColor(BRAND).text('CATALOGUE', { width, characterSpacing: 0.6 });
  doc.moveDown(0.3).font('bold').fontSize(30).fillColor(INK).text(categoryLabel(category), { width });
  doc.moveDown(0.6).font('regular').fontSize(12).fillColor(MUTED);
  doc.text(total > shown ? `The newest ${shown} of ${total.toLocaleString('en-IN')} machines` : `${shown} machine${shown === 1 ? '' : 's'}`, { width });
  if (asOf) doc.text(`As of ${formatBusinessDate(asOf)}`, { width });
  doc.fillColor(INK);
  doc.y = Math.max(doc.y + 40, doc.page.height / 2);
  contactBlock(doc, contactFields(site));
}

/** One machine across the page: picture, words, QR code; a rule under it. */
function entry(doc: Doc, product: Product, picture: PdfPicture | null, qr: Buffer, landing: string): void {
  const top = doc.y;
  const width = contentWidth(doc);
  drawPicture(doc, picture, MARGIN, top, PICTURE_SIZE);
  const x = MARGIN + PICTURE_SIZE + 14;
  const textWidth = width - PICTURE_SIZE - 14 - QR_SIZE - 10;

  doc.font('bold').fontSize(7.5).fillColor(BRAND).text(product.brandName.toUpperCase(), x, top, { width: textWidth, characterSpacing: 0.4, lineBreak: false, ellipsis: true });
  doc.font('bold').fontSize(11).fillColor(INK).text(product.productName, x, doc.y + 1, { width: textWidth, height: 28, ellipsis: true, link: landing });
  const key = keyFigure(product.specifications);
  if (key) doc.font('bold').fontSize(10).fillColor(BRAND).text(key, x, doc.y + 1, { width: textWidth, lineBreak: false, ellipsis: true });
  doc.fillColor(INK);

  const main = product.specifications.filter((s) => !s.onCard).slice(0, MAIN_SPECIFICATIONS);
  const half = textWidth / 2;
  const specsTop = doc.y + 3;
  main.forEach((spec, i) => {
    const cx = x + (i % 2) * half;
    const cy = specsTop + Math.floor(i / 2) * 11;
    doc.font('regular').fontSize(7.5).fillColor(MUTED).text(`${spec.name}: `, cx, cy, { width: half - 6, continued: true, lineBreak: false, ellipsis: true });
    doc.font('bold').fillColor(INK).text(specText(spec), { lineBreak: false, ellipsis: true });
  });
  doc.y = specsTop + Math.ceil(main.length / 2) * 11 + 2;
  drawPrice(doc, product, x, textWidth, 9.5);

  const qrX = MARGIN + width - QR_SIZE;
  doc.image(qr, qrX, top - 4, { width: QR_SIZE, height: QR_SIZE, link: landing });
  doc.font('regular').fontSize(7).fillColor(BRAND).text('View the machine', qrX, top + QR_SIZE - 4, { width: QR_SIZE, align: 'center', link: landing, underline: true });
  doc.fillColor(INK);
  doc.y = top + PICTURE_SIZE + 10;
  rule(doc);
  doc.y += 10;
  doc.x = MARGIN;
}

/**
 * The catalogue's PDF file: `products` are the category's newest (at most CATALOGUE_MAX, newest
 * first), `total` how many it has. `siteOrigin`: where the site's own pictures are read from.
 */
export async function cataloguePdf(category: CategoryValue, products: readonly Product[], total: number, siteOrigin: string): Promise<Buffer> {
  const site = siteConfig(process.env);
  const shown = products.slice(0, CATALOGUE_MAX);
  const label = categoryLabel(category);
  const latest = shown.reduce<Date | null>((at, p) => (at && at.getTime() >= Date.parse(p.updatedAt) ? at : new Date(p.updatedAt)), null);
  const landings = shown.map((product) => catalogueLandingUrl(site.siteUrl, product));
  // Read and encoded at once, on sharp's threads, before the drawing starts.
  const [images, qrs] = await Promise.all([pictures(shown, siteOrigin), Promise.all(landings.map((landing) => qrPng(landing, QR_PIXELS)))]);
  const { doc, done } = startPdf({ title: `${label}: catalogue`, author: site.companyName, subject: `${label} from ${site.companyName}`, createdAt: latest ?? undefined });

  const opened = pictureOpener(doc);
  cover(doc, category, shown.length, total, latest);
  for (const [i, product] of shown.entries()) {
    if (i % PER_PAGE === 0) doc.addPage();
    const picture = images[i];
    entry(doc, product, picture && opened(picture), qrs[i], landings[i]);
  }

  const categoryPage = taggedUrl(absoluteUrl(site.siteUrl, categoryPageHref([category])), catalogueTags(category));
  const words = total > shown.length ? `This catalogue shows the newest ${shown.length} of the ${total.toLocaleString('en-IN')} machines in ${label}. See them all: ` : `See every machine in ${label} on our website: `;
  if (doc.y + 40 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.font('regular').fontSize(9.5).fillColor(INK).text(words, MARGIN, doc.y + 4, { width: contentWidth(doc), continued: true });
  doc.fillColor(BRAND).text(absoluteUrl(site.siteUrl, categoryPageHref([category])).replace(/^https?:\/\//, ''), { link: categoryPage, underline: true });
  doc.fillColor(INK);
  pageFooters(doc, `${site.companyName} · ${label}`);
  doc.end();
  return done;
}

