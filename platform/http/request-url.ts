/**
 * The address the local server hands a request to the functions as: the site's own origin
 * (SITE_URL, or where it listens) with the path and query of the request target, and nothing
 * else a client wrote. Resolving the target against the origin, as a link would be, lets a path
 * such as `//evil.example/x` (or `/\evil.example/x`) replace the host, and with it every address
 * the site writes, redirects to or compares an Origin with.
 */

/**
 * The request's address, or null for a target that is neither a path nor an absolute http(s)
 * address (answered 400). `forwardedProto` is X-Forwarded-Proto, passed only when the server sits
 * behind a proxy that writes it (TRUST_PROXY=1): it then tells whether the visitor came over https.
 */
export function requestUrl(target: string, siteOrigin: string, forwardedProto?: string): URL | null {
  let path: string;
  if (target.startsWith('/')) {
    path = target;
  } else if (/^https?:\/\//i.test(target)) {
    // The absolute form, which a server must accept (RFC 9112 §3.2.2); its host names no one here.
    const absolute = URL.parse(target);
    if (!absolute) return null;
    path = `${absolute.pathname}${absolute.search}`;
  } else {
    return null;
  }
  // Appended after the origin's own slash, the path can only ever be a path.
  const url = new URL(`${siteOrigin}/${path.replace(/^[/\\]+/, '')}`);
  url.hash = '';
  // Dot segments may leave a leading `//` (`/..//host/x`), which a redirect would read as a host.
  url.pathname = url.pathname.replace(/^\/+/, '/');
  const proto = forwardedProto?.split(',').at(-1)?.trim().toLowerCase();
  if (proto === 'https' || proto === 'http') url.protocol = `${proto}:`;
  return url;
}
