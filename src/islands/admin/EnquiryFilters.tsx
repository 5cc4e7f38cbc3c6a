/** The enquiries list's filters: status, product and a date range. */
import { useId, type ReactNode } from 'react';
import { MESSAGES } from '../../lib/messages';
import { MISSING_PRODUCT, type EnquiryFilter } from './enquiry-filters';
import { ENQUIRY_STATUSES, type AdminEnquiry, type EnquiryStatus } from '../../lib/types';

const control = 'block h-11 w-full min-w-0 rounded-md border border-zinc-300 bg-white px-2 text-base';

interface Props {
  filter: EnquiryFilter;
  onChange: (filter: EnquiryFilter) => void;
  enquiries: AdminEnquiry[];
}

export default function EnquiryFilters({ filter, onChange, enquiries }: Props) {
  const id = useId();
  const products = new Map<string, string>();
  for (const e of enquiries) products.set(e.productId ?? MISSING_PRODUCT, e.productName ?? MESSAGES.missingProduct);
  const set = (change: Partial<EnquiryFilter>) => onChange({ ...filter, ...change });
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
    <fieldset className="mb-4 flex min-w-0 flex-wrap items-end gap-3 [contain:inline-size]">
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
          {[...products].sort((a, b) => a[1].localeCompare(b[1])).map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>,
      )}
      {field('from', 'From', <input id={`${id}-from`} type="date" value={filter.from} max={filter.to || undefined} onChange={(e) => set({ from: e.target.value })} className={control} />)}
      {field('to', 'To', <input id={`${id}-to`} type="date" value={filter.to} min={filter.from || undefined} onChange={(e) => set({ to: e.target.value })} className={control} />)}
    </fieldset>
  );
}
