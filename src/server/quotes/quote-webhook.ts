/**
 * A quotation's notice on the webhook: its own event names and payload, signed and sent as every
 * event is (../notifications/webhook.ts).
 */
import { formatRupees, toPaise } from '../../lib/price';
import { leadUrl } from '../../lib/public-address';
import { siteConfig } from '../../lib/site';
import type { WebhookChannel } from '../notifications/channels';
import { postWebhook } from '../notifications/webhook';
import { noticeHeadline, type QuoteNotice } from './quote-mail';

export function quoteWebhookPayload(notice: QuoteNotice) {
  const { quote, enquiry } = notice;
  return {
    event: notice.event,
    // One line for chat tools that show `text` (Slack incoming webhooks do).
    text: `${noticeHeadline(notice)}, ${formatRupees(toPaise(quote.totals.total))}`,
    quote: { _id: quote._id, number: quote.number, url: quote.url, total: quote.totals.total, status: quote.status },
    enquiry: { _id: enquiry._id, name: enquiry.name, phone: enquiry.phone },
    leadUrl: leadUrl(siteConfig(process.env).siteUrl, enquiry._id),
    message: notice.message,
  };
}

/**
 * `deliveryId` is the quote_deliveries row's; it goes out as "quote-<id>", since the enquiries'
 * outbox counts its own ids and a receiver drops a repeated delivery id.
 */
export function postQuoteWebhook(channel: WebhookChannel, notice: QuoteNotice, deliveryId: string): Promise<void> {
  return postWebhook(channel, quoteWebhookPayload(notice), `quote-${deliveryId}`);
}
