/**
 * The local server's cache of the build's immutable files: compressed once per encoding the client
 * accepts and per published build, answered again byte for byte, and only for whole files that say
 * they never change.
 */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ImmutableFileCache } from '../../platform/http/immutable-file-cache';

const IMMUTABLE = { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' };
const file = Buffer.from(`export const machines = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Paper cup machine ${i}`))};\n`);
const url = new URL('http://site.test/_astro/machines.Ab12.js');

describe('ImmutableFileCache', () => {
  it('keeps a file compressed as each client accepts it, and answers it again from memory', () => {
    const cache = new ImmutableFileCache();
    expect(cache.lookup('GET', url, 'br, gzip', 'build-1')).toBeNull();
    const brotli = cache.store(url, 'br, gzip', { ...IMMUTABLE }, file);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect(zlib.brotliDecompressSync(brotli.body).equals(file)).toBe(true);

    // Another encoding is another entry; a client that accepts none gets the file as it is.
    expect(cache.lookup('GET', url, 'gzip', 'build-1')).toBeNull();
    const gzip = cache.store(url, 'gzip', { ...IMMUTABLE }, file);
    expect(zlib.gunzipSync(gzip.body).equals(file)).toBe(true);
    const plain = cache.store(url, undefined, { ...IMMUTABLE }, file);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(file)).toBe(true);

    expect(cache.lookup('GET', url, 'br, gzip', 'build-1')).toBe(brotli);
    expect(cache.lookup('GET', url, 'gzip;q=1', 'build-1')).toBe(gzip);
    expect(cache.lookup('GET', url, 'identity', 'build-1')).toBe(plain);
    // HEAD goes the whole way (its answer has no body).
    expect(cache.lookup('HEAD', url, 'br', 'build-1')).toBeNull();
  });

  it('starts afresh with each published build, as a deploy does', () => {
    const cache = new ImmutableFileCache();
    cache.lookup('GET', url, 'br', 'build-1');
    cache.store(url, 'br', { ...IMMUTABLE }, file);
    expect(cache.lookup('GET', url, 'br', 'build-1')).not.toBeNull();
    expect(cache.lookup('GET', url, 'br', 'build-2')).toBeNull();
    expect(cache.lookup('GET', url, 'br', 'build-1')).toBeNull();
  });

  it('keeps nothing before the first build, and stays within its size', () => {
    const none = new ImmutableFileCache();
    none.lookup('GET', url, 'br', null);
    none.store(url, 'br', { ...IMMUTABLE }, file);
    expect(none.lookup('GET', url, 'br', null)).toBeNull();

    const small = new ImmutableFileCache(1500);
    small.lookup('GET', url, undefined, 'build-1');
    const other = new URL('http://site.test/_astro/other.Cd34.js');
    small.store(url, undefined, { ...IMMUTABLE }, Buffer.alloc(1000, 'a'));
    small.store(other, undefined, { ...IMMUTABLE }, Buffer.alloc(1000, 'b'));
    // The older one went to make room.
    expect(small.lookup('GET', url, undefined, 'build-1')).toBeNull();
    expect(small.lookup('GET', other, undefined, 'build-1')).not.toBeNull();
  });

  it('counts a file kept twice (two first requests at once) once', () => {
    const cache = new ImmutableFileCache(1500);
    cache.lookup('GET', url, undefined, 'build-1');
    const other = new URL('http://site.test/_astro/other.Cd34.js');
    cache.store(url, undefined, { ...IMMUTABLE }, Buffer.alloc(1000, 'a'));
    cache.store(url, undefined, { ...IMMUTABLE }, Buffer.alloc(1000, 'a'));
    cache.store(other, undefined, { ...IMMUTABLE }, Buffer.alloc(400, 'b'));
    expect(cache.lookup('GET', url, undefined, 'build-1')).not.toBeNull();
    expect(cache.lookup('GET', other, undefined, 'build-1')).not.toBeNull();
  });

  it('keeps only whole files that say they never change', () => {
    const keeps = ImmutableFileCache.keeps;
    expect(keeps('GET', 'static', 200, IMMUTABLE)).toBe(true);
    // A file reached past the catch-all redirect that is not forced.
    expect(keeps('GET', 'redirect', 200, IMMUTABLE)).toBe(true);
    expect(keeps('GET', 'static', 200, { ...IMMUTABLE, 'cache-control': 'public, max-age=0, must-revalidate' })).toBe(false);
    expect(keeps('GET', 'static', 206, IMMUTABLE)).toBe(false);
    expect(keeps('GET', 'function', 200, IMMUTABLE)).toBe(false);
    expect(keeps('GET', 'redirect', 302, IMMUTABLE)).toBe(false);
    expect(keeps('HEAD', 'static', 200, IMMUTABLE)).toBe(false);
  });
});
