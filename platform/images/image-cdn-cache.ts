/**
 * The local server's cache of Image CDN answers (/.netlify/images), as Netlify's CDN keeps the
 * pictures it has cut: without it every card on every page view is resized again. Safe to keep:
 * a picture's address never changes what it shows (uploads get new names, demo pictures are
 * fixed). Bounded by bytes, the least recently used going first.
 */
import { ByteBoundedCache } from '../http/byte-bounded-cache';

const IMAGE_CDN_PATH = '/.netlify/images';

interface Cached {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
}

interface Result {
  response: Response;
  type: string;
}

export class ImageCdnCache {
  private readonly entries: ByteBoundedCache<Cached>;

  constructor(maxBytes = 64 * 1024 * 1024) {
    this.entries = new ByteBoundedCache(maxBytes);
  }

  /** `handle`'s result for `request`, from the cache when it is an Image CDN answer already made. */
  async serve<R extends Result>(request: Request, handle: () => Promise<R | undefined>): Promise<R | Result | undefined> {
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.pathname !== IMAGE_CDN_PATH) return handle();
    const key = url.search;
    const hit = this.entries.get(key);
    if (hit) {
      return { type: 'image', response: new Response(hit.body, { status: hit.status, headers: hit.headers }) };
    }
    const result = await handle();
    if (result?.type !== 'image' || result.response.status !== 200) return result;
    const cached: Cached = {
      status: 200,
      headers: [...result.response.headers],
      body: new Uint8Array(await result.response.arrayBuffer()),
    };
    this.entries.set(key, cached);
    return { type: 'image', response: new Response(cached.body, { status: 200, headers: cached.headers }) };
  }
}
