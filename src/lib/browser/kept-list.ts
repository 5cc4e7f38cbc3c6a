/**
 * A list grown in place ("Show more") kept in the page's history entry (history.state), with the
 * scroll position, so that Back from a product page finds the same machines at the same spot: the
 * address does not change as the list grows, and the page's HTML holds only its first rows.
 */
import type { ProductCardData } from '../types';

/**
 * Where a list's next rows come from: after a cursor, or, for a list the page came with (the build
 * cannot sign a cursor), from the start again, `fromStart` rows of which those not shown are new.
 */
export type NextRows = { cursor: string } | { fromStart: number };

/** A product list as shown, and as kept. */
export interface ProductList {
  products: ProductCardData[];
  /** The rows in all, of which `products` are the first. */
  total: number;
  /** Null when every row is shown (or the answer was not paged). */
  next: NextRows | null;
}

export interface KeptList extends ProductList {
  /** What the list is of (the island's query), so that a list is never shown for another. */
  key: string;
  scrollY: number;
}

type HistoryState = Record<string, unknown> | null;

function write(name: string, value: KeptList | undefined): void {
  const state = { ...(history.state as HistoryState) };
  if (value) state[name] = value;
  else delete state[name];
  try {
    history.replaceState(state, '');
  } catch {
    // Too large for this browser's history: the list is simply not kept.
  }
}

export function keptList(name: string, key: string): KeptList | null {
  const kept = (history.state as HistoryState)?.[name] as KeptList | undefined;
  return kept?.key === key ? kept : null;
}

export function keepList(name: string, list: Omit<KeptList, 'scrollY'>): void {
  write(name, { ...list, scrollY: window.scrollY });
}

export function forgetList(name: string): void {
  if ((history.state as HistoryState)?.[name]) write(name, undefined);
}

/** Keeps the scroll position beside a kept list as the reader scrolls; returns the stop function. */
export function keepScrollPosition(name: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(timer);
    const kept = (history.state as HistoryState)?.[name] as KeptList | undefined;
    if (kept && kept.scrollY !== window.scrollY) write(name, { ...kept, scrollY: window.scrollY });
  };
  // Debounced: browsers limit how often a page may write its history entry.
  const soon = () => {
    clearTimeout(timer);
    timer = setTimeout(save, 200);
  };
  window.addEventListener('scroll', soon, { passive: true });
  window.addEventListener('pagehide', save);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('scroll', soon);
    window.removeEventListener('pagehide', save);
  };
}
