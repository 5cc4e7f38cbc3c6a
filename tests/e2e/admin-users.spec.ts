/**
 * The admin's users list (SPEC §2, §4, §8): search by name or email, the change-role dialog in both
 * directions without a page reload (and the changed user's own session shows it), "No users found."
 * and the failure toasts.
 */
import { expect as baseExpect, test } from './fixtures';
import { MESSAGES } from '../../src/lib/messages';
import type { User } from '../../src/lib/types';
import { callApi } from '../support/http';
import { expectNoSidewaysScroll, openAdminList, signIn, unique } from './admin-support';
import { e2eSite, querySiteDatabase } from './support';

const expect = baseExpect.configure({ timeout: 90_000 });
test.setTimeout(300_000);

test('the admin finds a user and changes their role both ways; the user’s own session follows', async ({ page, context, browser }, testInfo) => {
  const admin = await signIn(context, 'ADMIN', unique(testInfo, 'Admin'));
  // The other user, signed in in a browser of their own.
  const otherContext = await browser.newContext();
  const other = await signIn(otherContext, 'GENERAL', unique(testInfo, 'Buyer Rao'));
  const roleSeenBy = async () => (await callApi<User>(e2eSite().url, '/api/user-details', { headers: { cookie: other.cookie } })).body.data?.role;
  expect(await roleSeenBy()).toBe('GENERAL');

  await openAdminList(page, '/admin-panel/all-users', admin.user.name);
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  const search = page.getByRole('searchbox', { name: 'Search users by name or email' });
  await expect(page.getByRole('row').filter({ hasText: other.user.email })).toBeVisible();

  // By email, then by (part of the) name, in any letter case.
  await search.fill(other.user.email.toUpperCase());
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(1);
  await search.fill(other.user.name.slice(0, -3).toLowerCase());
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText(other.user.name);
  await expect(row).toContainText(other.user.email);
  await expect(row).toContainText('GENERAL');
  await expect(row.locator('time')).toHaveAttribute('datetime', other.user.createdAt);
  await expectNoSidewaysScroll(page);

  for (const role of ['ADMIN', 'GENERAL'] as const) {
    await row.getByRole('button', { name: `Change role of ${other.user.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Change User Role' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Role')).toBeFocused();
    await dialog.getByLabel('Role').selectOption(role);
    const answer = page.waitForResponse('**/api/update-user', { timeout: 120_000 });
    await dialog.getByRole('button', { name: 'Change role' }).click();
    const body = await (await answer).json();
    expect(body.success).toBe(true);
    await expect(page.getByText(body.message)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('cell').nth(2)).toHaveText(role);
    expect(await roleSeenBy()).toBe(role);
    expect((await querySiteDatabase<{ role: string }>('select role from users where id = $1', [other.user._id]))[0].role).toBe(role);
  }
  // All without reloading the page.
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

  // Escape closes the dialog without a change.
  await row.getByRole('button', { name: `Change role of ${other.user.name}` }).click();
  await page.getByRole('dialog', { name: 'Change User Role' }).getByLabel('Role').selectOption('ADMIN');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Change User Role' })).toBeHidden();
  await expect(row.getByRole('button', { name: `Change role of ${other.user.name}` })).toBeFocused();
  expect(await roleSeenBy()).toBe('GENERAL');

  await search.fill(`nobody-${Date.now()}@nowhere.example`);
  await expect(page.getByText(MESSAGES.usersEmpty)).toBeVisible();
  await otherContext.close();
});

test('a failed users call shows the server’s message, or "Failed to fetch users." when no answer came', async ({ page, context }, testInfo) => {
  const admin = await signIn(context, 'ADMIN', unique(testInfo, 'Admin'));
  // No answer at all: the network drops the call.
  await page.route('**/api/all-user', (route) => route.abort('connectionreset'));
  await openAdminList(page, '/admin-panel/all-users', admin.user.name);
  await expect(page.getByText(MESSAGES.usersFetchFailed)).toBeVisible();
  await expect(page.getByText(MESSAGES.usersEmpty)).toBeVisible();
  await page.unroute('**/api/all-user');

  // A real refusal: the admin loses the role after the page checked it, before the list is asked for.
  await page.route('**/api/all-user', async (route) => {
    await querySiteDatabase(`update users set role = 'GENERAL' where id = $1`, [admin.user._id]);
    await route.continue();
  });
  const answer = page.waitForResponse('**/api/all-user', { timeout: 120_000 });
  await openAdminList(page, '/admin-panel/all-users', admin.user.name);
  const refused = await answer;
  expect(refused.status()).toBe(403);
  const { message } = await refused.json();
  expect(message).toBeTruthy();
  await expect(page.getByText(message)).toBeVisible();
});
