/**
 * The seller's settings kept by the admin panel (docs/spec.md §22.10), in the one row of
 * seller_settings: the signature or seal image printed above "Authorised Signatory" on quotations
 * and proforma invoices. Stored in the image store (../images) as a PNG, which pdfkit draws as it is;
 * read back, with the UPI QR code, by every page and PDF that prints it (payAndSignImages).
 */
import type { SellerSettingsAnswer } from '../../lib/quotes/types';
import { query } from '../db/db';
import { checkImage, decodeImageDataUrl, IMAGE_MAX_PIXELS, readStoredImage, storeImage, type StoreOptions } from '../images/images';
import { HttpError } from '../http/http';
import type { PaymentAsked } from './pay-and-sign';
import { upiQrPng } from './upi-qr';

export type SellerSettings = SellerSettingsAnswer;

/** The box a signature is printed in, at twice its size in print (pixels). */
const SIGNATURE_BOX = { width: 600, height: 240 };

export async function sellerSettings(): Promise<SellerSettings> {
  const [row] = await query<{ signature_image: string | null; updated_at: Date }>('select signature_image, updated_at from seller_settings');
  return { signatureImage: row?.signature_image ?? null, updatedAt: row?.updated_at.toISOString() ?? null };
}

/**
 * Sets the signature image from a data URL (its bytes judged as any upload's: 415 when they are
 * not a webp, png or jpeg image, 413 over 300 KB), or removes it with null. The picture is kept
 * within SIGNATURE_BOX, its transparency kept, as a PNG of at most 256 colours.
 */
export async function setSignatureImage(dataUrl: string | null, by: string, store: Omit<StoreOptions, 'field'>): Promise<SellerSettings> {
  let address: string | null = null;
  if (dataUrl !== null) {
    const field = 'signatureImage';
    const bytes = decodeImageDataUrl(dataUrl, field);
    await checkImage(bytes, 'signature', field);
    // Loaded on the first upload: the pages and PDFs that import this module never need it.
    const { default: sharp } = await import('sharp');
    const png = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
      .autoOrient()
      .resize({ ...SIGNATURE_BOX, fit: 'inside', withoutEnlargement: true })
      .png({ palette: true, compressionLevel: 9 })
      .toBuffer()
      .catch(() => {
        throw new HttpError(415, `${field} is not a readable webp, png or jpeg image.`);
      });
    address = (await storeImage(png, 'signature', { ...store, field })).secure_url;
  }
  await query(
    `insert into seller_settings (id, signature_image, updated_at, updated_by) values (true, $1, now(), $2)
     on conflict (id) do update set signature_image = excluded.signature_image, updated_at = now(), updated_by = excluded.updated_by`,
    [address, by],
  );
  return sellerSettings();
}

/** The pictures a page or PDF of the document draws, as PNG files. */
export interface PayAndSignImages {
  /** The QR code of the UPI link; null without one. */
  upiQr: Buffer | null;
  /** The seller's signature or seal (an admin setting); null when none is set or it cannot be read. */
  signature: Buffer | null;
}

export async function payAndSignImages(payment: PaymentAsked | null): Promise<PayAndSignImages> {
  const link = payment?.upi?.link;
  const [upiQr, signature] = await Promise.all([link ? upiQrPng(link) : null, signatureImage()]);
  return { upiQr, signature };
}

/** The signature or seal image's address in the image store, as the admin set it; null when none is. */
async function signatureImageAddress(): Promise<string | null> {
  const [row] = await query<{ signature_image: string | null }>('select signature_image from seller_settings');
  return row?.signature_image ?? null;
}

/**
 * The last signature image read, by its address: a stored image never changes (a new one gets a new
 * address), so it is read from the store once per process, not for every page and PDF.
 */
let kept: { address: string; bytes: Buffer } | null = null;

async function signatureImage(): Promise<Buffer | null> {
  const address = await signatureImageAddress();
  if (!address) return null;
  if (kept?.address === address) return kept.bytes;
  const bytes = await readStoredImage(address);
  // A picture the store cannot give now leaves the block unsigned, rather than the document unmade.
  if (!bytes) return null;
  kept = { address, bytes };
  return bytes;
}
