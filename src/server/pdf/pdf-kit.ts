/**
 * What the site's PDF documents share (the quotation, docs/spec.md §22; an order's documents,
 * §24): an A4 pdfkit document in DejaVu Sans with its fonts and the logo, and the parts every
 * document lays out alike: labelled lines, a party's block, rules, "Page n of m" at each foot.
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
import type { Field, Party } from '../quotes/quote-document';

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
export function logoImage(): Buffer | null {
  if (logo === undefined) {
    try {
      logo = fs.readFileSync(LOGO_FILE);
    } catch {
      logo = null;
    }
  }
  return logo;
}

export type Doc = PDFKit.PDFDocument;

export const MARGIN = 40;
/** Room under the content for the page's footer line. */
const FOOTER_ROOM = 24;
export const INK = '#18181b';
export const MUTED = '#52525b';
const RULE = '#d4d4d8';
export const HEADER_FILL = '#f4f4f5';

export const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const contentBottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** A new page when `height` more points would not fit on this one; true when it started one. */
export function keepRoom(doc: Doc, height: number): boolean {
  if (doc.y + height <= contentBottom(doc)) return false;
  doc.addPage();
  return true;
}

/** "Label: value" lines, the label bold; a value with a link (tel:, mailto:) opens it. */
export function fieldLines(doc: Doc, fields: Field[], width: number): void {
  for (const { label, value, href } of fields) {
    doc.font('bold').text(`${label}: `, { width, continued: true }).font('regular').text(value, { link: href ?? null });
  }
}

/**
 * Label and value on one line, the value right-aligned: a document's number and dates. A value
 * too long to share the line with its label goes under it.
 */
function factLines(doc: Doc, fields: Field[], x: number, width: number): void {
  for (const { label, value, href } of fields) {
    const top = doc.y;
    doc.font('bold').text(label, x, top, { width });
    const labelWidth = doc.widthOfString(label);
    doc.font('regular');
    const shared = labelWidth + 8 + doc.widthOfString(value) <= width;
    doc.text(value, x, shared ? top : doc.y, { width, align: 'right', link: href ?? null });
  }
}

/** A party's block (seller or buyer) at x, y; returns where it ends. */
export function partyBlock(doc: Doc, party: Party, x: number, y: number, width: number, nameSize: number): number {
  doc.fillColor(MUTED).font('regular').fontSize(8).text(party.heading.toUpperCase(), x, y, { width });
  doc.fillColor(INK).font('bold').fontSize(nameSize).text(party.name, { width });
  doc.font('regular').fontSize(9).text(party.address, { width });
  fieldLines(doc, party.details, width);
  return doc.y;
}

/**
 * The head of a document: the logo and the seller on the left, its title ("QUOTATION") and facts
 * (number, dates) on the right, a rule under both; doc.y is left below it.
 */
export function letterhead(doc: Doc, seller: Party, title: string, facts: Field[]): void {
  const top = doc.y;
  const width = contentWidth(doc);
  const sellerWidth = width * 0.58;
  const image = logoImage();
  if (image) doc.image(image, MARGIN, top, { fit: [LOGO_SIZE, LOGO_SIZE] });
  const sellerX = image ? MARGIN + LOGO_SIZE + 10 : MARGIN;
  const sellerBottom = partyBlock(doc, seller, sellerX, top, sellerWidth - (sellerX - MARGIN), 13);

  const factsX = MARGIN + sellerWidth + 12;
  const factsWidth = width - sellerWidth - 12;
  doc.fillColor(INK).font('bold').fontSize(18).text(title, factsX, top, { width: factsWidth, align: 'right' });
  doc.fontSize(9).moveDown(0.3);
  factLines(doc, facts, factsX, factsWidth);
  doc.y = Math.max(sellerBottom, doc.y) + 10;
  rule(doc);
}

export function rule(doc: Doc, y = doc.y): void {
  doc.save().strokeColor(RULE).lineWidth(0.75).moveTo(MARGIN, y).lineTo(MARGIN + contentWidth(doc), y).stroke().restore();
}

/** A titled block of "Label: value" lines across the page (terms, bank details). */
export function section(doc: Doc, title: string, fields: Field[]): void {
  doc.moveDown(0.8);
  keepRoom(doc, 40);
  doc.x = MARGIN;
  doc.font('bold').fontSize(10).fillColor(INK).text(title, { width: contentWidth(doc) });
  doc.moveDown(0.2).fontSize(9);
  fieldLines(doc, fields, contentWidth(doc));
}

/** The document's number and "Page n of m" at the foot of every page, once the number of pages is known. */
export function pageFooters(doc: Doc, number: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Writing in the bottom margin must not start a page of its own.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 4;
    doc.font('regular').fontSize(7.5).fillColor(MUTED);
    doc.text(number, MARGIN, y, { width: contentWidth(doc) / 2, lineBreak: false });
    doc.text(`Page ${i + 1} of ${count}`, MARGIN + contentWidth(doc) / 2, y, { width: contentWidth(doc) / 2, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * A new A4 document with the fonts registered as 'regular' and 'bold', and the file it becomes:
 * `done` resolves with the bytes once the caller has drawn it and called `doc.end()`.
 */
export function startPdf(info: { title: string; author: string; subject: string; createdAt?: Date }): { doc: Doc; done: Promise<Buffer> } {
  const regular = font('DejaVuSans.ttf');
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_ROOM },
    font: regular,
    bufferPages: true,
    lang: 'en-IN',
    displayTitle: true,
    // Given a date (the brochures'), the file and its ID are the same bytes whenever it is drawn.
    info: { Title: info.title, Author: info.author, Subject: info.subject, ...(info.createdAt && { CreationDate: info.createdAt }) },
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
  return { doc, done };
}
