/**
 * An order's proforma invoices or payments (docs/spec.md §24.2, §24.3), from the desk call that
 * takes `?orderId=`; `change` puts the answer of a make, record or void in the list without
 * asking again, and `reload` asks again.
 */
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/browser/api';

export type LoadedDocuments<T> = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; items: T[] };

export function useOrderDocuments<T>(call: '/api/proformas' | '/api/payments', orderId: string) {
  const [loaded, setLoaded] = useState<LoadedDocuments<T>>({ state: 'loading' });

  const reload = useCallback(
    async (signal?: AbortSignal) => {
      const result = await api<T[]>(`${call}?${new URLSearchParams({ orderId })}`, { signal });
      setLoaded(result.success && result.data ? { state: 'loaded', items: result.data } : { state: 'failed' });
    },
    [call, orderId],
  );

  useEffect(() => {
    const controller = new AbortController();
    reload(controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [reload]);

  const change = useCallback((update: (items: T[]) => T[]) => {
    setLoaded((now) => ({ state: 'loaded', items: update(now.state === 'loaded' ? now.items : []) }));
  }, []);

  return { loaded, reload, change };
}
