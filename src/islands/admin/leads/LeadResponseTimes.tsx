/**
 * In the desk's reports, how fast the last 12 weeks' leads were first answered (docs/spec.md
 * §23.3): per person who answered first, and for the team, the leads answered, the median and the
 * 90th percentile in business minutes; and how many are still unanswered.
 */
import { minutesText } from '../../../lib/business-hours';
import { Figures } from './LeadInterest';
import type { LeadStats, ResponseTimes } from './lead-stats';

const figures = ({ answered, medianMinutes, p90Minutes }: ResponseTimes) => [
  answered,
  medianMinutes === null ? '–' : minutesText(medianMinutes),
  p90Minutes === null ? '–' : minutesText(p90Minutes),
];

export default function LeadResponseTimes({ stats }: { stats: LeadStats }) {
  const { team, people } = stats.responseTimes;
  const rows = team.answered ? [...people.map((person) => [<bdi key="name">{person.name}</bdi>, ...figures(person)]), [<strong key="team">Team</strong>, ...figures(team)]] : [];
  return (
    <div className="min-w-0 space-y-1">
      <Figures caption="First response, last 12 weeks (business hours)" head={['Who', 'Answered', 'Median', '90%']} rows={rows} />
      {team.unanswered > 0 && (
        <p className="px-3 text-sm text-zinc-600">
          {team.unanswered} {team.unanswered === 1 ? 'lead is' : 'leads are'} not answered yet.
        </p>
      )}
    </div>
  );
}
