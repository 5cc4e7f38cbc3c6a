/**
 * The privacy notice where a buyer gives data (docs/spec.md §26.1), as only a browser shows it: in
 * the enquiry dialog on a 390 px phone, above the buttons without covering them, its link opening
 * the full notice beside the form; on a machine's enquiry page without script; and /privacy itself,
 * with the grievance contact, passing axe.
 */
import { expect, test } from './fixtures';
import { DEMO_PRODUCTS } from '../../demo/catalogue';
import { CURRENT_NOTICE, NOTICE_LINK_TEXT, privacySettings } from '../../src/lib/privacy-notice';
import { enquiryPageHref, PRIVACY_PAGE } from '../../src/lib/public-address';
import { axeViolations } from './axe';
import { PHONE_ONLY } from './tags';

const product = DEMO_PRODUCTS[1];
const NOTICE = /^We keep your name, mobile number, email, address, message and the machine you ask about/;
const settings = privacySettings(process.env);

test('on a phone the dialog’s notice leaves Submit in reach and uncovered, and its link opens the full notice', { tag: PHONE_ONLY }, async ({ page }) => {
  // The dialog opens by the browser's own command, island or not: its layout is what is checked.
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: 'Send Enquiry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Enquiry' });
  const notice = dialog.getByText(NOTICE);
  await expect(notice).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await submit.scrollIntoViewIfNeeded();
  await expect(submit).toBeInViewport({ ratio: 1 });
  // Nothing lies over the button: the element at its centre is the button.
  const onTop = await submit.evaluate((button) => {
    const box = button.getBoundingClientRect();
    return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
  expect(onTop).toBe(true);
  const noticeBox = (await notice.boundingBox())!;
  expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual((await submit.boundingBox())!.y);

  const opened = page.waitForEvent('popup');
  await dialog.getByRole('link', { name: NOTICE_LINK_TEXT }).click();
  const full = await opened;
  await expect(full.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  // The form stays where it was, open, in the first tab.
  await expect(dialog).toBeVisible();
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('a machine’s enquiry page shows the notice and sends its version with the form', async ({ page }) => {
    await page.goto(enquiryPageHref(product.id));
    await expect(page.getByText(NOTICE)).toBeVisible();
    await expect(page.locator('input[name="noticeVersion"]')).toHaveValue(CURRENT_NOTICE.version);
    await expect(page.getByRole('link', { name: NOTICE_LINK_TEXT })).toHaveAttribute('href', PRIVACY_PAGE);
  });
});

test('/privacy names the grievance officer and the Board, and passes axe', async ({ page }) => {
  await page.goto(PRIVACY_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(page.getByText(settings.grievanceOfficer)).toBeVisible();
  // The last of the notice's mail links (the first may be the contact email, the same by default).
  await expect(page.getByRole('main').getByRole('link', { name: settings.grievanceEmail }).last()).toHaveAttribute('href', `mailto:${settings.grievanceEmail}`);
  await expect(page.getByRole('heading', { name: 'Complaints to the Data Protection Board of India' })).toBeVisible();
  // The page's own content: the header and footer around it are checked on every other page.
  expect(await axeViolations(page, '#main')).toEqual([]);
});
