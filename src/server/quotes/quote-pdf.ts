/**
 * The quotation as an A4 PDF (docs/spec.md §22): the buyer's download and the mail's attachment.
 * It lays out ./quote-document.ts and nothing else, so it says what the page says; the fonts, the
 * logo and the parts every document shares are ../pdf/pdf-kit.ts's.
 */
import type { Quote } from '../../lib/quotes/types';
import {
  contentWidth,
  factLines,
  HEADER_FILL,
  INK,
  keepRoom,
  LOGO_SIZE,
  logoImage,
  MARGIN,
  MUTED,
  pageFooters,
  partyBlock,
  rule,
  section,
  startPdf,
  type Doc,
} from '../pdf/pdf-kit';
import { drawPayment, drawSignature } from './pay-and-sign-pdf';
import { QUOTE_COLUMNS, quoteDocument, type QuoteDocument } from './quote-document';
import { payAndSignImages } from './seller-settings';

const CELL_PADDING = 3;
const TABLE_FONT_SIZE = 7.5;
/** Points per column, in QUOTE_COLUMNS' order: 515 in all, the width between A4's margins. */
const COLUMN_WIDTHS = [18, 114, 45, 48, 62, 30, 68, 62, 68];

function heading(doc: Doc, document: QuoteDocument): void {
  const top = doc.y;
  const width = contentWidth(doc);
  const sellerWidth = width * 0.58;
  const image = logoImage();
  if (image) doc.image(image, MARGIN, top, { fit: [LOGO_SIZE, LOGO_SIZE] });
  const sellerX = image ? MARGIN + LOGO_SIZE + 10 : MARGIN;
  const sellerBottom = partyBlock(doc, document.seller, sellerX, top, sellerWidth - (sellerX - MARGIN), 13);

  const factsX = MARGIN + sellerWidth + 12;
  const factsWidth = width - sellerWidth - 12;
  doc.fillColor(INK).font('bold').fontSize(18).text('QUOTATION', factsX, top, { width: factsWidth, align: 'right' });
  doc.fontSize(9).moveDown(0.3);
  factLines(doc, document.facts, factsX, factsWidth);
  doc.y = Math.max(sellerBottom, doc.y) + 10;
  rule(doc);

  const buyerBottom = partyBlock(doc, document.buyer, MARGIN, doc.y + 8, width, 11);
  doc.y = buyerBottom + 8;
  if (document.state) {
    doc.font('bold').fontSize(10).fillColor('#1d4ed8').text(document.state, MARGIN, doc.y, { width });
    doc.fillColor(INK).moveDown(0.5);
  }
}

/** One row of the table at doc.y: each cell's text wrapped in its width, the figures right-aligned. */
function tableRow(doc: Doc, cells: string[], options: { header?: boolean } = {}): void {
  const font = () => doc.font(options.header ? 'bold' : 'regular').fontSize(TABLE_FONT_SIZE);
  font();
  const height =
    Math.max(...cells.map((text, i) => doc.heightOfString(text || ' ', { width: COLUMN_WIDTHS[i] - 2 * CELL_PADDING }))) + 2 * CELL_PADDING;
  if (!options.header && keepRoom(doc, height)) {
    tableHeader(doc);
    font();
  }
  const top = doc.y;
  if (options.header) doc.save().rect(MARGIN, top, contentWidth(doc), height).fill(HEADER_FILL).restore();
  let x = MARGIN;
  cells.forEach((text, i) => {
    doc.fillColor(INK).text(text, x + CELL_PADDING, top + CELL_PADDING, {
      width: COLUMN_WIDTHS[i] - 2 * CELL_PADDING,
      align: QUOTE_COLUMNS[i].numeric ? 'right' : 'left',
    });
    x += COLUMN_WIDTHS[i];
  });
  doc.y = top + height;
  rule(doc);
  doc.x = MARGIN;
}

/** The table's header: at its start, and again at the top of each page it runs on to. */
function tableHeader(doc: Doc): void {
  tableRow(doc, QUOTE_COLUMNS.map((column) => column.label), { header: true });
}

function lineTable(doc: Doc, document: QuoteDocument): void {
  keepRoom(doc, 60);
  tableHeader(doc);
  for (const line of document.lines) {
    tableRow(doc, QUOTE_COLUMNS.map((column) => column.parts.map((part) => line[part]).filter(Boolean).join('\n')));
  }
}

function totals(doc: Doc, document: QuoteDocument): void {
  const width = 230;
  const x = MARGIN + contentWidth(doc) - width;
  doc.moveDown(0.5);
  keepRoom(doc, document.totals.length * 14 + 8);
  for (const row of document.totals) {
    const top = doc.y;
    if (row.total) rule(doc, top - 2);
    doc.font(row.total ? 'bold' : 'regular').fontSize(row.total ? 11 : 9).fillColor(INK);
    doc.text(row.label, x, top, { width: width / 2 });
    const labelBottom = doc.y;
    doc.text(row.value, x + width / 2, top, { width: width / 2, align: 'right' });
    doc.y = Math.max(labelBottom, doc.y) + 2;
  }
  doc.x = MARGIN;
  doc.moveDown(0.5);
  const words = doc.font('bold').fontSize(9);
  keepRoom(doc, words.heightOfString(document.inWords, { width: contentWidth(doc) }) + 14);
  doc.text('Amount in words: ', MARGIN, doc.y, { width: contentWidth(doc), continued: true }).font('regular').text(document.inWords);
}

/** The quotation's PDF file. */
export async function quotePdf(quote: Quote): Promise<Buffer> {
  const document = quoteDocument(quote);
  const images = await payAndSignImages(document.payment);
  const { doc, done } = startPdf({ title: document.title, author: document.seller.name, subject: `${document.title} for ${document.buyer.name}` });

  heading(doc, document);
  lineTable(doc, document);
  totals(doc, document);
  if (document.terms.length) section(doc, 'Terms and conditions', document.terms);
  drawPayment(doc, document, images);
  drawSignature(doc, document, images);
  doc.moveDown(1.2);
  keepRoom(doc, 14);
  doc.font('regular').fontSize(8).fillColor(MUTED).text(document.footer, MARGIN, doc.y, { width: contentWidth(doc), align: 'center' });
  pageFooters(doc, document.number);
  doc.end();
  return done;
}
