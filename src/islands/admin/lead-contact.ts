/**
 * One-tap ways to reach a lead's buyer (SPEC §21.8): a call and a WhatsApp chat, also the one that
 * shares a quotation (docs/spec.md §22). Phones are stored as their 10 Indian digits (SPEC §21.1),
 * so the links add the country code.
 */
import { whatsAppLink } from '../../lib/chat-link';
import { telHref } from '../../lib/site';
import type { Quote } from '../../lib/quotes/types';
import type { AdminEnquiry } from '../../lib/types';

const COUNTRY_CODE = '91';

export const callHref = (phone: string) => telHref(`+${COUNTRY_CODE}${phone}`);

const buyerChat = (phone: string, text: string) => whatsAppLink(`${COUNTRY_CODE}${phone}`, text);

/** The buyer's chat, greeted by name, with the machine asked about named (when it is still listed). */
export function whatsAppHref({ name, phone, productName }: Pick<AdminEnquiry, 'name' | 'phone' | 'productName'>): string {
  const about = productName ? ` about the ${productName}` : '';
  return buyerChat(phone, `Hello ${name}, thank you for your enquiry${about}.`);
}

/** The buyer's chat with the quotation's number and its link, which opens it and its PDF. */
export function quoteWhatsAppHref({ number, url, buyer }: Pick<Quote, 'number' | 'url' | 'buyer'>): string {
  return buyerChat(buyer.phone, `Hello ${buyer.name}, thank you for your enquiry. Please find our quotation ${number} here: ${url}`);
}
