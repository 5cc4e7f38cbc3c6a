/**
 * A proforma invoice made from the order's panel on the lead's view (docs/spec.md §24.2), by
 * keyboard: a percentage out of range is refused at its field with what was typed kept, the
 * amount a percentage asks for shows as it is typed, the made one is listed with its links; an
 * amount above the balance, refused by the server, shows at its field too. On a phone nothing
 * scrolls sideways.
 */
import { expect as baseExpect, test } from './fixtures';
import { ON_PHONE } from './tags';
import { PROFORMA_MESSAGES } from '../../src/lib/messages';
import { orderCalls } from '../support/orders';
import { expectNoSidewaysScroll, openAdminList, signIn, unique } from './admin-support';
import { e2eSite } from './support';

const expect = baseExpect.configure({ timeout: 60_000 });
test.setTimeout(240_000);

test('a proforma invoice made from the order\'s panel, refusals shown at their field', { tag: ON_PHONE }, async ({ page, context }, testInfo) => {
  const name = unique(testInfo, 'Sales');
  const sales = await signIn(context, 'SALES', name);
  const { lead, order } = await orderCalls(e2eSite(), sales).newOrder();

  await openAdminList(page, `/admin-panel/all-enquiries?lead=${lead._id}`, name);
  const section = page.getByRole('region', { name: 'Proforma invoices' });
  await expect(section.getByText(PROFORMA_MESSAGES.empty)).toBeVisible();
  const form = section.getByRole('form', { name: 'Make a proforma invoice' });
  await expect(form.getByRole('radio', { name: 'An advance, as a percentage' })).toBeChecked();
  await expect(form.getByRole('radio', { name: 'The whole balance, ₹2,91,426' })).toBeVisible();

  const percent = form.getByLabel('Advance (% of the total)');
  await percent.focus();
  await page.keyboard.type('150');
  await page.keyboard.press('Enter');
  await expect(percent).toHaveAttribute('aria-invalid', 'true');
  await expect(percent).toHaveAccessibleDescription('The advance must be a percentage from 0.01 to 100, with at most two decimals.');
  await expect(percent).toBeFocused();
  await expect(percent).toHaveValue('150');

  await percent.fill('30');
  await expect(percent).toHaveAccessibleDescription('Asks for ₹87,427.80');
  await page.keyboard.press('Enter');
  const made = section.getByRole('list', { name: 'Proforma invoices, newest first' }).getByRole('listitem');
  await expect(made).toHaveCount(1);
  const number = (await made.getByRole('heading').textContent())!;
  expect(number).toMatch(/^PI\/\d{4}-\d{2}\/\d{4}$/);
  await expect(page.getByRole('status').filter({ hasText: PROFORMA_MESSAGES.made(number) })).toBeVisible();
  await expect(made).toContainText('₹87,427.80 (30%)');
  await expect(made.getByRole('link', { name: 'PDF' })).toHaveAttribute('href', /\/proforma\/[A-Za-z0-9_-]{43}\/pdf$/);
  await expect(made.getByRole('button', { name: 'Send by email' })).toBeVisible();
  await expect(percent).toHaveValue('');

  // The server's refusal of more than the balance, at the amount's field.
  await form.getByRole('radio', { name: 'An amount' }).check();
  const amount = form.getByLabel('Amount (₹)');
  await amount.fill('300000');
  await amount.press('Enter');
  await expect(amount).toHaveAccessibleDescription("The amount must be at most the order's balance, ₹2,91,426.");
  await expect(amount).toHaveValue('300000');
  await expect(made).toHaveCount(1);
  expect(order.balance).toBe(291426);

  if (testInfo.project.name === 'phone') await expectNoSidewaysScroll(page);
});
