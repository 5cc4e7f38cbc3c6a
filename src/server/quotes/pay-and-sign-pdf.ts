/**
 * Paying and signing in a PDF (docs/spec.md §22.10), for the quotation's and the proforma
 * invoice's: the bank details with, beside them, the amount asked now, its UPI QR code and the UPI
 * id written out (or, above the UPI limit, how to pay it instead); and at the end, on the right,
 * "For {company}", the signature or seal image when one is set, and "Authorised Signatory".
 */
import { contentWidth, fieldLines, INK, keepRoom, MARGIN, type Doc } from '../pdf/pdf-kit';
import type { QuoteDocument } from './quote-document';
import type { PayAndSignImages } from './seller-settings';

/** Points a side of the UPI QR code: 40 mm, which a phone's camera reads from a printed page. */
const QR_SIZE = 113;
const UPI_WIDTH = 170;

export function drawPayment(doc: Doc, document: Pick<QuoteDocument, 'bank' | 'payment'>, images: PayAndSignImages): void {
  const { payment: asked, bank } = document;
  const upi = asked?.upi;
  if (!bank && !asked) return;
  doc.moveDown(0.8);
  keepRoom(doc, upi ? QR_SIZE + 80 : 60);
  const top = doc.y;
  const width = contentWidth(doc);
  const bankWidth = upi ? width - UPI_WIDTH - 16 : width;
  doc.x = MARGIN;
  if (bank) {
    doc.font('bold').fontSize(10).fillColor(INK).text('Bank details', MARGIN, top, { width: bankWidth });
    doc.moveDown(0.2).fontSize(9);
    if (asked && !upi) doc.font('bold').text(asked.label, { width: bankWidth });
    fieldLines(doc, bank, bankWidth);
  } else if (asked && !upi) {
    doc.font('bold').fontSize(9).fillColor(INK).text(asked.label, MARGIN, top, { width: bankWidth });
  }
  const bankBottom = doc.y;
  if (asked && upi) {
    const x = MARGIN + width - UPI_WIDTH;
    doc.font('bold').fontSize(10).fillColor(INK).text('Pay by UPI', x, top, { width: UPI_WIDTH });
    doc.moveDown(0.2).fontSize(9).text(asked.label, x, doc.y, { width: UPI_WIDTH });
    if (upi.link && images.upiQr) {
      const qrTop = doc.y + 2;
      doc.image(images.upiQr, x, qrTop, { fit: [QR_SIZE, QR_SIZE] });
      doc.y = qrTop + QR_SIZE + 2;
    } else {
      doc.font('regular').text(upi.overLimit ?? '', x, doc.y, { width: UPI_WIDTH });
    }
    doc.font('bold').text('UPI ID: ', x, doc.y, { width: UPI_WIDTH, continued: true }).font('regular').text(upi.id);
  }
  doc.y = Math.max(bankBottom, doc.y);
  doc.x = MARGIN;
}

const SIGNATURE_WIDTH = 200;
const SIGNATURE_HEIGHT = 56;

export function drawSignature(doc: Doc, document: Pick<QuoteDocument, 'signature'>, images: PayAndSignImages): void {
  doc.moveDown(1.2);
  keepRoom(doc, SIGNATURE_HEIGHT + 40);
  const x = MARGIN + contentWidth(doc) - SIGNATURE_WIDTH;
  doc.font('bold').fontSize(9).fillColor(INK).text(document.signature.forCompany, x, doc.y, { width: SIGNATURE_WIDTH, align: 'right' });
  const imageTop = doc.y + 4;
  if (images.signature) {
    doc.image(images.signature, x, imageTop, { fit: [SIGNATURE_WIDTH, SIGNATURE_HEIGHT], align: 'right', valign: 'bottom' });
  }
  doc.y = imageTop + SIGNATURE_HEIGHT + 4;
  doc.font('regular').fontSize(9).text(document.signature.title, x, doc.y, { width: SIGNATURE_WIDTH, align: 'right' });
  doc.x = MARGIN;
}
