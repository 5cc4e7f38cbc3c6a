/**
 * The Content-Security-Policy as served with the pages (from the build's _headers): strict for
 * scripts, and allowing exactly the inline scripts each page carries. Browsers enforcing it on
 * real journeys is tested by every browser test (tests/e2e/fixtures.ts).
 */
import { createHash } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Product } from '../../src/lib/types';
import { callApi } from '../support/http';

const site = inject('site');

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
}

describe('the Content-Security-Policy header', () => {
  it('comes with the home, product, sign-in and admin pages and allows each inline script by its hash', async () => {
    const [product] = (await callApi<Product[]>(site.url, '/api/get-product')).body.data!;
    for (const path of ['/', `/product/${product._id}`, '/login', '/admin-panel/all-products']) {
      const response = await fetch(new URL(path, site.url));
      expect(response.status, path).toBe(200);
      const policy = response.headers.get('content-security-policy');
      expect(policy, path).toBeTruthy();
      const rules = directives(policy!);
      expect(rules.get('script-src')![0]).toBe("'self'");
      expect(rules.get('script-src')).not.toContain("'unsafe-inline'");
      expect(rules.get('script-src')).not.toContain("'unsafe-eval'");
      expect(rules.get('object-src')).toEqual(["'none'"]);
      expect(rules.get('base-uri')).toEqual(["'self'"]);
      expect(rules.get('frame-ancestors')).toEqual(["'none'"]);
      expect(rules.get('form-action')).toEqual(["'self'"]);
      expect(rules.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'https://i.ytimg.com', 'data:', 'blob:']));
      const html = await response.text();
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)];
      expect(inline.length, path).toBeGreaterThan(0);
      for (const [, body] of inline) {
        expect(rules.get('script-src'), `${path}: ${body.slice(0, 60)}`).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      }
    }
  });
});
