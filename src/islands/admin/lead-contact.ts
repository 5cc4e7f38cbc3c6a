/**
 * One-tap ways to reach a lead's buyer (SPEC §21.8): a call and a WhatsApp chat. Phones are stored as
 * their 10 Indian digits (SPEC §21.1), so both links add the country code.
 */
import { whatsAppLink } from '../../lib/chat-link';
import { telHref } from '../../lib/site';
import type { AdminEnquiry } from '../../lib/types';

const COUNTRY_CODE = '91';

export const callHref = (phone: string) => telHref(`+${COUNTRY_CODE}${phone}`);

/** The buyer's chat, greeted by name, with the machine asked about named (when it is still listed). */
export function whatsAppHref({ name, phone, productName }: Pick<AdminEnquiry, 'name' | 'phone' | 'productName'>): string {
  const about = productName ? ` about the ${productName}` : '';
  return whatsAppLink(`${COUNTRY_CODE}${phone}`, `Hello ${name}, thank you for your enquiry${about}.`);
}
