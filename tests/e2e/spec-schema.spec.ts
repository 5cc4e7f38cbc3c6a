/**
 * The schema editor and the product dialog's specifications (docs/spec.md §25.2), on the desktop
 * and the phone: the admin adds a specification to a category and moves it up, by keyboard, then
 * gives a machine of that category its value in the product dialog, checked as typed, and sees it
 * again on opening the machine once more. Each size edits a category of its own (two runs at once
 * must not save over each other's schema); the schema is put back as it was after.
 */
import { expect, test } from './fixtures';
import { ON_PHONE } from './tags';
import type { SpecField } from '../../src/lib/specifications';
import { openAdminList, signIn, unique } from './admin-support';
import { querySiteDatabase } from './support';

const CATEGORY = { desktop: 'toilet-roll-making-machines', phone: 'paper-bag-making-machines' } as const;
const LABEL = { desktop: 'Toilet Roll Making Machines', phone: 'Paper Bag Making Machines' } as const;

test('the admin adds a specification to a category and sets a machine\'s value by keyboard', { tag: ON_PHONE }, async ({ page, context }, testInfo) => {
  const project = testInfo.project.name as keyof typeof CATEGORY;
  const category = CATEGORY[project];
  const admin = await signIn(context, 'ADMIN', unique(testInfo, 'Admin'));
  const stored = (await (await page.request.get(`/api/spec-fields?category=${category}`)).json()).data as SpecField[];
  const [machine] = await querySiteDatabase<{ id: string; product_name: string }>(
    'select id, product_name from products where category = $1 order by created_at limit 1',
    [category],
  );
  const name = `Test depth ${Date.now().toString(36)}`;
  try {
    await openAdminList(page, '/admin-panel/all-products', admin.user.name);
    await page.getByRole('button', { name: 'Specifications' }).click();
    const editor = page.getByRole('dialog', { name: 'Specifications' });
    await editor.getByLabel('Category', { exact: true }).selectOption({ label: LABEL[project] });
    await expect(editor.getByRole('group')).toHaveCount(stored.length);

    // A new specification at the end, its key written from its name, then moved up by keyboard.
    await editor.getByRole('button', { name: 'Add specification' }).press('Enter');
    const added = editor.getByRole('group', { name: `${stored.length + 1}. Specification ${stored.length + 1}` });
    await expect(added.getByLabel('Name', { exact: true })).toBeFocused();
    await added.getByLabel('Name', { exact: true }).fill(name);
    const row = editor.getByRole('group', { name: `${stored.length + 1}. ${name}` });
    await expect(row.getByLabel('Key', { exact: true })).toHaveValue(name.toLowerCase().replaceAll(' ', '-'));
    await row.getByLabel('Unit', { exact: true }).fill('mm');
    await row.getByLabel('Kind', { exact: true }).selectOption('range');
    await row.getByRole('button', { name: `${name}: Move up` }).press('Enter');
    const moved = editor.getByRole('group', { name: `${stored.length}. ${name}` });
    await expect(moved.getByRole('button', { name: `${name}: Move up` })).toBeFocused();
    const saved = page.waitForResponse('**/api/spec-fields');
    await editor.getByRole('button', { name: 'Save specifications' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Specifications saved')).toBeVisible();
    await expect(editor).toBeHidden();

    // The machine's value, typed in the product dialog: refused as typed, then a range.
    await page.getByRole('searchbox', { name: 'Search products by name or brand' }).fill(machine.product_name);
    await page.getByRole('button', { name: `Edit ${machine.product_name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Product' });
    const from = dialog.getByRole('textbox', { name: `${name} from` });
    await expect(from).toHaveAccessibleDescription('mm');
    await from.focus();
    await page.keyboard.type('deep');
    await page.keyboard.press('Tab');
    await expect(dialog.getByText(`${name} must be a number or a range such as 90-110 (mm).`)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: `${name} to` })).toBeFocused();
    await page.keyboard.type('450');
    await from.press('ControlOrMeta+a');
    await page.keyboard.type('300');
    await expect(from).not.toHaveAttribute('aria-invalid');
    const update = page.waitForResponse('**/api/update-product');
    // The list is read again after the save: its row then holds the machine as saved.
    const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/get-product');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    const answer = await update;
    const product = (await answer.json()).data as { specifications: { name: string; value: string; unit: string }[] };
    expect(answer.status()).toBe(200);
    expect(product.specifications).toContainEqual(expect.objectContaining({ name, value: '300–450', unit: 'mm' }));
    await expect(dialog).toBeHidden();

    // Opened again, the machine shows its saved value.
    await listed;
    await page.getByRole('button', { name: `Edit ${machine.product_name}` }).click();
    await expect(dialog.getByRole('textbox', { name: `${name} from` })).toHaveValue('300');
    await expect(dialog.getByRole('textbox', { name: `${name} to` })).toHaveValue('450');
  } finally {
    // The schema as it was: the added specification goes, with its value.
    const fields = stored.map(({ category: _c, position: _p, ...field }) => field);
    expect((await page.request.post('/api/spec-fields', { data: { category, fields } })).status()).toBe(200);
  }
});
