/**
 * Real data cannot break a layout (WCAG 2.2 1.4.10 Reflow): with a 200-character product name, a
 * 60-letter word, 80-character emails, 200-character links and specifications (a card's key figure,
 * a table's value) longer than their room on every screen, no page scrolls
 * sideways at 320 px wide, at the browser's default text size nor at 200 %, and no button breaks
 * inside a word. Every public page, every admin list and card, and their dialogs.
 */
import { expect, test, type Page } from './fixtures';
import { ALONE, PHONE_ONLY } from './tags';
import { PHONE } from './devices';
import { waitForIslands } from '../support/islands';
import { createAccount } from '../support/accounts';
import { openAdminList, showAdminLinks, signIn, unique } from './admin-support';
import { e2eSite, querySiteDatabase, republish } from './support';

test.setTimeout(900_000);
// On the phone whichever project runs the file: the whole suite runs ALONE journeys in a desktop project of their own.
test.use(PHONE);

const WORD = 'Rollerwinder'.repeat(5); // 60 letters, no break opportunity
const LINK = `https://www.example.com/catalogue/${'a1b2c3d4e5'.repeat(17)}`.padEnd(200, 'z');
const sentence = (length: number) => `${WORD} Fully Automatic High Speed Paper Cup and Plate Forming Machine with Servo Drive and Touch Screen`.padEnd(length, ' extra').slice(0, length).trim();
const email = (prefix: string) => `${prefix}-${'x'.repeat(80)}`.slice(0, 80 - '@example.com'.length) + '@example.com';

const PRODUCT_NAME = sentence(200);
const LONG_SPEC = `${WORD} ${LINK}`.slice(0, 200);
const KEY_FIGURE = '12,34,56,789.125–98,76,54,321.5 cups/min';
let productId = '';
let userIds: string[] = [];

// One pass at 320 px wide is enough: the tests are tagged PHONE_ONLY (playwright.config.ts), and ALONE:
// the long product is published, which the catalogue's other journeys would see.
test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  const [image] = await querySiteDatabase<{ img: string }>(`select product_image[1] as img from products where product_image[1] like '/demo/%' limit 1`);
  const [row] = await querySiteDatabase<{ id: string }>(
    `insert into products (product_name, brand_name, category, product_image, description, video_links, website_links)
     values ($1, $2, 'paper-cup-making-machines', $3, $4, $5, $6) returning id`,
    [
      PRODUCT_NAME,
      sentence(100),
      [image.img],
      `<h2>${WORD}</h2><p>${sentence(200)} <a href="${LINK}">${LINK}</a></p><table><tr><td>${WORD}</td><td>${LINK}</td></tr></table>`,
      [LINK, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      [LINK],
    ],
  );
  productId = row.id;
  // A key figure that does not fit a card's line, and a floor space longer than a table cell.
  await querySiteDatabase(
    `insert into product_specs (product_id, field_id, low, high, text_value)
     select $1, f.id, v.low, v.high, v.text_value
       from (values ('output', 123456789.125, 987654321.5, null), ('floor-space', null, null, $2)) as v (key, low, high, text_value)
       join spec_fields f on f.category = 'paper-cup-making-machines' and f.key = v.key`,
    [productId, LONG_SPEC],
  );
  const buyer = await createAccount(e2eSite().databaseUrl, 'GENERAL');
  userIds.push(buyer.user._id);
  await querySiteDatabase('update users set name = $1, email = $2 where id = $3', [sentence(100), email('buyer-rao-phone'), buyer.user._id]);
  await querySiteDatabase(
    `insert into enquiries (product_id, name, phone, address, message) values ($1, $2, '9876543210', $3, $4)`,
    [productId, sentence(100), `${WORD} ${sentence(400)} ${LINK}`.slice(0, 500), `${LINK} ${WORD} ${sentence(200)}`],
  );
  await republish(request);
});

test.afterAll(async ({ request }) => {
  if (!productId) return;
  test.setTimeout(300_000);
  await querySiteDatabase('delete from enquiries where product_id = $1', [productId]);
  await querySiteDatabase('delete from products where id = $1', [productId]);
  await querySiteDatabase('delete from users where id = any($1::uuid[])', [userIds]);
  await republish(request);
});

/** Words of buttons (and links drawn as buttons) that the line breaks cut in two. */
function brokenButtonWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    // Buttons, and links drawn as buttons (a fill or a border, no picture: not a product card).
    const buttons = [...document.querySelectorAll<HTMLElement>('button, summary, [role="button"], a')].filter((el) => {
      if (el.tagName !== 'A') return true;
      const style = getComputedStyle(el);
      const drawn = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(style.borderTopWidth) > 0;
      return drawn && !el.querySelector('img');
    });
    for (const button of buttons) {
      if (button.getClientRects().length === 0) continue;
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of node.textContent!.matchAll(/[^\s/-]+/g)) {
          // Names a visitor or admin typed may be longer than a line; only the labels must hold.
          if (match[0].length > 24) continue;
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(`"${match[0]}" in ${button.tagName.toLowerCase()} "${(button.textContent ?? '').trim().slice(0, 30)}"`);
        }
      }
    }
    return broken;
  });
}

/** The screen as it is now: nothing wider than the window, no button word cut. */
async function expectReflow(page: Page, what: string) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // Boxes that scroll their own content sideways: only those made to (rows of cards) may.
    const scrollers = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1)
      .filter((el) => !el.closest('[data-scrolls-sideways]'))
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 4).join('.')} holds ${el.scrollWidth - el.clientWidth} px more`);
    const scroll = document.documentElement.scrollWidth - width;
    // What sticks out, to name the culprit when the page does scroll.
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const wide = scroll > 0
      ? [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().right > width + 1 && !clipped(el))
          .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 4).join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}" ends at ${Math.round(el.getBoundingClientRect().right)}`)
          .slice(0, 8)
      : [];
    return { scroll, scrollers: scrollers.slice(0, 5), wide };
  });
  expect(overflow, `${what}: the page scrolls sideways`).toEqual({ scroll: 0, scrollers: [], wide: [] });
  expect(await brokenButtonWords(page), `${what}: a button word breaks`).toEqual([]);
}

async function atBothTextSizes(page: Page, check: (label: string) => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  for (const size of [16, 32]) {
    // The browser's own text size setting, as a visitor with low vision sets it (200 % = 32 px).
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: size, fixed: Math.round(size * 0.8125) } });
    await check(`${size === 16 ? 'default text' : '200 % text'}`);
  }
  await cdp.detach();
}

test('every public screen reflows at 320 px with long names, words, emails and links', { tag: [PHONE_ONLY, ALONE] }, async ({ page, context }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const categoryHref = '/product-category?category=paper-cup-making-machines';
  const screens: [string, string][] = [
    ['home', '/'],
    ['product page', `/product/${productId}`],
    ['category page', categoryHref],
    ['search page', `/search?q=${WORD}`],
    ['login', '/login'],
    ['sign-up', '/sign-up'],
    ['forgot password', '/forgot-password'],
  ];
  // Signed in as the buyer with the long name and email: the header shows the avatar menu.
  userIds.push((await signIn(context, 'GENERAL', sentence(100))).user._id);
  for (const [name, path] of screens) {
    await page.goto(path);
    await waitForIslands(page);
    if (name === 'search page' || name === 'category page') {
      await expect(page.getByText(PRODUCT_NAME).first()).toBeVisible();
      await expect(page.getByText(KEY_FIGURE).first()).toBeVisible();
    }
    if (name === 'product page') await expect(page.getByRole('table', { name: 'Specifications' }).getByRole('cell', { name: LONG_SPEC })).toBeVisible();
    await atBothTextSizes(page, (size) => expectReflow(page, `${name}, ${size}`));
  }

  // The product page's dialog and the header's menus, open.
  await page.goto(`/product/${productId}`);
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Send Enquiry' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/name/i).first().fill(sentence(100));
  await atBothTextSizes(page, (size) => expectReflow(page, `enquiry dialog, ${size}`));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('button', { name: 'Our Products' }).click();
  await atBothTextSizes(page, (size) => expectReflow(page, `header and products menus, ${size}`));
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await atBothTextSizes(page, (size) => expectReflow(page, `account menu, ${size}`));
});

test('every admin list, card and dialog reflows at 320 px with long data', { tag: [PHONE_ONLY, ALONE] }, async ({ page, context }, testInfo) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const admin = await signIn(context, 'ADMIN', unique(testInfo, sentence(80)));
  userIds.push(admin.user._id);
  await querySiteDatabase('update users set email = $1 where id = $2', [email('admin-sales-team'), admin.user._id]);

  await openAdminList(page, '/admin-panel/all-users', admin.user.name);
  await page.getByRole('searchbox').fill('buyer-rao-phone');
  await expect(page.getByRole('row')).not.toHaveCount(0);
  await atBothTextSizes(page, (size) => expectReflow(page, `users list, ${size}`));
  await page.getByRole('button', { name: /^Change role of/ }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await atBothTextSizes(page, (size) => expectReflow(page, `change-role dialog, ${size}`));
  await page.keyboard.press('Escape');

  await openAdminList(page, '/admin-panel/all-products', admin.user.name);
  await page.getByRole('searchbox').fill(WORD);
  await expect(page.getByRole('button', { name: `Edit ${PRODUCT_NAME}` })).toBeVisible();
  await atBothTextSizes(page, (size) => expectReflow(page, `products list, ${size}`));
  await page.getByRole('button', { name: `Edit ${PRODUCT_NAME}` }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Product' })).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel('Website link 1', { exact: true })).toHaveValue(LINK);
  await atBothTextSizes(page, (size) => expectReflow(page, `edit product dialog, ${size}`));
  await page.keyboard.press('Escape');

  await openAdminList(page, '/admin-panel/all-enquiries', admin.user.name);
  await expect(page.getByRole('table').getByText(PRODUCT_NAME).first()).toBeVisible();
  await atBothTextSizes(page, (size) => expectReflow(page, `enquiries list, ${size}`));
  await showAdminLinks(page, testInfo);
  await atBothTextSizes(page, (size) => expectReflow(page, `admin menu open, ${size}`));
});
