import { describe, expect, it } from 'vitest';
import { nextPathOf, safeNextPath } from '../../src/lib/next-path';

describe('safeNextPath', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeNextPath('/admin-panel/all-enquiries')).toBe('/admin-panel/all-enquiries');
    expect(safeNextPath('/admin-panel/all-enquiries?lead=42#notes')).toBe('/admin-panel/all-enquiries?lead=42#notes');
    expect(safeNextPath('/product/1/../2')).toBe('/product/2');
  });

  it.each([
    ['another site without a scheme', '//evil.example/promo'],
    ['a backslash a browser reads as a slash', '/\\evil.example'],
    ['a scheme and host', 'https://evil.example/'],
    ['a script address', 'javascript:alert(1)'],
    ['a relative path', 'admin-panel'],
    ['a tab a browser would strip', '/\t/evil.example'],
    ['a line break', '/x\r\nSet-Cookie: a=1'],
    ['white space', '/ /evil.example'],
    ['an API call', '/api/userLogout'],
    ['an API call in capitals', '/API/userLogout'],
    ['an API call with an encoded letter', '/%61pi/userLogout'],
    ["a function's own address", '/.netlify/functions/send-digest'],
    ['nothing', ''],
    ['no text at all', undefined],
    ['an overlong path', `/${'a'.repeat(2048)}`],
  ])('refuses %s', (_what, value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  // Each resolves (dots and encoded dots, as a browser resolves them) or decodes to `//evil.example`
  // or `/\\evil.example`: another site.
  it.each([
    '/..//evil.example',
    '/.//evil.example',
    '/a/..//evil.example',
    '/a/b/../../..//evil.example',
    '/./%2e%2e//evil.example',
    '/%2e%2e//evil.example',
    '/%2e//evil.example',
    '/a/%2E%2E//evil.example/phish?x=1#y',
    '/..//evil.example/phish',
    '/../\\evil.example',
    '/.\\/evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/.%2F/evil.example',
    '/..%2F/evil.example',
    '/%2e%2e/%2fevil.example',
  ])('refuses %s, which leads to another site once resolved or decoded', (value) => {
    expect(safeNextPath(value)).toBeNull();
  });
});

describe('nextPathOf', () => {
  it("reads a safe next from an address's query, and nothing else", () => {
    expect(nextPathOf('http://127.0.0.1:8888/login?next=%2Fadmin-panel')).toBe('/admin-panel');
    expect(nextPathOf('http://127.0.0.1:8888/login?next=//evil.example')).toBeNull();
    expect(nextPathOf('http://127.0.0.1:8888/login?next=%2F..%2F%2Fevil.example%2Fphish')).toBeNull();
    expect(nextPathOf('http://127.0.0.1:8888/login')).toBeNull();
    expect(nextPathOf('not an address')).toBeNull();
    expect(nextPathOf(null)).toBeNull();
  });
});
