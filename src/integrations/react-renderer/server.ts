/**
 * The server half of React in Astro, as one synchronous renderToString per component.
 *
 * @astrojs/react 7.0 renders every component twice, each through a web stream: once in `check`
 * (it runs the component inside a test render to learn whether it is React's) and once for its
 * HTML. A product page holds five React components (the search box, the user menu, the enquiry
 * dialog, the toaster and the recommended cards), so ten streamed renders: 1.7 ms a page, where one
 * string render each takes 0.7 ms (a loop over the synthetic catalogue's machines). Its
 * `experimentalDisableStreaming` option renders without the `identifierPrefix` in 7.0, so useId's
 * ids would clash between islands and differ from the browser's hydration (fixed in 7.1.2, which
 * needs a newer Node than this project runs on).
 *
 * React is this site's only component framework, so any function component reaching here is
 * React's. The browser half stays @astrojs/react's client, which hydrates with the `prefix`
 * attribute as its identifierPrefix; no component here takes children or slots from Astro.
 */
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { SSRResult } from 'astro';

/** Each island's useId prefix, unique within its page: r0, r1, … */
const islandsOnPage = new WeakMap<SSRResult, number>();
function nextPrefix(page: SSRResult): string {
  const index = islandsOnPage.get(page) ?? 0;
  islandsOnPage.set(page, index + 1);
  return `r${index}`;
}

/** React 19 hoists preloads (an eager image's, say) into the markup; in an island's body they are noise. */
const RESOURCE_HINT = /<link\s[^>]*rel="(?:preload|modulepreload|stylesheet|preconnect|dns-prefetch)"[^>]*>/g;

async function check(Component: unknown): Promise<boolean> {
  return typeof Component === 'function';
}

async function renderToStaticMarkup(
  this: { result: SSRResult },
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  slots: Record<string, string | undefined>,
): Promise<{ html: string; attrs: Record<string, string> }> {
  if (Object.values(slots).some((slot) => slot)) {
    throw new Error(`${Component.displayName ?? Component.name}: React components here take props, not children or slots.`);
  }
  const prefix = nextPrefix(this.result);
  const html = renderToString(createElement(Component, props), { identifierPrefix: prefix });
  // Looked for only where there can be one: the search over every island's text cost the build 5.7 s at 100,000 products.
  return { html: html.includes('<link') ? html.replace(RESOURCE_HINT, '') : html, attrs: { prefix } };
}

export default { name: 'react-renderer', check, renderToStaticMarkup, supportsAstroStaticSlot: true };
