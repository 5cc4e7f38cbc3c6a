/**
 * A lead's orders, newest first (GET /api/orders?enquiryId=, docs/spec.md §24.1). Asked for again
 * after a change to one of them (a proforma, a payment, a step on its road) and when the desk is
 * shown again (the buyer may have accepted a quotation meanwhile); while that answer comes the
 * orders shown stay.
 */
import { useEffect, useState } from 'react';
import { toast } from 'react-hot-toast';
import { api, failureMessage } from '../../lib/browser/api';
import { ORDER_MESSAGES } from '../../lib/messages';
import type { Order } from '../../lib/orders/types';

export type LoadedOrders = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; orders: Order[] };

export function useLeadOrders(leadId: string) {
  const [loaded, setLoaded] = useState<LoadedOrders>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded((before) => (before.state === 'ready' ? before : { state: 'loading' }));
    api<Order[]>(`/api/orders?enquiryId=${encodeURIComponent(leadId)}`, { signal: controller.signal }).then(
      (result) => {
        if (result.success && Array.isArray(result.data)) setLoaded({ state: 'ready', orders: result.data });
        else {
          // A lead that is not there (404) says so itself, without a toast.
          if (result.status !== 404) toast.error(failureMessage(result, ORDER_MESSAGES.fetchFailed));
          setLoaded({ state: 'failed' });
        }
      },
      (error: Error) => {
        if (error.name !== 'AbortError') throw error;
      },
    );
    return () => controller.abort();
  }, [leadId, attempt]);

  useEffect(() => {
    const shown = () => {
      if (document.visibilityState === 'visible') setAttempt((n) => n + 1);
    };
    document.addEventListener('visibilitychange', shown);
    return () => document.removeEventListener('visibilitychange', shown);
  }, []);

  return { loaded, reload: () => setAttempt((n) => n + 1) };
}
