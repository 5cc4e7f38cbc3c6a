/**
 * The share kit (docs/spec.md §25.7): GET /api/share-kit/qr answers the QR code of a machine's
 * print link, as PNG and SVG, to the sales team only; a lead that arrives through a kit link is
 * counted under its channel and medium in GET /api/lead-stats (§21.7); a product page's share
 * menu carries each channel's link and the brochure in its HTML, for browsers without script.
 */
import { randomInt } from 'node:crypto';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { brochureHref } from '../../src/lib/brochure';
import { printUrl, shareLinks } from '../../src/lib/share-links';
import type { Product } from '../../src/lib/types';
import type { LeadStats } from '../../src/server/enquiries/lead-stats';
import { createAccount, type TestAccount } from '../support/accounts';
import { callApi, freshAddress } from '../support/http';
import { CURRENT_NOTICE } from '../../src/lib/privacy-notice';

const site = inject('site');
// The local site's SITE_URL is where it listens.
const origin = new URL(site.url).origin;

let product: Product;
let admin: TestAccount;
let sales: TestAccount;
let buyer: TestAccount;

beforeAll(async () => {
  [product] = (await callApi<Product[]>(site.url, '/api/get-product')).body.data!;
  [admin, sales, buyer] = await Promise.all([
    createAccount(site.databaseUrl, 'ADMIN'),
    createAccount(site.databaseUrl, 'SALES'),
    createAccount(site.databaseUrl, 'GENERAL'),
  ]);
});

const qr = (query: Record<string, string>, account?: TestAccount) =>
  fetch(new URL(`/api/share-kit/qr?${new URLSearchParams(query)}`, site.url), { headers: account ? { cookie: account.cookie } : {} });

async function decode(picture: Buffer): Promise<string | null> {
  const { data, info } = await sharp(picture).flatten({ background: '#fff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

describe('GET /api/share-kit/qr', () => {
  it('answers the print link as a PNG and as an SVG, each decoding back to it', async () => {
    const png = await qr({ productId: product._id, format: 'png' }, sales);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    const pngBytes = Buffer.from(await png.arrayBuffer());
    // About 1,000 pixels a side (whole pixels per module): sharp on paper at 300 dpi.
    const { format, width, height } = await sharp(pngBytes).metadata();
    expect([format, width]).toEqual(['png', height]);
    expect(width).toBeGreaterThan(900);
    expect(await decode(pngBytes)).toBe(printUrl(origin, product._id, 'share-kit'));

    const svg = await qr({ productId: product._id, format: 'svg', campaign: 'Diwali Expo 2026' }, admin);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(svg.headers.get('content-disposition')).toMatch(/^inline; filename="[a-z0-9-]+-qr-diwali-expo-2026\.svg"$/);
    // An SVG has no pixels: drawn at print size first, as a printer would.
    const drawn = await sharp(Buffer.from(await svg.text()), { density: 300 }).png().toBuffer();
    const link = await decode(drawn);
    expect(link).toBe(printUrl(origin, product._id, 'diwali-expo-2026'));
    expect(Object.fromEntries(new URL(link!).searchParams)).toEqual({ utm_source: 'print', utm_medium: 'qr', utm_campaign: 'diwali-expo-2026' });
  });

  it('refuses a bad format, campaign or product, anyone signed out (401) and a GENERAL user (403)', async () => {
    const refusals: [Record<string, string>, number, string][] = [
      [{ productId: product._id, format: 'gif' }, 400, 'format must be png or svg.'],
      [{ productId: product._id, format: 'png', campaign: '!!!' }, 400, 'The campaign needs at least one letter or digit.'],
      [{ format: 'png' }, 400, 'productId is required.'],
      [{ productId: '00000000-0000-4000-8000-000000000000', format: 'png' }, 404, 'No product has this productId.'],
    ];
    for (const [query, status, message] of refusals) {
      const answer = await qr(query, admin);
      expect([answer.status, (await answer.json()).message]).toEqual([status, message]);
    }
    expect((await qr({ productId: product._id, format: 'png' })).status).toBe(401);
    expect((await qr({ productId: product._id, format: 'png' }, buyer)).status).toBe(403);
  });
});

describe('a lead through a kit link', () => {
  it('is counted in lead-stats under its channel and medium', async () => {
    const stats = async () => (await callApi<LeadStats>(site.url, '/api/lead-stats', { headers: { cookie: admin.cookie } })).body.data!.sources;
    const count = (sources: LeadStats['sources'], source: string, medium: string | null) =>
      sources.find((s) => s.source === source && s.medium === medium)?.enquiries ?? 0;
    const before = await stats();

    const links = shareLinks(product, { siteUrl: origin, companyName: 'Test' }, 'stall-12');
    const tagsOf = (channel: string) => new URL(links.find((l) => l.channel === channel)!.url).searchParams;
    for (const channel of ['whatsapp', 'print', 'print']) {
      const tags = tagsOf(channel);
      // What the enquiry dialog sends after a visit landed on the link (SPEC §21.4).
      const { status } = await callApi(site.url, '/api/enquiries', {
        method: 'POST',
        from: freshAddress(),
        json: {
          productId: product._id,
          name: 'Kit Buyer',
          phone: `9${randomInt(100_000_000, 1_000_000_000)}`,
          address: 'Sakchi, Jamshedpur',
          message: 'Seen at your stall',
          utmSource: tags.get('utm_source'),
          utmMedium: tags.get('utm_medium'),
          utmCampaign: tags.get('utm_campaign'),
          noticeVersion: CURRENT_NOTICE.version,
        },
      });
      expect(status).toBe(201);
    }

    const after = await stats();
    expect(count(after, 'whatsapp', 'social') - count(before, 'whatsapp', 'social')).toBe(1);
    expect(count(after, 'print', 'qr') - count(before, 'print', 'qr')).toBe(2);
  });
});

describe("a product page's share menu", () => {
  it("carries each channel's link tagged for the product page, and the brochure, in its HTML", async () => {
    const html = await (await fetch(new URL(`/product/${product._id}`, site.url))).text();
    const menu = /<ul aria-label="Share this machine"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
    const attribute = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    const links = [...menu.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, text]) => [text.trim(), attribute(href)]);
    const companyName = attribute(/<meta property="og:site_name" content="([^"]*)"/.exec(html)![1]);
    expect(links).toEqual([
      ...shareLinks(product, { siteUrl: origin, companyName }, 'product-page').flatMap((link) => (link.shareHref ? [[link.name, link.shareHref]] : [])),
      ['Download brochure', brochureHref(product)],
    ]);
  });
});
