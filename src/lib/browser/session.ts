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

async function askSession(): Promise<SessionAnswer> {
  const [user, count] = await Promise.all([api<User>('/api/user-details'), api<{ count: number }>('/api/countAddToCartProduct')]);
  return {
    user: user.success && user.data?._id ? user.data : null,
    cartCount: count.success ? (count.data?.count ?? 0) : 0,
  };
}

export function loadSession(): Promise<SessionAnswer> {
  return (window.siteSession ??= askSession());
}
