/**
 * Where a sign-in goes afterwards: a `next` path on this site (a page that sent the visitor to log
 * in, `/login?next=/admin-panel/all-enquiries`), or the home page. Anything that could name another
 * site (`//host`, `/\host`, a scheme, white space or control characters a browser would strip, an
 * encoded slash a server might decode) or a function is refused, so the login page can never be
 * used to send someone elsewhere. The form post, the Referer's `/login?next=` and the login page's
 * script all ask this one rule.
 */
const SAME_SITE_PATH = /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/;
/** `%2F` and `%5C`: no page of the site has one, and a server that decodes them makes `//host`. */
const ENCODED_SLASH = /%(2f|5c)/i;
/** Function paths, in any case and any spelling of their letters (`/%61pi/userLogout`). */
const NOT_A_PAGE = /^\/(api|\.netlify)\//i;
const BASE = 'http://site.invalid';

/** The path a browser would go to for this text (dots resolved), if it is plainly a path here. */
function resolvedPath(value: string): string | null {
  if (!SAME_SITE_PATH.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
}

export function safeNextPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  const path = resolvedPath(value);
  // The resolved path is what is sent on, and resolving can make another site of it: `/..//host`,
  // `/./%2e%2e//host` become `//host`. So it must pass the same check, and be its own resolution.
  if (path === null || resolvedPath(path) !== path) return null;
  const { pathname } = new URL(path, BASE);
  if (ENCODED_SLASH.test(pathname)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  return NOT_A_PAGE.test(decoded) ? null : path;
}

/** The `next` of an address's query (the login page's own, or the Referer of its form), if safe. */
export function nextPathOf(address: string | URL | null | undefined): string | null {
  if (!address) return null;
  try {
    return safeNextPath(new URL(address).searchParams.get('next'));
  } catch {
    return null;
  }
}
