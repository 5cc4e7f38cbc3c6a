import { expect, test } from '@playwright/test';

test('a visitor opens the home page, then a machine’s page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('img', { name: 'Website Logo' })).toBeVisible();
  const cards = page.locator('a[href^="/product/"]');
  expect(await cards.count()).toBeGreaterThanOrEqual(30);

  const first = cards.first();
  const name = (await first.locator('p.font-semibold').innerText()).trim();
  await first.click();
  await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
  await expect(page.locator('.prose-description table')).toBeVisible();
  // Nothing wider than the screen (a phone must not scroll sideways).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
