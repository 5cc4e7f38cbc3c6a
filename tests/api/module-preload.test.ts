/**
 * What the served pages tell the browser to load early, and how the build's files are cached: a
 * page whose islands hydrate on load names every module they import in its `Link` header (its own
 * stylesheets first), so the browser loads them at once; a page whose islands wait for a tap names
 * none; /_astro/* is cached for a year as immutable (netlify.toml), also past the catch-all redirect.
 */
import { describe, expect, inject, it } from 'vitest';

const site = inject('site');

/** The targets of a Link header with the given rel, in order. */
function linked(header: string | null, rel: string): string[] {
  return (header ?? '')
    .split(/,\s*(?=<)/)
    .filter((part) => part.split(';').some((param) => param.trim() === `rel=${rel}`))
    .map((part) => /^<([^>]+)>/.exec(part.trim())![1]);
}

/** The modules a built module imports statically, read from its text (`import … from "./x.js"`, `import "./x.js"`, `export * from`). */
function staticImports(code: string, from: string): string[] {
  return [...code.matchAll(/(?:import|export)\s*(?:[^"'`;()]*?\bfrom\s*)?["']([^"']+\.js)["']/g)].map((m) => new URL(m[1], new URL(from, site.url)).pathname);
}

/** An attribute of the page's islands that hydrate without waiting for the visitor (on load, or once the session is known). */
const attribute = (html: string, name: string) =>
  [...html.matchAll(/<astro-island\b[^>]*\bclient="(?:load|session)"[^>]*>/g)].map((m) => new RegExp(`${name}="([^"]+)"`).exec(m[0])![1]);

describe('module preloads', () => {
  for (const path of ['/admin-panel/all-enquiries', '/login', '/sign-up', '/search']) {
    it(`${path} preloads every module its islands need before it is parsed, its own stylesheets first`, async () => {
      const response = await fetch(new URL(path, site.url));
      expect(response.status).toBe(200);
      const header = response.headers.get('link');
      const html = await response.text();
      const modules = linked(header, 'modulepreload');
      const styles = linked(header, 'preload').filter((url) => !url.startsWith('/api/'));
      expect(styles).toEqual([...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]));
      expect(header!.indexOf(styles.at(-1)!)).toBeLessThan(header!.indexOf(modules[0]));
      for (const url of [...attribute(html, 'component-url'), ...attribute(html, 'renderer-url')]) expect(modules).toContain(url);
      expect(new Set(modules).size).toBe(modules.length);
      // Whole: whatever a preloaded module imports is preloaded too.
      for (const url of modules) {
        const file = await fetch(new URL(url, site.url));
        expect(file.status, url).toBe(200);
        expect(file.headers.get('content-type'), url).toMatch(/javascript/);
        for (const imported of staticImports(await file.text(), url)) expect(modules, `${url} imports ${imported}`).toContain(imported);
      }
    });
  }

  it('an admin page asks for the session with its header, first, and no other page does', async () => {
    const header = (await fetch(new URL('/admin-panel/all-enquiries', site.url))).headers.get('link');
    expect(linked(header, 'preload').slice(0, 2)).toEqual(['/api/user-details', '/api/countAddToCartProduct']);
    expect(header).toMatch(/^<\/api\/user-details>; rel=preload; as=fetch; crossorigin=use-credentials, /);
    for (const path of ['/', '/login', '/sign-up', '/search']) {
      const links = linked((await fetch(new URL(path, site.url))).headers.get('link'), 'preload');
      expect(links.filter((url) => url.startsWith('/api/')), path).toEqual([]);
    }
  });

  it('the admin panel does not preload the editor it loads only when a product is edited', async () => {
    const header = (await fetch(new URL('/admin-panel/all-products', site.url))).headers.get('link');
    expect(linked(header, 'modulepreload').length).toBeGreaterThan(5);
    expect(linked(header, 'modulepreload').some((url) => /\/quill\.[^/]*\.js$/.test(url))).toBe(false);
  });

  it('pages whose islands wait for a tap or idle time preload nothing', async () => {
    for (const path of ['/', '/product-category']) {
      const response = await fetch(new URL(path, site.url));
      expect(response.status).toBe(200);
      expect(linked(response.headers.get('link'), 'modulepreload'), path).toEqual([]);
    }
  });

  it('the build’s files are cached for a year as immutable, with one Cache-Control, and answered the same each time', async () => {
    const [module] = linked((await fetch(new URL('/login', site.url))).headers.get('link'), 'modulepreload');
    const bodies: string[] = [];
    for (const encoding of ['br', 'br', 'gzip', 'identity']) {
      const response = await fetch(new URL(module, site.url), { headers: { 'accept-encoding': encoding } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      bodies.push(await response.text());
    }
    expect(new Set(bodies).size).toBe(1);
    // A page is not: it changes with each publish.
    expect((await fetch(new URL('/login', site.url))).headers.get('cache-control')).not.toMatch(/immutable/);
  });
});
