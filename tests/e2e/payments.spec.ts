/**
 * A payment recorded and voided from the order's panel on the lead's view (docs/spec.md §24.3), by
 * keyboard: an amount above the balance, refused by the server, shows at its field with what was
 * typed kept; the recorded payment is listed with its receipt and the order's paid and balance
 * follow; "Void" asks for a reason in a dialog, and the voided payment stays, struck through, with
 * it. On a phone nothing scrolls sideways.
 */
import { expect as baseExpect, test } from './fixtures';
import { ON_PHONE } from './tags';
import { PAYMENT_MESSAGES } from '../../src/lib/messages';
import { orderCalls } from '../support/orders';
import { expectNoSidewaysScroll, openAdminList, signIn, unique } from './admin-support';
import { e2eSite } from './support';

const expect = baseExpect.configure({ timeout: 60_000 });
test.setTimeout(240_000);

test('a payment recorded and voided from the order\'s panel, a refusal shown at its field', { tag: ON_PHONE }, async ({ page, context }, testInfo) => {
  const name = unique(testInfo, 'Sales');
  const sales = await signIn(context, 'SALES', name);
  const { lead } = await orderCalls(e2eSite(), sales).newOrder();

  await openAdminList(page, `/admin-panel/all-enquiries?lead=${lead._id}`, name);
  const section = page.getByRole('region', { name: 'Payments' });
  await expect(section.getByText(PAYMENT_MESSAGES.empty)).toBeVisible();
  await expect(section).toContainText('Paid ₹0 of ₹2,91,426');
  const form = section.getByRole('form', { name: 'Record a payment' });

  // More than the balance: the server's refusal, at the amount, what was typed kept.
  const amount = form.getByLabel('Amount ₹');
  await amount.fill('3,00,000');
  await form.getByLabel('Mode').selectOption('UPI');
  await form.getByLabel('Reference (UTR, UPI or cheque number)').fill('412345678901');
  await amount.press('Enter');
  await expect(amount).toHaveAccessibleDescription('amount: ₹3,00,000 is more than the balance of ₹2,91,426.');
  await expect(amount).toBeFocused();
  await expect(amount).toHaveValue('3,00,000');

  await amount.fill('50,000');
  await amount.press('Enter');
  const payments = section.getByRole('list', { name: 'Payments, oldest first' }).getByRole('listitem');
  await expect(payments).toHaveCount(1);
  const receipt = (await payments.getByText(/^Receipt RCPT\//).textContent())!.replace('Receipt ', '');
  await expect(page.getByRole('status').filter({ hasText: PAYMENT_MESSAGES.recorded(receipt) })).toBeVisible();
  await expect(payments).toContainText('₹50,000');
  await expect(payments).toContainText('UPI · 412345678901');
  await expect(payments.getByRole('link', { name: 'Receipt' })).toHaveAttribute('href', /\/receipt\/[A-Za-z0-9_-]{43}\/pdf$/);
  await expect(section).toContainText('Balance ₹2,41,426');
  await expect(amount).toHaveValue('');

  // Void, by keyboard: the reason is required; Escape would close the dialog and keep the payment.
  const voidButton = payments.getByRole('button', { name: `Void receipt ${receipt}` });
  await voidButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Void receipt ${receipt}?` });
  const reason = dialog.getByLabel('Reason');
  await expect(reason).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(reason).toHaveAccessibleDescription('reason is required.');
  await reason.fill('Entered against the wrong order');
  await dialog.getByRole('button', { name: 'Void payment' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: PAYMENT_MESSAGES.voided(receipt) })).toBeVisible();
  await expect(payments).toHaveCount(1);
  await expect(payments.getByRole('heading')).toHaveText('₹50,000, voided');
  await expect(payments).toContainText('Voided: Entered against the wrong order');
  await expect(payments.getByRole('button', { name: /^Void/ })).toHaveCount(0);
  await expect(section).toContainText('Balance ₹2,91,426');

  if (testInfo.project.name === 'phone') await expectNoSidewaysScroll(page);
});
