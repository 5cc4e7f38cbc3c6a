/**
 * The enquiry webhook: a JSON POST with the enquiry and its product, signed when a secret is set.
 *
 * Signature: `X-Enquiry-Timestamp: <unix seconds>` and
 * `X-Enquiry-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>" with the secret>`.
 * A receiver recomputes it over the raw body, compares in constant time, and refuses a timestamp
 * older than a few minutes (a replayed request).
 */
import { createHmac } from 'node:crypto';
import { phoneText } from '../../lib/phone';
import { leadLinks, productLabel, REPEAT_ENQUIRY, type Lead } from './lead';
import type { WebhookChannel } from './notify-channels';

export const SIGNATURE_HEADER = 'X-Enquiry-Signature';
export const TIMESTAMP_HEADER = 'X-Enquiry-Timestamp';
export const DELIVERY_HEADER = 'X-Enquiry-Delivery';

export function webhookPayload(lead: Lead) {
  const links = leadLinks(lead);
  const repeat = links.firstLeadUrl ? ` (${REPEAT_ENQUIRY}: ${links.firstLeadUrl})` : '';
  return {
    event: 'enquiry.created',
    // One line for chat tools that show `text` (Slack incoming webhooks do).
    text: `New enquiry about ${productLabel(lead)} from ${lead.enquiry.name}, ${phoneText(lead.enquiry.phone)}${repeat}`,
    enquiry: lead.enquiry,
    product: lead.product && { ...lead.product, url: links.productUrl },
    adminUrl: links.adminUrl,
    leadUrl: links.leadUrl,
    // The buyer's first open lead when this is a repeat enquiry (SPEC §21.2), else null.
    repeatOf: lead.repeatOf,
  };
}

export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

const WEBHOOK_TIMEOUT_MS = 10_000;

/** Posts the lead; anything but a 2xx answer (or no answer in time) throws, to be retried. */
export function postEnquiryWebhook(channel: WebhookChannel, lead: Lead, deliveryId: string): Promise<void> {
  return postWebhook(channel, webhookPayload(lead), deliveryId);
}

/** Posts any event (an enquiry's, a quotation's) to the webhook, signed as above; throws as above. */
export async function postWebhook(channel: WebhookChannel, payload: unknown, deliveryId: string): Promise<void> {
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'enquiry-notifications',
    // The same id on every retry of this delivery, so a receiver can drop a repeat.
    [DELIVERY_HEADER]: deliveryId,
  };
  if (channel.secret) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    headers[TIMESTAMP_HEADER] = timestamp;
    headers[SIGNATURE_HEADER] = webhookSignature(channel.secret, timestamp, body);
  }
  const response = await fetch(channel.url, {
    method: 'POST',
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`The webhook answered HTTP ${response.status}.`);
}
