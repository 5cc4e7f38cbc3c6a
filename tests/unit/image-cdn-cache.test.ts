/** The local server's Image CDN cache: one resize per picture and width, bounded, other requests untouched. */
import { describe, expect, it } from 'vitest';
import { ImageCdnCache } from '../../platform/images/image-cdn-cache';

const cdn = (search: string) => new Request(`http://site.test/.netlify/images${search}`);

/** A stand-in for the router: counts the resizes it is asked for. */
function router() {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    handle: (bytes: number, status = 200) => async () => {
      calls++;
      return { type: status === 200 ? 'image' : 'static', response: new Response(new Uint8Array(bytes).fill(7), { status, headers: { 'content-type': 'image/webp' } }) };
    },
  };
}

describe('ImageCdnCache', () => {
  it('resizes a picture at a width once, then answers the same bytes and headers from memory', async () => {
    const cache = new ImageCdnCache();
    const route = router();
    for (let i = 0; i < 3; i++) {
      const result = await cache.serve(cdn('?url=%2Fa.webp&w=160'), route.handle(100));
      expect(result!.type).toBe('image');
      expect(result!.response.headers.get('content-type')).toBe('image/webp');
      expect((await result!.response.arrayBuffer()).byteLength).toBe(100);
    }
    expect(route.calls).toBe(1);
    await cache.serve(cdn('?url=%2Fa.webp&w=320'), route.handle(100));
    expect(route.calls).toBe(2);
  });

  it('keeps no refusal, and leaves every other request to the router', async () => {
    const cache = new ImageCdnCache();
    const route = router();
    await cache.serve(cdn('?url=https%3A%2F%2Fexample.com%2Fa.webp&w=160'), route.handle(10, 403));
    await cache.serve(cdn('?url=https%3A%2F%2Fexample.com%2Fa.webp&w=160'), route.handle(10, 403));
    await cache.serve(new Request('http://site.test/demo/a.webp'), route.handle(10));
    await cache.serve(new Request('http://site.test/demo/a.webp'), route.handle(10));
    expect(route.calls).toBe(4);
  });

  it('holds at most its size in bytes, letting the least recently used go', async () => {
    const cache = new ImageCdnCache(250);
    const route = router();
    for (const name of ['a', 'b', 'a', 'c']) await cache.serve(cdn(`?url=%2F${name}.webp&w=160`), route.handle(100));
    expect(route.calls).toBe(3); // a, b, then c: a was still kept
    await cache.serve(cdn('?url=%2Fa.webp&w=160'), route.handle(100));
    expect(route.calls).toBe(3); // a was used after b, so b went
    await cache.serve(cdn('?url=%2Fb.webp&w=160'), route.handle(100));
    expect(route.calls).toBe(4);
  });
});
