/**
 * The current user and cart count (SPEC §2: the layout asks for them on load), asked once per page.
 * The first caller starts the two calls and every other shares the answer through `window`: the
 * account corner's hydration directive runs from its own bundle, outside the islands' modules.
 * No React here, so that the directive stays small.
 */
import { api } from './api';
import type { User } from '../types';

export interface SessionAnswer {
  user: User | null;
  cartCount: number;
}

declare global {
  interface Window {
    siteSession?: Promise<SessionAnswer>;
  }
}

/**
 * The two calls, as `fetch` asks them (same origin, cookie included). A page that waits for the
 * session before its island hydrates preloads them with its header (src/integrations/module-preload.ts),
 * and these calls then take the preloaded answers.
 */
export const SESSION_CALLS = { user: '/api/user-details', cartCount: '/api/countAddToCartProduct' } as const;

async function askSession(): Promise<SessionAnswer> {
  const [user, count] = await Promise.all([api<User>(SESSION_CALLS.user), api<{ count: number }>(SESSION_CALLS.cartCount)]);
  return {
    user: user.success && user.data?._id ? user.data : null,
    cartCount: count.success ? (count.data?.count ?? 0) : 0,
  };
}

export function loadSession(): Promise<SessionAnswer> {
  return (window.siteSession ??= askSession());
}
