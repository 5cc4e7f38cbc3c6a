/**
 * The QR code of a `upi://pay` link (src/lib/quotes/upi.ts), as UPI apps scan it (docs/spec.md
 * §22.10): a PNG for the PDF (pdfkit embeds PNG, not SVG) and for the page, and an SVG for whoever
 * draws it inline. Error correction M (15 %): a printed page that is creased or stamped still scans,
 * and the code stays small enough for a phone's camera at arm's length.
 */
import QRCode from 'qrcode';

const OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** Pixels a side: sharp at 40 mm on paper (pdfkit scales it) and on a phone's screen. */
const PNG_WIDTH = 360;

export function upiQrPng(link: string): Promise<Buffer> {
  return QRCode.toBuffer(link, { ...OPTIONS, type: 'png', width: PNG_WIDTH });
}

export function upiQrSvg(link: string): Promise<string> {
  return QRCode.toString(link, { ...OPTIONS, type: 'svg' });
}
