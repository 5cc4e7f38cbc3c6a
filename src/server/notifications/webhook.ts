/**
 * The webhook: a JSON POST of any event (an enquiry's, a quotation's, a lead's alert or reminder) to
 * ENQUIRY_WEBHOOK_URL, signed when a secret is set. Each feature brings its own event names and
 * payload.
 *
 * Two signatures of the same body, so that a receiver verifies with either (docs/spec.md §23.7):
 * - `X-Enquiry-Timestamp: <unix seconds>` and `X-Enquiry-Signature: sha256=<hex HMAC-SHA256 of
 *   "<timestamp>.<raw body>" keyed with the secret's text>`: the receivers' first contract.
 * - Standard Webhooks (www.standardwebhooks.com): `webhook-id` (the delivery's id),
 *   `webhook-timestamp` and `webhook-signature: v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<raw
 *   body>">`, made by the `standardwebhooks` library, which receivers verify with too. Its key is
 *   the secret decoded from its `whsec_<base64>` form, or, for a secret written otherwise (one set
 *   before this signature existed), the secret's own UTF-8 bytes: the receiver then verifies with
 *   `{ format: 'raw' }`.
 * A receiver recomputes either over the raw body, compares in constant time, and refuses a
 * timestamp older than a few minutes (a replayed request). The header names are the receivers'
 * contract, whatever the event.
 */
import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { WebhookChannel } from './channels';

export const SIGNATURE_HEADER = 'X-Enquiry-Signature';
export const TIMESTAMP_HEADER = 'X-Enquiry-Timestamp';
export const DELIVERY_HEADER = 'X-Enquiry-Delivery';

/** The Standard Webhooks headers (lower case, as the specification writes them). */
export const STANDARD_HEADERS = { id: 'webhook-id', timestamp: 'webhook-timestamp', signature: 'webhook-signature' } as const;

/** The prefix of a secret in the Standard Webhooks form: `whsec_` and the key in base64. */
export const STANDARD_SECRET_PREFIX = 'whsec_';

export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * The Standard Webhooks signer of a secret (see above). A `whsec_` secret whose rest is not a
 * base64 key throws what to fix: the delivery fails with it, is retried, and the lead shows it.
 */
export function standardWebhook(secret: string): Webhook {
  if (!secret.startsWith(STANDARD_SECRET_PREFIX)) return new Webhook(new TextEncoder().encode(secret), { format: 'raw' });
  try {
    return new Webhook(secret);
  } catch {
    throw new Error(`ENQUIRY_WEBHOOK_SECRET starts with ${STANDARD_SECRET_PREFIX} but what follows is not a base64 key.`);
  }
}

/** `v1,<base64>`: the Standard Webhooks signature of a delivery sent at `timestamp` (unix seconds). */
export function standardSignature(secret: string, deliveryId: string, timestamp: string, body: string): string {
  return standardWebhook(secret).sign(deliveryId, new Date(Number(timestamp) * 1000), body);
}

const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * Posts `payload`, signed as above; anything but a 2xx answer (or no answer in time) throws, to be
 * retried. `deliveryId` goes out the same on every retry of a delivery (X-Enquiry-Delivery and
 * webhook-id), so a receiver can drop a repeat: each outbox makes its ids distinct from the
 * others', and none holds a '.' (the signed text joins the id with dots).
 */
export async function postWebhook(channel: WebhookChannel, payload: unknown, deliveryId: string): Promise<void> {
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'enquiry-notifications',
    [DELIVERY_HEADER]: deliveryId,
    [STANDARD_HEADERS.id]: deliveryId,
  };
  if (channel.secret) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    headers[TIMESTAMP_HEADER] = timestamp;
    headers[SIGNATURE_HEADER] = webhookSignature(channel.secret, timestamp, body);
    headers[STANDARD_HEADERS.timestamp] = timestamp;
    headers[STANDARD_HEADERS.signature] = standardSignature(channel.secret, deliveryId, timestamp, body);
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
