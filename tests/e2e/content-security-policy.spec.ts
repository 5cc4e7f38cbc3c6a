/**
 * The policy and the check of tests/e2e/fixtures.ts together: a script the build did not write is
 * blocked, and a test that meets a blocked script fails. This test is expected to fail (test.fail):
 * it passes, and is reported as a problem, if the script ran (no policy) or if the blocked script
 * went unnoticed (no check).
 */
import { test } from './fixtures';

test('an inline script injected into a page is blocked, and the test that met it fails', async ({ page }) => {
  test.fail();
  await page.goto('/');
  // The browser logs what its policy blocked; without a policy nothing comes, and the test passes.
  const blocked = page
    .waitForEvent('console', { predicate: (message) => message.text().includes('Content Security Policy'), timeout: 5_000 })
    .catch(() => null);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.documentElement.dataset.injected = "ran";';
    document.body.append(script);
  });
  await blocked;
});
