/**
 * The result area shared by the category and search islands (not an island itself): the count
 * line, the grid of product cards, the 13 loading placeholders (SPEC §9), the empty state and
 * the error state with a retry button; below the cards, the list's page links or "Show more".
 * Beside each card its "Compare" toggle, and the tray of the machines picked (docs/spec.md §25.5).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import CompareToggle from './parts/CompareToggle';
import CompareTray from './parts/CompareTray';
import ProductCardView from './parts/ProductCardView';
import { useCompareList } from './hooks/use-compare-list';
import { COMPARE_MESSAGES } from '../lib/compare';
import { MESSAGES } from '../lib/messages';
import { EAGER_CARDS, machinesRange } from '../lib/category-filter';
import type { ProductListState } from './hooks/use-product-list';

export const SKELETON_COUNT = 13;

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

function SkeletonCard() {
  return (
    <li className="rounded-lg border border-zinc-200 bg-white p-3" data-skeleton>
      <div className="aspect-square w-full animate-pulse rounded-md bg-zinc-200 motion-reduce:animate-none" />
      <div className="mt-3 h-2.5 w-1/2 animate-pulse rounded bg-zinc-200 motion-reduce:animate-none" />
      <div className="mt-8 h-4 w-11/12 animate-pulse rounded bg-zinc-200 motion-reduce:animate-none" />
      <div className="mt-1.5 h-4 w-2/3 animate-pulse rounded bg-zinc-200 motion-reduce:animate-none" />
      <div className="mt-2 h-3.5 w-1/3 animate-pulse rounded bg-zinc-200 motion-reduce:animate-none" />
    </li>
  );
}

interface Props {
  state: ProductListState;
  onRetry(): void;
  /** What an empty result says, with any hints below it. */
  empty: ReactNode;
  /** Below the cards instead of "Show more": the links to the list's other pages. */
  pageLinks?: ReactNode;
  /** Adds the list's next rows ("Show more"), for a list that has more. */
  onMore?(): void;
}

export default function ProductResults({ state, onRetry, empty, pageLinks, onMore }: Props) {
  const grid = useRef<HTMLUListElement>(null);
  const picked = useCompareList();
  // The picks a fifth was refused at: its message stays until they change.
  const [fullAt, setFullAt] = useState<readonly string[] | null>(null);
  const notice = picked !== null && fullAt === picked ? COMPARE_MESSAGES.full : null;
  const appendedFrom = state.status === 'done' ? state.appendedFrom : undefined;
  // A keyboard reader goes on from the first machine "Show more" added.
  useEffect(() => {
    if (appendedFrom !== undefined) grid.current?.children[appendedFrom]?.querySelector('a')?.focus();
  }, [appendedFrom]);

  return (
    <div aria-busy={state.status === 'loading'}>
      <p role="status" className="min-h-6 text-sm font-semibold text-zinc-700" data-results-status>
        {state.status === 'loading' && MESSAGES.searchLoading}
        {state.status === 'done' && `Search Results: ${state.total ?? state.products.length}`}
      </p>

      {state.status === 'loading' && (
        <ul className={`mt-3 ${GRID}`} aria-hidden="true">
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <SkeletonCard key={i} />
          ))}
        </ul>
      )}

      {state.status === 'error' && (
        <div role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-6 text-center">
          <p className="font-semibold text-red-900">We could not load the machines.</p>
          <p className="mt-1 text-sm text-red-800">Please check your connection and try again.</p>
          <button
            type="button"
            onClick={onRetry}
            className="mt-4 inline-flex min-h-11 items-center rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
          >
            Try again
          </button>
        </div>
      )}

      {state.status === 'done' && state.products.length === 0 && (
        <div className="mt-3 rounded-lg border border-dashed border-zinc-300 bg-zinc-50 px-4 py-10 text-center">{empty}</div>
      )}

      {state.status === 'done' && state.products.length > 0 && (
        <ul ref={grid} className={`mt-3 ${GRID}`}>
          {state.products.map((product, index) => (
            <li key={product._id} className="grid grid-cols-[minmax(0,1fr)] grid-rows-[1fr_auto] gap-1">
              {/* The first two rows are on a phone's first screen. */}
              <ProductCardView product={product} showCategory eager={index < EAGER_CARDS} />
              <CompareToggle product={product} picked={picked} onFull={() => setFullAt(picked)} />
            </li>
          ))}
        </ul>
      )}

      {state.status === 'done' && state.products.length > 0 && pageLinks}

      {state.status === 'done' && !pageLinks && state.next && onMore && (
        <div className="mt-6 flex flex-col items-center gap-3 text-center">
          <p className="text-sm text-zinc-600">{machinesRange(0, state.products.length, state.total)}</p>
          {state.more.status === 'error' && (
            <p role="alert" className="text-sm text-red-800">
              We could not load more machines. Please check your connection and try again.
            </p>
          )}
          <button
            type="button"
            onClick={onMore}
            aria-disabled={state.more.status === 'loading'}
            className="inline-flex min-h-11 min-w-40 items-center justify-center rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 aria-disabled:cursor-progress aria-disabled:opacity-75"
          >
            {state.more.status === 'loading' ? 'Loading…' : state.more.status === 'error' ? 'Try again' : 'Show more'}
          </button>
        </div>
      )}

      {picked && <CompareTray picked={picked} notice={notice} />}
    </div>
  );
}
