/**
 * Phone numbers as people read and dial them (SPEC §21.1): a buyer's phone is stored as its 10
 * Indian digits and shown "+91 98765 43210", called through `tel:+919876543210` and chatted with at
 * `https://wa.me/919876543210`. The seller's own numbers (PHONE_1, PHONE_2, shown as configured)
 * are linked the same way. A number that is not an Indian mobile in any written form is shown as
 * given and dialled by its digits.
 */
import { whatsAppLink } from './chat-link';
import { normalisePhone, PHONE_PATTERN } from './validation/enquiries';

const COUNTRY_CODE = '91';

/** The 10 digits of an Indian mobile number written in any form §21.1 reads, else null. */
function indianDigits(phone: string): string | null {
  const digits = normalisePhone(phone.trim());
  return PHONE_PATTERN.test(digits) ? digits : null;
}

/** "9876543210" → "+91 98765 43210": the country code, then the two groups of five people say. */
export function phoneText(phone: string): string {
  const digits = indianDigits(phone);
  return digits ? `+${COUNTRY_CODE} ${digits.slice(0, 5)} ${digits.slice(5)}` : phone.trim();
}

/** The number with its country code, digits only ("919876543210"): what wa.me takes. */
export function internationalDigits(phone: string): string {
  const digits = indianDigits(phone);
  return digits ? `${COUNTRY_CODE}${digits}` : phone.replace(/\D/g, '');
}

/** A call link: "9876543210" and "+91 98765 43210" → "tel:+919876543210". */
export function telHref(phone: string): string {
  return indianDigits(phone) ? `tel:+${internationalDigits(phone)}` : `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A WhatsApp chat with this phone's owner, the text prefilled: "9876543210" → wa.me/919876543210. */
export function chatHref(phone: string, text: string): string {
  return whatsAppLink(internationalDigits(phone), text);
}
