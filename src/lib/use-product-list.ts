/**
 * Loads a product list for a result island: the latest request wins (a newer key aborts the
 * previous request, so a slow answer to an old query can never replace a newer one), and an
 * error can be retried. `key` is null until the island knows what to ask for (it reads the
 * address only once hydrated).
 */
import { useEffect, useRef, useState } from 'react';
import type { ApiResult } from './api';
import type { Product } from './types';

export type ProductListState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'done'; products: Product[] };

export type ProductLoader = (signal: AbortSignal) => Promise<ApiResult<Product[]>>;

export function useProductList(key: string | null, load: ProductLoader): { state: ProductListState; retry(): void } {
  const [state, setState] = useState<ProductListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The loader is a new function on every render; only the key decides when to ask again.
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
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
