/**
 * In the desk's reports, what the pipeline is worth over the last 12 weeks (docs/spec.md §23.6):
 * the quoted and won value of each week, the newest first, and of each owner with the team's total.
 * Quoted: the leads whose latest quotation was made in the week; won: the leads moved to Won in it;
 * each at its latest quotation's total. Amounts are short (₹5.09L, ₹8.14Cr) so that a phone's
 * column holds them; the exact rupees are in each one's title.
 */
import { formatRupees } from '../../../lib/price';
import { useBusinessTimeZone } from '../shared/business-time-zone';
import { Figures } from './LeadInterest';
import type { LeadStats, PipelineValue } from './lead-stats';

// Lakh and crore, three figures at most.
const SHORT_RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', notation: 'compact', maximumSignificantDigits: 3 });

/** "₹5.09L", "₹8.14Cr": short enough for a phone's column; the exact rupees go in its title. */
export const shortRupees = (rupees: number) => SHORT_RUPEES.format(rupees);

function Value({ value }: { value: PipelineValue }) {
  if (!value.leads) return <span className="text-zinc-500">–</span>;
  return (
    <>
      <span title={formatRupees(value.paise)}>{shortRupees(value.paise / 100)}</span>
      <span className="block text-xs text-zinc-600">
        {value.leads} {value.leads === 1 ? 'lead' : 'leads'}
      </span>
    </>
  );
}

const sum = (values: PipelineValue[]): PipelineValue => values.reduce((all, v) => ({ leads: all.leads + v.leads, paise: all.paise + v.paise }), { leads: 0, paise: 0 });

export default function LeadValue({ stats }: { stats: LeadStats }) {
  const zone = useBusinessTimeZone();
  const weekOf = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: zone });
  const anything = stats.weeks.some((week) => week.quoted.leads || week.won.leads);
  const weeks = [...stats.weeks].reverse().map((week) => [weekOf.format(new Date(week.start)), <Value key="quoted" value={week.quoted} />, <Value key="won" value={week.won} />]);
  const owners = stats.valueByOwner.map((owner) => [
    owner.ownerName ? <bdi key="name">{owner.ownerName}</bdi> : <span key="name" className="text-zinc-600">Unassigned</span>,
    <Value key="quoted" value={owner.quoted} />,
    <Value key="won" value={owner.won} />,
  ]);
  const team = [
    <strong key="team">Team</strong>,
    <Value key="quoted" value={sum(stats.valueByOwner.map((o) => o.quoted))} />,
    <Value key="won" value={sum(stats.valueByOwner.map((o) => o.won))} />,
  ];
  return (
    <div className="grid min-w-0 items-start gap-3 lg:grid-cols-2">
      <Figures caption="Value per week, last 12 weeks" head={['Week of', 'Quoted', 'Won']} rows={anything ? weeks : []} />
      <Figures caption="Value per owner, last 12 weeks" head={['Owner', 'Quoted', 'Won']} rows={owners.length ? [...owners, team] : []} />
    </div>
  );
}
