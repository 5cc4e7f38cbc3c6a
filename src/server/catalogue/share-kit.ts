/**
 * The share kit's QR code (docs/spec.md §25.7): the print link of a machine (its page tagged
 * utm_source=print, utm_medium=qr and the campaign, src/lib/share-links.ts) as a PNG or an SVG for
 * leaflets and stands. Error correction Q (25 %): a printed code that is folded, scuffed or partly
 * covered on a stand still scans; the quiet zone is the four modules the QR standard asks for.
 */
import QRCode from 'qrcode';
import { printUrl, readCampaign, slugOf } from '../../lib/share-links';
import { siteConfig } from '../../lib/site';
import { HttpError } from '../http/http';
import { getProduct, NO_PRODUCT_MESSAGE } from './products';

export const QR_FORMATS = ['png', 'svg'] as const;
export type QrFormat = (typeof QR_FORMATS)[number];

const OPTIONS = { errorCorrectionLevel: 'Q', margin: 4 } as const;

/** Pixels a side (at most; each module whole pixels): at 300 dpi about 8.5 cm, so a leaflet's 3-4 cm code stays sharp; the SVG scales freely. */
const PNG_WIDTH = 1000;

export interface ShareQr {
  body: Uint8Array<ArrayBuffer> | string;
  contentType: string;
  fileName: string;
}

/** The QR code of a product's print link, or an HttpError: 400 for a bad format or campaign, 404 for no such product. */
export async function shareKitQr(params: URLSearchParams): Promise<ShareQr> {
  const productId = params.get('productId')?.trim();
  if (!productId) throw new HttpError(400, 'productId is required.');
  const format = params.get('format') ?? 'png';
  if (!(QR_FORMATS as readonly string[]).includes(format)) throw new HttpError(400, 'format must be png or svg.');
  const campaign = readCampaign(params.get('campaign') ?? '');
  if (!campaign.ok) throw new HttpError(400, campaign.message);
  const product = await getProduct(productId);
  if (!product) throw new HttpError(404, NO_PRODUCT_MESSAGE);

  const link = printUrl(siteConfig(process.env).siteUrl, product._id, campaign.campaign);
  const fileName = `${slugOf(product.productName) || 'machine'}-qr-${campaign.campaign}.${format}`;
  return format === 'png'
    ? { body: new Uint8Array(await QRCode.toBuffer(link, { ...OPTIONS, type: 'png', width: PNG_WIDTH })), contentType: 'image/png', fileName }
    : { body: await QRCode.toString(link, { ...OPTIONS, type: 'svg' }), contentType: 'image/svg+xml; charset=utf-8', fileName };
}
