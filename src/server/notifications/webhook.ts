/**
 * The webhook: a JSON POST of any event (an enquiry's, a quotation's) to ENQUIRY_WEBHOOK_URL, signed
 * when a secret is set. Each feature brings its own event names and payload.
 *
 * Signature: `X-Enquiry-Timestamp: <unix seconds>` and
 * `X-Enquiry-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>" with the secret>`.
 * A receiver recomputes it over the raw body, compares in constant time, and refuses a timestamp
 * older than a few minutes (a replayed request). The header names are the receivers' contract,
 * whatever the event.
 */
import { createHmac } from 'node:crypto';
import type { WebhookChannel } from './channels';

export const SIGNATURE_HEADER = 'X-Enquiry-Signature';
export const TIMESTAMP_HEADER = 'X-Enquiry-Timestamp';
export const DELIVERY_HEADER = 'X-Enquiry-Delivery';

export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * Posts `payload`, signed as above; anything but a 2xx answer (or no answer in time) throws, to be
 * retried. `deliveryId` goes out the same on every retry of a delivery, so a receiver can drop a
 * repeat: each outbox makes its ids distinct from the others'.
 */
export async function postWebhook(channel: WebhookChannel, payload: unknown, deliveryId: string): Promise<void> {
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'enquiry-notifications',
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
