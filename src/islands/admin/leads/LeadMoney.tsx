/**
 * In the desk's reports, the money of the last 12 business months (docs/spec.md §24.7), this month
 * first: quoted (the leads whose latest quotation was made in the month), ordered (the orders made
 * in it, not cancelled), collected (the payments whose money came in it) and outstanding (what the
 * month's orders still owe today); under them, what every order owes now. Short amounts (₹5.09L)
 * with the exact rupees in each one's title, as the value per week.
 */
import { formatRupees, toPaise } from '../../../lib/price';
import { useBusinessTimeZone } from '../shared/business-time-zone';
import { Figures } from './LeadInterest';
import type { LeadStats, MoneyFigure } from './lead-stats';
import { shortRupees } from './LeadValue';

function Money({ figure, unit }: { figure: MoneyFigure; unit: [string, string] }) {
  if (!figure.count) return <span className="text-zinc-500">–</span>;
  return (
    <>
      <span title={formatRupees(toPaise(figure.amount))}>{shortRupees(figure.amount)}</span>
      <span className="block text-xs text-zinc-600">
        {figure.count} {figure.count === 1 ? unit[0] : unit[1]}
      </span>
    </>
  );
}

const LEADS: [string, string] = ['lead', 'leads'];
const ORDERS: [string, string] = ['order', 'orders'];
const PAYMENTS: [string, string] = ['payment', 'payments'];

export default function LeadMoney({ stats }: { stats: LeadStats }) {
  const zone = useBusinessTimeZone();
  const monthOf = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: zone });
  const { months, outstanding } = stats.money;
  const anything = months.some((m) => m.quoted.count || m.ordered.count || m.collected.count || m.outstanding.count);
  const rows = months.map((month) => [
    monthOf.format(new Date(month.start)),
    <Money key="quoted" figure={month.quoted} unit={LEADS} />,
    <Money key="ordered" figure={month.ordered} unit={ORDERS} />,
    <Money key="collected" figure={month.collected} unit={PAYMENTS} />,
    <Money key="outstanding" figure={month.outstanding} unit={ORDERS} />,
  ]);
  return (
    <div className="min-w-0 space-y-1">
      <Figures
        caption="Money per month, last 12 months"
        // Soft hyphens: a phone's narrow column breaks the long words there, not anywhere.
        head={['Month', 'Quoted', 'Ordered', 'Col\u00ADlected', 'Out\u00ADstanding']}
        rows={anything ? rows : []}
        empty="Nothing in these months yet."
      />
      <p className="px-3 text-sm text-zinc-600">
        Outstanding now, every order:{' '}
        <span className="font-semibold tabular-nums text-zinc-900" title={formatRupees(toPaise(outstanding.amount))}>
          {formatRupees(toPaise(outstanding.amount))}
        </span>{' '}
        ({outstanding.count} {outstanding.count === 1 ? 'order' : 'orders'})
      </p>
    </div>
  );
}
