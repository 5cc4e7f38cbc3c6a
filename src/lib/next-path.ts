/**
 * Where a sign-in goes afterwards: a `next` path on this site (a page that sent the visitor to log
 * in, `/login?next=/admin-panel/all-enquiries`), or the home page. Anything that could name another
 * site (`//host`, `/\host`, a scheme, white space or control characters a browser would strip) or
 * an API call is refused, so the login page can never be used to send someone elsewhere.
 */
export const HOME_PATH = '/';

const SAME_SITE_PATH = /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/;

export function safeNextPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048 || !SAME_SITE_PATH.test(value)) return null;
  const base = 'http://site.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base || url.pathname.startsWith('/api/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
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
