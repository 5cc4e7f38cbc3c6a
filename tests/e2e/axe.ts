/**
 * axe-core's checks for WCAG 2.0, 2.1 and 2.2 (levels A and AA) and its best practices, run in the
 * page itself: each violated rule with its impact, then the offending elements, one per line.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_AND_BEST_PRACTICE = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/** The violations on the page, or within the elements `include` selects. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder
    .options({ runOnly: { type: 'tag', values: WCAG_AND_BEST_PRACTICE }, resultTypes: ['violations'] })
    // In the page itself, without a blank page per check to merge frames' results: no screen here
    // has a frame of its own (the map's embed waits to be scrolled to).
    .setLegacyMode()
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((node) => `      at ${node.target.join(' >> ')}`).join('\n')}`,
  );
}
