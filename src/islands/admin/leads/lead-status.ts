/** How each lead status looks in the admin panel: one colour per status, in the list and the chart. */
import type { EnquiryStatus } from '../../../lib/types';

export const STATUS_STYLE: Record<EnquiryStatus, { badge: string; fill: string; swatch: string }> = {
  New: { badge: 'bg-sky-100 text-sky-900', fill: 'fill-sky-500', swatch: 'bg-sky-500' },
  Contacted: { badge: 'bg-amber-100 text-amber-900', fill: 'fill-amber-500', swatch: 'bg-amber-500' },
  Quoted: { badge: 'bg-violet-100 text-violet-900', fill: 'fill-violet-500', swatch: 'bg-violet-500' },
  Won: { badge: 'bg-emerald-100 text-emerald-900', fill: 'fill-emerald-600', swatch: 'bg-emerald-600' },
  Lost: { badge: 'bg-zinc-200 text-zinc-800', fill: 'fill-zinc-400', swatch: 'bg-zinc-400' },
};
