/**
 * The share kit's links (docs/spec.md §25.7): a machine's page address tagged with utm_source,
 * utm_medium and utm_campaign for each channel marketing shares it on, and the address that shares
 * it there (WhatsApp, Facebook, LinkedIn, a mail). One module for the admin's share kit, the
 * product page's share menu, the brochures' links and the lead desk's names of the channels, so
 * a lead that arrives through any of them is counted under the channel it was shared on (§21.7).
 */
import { productUrl } from './public-address';

/** The campaign tags an address carries (SPEC §21.4 keeps them with the enquiry). */
export interface CampaignTags {
  source: string;
  medium: string;
  campaign: string;
}

/** Where marketing shares a machine: utm_source is the channel, utm_medium its kind. */
export const SHARE_CHANNELS = [
  { channel: 'whatsapp', name: 'WhatsApp', medium: 'social' },
  { channel: 'facebook', name: 'Facebook', medium: 'social' },
  { channel: 'linkedin', name: 'LinkedIn', medium: 'social' },
  { channel: 'email', name: 'Email', medium: 'email' },
  { channel: 'print', name: 'Print (QR code)', medium: 'qr' },
] as const;

export type ShareChannel = (typeof SHARE_CHANNELS)[number]['channel'];

/** The share kit's campaign unless one is typed, and the product page's share menu's. */
export const KIT_CAMPAIGN = 'share-kit';
export const PAGE_CAMPAIGN = 'product-page';

/** The longest campaign the kit takes (a slug; SPEC §21.4 keeps up to 200). */
export const MAX_CAMPAIGN = 60;

/** The readable name of each source the lead desk counts (docs/spec.md §21.7); others show as they are. */
const SOURCE_NAMES: Record<string, string> = {
  ...Object.fromEntries(SHARE_CHANNELS.map((c) => [c.channel, c.name])),
  // The brochures' and catalogues' links and QR codes (docs/spec.md §25.6).
  brochure: 'Brochure (PDF)',
  catalogue: 'Catalogue (PDF)',
  direct: 'Direct',
};

export const sourceDisplayName = (source: string): string => SOURCE_NAMES[source] ?? source;

/** Text as a slug: small letters, digits and single hyphens, accents dropped ("Expo 2026!" gives "expo-2026"). */
export const slugOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * A typed campaign as kept in links: small letters, digits and hyphens ("Diwali Expo 2026" gives
 * "diwali-expo-2026"), or the message saying why it cannot be one. Blank is the kit's own.
 */
export function readCampaign(typed: string): { ok: true; campaign: string } | { ok: false; message: string } {
  const campaign = slugOf(typed);
  if (!typed.trim()) return { ok: true, campaign: KIT_CAMPAIGN };
  if (!campaign) return { ok: false, message: 'The campaign needs at least one letter or digit.' };
  if (campaign.length > MAX_CAMPAIGN) return { ok: false, message: `The campaign can have at most ${MAX_CAMPAIGN} characters.` };
  return { ok: true, campaign };
}

/** An address with the campaign tags set (any it had are replaced). */
export function taggedUrl(address: string, tags: CampaignTags): string {
  const url = new URL(address);
  url.searchParams.set('utm_source', tags.source);
  url.searchParams.set('utm_medium', tags.medium);
  url.searchParams.set('utm_campaign', tags.campaign);
  return url.toString();
}

const channelTags = (channel: ShareChannel, campaign: string): CampaignTags => ({
  source: channel,
  medium: SHARE_CHANNELS.find((c) => c.channel === channel)!.medium,
  campaign,
});

/** The machine's page as a channel's link carries it. */
export const trackedProductUrl = (siteUrl: string, productId: string, tags: CampaignTags) => taggedUrl(productUrl(siteUrl, productId), tags);

/** What a share says besides the address: the machine's name and who makes it. */
export interface ShareSubject {
  productName: string;
  companyName: string;
}

/**
 * The address that shares a tagged page address on a channel, each as the channel documents it:
 * WhatsApp's click to chat with a message (https://wa.me/?text=, faq.whatsapp.com "How to use
 * click to chat"), Facebook's sharer (developers.facebook.com/docs/plugins/share-button),
 * LinkedIn's share-offsite (learn.microsoft.com, "Share on LinkedIn"), and a mailto: with subject
 * and body (RFC 6068: percent-encoded UTF-8, lines ending CRLF). Print has none: it is the QR code.
 */
export function shareHref(channel: Exclude<ShareChannel, 'print'>, url: string, subject: ShareSubject): string {
  const q = encodeURIComponent;
  switch (channel) {
    case 'whatsapp':
      return `https://wa.me/?text=${q(`${subject.productName} from ${subject.companyName}: ${url}`)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${q(url)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`;
    case 'email':
      return `mailto:?subject=${q(`${subject.productName} | ${subject.companyName}`)}&body=${q(
        `Have a look at the ${subject.productName} from ${subject.companyName}:\r\n\r\n${url}\r\n`,
      )}`;
  }
}

/** One channel of the kit: the tracked page address and, but for print, the address that shares it. */
export interface ShareLink {
  channel: ShareChannel;
  name: string;
  url: string;
  shareHref: string | null;
}

/** Every channel's links for a machine, in the kit's order. */
export function shareLinks(product: { _id: string; productName: string }, site: { siteUrl: string; companyName: string }, campaign: string): ShareLink[] {
  const subject = { productName: product.productName, companyName: site.companyName };
  return SHARE_CHANNELS.map(({ channel, name }) => {
    const url = trackedProductUrl(site.siteUrl, product._id, channelTags(channel, campaign));
    return { channel, name, url, shareHref: channel === 'print' ? null : shareHref(channel, url, subject) };
  });
}

/** The print link, which the QR code carries. */
export const printUrl = (siteUrl: string, productId: string, campaign: string) => trackedProductUrl(siteUrl, productId, channelTags('print', campaign));
