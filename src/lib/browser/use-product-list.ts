/**
 * Loads a product list for a result island: the latest request wins (a newer key aborts the
 * previous request, so a slow answer to an old query can never replace a newer one), and an
 * error can be retried. `key` is null until the island knows what to ask for (it reads the
 * address only once hydrated).
 */
import { useEffect, useRef, useState } from 'react';
import type { ApiResult } from './api';
import type { Product, ProductCardData } from '../types';

export type ProductListState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** `total` when `products` are the first of a longer list (a pre-rendered page's). */
  | { status: 'done'; products: ProductCardData[]; total?: number };

/** A list the page came with, for `key`: it is shown at once and not asked for again. */
export interface InitialProductList {
  key: string;
  products: ProductCardData[];
  total: number;
}

export type ProductLoader = (signal: AbortSignal) => Promise<ApiResult<Product[]>>;

export function useProductList(
  key: string | null,
  load: ProductLoader,
  initial?: InitialProductList,
): { state: ProductListState; retry(): void } {
  const [state, setState] = useState<ProductListState>(
    initial ? { status: 'done', products: initial.products, total: initial.total } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  // The loader is a new function on every render; only the key decides when to ask again.
  const loadRef = useRef(load);
  loadRef.current = load;
  // The page's own list, until the first key is asked for: whole, it is not asked for again; cut
  // short, the rest is loaded while it stays on screen.
  const fromPage = useRef(initial ? { key: initial.key, whole: initial.products.length === initial.total } : null);

  useEffect(() => {
    if (key === null) return;
    const page = fromPage.current?.key === key ? fromPage.current : null;
    fromPage.current = null;
    if (page?.whole) return;
    const controller = new AbortController();
    if (!page) setState({ status: 'loading' });
    loadRef
      .current(controller.signal)
      .then((result) => {
        if (controller.signal.aborted) return;
        if (result.success && Array.isArray(result.data)) setState({ status: 'done', products: result.data });
        else setState({ status: 'error', message: result.message });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: (error as Error).message });
      });
    return () => controller.abort();
  }, [key, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
