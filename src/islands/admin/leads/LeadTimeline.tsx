/**
 * A lead's timeline (SPEC §21.3), oldest first: what happened, who did it (the site's own entries
 * name nobody) and when, in business time. A repeat enquiry links to its own lead. Notes, buyers'
 * messages and names are isolated (`<bdi>`), so a direction mark in one turns nothing around it.
 */
import type { TimelineEntry } from '../../../lib/types';
import { inPlace } from '../shared/admin-navigation';
import { useBusinessTimeZone } from '../shared/business-time-zone';
import { formatDateTime } from '../shared/format';
import { leadDeskHref } from './lead-desk-query';
import { timelineEntryText } from './timeline-text';

function What({ entry, zone }: { entry: TimelineEntry; zone: string }) {
  const text = timelineEntryText(entry, zone);
  if (entry.kind !== 'repeat' || !entry.to) return <>{text}</>;
  const href = leadDeskHref({ lead: entry.to });
  return (
    <a href={href} onClick={inPlace(href)} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
      {text}
    </a>
  );
}

export default function LeadTimeline({ entries }: { entries: TimelineEntry[] }) {
  const zone = useBusinessTimeZone();
  return (
    <ol aria-label="Timeline, oldest first" className="space-y-3 border-l-2 border-zinc-200 pl-4">
      {entries.map((entry, i) => (
        <li key={`${entry.at} ${i}`} className="relative">
          <span aria-hidden="true" className="absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full bg-brand-600" />
          <p className="font-semibold text-zinc-900">
            <What entry={entry} zone={zone} />
          </p>
          <p className="text-sm text-zinc-600">
            {entry.by && (
              <>
                <bdi>{entry.by}</bdi> ·{' '}
              </>
            )}
            <time dateTime={entry.at}>{formatDateTime(entry.at, zone)}</time>
          </p>
          {entry.text && (
            <p className="mt-1 whitespace-pre-line rounded-md bg-zinc-50 px-3 py-2 text-zinc-800">
              <bdi>{entry.text}</bdi>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
