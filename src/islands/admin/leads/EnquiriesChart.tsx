/**
 * Enquiries per week for the last 12 weeks, stacked by status: an inline SVG a sales manager reads
 * at a glance, with the same figures as a table for screen readers and anyone who wants numbers.
 * The server counts the weeks (GET /api/lead-stats), in business time, over every enquiry.
 */
import { useId } from 'react';
import { ENQUIRY_STATUSES } from '../../../lib/types';
import { STATUS_STYLE } from './lead-status';
import { useBusinessTimeZone } from '../shared/business-time-zone';
import type { LeadStats } from './lead-stats';

const WIDTH = 600;
const HEIGHT = 140;
const BAR_GAP = 10;

export default function EnquiriesChart({ weeks: counted }: { weeks: LeadStats['weeks'] }) {
  const captionId = useId();
  const zone = useBusinessTimeZone();
  const weeks = counted.map((week) => ({ ...week, start: new Date(week.start) }));
  // Each week's Monday as the business counts it (a Sunday evening elsewhere).
  const weekOf = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: zone });
  const max = Math.max(1, ...weeks.map((w) => w.total));
  const slot = WIDTH / weeks.length;
  const total = weeks.reduce((sum, w) => sum + w.total, 0);
  const byStatus = ENQUIRY_STATUSES.map((s) => [s, weeks.reduce((sum, w) => sum + w.counts[s], 0)] as const);

  // Inline-size containment: the chart (and its opened table) takes the width it is given and
  // never widens the admin panel's column on a narrow phone.
  return (
    <figure className="min-w-0 rounded-lg border border-zinc-200 bg-white p-3 [contain:inline-size]">
      <figcaption id={captionId} className="mb-2 text-sm font-semibold text-zinc-700">
        Enquiries per week, last 12 weeks ({total} in all)
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 18}`}
        className="block h-auto w-full"
        role="img"
        aria-labelledby={captionId}
      >
        <line x1="0" x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-zinc-300" />
        {weeks.map((week, i) => {
          let top = HEIGHT;
          return (
            <g key={week.start.toISOString()}>
              <title>{`Week of ${weekOf.format(week.start)}: ${week.total}`}</title>
              {ENQUIRY_STATUSES.map((status) => {
                const height = (week.counts[status] / max) * (HEIGHT - 6);
                if (!height) return null;
                top -= height;
                return <rect key={status} x={i * slot + BAR_GAP / 2} y={top} width={slot - BAR_GAP} height={height} className={STATUS_STYLE[status].fill} />;
              })}
              {i % 2 === weeks.length % 2 ? null : (
                <text x={i * slot + slot / 2} y={HEIGHT + 14} textAnchor="middle" className="fill-zinc-500 text-[11px]">
                  {weekOf.format(week.start)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-zinc-700">
        {byStatus.map(([status, count]) => (
          <li key={status} className="flex items-center gap-1.5 whitespace-nowrap">
            <span aria-hidden="true" className={`size-3 rounded-sm ${STATUS_STYLE[status].swatch}`} />
            {status} {count}
          </li>
        ))}
      </ul>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-700">Show the figures</summary>
        <div data-scrolls-sideways className="mt-2 max-w-full overflow-x-auto">
          <table className="text-xs">
            <caption className="sr-only">Enquiries per week by status, last 12 weeks</caption>
            <thead>
              <tr>
                <th scope="col" className="px-1 text-left">Week of</th>
                {ENQUIRY_STATUSES.map((s) => (
                  <th key={s} scope="col" className="px-1 text-right">{s}</th>
                ))}
                <th scope="col" className="px-1 text-right">Total</th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.start.toISOString()}>
                  <th scope="row" className="whitespace-nowrap px-1 text-left font-normal">{weekOf.format(week.start)}</th>
                  {ENQUIRY_STATUSES.map((s) => (
                    <td key={s} className="px-1 text-right">{week.counts[s]}</td>
                  ))}
                  <td className="px-1 text-right font-semibold">{week.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
