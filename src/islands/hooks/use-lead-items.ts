/**
 * What a lead has, newest first, from a desk call that takes `?enquiryId=`: its quotations
 * (docs/spec.md §22) or its orders (§24.1). Asked for again after a change to one of them and
 * when the desk is shown again (back from WhatsApp, or from another tab while the buyer opened a
 * quotation or accepted one); while that answer comes the items shown stay.
 */
import { useEffect, useState } from 'react';
import { toast } from 'react-hot-toast';
import { api, failureMessage } from '../../lib/browser/api';

export type LoadedItems<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; items: T[] };

export function useLeadItems<T>(call: '/api/quotes' | '/api/orders', leadId: string, fetchFailed: string) {
  const [loaded, setLoaded] = useState<LoadedItems<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded((before) => (before.state === 'ready' ? before : { state: 'loading' }));
    api<T[]>(`${call}?enquiryId=${encodeURIComponent(leadId)}`, { signal: controller.signal }).then(
      (result) => {
        if (result.success && Array.isArray(result.data)) setLoaded({ state: 'ready', items: result.data });
        else {
          // A lead that is not there (404) says so itself, without a toast.
          if (result.status !== 404) toast.error(failureMessage(result, fetchFailed));
          setLoaded({ state: 'failed' });
        }
      },
      (error: Error) => {
        if (error.name !== 'AbortError') throw error;
      },
    );
    return () => controller.abort();
  }, [call, leadId, fetchFailed, attempt]);

  useEffect(() => {
    const shown = () => {
      if (document.visibilityState === 'visible') setAttempt((n) => n + 1);
    };
    document.addEventListener('visibilitychange', shown);
    return () => document.removeEventListener('visibilitychange', shown);
  }, []);

  return { loaded, reload: () => setAttempt((n) => n + 1) };
}
