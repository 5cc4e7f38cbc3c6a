/** Browser-test helpers for the pages' React islands. */
import { expect, type Page } from '@playwright/test';

/**
 * Waits until every island that hydrates on its own has done so (Astro drops `ssr` from each as it
 * does), the admin panel's once the session has answered (client:session) among them. Left out are
 * the islands that wait for something: to be scrolled to (client:visible), to be used
 * (client:interaction), a signed-in user (client:signed-in) or a toast (client:toast).
 */
export async function waitForIslands(page: Page, timeout = 30_000): Promise<void> {
  await expect(page.locator('astro-island[ssr]:is([client="load"], [client="session"], [client="idle"], [client="media"])')).toHaveCount(0, { timeout });
}
