/**
 * What a machine's brochure and a category's catalogue share (docs/spec.md §25.6): the seller as
 * the site shows it, its contact block with links a reader taps, the QR codes of the pages they
 * point to, a product's picture made ready for the PDF, and the price line the product page shows.
 */
import QRCode from 'qrcode';
import sharp from 'sharp';
import { phoneText, telHref } from '../../lib/phone';
import { formatRupees, shownPrice } from '../../lib/price';
import { siteConfig, type SiteConfig } from '../../lib/site';
import type { Product } from '../../lib/types';
import { IMAGE_MAX_PIXELS, sniffImageType } from '../images/images';
import { pictureSource, readPicture } from '../images/product-preview';
import { contentWidth, fieldLines, INK, keepRoom, MARGIN, MUTED, type Doc } from '../pdf/pdf-kit';
import type { Field, Party } from '../quotes/quote-document';

export const BRAND = '#1d4ed8';

/** The seller as the letterhead prints it: the site's company, showroom, phones, email and address. */
export function sellerParty(site: SiteConfig = siteConfig(process.env)): Party {
  return {
    heading: 'Manufacturer',
    name: site.companyName,
    address: site.showroomAddress,
    details: [
      { label: 'Phone', value: site.phones.map(phoneText).join(', '), href: telHref(site.phones[0]) },
      { label: 'Email', value: site.email, href: `mailto:${site.email}` },
    ],
  };
}

/** "Contact": each phone, the email, the website, the showroom and the factory, each phone and address a link. */
export function contactFields(site: SiteConfig = siteConfig(process.env)): Field[] {
  return [
    ...site.phones.map((phone, i) => ({ label: i === 0 ? 'Call' : 'Or call', value: phoneText(phone), href: telHref(phone) })),
    { label: 'Email', value: site.email, href: `mailto:${site.email}` },
    { label: 'Website', value: site.siteUrl.replace(/^https?:\/\//, ''), href: site.siteUrl },
    { label: 'Showroom', value: site.showroomAddress, href: site.mapLink },
    { label: 'Factory', value: site.factoryAddress },
  ];
}

const CONTACT_TITLE_SIZE = 11;
const CONTACT_SIZE = 9;

/** The height the contact block takes at the page's width. */
export function contactHeight(doc: Doc, fields: Field[]): number {
  doc.font('bold').fontSize(CONTACT_TITLE_SIZE);
  const title = doc.heightOfString('Contact') + 4;
  doc.fontSize(CONTACT_SIZE);
  return 14 + title + fields.reduce((sum, f) => sum + doc.heightOfString(`${f.label}: ${f.value}`, { width: contentWidth(doc) }), 0);
}

/** The contact block at doc.y, a rule above it. */
export function contactBlock(doc: Doc, fields: Field[]): void {
  keepRoom(doc, contactHeight(doc, fields));
  doc.moveDown(0.6);
  doc.save().strokeColor(BRAND).lineWidth(1.5).moveTo(MARGIN, doc.y).lineTo(MARGIN + contentWidth(doc), doc.y).stroke().restore();
  doc.moveDown(0.4);
  doc.x = MARGIN;
  doc.font('bold').fontSize(CONTACT_TITLE_SIZE).fillColor(INK).text('Contact', { width: contentWidth(doc) });
  doc.moveDown(0.2).fontSize(CONTACT_SIZE);
  fieldLines(doc, fields, contentWidth(doc));
}

/** The quiet zone around a QR code, in modules, as the standard asks. */
const QR_QUIET_ZONE = 4;

/**
 * A QR code of a page's address as a two-colour PNG without transparency, some 700 bytes (pdfkit
 * embeds such a file as it is; one with an alpha channel, as the qrcode package writes, it decodes
 * and splits pixel by pixel, which cost a catalogue of 100 machines seconds). Error correction M,
 * with its quiet zone: a printed page that is creased still scans. `pixels` is rounded down to
 * whole pixels a module.
 */
export async function qrPng(link: string, pixels: number): Promise<Buffer> {
  const { modules } = QRCode.create(link, { errorCorrectionLevel: 'M' });
  const side = modules.size + 2 * QR_QUIET_ZONE;
  const scale = Math.max(1, Math.floor(pixels / side));
  const width = side * scale;
  const raw = Buffer.alloc(width * width, 255);
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      const top = (row + QR_QUIET_ZONE) * scale;
      const left = (column + QR_QUIET_ZONE) * scale;
      for (let y = top; y < top + scale; y++) raw.fill(0, y * width + left, y * width + left + scale);
    }
  }
  return sharp(raw, { raw: { width, height: width, channels: 1 } }).png({ palette: true, colours: 2, compressionLevel: 9 }).toBuffer();
}

/**
 * A product's picture for a PDF: read as a link preview reads it (only from the image store,
 * ../images/product-preview.ts), contained in `pixels` a side on white, as a JPEG (pdfkit draws
 * no WebP). Null when it has none or it cannot be read: the PDF is made without it.
 */
export async function pdfPicture(picture: string | undefined, siteOrigin: string, pixels: number): Promise<Buffer | null> {
  const source = picture ? pictureSource(picture, siteOrigin) : null;
  if (!source) return null;
  try {
    const bytes = await readPicture(source);
    if (!sniffImageType(bytes)) return null;
    return await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
      .autoOrient()
      .resize(pixels, pixels, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    return null;
  }
}

/** A picture as pdfkit draws it: its bytes, or the image it opened from them. */
export type PdfPicture = PDFKit.Mixins.ImageSrc;

/**
 * Each picture opened once for the document: pdfkit embeds bytes handed to it again as a new
 * image, but an image it opened once only once, however often drawn (a catalogue's machines often
 * share a picture). openImage is pdfkit's own (0.20), missing from @types/pdfkit 0.17.
 */
export function pictureOpener(doc: Doc): (picture: Buffer) => PdfPicture {
  const opened = new Map<Buffer, PdfPicture>();
  const open = (doc as Doc & { openImage(src: Buffer): PdfPicture }).openImage.bind(doc);
  return (picture) => {
    let image = opened.get(picture);
    if (!image) opened.set(picture, (image = open(picture)));
    return image;
  };
}

/** The picture contained and centred in a box; a thin frame around the box. */
export function drawPicture(doc: Doc, picture: PdfPicture | null, x: number, y: number, size: number): void {
  doc.save().lineWidth(0.5).strokeColor('#e4e4e7').rect(x, y, size, size).stroke().restore();
  if (picture) doc.image(picture, x + 4, y + 4, { fit: [size - 8, size - 8], align: 'center', valign: 'center' });
}

/** The price line the product page shows ("₹4,50,000 + GST", the list price struck beside it), or nothing. */
export function drawPrice(doc: Doc, product: Pick<Product, 'price' | 'sellingPrice' | 'showPrice'>, x: number, width: number, size: number): void {
  const price = shownPrice(product);
  if (!price) return;
  doc.font('bold').fontSize(size).fillColor(INK).text(`${formatRupees(price.paise)} + GST`, x, doc.y, { width, continued: price.listPaise !== null });
  if (price.listPaise !== null) {
    doc.font('regular').fontSize(size * 0.7).fillColor(MUTED).text(`   ${formatRupees(price.listPaise)}`, { strike: true });
  }
  doc.fillColor(INK);
}
