/**
 * One admin list's data: fetched on mount, refetched on demand, and a failure told as a toast with
 * the server's message or the list's own fallback text (SPEC §8).
 */
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'react-hot-toast';
import { api, failureMessage } from '../../lib/browser/api';

export function useAdminList<T>(path: string, fallbackMessage: string) {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async () => {
    setLoading(true);
    const result = await api<T[]>(path);
    if (result.success && Array.isArray(result.data)) setItems(result.data);
    else toast.error(failureMessage(result, fallbackMessage));
    setLoading(false);
  }, [path, fallbackMessage]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { items, setItems, loading, reload };
}

/** Case-insensitive match of a search text against some of an item's fields. */
export function matches(query: string, ...fields: (string | null | undefined)[]): boolean {
  const needle = query.trim().toLowerCase();
  return !needle || fields.some((field) => field?.toLowerCase().includes(needle));
}
