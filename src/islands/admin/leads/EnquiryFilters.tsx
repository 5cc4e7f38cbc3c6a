/**
 * The enquiries list's filters (SPEC §12): status, product (each product named by an enquiry, from
 * the server's figures), owner (docs/spec.md §23.2: mine, nobody's, or a person's of the desk) and
 * a date range of business days. On a phone they fold away behind the
 * list's "Filters" button (FiltersToggle), so the leads start on the first screen; on a wider
 * screen they are one row above the list.
 */
import { useId, type ReactNode } from 'react';
import { FilterIcon } from '../shared/icons';
import { MISSING_PRODUCT, OWNER_ME, OWNER_NONE, type DeskMember } from '../../../lib/lead-list';
import type { LeadDeskQuery } from './lead-desk-query';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../../lib/types';
import type { LeadStats } from './lead-stats';

const control = 'block h-11 w-full min-w-0 rounded-md border border-zinc-300 bg-white px-2 text-base';

type Filter = Pick<LeadDeskQuery, 'status' | 'product' | 'from' | 'to' | 'owner'>;

/** The button that shows or folds the filters on a phone, with how many are set. */
export function FiltersToggle({ open, onToggle, set, controls }: { open: boolean; onToggle: () => void; set: number; controls: string }) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="inline-flex min-h-11 items-center gap-2 rounded-md border border-zinc-300 bg-white px-4 font-semibold text-zinc-800 hover:bg-zinc-50 md:hidden"
    >
      <FilterIcon />
      Filters{set > 0 && ` (${set})`}
    </button>
  );
}

/** How many of the filters are set. */
export const filtersSet = (filter: Filter) => [filter.status, filter.product, filter.from, filter.to, filter.owner].filter(Boolean).length;

interface Props {
  id: string;
  /** Shown on a phone (always on a wider screen). */
  open: boolean;
  filter: Filter;
  onChange: (change: Partial<Filter>) => void;
  products: LeadStats['enquiredProducts'];
  /** Whom the owner filter offers beside "My leads" and "Unassigned" (null while they load). */
  people: DeskMember[] | null;
}

export default function EnquiryFilters({ id: fieldsetId, open, filter, onChange: set, products, people }: Props) {
  const id = useId();
  const field = (name: string, label: string, input: ReactNode) => (
    <div className="min-w-0 flex-1 basis-36">
      <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-medium text-zinc-700">
        {label}
      </label>
      {input}
    </div>
  );

  return (
    // Contained like the chart: a long product name in the select must not widen the page.
    <fieldset id={fieldsetId} className={`mb-4 min-w-0 flex-wrap items-end gap-3 [contain:inline-size] md:flex ${open ? 'flex' : 'hidden'}`}>
      <legend className="sr-only">Filter enquiries</legend>
      {field(
        'status',
        'Status',
        <select id={`${id}-status`} value={filter.status} onChange={(e) => set({ status: e.target.value as EnquiryStatus | '' })} className={control}>
          <option value="">All statuses</option>
          {ENQUIRY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>,
      )}
      {field(
        'product',
        'Product',
        <select id={`${id}-product`} value={filter.product} onChange={(e) => set({ product: e.target.value })} className={control}>
          <option value="">All products</option>
          {products.map(({ productId, productName }) => (
            <option key={productId ?? MISSING_PRODUCT} value={productId ?? MISSING_PRODUCT}>
              {productName}
            </option>
          ))}
        </select>,
      )}
      {field(
        'owner',
        'Owner',
        <select id={`${id}-owner`} value={filter.owner} onChange={(e) => set({ owner: e.target.value })} className={control}>
          <option value="">Anyone’s leads</option>
          <option value={OWNER_ME}>My leads</option>
          <option value={OWNER_NONE}>Unassigned</option>
          {(people ?? []).map((person) => (
            <option key={person._id} value={person._id}>
              {person.name}
            </option>
          ))}
          {/* Someone the list of people does not (yet) hold: still the filter in force. */}
          {filter.owner && filter.owner !== OWNER_ME && filter.owner !== OWNER_NONE && !people?.some((p) => p._id === filter.owner) && (
            <option value={filter.owner}>Another person</option>
          )}
        </select>,
      )}
      {field('from', 'From', <input id={`${id}-from`} type="date" value={filter.from} max={filter.to || undefined} onChange={(e) => set({ from: e.target.value })} className={control} />)}
      {field('to', 'To', <input id={`${id}-to`} type="date" value={filter.to} min={filter.from || undefined} onChange={(e) => set({ to: e.target.value })} className={control} />)}
    </fieldset>
  );
}
