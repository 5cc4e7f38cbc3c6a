/**
 * The GST arithmetic of a quotation, in whole paise. Each line is rounded on its own (half up) as
 * it is printed, the totals are the sums of the printed lines, and only the grand total is rounded
 * to the rupee, the difference shown as "Round off". Quantities (up to three decimals) and rates
 * are scaled to whole numbers and multiplied as BigInt: 10 crore × 1,00,000 units is past what a
 * float counts exactly, and 0.1 × 3 must not be 0.30000000000000004.
 */
import { toPaise } from '../price';
import { amountInWords } from './amount-in-words';
import { indianState } from './indian-states';
import type { QuoteItem, QuoteLine, QuoteLineInput, QuoteTotals, QuoteTotalsPaise, TaxSplit } from './types';

export interface LineAmountsInput {
  /** More than 0, at most three decimals. */
  quantity: number;
  unitPricePaise: number;
  /** 0-100, at most two decimals. */
  discountPercent: number;
  gstRate: number;
}

/** The amounts of one line, as QuoteLine stores them. */
export type LineAmounts = Pick<
  QuoteLine,
  'grossPaise' | 'discountPaise' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'amountPaise'
>;

/** `value` as a whole number of 1/`scale` (a quantity in thousandths, a percentage in hundredths). */
const scaled = (value: number, scale: number) => BigInt(Math.round(value * scale));

/** numerator / denominator rounded half up (towards +∞ on a tie), denominator > 0. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const doubled = 2n * numerator + denominator;
  const quotient = doubled / (2n * denominator);
  // BigInt division truncates towards zero; floor it for a negative numerator.
  return doubled < 0n && doubled % (2n * denominator) !== 0n ? quotient - 1n : quotient;
}

/**
 * One line: gross = unit price × quantity; discount = gross × discount%; taxable = gross − discount;
 * within the state CGST and SGST (or UTGST) each charge half the rate, across states IGST the whole.
 */
export function computeLine(input: LineAmountsInput, split: TaxSplit): LineAmounts {
  const gross = divideHalfUp(BigInt(input.unitPricePaise) * scaled(input.quantity, 1000), 1000n);
  const discount = divideHalfUp(gross * scaled(input.discountPercent, 100), 10_000n);
  const taxable = gross - discount;
  const rate = scaled(input.gstRate, 100);
  const half = split === 'intra' ? divideHalfUp(taxable * rate, 20_000n) : 0n;
  const igst = split === 'inter' ? divideHalfUp(taxable * rate, 10_000n) : 0n;
  return {
    grossPaise: Number(gross),
    discountPaise: Number(discount),
    taxablePaise: Number(taxable),
    cgstPaise: Number(half),
    sgstPaise: Number(half),
    igstPaise: Number(igst),
    amountPaise: Number(taxable + 2n * half + igst),
  };
}

/** The lines with their amounts, and the totals with the round off to the rupee. */
export function computeQuote(items: QuoteLineInput[], split: TaxSplit): { lines: QuoteLine[]; totals: QuoteTotalsPaise } {
  const lines = items.map((item): QuoteLine => {
    const line = {
      productId: item.productId ?? null,
      description: item.description,
      hsn: item.hsn,
      quantity: item.quantity,
      unit: item.unit ?? 'Nos',
      unitPricePaise: toPaise(item.unitPrice),
      discountPercent: item.discountPercent ?? 0,
      gstRate: item.gstRate,
      scope: item.scope ?? null,
    };
    return { ...line, ...computeLine(line, split) };
  });
  const sum = (pick: (line: QuoteLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const taxable = sum((l) => l.taxablePaise);
  const cgst = sum((l) => l.cgstPaise);
  const sgst = sum((l) => l.sgstPaise);
  const igst = sum((l) => l.igstPaise);
  const exact = taxable + cgst + sgst + igst;
  const total = Number(divideHalfUp(BigInt(exact), 100n)) * 100;
  return { lines, totals: { taxable, cgst, sgst, igst, roundOff: total - exact, total } };
}

/**
 * A place of supply in the seller's state: CGST + SGST; in another state: IGST (IGST Act 2017,
 * s. 7(1) and 8(1)). The place of supply is the buyer's state unless the quotation names the Ship
 * to's (docs/spec.md §22.9).
 */
export function taxSplit(placeOfSupply: string, sellerState: string): TaxSplit {
  const key = (state: string) => (indianState(state)?.name ?? state.trim()).toLowerCase();
  return key(placeOfSupply) === key(sellerState) ? 'intra' : 'inter';
}

/** The name of the state's half of GST where the seller is: UTGST in a union territory without a legislature. */
export function stateTaxLabel(sellerState: string): 'SGST' | 'UTGST' {
  return indianState(sellerState)?.utgst ? 'UTGST' : 'SGST';
}

/** Paise as the API's rupees: 123456 → 1234.56. */
export function toRupees(paise: number): number {
  return paise / 100;
}

export function totalsInRupees(totals: QuoteTotalsPaise): QuoteTotals {
  return {
    taxable: toRupees(totals.taxable),
    cgst: toRupees(totals.cgst),
    sgst: toRupees(totals.sgst),
    igst: toRupees(totals.igst),
    roundOff: toRupees(totals.roundOff),
    total: toRupees(totals.total),
    inWords: amountInWords(totals.total),
  };
}

/** A line as the API gives it: rupees. */
export function itemInRupees(line: QuoteLine): QuoteItem {
  return {
    productId: line.productId,
    description: line.description,
    hsn: line.hsn,
    quantity: line.quantity,
    unit: line.unit,
    unitPrice: toRupees(line.unitPricePaise),
    discountPercent: line.discountPercent,
    gstRate: line.gstRate,
    scope: line.scope ?? null,
    taxable: toRupees(line.taxablePaise),
    cgst: toRupees(line.cgstPaise),
    sgst: toRupees(line.sgstPaise),
    igst: toRupees(line.igstPaise),
    amount: toRupees(line.amountPaise),
  };
}
