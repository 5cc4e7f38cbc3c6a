/**
 * The quotation's lines: on a wide screen a table-like grid under one row of column headings; on a
 * phone each line a card of its own. Every control keeps its own label (hidden from sight on the
 * grid, where the heading says it). A line's description wraps to show it whole; its GST box offers
 * the rates in force on the quotation's date, with what a service's rate depends on said beside it.
 * A line's taxable amount follows what is typed. A machine's line has its scope of supply under it
 * (the catalogue's, changed here for this quotation alone).
 */
import { useEffect, useRef, useState } from 'react';
import { formatRupees } from '../../../lib/price';
import { serviceRateNote } from '../../../lib/quotes/gst-rates';
import { FieldError, fieldClass } from '../shared/form-parts';
import { PlusIcon, TrashIcon } from '../shared/icons';
import QuoteField, { controlProps, WrappingText } from './QuoteField';
import QuoteMachinePicker from './QuoteMachinePicker';
import { FREE_LINE_SUGGESTIONS, UNIT_SUGGESTIONS, describedLine, freeLine, machineLine, offeredRates, type LineDraft } from './quote-draft';

// Description, HSN/SAC, quantity, unit, unit price, discount, GST, taxable, remove.
const GRID = 'lg:grid lg:grid-cols-[minmax(0,1fr)_6.5rem_5.5rem_5rem_8rem_5.5rem_5.5rem_8rem_2.75rem] lg:items-start lg:gap-2';
const HEADINGS = ['Description', 'HSN/SAC', 'Quantity', 'Unit', 'Unit price ₹', 'Discount %', 'GST rate', 'Taxable', ''];
const NUMBER_COLUMNS = new Set([2, 4, 5, 7]);

interface Props {
  id: string;
  /** The quotation's date ('YYYY-MM-DD'): its GST rates are the ones in force then. */
  day: string;
  lines: LineDraft[];
  onChange: (update: (lines: LineDraft[]) => LineDraft[]) => void;
  /** Problems by field ('items.<key>.<field>', and 'items' for the list itself). */
  problems: Record<string, string>;
  /** Each countable line's taxable amount in paise, by its key. */
  taxable: Map<string, number>;
}

export default function QuoteLines({ id, day, lines, onChange, problems, taxable }: Props) {
  const [picking, setPicking] = useState(false);
  const focusLine = useRef<string | null>(null);

  // A line just added: the cursor goes to its description (a machine's: its price).
  useEffect(() => {
    const key = focusLine.current;
    if (!key) return;
    focusLine.current = null;
    const line = lines.find((l) => l.key === key);
    document.getElementById(`${id}-${key}-${line?.productId ? 'unitPrice' : 'description'}`)?.focus();
  }, [id, lines]);

  const add = (line: LineDraft) => {
    focusLine.current = line.key;
    onChange((all) => [...all, line]);
  };
  const set = (key: string, part: Partial<LineDraft>) => onChange((all) => all.map((line) => (line.key === key ? { ...line, ...part } : line)));

  const describe = (line: LineDraft, description: string) => set(line.key, describedLine(line, description));

  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="mb-2 text-base font-bold text-brand-900">Lines</legend>
      <datalist id={`${id}-units`}>
        {UNIT_SUGGESTIONS.map((unit) => (
          <option key={unit} value={unit} />
        ))}
      </datalist>
      <div aria-hidden="true" className={`hidden border-b border-zinc-200 pb-1 text-sm font-semibold text-zinc-600 ${GRID}`}>
        {HEADINGS.map((heading, i) => (
          <span key={i} className={NUMBER_COLUMNS.has(i) ? 'text-right' : ''}>
            {heading}
          </span>
        ))}
      </div>
      <div className="space-y-3 lg:space-y-2">
        {lines.map((line, index) => {
          const field = (name: keyof LineDraft) => `${id}-${line.key}-${name}`;
          const problem = (name: keyof LineDraft) => problems[`items.${line.key}.${name}`];
          const input = (name: 'hsn' | 'quantity' | 'unitPrice' | 'discountPercent' | 'unit', extra: { inputMode?: 'decimal' | 'numeric'; list?: string; right?: boolean } = {}) => (
            <input
              {...controlProps(field(name), problem(name))}
              value={line[name]}
              onChange={(event) => set(line.key, { [name]: event.target.value })}
              inputMode={extra.inputMode}
              list={extra.list}
              autoComplete="off"
              className={`${fieldClass} ${extra.right ? 'lg:text-right' : ''}`}
            />
          );
          const amount = taxable.get(line.key);
          const note = serviceRateNote(line.hsn, day);
          return (
            <div
              key={line.key}
              role="group"
              aria-label={`Line ${index + 1}`}
              className={`grid grid-cols-2 gap-3 rounded-lg border border-zinc-200 p-3 lg:rounded-none lg:border-0 lg:p-0 ${GRID}`}
            >
              <p aria-hidden="true" className="col-span-2 text-sm font-semibold text-zinc-600 lg:hidden">
                Line {index + 1}
              </p>
              <QuoteField id={field('description')} label="Description" problem={problem('description')} required deskLabel={false} className="col-span-2 lg:col-span-1">
                <WrappingText
                  {...controlProps(field('description'), problem('description'))}
                  value={line.description}
                  onChange={(event) => describe(line, event.target.value)}
                  autoComplete="off"
                  className={`${fieldClass} resize-none overflow-hidden`}
                />
                {!line.productId && !line.description.trim() && (
                  <div role="group" aria-label={`Usual lines for line ${index + 1}`} className="mt-1 flex flex-wrap gap-1">
                    {FREE_LINE_SUGGESTIONS.map((suggestion) => (
                      <button
                        key={suggestion.description}
                        type="button"
                        onClick={() => describe(line, suggestion.description)}
                        className="min-h-8 rounded-full border border-zinc-300 bg-white px-3 text-sm text-zinc-800 hover:bg-zinc-50"
                      >
                        {suggestion.description}
                      </button>
                    ))}
                  </div>
                )}
              </QuoteField>
              <QuoteField id={field('hsn')} label="HSN/SAC" problem={problem('hsn')} required deskLabel={false}>
                {input('hsn', { inputMode: 'numeric' })}
              </QuoteField>
              <QuoteField id={field('quantity')} label="Quantity" problem={problem('quantity')} required deskLabel={false}>
                {input('quantity', { inputMode: 'decimal', right: true })}
              </QuoteField>
              <QuoteField id={field('unit')} label="Unit" problem={problem('unit')} deskLabel={false}>
                {input('unit', { list: `${id}-units` })}
              </QuoteField>
              <QuoteField id={field('unitPrice')} label="Unit price ₹" problem={problem('unitPrice')} required deskLabel={false}>
                {input('unitPrice', { inputMode: 'decimal', right: true })}
              </QuoteField>
              <QuoteField id={field('discountPercent')} label="Discount %" problem={problem('discountPercent')} deskLabel={false}>
                {input('discountPercent', { inputMode: 'decimal', right: true })}
              </QuoteField>
              <QuoteField id={field('gstRate')} label="GST rate" problem={problem('gstRate')} deskLabel={false}>
                <select
                  {...controlProps(field('gstRate'), problem('gstRate'), note ? `${field('gstRate')}-note` : undefined)}
                  value={line.gstRate}
                  onChange={(event) => set(line.key, { gstRate: event.target.value })}
                  className={fieldClass}
                >
                  {offeredRates(line, day).map(({ rate, inForce }) => (
                    <option key={rate} value={String(rate)}>
                      {inForce ? `${rate} %` : `${rate} % (no longer in force)`}
                    </option>
                  ))}
                </select>
              </QuoteField>
              {note && (
                // Beside the rate: under it in a card; on the grid, in the row below, ending under the GST column.
                <p id={`${field('gstRate')}-note`} className="col-span-2 text-sm text-zinc-700 lg:col-start-3 lg:col-end-8 lg:row-start-2 lg:text-right">
                  {note}
                </p>
              )}
              <p className="col-span-2 flex flex-wrap items-center justify-between gap-x-2 lg:col-span-1 lg:block lg:min-h-11 lg:py-2 lg:text-right">
                <span className="text-sm font-medium text-zinc-600 lg:sr-only">Taxable</span>
                <output htmlFor={[field('quantity'), field('unitPrice'), field('discountPercent')].join(' ')} className="font-semibold text-zinc-900 tabular-nums">
                  {amount === undefined ? '–' : formatRupees(amount)}
                </output>
              </p>
              <button
                type="button"
                onClick={() => onChange((all) => all.filter((l) => l.key !== line.key))}
                aria-label={`Remove line ${index + 1}`}
                className="col-span-2 inline-flex min-h-11 items-center justify-center gap-2 justify-self-end rounded-md px-3 text-red-700 hover:bg-red-50 lg:col-span-1 lg:px-0"
              >
                <TrashIcon />
                <span className="lg:sr-only" aria-hidden="true">
                  Remove
                </span>
              </button>
              {(line.productId || line.scope) && (
                // A machine's scope of supply, under its line across the grid: what the buyer's bank reads it includes.
                <QuoteField id={field('scope')} label={`Scope of supply, line ${index + 1}`} problem={problem('scope')} className="col-span-2 lg:col-span-full">
                  <textarea
                    {...controlProps(field('scope'), problem('scope'))}
                    value={line.scope}
                    onChange={(event) => set(line.key, { scope: event.target.value })}
                    rows={Math.min(6, Math.max(2, line.scope.split('\n').length))}
                    maxLength={2000}
                    className={fieldClass}
                  />
                </QuoteField>
              )}
            </div>
          );
        })}
      </div>
      <FieldError id={`${id}-items-error`} message={problems.items} />
      {picking ? (
        <QuoteMachinePicker
          onPick={(machine) => {
            setPicking(false);
            add(machineLine(machine));
          }}
          onClose={() => setPicking(false)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => setPicking(true)} className="inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-600 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50">
            <PlusIcon />
            Add a machine
          </button>
          <button type="button" onClick={() => add(freeLine())} className="inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-600 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50">
            <PlusIcon />
            Add a line
          </button>
        </div>
      )}
    </fieldset>
  );
}
