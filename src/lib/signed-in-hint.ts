/**
 * A cookie that only says "this browser has signed in": no token, nothing secret, readable by
 * scripts. The session cookie itself is httpOnly, so without this a page could not tell a visitor
 * from a signed-in user without asking the server, and every anonymous page view (most of them)
 * would make two calls that answer "nobody" (one of them a 401 in the console).
 * Set and cleared by the server together with the session cookie.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

export function hasSignedInHint(cookies: string = document.cookie): boolean {
  return cookies.split(/;\s*/).includes(`${SIGNED_IN_COOKIE}=1`);
}

/** The session it spoke of has ended (expired, or ended on another device): stop asking. */
export function dropSignedInHint(): void {
  document.cookie = `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
