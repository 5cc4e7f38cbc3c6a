/**
 * The admin's users list (SPEC §2, §4, §8): search by name or email, the change-role dialog to each
 * role without a page reload (and the changed user's own session shows it), "Takes new leads" turned
 * on from the keyboard (docs/spec.md §23.1), "No users found." and the failure toasts. Pages of 50 from the server: the total, Next, a search reaching past the
 * first page, a role changed on page 2.
 */
import { expect as baseExpect, test } from './fixtures';
import { ALONE } from './tags';
import { MESSAGES } from '../../src/lib/messages';
import type { User } from '../../src/lib/types';
import { callApi } from '../support/http';
import { expectNoSidewaysScroll, openAdminList, signIn, unique } from './admin-support';
import { e2eSite, querySiteDatabase } from './support';

const expect = baseExpect.configure({ timeout: 90_000 });
test.setTimeout(300_000);

test('the admin finds a user and changes their role to each of the three; the user’s own session follows', async ({ page, context, browser }, testInfo) => {
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

  for (const role of ['SALES', 'ADMIN', 'GENERAL'] as const) {
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
    if (role === 'SALES') {
      // Now on the desk: "Takes new leads" is a switch, turned on from the keyboard, saved at once.
      const takes = row.getByRole('switch', { name: `${other.user.name} takes new leads` });
      await expect(takes).not.toBeChecked();
      await takes.focus();
      await page.keyboard.press('Space');
      await expect(page.getByText(`${other.user.name} takes new leads.`)).toBeVisible();
      await expect(takes).toBeChecked();
      await expect(takes).toBeFocused();
      expect((await querySiteDatabase<{ t: boolean }>('select takes_new_leads as t from users where id = $1', [other.user._id]))[0].t).toBe(true);
      // And off again at once: new leads other journeys send meanwhile would go to this user.
      await page.keyboard.press('Space');
      await expect(page.getByText(`${other.user.name} no longer takes new leads.`)).toBeVisible();
      await expect(takes).not.toBeChecked();
    }
  }
  // Back to GENERAL: off the desk, so no switch.
  await expect(row.getByRole('switch')).toHaveCount(0);

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
  await page.route('**/api/all-user?*', (route) => route.abort('connectionreset'));
  await openAdminList(page, '/admin-panel/all-users', admin.user.name);
  await expect(page.getByText(MESSAGES.usersFetchFailed)).toBeVisible();
  await expect(page.getByText(MESSAGES.usersEmpty)).toBeVisible();
  await page.unroute('**/api/all-user?*');

  // A real refusal: the admin loses the role after the page checked it, before the list is asked for.
  await page.route('**/api/all-user?*', async (route) => {
    await querySiteDatabase(`update users set role = 'GENERAL' where id = $1`, [admin.user._id]);
    await route.continue();
  });
  const answer = page.waitForResponse('**/api/all-user?*', { timeout: 120_000 });
  await openAdminList(page, '/admin-panel/all-users', admin.user.name);
  const refused = await answer;
  expect(refused.status()).toBe(403);
  const { message } = await refused.json();
  expect(message).toBeTruthy();
  await expect(page.getByText(message)).toBeVisible();
});

test('the list is paged on the server: 50 rows, Next, the total, a search by email past the first page, a role changed on page 2', { tag: ALONE }, async ({ page, context }, testInfo) => {
  const admin = await signIn(context, 'ADMIN', unique(testInfo, 'Admin'));
  const tag = unique(testInfo, 'Paged Buyer');
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  // Sixty users who signed up before anyone else, so they come last.
  const seeded = await querySiteDatabase<{ id: string }>(
    `insert into users (name, email, password_hash, role, created_at, updated_at)
     select $1 || ' ' || lpad(n::text, 2, '0'), 'paged-' || $2 || '-' || lpad(n::text, 2, '0') || '@example.com', 'not a hash', 'GENERAL',
            timestamptz '2001-01-01 00:00Z' - n * interval '1 minute', now()
       from generate_series(1, 60) n
     returning id`,
    [tag, stamp],
  );
  try {
    const [{ all }] = await querySiteDatabase<{ all: number }>('select count(*)::int as "all" from users');
    const pageCount = Math.ceil(all / 50);
    const rows = page.getByRole('table', { name: 'All users' }).getByRole('row').filter({ has: page.getByRole('cell') });
    const pages = page.getByRole('navigation', { name: 'Users pages' });
    const search = page.getByRole('searchbox', { name: 'Search users by name or email' });
    const oldestEmail = `paged-${stamp}-60@example.com`;

    await openAdminList(page, '/admin-panel/all-users', admin.user.name);
    await expect(page.getByRole('heading', { level: 1, name: `All Users (${all})` })).toBeVisible();
    await expect(rows).toHaveCount(50);
    await expect(pages.getByText(`Page 1 of ${pageCount}`)).toBeVisible();
    await expect(rows.filter({ hasText: oldestEmail })).toHaveCount(0);

    // The server searches: a user far past the first page, by email.
    await search.fill(oldestEmail);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`${tag} 60`);
    await expect(page.getByRole('heading', { level: 1, name: 'All Users (1)' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin-panel\/all-users\?q=/);

    // A search matching more than a page, and its second page.
    await search.fill(tag);
    await expect(page.getByRole('heading', { level: 1, name: 'All Users (60)' })).toBeVisible();
    await expect(rows).toHaveCount(50);
    await expect(pages.getByText('Page 1 of 2')).toBeVisible();
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText(`${tag} 51`);
    await expect(pages.getByText('Page 2 of 2')).toBeVisible();

    // A role changed on page 2: its row at once, then page 2 fetched again in place.
    const row = rows.filter({ hasText: `${tag} 55` });
    await row.getByRole('button', { name: `Change role of ${tag} 55` }).click();
    const dialog = page.getByRole('dialog', { name: 'Change User Role' });
    await dialog.getByLabel('Role').selectOption('ADMIN');
    const refetched = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/all-user' && r.request().method() === 'GET', { timeout: 120_000 });
    await dialog.getByRole('button', { name: 'Change role' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('cell').nth(2)).toHaveText('ADMIN');
    const again = new URL((await refetched).url()).searchParams;
    expect(again.get('q')).toBe(tag);
    expect(again.get('cursor')).toBeTruthy();
    await expect(pages.getByText('Page 2 of 2')).toBeVisible();
    await expect(rows).toHaveCount(10);
    await expect(row.getByRole('cell').nth(2)).toHaveText('ADMIN');
  } finally {
    await querySiteDatabase('delete from users where id = any($1::uuid[])', [seeded.map((u) => u.id)]);
  }
});

test('a search matching more than 1,000 users shows "1,000+" and "Page 1 of 20+", and Next still walks on', async ({ page, context }, testInfo) => {
  const admin = await signIn(context, 'ADMIN', unique(testInfo, 'Admin'));
  const tag = unique(testInfo, 'Crowd');
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const seeded = await querySiteDatabase<{ id: string }>(
    `insert into users (name, email, password_hash, role, created_at, updated_at)
     select $1 || ' ' || lpad(n::text, 4, '0'), 'crowd-' || $2 || '-' || n || '@example.com', 'not a hash', 'GENERAL',
            timestamptz '2001-01-01 00:00Z' - n * interval '1 minute', now()
       from generate_series(1, 1001) n
     returning id`,
    [tag, stamp],
  );
  try {
    const rows = page.getByRole('table', { name: 'All users' }).getByRole('row').filter({ has: page.getByRole('cell') });
    const pages = page.getByRole('navigation', { name: 'Users pages' });
    await openAdminList(page, `/admin-panel/all-users?q=${encodeURIComponent(tag)}`, admin.user.name);
    await expect(page.getByRole('heading', { level: 1, name: 'All Users (1,000+)' })).toBeVisible();
    await expect(pages.getByText('Page 1 of 20+')).toBeVisible();
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(pages.getByText('Page 2 of 20+')).toBeVisible();
    await expect(rows.first()).toContainText(`${tag} 0051`);
  } finally {
    await querySiteDatabase('delete from users where id = any($1::uuid[])', [seeded.map((u) => u.id)]);
  }
});
