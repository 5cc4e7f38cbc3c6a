/** Browser-test helpers for the pages' React islands. */
import { expect, type Page } from '@playwright/test';

/**
 * Waits until every island that hydrates on its own has done so (Astro drops `ssr` from each as it
 * does); client:visible islands are left out, as they wait to be scrolled to.
 */
export async function waitForIslands(page: Page, timeout = 30_000): Promise<void> {
  await expect(page.locator('astro-island[ssr]:not([client="visible"])')).toHaveCount(0, { timeout });
}
