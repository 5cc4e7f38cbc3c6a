/**
 * The cache headers of an address named by what it serves (SPEC §18.3, docs/spec.md §25.6): a link
 * preview, a brochure, a catalogue. The current version's address never changes what it answers,
 * so browsers and Netlify's durable CDN cache keep it a year; an earlier version's address, asked
 * for before the pages naming it are republished, gets the current file, kept only briefly.
 */
const KEPT = {
  'cache-control': 'public, max-age=31536000, immutable',
  'netlify-cdn-cache-control': 'public, durable, max-age=31536000, immutable',
};
const CURRENT_FOR_NOW = {
  'cache-control': 'public, max-age=300',
  'netlify-cdn-cache-control': 'public, durable, max-age=300',
};

export function versionedCacheHeaders(current: boolean): Record<string, string> {
  return current ? KEPT : CURRENT_FOR_NOW;
}
