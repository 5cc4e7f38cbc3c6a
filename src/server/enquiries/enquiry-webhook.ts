/**
 * The enquiry webhook: a JSON POST with the enquiry, its product and its owner ('enquiry.created'),
 * signed and sent as every event is (../notifications/webhook.ts).
 */
import { phoneText } from '../../lib/phone';
import type { WebhookChannel } from '../notifications/channels';
import { postWebhook } from '../notifications/webhook';
import { leadLinks, ownerLabel, productLabel, REPEAT_ENQUIRY, type Lead } from './lead';

export function webhookPayload(lead: Lead) {
  const links = leadLinks(lead);
  const repeat = links.firstLeadUrl ? ` (${REPEAT_ENQUIRY}: ${links.firstLeadUrl})` : '';
  return {
    event: 'enquiry.created',
    // One line for chat tools that show `text` (Slack incoming webhooks do).
    text: `New enquiry about ${productLabel(lead)} from ${lead.enquiry.name}, ${phoneText(lead.enquiry.phone)}${repeat}. Owner: ${ownerLabel(lead)}`,
    enquiry: lead.enquiry,
    product: lead.product && { ...lead.product, url: links.productUrl },
    adminUrl: links.adminUrl,
    leadUrl: links.leadUrl,
    // The buyer's first open lead when this is a repeat enquiry (SPEC §21.2), else null.
    repeatOf: lead.repeatOf,
    // Who owns the lead (docs/spec.md §23.2); null when nobody does.
    owner: lead.owner && { _id: lead.owner._id, name: lead.owner.name },
  };
}

/** Posts the lead; anything but a 2xx answer (or no answer in time) throws, to be retried. */
export function postEnquiryWebhook(channel: WebhookChannel, lead: Lead, deliveryId: string): Promise<void> {
  return postWebhook(channel, webhookPayload(lead), deliveryId);
}
