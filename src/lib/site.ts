/**
 * The company's details shown on the site. They come from environment variables at build time
 * (documented in .env.example); the defaults are the demo company of the embedded mode.
 * Pages read them with `siteConfig(process.env)` and hand islands only what they show.
 */
import { businessTimeZone } from './business-time';

export interface SiteConfig {
  companyName: string;
  siteUrl: string;
  phones: [string, string];
  email: string;
  chatNumber: string;
  showroomAddress: string;
  factoryAddress: string;
  mapLink: string;
  mapEmbedUrl: string;
  marketplaceUrl: string;
  social: { facebook: string; instagram: string; youtube: string; linkedin: string };
  /** The business's time zone (src/lib/business-time.ts), for the admin's dates in the browser. */
  timeZone: string;
  /** When a buyer will hear back, told once an enquiry is sent (docs/spec.md §23.5). */
  replyPromise: string;
}

type Env = Record<string, string | undefined>;

export function siteConfig(env: Env): SiteConfig {
  const get = (key: string, fallback: string) => env[key]?.trim() || fallback;
  return {
    companyName: get('COMPANY_NAME', 'Steel City Paper Machines'),
    siteUrl: get('SITE_URL', 'http://localhost:8888').replace(/\/$/, ''),
    phones: [get('PHONE_1', '+91 98350 12345'), get('PHONE_2', '+91 70040 67890')],
    email: get('CONTACT_EMAIL', 'sales@example.com'),
    chatNumber: get('CHAT_NUMBER', '919835012345'),
    showroomAddress: get('SHOWROOM_ADDRESS', 'Main Road, Bistupur, Jamshedpur, Jharkhand 831001, India'),
    factoryAddress: get('FACTORY_ADDRESS', 'Plot 14, Adityapur Industrial Area, Jamshedpur, Jharkhand 832109, India'),
    mapLink: get('MAP_LINK', 'https://www.google.com/maps/search/?api=1&query=Bistupur+Jamshedpur'),
    mapEmbedUrl: get('MAP_EMBED_URL', 'https://www.google.com/maps?q=Bistupur+Jamshedpur&output=embed'),
    marketplaceUrl: get('MARKETPLACE_URL', 'https://www.indiamart.com/'),
    social: {
      facebook: get('SOCIAL_FACEBOOK', 'https://www.facebook.com/'),
      instagram: get('SOCIAL_INSTAGRAM', 'https://www.instagram.com/'),
      youtube: get('SOCIAL_YOUTUBE', 'https://www.youtube.com/'),
      linkedin: get('SOCIAL_LINKEDIN', 'https://www.linkedin.com/'),
    },
    timeZone: businessTimeZone(env),
    replyPromise: get('ENQUIRY_REPLY_PROMISE', 'We will call you within 2 working hours'),
  };
}

/** The seller's phones are linked as every phone is (./phone.ts: "+91 98350 12345" → "tel:+919835012345"). */
export { telHref } from './phone';
