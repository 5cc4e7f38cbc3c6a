/**
 * Paying by UPI (docs/spec.md §22.10): the `upi://pay` link a UPI app opens, and that a QR code of
 * it carries, as NPCI's "UPI Linking Specifications" (version 1.6, §1.2) define it: the payee's
 * address (`pa`), name (`pn`), amount (`am`, rupees with two decimals), currency (`cu`, always INR),
 * a note shown to the payer (`tn`) and the payee's reference (`tr`), each value URL-encoded.
 */

/**
 * A UPI id (virtual payment address): a name of letters, digits, dots, hyphens or underscores, "@",
 * and the handle of the payee's bank or app ("okhdfcbank", "ybl", "kotak811").
 */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export const isUpiId = (value: string) => UPI_ID_PATTERN.test(value);

/** NPCI's limit for one UPI payment that every account has (₹1,00,000); §22.10 names the higher ones. */
export const DEFAULT_UPI_MAX_RUPEES = 100_000;

export interface UpiPayment {
  /** The seller's UPI id. */
  vpa: string;
  /** Shown to the payer to confirm whom they pay: the company's name. */
  payeeName: string;
  amountPaise: number;
  /** Shown to the payer: the document's number. */
  note: string;
  /** The seller's reference for the payment, found again in its bank statement. */
  reference: string;
}

/**
 * Spaces as %20, not "+": a URI's query has no form-encoding rule, and a UPI app that does not
 * decode "+" would show it in the payee's name.
 */
const encode = (value: string) => encodeURIComponent(value);

/** `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…&tr=…`. */
export function upiPayLink({ vpa, payeeName, amountPaise, note, reference }: UpiPayment): string {
  if (!Number.isInteger(amountPaise) || amountPaise <= 0) throw new Error(`A UPI payment needs a positive amount in paise, not ${amountPaise}.`);
  const rupees = `${Math.floor(amountPaise / 100)}.${String(amountPaise % 100).padStart(2, '0')}`;
  const parameters: [string, string][] = [
    ['pa', vpa],
    ['pn', payeeName],
    ['am', rupees],
    ['cu', 'INR'],
    ['tn', note],
    ['tr', reference],
  ];
  return `upi://pay?${parameters.map(([name, value]) => `${name}=${encode(value)}`).join('&')}`;
}

/**
 * The advance asked of a total: its percentage, rounded to the rupee (half up), as the payment
 * terms ask "30% advance" of the order's whole amount.
 */
export function advancePaise(totalPaise: number, percent: number): number {
  // The percentage has at most two decimals: in hundredths it is a whole number, and the product,
  // in integers large enough for any total, exact.
  const hundredthsOfPaise = BigInt(totalPaise) * BigInt(Math.round(percent * 100));
  return Number((hundredthsOfPaise + 500_000n) / 1_000_000n) * 100;
}
