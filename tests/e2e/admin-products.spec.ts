/**
 * The admin's products list and the publishing loop (SPEC §2, §4, §5, §8): upload a product with a
 * large photo compressed in the browser to a webp of at most 100 KB, a second image, a bold
 * description, a YouTube link and its price shown; see it listed, then published on its own page
 * with that price and without its HSN code; edit its name and see the product page and the home
 * rows follow after the next publish. Also: the form's checks, a refused save that keeps everything
 * typed, an unreadable image; pages of 50 from the server, with the total, and a search or category
 * reaching past the first page.
 */
import { randomBytes } from 'node:crypto';
import { expect as baseExpect, test, type APIRequestContext, type Page } from './fixtures';
import { ALONE } from './tags';
import sharp from 'sharp';
import { ADMIN_MESSAGES } from '../../src/islands/admin/shared/admin-messages';
import { MESSAGES } from '../../src/lib/messages';
import { expectNoSidewaysScroll, openAdminList, signIn, unique } from './admin-support';
import { querySiteDatabase, republish } from './support';

const expect = baseExpect.configure({ timeout: 90_000 });
// Two saves, each followed by a whole site build on a machine that may be busy.
test.setTimeout(900_000);
const PUBLISHED = { timeout: 180_000 };

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const created: string[] = [];
/** Seeded products a journey renamed, with their names to put back. */
const renamed: { id: string; name: string }[] = [];

/** A 3000x2000 PNG of random pixels (some 18 MB): far over the 100 KB a product image may be. */
async function largeNoisyPng(): Promise<Buffer> {
  const [width, height] = [3000, 2000];
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer();
}

async function gradientPng(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#0b5cad"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="25%" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The page as it is served now (a product page appears or changes only once the site is republished). */
async function servedHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  return response.status() === 200 ? response.text() : `(status ${response.status()})`;
}

const publishStatus = (page: Page) => page.getByRole('status', { name: 'Publish status' });

/** After a save: "Publishing..." first, then the time of a publish that came after the save. */
async function expectPublishedAfter(page: Page, savedAt: number) {
  await expect(publishStatus(page)).toContainText(ADMIN_MESSAGES.publishing);
  await expect(publishStatus(page)).toContainText('Site last published', PUBLISHED);
  const at = await publishStatus(page).locator('time').getAttribute('datetime');
  expect(Date.parse(at!)).toBeGreaterThan(savedAt);
}

test.afterAll(async ({ request }) => {
  // Leave the catalogue as the other journeys expect it: remove this file's products and republish.
  if (created.length === 0 && renamed.length === 0) return;
  await querySiteDatabase('delete from products where id = any($1::uuid[])', [created]);
  for (const { id, name } of renamed) await querySiteDatabase('update products set product_name = $1 where id = $2', [name, id]);
  await republish(request);
});

test('the admin uploads a product, sees it published, edits its name and sees that published too', { tag: ALONE }, async ({ page, context, request }, testInfo) => {
  await context.route('https://i.ytimg.com/**', (route) => route.fulfill({ contentType: 'image/jpeg', body: Buffer.alloc(0) }));
  const admin = await signIn(context, 'ADMIN', unique(testInfo, 'Admin'));
  const name = unique(testInfo, 'Servo Paper Cup Machine');
  await openAdminList(page, '/admin-panel/all-products', admin.user.name);
  await expect(publishStatus(page)).toContainText('Site last published');
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: 'Upload Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Product' });
  await expect(dialog.getByLabel('Product name')).toBeFocused();
  await expect(dialog.getByText(MESSAGES.uploadImageHint)).toBeVisible();

  // The required fields are checked before anything is sent.
  const saves: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/upload-product') saves.push(r.method());
  });
  await dialog.getByRole('button', { name: 'Upload Product' }).click();
  await expect(dialog.getByText('Product name is required.')).toBeVisible();
  await expect(dialog.getByText('Brand name is required.')).toBeVisible();
  await expect(dialog.getByText('Category must be one of the product categories.')).toBeVisible();
  await expect(dialog.getByLabel('Product name')).toBeFocused();
  expect(saves).toEqual([]);

  await dialog.getByLabel('Product name').fill(name);
  await dialog.getByLabel('Brand name').fill('Steel City');
  await dialog.getByLabel('Category').selectOption({ label: 'All Machines' });

  // Three images at once: the large photo, a second picture and one to remove again.
  const uploads: { url: string; status: number }[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/api/upload-image') return;
    uploads.push({ url: (await response.json()).secure_url, status: response.status() });
  });
  await dialog.getByLabel('Upload image').setInputFiles([
    { name: 'large-photo.png', mimeType: 'image/png', buffer: await largeNoisyPng() },
    { name: 'side-view.png', mimeType: 'image/png', buffer: await gradientPng(1200, 900) },
    { name: 'spare.png', mimeType: 'image/png', buffer: await gradientPng(300, 300) },
  ]);
  const thumbnails = dialog.getByRole('img', { name: /^Product image \d/ });
  await expect(thumbnails).toHaveCount(3, { timeout: 180_000 });
  await expect(dialog.getByText(MESSAGES.uploadImageHint)).toBeHidden();
  expect(uploads.map((u) => u.status)).toEqual([201, 201, 201]);
  const [photo, side] = uploads.map((u) => u.url);

  // Stored as compressed webp files: at most 100 KB, the longer side 800 px.
  for (const url of [photo, side]) {
    const stored = await request.get(url);
    const bytes = await stored.body();
    expect(bytes.length).toBeLessThanOrEqual(100 * 1024);
    expect(bytes.subarray(0, 4).toString('latin1') + bytes.subarray(8, 12).toString('latin1')).toBe('RIFFWEBP');
    const { format, width, height } = await sharp(bytes).metadata();
    expect(format).toBe('webp');
    expect(Math.max(width!, height!)).toBe(800);
  }

  // Removed and reordered with the keyboard: the first image is the main one.
  await dialog.getByRole('button', { name: 'Remove image 3' }).click();
  await expect(thumbnails).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Move image 2 left' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('img', { name: 'Product image 1 (main image)' })).toHaveAttribute('src', side);
  // At the first place it cannot go further left: the focus is on the way back.
  await expect(dialog.getByRole('button', { name: 'Move image 1 right' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('img', { name: 'Product image 1 (main image)' })).toHaveAttribute('src', photo);
  await expect(dialog.getByRole('img', { name: 'Product image 2' })).toHaveAttribute('src', side);

  // A description with bold text, typed with Quill's shortcut.
  const editor = dialog.getByRole('textbox', { name: 'Description' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('Heavy duty frame');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' with a servo drive.');
  await expect(editor.locator('strong')).toHaveText('Heavy duty frame');
  await expect(dialog.getByRole('button', { name: 'bold' })).toBeVisible();

  // Link lists grow and shrink; their inputs are URL-typed.
  await dialog.getByRole('button', { name: 'Add video link' }).click();
  await expect(dialog.getByLabel('Video link 1', { exact: true })).toBeFocused();
  await expect(dialog.getByLabel('Video link 1', { exact: true })).toHaveAttribute('type', 'url');
  await page.keyboard.type(VIDEO);
  await dialog.getByRole('button', { name: 'Add video link' }).click();
  await dialog.getByLabel('Video link 2', { exact: true }).fill('https://youtu.be/aaaaaaaaaaa');
  await dialog.getByRole('button', { name: 'Remove video link 2' }).click();
  await expect(dialog.getByLabel('Video link 2', { exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add website link' }).click();
  await expect(dialog.getByLabel('Website link 1', { exact: true })).toHaveAttribute('type', 'url');

  // The prices, written as people write rupees, and the seller's choice to show them (off at first).
  await dialog.getByLabel('Price (₹)', { exact: true }).fill('5,00,000');
  await dialog.getByLabel('Selling price (₹)', { exact: true }).fill('4,50,000');
  const showPrice = dialog.getByRole('switch', { name: 'Show price on the site' });
  await expect(showPrice).not.toBeChecked();
  await showPrice.check();

  // The HSN code its quotations print: 8441 for a new machine, checked before anything is sent.
  const hsn = dialog.getByLabel('HSN code');
  await expect(hsn).toHaveValue('8441');
  await expect(hsn).toHaveAttribute('inputmode', 'numeric');
  await hsn.fill('84411');
  await dialog.getByRole('button', { name: 'Upload Product' }).click();
  await expect(dialog.getByText('HSN code must be 4, 6 or 8 digits.')).toBeVisible();
  await expect(hsn).toHaveAttribute('aria-invalid', 'true');
  await expect(hsn).toBeFocused();
  expect(saves).toEqual([]);
  await hsn.fill('84419010');

  // A refused save keeps the dialog open with the server's message and everything typed. The
  // refusal is real: the admin loses the role just before the call reaches the server.
  await page.route('**/api/upload-product', async (route) => {
    await querySiteDatabase(`update users set role = 'GENERAL' where id = $1`, [admin.user._id]);
    await route.continue();
  });
  const refusal = page.waitForResponse('**/api/upload-product', { timeout: 120_000 });
  await dialog.getByRole('button', { name: 'Upload Product' }).click();
  const refused = await refusal;
  expect(refused.status()).toBe(403);
  const refusedMessage: string = (await refused.json()).message;
  await expect(dialog.getByRole('alert')).toHaveText(refusedMessage);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Product name')).toHaveValue(name);
  await expect(dialog.getByLabel('Video link 1', { exact: true })).toHaveValue(VIDEO);
  await expect(thumbnails).toHaveCount(2);
  await expect(editor.locator('strong')).toHaveText('Heavy duty frame');
  await page.unroute('**/api/upload-product');
  await querySiteDatabase(`update users set role = 'ADMIN' where id = $1`, [admin.user._id]);

  // The save itself (the empty website link is left out).
  const answer = page.waitForResponse('**/api/upload-product', { timeout: 120_000 });
  const savedAt = Date.now();
  await dialog.getByRole('button', { name: 'Upload Product' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  const product = (await response.json()).data as {
    _id: string;
    websiteLinks: string[];
    videoLinks: string[];
    description: string;
    price: number;
    sellingPrice: number;
    showPrice: boolean;
    hsn: string | null;
  };
  created.push(product._id);
  expect(product).toMatchObject({ price: 500000, sellingPrice: 450000, showPrice: true, hsn: '84419010' });
  expect(await querySiteDatabase('select hsn from products where id = $1', [product._id])).toEqual([{ hsn: '84419010' }]);
  expect(product.videoLinks).toEqual([VIDEO]);
  expect(product.websiteLinks).toEqual([]);
  expect(product.description).toContain('<strong>Heavy duty frame</strong>');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.locator('img')).toHaveAttribute('src', photo); // decorative: the name is beside it
  await expect(row).toContainText('Steel City');
  await expect(row).toContainText('All Machines');
  await expectPublishedAfter(page, savedAt);

  // The published page: name, price, both images, the bold description and the video's thumbnail.
  const path = `/product/${product._id}`;
  await expect.poll(() => servedHtml(request, path), PUBLISHED).toContain(name);
  const productPage = await context.newPage();
  await productPage.goto(path);
  await expect(productPage.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(productPage.getByText('₹4,50,000 + GST')).toBeVisible();
  for (const src of [photo, side]) await expect(productPage.locator(`main img[src="${src}"]`).first()).toBeAttached();
  await expect(productPage.locator('.prose-description strong')).toHaveText('Heavy duty frame');
  await expect(productPage.locator('img[src="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"]')).toBeAttached();
  // The HSN code is for quotations, not the public page.
  expect(await productPage.content()).not.toContain('84419010');
  await productPage.close();

  // Edit: the dialog opens with the product as saved; a new name is published everywhere.
  const newName = `${name} Mark II`;
  await page.getByRole('searchbox', { name: 'Search products by name or brand' }).fill(name);
  await page.getByLabel('Filter by category').selectOption({ label: 'All Machines' });
  await expect(page.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(1);
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(edit.getByLabel('Product name')).toHaveValue(name);
  await expect(edit.getByLabel('Category')).toHaveValue('all-machines');
  await expect(edit.getByRole('img', { name: /^Product image \d/ })).toHaveCount(2);
  await expect(edit.getByRole('textbox', { name: 'Description' }).locator('strong')).toHaveText('Heavy duty frame');
  await expect(edit.getByLabel('Video link 1', { exact: true })).toHaveValue(VIDEO);
  await expect(edit.getByLabel('Selling price (₹)', { exact: true })).toHaveValue('450000');
  await expect(edit.getByRole('switch', { name: 'Show price on the site' })).toBeChecked();
  await expect(edit.getByLabel('HSN code')).toHaveValue('84419010');
  await edit.getByLabel('Product name').fill(newName);
  const updated = page.waitForResponse('**/api/update-product', { timeout: 120_000 });
  const editedAt = Date.now();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  expect((await updated).status()).toBe(200);
  await expect(edit).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search products by name or brand' }).fill(newName);
  await expect(page.getByRole('row').filter({ hasText: newName })).toBeVisible();
  await expectPublishedAfter(page, editedAt);

  await expect.poll(() => servedHtml(request, path), PUBLISHED).toContain(newName);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newName);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'All Machines', exact: true }).locator(`a[href="${path}"]`)).toContainText(newName);
});

test('an image the browser cannot read is refused with "Error processing image." and nothing uploaded', async ({ page, context }, testInfo) => {
  const admin = await signIn(context, 'ADMIN', unique(testInfo, 'Admin'));
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/upload-image') uploads.push(r.method());
  });
  await openAdminList(page, '/admin-panel/all-products', admin.user.name);
  await page.getByRole('button', { name: 'Upload Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Product' });
  await dialog.getByLabel('Upload image').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
  await expect(page.getByText(MESSAGES.imageProcessing)).toBeVisible();
  await expect(dialog.getByText(MESSAGES.uploadImageHint)).toBeVisible();
  expect(uploads).toEqual([]);
  // Escape closes the dialog and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Upload Product' })).toBeFocused();
});

test('the admin opens a seeded product, renames it, saves and sees the new name published', { tag: ALONE }, async ({ page, context, request }, testInfo) => {
  const admin = await signIn(context, 'ADMIN', unique(testInfo, 'Admin'));
  // The demo catalogue keeps its pictures as paths on the site, as seed.sql does in production.
  const [seeded] = await querySiteDatabase<{ id: string; product_name: string; product_image: string[] }>(
    `select id, product_name, product_image from products where product_image[1] like '/demo/%' order by created_at limit 1`,
  );
  renamed.push({ id: seeded.id, name: seeded.product_name });
  const newName = unique(testInfo, 'Renamed Demo Machine');
  await openAdminList(page, '/admin-panel/all-products', admin.user.name);
  await page.getByRole('searchbox', { name: 'Search products by name or brand' }).fill(seeded.product_name);
  await page.getByRole('button', { name: `Edit ${seeded.product_name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(edit.getByRole('img', { name: /^Product image \d/ })).toHaveCount(seeded.product_image.length);
  await edit.getByLabel('Product name').fill(newName);
  const updated = page.waitForResponse('**/api/update-product', { timeout: 120_000 });
  const editedAt = Date.now();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  const answer = await updated;
  expect(answer.status(), (await answer.json()).message).toBe(200);
  await expect(edit).toBeHidden();
  await expectPublishedAfter(page, editedAt);

  const path = `/product/${seeded.id}`;
  await expect.poll(() => servedHtml(request, path), PUBLISHED).toContain(newName);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newName);
  await expect(page.locator(`main img[src="${seeded.product_image[0]}"]`).first()).toBeAttached();
});

test('the list is paged on the server: 50 rows, Next, the total, and a search or category reaching past the first page', { tag: ALONE }, async ({ page, context }, testInfo) => {
  const admin = await signIn(context, 'ADMIN', unique(testInfo, 'Admin'));
  const tag = unique(testInfo, 'Paged Machine');
  // Sixty products older than any other, so they come last: the oldest alone in its category.
  const seeded = await querySiteDatabase<{ id: string }>(
    `insert into products (product_name, brand_name, category, created_at, updated_at)
     select $1 || ' ' || lpad(n::text, 2, '0'), 'Paging Works',
            case when n = 60 then 'toilet-roll-making-machines' else 'all-machines' end,
            timestamptz '2001-01-01 00:00Z' - n * interval '1 minute', now()
       from generate_series(1, 60) n
     returning id`,
    [tag],
  );
  try {
    const [{ all, toiletRolls }] = await querySiteDatabase<{ all: number; toiletRolls: number }>(
      `select count(*)::int as "all", (count(*) filter (where category = 'toilet-roll-making-machines'))::int as "toiletRolls" from products`,
    );
    const pageCount = Math.ceil(all / 50);
    const rows = page.getByRole('table', { name: 'All products' }).getByRole('row').filter({ has: page.getByRole('cell') });
    const pages = page.getByRole('navigation', { name: 'Products pages' });
    const search = page.getByRole('searchbox', { name: 'Search products by name or brand' });
    const oldest = `${tag} 60`;

    // The whole catalogue: the first 50, its count in the heading, and Next to the last page.
    await openAdminList(page, '/admin-panel/all-products', admin.user.name);
    await expect(page.getByRole('heading', { level: 1, name: `All Products (${all})` })).toBeVisible();
    await expect(rows).toHaveCount(50);
    await expect(pages.getByText(`Page 1 of ${pageCount}`)).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(rows.filter({ hasText: oldest })).toHaveCount(0);
    for (let shown = 2; shown <= pageCount; shown += 1) {
      await pages.getByRole('button', { name: 'Next' }).click();
      await expect(pages.getByText(`Page ${shown} of ${pageCount}`)).toBeVisible();
    }
    await expect(rows).toHaveCount(all - 50 * (pageCount - 1));
    await expect(rows.last()).toContainText(oldest);
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();

    // The server searches: the oldest product is found from the first page, and the address keeps the search.
    await search.fill(oldest.toLowerCase());
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(oldest);
    await expect(page.getByRole('heading', { level: 1, name: 'All Products (1)' })).toBeVisible();
    await expect(pages).toBeHidden();
    await expect(page).toHaveURL(/\/admin-panel\/all-products\?q=/);
    await page.reload();
    await expect(search).toHaveValue(oldest.toLowerCase());
    await expect(rows).toHaveCount(1);
    await expect(rows.getByRole('button', { name: `Edit ${oldest}` })).toBeVisible();

    // A search matching more than a page: its total, and its pages from the first.
    await search.fill(tag);
    await expect(page.getByRole('heading', { level: 1, name: 'All Products (60)' })).toBeVisible();
    await expect(rows).toHaveCount(50);
    await expect(rows.first()).toContainText(`${tag} 01`);
    await expect(pages.getByText('Page 1 of 2')).toBeVisible();
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText(`${tag} 51`);
    await expect(pages.getByText('Page 2 of 2')).toBeVisible();

    // The server filters by category too, starting again at its first page.
    await search.fill('');
    await page.getByLabel('Filter by category').selectOption({ label: 'Toilet Roll Making Machines' });
    await expect(page.getByRole('heading', { level: 1, name: `All Products (${toiletRolls})` })).toBeVisible();
    await expect(rows.filter({ hasText: oldest })).toHaveCount(1);
    await expect(page).toHaveURL(/[?&]category=toilet-roll-making-machines/);
  } finally {
    await querySiteDatabase('delete from products where id = any($1::uuid[])', [seeded.map((p) => p.id)]);
  }
});
