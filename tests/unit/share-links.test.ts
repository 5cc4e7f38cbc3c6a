/**
 * The share kit's links (docs/spec.md §25.7): each channel's tagged page address and the address
 * that shares it, escaped so that a machine's name or the campaign cannot break them.
 */
import { describe, expect, it } from 'vitest';
import { printUrl, readCampaign, shareLinks, sourceDisplayName, taggedUrl } from '../../src/lib/share-links';

const site = { siteUrl: 'https://machines.example.in', companyName: 'Steel City & Sons' };
const product = { _id: '5f0c1a2b-0000-4000-8000-000000000001', productName: 'Cup Machine "Pro" 90 & 110 ml #2' };
const page = `https://machines.example.in/product/${product._id}`;

describe('shareLinks', () => {
  const links = shareLinks(product, site, 'diwali-expo');
  const byChannel = Object.fromEntries(links.map((l) => [l.channel, l]));
  const tags = (url: string) => Object.fromEntries(new URL(url).searchParams);

  it('gives every channel the page address with its utm_source, utm_medium and the campaign', () => {
    expect(links.map((l) => [l.channel, l.name, tags(l.url)])).toEqual([
      ['whatsapp', 'WhatsApp', { utm_source: 'whatsapp', utm_medium: 'social', utm_campaign: 'diwali-expo' }],
      ['facebook', 'Facebook', { utm_source: 'facebook', utm_medium: 'social', utm_campaign: 'diwali-expo' }],
      ['linkedin', 'LinkedIn', { utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'diwali-expo' }],
      ['email', 'Email', { utm_source: 'email', utm_medium: 'email', utm_campaign: 'diwali-expo' }],
      ['print', 'Print (QR code)', { utm_source: 'print', utm_medium: 'qr', utm_campaign: 'diwali-expo' }],
    ]);
    for (const link of links) expect(link.url.split('?')[0]).toBe(page);
    expect(byChannel.print.url).toBe(printUrl(site.siteUrl, product._id, 'diwali-expo'));
    expect(byChannel.print.shareHref).toBeNull();
  });

  it('builds each channel\'s share address with the tagged address escaped whole', () => {
    const whatsapp = new URL(byChannel.whatsapp.shareHref!);
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/');
    expect([...whatsapp.searchParams.keys()]).toEqual(['text']);
    expect(whatsapp.searchParams.get('text')).toBe(`${product.productName} from ${site.companyName}: ${byChannel.whatsapp.url}`);
    // encodeURIComponent, not form encoding: a space is %20, and "&", "#" and quotes cannot end the parameter.
    expect(byChannel.whatsapp.shareHref).not.toMatch(/[ "#+]|&(?!$)/);

    const facebook = new URL(byChannel.facebook.shareHref!);
    expect(`${facebook.origin}${facebook.pathname}`).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(Object.fromEntries(facebook.searchParams)).toEqual({ u: byChannel.facebook.url });

    const linkedin = new URL(byChannel.linkedin.shareHref!);
    expect(`${linkedin.origin}${linkedin.pathname}`).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect(Object.fromEntries(linkedin.searchParams)).toEqual({ url: byChannel.linkedin.url });
  });

  it('writes the mail as RFC 6068 asks: subject and body percent-encoded, lines ending CRLF', () => {
    const href = byChannel.email.shareHref!;
    expect(href).toMatch(/^mailto:\?subject=[^&]+&body=[^&]+$/);
    expect(href).not.toContain('+');
    const [, subject, body] = /^mailto:\?subject=(.*)&body=(.*)$/.exec(href)!;
    expect(decodeURIComponent(subject)).toBe(`${product.productName} | ${site.companyName}`);
    expect(decodeURIComponent(body)).toBe(`Have a look at the ${product.productName} from ${site.companyName}:\r\n\r\n${byChannel.email.url}\r\n`);
  });
});

describe('readCampaign', () => {
  it('keeps a campaign as a slug, the kit\'s own when blank, and refuses one with nothing to keep or too long', () => {
    expect(readCampaign('')).toEqual({ ok: true, campaign: 'share-kit' });
    expect(readCampaign('  ')).toEqual({ ok: true, campaign: 'share-kit' });
    expect(readCampaign(' Diwali Expo 2026! ')).toEqual({ ok: true, campaign: 'diwali-expo-2026' });
    expect(readCampaign('Pragati Maidan — Hall 5')).toEqual({ ok: true, campaign: 'pragati-maidan-hall-5' });
    expect(readCampaign('Café')).toEqual({ ok: true, campaign: 'cafe' });
    expect(readCampaign('***')).toEqual({ ok: false, message: 'The campaign needs at least one letter or digit.' });
    expect(readCampaign('a'.repeat(61))).toEqual({ ok: false, message: 'The campaign can have at most 60 characters.' });
    expect(readCampaign('a'.repeat(60))).toEqual({ ok: true, campaign: 'a'.repeat(60) });
  });
});

describe('taggedUrl', () => {
  it('replaces the tags an address had and keeps its other parameters', () => {
    expect(taggedUrl(`${page}?utm_source=x&utm_medium=y&ref=7`, { source: 'whatsapp', medium: 'social', campaign: 'product-page' })).toBe(
      `${page}?utm_source=whatsapp&utm_medium=social&ref=7&utm_campaign=product-page`,
    );
  });
});

describe('sourceDisplayName', () => {
  it('names the channels for the lead desk and leaves other sources as they are', () => {
    expect(['whatsapp', 'facebook', 'linkedin', 'email', 'print', 'brochure', 'catalogue', 'direct', 'newsletter', 'google.com'].map(sourceDisplayName)).toEqual([
      'WhatsApp',
      'Facebook',
      'LinkedIn',
      'Email',
      'Print (QR code)',
      'Brochure (PDF)',
      'Catalogue (PDF)',
      'Direct',
      'newsletter',
      'google.com',
    ]);
  });
});
