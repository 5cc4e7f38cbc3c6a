/**
 * A call's answer that every part of the panel showing it shares: one fetch at a time, asked for
 * once the list's first page is on screen (./early-page.ts), so that it never stands in the way of
 * the rows the admin opened the page for. A failure keeps what was shown.
 */
import { useSyncExternalStore } from 'react';
import { api } from '../../../lib/browser/api';
import { firstPageShown } from './early-page';

export interface SharedAnswer<T> {
  /** Fetches the answer again (joining a fetch under way). */
  load(): Promise<void>;
  /** The latest answer, null until the first one. */
  current(): T | null;
  /** The latest answer in a component, which draws again when a new one comes. */
  useValue(): T | null;
}

/** `accept` tells a usable answer's data from one that is not (it then changes nothing). */
export function sharedAnswer<T>(path: string, accept: (data: unknown) => boolean = Boolean): SharedAnswer<T> {
  let value: T | null = null;
  let inFlight: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    load() {
      inFlight ??= firstPageShown()
        .then(() => api<T>(path))
        .then((result) => {
          if (result.success && accept(result.data)) {
            value = result.data as T;
            listeners.forEach((listener) => listener());
          }
        })
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
    current: () => value,
    useValue: () => useSyncExternalStore(subscribe, () => value, () => null),
  };
}
