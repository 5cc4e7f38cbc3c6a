/**
 * Which notification channels are on, read from the environment at the moment they are needed
 * (unset = off). Documented in README "Enquiry notifications" and .env.example.
 */
import type { DeliveryChannel } from '../../lib/types';
import { siteConfig } from '../../lib/site';

type Env = Record<string, string | undefined>;

export interface EmailChannel {
  /** smtp:// or smtps:// with credentials; null = write .eml files to `mailDir` (local only). */
  smtpUrl: string | null;
  mailDir: string | null;
  to: string[];
  from: string;
}

export interface WebhookChannel {
  url: string;
  secret: string | null;
}

export interface Channels {
  email: EmailChannel | null;
  webhook: WebhookChannel | null;
}

const value = (env: Env, key: string) => env[key]?.trim() || null;

export function emailChannel(env: Env = process.env): EmailChannel | null {
  const smtpUrl = value(env, 'SMTP_URL');
  // Set by the local server only: with no SMTP server, mails become files a newcomer can open.
  const mailDir = smtpUrl ? null : value(env, 'LOCAL_MAIL_DIR');
  if (!smtpUrl && !mailDir) return null;
  const listed = value(env, 'ENQUIRY_EMAIL_TO')
    ?.split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  // Locally the demo company's address stands in, so the .eml files appear without any setup.
  const to = listed?.length ? listed : mailDir ? [siteConfig(env).email] : [];
  if (!to.length) return null;
  return { smtpUrl, mailDir, to, from: value(env, 'ENQUIRY_EMAIL_FROM') ?? to[0] };
}

export function webhookChannel(env: Env = process.env): WebhookChannel | null {
  const url = value(env, 'ENQUIRY_WEBHOOK_URL');
  return url ? { url, secret: value(env, 'ENQUIRY_WEBHOOK_SECRET') } : null;
}

export function configuredChannels(env: Env = process.env): DeliveryChannel[] {
  const channels: DeliveryChannel[] = [];
  if (emailChannel(env)) channels.push('email');
  if (webhookChannel(env)) channels.push('webhook');
  return channels;
}
