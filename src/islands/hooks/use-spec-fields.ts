/**
 * A category's specification schema (GET /api/spec-fields?category=, docs/spec.md §25.2), for the
 * product dialog's values and the schema editor. No category: nothing to load. Each category is
 * asked for once per page; `reload` asks again (after the editor saved it).
 */
import { useEffect, useState } from 'react';
import { api } from '../../lib/browser/api';
import type { SpecField } from '../../lib/specifications';

export type LoadedSpecFields = { state: 'none' } | { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; fields: SpecField[] };

const loadedOnce = new Map<string, SpecField[]>();

export function useSpecFields(category: string) {
  const [loaded, setLoaded] = useState<LoadedSpecFields>(() => known(category));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!category) return setLoaded({ state: 'none' });
    const kept = attempt === 0 ? loadedOnce.get(category) : undefined;
    if (kept) return setLoaded({ state: 'ready', fields: kept });
    const controller = new AbortController();
    setLoaded({ state: 'loading' });
    api<SpecField[]>(`/api/spec-fields?category=${encodeURIComponent(category)}`, { signal: controller.signal }).then(
      (result) => {
        if (result.success && Array.isArray(result.data)) {
          loadedOnce.set(category, result.data);
          setLoaded({ state: 'ready', fields: result.data });
        } else setLoaded({ state: 'failed', message: result.message || 'The specifications could not be loaded.' });
      },
      (error: Error) => {
        if (error.name !== 'AbortError') throw error;
      },
    );
    return () => controller.abort();
  }, [category, attempt]);

  return { loaded, reload: () => setAttempt((n) => n + 1) };
}

function known(category: string): LoadedSpecFields {
  if (!category) return { state: 'none' };
  const kept = loadedOnce.get(category);
  return kept ? { state: 'ready', fields: kept } : { state: 'loading' };
}

/** After the editor saved a category's schema: the dialogs opened next read it as saved. */
export function keepSpecFields(category: string, fields: SpecField[]): void {
  loadedOnce.set(category, fields);
}
