/**
 * An enquiry from a browser without JavaScript: the button opens the pre-rendered dialog by its
 * invoker command, the form posts as an ordinary form, a bad phone or email is refused on the page
 * the visitor lands on (what was typed kept, nothing stored), and a good one is stored, with the
 * optional email, and confirmed with its reference, when the buyer will hear back (docs/spec.md
 * §23.5) and a way back to the product, on the desktop and the phone.
 */
import { expect, test } from './fixtures';
import { MESSAGES } from '../../src/lib/messages';
import { DEMO_PRODUCTS } from '../../demo/catalogue';
import { querySiteDatabase } from './support';
import { ON_PHONE } from './tags';

const product = DEMO_PRODUCTS[2];

test.use({ javaScriptEnabled: false });

test('without JavaScript an enquiry is refused for a bad phone and email, then sent and confirmed with its reference', { tag: ON_PHONE }, async ({ page }, testInfo) => {
  test.slow(); // two real form posts to the local function emulator
  const name = `Sunil Oraon ${testInfo.project.name} ${Date.now()}`;
  // The browser's own check lets "sunil@example" through; the server's rule does not.
  const typed = { Name: name, Phone: '12345', 'Email (optional)': 'sunil@example', Address: 'Mango, Jamshedpur 831012', Message: 'What is the delivery time?' };
  const stored = () => querySiteDatabase<Record<string, string>>('select phone, email, reference from enquiries where name = $1', [name]);

  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: 'Send Enquiry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Enquiry' });
  await expect(dialog).toBeVisible();
  for (const [label, value] of Object.entries(typed)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText(MESSAGES.enquiryInvalidPhone)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/api/enquiries');
  for (const [label, value] of Object.entries(typed)) await expect(page.getByLabel(label)).toHaveValue(value);
  await expect(page.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByLabel('Email (optional)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email (optional)')).toHaveAttribute('type', 'email');
  expect(await stored()).toEqual([]);

  await page.getByLabel('Phone').fill('9876543210');
  await page.getByLabel('Email (optional)').fill('sunil.oraon@example.com');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(MESSAGES.enquirySent)).toBeVisible();
  const [{ reference, ...sent }] = await stored();
  expect(sent).toEqual({ phone: '9876543210', email: 'sunil.oraon@example.com' });
  await expect(page.getByRole('status')).toHaveText(`${MESSAGES.enquirySent} Your reference: ${reference} We will call you within 2 working hours.`);
  await expect(page.getByText(`Your reference: ${reference}`)).toBeInViewport({ ratio: 1 });

  await page.getByRole('link', { name: `Back to ${product.productName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.productName);
});
