/**
 * Paying and signing (docs/spec.md §22.10), what only a browser shows: on the buyer's page the UPI
 * QR code and the tap-to-pay link beside the bank details on a desk, under them on a phone, drawn
 * under the page's policy (an inline picture it must allow), nothing scrolling sideways; and the
 * admin setting the signature in the panel, by keyboard, with its toast and its picture.
 */
import sharp from 'sharp';
import { expect as baseExpect, test } from './fixtures';
import { ON_PHONE } from './tags';
import { orderCalls } from '../support/orders';
import { SHARED_SITE_ENV } from '../support/test-site';
import { expectNoSidewaysScroll, openAdminList, signIn, unique } from './admin-support';
import { e2eSite } from './support';

const expect = baseExpect.configure({ timeout: 60_000 });
test.setTimeout(180_000);

test("the buyer's page: the advance's UPI QR code beside the bank details, a link to pay from a phone", { tag: ON_PHONE }, async ({ page, context }, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const sales = await signIn(context, 'SALES', unique(testInfo, 'Sales'));
  const calls = orderCalls(e2eSite(), sales);
  const quote = await calls.makeQuote(await calls.newLead());
  // The buyer's browser: no desk session.
  await context.clearCookies();
  await page.goto(new URL(quote.url).pathname);

  const upi = page.getByRole('region', { name: 'Pay by UPI' });
  const code = upi.getByRole('img', { name: `UPI QR code: pay ₹87,428.00 to ${SHARED_SITE_ENV.UPI_ID}` });
  await expect(code).toBeVisible();
  // Drawn, not a broken picture the policy blocked (the fixture fails the test on a violation too).
  expect(await code.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(360);
  await expect(upi.getByRole('link', { name: 'Pay ₹87,428.00 with a UPI app' })).toHaveAttribute('href', /^upi:\/\/pay\?pa=steelcity\.paper%40sbi&/);

  const bank = (await page.getByRole('region', { name: 'Bank details' }).boundingBox())!;
  const box = (await upi.boundingBox())!;
  if (phone) {
    expect(box.y).toBeGreaterThanOrEqual(bank.y + bank.height);
    await expectNoSidewaysScroll(page);
  } else {
    expect(Math.abs(box.y - bank.y)).toBeLessThan(2);
    expect(box.x).toBeGreaterThan(bank.x + bank.width);
  }
  await expect(page.getByRole('region', { name: 'Authorised Signatory' })).toContainText(`For ${quote.seller.name}`);
});

test('the admin sets the signature printed on quotations, and removes it, by keyboard', async ({ page, context }, testInfo) => {
  const name = unique(testInfo, 'Admin');
  await signIn(context, 'ADMIN', name);
  await openAdminList(page, '/admin-panel/all-users', name);
  const setting = page.getByRole('region', { name: 'Signature on quotations' });
  await expect(setting.getByText('No signature set', { exact: false })).toBeVisible();

  const signature = await sharp({ create: { width: 400, height: 120, channels: 4, background: { r: 20, g: 30, b: 90, alpha: 1 } } }).png().toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await setting.getByLabel('Upload a signature').focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'signature.png', mimeType: 'image/png', buffer: signature });
  await expect(page.getByRole('status').filter({ hasText: /^Signature saved$/ })).toBeVisible();
  const shown = setting.getByRole('img', { name: 'The signature printed now' });
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(400);

  const remove = setting.getByRole('button', { name: 'Remove the signature' });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /^Signature removed$/ })).toBeVisible();
  await expect(shown).toHaveCount(0);
  await expect(setting.getByText('No signature set', { exact: false })).toBeVisible();
});
