/**
 * Which notification channels are on, read from the environment at the moment they are needed
 * (unset = off): SPEC §11.1; every variable in the README's "Configuration" and .env.example.
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

/** How mail can leave at all: an SMTP server, or locally a folder of .eml files; null = no way. */
export function mailServer(env: Env = process.env): Pick<EmailChannel, 'smtpUrl' | 'mailDir'> | null {
  const smtpUrl = value(env, 'SMTP_URL');
  // Set by the local server only: with no SMTP server, mails become files a newcomer can open.
  const mailDir = smtpUrl ? null : value(env, 'LOCAL_MAIL_DIR');
  return smtpUrl || mailDir ? { smtpUrl, mailDir } : null;
}

export function emailChannel(env: Env = process.env): EmailChannel | null {
  const server = mailServer(env);
  if (!server) return null;
  const { smtpUrl, mailDir } = server;
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

/** The team's mail channel for a send; off, it throws what to set, and the row is retried. */
export function requireEmailChannel(env: Env = process.env): EmailChannel {
  const channel = emailChannel(env);
  if (!channel) throw new Error('Email is not configured (set SMTP_URL and ENQUIRY_EMAIL_TO).');
  return channel;
}

/** The webhook for a send; off, it throws what to set, and the row is retried. */
export function requireWebhookChannel(env: Env = process.env): WebhookChannel {
  const channel = webhookChannel(env);
  if (!channel) throw new Error('The webhook is not configured (set ENQUIRY_WEBHOOK_URL).');
  return channel;
}

export function configuredChannels(env: Env = process.env): DeliveryChannel[] {
  const channels: DeliveryChannel[] = [];
  if (emailChannel(env)) channels.push('email');
  if (webhookChannel(env)) channels.push('webhook');
  return channels;
}

/**
 * A notice for one person of the team when there is one (the owner of what it tells), else for the
 * team's ENQUIRY_EMAIL_TO; from ENQUIRY_EMAIL_FROM, else the team's sender, else the company's
 * contact address. Off (no way out for mail, or nobody to send to), it throws what to set.
 */
export function personOrTeamMailChannel(person: string | null, env: Env = process.env): EmailChannel {
  const team = emailChannel(env);
  if (!person) return requireEmailChannel(env);
  const server = mailServer(env);
  if (!server) throw new Error('Email is not configured (set SMTP_URL).');
  return { ...server, to: [person], from: value(env, 'ENQUIRY_EMAIL_FROM') ?? team?.from ?? siteConfig(env).email };
}

/**
 * A quotation mailed to its buyer: any way out for mail will do (no ENQUIRY_EMAIL_TO needed); the
 * sender is ENQUIRY_EMAIL_FROM, else the company's contact address.
 */
export function buyerMailChannel(to: string, env: Env = process.env): EmailChannel | null {
  const server = mailServer(env);
  return server && { ...server, to: [to], from: value(env, 'ENQUIRY_EMAIL_FROM') ?? siteConfig(env).email };
}
