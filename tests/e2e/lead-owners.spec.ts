/**
 * Owners on the lead desk (docs/spec.md §23.2): a SALES user gives a lead to themselves from its
 * screen with the keyboard alone, and "My leads", one tap from the list (the side panel wide, a
 * tab on a phone), then lists it, with its owner in its row, and not a lead nobody owns.
 */
import { expect as baseExpect, test } from './fixtures';
import { ON_PHONE } from './tags';
import { DEMO_PRODUCTS } from '../../demo/catalogue';
import { signIn, openAdminList, unique } from './admin-support';
import { querySiteDatabase } from './support';

const expect = baseExpect.configure({ timeout: 60_000 });
test.setTimeout(240_000);

const LIST = '/admin-panel/all-enquiries';

/** A lead stored straight in the site's database, nobody its owner. */
async function storeLead(name: string): Promise<string> {
  const phone = `7${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const [row] = await querySiteDatabase<{ id: string }>(
    `insert into enquiries (product_id, name, phone, address, message) values ($1, $2, $3, 'Adityapur', 'Please send the price.') returning id`,
    [DEMO_PRODUCTS[0].id, name, phone],
  );
  return row.id;
}

test('a lead given to oneself in its screen is in "My leads", one tap away', { tag: ON_PHONE }, async ({ page, context }, testInfo) => {
  const me = await signIn(context, 'SALES', unique(testInfo, 'Priya Sharma'));
  const name = unique(testInfo, 'Harish Chandra Owner');
  const unowned = unique(testInfo, 'Nobody’s Buyer');
  const id = await storeLead(name);
  await storeLead(unowned);
  await openAdminList(page, `${LIST}?lead=${id}`, me.user.name);
  const view = page.getByRole('article', { name });

  // Unassigned; choose oneself and save, by the keyboard alone.
  const owner = view.getByRole('combobox', { name: 'Owner' });
  await expect(owner.getByRole('option', { name: `${me.user.name} (you)` })).toBeAttached();
  await expect(owner).toHaveValue('');
  await owner.focus();
  await owner.selectOption({ label: `${me.user.name} (you)` });
  await page.keyboard.press('Tab');
  await expect(view.getByRole('button', { name: 'Save owner' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Assigned to ${me.user.name}` })).toBeVisible();
  await expect(view.getByRole('list', { name: 'Timeline, oldest first' })).toContainText(`Assigned to ${me.user.name}`);
  await expect(view.getByRole('button', { name: 'Assign to me' })).toHaveCount(0);
  expect(await querySiteDatabase('select owner_id from enquiries where id = $1', [id])).toEqual([{ owner_id: me.user._id }]);

  // Back to the list, then "My leads": a tab above it on a phone, in the side panel when wide.
  await view.getByRole('link', { name: 'Back to all enquiries' }).click();
  const phone = page.viewportSize()!.width < 768;
  await page.getByRole('navigation', { name: phone ? 'Lead views' : 'Admin lists' }).getByRole('link', { name: 'My leads' }).click();
  await expect(page).toHaveURL(/\/admin-panel\/all-enquiries\?owner=me$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('My leads');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').filter({ hasText: me.user.name })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: unowned })).toHaveCount(0);
  // Kept in the address: a reload shows the same.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Owner' })).toHaveValue('me');
});
