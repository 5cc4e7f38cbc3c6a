/**
 * An order's next step from its panel on the lead's view (docs/spec.md §24.4), by keyboard: the
 * steps offered are those the road allows; Dispatched asks for its papers, a refusal (the form's
 * own check, then the server's e-way bill rule) shows at its field, focused, with what was typed
 * kept; the step saved, the next offered; "Cancel order" in a dialog asks why. On a phone nothing
 * scrolls sideways. The rules themselves are tested over HTTP (tests/api/fulfilment.test.ts).
 */
import { expect as baseExpect, test } from './fixtures';
import { ON_PHONE } from './tags';
import { orderCalls } from '../support/orders';
import { expectNoSidewaysScroll, openAdminList, signIn, unique } from './admin-support';
import { e2eSite } from './support';

const expect = baseExpect.configure({ timeout: 60_000 });
test.setTimeout(240_000);

test('an order dispatched and cancelled from its panel, refusals shown at their field', { tag: ON_PHONE }, async ({ page, context }, testInfo) => {
  const name = unique(testInfo, 'Sales');
  const sales = await signIn(context, 'SALES', name);
  const { lead, order } = await orderCalls(e2eSite(), sales).newOrder();

  await openAdminList(page, `/admin-panel/all-enquiries?lead=${lead._id}`, name);
  const section = page.getByRole('region', { name: 'Fulfilment' });
  const form = section.getByRole('form', { name: `Next step of order ${order.number}` });
  const step = form.getByLabel('Next step');
  // Nothing paid yet: no Advance received; Installed and Closed wait for the dispatch.
  await expect(step.getByRole('option')).toHaveText(['Ready for dispatch', 'Dispatched']);
  await step.selectOption('Dispatched');

  await form.getByLabel('Transporter').fill('VRL Logistics');
  await form.getByLabel('LR number').fill('JSR/4521');
  const vehicle = form.getByLabel('Vehicle number');
  await vehicle.fill('XX 05 AB 1234');
  await vehicle.press('Enter');
  await expect(vehicle).toHaveAttribute('aria-invalid', 'true');
  await expect(vehicle).toHaveAccessibleDescription(/The vehicle number begins with XX, which is no Indian state's vehicle code\.$/);
  await expect(vehicle).toHaveValue('XX 05 AB 1234');
  await expect(vehicle).toBeFocused();

  // The form's check passes; the server's e-way bill rule, which reads the order's goods, refuses.
  await vehicle.fill('jh 05 ab 1234');
  await expect(vehicle).not.toHaveAttribute('aria-invalid');
  await vehicle.press('Enter');
  const ewayBill = form.getByLabel('E-way bill number');
  await expect(ewayBill).toHaveAttribute('aria-invalid', 'true');
  await expect(ewayBill).toHaveAccessibleDescription(/The e-way bill number is required: the goods are worth ₹2,91,425\.90 with GST/);
  await expect(ewayBill).toBeFocused();
  await expect(vehicle).toHaveValue('jh 05 ab 1234');

  await ewayBill.fill('3310 2345 6789');
  await ewayBill.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Order ${order.number} is Dispatched` })).toBeVisible();
  await expect(section).toContainText('JH05AB1234');
  await expect(section).toContainText('331023456789');
  await expect(form.getByLabel('Next step').getByRole('option')).toHaveText(['Installed']);

  await section.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${order.number}` });
  const reason = dialog.getByLabel('Why is it cancelled?');
  await expect(reason).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel order' }).press('Enter');
  await expect(reason).toHaveAccessibleDescription('The reason is required.');
  await expect(reason).toBeFocused();
  await reason.fill('The buyer\'s loan was not sanctioned.');
  await dialog.getByRole('button', { name: 'Cancel order' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Order ${order.number} is Cancelled` })).toBeVisible();
  await expect(section.getByRole('form')).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  if (testInfo.project.name === 'phone') await expectNoSidewaysScroll(page);
});
