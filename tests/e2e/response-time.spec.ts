/**
 * A lead's response time in the admin (docs/spec.md §23.3): the list shows how long an unanswered
 * lead has waited in business hours, marked past RESPONSE_ALERT_MINUTES; the lead says "Not yet",
 * and a tap on "Call" is recorded on the way to the dialler, which makes it the first response.
 */
import { expect as baseExpect, test } from './fixtures';
import { ON_PHONE } from './tags';
import { DEMO_PRODUCTS } from '../../demo/catalogue';
import { addDays, businessDayStart, businessWeekStart } from '../../src/lib/business-time';
import { openAdminList, signIn, unique } from './admin-support';
import { querySiteDatabase } from './support';

const expect = baseExpect.configure({ timeout: 30_000 });
const LIST = '/admin-panel/all-enquiries';
const INDIA = 'Asia/Kolkata';

test(`an unanswered lead shows its wait, and a call tapped in it answers it ${ON_PHONE}`, async ({ page, context }, testInfo) => {
  const admin = await signIn(context, 'ADMIN', unique(testInfo, 'Admin'));
  const name = unique(testInfo, 'Priyanka Chatterjee');
  // Monday of last week, 10:00 in India: within business hours, and days of them ago.
  const createdAt = new Date(businessDayStart(addDays(businessWeekStart(new Date(), INDIA), -7), INDIA).getTime() + 10 * 3_600_000);
  const [{ id }] = await querySiteDatabase<{ id: string }>(
    `insert into enquiries (product_id, name, phone, address, message, created_at)
     values ($1, $2, '9831022334', 'Salt Lake Sector V, Kolkata', 'Fully automatic paper bag machine?', $3) returning id`,
    [DEMO_PRODUCTS[0].id, name, createdAt],
  );

  await openAdminList(page, `${LIST}?q=${encodeURIComponent(name)}`, admin.user.name);
  const row = page.getByRole('row').filter({ hasText: name });
  const waiting = row.getByText(/^Waiting [\d,]+ h( \d+ min)?$/);
  await expect(waiting).toBeVisible();
  // Past the alert's 15 minutes: marked.
  await expect(waiting).toHaveClass(/text-amber-800/);

  await row.getByRole('link', { name }).click();
  const view = page.getByRole('article', { name });
  const firstResponse = view.getByRole('region', { name: 'Enquiry' }).getByRole('definition').filter({ hasText: /^Not yet\. Waiting / });
  await expect(firstResponse).toBeVisible();

  // The tap goes on to the dialler (nothing to wait for) and is recorded beside it.
  await view.getByRole('link', { name: 'Call' }).click();
  await expect(view.getByRole('list', { name: 'Timeline, oldest first' })).toContainText('Called the buyer');
  await expect(view.getByRole('region', { name: 'Enquiry' })).toContainText(new RegExp(`In [\\d,]+ h( \\d+ min)?, by ${admin.user.name} · `));
  const [stored] = await querySiteDatabase<{ first_response_by: string }>('select first_response_by from enquiries where id = $1', [id]);
  expect(stored.first_response_by).toBe(admin.user._id);
});
