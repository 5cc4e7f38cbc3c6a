/**
 * What a dispatch records and when it needs an e-way bill (docs/spec.md §24.4), shared by the
 * server's rules and the desk's form.
 */
import type { QuoteLine } from '../quotes/types';

/**
 * An e-way bill is needed to move goods whose consignment value exceeds ₹50,000 (CGST Rules 2017,
 * rule 138(1)). Above it, not at it.
 */
export const EWAY_BILL_LIMIT_PAISE = 50_000_00;

/** SAC codes (services) all begin with 99; HSN codes of goods never do. */
const isService = (hsn: string) => hsn.startsWith('99');

/**
 * The consignment value of an order's goods (CGST Rules 2017, rule 138, Explanation 2): the value
 * of the goods with the CGST, SGST or UTGST and IGST charged on them, without the services
 * (installation, freight: nothing is moved) and without the exempt (nil-rated) goods.
 */
export function consignmentValuePaise(lines: readonly Pick<QuoteLine, 'hsn' | 'gstRate' | 'amountPaise'>[]): number {
  return lines.filter((line) => !isService(line.hsn) && line.gstRate > 0).reduce((sum, line) => sum + line.amountPaise, 0);
}

export const needsEwayBill = (consignmentPaise: number) => consignmentPaise > EWAY_BILL_LIMIT_PAISE;

/** An e-way bill's number: the 12 digits the common portal gives (spaces and hyphens as printed are dropped). */
export const EWAY_BILL_PATTERN = /^\d{12}$/;
export const normaliseEwayBill = (text: string) => text.replace(/[\s-]/g, '');

/**
 * The registration marks' state codes, as the Ministry of Road Transport and Highways assigns them:
 * the current ones and those still on older vehicles (OR, UA, DN, TS).
 */
const VEHICLE_STATE_CODES = new Set([
  'AN', 'AP', 'AR', 'AS', 'BR', 'CG', 'CH', 'DD', 'DL', 'DN', 'GA', 'GJ', 'HP', 'HR', 'JH', 'JK', 'KA', 'KL', 'LA', 'LD',
  'MH', 'ML', 'MN', 'MP', 'MZ', 'NL', 'OD', 'OR', 'PB', 'PY', 'RJ', 'SK', 'TG', 'TN', 'TR', 'TS', 'UA', 'UK', 'UP', 'WB',
]);

/** State, district (1-2 digits), series (0-3 letters), number (1-4 digits): JH05AB1234, DL3CAB1234. */
const STATE_MARK = /^([A-Z]{2})\d{1,2}[A-Z]{0,3}\d{1,4}$/;
/** The Bharat series (MoRTH, G.S.R. 594(E), 26 August 2021): year, BH, 4 digits, 1-2 letters: 22BH1234AA. */
const BHARAT_MARK = /^\d{2}BH\d{4}[A-Z]{1,2}$/;

/** A vehicle number as stored and printed: upper case, without spaces, hyphens or dots ("jh 05 ab-1234" → "JH05AB1234"). */
export const normaliseVehicleNumber = (text: string) => text.toUpperCase().replace(/[\s.-]/g, '');

/** Why a normalised vehicle number is not an Indian registration mark, after its field's name; null when it is. */
export function vehicleNumberProblem(mark: string): string | null {
  if (BHARAT_MARK.test(mark)) return null;
  const state = STATE_MARK.exec(mark)?.[1];
  if (!state) return 'must be an Indian vehicle number: state code, district, series and number (JH05AB1234).';
  if (!VEHICLE_STATE_CODES.has(state)) return `begins with ${state}, which is no Indian state's vehicle code.`;
  return null;
}
