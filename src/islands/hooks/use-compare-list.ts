/**
 * The machines picked to compare (src/lib/browser/compare-list.ts) for the result islands: null
 * while the page is pre-rendered and hydrating (the store is the browser's), then the kept ids,
 * kept in step with the page's other cards and other tabs.
 */
import { useSyncExternalStore } from 'react';
import { comparedIds, onComparedChange } from '../../lib/browser/compare-list';

// One array per change, so React sees a new snapshot only when the list changed.
let snapshot: string[] | null = null;
let snapshotKey = '';
function read(): string[] {
  const ids = comparedIds();
  const key = ids.join(',');
  if (snapshot === null || key !== snapshotKey) {
    snapshot = ids;
    snapshotKey = key;
  }
  return snapshot;
}

export function useCompareList(): string[] | null {
  return useSyncExternalStore(onComparedChange, read, () => null);
}
