/**
 * The WhatsApp chats with a lead's buyer (SPEC §21.8), also the one that shares a quotation
 * (docs/spec.md §22). Phones are stored as their 10 Indian digits (SPEC §21.1); src/lib/phone.ts
 * adds the country code. Each greeting names the seller, so that a buyer who wrote to several
 * makers knows who answers.
 */
import { chatHref } from '../../../lib/phone';
import type { Quote } from '../../../lib/quotes/types';
import type { AdminEnquiry } from '../../../lib/types';

/** The buyer's chat, greeted by name from the company, with the machine asked about named (when it is still listed). */
export function whatsAppHref({ name, phone, productName }: Pick<AdminEnquiry, 'name' | 'phone' | 'productName'>, companyName: string): string {
  const about = productName ? ` about the ${productName}` : '';
  return chatHref(phone, `Hello ${name}, this is ${companyName}. Thank you for your enquiry${about}.`);
}

/** The buyer's chat with the quotation's number and its link, which opens it and its PDF, from the seller it names. */
export function quoteWhatsAppHref({ number, url, buyer, seller }: Pick<Quote, 'number' | 'url' | 'buyer' | 'seller'>): string {
  return chatHref(buyer.phone, `Hello ${buyer.name}, this is ${seller.name}. Thank you for your enquiry. Please find our quotation ${number} here: ${url}`);
}
