/**
 * Paying and signing a quotation (docs/spec.md §22.10) over real HTTP on the shared test site,
 * whose UPI_ID is set (SHARED_SITE_ENV): the UPI QR code on the buyer's page decoded back to its
 * `upi://pay` link, the PDF read back as text with its signature block and the UPI id, the advance
 * above the UPI limit asked by bank transfer instead, a proforma invoice's code asking its own
 * amount under its own number, and the signature or seal image, an admin
 * setting (who may set it, what is refused) printed on the page and drawn in the PDF.
 */
import jsQR from 'jsqr';
import sharp from 'sharp';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Proforma } from '../../src/lib/orders/types';
import type { Quote } from '../../src/lib/quotes/types';
import { upiPayLink } from '../../src/lib/quotes/upi';
import type { SellerSettings } from '../../src/server/quotes/seller-settings';
import { createAccount, type TestAccount } from '../support/accounts';
import { callApi, withDatabase } from '../support/http';
import { dataUrl, smallImage } from '../support/images';
import { ORDER_BUYER, ORDER_LINES, orderCalls } from '../support/orders';
import { SHARED_SITE_ENV } from '../support/test-site';

const site = inject('site');
vi.setConfig({ testTimeout: 120_000 });

let admin: TestAccount;
let calls: ReturnType<typeof orderCalls>;

beforeAll(async () => {
  admin = await createAccount(site.databaseUrl, 'ADMIN');
  calls = orderCalls(site, admin);
});

const open = (address: string) => fetch(new URL(new URL(address).pathname, site.url));

/** A QR code in a picture, read as a phone's camera app reads it. */
async function readQr(picture: Buffer | { data: Uint8ClampedArray; width: number; height: number; channels: number }): Promise<string | null> {
  const image = Buffer.isBuffer(picture)
    ? sharp(picture)
    : sharp(Buffer.from(picture.data), { raw: { width: picture.width, height: picture.height, channels: picture.channels as 1 | 2 | 3 | 4 } });
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

/** The bytes of the page's picture of this class (an inline data: address). */
function inlinePicture(html: string, className: string): Buffer | null {
  const src = new RegExp(`<img class="${className}" src="data:image/png;base64,([A-Za-z0-9+/=]+)"`).exec(html)?.[1];
  return src ? Buffer.from(src, 'base64') : null;
}

async function pdfOf(quote: Pick<Quote, 'pdfUrl'>) {
  const response = await open(quote.pdfUrl);
  expect(response.status).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
  const images = (await Promise.all(Array.from({ length: pdf.numPages }, (_, i) => extractImages(pdf, i + 1)))).flat();
  return { text, images };
}

/** The link a UPI app is handed for this quotation's advance. */
const advanceLink = (quote: Quote, amountPaise: number) =>
  upiPayLink({ vpa: SHARED_SITE_ENV.UPI_ID, payeeName: quote.seller.name, amountPaise, note: quote.number, reference: quote.number });

describe('the UPI QR code for the advance', () => {
  it("on the page, decodes to the upi://pay link of the seller's UPI id, the advance and the quotation number", async () => {
    const quote = await calls.makeQuote(await calls.newLead());
    // The order's lines come to ₹2,91,426.00: 30% (QUOTE_ADVANCE_PERCENT's default) is ₹87,427.80, asked as ₹87,428.
    expect(quote.advancePercent).toBe(30);
    expect(quote.seller.upi).toEqual({ id: SHARED_SITE_ENV.UPI_ID, maxAmount: 100_000 });
    const expected = advanceLink(quote, 8_742_800);
    expect(expected).toContain('&am=87428.00&cu=INR&');

    const response = await open(quote.url);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(await readQr(inlinePicture(html, 'upi-qr')!)).toBe(expected);
    // Beside the bank details: the amount, the UPI id written out, and the same payment as a link a phone opens.
    expect(html).toContain('Advance 30%: ₹87,428.00');
    expect(html).toContain(`<dt>UPI ID</dt><dd>${SHARED_SITE_ENV.UPI_ID}</dd>`);
    expect(html).toContain(`<a href="${expected.replaceAll('&', '&amp;')}">Pay ₹87,428.00 with a UPI app</a>`);
    expect(html).toContain('<h2 id="bank-title">Bank details</h2>');

    // The PDF says the same, signed for the seller, and carries the same code.
    const pdf = await pdfOf(quote);
    for (const text of ['Pay by UPI', 'Advance 30%: ₹87,428.00', `UPI ID: ${SHARED_SITE_ENV.UPI_ID}`, `For ${quote.seller.name}`, 'Authorised Signatory']) {
      expect(pdf.text).toContain(text);
    }
    const codes = await Promise.all(pdf.images.map((image) => readQr(image)));
    expect(codes.filter(Boolean)).toEqual([expected]);
  });

  it('above UPI_MAX_AMOUNT asks the advance by NEFT or RTGS instead; at 0% asks none', async () => {
    const half = await calls.makeQuote(await calls.newLead(), { advancePercent: 50 });
    const html = await (await open(half.url)).text();
    expect(inlinePicture(html, 'upi-qr')).toBeNull();
    expect(html).not.toContain('upi://');
    expect(html).toContain('Advance 50%: ₹1,45,713.00');
    const insteadLine = `₹1,45,713.00 is more than UPI takes in one payment (₹1,00,000.00): please pay it by NEFT or RTGS to the bank account beside, quoting ${half.number}.`;
    expect(html).toContain(insteadLine);
    expect((await pdfOf(half)).text).toContain(insteadLine);

    const none = await calls.makeQuote(await calls.newLead(), { advancePercent: 0 });
    const noneHtml = await (await open(none.url)).text();
    expect(noneHtml).not.toContain('Pay by UPI');
    expect(noneHtml).not.toContain('Advance ');
  });

  it('refuses an advance outside 0-100 or with more than two decimals, making no quotation', async () => {
    const lead = await calls.newLead();
    for (const [advancePercent, message] of [
      [101, 'advancePercent must be from 0 to 100.'],
      [-1, 'advancePercent must be from 0 to 100.'],
      [12.345, 'advancePercent must have at most 2 decimals.'],
      ['30', 'advancePercent must be a number from 0 to 100.'],
    ] as const) {
      const { status, body } = await callApi(site.url, '/api/quotes', {
        method: 'POST',
        json: { enquiryId: lead._id, buyer: ORDER_BUYER, items: ORDER_LINES, advancePercent },
        headers: { cookie: admin.cookie },
      });
      expect([status, body.message]).toEqual([400, message]);
    }
    const made = await withDatabase(site.databaseUrl, async (c) => (await c.query('select 1 from quotes where enquiry_id = $1', [lead._id])).rowCount);
    expect(made).toBe(0);
  });
});

describe("a proforma invoice's UPI QR code", () => {
  it('asks the amount the proforma asks, noted and referenced with its own number', async () => {
    const { quote, order } = await calls.newOrder();
    const { status, body } = await callApi<Proforma>(site.url, '/api/proformas', {
      method: 'POST',
      json: { orderId: order._id, advancePercent: 30 },
      headers: { cookie: admin.cookie },
    });
    expect(status, body.message).toBe(201);
    const proforma = body.data!;
    // 30% of ₹2,91,426.00 as the proforma asks it: ₹87,427.80, paise and all.
    expect(proforma.amount).toBe(87427.8);
    const html = await (await open(proforma.url)).text();
    expect(await readQr(inlinePicture(html, 'upi-qr')!)).toBe(
      upiPayLink({ vpa: SHARED_SITE_ENV.UPI_ID, payeeName: quote.seller.name, amountPaise: 8_742_780, note: proforma.number, reference: proforma.number }),
    );
    expect(html).toContain('Advance 30%: ₹87,427.80');
    const pdf = await pdfOf({ pdfUrl: proforma.pdfUrl });
    expect(pdf.text).toContain(`UPI ID: ${SHARED_SITE_ENV.UPI_ID}`);
    expect(pdf.text).toContain('Authorised Signatory');
  });
});

describe('the signature or seal image (POST /api/seller-settings)', () => {
  /** A signature as a scanner gives it: dark strokes on white, 900×300 (kept within 600×240). */
  const signaturePng = () =>
    sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="300"><rect width="900" height="300" fill="#fff"/><path d="M40 220 C200 20 300 280 460 120 S700 60 860 200" stroke="#123" stroke-width="14" fill="none"/></svg>'))
      .png()
      .toBuffer();
  const setSignature = (signatureImage: unknown, account: TestAccount | null = admin) =>
    callApi<SellerSettings>(site.url, '/api/seller-settings', {
      method: 'POST',
      json: { signatureImage },
      headers: account ? { cookie: account.cookie } : {},
    });
  const settings = async () => (await callApi<SellerSettings>(site.url, '/api/seller-settings', { headers: { cookie: admin.cookie } })).body.data!;

  it('is the admin\'s alone: a sales user and a general user are refused (403), a visitor must sign in (401)', async () => {
    const sales = await createAccount(site.databaseUrl, 'SALES');
    const general = await createAccount(site.databaseUrl, 'GENERAL');
    const picture = dataUrl(await signaturePng(), 'image/png');
    for (const [account, status] of [[sales, 403], [general, 403], [null, 401]] as const) {
      expect((await setSignature(picture, account)).status).toBe(status);
      const read = await callApi(site.url, '/api/seller-settings', { headers: account ? { cookie: account.cookie } : {} });
      expect(read.status).toBe(status);
    }
    expect((await settings()).signatureImage).toBeNull();
  });

  it('refuses what is not a webp, png or jpeg image, keeping what was set', async () => {
    const before = (await settings()).signatureImage;
    const refusals: [unknown, number, string][] = [
      [dataUrl(Buffer.from('GIF89a not a picture at all'), 'image/png'), 415, 'signatureImage must be a webp, png or jpeg image.'],
      [dataUrl(await smallImage('gif'), 'image/gif'), 415, 'signatureImage must be a webp, png or jpeg image.'],
      ['https://elsewhere.example/seal.png', 400, 'signatureImage must be an image data URL (data:image/webp;base64,...).'],
      [42, 400, 'signatureImage is required: an image data URL (data:image/png;base64,...), or null to remove it.'],
    ];
    for (const [signatureImage, status, message] of refusals) {
      const { status: answered, body } = await setSignature(signatureImage);
      expect([answered, body.message]).toEqual([status, message]);
    }
    expect((await settings()).signatureImage).toBe(before);
  });

  it('once set, is shown on the page and drawn in the PDF above "Authorised Signatory"; removed, neither', async () => {
    const saved = await setSignature(dataUrl(await signaturePng(), 'image/png'));
    expect([saved.status, saved.body.message]).toEqual([200, 'Signature saved']);
    expect(saved.body.data!.signatureImage).toMatch(/\/uploads\/[0-9a-f-]+\.png$/);

    const quote = await calls.makeQuote(await calls.newLead(), { advancePercent: 0 });
    const html = await (await open(quote.url)).text();
    const shown = inlinePicture(html, 'signature-image');
    expect(shown).not.toBeNull();
    // Kept within its box, as a PNG the PDF embeds as it is.
    expect(await sharp(shown!).metadata()).toMatchObject({ format: 'png', width: 600, height: 200 });
    expect(html).toMatch(new RegExp(`<p class="for">For ${quote.seller.name}</p>\\n<img class="signature-image"[^>]*>\\n<p class="signatory">Authorised Signatory</p>`));
    // No UPI code is asked at 0%: the only picture is the signature (the logo is drawn from its file).
    const signed = await pdfOf(quote);
    expect(signed.images.map((image) => [image.width, image.height])).toContainEqual([600, 200]);

    const removed = await setSignature(null);
    expect([removed.status, removed.body.message, removed.body.data!.signatureImage]).toEqual([200, 'Signature removed', null]);
    const unsigned = await (await open(quote.url)).text();
    expect(inlinePicture(unsigned, 'signature-image')).toBeNull();
    expect(unsigned).toContain('Authorised Signatory');
    expect((await pdfOf(quote)).images.map((image) => [image.width, image.height])).not.toContainEqual([600, 200]);
  });
});
