/**
 * A machine's brochure (docs/spec.md §25.6): one or two A4 pages to forward to a partner or a bank.
 * The seller's letterhead; the machine's first picture beside its name, brand, category, price (as
 * its page shows one), key figure and a QR code of its page; every specification with its unit; the
 * description as text; the contact block. The description is cut where a third page would start,
 * ending with "…" and a link to the machine's page, which has it whole.
 */
import { categoryLabel } from '../../lib/categories';
import { brochureLandingUrl } from '../../lib/brochure';
import { formatBusinessDate } from '../../lib/business-time';
import { productUrl } from '../../lib/public-address';
import { siteConfig } from '../../lib/site';
import { specText, type Specification } from '../../lib/specifications';
import type { Product } from '../../lib/types';
import { contentWidth, HEADER_FILL, INK, letterhead, MARGIN, MUTED, pageFooters, startPdf, type Doc } from '../pdf/pdf-kit';
import { BRAND, contactBlock, contactFields, contactHeight, drawPicture, drawPrice, pdfPicture, qrPng, sellerParty } from './brochure-parts';
import { descriptionBlocks, type DescriptionBlock } from './description-blocks';

/** A brochure is at most this many pages, whatever the description's length. */
export const BROCHURE_MAX_PAGES = 2;

const PICTURE_SIZE = 210;
/** Pixels a side of the picture: sharp at its size on paper (some 300 dpi at 74 mm). */
const PICTURE_PIXELS = 840;
const QR_SIZE = 92;
const QR_PIXELS = 300;
const SPEC_SIZE = 8.5;
const TEXT_SIZE = 9;
const MORE_ON_THE_PAGE = "More on the machine's page";

const contentBottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;
const pageIndex = (doc: Doc) => doc.bufferedPageRange().count - 1;

/** The hero: the picture on the left; name, brand, category, price, key figure and the QR code beside it. */
function hero(doc: Doc, product: Product, picture: Buffer | null, qr: Buffer, landing: string, pageAddress: string): void {
  const top = doc.y + 10;
  const width = contentWidth(doc);
  if (picture) drawPicture(doc, picture, MARGIN, top, PICTURE_SIZE);
  const x = picture ? MARGIN + PICTURE_SIZE + 18 : MARGIN;
  const columnWidth = MARGIN + width - x;

  doc.font('bold').fontSize(8.5).fillColor(BRAND).text(product.brandName.toUpperCase(), x, top, { width: columnWidth, characterSpacing: 0.5 });
  doc.moveDown(0.2).font('bold').fontSize(17).fillColor(INK).text(product.productName, { width: columnWidth });
  doc.moveDown(0.2).font('regular').fontSize(9).fillColor(MUTED).text(`Category: ${categoryLabel(product.category)}`, { width: columnWidth });
  doc.moveDown(0.4);
  drawPrice(doc, product, x, columnWidth, 14);

  const key = product.specifications.find((s) => s.onCard);
  if (key) {
    doc.moveDown(0.5);
    const boxTop = doc.y;
    doc.font('regular').fontSize(8).fillColor(MUTED).text(key.name.toUpperCase(), x + 8, boxTop + 6, { width: columnWidth - 16 });
    doc.font('bold').fontSize(14).fillColor(INK).text(specText(key), { width: columnWidth - 16 });
    const boxBottom = doc.y + 6;
    doc.save().lineWidth(1).strokeColor(BRAND).rect(x, boxTop, columnWidth, boxBottom - boxTop).stroke().restore();
    doc.y = boxBottom;
  }

  doc.moveDown(0.8);
  const qrTop = doc.y;
  doc.image(qr, x - 6, qrTop - 6, { width: QR_SIZE, height: QR_SIZE, link: landing });
  const captionX = x + QR_SIZE;
  const captionWidth = columnWidth - QR_SIZE;
  doc.font('bold').fontSize(9).fillColor(INK).text('Scan for its videos, more pictures and to send an enquiry', captionX, qrTop, { width: captionWidth });
  doc.moveDown(0.3).font('regular').fontSize(8).fillColor(BRAND).text(pageAddress, { width: captionWidth, link: landing, underline: true });
  doc.fillColor(INK);
  doc.y = Math.max(picture ? top + PICTURE_SIZE : 0, qrTop + QR_SIZE - 6, doc.y) + 14;
  doc.x = MARGIN;
}

/** "Name" and "value unit" per row; two tables side by side when there are many, so they stay on the first page. */
function specificationTable(doc: Doc, specifications: readonly Specification[]): void {
  if (!specifications.length) return;
  const width = contentWidth(doc);
  sectionTitle(doc, 'Specifications');
  const columns = specifications.length > 8 ? 2 : 1;
  const gap = 16;
  const columnWidth = (width - gap * (columns - 1)) / columns;
  const nameWidth = columnWidth * 0.42;
  const rows = Math.ceil(specifications.length / columns);
  for (let row = 0; row < rows; row++) {
    const cells = Array.from({ length: columns }, (_, c) => specifications[c * rows + row]).filter(Boolean);
    const height =
      Math.max(
        ...cells.map((spec) => {
          const name = doc.font('regular').fontSize(SPEC_SIZE).heightOfString(spec.name, { width: nameWidth - 8 });
          const value = doc.font('bold').fontSize(SPEC_SIZE).heightOfString(specText(spec), { width: columnWidth - nameWidth - 8 });
          return Math.max(name, value);
        }),
      ) + 8;
    if (doc.y + height > contentBottom(doc)) {
      if (pageIndex(doc) + 1 >= BROCHURE_MAX_PAGES) return;
      doc.addPage();
    }
    const top = doc.y;
    cells.forEach((spec, c) => {
      const x = MARGIN + c * (columnWidth + gap);
      if (row % 2 === 0) doc.save().rect(x, top, columnWidth, height).fill(HEADER_FILL).restore();
      doc.font('regular').fontSize(SPEC_SIZE).fillColor(MUTED).text(spec.name, x + 4, top + 4, { width: nameWidth - 8 });
      doc.font('bold').fillColor(INK).text(specText(spec), x + nameWidth + 4, top + 4, { width: columnWidth - nameWidth - 8 });
    });
    doc.y = top + height;
  }
  doc.x = MARGIN;
  doc.moveDown(0.8);
}

function sectionTitle(doc: Doc, title: string): void {
  doc.x = MARGIN;
  doc.font('bold').fontSize(11).fillColor(INK).text(title, { width: contentWidth(doc) });
  doc.moveDown(0.3);
}

/** How a block is set: its font, its size, where it starts and how wide it is. */
function blockStyle(doc: Doc, block: DescriptionBlock): { x: number; width: number; font: 'regular' | 'bold'; size: number } {
  const indent = block.kind === 'item' ? 14 + 12 * Math.min(block.depth, 4) : 0;
  return {
    x: MARGIN + indent,
    width: contentWidth(doc) - indent,
    font: block.kind === 'heading' ? 'bold' : 'regular',
    size: block.kind === 'heading' ? 10.5 : TEXT_SIZE,
  };
}

/**
 * More characters than can fit in `height` at `width` in the current font, however narrow they
 * are: no glyph of DejaVu Sans in running text is narrower than 0.25 em. Only this much of a long
 * block is ever measured, so a description of 100,000 characters costs what one of two pages does.
 */
function charsBeyond(doc: Doc, width: number, height: number, size: number): number {
  const lines = Math.ceil(height / doc.currentLineHeight(true)) + 1;
  return lines * Math.ceil(width / (0.25 * size));
}

/** How many of `words` fit in `height` (cut at a word, `ending` after them); 0 when not even one does. */
function fittingStart(doc: Doc, words: string[], width: number, height: number, ending: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (doc.heightOfString(words.slice(0, mid).join(' ') + ending, { width }) <= height) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The first words of `text` up to `chars` characters. */
function wordsWithin(text: string, chars: number): string[] {
  const words = text.slice(0, chars + 1).split(' ');
  return text.length > chars ? words.slice(0, -1) : words;
}

/**
 * The description's blocks from doc.y on; `reserve` is kept free at the foot of the last page (the
 * contact block, the line to the machine's page). A block that does not fit goes on, cut at a
 * word, on the next page; on the last page it ends with "…". Returns whether all of it was printed.
 */
function description(doc: Doc, blocks: DescriptionBlock[], reserve: number): boolean {
  if (!blocks.length) return true;
  sectionTitle(doc, 'About the machine');
  for (const [i, block] of blocks.entries()) {
    const style = blockStyle(doc, block);
    let text = block.text;
    let marker = block.marker;
    const gapBefore = block.kind === 'heading' && i > 0 ? 6 : 0;
    for (;;) {
      const last = pageIndex(doc) + 1 >= BROCHURE_MAX_PAGES;
      const room = contentBottom(doc) - (last ? reserve : 0) - doc.y - gapBefore;
      doc.font(style.font).fontSize(style.size);
      const beyond = charsBeyond(doc, style.width, Math.max(room, 0), style.size);
      const height = text.length > beyond ? Infinity : doc.heightOfString(text, { width: style.width });
      if (block.kind === 'heading') {
        // A heading goes where two lines of what follows fit under it, never alone at a page's foot.
        if (height + 2.5 * TEXT_SIZE * 1.2 <= room) break;
        if (last) return false;
        doc.addPage();
        continue;
      }
      if (height <= room) break;
      const words = wordsWithin(text, beyond);
      const ending = last ? ' …' : '';
      const fit = room > 0 ? fittingStart(doc, words, style.width, room, ending) : 0;
      if (fit > 0) printBlock(doc, style, marker, words.slice(0, fit).join(' ') + ending, gapBefore);
      if (last) return false;
      doc.addPage();
      if (fit > 0) {
        text = text.slice(words.slice(0, fit).join(' ').length).trimStart();
        marker = '';
      }
    }
    printBlock(doc, style, marker, text, gapBefore);
  }
  return true;
}

function printBlock(doc: Doc, style: ReturnType<typeof blockStyle>, marker: string, text: string, gapBefore: number): void {
  doc.y += gapBefore;
  const top = doc.y;
  doc.font(style.font).fontSize(style.size).fillColor(INK);
  if (marker) doc.text(marker, style.x - 14, top, { width: 14, lineBreak: false });
  doc.text(text, style.x, top, { width: style.width });
  doc.y += 3;
  doc.x = MARGIN;
}

/** The brochure's PDF file. `siteOrigin`: where the site's own pictures are read from. */
export async function brochurePdf(product: Product, siteOrigin: string): Promise<Buffer> {
  const site = siteConfig(process.env);
  const landing = brochureLandingUrl(site.siteUrl, product);
  const pageAddress = productUrl(site.siteUrl, product._id).replace(/^https?:\/\//, '');
  // Read and encoded on sharp's threads at once.
  const [picture, qr] = await Promise.all([pdfPicture(product.productImage[0], siteOrigin, PICTURE_PIXELS), qrPng(landing, QR_PIXELS)]);
  // Dated by the machine's last change, so one version's file is the same bytes whenever it is drawn.
  const { doc, done } = startPdf({
    title: `${product.productName}: brochure`,
    author: site.companyName,
    subject: `${product.productName} by ${product.brandName}`,
    createdAt: new Date(product.updatedAt),
  });

  letterhead(doc, sellerParty(site), 'BROCHURE', [{ label: 'Updated', value: formatBusinessDate(new Date(product.updatedAt)) }]);
  hero(doc, product, picture, qr, landing, pageAddress);
  specificationTable(doc, product.specifications);

  const contact = contactFields(site);
  doc.font('regular').fontSize(TEXT_SIZE);
  // The contact block, and the line to the machine's page under a description cut short.
  const reserve = contactHeight(doc, contact) + doc.heightOfString(MORE_ON_THE_PAGE) * 2 + 12;
  if (!description(doc, descriptionBlocks(product.description), reserve)) {
    doc.font('bold').fontSize(TEXT_SIZE).fillColor(BRAND).text(`${MORE_ON_THE_PAGE}: `, MARGIN, doc.y + 2, { width: contentWidth(doc), continued: true });
    doc.font('regular').text(pageAddress, { link: landing, underline: true });
    doc.fillColor(INK);
  }
  if (doc.y + reserve > contentBottom(doc) && pageIndex(doc) + 1 < BROCHURE_MAX_PAGES) doc.addPage();
  contactBlock(doc, contact);
  pageFooters(doc, `${site.companyName} · Brochure`);
  doc.end();
  return done;
}
