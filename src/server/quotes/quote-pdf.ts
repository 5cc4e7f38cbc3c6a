/**
 * The quotation as an A4 PDF (docs/spec.md §22): the buyer's download and the mail's attachment.
 * It lays out ./quote-document.ts and nothing else, so it says what the page says; the fonts, the
 * logo and the parts every document shares are ../pdf/pdf-kit.ts's.
 */
import type { Quote } from '../../lib/quotes/types';
import {
  contentWidth,
  HEADER_FILL,
  INK,
  keepRoom,
  letterhead,
  MARGIN,
  MUTED,
  pageFooters,
  partyBlock,
  rule,
  section,
  startPdf,
  type Doc,
} from '../pdf/pdf-kit';
import { quoteDocument, type Column, type ColumnKey, type DocumentAs, type QuoteDocument } from './quote-document';
import { drawPayment, drawSignature } from './pay-and-sign-pdf';
import { payAndSignImages } from './seller-settings';

const CELL_PADDING = 3;
const TABLE_FONT_SIZE = 7.5;
/** Points per column; the description takes what the others leave of the 515 between A4's margins. */
const COLUMN_WIDTHS: Record<Exclude<ColumnKey, 'description'>, number> = {
  serial: 16, hsn: 46, quantity: 38, rate: 60, discount: 26, taxable: 64, cgst: 56, sgst: 56, igst: 66, amount: 66,
};
const TABLE_WIDTH = 515;

function columnWidths(columns: readonly Column[]): number[] {
  const fixed = columns.reduce((sum, column) => sum + (column.key === 'description' ? 0 : COLUMN_WIDTHS[column.key]), 0);
  return columns.map((column) => (column.key === 'description' ? TABLE_WIDTH - fixed : COLUMN_WIDTHS[column.key]));
}

function heading(doc: Doc, document: QuoteDocument): void {
  const width = contentWidth(doc);
  letterhead(doc, document.seller, document.heading.toUpperCase(), document.facts);

  // The Bill to, and the Ship to beside it when there is one.
  const partiesTop = doc.y + 8;
  const partyWidth = document.shipTo ? (width - 16) / 2 : width;
  const buyerBottom = partyBlock(doc, document.buyer, MARGIN, partiesTop, partyWidth, 11);
  const shipToBottom = document.shipTo ? partyBlock(doc, document.shipTo, MARGIN + partyWidth + 16, partiesTop, partyWidth, 11) : 0;
  doc.y = Math.max(buyerBottom, shipToBottom) + 8;
  if (document.state) {
    doc.font('bold').fontSize(10).fillColor('#1d4ed8').text(document.state, MARGIN, doc.y, { width });
    doc.fillColor(INK).moveDown(0.5);
  }
  revision(doc, document);
}

/** "Revision of … dated …", what changed, one per line, and the desk's note. */
function revision(doc: Doc, document: QuoteDocument): void {
  const block = document.revision;
  if (!block) return;
  const width = contentWidth(doc);
  doc.font('bold').fontSize(10).fillColor(INK).text(block.title, MARGIN, doc.y, { width });
  doc.font('regular').fontSize(8.5);
  for (const change of block.changes) doc.text(`•  ${change}`, MARGIN + 6, doc.y, { width: width - 6 });
  if (block.note) doc.fillColor(MUTED).text(block.note, MARGIN, doc.y + 2, { width }).fillColor(INK);
  doc.x = MARGIN;
  doc.moveDown(0.6);
}

/** One row of the table at doc.y: each cell's text wrapped in its width, the figures right-aligned. */
function tableRow(doc: Doc, columns: readonly Column[], cells: string[], options: { header?: boolean } = {}): void {
  const widths = columnWidths(columns);
  const font = () => doc.font(options.header ? 'bold' : 'regular').fontSize(TABLE_FONT_SIZE);
  font();
  const height =
    Math.max(...cells.map((text, i) => doc.heightOfString(text || ' ', { width: widths[i] - 2 * CELL_PADDING }))) + 2 * CELL_PADDING;
  if (!options.header && keepRoom(doc, height)) {
    tableHeader(doc, columns);
    font();
  }
  const top = doc.y;
  if (options.header) doc.save().rect(MARGIN, top, contentWidth(doc), height).fill(HEADER_FILL).restore();
  let x = MARGIN;
  cells.forEach((text, i) => {
    doc.fillColor(INK).text(text, x + CELL_PADDING, top + CELL_PADDING, {
      width: widths[i] - 2 * CELL_PADDING,
      align: columns[i].numeric ? 'right' : 'left',
    });
    x += widths[i];
  });
  doc.y = top + height;
  rule(doc);
  doc.x = MARGIN;
}

/** The table's header: at its start, and again at the top of each page it runs on to. */
function tableHeader(doc: Doc, columns: readonly Column[]): void {
  tableRow(doc, columns, columns.map((column) => column.label), { header: true });
}

/**
 * A line's scope of supply, under it across the table from the description on: a long one has
 * the table's width to read in, not its description column's.
 */
function scopeRow(doc: Doc, columns: readonly Column[], scope: string): void {
  const widths = columnWidths(columns);
  const indent = widths.slice(0, columns.findIndex((column) => column.key === 'description')).reduce((a, b) => a + b, 0);
  const width = TABLE_WIDTH - indent - 2 * CELL_PADDING;
  const label = 'Scope of supply: ';
  doc.font('regular').fontSize(TABLE_FONT_SIZE);
  const height = doc.heightOfString(label + scope, { width }) + 2 * CELL_PADDING;
  if (keepRoom(doc, height)) tableHeader(doc, columns);
  const top = doc.y;
  doc.fillColor(MUTED).font('bold').fontSize(TABLE_FONT_SIZE).text(label, MARGIN + indent + CELL_PADDING, top + CELL_PADDING, { width, continued: true });
  doc.font('regular').text(scope);
  doc.fillColor(INK);
  doc.y = Math.max(doc.y, top + height);
  rule(doc);
  doc.x = MARGIN;
}

function lineTable(doc: Doc, document: QuoteDocument): void {
  const { columns } = document;
  keepRoom(doc, 60);
  tableHeader(doc, columns);
  for (const line of document.lines) {
    tableRow(doc, columns, columns.map((column) => column.parts.map((part) => line[part]).filter(Boolean).join('\n')));
    if (line.scope) scopeRow(doc, columns, line.scope);
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

/** The quotation's PDF file; given `as`, the same document as a proforma invoice (./quote-document.ts). */
export async function quotePdf(quote: Quote, as?: DocumentAs): Promise<Buffer> {
  const document = quoteDocument(quote, as);
  const images = await payAndSignImages(document.payment);
  const { doc, done } = startPdf({ title: document.title, author: document.seller.name, subject: `${document.title} for ${document.buyer.name}` });

  heading(doc, document);
  lineTable(doc, document);
  totals(doc, document);
  if (document.terms.length) section(doc, 'Terms and conditions', document.terms);
  drawPayment(doc, document, images);
  drawSignature(doc, document, images);
  doc.moveDown(0.6);
  keepRoom(doc, 14);
  doc.font('regular').fontSize(8).fillColor(MUTED).text(document.footer, MARGIN, doc.y, { width: contentWidth(doc), align: 'center' });
  pageFooters(doc, document.number);
  doc.end();
  return done;
}
