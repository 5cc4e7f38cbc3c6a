/**
 * GSTIN, the 15-character GST registration number: the state code (2 digits), the holder's PAN
 * (5 letters, 4 digits, 1 letter), the registration's count within that state (1-9, then A-Z), 'Z',
 * and a check character over the first 14 (mod 36), which catches a mistyped character.
 */
import { stateByCode } from './indian-states';

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const FORMAT = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;

/** A GSTIN as people paste it: spaces around it gone, letters upper case. */
export function normaliseGstin(value: string): string {
  return value.trim().toUpperCase();
}

/** The check character of a GSTIN's first 14 characters (upper case). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    // Every second character counts twice; a product's "digits" in base 36 are added up.
    const product = CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36];
}

/**
 * What is wrong with a GSTIN, as a sentence naming `field`; null when it is a valid one. Lower
 * case and surrounding spaces are forgiven (normaliseGstin).
 */
export function gstinProblem(value: string, field = 'GSTIN'): string | null {
  const gstin = normaliseGstin(value);
  if (!FORMAT.test(gstin)) {
    return `${field} must be 15 characters: the 2-digit state code, the 10-character PAN, the registration number, Z and a check character.`;
  }
  if (!stateByCode(gstin.slice(0, 2))) return `${field} begins with ${gstin.slice(0, 2)}, which is no Indian state's GST code.`;
  if (gstinCheckChar(gstin) !== gstin[14]) return `${field} has a wrong check character: one of its characters is mistyped.`;
  return null;
}

/** The GST state code a GSTIN begins with ('20' for Jharkhand). */
export function gstinStateCode(gstin: string): string {
  return normaliseGstin(gstin).slice(0, 2);
}

/** The PAN inside a GSTIN. */
export function gstinPan(gstin: string): string {
  return normaliseGstin(gstin).slice(2, 12);
}
