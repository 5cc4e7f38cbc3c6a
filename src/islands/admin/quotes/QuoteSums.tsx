/**
 * The quotation's totals as the lines stand, computed in the browser by the rules the server saves
 * with (src/lib/quotes/gst.ts): the taxable value, CGST and SGST (UTGST in a union territory
 * without a legislature) within the seller's state or IGST across states, the round off to the
 * rupee, the total and the total in words.
 */
import { formatRupees } from '../../../lib/price';
import { amountInWords } from '../../../lib/quotes/amount-in-words';
import { stateTaxLabel } from '../../../lib/quotes/gst';
import type { QuoteTotalsPaise, TaxSplit } from '../../../lib/quotes/types';

interface Props {
  totals: QuoteTotalsPaise;
  split: TaxSplit;
  sellerState: string;
  /** The state whose tax is charged (docs/spec.md §22.9). */
  placeOfSupply: string;
}

function Row({ label, paise, strong = false }: { label: string; paise: number; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 py-1 ${strong ? 'border-t border-zinc-300 pt-2 text-base font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatRupees(paise)}</dd>
    </div>
  );
}

export default function QuoteSums({ totals, split, sellerState, placeOfSupply }: Props) {
  const stateTax = stateTaxLabel(sellerState);
  return (
    <section aria-label="Totals" className="space-y-2 rounded-lg bg-zinc-50 p-4 lg:ml-auto lg:w-[28rem]">
      <p className="text-sm text-zinc-600">
        {split === 'intra'
          ? `The place of supply is ${sellerState}, the seller's state: CGST and ${stateTax}.`
          : `The place of supply is ${placeOfSupply}, the seller is in ${sellerState}: IGST.`}
      </p>
      <dl className="text-sm text-zinc-900">
        <Row label="Taxable value" paise={totals.taxable} />
        {split === 'intra' ? (
          <>
            <Row label="CGST" paise={totals.cgst} />
            <Row label={stateTax} paise={totals.sgst} />
          </>
        ) : (
          <Row label="IGST" paise={totals.igst} />
        )}
        <Row label="Round off" paise={totals.roundOff} />
        <Row label="Total" paise={totals.total} strong />
      </dl>
      <p className="text-sm font-medium text-zinc-800">{amountInWords(totals.total)}</p>
    </section>
  );
}
