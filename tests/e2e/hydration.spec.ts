/**
 * A visitor's home page runs no React: the banner and rows are plain scripts, the search box wakes
 * on its first use, the account corner only for a signed-in user, and the toast area only when
 * there is a toast. (bench/pages.ts measures what this saves the main thread.) The islands that
 * wake when the page is idle wake on a page that never is, too (src/components/idle-wake.ts).
 */
import { expect, test, type Page } from './fixtures';
import { ON_PHONE } from './tags';
import { IDLE_WAKE } from '../../src/components/idle-wake';

/** Scripts of React and of the islands that need it, by their bundle names. */
const REACT_BUNDLE = /\/_astro\/(client|react|react-dom|jsx-runtime|SearchBox|UserMenu|Toaster)\.[\w-]+\.js$/;

function scriptsFetched(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test('a visitor’s home page loads no React until the search box is used, which then works', { tag: ON_PHONE }, async ({ page }, testInfo) => {
  const scripts = scriptsFetched(page);
  const session = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user-details');
  await page.goto('/');
  expect((await (await session).json()).data).toBeNull(); // the layout still asks for the user (SPEC §2)
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => REACT_BUNDLE.test(path))).toEqual([]);
  await expect(page.locator('astro-island:not([ssr])')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
  const box = page.getByRole('searchbox', { name: 'Search machines' });
  await box.focus();
  await expect(page.locator('astro-island[client="interaction"]:not([ssr])')).toHaveCount(1);
  expect(scripts.some((path) => /\/_astro\/SearchBox\./.test(path))).toBe(true);
  // Typed in one go: key by key, a busy test machine can stretch a gap past the pause and leave
  // with the first letter (the pause itself: routing.spec.ts).
  await box.fill('cup');
  await expect(page).toHaveURL(/\/search\?q=cup$/);
});

test('a category page whose main thread never rests still wakes its results, in a few seconds', async ({ page }) => {
  // Before the page's own code: a task queued after every task, each busy for 5 ms, so the
  // browser never has an idle moment (as on a phone still busy with the page's pictures).
  await page.addInitScript(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const until = performance.now() + 5;
      while (performance.now() < until);
      channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
  });
  await page.goto('/product-category?category=paper-cup-making-machines');
  const results = page.locator('astro-island[client="idle"]');
  await expect(results).toHaveCount(1);
  await expect(results).not.toHaveAttribute('ssr', { timeout: IDLE_WAKE.timeout + 15_000 });
});
