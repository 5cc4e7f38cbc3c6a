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
    ['nothing', ''],
    ['no text at all', undefined],
    ['an overlong path', `/${'a'.repeat(2048)}`],
  ])('refuses %s', (_what, value) => {
    expect(safeNextPath(value)).toBeNull();
  });
});

describe('nextPathOf', () => {
  it("reads a safe next from an address's query, and nothing else", () => {
    expect(nextPathOf('http://127.0.0.1:8888/login?next=%2Fadmin-panel')).toBe('/admin-panel');
    expect(nextPathOf('http://127.0.0.1:8888/login?next=//evil.example')).toBeNull();
    expect(nextPathOf('http://127.0.0.1:8888/login')).toBeNull();
    expect(nextPathOf('not an address')).toBeNull();
    expect(nextPathOf(null)).toBeNull();
  });
});
