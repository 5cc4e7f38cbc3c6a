/**
 * Loads a product list for a result island: the latest request wins (a newer key aborts the
 * previous request, so a slow answer to an old query can never replace a newer one), and an
 * error can be retried. `key` is null until the island knows what to ask for (it reads the
 * address only once hydrated). A paged answer (`nextCursor`) grows by `showMore`, in place.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ApiResult } from '../../lib/browser/api';
import { forgetList, keepList, keepScrollPosition, keptList, type NextRows, type ProductList } from '../../lib/browser/kept-list';
import { toCardData } from '../../lib/product-card';
import type { Product, ProductCardData } from '../../lib/types';

export type { NextRows, ProductList };

export type MoreState = { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string };

export type ProductListState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** `appendedFrom`: where the rows the last "Show more" added begin. */
  | ({ status: 'done'; more: MoreState; appendedFrom?: number } & ProductList);

/** A list the page came with, for `key`: it is shown at once and not asked for again. */
export interface InitialProductList extends ProductList {
  key: string;
}

/** The list's first rows without `from`, else the rows `from` names. */
export type ProductLoader = (signal: AbortSignal, from?: NextRows) => Promise<ApiResult<Product[]>>;

interface Options {
  initial?: InitialProductList;
  /**
   * Keep a grown list in the page's history entry under this name (kept-list.ts): Back to the
   * page shows it again, at the same spot.
   */
  keepAs?: string;
}

const IDLE: MoreState = { status: 'idle' };

export function useProductList(
  key: string | null,
  load: ProductLoader,
  { initial, keepAs }: Options = {},
): { state: ProductListState; retry(): void; showMore(): void } {
  const [state, setState] = useState<ProductListState>(initial ? { status: 'done', ...initial, more: IDLE } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The loader is a new function on every render; only the key decides when to ask again.
  const loadRef = useRef(load);
  loadRef.current = load;
  const arriving = useRef(true);
  const moreRequest = useRef<AbortController | null>(null);
  const scrollTo = useRef<number | null>(null);

  useEffect(() => {
    if (key === null) return;
    moreRequest.current?.abort();
    const onArrival = arriving.current;
    arriving.current = false;
    if (onArrival) {
      const kept = keepAs ? keptList(keepAs, key) : null;
      if (kept) {
        scrollTo.current = kept.scrollY;
        setState({ status: 'done', products: kept.products, total: kept.total, next: kept.next, more: IDLE });
        return;
      }
      if (initial?.key === key) return;
    } else if (keepAs) forgetList(keepAs);
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadRef
      .current(controller.signal)
      .then((result) => {
        if (controller.signal.aborted) return;
        if (result.success && Array.isArray(result.data)) setState({ status: 'done', ...listFrom([], result), more: IDLE });
        else setState({ status: 'error', message: result.message });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: (error as Error).message });
      });
    return () => controller.abort();
  }, [key, attempt]);

  // A kept list is drawn: back to where the reader was.
  useLayoutEffect(() => {
    if (scrollTo.current === null || state.status !== 'done') return;
    window.scrollTo(0, scrollTo.current);
    scrollTo.current = null;
  }, [state]);

  useEffect(() => (keepAs ? keepScrollPosition(keepAs) : undefined), [keepAs]);

  const showMore = () => {
    if (state.status !== 'done' || !state.next || state.more.status === 'loading' || key === null) return;
    const { products: shown, next } = state;
    const controller = new AbortController();
    moreRequest.current = controller;
    setState({ ...state, more: { status: 'loading' }, appendedFrom: undefined });
    const failed = (message: string) => setState((s) => (s.status === 'done' ? { ...s, more: { status: 'error', message } } : s));
    loadRef
      .current(controller.signal, next)
      .then((result) => {
        if (controller.signal.aborted) return;
        if (!result.success || !Array.isArray(result.data)) return failed(result.message);
        const list = listFrom(shown, result);
        setState({ status: 'done', ...list, more: IDLE, appendedFrom: list.products.length > shown.length ? shown.length : undefined });
        if (keepAs) keepList(keepAs, { key, ...list });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) failed((error as Error).message);
      });
  };

  return { state, retry: () => setAttempt((n) => n + 1), showMore };
}

/** The list once an answer's rows are added to those shown, less any already there. */
function listFrom(shown: ProductCardData[], result: ApiResult<Product[]>): ProductList {
  const ids = new Set(shown.map((p) => p._id));
  const products = [...shown, ...result.data!.filter((p) => !ids.has(p._id)).map(toCardData)];
  return {
    products,
    total: result.total ?? products.length,
    next: result.nextCursor ? { cursor: result.nextCursor } : null,
  };
}
