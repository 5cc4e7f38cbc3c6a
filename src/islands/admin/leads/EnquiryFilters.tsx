/**
 * The enquiries list's filters (SPEC §12): status, product (each product named by an enquiry, from
 * the server's figures), owner (docs/spec.md §23.2: mine, nobody's, or a person's of the desk), a
 * date range of business days, the latest quotation (any, or none, and its value in rupees), and
 * the order: newest first or the highest quotation value first (docs/spec.md §23.6). On a phone
 * they fold away behind the list's "Filters" button (FiltersToggle), so the leads start on the first
 * screen; on a wider screen they are a row or two above the list.
 */
import { useId, useState, type ReactNode } from 'react';
import { FilterIcon } from '../shared/icons';
import { MISSING_PRODUCT, OWNER_ME, OWNER_NONE, VALUE_SORT, type DeskMember, type QuotedFilter } from '../../../lib/lead-list';
import type { LeadDeskQuery } from './lead-desk-query';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../../lib/types';
import type { LeadStats } from './lead-stats';

const control = 'block h-11 w-full min-w-0 rounded-md border border-zinc-300 bg-white px-2 text-base';

type Filter = Pick<LeadDeskQuery, 'status' | 'product' | 'from' | 'to' | 'owner' | 'quoted' | 'minValue' | 'maxValue' | 'sort'>;
/** The follow-up view, whose own order the order's first choice names. */
type Shown = Filter & Pick<LeadDeskQuery, 'view'>;

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

/** How many of the filters are set (the order is not one). */
export const filtersSet = (filter: Filter) =>
  [filter.status, filter.product, filter.from, filter.to, filter.owner, filter.quoted, filter.minValue, filter.maxValue].filter(Boolean).length;

/**
 * An amount in rupees, applied when the field is left or Enter is pressed (not at each key: "5" on
 * the way to "500000" is no filter). Typed as people write it ("₹5,00,000"); what is not an amount
 * clears it.
 */
function AmountInput({ id, value, onApply }: { id: string; value: string; onApply: (rupees: string) => void }) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  // The address changed it (Back, "Clear search and filters"): show that.
  if (value !== applied) {
    setApplied(value);
    setText(value);
  }
  const apply = () => {
    const rupees = text.replace(/[₹,\s]/g, '');
    const valid = /^\d{1,12}(\.\d{1,2})?$/.test(rupees) ? rupees : '';
    setText(valid);
    if (valid !== value) onApply(valid);
  };
  return (
    <input
      id={id}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      placeholder="Any"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={apply}
      onKeyDown={(e) => e.key === 'Enter' && apply()}
      className={control}
    />
  );
}

interface Props {
  id: string;
  /** Shown on a phone (always on a wider screen). */
  open: boolean;
  filter: Shown;
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
      {field(
        'quoted',
        'Quotation',
        <select id={`${id}-quoted`} value={filter.quoted} onChange={(e) => set({ quoted: e.target.value as QuotedFilter | '' })} className={control}>
          <option value="">Any</option>
          <option value="yes">Quoted</option>
          <option value="no">Not quoted</option>
        </select>,
      )}
      {field('min-value', 'Min. value (₹)', <AmountInput id={`${id}-min-value`} value={filter.minValue} onApply={(minValue) => set({ minValue })} />)}
      {field('max-value', 'Max. value (₹)', <AmountInput id={`${id}-max-value`} value={filter.maxValue} onApply={(maxValue) => set({ maxValue })} />)}
      {field(
        'sort',
        'Order',
        <select id={`${id}-sort`} value={filter.sort} onChange={(e) => set({ sort: e.target.value === VALUE_SORT ? VALUE_SORT : '' })} className={control}>
          <option value="">{filter.view ? 'Earliest follow-up first' : 'Newest first'}</option>
          <option value={VALUE_SORT}>Highest value first</option>
        </select>,
      )}
    </fieldset>
  );
}
