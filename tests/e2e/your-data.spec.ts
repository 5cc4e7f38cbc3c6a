/**
 * The buyer's page of their own data (docs/spec.md §26.3) as only a browser shows it: opened from
 * its link on a 390 px phone with JavaScript off, readable and tappable without sideways scrolling
 * (at 320 px and 200 % text too), passing axe; the withdrawal posted as a plain form and its answer
 * shown on the page, the lead's consent then withdrawn in the database.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from './fixtures';
import { DEMO_PRODUCTS } from '../../demo/catalogue';
import { yourDataPath } from '../../src/lib/public-address';
import { YOUR_DATA_BUTTONS, YOUR_DATA_MESSAGES } from '../../src/server/privacy/your-data-page';
import { axeViolations } from './axe';
import { PHONE } from './devices';
import { querySiteDatabase } from './support';

const product = DEMO_PRODUCTS[0];

test.use({ ...PHONE, javaScriptEnabled: false });

/** How far the page scrolls sideways (0: not at all). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * axe runs as a script, which a page with JavaScript off never runs: the same address is checked in
 * a phone's browser with script on (the page has no script of its own, so it is the same page).
 */
async function axeOf(browser: Browser, address: string): Promise<string[]> {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: true });
  try {
    const page = await context.newPage();
    await page.goto(address);
    return await axeViolations(page);
  } finally {
    await context.close();
  }
}

test('without JavaScript the buyer withdraws consent at their link on a phone', async ({ page, browser }) => {
  // A lead whose acknowledgement went out with its link (the token as the site makes it).
  const token = randomBytes(32).toString('base64url');
  const [lead] = await querySiteDatabase<{ id: string; reference: string }>(
    `insert into enquiries (product_id, name, phone, address, message, privacy_token)
     select id, 'Meena Kumari', '9431012345', 'Sakchi, Jamshedpur', 'Cup machine price?', $2 from products where product_name = $1
     returning id, reference`,
    [product.productName, token],
  );

  await page.goto(yourDataPath(token));
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  await expect(page.getByText(`Enquiry ${lead.reference} about ${product.productName}`)).toBeVisible();
  const withdraw = page.getByRole('button', { name: YOUR_DATA_BUTTONS.withdraw });
  const erase = page.getByRole('button', { name: YOUR_DATA_BUTTONS.erase });
  for (const button of [withdraw, erase]) expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await sideways(page)).toBe(0);
  expect(await axeOf(browser, page.url())).toEqual([]);

  // The narrowest phone at the browser's 200 % text size: still no sideways scrolling.
  await page.setViewportSize({ width: 320, height: 640 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  expect(await sideways(page)).toBe(0);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
  await cdp.detach();
  await page.setViewportSize(PHONE.viewport);

  await withdraw.click();
  await expect(page).toHaveURL(new RegExp(`${yourDataPath(token)}\\?done=withdrawn$`));
  await expect(page.getByRole('status')).toHaveText(YOUR_DATA_MESSAGES.withdrawn);
  await expect(page.getByText(/^You withdrew your consent on /)).toBeVisible();
  await expect(withdraw).toHaveCount(0);
  await expect(erase).toBeVisible();
  expect(await axeOf(browser, page.url())).toEqual([]);
  const [stored] = await querySiteDatabase<{ withdrawn: boolean; requests: string[] }>(
    `select consent_withdrawn_at is not null as withdrawn, array(select kind from privacy_requests where enquiry_id = $1) as requests from enquiries where id = $1`,
    [lead.id],
  );
  expect(stored).toEqual({ withdrawn: true, requests: ['withdraw'] });
});
