/**
 * The local server's cache of the build's immutable files, as Netlify's CDN keeps them: a file
 * answered whole with `Cache-Control: … immutable` (the build's /_astro/*, each named by a hash of
 * its content: netlify.toml) is routed, given its headers and compressed once per published build
 * and accepted encoding, then answered from memory. Without it each of the two dozen modules of an
 * admin page went through the emulator's redirects, header files and file lookup and was
 * compressed again: 5-15 ms of the server's time apiece, which a page's first load on a two-core
 * machine waited for (bench/README.md). A new build starts the cache afresh, as a deploy does.
 */
import type { OutgoingHttpHeaders } from 'node:http';
import { ByteBoundedCache } from './byte-bounded-cache';
import { compressionHeaders, compressWhole, negotiateEncoding } from './compression';

export interface CachedFile {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

const cacheControl = (headers: OutgoingHttpHeaders) => [headers['cache-control'] ?? []].flat().join(', ');

export class ImmutableFileCache {
  private readonly entries: ByteBoundedCache<CachedFile>;
  private build: string | null = null;

  constructor(maxBytes = 32 * 1024 * 1024) {
    this.entries = new ByteBoundedCache(maxBytes);
  }

  /** The answer kept for a GET of `url` from `build` (the published build's name) in the encoding the client accepts. */
  lookup(method: string | undefined, url: URL, acceptEncoding: string | undefined, build: string | null): CachedFile | null {
    if (build !== this.build) {
      this.entries.clear();
      this.build = build;
    }
    if (method !== 'GET' || build === null) return null;
    return this.entries.get(cacheKey(url, acceptEncoding)) ?? null;
  }

  /**
   * Whether an answer is one to keep: a file of the build (served as it is, or past a redirect that
   * is not forced), whole, that says it never changes.
   */
  static keeps(method: string | undefined, type: string | undefined, status: number, headers: OutgoingHttpHeaders): boolean {
    return method === 'GET' && (type === 'static' || type === 'redirect') && status === 200 && /\bimmutable\b/i.test(cacheControl(headers));
  }

  /** Keeps `file` (as read) compressed as the client accepts, as the server would stream it, and returns what to send. */
  store(url: URL, acceptEncoding: string | undefined, headers: OutgoingHttpHeaders, file: Buffer): CachedFile {
    const kept: OutgoingHttpHeaders = {
      ...headers,
      'content-length': String(file.length),
    };
    const encoding = compressionHeaders(acceptEncoding, 200, kept);
    const body = encoding ? compressWhole(file, encoding) : file;
    kept['content-length'] = String(body.length);
    const entry = { status: 200, headers: kept, body };
    if (this.build !== null) this.entries.set(cacheKey(url, acceptEncoding), entry);
    return entry;
  }
}

/** One entry per address and per encoding the client would be answered in. */
const cacheKey = (url: URL, acceptEncoding: string | undefined) => `${negotiateEncoding(acceptEncoding) ?? 'identity'} ${url.pathname}${url.search}`;
