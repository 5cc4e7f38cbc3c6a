/**
 * Paying and signing (docs/spec.md §22.10), the parts of a quotation's document (./quote-document.ts)
 * that a proforma invoice prints too: the amount asked now with its UPI QR code beside the bank
 * details, and the signature block with the seller's signature or seal image. What they say is
 * worked out here from the quotation; the images they draw are read by ./seller-settings.ts's
 * `payAndSignImages`, once per page or PDF.
 */
import { printedPercent, printedRupees } from '../../lib/quotes/printed';
import type { Quote } from '../../lib/quotes/types';
import { advancePaise, upiPayLink } from '../../lib/quotes/upi';

export interface UpiPayment {
  /** The seller's UPI id, written out beside the code. */
  id: string;
  payeeName: string;
  /** The `upi://pay` link the QR code carries and a phone opens; null above the UPI limit. */
  link: string | null;
  /** Above the UPI limit, in place of the code: how to pay instead. */
  overLimit: string | null;
}

/** What the buyer is asked to pay now, and how. */
export interface PaymentAsked {
  /** "Advance 30%: ₹87,428.00"; a proforma's "Amount asked: ₹…" when it asks no percentage. */
  label: string;
  amountPaise: number;
  /** "₹87,428.00". */
  amount: string;
  /** Null when the seller has no UPI_ID (or had none when the quotation was made). */
  upi: UpiPayment | null;
}

export interface SignatureBlock {
  /** "For Steel City Paper Machines". */
  forCompany: string;
  title: string;
}

/** What a proforma invoice asks (its `as`): its number is the payment's note and reference. */
export interface AmountAsked {
  number: string;
  amountAskedPaise: number;
  advancePercent: number | null;
}

export const AUTHORISED_SIGNATORY = 'Authorised Signatory';

/**
 * The amount asked now: a quotation's advance (its percentage of the total, rounded to the rupee),
 * or what a proforma invoice asks. Null when nothing is asked: no advance (0%), or a quotation
 * made before advances were printed.
 */
export function paymentAsked(quote: Pick<Quote, 'number' | 'advancePercent' | 'totals' | 'seller'>, asked?: AmountAsked): PaymentAsked | null {
  const percent = asked ? asked.advancePercent : quote.advancePercent;
  const amountPaise = asked ? asked.amountAskedPaise : percent ? advancePaise(Math.round(quote.totals.total * 100), percent) : 0;
  if (amountPaise <= 0) return null;
  const amount = printedRupees(amountPaise);
  const label = percent ? `Advance ${printedPercent(percent)}: ${amount}` : `Amount asked: ${amount}`;
  const upi = quote.seller.upi;
  if (!upi) return { label, amountPaise, amount, upi: null };
  const reference = asked?.number ?? quote.number;
  const overLimit = amountPaise > upi.maxAmount * 100;
  return {
    label,
    amountPaise,
    amount,
    upi: {
      id: upi.id,
      payeeName: quote.seller.name,
      link: overLimit ? null : upiPayLink({ vpa: upi.id, payeeName: quote.seller.name, amountPaise, note: reference, reference }),
      overLimit: overLimit
        ? `${amount} is more than UPI takes in one payment (${printedRupees(upi.maxAmount * 100)}): please pay it by NEFT or RTGS to the bank account ${quote.seller.bank ? 'beside' : 'we give you'}, quoting ${reference}.`
        : null,
    },
  };
}

export function signatureBlock(quote: Pick<Quote, 'seller'>): SignatureBlock {
  return { forCompany: `For ${quote.seller.name}`, title: AUTHORISED_SIGNATORY };
}
