import { describe, expect, it } from 'vitest';
import { requestUrl } from '../../platform/http/request-url';
import { isHttps } from '../../src/server/http/http';

const SITE = 'http://127.0.0.1:8888';
const href = (target: string, forwardedProto?: string) => requestUrl(target, SITE, forwardedProto)?.href ?? null;

describe('requestUrl', () => {
  it('is the site’s origin with the target’s path and query', () => {
    expect(href('/product/abc?x=1&y=%2F')).toBe(`${SITE}/product/abc?x=1&y=%2F`);
    expect(href('/')).toBe(`${SITE}/`);
  });

  it('never takes a host from a path that starts like one', () => {
    expect(href('//evil.example/promo')).toBe(`${SITE}/evil.example/promo`);
    expect(href('///evil.example/promo')).toBe(`${SITE}/evil.example/promo`);
    expect(href('/\\evil.example/promo')).toBe(`${SITE}/evil.example/promo`);
    // Dot segments resolved to a leading `//` would name a host to whatever reads the path.
    expect(href('/..//evil.example/promo')).toBe(`${SITE}/evil.example/promo`);
    expect(href('/a/../..//evil.example/promo')).toBe(`${SITE}/evil.example/promo`);
    expect(href('/./%2e%2e//evil.example/promo')).toBe(`${SITE}/evil.example/promo`);
  });

  it('takes only the path and query of an absolute-form target', () => {
    expect(href('http://evil.example/api/update-enquiry?a=1')).toBe(`${SITE}/api/update-enquiry?a=1`);
    expect(href('HTTPS://user:pw@evil.example:444')).toBe(`${SITE}/`);
    expect(href('http://evil.example//other.example/x')).toBe(`${SITE}/other.example/x`);
  });

  it('is null (400) for a target that is neither a path nor an http address', () => {
    for (const target of ['evil.example/promo', '*', '', 'javascript:alert(1)', 'http:/evil.example']) {
      expect(href(target), target).toBeNull();
    }
  });

  it('is https when a trusted proxy’s X-Forwarded-Proto says so (its last entry), and only then', () => {
    expect(href('/x', 'https')).toBe('https://127.0.0.1:8888/x');
    expect(href('/x', 'http, https')).toBe('https://127.0.0.1:8888/x');
    expect(requestUrl('/x', 'https://shop.example', 'http')?.href).toBe('http://shop.example/x');
    for (const proto of [undefined, '', 'ftp', 'https, evil']) expect(href('/x', proto), String(proto)).toBe(`${SITE}/x`);
  });
});

describe('isHttps', () => {
  it('is the protocol of the request’s address, never a header a client writes', () => {
    expect(isHttps(new Request('https://shop.example/api/signin'))).toBe(true);
    expect(isHttps(new Request('http://127.0.0.1/api/signin', { headers: { 'x-forwarded-proto': 'https' } }))).toBe(false);
    expect(isHttps(new Request('http://127.0.0.1/api/signin', { headers: { forwarded: 'proto=https' } }))).toBe(false);
  });
});
