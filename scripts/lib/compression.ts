/**
 * Compression of text responses as Netlify's CDN applies it: brotli or gzip, whichever the client
 * accepts (brotli first), for HTML, CSS, JavaScript, JSON, SVG, XML and plain text, streamed
 * through node:zlib; images and anything already encoded pass as they are.
 */
import type { OutgoingHttpHeaders } from 'node:http';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/i;

/** The encoding to answer with for an Accept-Encoding header, honouring q=0; null for identity. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name: Encoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}

const header = (headers: OutgoingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value === undefined ? undefined : String(value);
};

/**
 * For a response about to be written: when its body is worth compressing, sets Content-Encoding
 * and Vary on `headers` (dropping Content-Length, which no longer holds) and returns the stream to
 * pipe the body through; otherwise null. Text types get Vary: Accept-Encoding either way, so a
 * cache never hands a compressed body to a client that did not ask for one.
 */
export function compressionFor(
  acceptEncoding: string | undefined,
  status: number,
  headers: OutgoingHttpHeaders,
): zlib.BrotliCompress | zlib.Gzip | null {
  const type = header(headers, 'content-type');
  if (!type || !COMPRESSIBLE.test(type) || status < 200 || status === 204 || status === 304) return null;
  if (header(headers, 'content-encoding') || /\bno-transform\b/i.test(header(headers, 'cache-control') ?? '')) return null;
  const vary = header(headers, 'vary');
  if (!vary) headers.vary = 'Accept-Encoding';
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) headers.vary = `${vary}, Accept-Encoding`;
  const encoding = negotiateEncoding(acceptEncoding);
  if (!encoding) return null;
  const length = Number(header(headers, 'content-length'));
  delete headers['content-length'];
  headers['content-encoding'] = encoding;
  if (encoding === 'gzip') return zlib.createGzip({ level: 6 });
  // Quality 5: most of brotli's gain at a fraction of its top setting's time, as CDNs do on the fly.
  return zlib.createBrotliCompress({
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      ...(length > 0 ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: length } : {}),
    },
  });
}
