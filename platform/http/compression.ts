/**
 * Compression of text responses as Netlify's CDN applies it: brotli or gzip, whichever the client
 * accepts (brotli first), for HTML, CSS, JavaScript, JSON, SVG, XML and plain text, streamed
 * through node:zlib; images and anything already encoded pass as they are, and so do bodies under
 * MIN_COMPRESSED_BYTES, as CDNs leave them: such a body fits in one packet either way, and a
 * brotli encoder (megabytes of window and tables) cost more than its bytes. Under a burst of
 * 200 small JSON answers that setup took a third of the server's time (bench/README.md).
 */
import type { OutgoingHttpHeaders } from 'node:http';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

export const MIN_COMPRESSED_BYTES = 1024;

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

/** Whether a body of this type would be compressed when large enough and the client accepts it. */
export function isCompressible(headers: OutgoingHttpHeaders): boolean {
  const type = header(headers, 'content-type');
  return Boolean(type && COMPRESSIBLE.test(type) && !header(headers, 'content-encoding'));
}

/**
 * For a response about to be written: when its body is worth compressing (its Content-Length, when
 * known, at least MIN_COMPRESSED_BYTES), sets Content-Encoding
 * and Vary on `headers` (dropping Content-Length, which no longer holds) and returns the stream to
 * pipe the body through; otherwise null. Text types get Vary: Accept-Encoding either way, so a
 * cache never hands a compressed body to a client that did not ask for one.
 */
export function compressionFor(
  acceptEncoding: string | undefined,
  status: number,
  headers: OutgoingHttpHeaders,
): zlib.BrotliCompress | zlib.Gzip | null {
  const length = Number(header(headers, 'content-length'));
  const encoding = compressionHeaders(acceptEncoding, status, headers);
  if (!encoding) return null;
  return encoding === 'gzip' ? zlib.createGzip(GZIP_OPTIONS) : zlib.createBrotliCompress(brotliOptions(length));
}

/** compressionFor's decision and its changes to `headers`, without a stream: the encoding to use, or null. */
export function compressionHeaders(acceptEncoding: string | undefined, status: number, headers: OutgoingHttpHeaders): Encoding | null {
  if (!isCompressible(headers) || status < 200 || status === 204 || status === 304) return null;
  if (/\bno-transform\b/i.test(header(headers, 'cache-control') ?? '')) return null;
  const vary = header(headers, 'vary');
  if (!vary) headers.vary = 'Accept-Encoding';
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) headers.vary = `${vary}, Accept-Encoding`;
  const encoding = negotiateEncoding(acceptEncoding);
  const length = Number(header(headers, 'content-length'));
  if (!encoding || length < MIN_COMPRESSED_BYTES) return null;
  delete headers['content-length'];
  headers['content-encoding'] = encoding;
  return encoding;
}

const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 };

/** Quality 5: most of brotli's gain at a fraction of its top setting's time, as CDNs do on the fly. */
function brotliOptions(length: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      ...(length > 0 ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: length } : {}),
    },
  };
}

/** A whole body compressed at once, as compressionFor's stream would (for a body kept in memory). */
export function compressWhole(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'gzip' ? zlib.gzipSync(body, GZIP_OPTIONS) : zlib.brotliCompressSync(body, brotliOptions(body.length));
}
