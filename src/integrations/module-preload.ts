/**
 * Preloads, with each page's own `Link: rel=modulepreload` header, every module that the page's
 * islands hydrated on load import (`client:load`: the login and sign-up forms, the search results;
 * `client:session`, as soon as the session is known: the admin panel), written into the build
 * output's `_headers` once every page is built (./page-headers.ts).
 *
 * Without it the browser learns of an island's modules one import level at a time: the island's
 * chunk once the page is parsed, then its imports, then React's, each a round trip before the
 * island can hydrate (three rounds for the admin panel, about 300 ms on a desktop). A header is
 * read before the page's first byte is parsed, so all of them load at once. Islands that wait for
 * a tap or for idle time are left alone: their modules are not wanted on every visit.
 *
 * A page whose island waits for the session (the admin panel) also preloads the session's two calls,
 * first: the session answer is then at hand when the page's script runs, and the list's first page
 * can be asked for at once (before, one round trip later: 100-330 ms at 100,000 leads).
 */
import fs from 'node:fs';
import path from 'node:path';
import { init, parse } from 'es-module-lexer';
import { SESSION_CALLS } from '../lib/browser/session';

/** The hydration directives of islands that hydrate on every visit, without waiting for the visitor. */
const HYDRATED_ON_LOAD = new Set(['load', 'session']);

const islandDirectives = (html: string) => [...html.matchAll(/<astro-island\b[^>]*>/g)].map(([island]) => ({ island, directive: /\sclient="([^"]+)"/.exec(island)?.[1] ?? '' }));

/** The modules of the page's islands that hydrate on load: each island's component and renderer. */
export function loadIslandEntries(html: string): string[] {
  const entries: string[] = [];
  for (const { island, directive } of islandDirectives(html)) {
    if (!HYDRATED_ON_LOAD.has(directive)) continue;
    for (const attribute of ['component-url', 'renderer-url']) {
      const url = new RegExp(`\\s${attribute}="([^"]+)"`).exec(island)?.[1];
      if (url && !entries.includes(url)) entries.push(url);
    }
  }
  return entries;
}

/**
 * The calls the page's script asks for before its islands hydrate, as preload links: the session's,
 * where an island waits for it. `crossorigin=use-credentials` matches the calls' own
 * `credentials: 'include'` (src/lib/browser/api.ts): a preload is taken only by a request of the
 * same mode.
 */
export function earlyCalls(html: string): string[] {
  if (!islandDirectives(html).some(({ directive }) => directive === 'session')) return [];
  return Object.values(SESSION_CALLS).map((call) => `<${call}>; rel=preload; as=fetch; crossorigin=use-credentials`);
}

/**
 * The page's own stylesheets and module scripts, named first in its header: the browser asks for
 * what a header preloads before what the page names, and over HTTP/1.1 (six connections) the
 * islands' modules would otherwise keep the page's own from loading.
 */
export function pageResources(html: string): {
  styles: string[];
  scripts: string[];
} {
  const styles = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]);
  const scripts = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
  return { styles, scripts };
}

/**
 * The site-absolute paths of `entries` and of every module they import statically, directly or
 * not, read from the built files under `outDir`. Dynamic imports (a lazily loaded editor) are not
 * followed: they are loaded when used.
 */
export async function staticImportClosure(outDir: string, entries: readonly string[]): Promise<string[]> {
  await init();
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url) || !url.startsWith('/')) return;
    seen.add(url);
    const file = path.join(outDir, url);
    if (!fs.existsSync(file)) return;
    const [imports] = parse(fs.readFileSync(file, 'utf8'));
    for (const entry of imports) {
      if ((entry.type === 'static' || entry.type === 'reexport-star') && entry.specifier) visit(new URL(entry.specifier, `https://site${url}`).pathname);
    }
  };
  for (const entry of entries) visit(entry);
  return [...seen];
}

/** The address a built page is served at: `a/b.html` at `/a/b`, `index.html` at `/`. */
export function pageAddress(file: string): string {
  const address = `/${file.split(path.sep).join('/')}`.replace(/\.html$/, '').replace(/(^|\/)index$/, '');
  return address || '/';
}

/**
 * The `Link` header's targets for a built page (its file's bytes): none unless one of its islands
 * hydrates on load, so that most pages (100,000 product pages at the largest) cost one byte search.
 */
export async function preloadLinks(outDir: string, page: Buffer): Promise<string[]> {
  if (![...HYDRATED_ON_LOAD].some((directive) => page.includes(`client="${directive}"`))) return [];
  const html = page.toString('utf8');
  const entries = loadIslandEntries(html);
  if (!entries.length) return [];
  const own = pageResources(html);
  const modules = await staticImportClosure(outDir, [...own.scripts, ...entries]);
  return [...earlyCalls(html), ...own.styles.map((url) => `<${url}>; rel=preload; as=style`), ...modules.map((url) => `<${url}>; rel=modulepreload`)];
}
