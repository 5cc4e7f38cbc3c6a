/**
 * What an erasure did (docs/spec.md §26.4): the rows changed or removed in each place and what tax
 * law kept, or that nothing was left to erase. Announced to a screen reader as it appears.
 */
import { ERASURE_PLACES, erasureAnswer, KEPT_PLACES, type ErasurePlace, type ErasureResult, type KeptPlace } from '../../../lib/erasure';

const ERASED_IN: Record<ErasurePlace, string> = {
  enquiries: 'Leads',
  enquiry_events: 'Timeline entries',
  quotes: 'Quotations',
  enquiry_deliveries: 'Lead notifications',
  quote_deliveries: 'Quotation notices',
  order_deliveries: 'Order document mails (errors)',
  users: 'Accounts deleted',
  rate_limit_events: 'Sign-in limit records',
  access_log: 'Access log details',
  mail: 'Mails removed from the mail folder',
};

const KEPT_IN: Record<KeptPlace, string> = {
  orders: 'Orders',
  proformas: 'Proforma invoices',
  payments: 'Payments',
  quotes: 'Quotations orders were made from',
};

function Counts<Place extends string>({ caption, places, counts, labels }: { caption: string; places: readonly Place[]; counts: Record<Place, number>; labels: Record<Place, string> }) {
  return (
    <table className="mt-3 w-full max-w-md text-sm">
      <caption className="text-left font-semibold text-zinc-900">{caption}</caption>
      <tbody>
        {places.map((place) => (
          <tr key={place} className="border-b border-zinc-100">
            <th scope="row" className="py-1.5 pr-3 text-left font-normal text-zinc-700">
              {labels[place]}
            </th>
            <td className="py-1.5 text-right tabular-nums">{counts[place]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function ErasureSummary({ result, who }: { result: ErasureResult; who: string }) {
  const keptAny = KEPT_PLACES.some((place) => result.kept[place] > 0);
  return (
    <div role="status" className="mt-6 rounded-md border border-zinc-200 bg-zinc-50 p-4">
      <p className="font-semibold text-zinc-900">{erasureAnswer(result)}</p>
      <p className="mt-0.5 text-sm text-zinc-600 [overflow-wrap:anywhere]">{who}</p>
      <Counts caption="Erased" places={ERASURE_PLACES} counts={result.tables} labels={ERASED_IN} />
      {keptAny && <Counts caption="Kept by law (CGST Act 2017, section 36)" places={KEPT_PLACES} counts={result.kept} labels={KEPT_IN} />}
    </div>
  );
}
