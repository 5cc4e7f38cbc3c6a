/**
 * A lead's quotations, newest first (GET /api/quotes?enquiryId=, docs/spec.md §22). Asked for
 * again after a quotation is made, revised, mailed or shared, and when the desk is shown again
 * (back from WhatsApp, or from another tab while the buyer opened it); while that answer comes the
 * list shown stays.
 */
import { useEffect, useState } from 'react';
import { toast } from 'react-hot-toast';
import { api, failureMessage } from '../../lib/browser/api';
import { QUOTE_MESSAGES } from '../../lib/messages';
import type { Quote } from '../../lib/quotes/types';

export type LoadedQuotes = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; quotes: Quote[] };

export function useQuotes(leadId: string) {
  const [loaded, setLoaded] = useState<LoadedQuotes>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded((before) => (before.state === 'ready' ? before : { state: 'loading' }));
    api<Quote[]>(`/api/quotes?enquiryId=${encodeURIComponent(leadId)}`, { signal: controller.signal }).then(
      (result) => {
        if (result.success && Array.isArray(result.data)) setLoaded({ state: 'ready', quotes: result.data });
        else {
          // A lead that is not there (404) says so itself, without a toast.
          if (result.status !== 404) toast.error(failureMessage(result, QUOTE_MESSAGES.fetchFailed));
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
