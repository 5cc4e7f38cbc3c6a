/**
 * One page of an admin list from the server (the list calls' `limit` and `cursor`): only a page is
 * ever fetched or drawn, whatever the list's size. Next and Previous walk the pages; the cursors of
 * the pages already seen are kept, since a keyset cursor only points forward. A change of the
 * filters starts again at the first page; a change to a row elsewhere (`refreshOn`) fetches the
 * page again in place.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'react-hot-toast';
import { api, failureMessage } from '../../lib/browser/api';
import { firstPageDrawn, takeEarlyPage } from '../admin/shared/early-page';
import { pageCall } from '../admin/shared/list-calls';

interface PagedList<T> {
  items: T[];
  /** Rows matching the filters in all; null until the first answer. */
  total: number | null;
  /** More than `total` match: the server stops counting a search's matches (COUNT_LIMIT). */
  totalIsLowerBound: boolean;
  loading: boolean;
  /** The page shown, from 0. */
  page: number;
  hasNext: boolean;
  next: () => void;
  previous: () => void;
}

export function usePagedList<T>(path: string, params: URLSearchParams, fallbackMessage: string, refreshOn?: string): PagedList<T> {
  const filters = params.toString();
  // cursors[i] opens page i; the first page has none.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [page, setPage] = useState(0);
  const [items, setItems] = useState<T[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [totalIsLowerBound, setTotalIsLowerBound] = useState(false);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);
  const lastFilters = useRef(filters);

  // New filters: back to the first page (during render, so no stale page is fetched first).
  if (lastFilters.current !== filters) {
    lastFilters.current = filters;
    setCursors([null]);
    setPage(0);
  }

  useEffect(() => {
    if (!refreshOn) return;
    const refresh = () => setGeneration((g) => g + 1);
    addEventListener(refreshOn, refresh);
    return () => removeEventListener(refreshOn, refresh);
  }, [refreshOn]);

  const cursor = cursors[page] ?? null;
  useEffect(() => {
    const controller = new AbortController();
    const call = pageCall(path, new URLSearchParams(filters), cursor);
    setLoading(true);
    (takeEarlyPage<T[]>(call) ?? api<T[]>(call, { signal: controller.signal }))
      .then((result) => {
        // The early answer cannot be aborted: one that came after a newer request is dropped here.
        if (controller.signal.aborted) return;
        if (result.success && Array.isArray(result.data)) {
          setItems(result.data);
          setTotal(result.total ?? result.data.length);
          setTotalIsLowerBound(result.totalIsLowerBound ?? false);
          setNextCursor(result.nextCursor ?? null);
        } else {
          toast.error(failureMessage(result, fallbackMessage));
        }
        setLoading(false);
      })
      .catch(() => {
        // Aborted: a newer request took over.
      });
    return () => controller.abort();
  }, [path, filters, cursor, fallbackMessage, generation]);

  useEffect(() => {
    if (!loading) firstPageDrawn();
  }, [loading]);

  const next = useCallback(() => {
    if (!nextCursor) return;
    setCursors((known) => [...known.slice(0, page + 1), nextCursor]);
    setPage(page + 1);
  }, [nextCursor, page]);

  const previous = useCallback(() => setPage((p) => Math.max(0, p - 1)), []);

  return { items, total, totalIsLowerBound, loading, page, hasNext: nextCursor !== null, next, previous };
}
