/**
 * Under the weekly chart in the desk's reports, where interest comes from over the same 12 weeks
 * (SPEC §21.7): leads by source (the share kit's channels by name, with the medium), and per
 * machine its enquiries and chat clicks, the busiest first.
 * Side by side where there is room, each box as tall as its own rows.
 */
import { useId, type ReactNode } from 'react';
import { sourceDisplayName } from '../../../lib/share-links';
import type { LeadStats } from './lead-stats';

// The busiest rows are shown; the rest open on demand, so a large catalogue keeps the panel short.
const SHOWN = 8;

/** A box of figures: a row per thing, its name first; the busiest rows shown, the rest on demand. */
export function Figures({ caption, head, rows, empty = 'Nothing in these weeks yet.' }: { caption: string; head: string[]; rows: ReactNode[][]; empty?: string }) {
  const id = useId();
  // Four figures leave the name a fifth of a phone's width; fewer, the rest.
  const figureWidth = head.length > 4 ? 'w-1/5' : 'w-1/4';
  const table = (part: ReactNode[][], label: string) => (
    <table className="w-full table-fixed text-sm">
      <caption className="sr-only">{label}</caption>
      <thead>
        <tr className="text-xs text-zinc-600">
          {head.map((h, i) => (
            <th key={h} scope="col" className={`pb-1 font-semibold ${i === 0 ? 'text-left' : `${figureWidth} pl-1 text-right`}`}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {part.map(([first, ...figures], r) => (
          <tr key={r} className="border-t border-zinc-100 align-top">
            <th scope="row" className="py-1 pr-2 text-left font-normal [overflow-wrap:break-word]">
              {first}
            </th>
            {figures.map((figure, i) => (
              <td key={i} className="py-1 pl-1 text-right tabular-nums">
                {figure}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-lg border border-zinc-200 bg-white p-3">
      <h2 id={id} className="mb-2 text-sm font-semibold text-zinc-700">
        {caption}
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-zinc-600">{empty}</p>
      ) : (
        <>
          {table(rows.slice(0, SHOWN), caption)}
          {rows.length > SHOWN && (
            <details className="mt-1 text-sm">
              <summary className="cursor-pointer py-1 text-brand-700">Show {rows.length - SHOWN} more</summary>
              {table(rows.slice(SHOWN), `${caption}, continued`)}
            </details>
          )}
        </>
      )}
    </section>
  );
}

/** A source by its name ("WhatsApp", "Print (QR code)", a site's host) and, when tagged, its medium beside it. */
function SourceName({ source, medium }: { source: string; medium: string | null }) {
  return (
    <>
      {sourceDisplayName(source)}
      {medium && <span className="text-zinc-500"> · {medium}</span>}
    </>
  );
}

export default function LeadInterest({ stats }: { stats: LeadStats }) {
  return (
    <div className="grid min-w-0 items-start gap-3 lg:grid-cols-2">
      <Figures caption="By source, last 12 weeks" head={['Source', 'Enquiries']} rows={stats.sources.map((s) => [<SourceName key={0} {...s} />, s.enquiries])} />
      <Figures
        caption="Per product, last 12 weeks"
        head={['Product', 'Enquiries', 'Chat clicks']}
        rows={stats.products.map((p) => [p.productName, p.enquiries, p.chatClicks])}
      />
    </div>
  );
}
