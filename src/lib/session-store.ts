/**
 * The logged-in user and the cart count, shared by every island on a page (islands are separate
 * React roots but import this one module). Loaded once per page on first use; set after login,
 * cleared on logout (SPEC §4).
 */
import { useSyncExternalStore } from 'react';
import { api } from './api';
import type { User } from './types';

export interface SessionState {
  status: 'loading' | 'ready';
  user: User | null;
  cartCount: number;
}

let state: SessionState = { status: 'loading', user: null, cartCount: 0 };
const listeners = new Set<() => void>();
let loading: Promise<void> | null = null;

function set(next: Partial<SessionState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Fetches the current user and the cart count (SPEC §2: the layout does this on load). */
export function refreshSession(): Promise<void> {
  loading = (async () => {
    const [user, count] = await Promise.all([
      api<User>('/api/user-details'),
      api<{ count: number }>('/api/countAddToCartProduct'),
    ]);
    set({
      status: 'ready',
      user: user.success && user.data?._id ? user.data : null,
      cartCount: count.success ? (count.data?.count ?? 0) : 0,
    });
  })();
  return loading;
}

export function clearSession(): void {
  set({ status: 'ready', user: null, cartCount: 0 });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!loading) void refreshSession();
  return () => listeners.delete(listener);
}

const getSnapshot = () => state;
const serverSnapshot: SessionState = { status: 'loading', user: null, cartCount: 0 };

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSnapshot, () => serverSnapshot);
}
