/**
 * Every function answer carries the security headers netlify.toml gives the pages (which Netlify
 * does not add to a function's answer), and an HTML answer is a page: framed by no one, under a
 * policy of its own. New calls get them without doing anything, since routes() and handle() add them.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { handle, HttpError, json, routes } from '../../src/server/http/http';

/** netlify.toml's headers for every path ("/*"). */
function netlifyPageHeaders(): Map<string, string> {
  const toml = fs.readFileSync(new URL('../../netlify.toml', import.meta.url), 'utf8');
  const block = toml.split('[[headers]]').find((part) => /for = "\/\*"/.test(part))!;
  return new Map([...block.matchAll(/^\s*([\w-]+)\s*=\s*"([^"]*)"\s*$/gm)].filter(([, name]) => name !== 'for').map(([, name, value]) => [name.toLowerCase(), value]));
}

const html = (status = 200) => new Response('<!doctype html><title>Form</title>', { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
const call = (path: string, init?: RequestInit) => new Request(`http://127.0.0.1:8888${path}`, init);

describe('the security headers of function answers', () => {
  const page = netlifyPageHeaders();
  const answer = routes({
    '/api/thing': { GET: async () => json(200, { success: true, error: false, message: 'OK' }) },
    '/api/form': { POST: async () => html(201) },
    '/api/moved': { GET: async () => Response.redirect('http://127.0.0.1:8888/login', 303) },
  });

  it('are netlify.toml’s nosniff and Referrer-Policy on every answer: JSON, 404, 405, a redirect, none', async () => {
    expect(page.get('x-content-type-options')).toBe('nosniff');
    for (const [path, method, status] of [
      ['/api/thing', 'GET', 200],
      ['/api/none', 'GET', 404],
      ['/api/thing', 'POST', 405],
      ['/api/moved', 'GET', 303],
    ] as const) {
      const response = await answer(call(path, { method }));
      expect(response.status, path).toBe(status);
      expect(response.headers.get('x-content-type-options'), path).toBe(page.get('x-content-type-options'));
      expect(response.headers.get('referrer-policy'), path).toBe(page.get('referrer-policy'));
      expect(response.headers.get('content-security-policy'), path).toBeNull();
    }
    const plain = await handle(async () => new Response(null, { status: 204 }));
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('make an HTML answer unframeable, with no script allowed, without the call asking for it', async () => {
    const response = await answer(call('/api/form', { method: 'POST' }));
    expect(response.status).toBe(201);
    expect(response.headers.get('x-frame-options')).toBe(page.get('x-frame-options'));
    expect(response.headers.get('referrer-policy')).toBe(page.get('referrer-policy'));
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('script-src');
    expect(await response.text()).toContain('<title>Form</title>');
  });

  it('leave a header the answer sets itself as it is, and every cookie', async () => {
    const response = await handle(async () => {
      const headers = new Headers({ 'content-type': 'text/html', 'content-security-policy': "default-src 'self'" });
      headers.append('set-cookie', 'a=1');
      headers.append('set-cookie', 'b=2');
      return new Response('<p>', { headers });
    });
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  });

  it('come with a refusal thrown as an HttpError', async () => {
    const response = await handle(async () => {
      throw new HttpError(403, 'No.');
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
