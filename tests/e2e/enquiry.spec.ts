/**
 * Sending an enquiry from a product page (SPEC §4, §5, §8): an invalid phone is refused in the
 * dialog with nothing sent; a valid enquiry toasts, closes, clears the fields and is stored; a
 * failed call keeps the dialog open with what was typed. The email is optional, and a bad one is
 * refused beside its field. The success toast gives the enquiry's reference and when the buyer will
 * hear back (docs/spec.md §23.5), on the desktop and the phone.
 */
import { expect, test, type Page } from './fixtures';
import { MESSAGES } from '../../src/lib/messages';
import { DEMO_PRODUCTS } from '../../demo/catalogue';
import { waitForIslands } from '../support/islands';
import { querySiteDatabase } from './support';
import { ON_PHONE } from './tags';

const product = DEMO_PRODUCTS[0];

async function openDialog(page: Page) {
  await page.goto(`/product/${product.id}`);
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Send Enquiry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Enquiry' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const field = (dialog: ReturnType<Page['getByRole']>, label: string) => dialog.getByLabel(label);

test('an invalid phone is refused with nothing sent; a valid enquiry is sent, stored and cleared', async ({ page }, testInfo) => {
  test.slow(); // it waits for the real function, which the local emulator can take long to answer under load
  const enquiryCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/enquiries') enquiryCalls.push(request.method());
  });
  const name = `Ravi Kumar ${testInfo.project.name} ${Date.now()}`;
  const dialog = await openDialog(page);
  await expect(field(dialog, 'Name')).toBeFocused();

  await field(dialog, 'Name').fill(name);
  await field(dialog, 'Address').fill('Line 4, Sakchi, Jamshedpur 831001');
  await field(dialog, 'Message').fill('Please send the price for the 110 cups/min model with two moulds.');
  for (const phone of ['12345', '5876543210', '+1 98765 43210']) {
    await field(dialog, 'Phone').fill(phone);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText(MESSAGES.enquiryInvalidPhone)).toBeVisible();
    await expect(field(dialog, 'Phone')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toBeVisible();
  }

  // Written as people write it (SPEC §21.1): sent and stored as its 10 digits.
  await field(dialog, 'Phone').fill('+91 98765 43210');
  const answer = page.waitForResponse('**/api/enquiries', { timeout: 120_000 });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  expect((await answer).status()).toBe(201);
  await expect(page.getByText(MESSAGES.enquirySent)).toBeVisible();
  await expect(dialog).toBeHidden();
  // One call in all: the three refused attempts sent nothing.
  expect(enquiryCalls).toEqual(['POST']);

  const rows = await querySiteDatabase<Record<string, string>>(
    'select product_id, phone, email, address, message from enquiries where name = $1',
    [name],
  );
  expect(rows).toEqual([
    {
      product_id: product.id,
      phone: '9876543210',
      email: null,
      address: 'Line 4, Sakchi, Jamshedpur 831001',
      message: 'Please send the price for the 110 cups/min model with two moulds.',
    },
  ]);

  await page.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(dialog).toBeVisible();
  for (const label of ['Name', 'Phone', 'Email (optional)', 'Address', 'Message']) await expect(field(dialog, label)).toHaveValue('');
  await expect(dialog.getByText(MESSAGES.enquiryInvalidPhone)).toBeHidden();
});

test('the optional email: a bad one is refused beside its field with nothing sent; a good one is sent, stored and its reference toasted', { tag: ON_PHONE }, async ({ page }, testInfo) => {
  test.slow(); // it waits for the real function, as above
  const enquiryCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/enquiries') enquiryCalls.push(request.method());
  });
  const name = `Anita Roy ${testInfo.project.name} ${Date.now()}`;
  const dialog = await openDialog(page);
  const email = field(dialog, 'Email (optional)');
  // The phone keyboard's counterpart: an address keyboard and autofill, and nothing required.
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('inputmode', 'email');
  await expect(email).toHaveAttribute('autocomplete', 'email');
  await expect(email).not.toHaveAttribute('required');
  const typed = { Name: name, Phone: '9431012345', Address: 'Kadma, Jamshedpur', Message: 'Please mail the quotation.' };
  for (const [label, value] of Object.entries(typed)) await field(dialog, label).fill(value);

  // The browser's own check lets "anita@example" through; the shared rule does not.
  await email.fill('anita@example');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  expect(enquiryCalls).toEqual([]);

  await email.fill(' anita.roy@example.co.in ');
  const answer = page.waitForResponse('**/api/enquiries', { timeout: 120_000 });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  expect((await answer).status()).toBe(201);
  await expect(dialog).toBeHidden();
  expect(enquiryCalls).toEqual(['POST']);
  const [{ reference, ...stored }] = await querySiteDatabase<Record<string, string>>('select phone, email, reference from enquiries where name = $1', [name]);
  expect(stored).toEqual({ phone: '9431012345', email: 'anita.roy@example.co.in' });
  // The toast: the reference to quote on a call and when the call comes, on screen as a whole.
  const toast = page.getByRole('status').filter({ hasText: MESSAGES.enquirySent });
  for (const line of [MESSAGES.enquirySent, `Your reference: ${reference}`, 'We will call you within 2 working hours.']) {
    await expect(toast.getByText(line, { exact: true })).toBeInViewport({ ratio: 1 });
  }
});

test('a failed call shows the error in the dialog and a toast, and keeps what was typed', async ({ page }, testInfo) => {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/enquiries', async (route) => {
    await answered; // held until the test has seen the sending state
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error: true, message: 'Something went wrong. Please try again.' }),
    });
  });
  const name = `Meena Das ${testInfo.project.name} ${Date.now()}`;
  const typed = { Name: name, Phone: '7004067890', Address: 'Adityapur, Jamshedpur', Message: 'Is installation included?' };
  const dialog = await openDialog(page);
  for (const [label, value] of Object.entries(typed)) await field(dialog, label).fill(value);

  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  answer();

  await expect(dialog.getByText(MESSAGES.enquiryFailed)).toBeVisible();
  const failureToast = page.getByText(MESSAGES.enquiryFailedToast, { exact: true });
  await expect(failureToast).toBeVisible();
  // Seen above the open modal dialog and its backdrop, not merely present in the page (polled:
  // the toast slides in from above the screen).
  await expect
    .poll(async () => {
      const box = (await failureToast.boundingBox())!;
      return page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="status"]')?.textContent ?? null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
    })
    .toBe(MESSAGES.enquiryFailedToast);
  await expect(dialog).toBeVisible();
  for (const [label, value] of Object.entries(typed)) await expect(field(dialog, label)).toHaveValue(value);
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
  expect(await querySiteDatabase('select 1 from enquiries where name = $1', [name])).toEqual([]);
});

test('the landing page’s campaign and referring site go with an enquiry sent from another page', async ({ page }, testInfo) => {
  test.slow(); // it waits for the real function, as above
  // Landed on the home page from a search ad, then went to the machine (SPEC §21.4).
  await page.goto('/?utm_source=google&utm_medium=cpc&utm_campaign=cup-machines', { referer: 'https://www.google.com/' });
  await page.goto(`/product/${product.id}`);
  await waitForIslands(page);
  await expect(page.locator('#enquiry-dialog input[name="utmSource"]')).toHaveValue('google');

  const name = `Sunita Devi ${testInfo.project.name} ${Date.now()}`;
  await page.getByRole('button', { name: 'Send Enquiry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Enquiry' });
  const typed = { Name: name, Phone: '09123456780', Address: 'Bistupur, Jamshedpur', Message: 'Price of the cup machine?' };
  for (const [label, value] of Object.entries(typed)) await field(dialog, label).fill(value);
  const answer = page.waitForResponse('**/api/enquiries', { timeout: 120_000 });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ phone: '9123456780', utmSource: 'google', referrer: 'https://www.google.com/' });
  expect(await querySiteDatabase('select phone, utm_source, utm_medium, utm_campaign, referrer from enquiries where name = $1', [name])).toEqual([
    { phone: '9123456780', utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'cup-machines', referrer: 'https://www.google.com/' },
  ]);
});
