/**
 * The logged-in user and the cart count for React islands, shared by every island on a page
 * (islands are separate React roots but import this one module). Answered by the page's one
 * session call (./session); cleared on logout (SPEC §4).
 */
import { useSyncExternalStore } from 'react';
import { loadSession, type SessionAnswer } from './session';

export interface SessionState extends SessionAnswer {
  status: 'loading' | 'ready';
}

let state: SessionState = { status: 'loading', user: null, cartCount: 0 };
const listeners = new Set<() => void>();
let loading: Promise<void> | null = null;

function set(next: Partial<SessionState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function clearSession(): void {
  set({ status: 'ready', user: null, cartCount: 0 });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  loading ??= loadSession().then((answer) => set({ status: 'ready', ...answer }));
  return () => listeners.delete(listener);
}

const getSnapshot = () => state;
const serverSnapshot: SessionState = { status: 'loading', user: null, cartCount: 0 };

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSnapshot, () => serverSnapshot);
}
