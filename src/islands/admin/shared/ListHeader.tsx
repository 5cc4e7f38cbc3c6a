/** A list's heading, its count, its search box and any actions (filters, buttons) beside them. */
import { useId, type ReactNode } from 'react';
import { SearchIcon } from '../../parts/icons';
import { formatCount } from './format';

interface Props {
  title: string;
  /** The list's rows in all (null until known), and whether more match than that. */
  count: { total: number | null; totalIsLowerBound: boolean };
  search: string;
  onSearch: (text: string) => void;
  searchLabel: string;
  children?: ReactNode;
}

export default function ListHeader({ title, count, search, onSearch, searchLabel, children }: Props) {
  const id = useId();
  return (
    <div className="mb-4 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="min-w-0 text-xl font-bold text-brand-900 sm:text-2xl">
          {title}
          {count.total !== null && (
            <span className="ml-1 text-base font-medium text-zinc-500"> ({formatCount(count.total, count.totalIsLowerBound)})</span>
          )}
        </h1>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor={id} className="sr-only">
            {searchLabel}
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-zinc-400" />
            <input
              id={id}
              type="search"
              value={search}
              onChange={(event) => onSearch(event.target.value)}
              placeholder={searchLabel}
              className="block h-11 w-full rounded-md border border-zinc-300 pl-10 pr-3 text-base focus:border-brand-600"
            />
          </div>
        </div>
        {children}
      </div>
    </div>
  );
}
