/**
 * The site's Content-Security-Policy. Scripts run only from the site itself or when they are one
 * of the inline scripts the build wrote (allowed by their SHA-256, found in the built pages, so a
 * script added to a page is allowed by the next build and nothing else is). Styles may be inline:
 * the toasts inject a <style> element and React, the editor and the image previews set style
 * attributes, none of which can be hashed ahead.
 */
import { createHash } from 'node:crypto';

type Env = Record<string, string | undefined>;

/** Script types a browser runs; others (application/ld+json, ...) are data blocks CSP ignores. */
const RUNNABLE = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * `'sha256-…'` of every inline script of a page, given as its file's bytes, in order of appearance.
 * The page is read as latin1, one character per byte: the markup looked for is ASCII, each
 * script's bytes are hashed exactly as written, and it spares decoding UTF-8 (at 100,000 pages,
 * 5.7 GB of it took most of the build's last 41 s).
 */
export function inlineScriptHashes(page: Buffer): string[] {
  const html = page.toString('latin1');
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!RUNNABLE.has(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'latin1').digest('base64')}'`);
  }
  return hashes;
}

const originOf = (address: string | undefined) => {
  try {
    return address ? new URL(address).origin : null;
  } catch {
    return null;
  }
};

/** The policy for pages whose inline scripts have these hashes, with the env's outside origins. */
export function contentSecurityPolicy(env: Env, scriptHashes: Iterable<string>): string {
  const storage = originOf(env.SUPABASE_URL);
  const map = originOf(env.MAP_EMBED_URL) ?? 'https://www.google.com';
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...[...new Set(scriptHashes)].sort()],
    ['style-src', "'self'", "'unsafe-inline'"],
    // data: and blob: for the admin's previews of compressed images; YouTube for video stills.
    ['img-src', "'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https://img.youtube.com', ...(storage ? [storage] : [])],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    // The map embed, and the YouTube players a description may hold (src/server/catalogue/sanitize.ts).
    ['frame-src', map, 'https://www.youtube.com', 'https://www.youtube-nocookie.com'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * The policy of the pages a function answers (a form post's confirmation, or the form again): no
 * script at all, their stylesheet and icon from the site, forms posted only to it, never framed.
 * Images also as data: addresses, which the server writes into the page itself: a quotation's UPI
 * QR code and the seller's signature (read from the image store, which may be another origin). An
 * image runs no script, and the page takes none from anywhere else.
 */
export const FUNCTION_PAGE_POLICY = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self' data:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');
