/**
 * A single category's filters on its page (docs/spec.md §25.3): a fieldset per filterable
 * specification, each option a box with its count (0 greyed, still a box to tick). It folds in a
 * <details> (closed as built, so a phone's first screen keeps its machines; a desktop opens it once
 * the island runs). Without script it is a GET form to the category's filter page (a function);
 * with script each box applies in place (`onChange`) and "Clear filters" unticks all.
 */
import { useEffect, useRef } from 'react';
import { categoryFilterPath, categoryPageHref } from '../../lib/public-address';
import type { CategoryValue } from '../../lib/categories';
import type { FilterCounts, FilterTicks, SpecFilter } from '../../lib/spec-filters';

interface Props {
  category: CategoryValue;
  filters: SpecFilter[];
  ticks: FilterTicks;
  counts: FilterCounts;
  hydrated: boolean;
  /** A box ticked or unticked, or (key null) every box unticked. */
  onChange(key: string | null, value?: string, checked?: boolean): void;
}

/** Where the panel starts open: beside the machines, not above them. */
const WIDE = '(min-width: 1024px)';

export default function SpecFilterPanel({ category, filters, ticks, counts, hydrated, onChange }: Props) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current && window.matchMedia(WIDE).matches) details.current.open = true;
  }, []);
  const tickedCount = Object.values(ticks).reduce((n, values) => n + values.length, 0);

  return (
    <form
      action={categoryFilterPath(category)}
      method="get"
      className="self-start rounded-lg border border-zinc-200 bg-white p-3 sm:p-4"
      onSubmit={(event) => hydrated && event.preventDefault()}
    >
      <details ref={details} className="group">
        <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 rounded-md px-1 text-sm font-bold uppercase tracking-wider text-zinc-600 hover:bg-brand-50">
          <span>Filters{tickedCount > 0 && <span className="ml-1 normal-case tracking-normal text-brand-700">({tickedCount} ticked)</span>}</span>
          <span aria-hidden="true" className="transition-transform group-open:rotate-180 motion-reduce:transition-none">
            ▾
          </span>
        </summary>
        {filters.map((filter) => (
          <fieldset key={filter.key} className="mt-3">
            <legend className="px-1 text-xs font-bold uppercase tracking-wider text-zinc-500">{filter.name}</legend>
            <ul className="mt-1 grid grid-cols-2 gap-x-2 sm:grid-cols-3 lg:grid-cols-1">
              {filter.options.map((option) => {
                const id = `filter-${filter.key}-${option.value}`;
                const count = counts[filter.key]?.[option.value] ?? 0;
                return (
                  <li key={option.value}>
                    <label
                      htmlFor={id}
                      className={`flex min-h-11 cursor-pointer items-center gap-2.5 rounded-md px-1 text-[0.8125rem] leading-tight hover:bg-brand-50 sm:px-2 sm:text-sm ${count === 0 ? 'text-zinc-500' : 'text-zinc-800'}`}
                    >
                      <input
                        id={id}
                        type="checkbox"
                        name={filter.key}
                        value={option.value}
                        checked={ticks[filter.key]?.includes(option.value) ?? false}
                        onChange={(event) => onChange(filter.key, option.value, event.currentTarget.checked)}
                        className="size-4.5 shrink-0 accent-brand-600"
                      />
                      <span className="min-w-0">
                        {option.label} <span className="text-zinc-500">({count})</span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
        <p className="mt-3 flex items-center gap-4 px-1">
          {!hydrated && (
            <button type="submit" className="min-h-11 rounded-md bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700">
              Apply
            </button>
          )}
          {hydrated ? (
            tickedCount > 0 && (
              <button type="button" onClick={() => onChange(null)} className="min-h-11 rounded-md px-2 text-sm font-semibold text-brand-600 hover:bg-brand-50 hover:text-brand-700">
                Clear filters
              </button>
            )
          ) : (
            <a href={categoryPageHref([category])} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-600 hover:text-brand-700">
              Clear filters
            </a>
          )}
        </p>
      </details>
    </form>
  );
}
