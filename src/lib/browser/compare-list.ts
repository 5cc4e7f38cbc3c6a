/**
 * The machines a visitor has picked to compare (docs/spec.md §25.5), kept in the browser
 * (localStorage) so they stay picked from page to page and tab to tab: the cards' "Compare"
 * toggles and tray, and the product page's "Compare" link. At most COMPARE_MAX; a change is
 * announced to the page's other parts, and other tabs learn of it by the storage event.
 */
import { COMPARE_MAX, isMachineId } from '../compare';

const STORAGE_KEY = 'compare-machines';
const CHANGE_EVENT = 'compare-machines-change';

/** The kept ids, oldest pick first; none when storage is off or holds something else. */
export function comparedIds(): string[] {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(kept)) return [];
    return kept.filter((id): id is string => typeof id === 'string' && isMachineId(id)).slice(0, COMPARE_MAX);
  } catch {
    return [];
  }
}

function keep(ids: string[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Storage off or full: the pick lasts as long as the page.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Adds a machine; false when COMPARE_MAX others are kept already (nothing changes then). */
export function addCompared(id: string): boolean {
  const ids = comparedIds();
  if (ids.includes(id)) return true;
  if (ids.length >= COMPARE_MAX) return false;
  keep([...ids, id]);
  return true;
}

export function removeCompared(id: string): void {
  keep(comparedIds().filter((kept) => kept !== id));
}

export function clearCompared(): void {
  keep([]);
}

/** Calls `listener` on every change, this page's or another tab's; returns the stop function. */
export function onComparedChange(listener: () => void): () => void {
  const fromStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', fromStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', fromStorage);
  };
}
