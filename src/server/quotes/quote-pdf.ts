/**
 * The quotation as an A4 PDF (docs/spec.md §22): the buyer's download and the mail's attachment.
 * It lays out ./quote-document.ts and nothing else, so it says what the page says.
 *
 * pdfkit writes the file in plain JavaScript: no browser to start and no native module, so the
 * function stays small and starts fast. The text is set in DejaVu Sans, embedded (only the glyphs
 * used), because the PDF standard fonts have no ₹; the font is given to the constructor, so the
 * built-in Helvetica (an AFM file the function bundle would have to carry) is never read.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import type { Quote } from '../../lib/quotes/types';
import { QUOTE_COLUMNS, quoteDocument, type Field, type Party, type QuoteDocument } from './quote-document';

/**
 * The two font files, which netlify.toml's [functions] included_files ships with the functions.
 * Found when the first PDF is made, not when the module loads: the functions that import this one
 * (the outbox's scheduled run among them) must start even if a font went missing.
 */
const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);

/**
 * Each font read and parsed once per process, then handed to every document (pdfkit takes a
 * fontkit font as it takes a file): parsing its tables again for each PDF cost most of its time.
 * A document embeds its own subset, so nothing of one PDF reaches the next.
 */
const fonts = new Map<string, fontkit.Font>();
/** pdfkit takes a parsed font since 0.20 (its CHANGELOG); @types/pdfkit 0.17 lists only files and bytes. */
type FontSource = string & PDFKit.Mixins.PDFFontSource;
function font(name: string): FontSource {
  let parsed = fonts.get(name);
  if (!parsed) {
    parsed = fontkit.create(fs.readFileSync(fontFile(name))) as fontkit.Font;
    fonts.set(name, parsed);
  }
  return parsed as unknown as FontSource;
}

/**
 * The site's logo as a PNG (pdfkit draws no SVG), shipped with the functions like the fonts. Read
 * from the project's folder, where the functions run; a missing file leaves the PDF without it. It
 * is flat on white: a PNG without transparency goes into the PDF as it is, undecoded.
 */
const LOGO_FILE = path.resolve('public/logo.png');
const LOGO_SIZE = 40;
let logo: Buffer | null | undefined;
function logoImage(): Buffer | null {
  if (logo === undefined) {
    try {
      logo = fs.readFileSync(LOGO_FILE);
    } catch {
      logo = null;
    }
  }
  return logo;
}

type Doc = PDFKit.PDFDocument;

const MARGIN = 40;
/** Room under the content for the page's footer line. */
const FOOTER_ROOM = 24;
const INK = '#18181b';
const MUTED = '#52525b';
const RULE = '#d4d4d8';
const HEADER_FILL = '#f4f4f5';
const CELL_PADDING = 3;
const TABLE_FONT_SIZE = 7.5;
/** Points per column, in QUOTE_COLUMNS' order: 515 in all, the width between A4's margins. */
const COLUMN_WIDTHS = [18, 114, 45, 48, 62, 30, 68, 62, 68];

const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const contentBottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** A new page when `height` more points would not fit on this one; true when it started one. */
function keepRoom(doc: Doc, height: number): boolean {
  if (doc.y + height <= contentBottom(doc)) return false;
  doc.addPage();
  return true;
}

function fieldLines(doc: Doc, fields: Field[], width: number): void {
  for (const { label, value } of fields) {
    doc.font('bold').text(`${label}: `, { width, continued: true }).font('regular').text(value);
  }
}

/** Label and value on one line, the value right-aligned: the quotation's number and dates. */
function factLines(doc: Doc, fields: Field[], x: number, width: number): void {
  for (const { label, value } of fields) {
    const top = doc.y;
    doc.font('bold').text(label, x, top, { width });
    doc.font('regular').text(value, x, top, { width, align: 'right' });
  }
}

function partyBlock(doc: Doc, party: Party, x: number, y: number, width: number, nameSize: number): number {
  doc.fillColor(MUTED).font('regular').fontSize(8).text(party.heading.toUpperCase(), x, y, { width });
  doc.fillColor(INK).font('bold').fontSize(nameSize).text(party.name, { width });
  doc.font('regular').fontSize(9).text(party.address, { width });
  fieldLines(doc, party.details, width);
  return doc.y;
}

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

function rule(doc: Doc, y = doc.y): void {
  doc.save().strokeColor(RULE).lineWidth(0.75).moveTo(MARGIN, y).lineTo(MARGIN + contentWidth(doc), y).stroke().restore();
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

function section(doc: Doc, title: string, fields: Field[]): void {
  doc.moveDown(0.8);
  keepRoom(doc, 40);
  doc.x = MARGIN;
  doc.font('bold').fontSize(10).fillColor(INK).text(title, { width: contentWidth(doc) });
  doc.moveDown(0.2).fontSize(9);
  fieldLines(doc, fields, contentWidth(doc));
}

/** The number and "Page n of m" at the foot of every page, once the number of pages is known. */
function pageFooters(doc: Doc, document: QuoteDocument): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Writing in the bottom margin must not start a page of its own.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 4;
    doc.font('regular').fontSize(7.5).fillColor(MUTED);
    doc.text(document.number, MARGIN, y, { width: contentWidth(doc) / 2, lineBreak: false });
    doc.text(`Page ${i + 1} of ${count}`, MARGIN + contentWidth(doc) / 2, y, { width: contentWidth(doc) / 2, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/** The quotation's PDF file. */
export async function quotePdf(quote: Quote): Promise<Buffer> {
  const document = quoteDocument(quote);
  const regular = font('DejaVuSans.ttf');
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_ROOM },
    font: regular,
    bufferPages: true,
    lang: 'en-IN',
    displayTitle: true,
    info: { Title: document.title, Author: document.seller.name, Subject: `${document.title} for ${document.buyer.name}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolvePdf, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolvePdf(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', font('DejaVuSans-Bold.ttf'));
  doc.fillColor(INK);

  heading(doc, document);
  lineTable(doc, document);
  totals(doc, document);
  if (document.terms.length) section(doc, 'Terms and conditions', document.terms);
  if (document.bank) section(doc, 'Bank details', document.bank);
  doc.moveDown(1.2);
  keepRoom(doc, 14);
  doc.font('regular').fontSize(8).fillColor(MUTED).text(document.footer, MARGIN, doc.y, { width: contentWidth(doc), align: 'center' });
  pageFooters(doc, document);
  doc.end();
  return done;
}
