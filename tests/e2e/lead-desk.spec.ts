/**
 * One lead on its own in the admin (SPEC §21.8), opened by its address as a mail links to it: every
 * field, the one-tap actions (call, WhatsApp from the company naming the machine, copy phone, with
 * the clipboard refused too), the notifications, the repeat links; its status, notes, next
 * follow-up (one in the past asked for twice) and timeline worked and read back from the server;
 * an unknown id and a failed save. Real words stay
 * whole and long data wraps, at 1280 px, on a phone and at 320 px.
 */
import { expect as baseExpect, test, type Page } from './fixtures';
import { ON_PHONE } from './tags';
import { DEMO_PRODUCTS } from '../../demo/catalogue';
import { DEMO_LEADS } from '../../demo/leads';
import { addDays, businessDate, businessDayStart, formatBusinessDate, formatBusinessTime } from '../../src/lib/business-time';
import { phoneText } from '../../src/lib/phone';
import { siteConfig } from '../../src/lib/site';
import { brokenWords, expectNoSidewaysScroll, openAdminList, showAdminLinks, signIn, unique } from './admin-support';
import { querySiteDatabase } from './support';

const expect = baseExpect.configure({ timeout: 90_000 });
test.setTimeout(360_000);

const product = DEMO_PRODUCTS[0];
// The site's business time zone (TIME_ZONE unset: the default).
const INDIA = 'Asia/Kolkata';
const LIST = '/admin-panel/all-enquiries';

/** A phone no other lead of this run has, so no enquiry sent elsewhere is linked to these. */
const freshPhone = () => `7${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

interface LeadRow {
  name: string;
  phone?: string;
  address?: string;
  message?: string;
  productId?: string | null;
  repeatOf?: string | null;
  source?: [string | null, string | null, string | null, string | null];
}

/** Stores a lead straight in the site's database, as the enquiry statement would have. */
async function storeLead(lead: LeadRow): Promise<{ id: string; phone: string; createdAt: Date }> {
  const phone = lead.phone ?? freshPhone();
  const [row] = await querySiteDatabase<{ id: string; created_at: Date }>(
    `insert into enquiries (product_id, name, phone, address, message, repeat_of, utm_source, utm_medium, utm_campaign, referrer)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id, created_at`,
    [
      lead.productId === undefined ? product.id : lead.productId,
      lead.name,
      phone,
      lead.address ?? 'Adityapur',
      lead.message ?? 'Please send the price.',
      lead.repeatOf ?? null,
      ...(lead.source ?? [null, null, null, null]),
    ],
  );
  return { id: row.id, phone, createdAt: row.created_at };
}

const leadHref = (id: string) => `${LIST}?lead=${id}`;

/** The lead's screen, found by the buyer's name as its heading. */
const leadArticle = (page: Page, name: string) => page.getByRole('article', { name });

/** Each timeline entry's first line (what happened), oldest first. */
const timelineTitles = (page: Page) =>
  page
    .getByRole('list', { name: 'Timeline, oldest first' })
    .getByRole('listitem')
    .evaluateAll((entries) => entries.map((entry) => entry.querySelector('p')!.textContent));

/** A toast saying exactly this (the timeline may say the same words). */
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });

/** Counts the `lead-desk:changed` events the page dispatches from now on. */
async function countChanges(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const counted = window as unknown as { leadDeskChanges: number };
    counted.leadDeskChanges = 0;
    addEventListener('lead-desk:changed', () => counted.leadDeskChanges++);
  });
  return () => page.evaluate(() => (window as unknown as { leadDeskChanges: number }).leadDeskChanges);
}

test('a lead opened from its address shows every field, the one-tap actions and the repeat links', async ({ page, context }, testInfo) => {
  const admin = await signIn(context, 'ADMIN', unique(testInfo, 'Admin'));
  const demo = DEMO_LEADS[0];
  const name = unique(testInfo, demo.name);
  const lead = await storeLead({
    name,
    address: demo.address,
    message: 'Machine for paper cups, 6 to 12 oz.\nPlease send the price with GST.',
    source: ['whatsapp', 'social', 'diwali-2026', 'https://web.whatsapp.com/'],
  });
  const repeatName = unique(testInfo, 'Sunita D.');
  const repeat = await storeLead({ name: repeatName, phone: lead.phone, repeatOf: lead.id, productId: DEMO_PRODUCTS[2].id, message: 'Also the sleeving machine?' });
  await querySiteDatabase(
    `insert into enquiry_deliveries (enquiry_id, channel, state, attempts, sent_at, last_error) values
       ($1, 'email', 'sent', 1, $2, null), ($1, 'webhook', 'failed', 9, null, 'The webhook answered HTTP 503.')`,
    [lead.id, lead.createdAt],
  );

  // As from the mail's link: the address alone opens the lead.
  await openAdminList(page, leadHref(lead.id), admin.user.name);
  const view = leadArticle(page, name);
  await expect(view.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(view.getByRole('link', { name: 'Back to all enquiries' })).toHaveAttribute('href', LIST);
  await expect(view.getByText('Repeat ×1')).toBeVisible();

  // Every field, in business time.
  const fields = view.getByRole('region', { name: 'Enquiry' });
  await expect(fields.getByRole('link', { name: product.productName })).toHaveAttribute('href', `/product/${product.id}`);
  await expect(fields.getByRole('definition')).toHaveText([
    product.productName,
    phoneText(lead.phone),
    demo.address,
    'Machine for paper cups, 6 to 12 oz.\nPlease send the price with GST.',
    formatBusinessTime(lead.createdAt, INDIA),
    // Nobody has answered it yet (docs/spec.md §23.3).
    /^Not yet\. Waiting \d+ min$/,
    // No quotation yet, so no value (docs/spec.md §23.6).
    'Not quoted yet',
    // The share kit's channel by its name, then the medium and campaign as they came.
    'WhatsApp, social, campaign diwali-2026from https://web.whatsapp.com/',
    /Email: sent\s*Webhook: failedThe webhook answered HTTP 503\./,
  ]);

  // One tap: call, WhatsApp from the company with the machine named, copy the number as people read it.
  await expect(view.getByRole('link', { name: 'Call' })).toHaveAttribute('href', `tel:+91${lead.phone}`);
  const whatsApp = new URL((await view.getByRole('link', { name: 'WhatsApp' }).getAttribute('href'))!);
  expect(whatsApp.origin + whatsApp.pathname).toBe(`https://wa.me/91${lead.phone}`);
  expect(whatsApp.searchParams.get('text')).toBe(`Hello ${name}, this is ${siteConfig(process.env).companyName}. Thank you for your enquiry about the ${product.productName}.`);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await view.getByRole('button', { name: 'Copy phone' }).click();
  await expect(toast(page, 'Phone number copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(phoneText(lead.phone));
  await expect(toast(page, 'Phone number copied')).toHaveCount(0);

  // The clipboard call refused: the older copy command does it; both refused: the number is told.
  await page.evaluate(async () => {
    await navigator.clipboard.writeText('');
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  });
  await view.getByRole('button', { name: 'Copy phone' }).click();
  await expect(toast(page, 'Phone number copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(phoneText(lead.phone));
  await page.evaluate(() => (document.execCommand = () => false));
  await view.getByRole('button', { name: 'Copy phone' }).click();
  await expect(toast(page, `The browser did not allow copying. The number is ${phoneText(lead.phone)}.`)).toBeVisible();

  // The timeline: created, the mail sent, the repeat enquiry linking to its own lead.
  expect(await timelineTitles(page)).toEqual(['Enquiry received', 'Email sent', 'Repeat enquiry']);
  await expect(view.getByRole('list', { name: 'Timeline, oldest first' })).toContainText('Also the sleeving machine?');
  await view.getByRole('link', { name: 'Repeat enquiry' }).click();
  await expect(page).toHaveURL(leadHref(repeat.id));
  const repeatView = leadArticle(page, repeatName);
  await expect(repeatView.getByRole('link', { name: DEMO_PRODUCTS[2].productName })).toBeVisible();
  await expect(repeatView.getByRole('region', { name: 'Enquiry' }).getByRole('definition').nth(7)).toHaveText('Direct');
  await expect(repeatView.getByRole('link', { name: 'the first lead' })).toHaveAttribute('href', leadHref(lead.id));
  await repeatView.getByRole('link', { name: 'the first lead' }).click();
  await expect(leadArticle(page, name).getByRole('heading', { level: 1 })).toBeFocused();

  // Ordinary words read whole: each word of the name, the product and the address on one line.
  for (const part of [view.getByRole('heading', { level: 1 }), fields.getByRole('definition')]) expect(await brokenWords(part)).toEqual([]);
  await expectNoSidewaysScroll(page);

  // Back to the list, in place.
  await view.getByRole('link', { name: 'Back to all enquiries' }).click();
  await expect(page).toHaveURL(LIST);
  await expect(page.getByRole('heading', { name: /^All Enquiries/ })).toBeVisible();
});

test('the admin works a lead: status, two notes in order, a follow-up set and cleared, and Won clears it', async ({ page, context }, testInfo) => {
  const admin = await signIn(context, 'ADMIN', unique(testInfo, 'Admin'));
  const name = unique(testInfo, 'Rajendra Prasad Mahato');
  const lead = await storeLead({ name });
  await openAdminList(page, leadHref(lead.id), admin.user.name);
  const view = leadArticle(page, name);
  await expect(view.getByRole('heading', { level: 1 })).toHaveText(name);
  const changes = await countChanges(page);
  const stored = async () =>
    (
      await querySiteDatabase<{ status: string; note: string; next_follow_up_at: Date | null; next_follow_up_all_day: boolean }>(
        'select status, note, next_follow_up_at, next_follow_up_all_day from enquiries where id = $1',
        [lead.id],
      )
    )[0];

  // The status.
  const status = view.getByRole('combobox', { name: 'Status' });
  await expect(view.getByRole('button', { name: 'Save status' })).toBeDisabled();
  await status.selectOption('Contacted');
  await view.getByRole('button', { name: 'Save status' }).click();
  await expect(toast(page, 'Status saved')).toBeVisible();
  expect((await stored()).status).toBe('Contacted');
  await expect.poll(changes).toBe(1);

  // Two notes: each its own entry, in the order written; the counter counts what is typed.
  const note = view.getByRole('textbox', { name: 'Add a note' });
  await note.fill('Called; sends the price list today.');
  await expect(view.getByText('35 / 2000 characters')).toBeVisible();
  await view.getByRole('button', { name: 'Add note' }).click();
  await expect(toast(page, 'Note added')).toBeVisible();
  await expect(note).toHaveValue('');
  await note.fill('  Wants a demo on Friday.  ');
  await view.getByRole('button', { name: 'Add note' }).click();
  await expect(note).toHaveValue('');
  const timeline = view.getByRole('list', { name: 'Timeline, oldest first' });
  await expect(timeline.getByRole('listitem')).toHaveCount(4);
  expect(await timelineTitles(page)).toEqual(['Enquiry received', 'Status: New → Contacted', 'Note', 'Note']);
  await expect(timeline.getByRole('listitem').nth(2)).toContainText('Called; sends the price list today.');
  await expect(timeline.getByRole('listitem').nth(3)).toContainText('Wants a demo on Friday.');
  await expect(timeline.getByRole('listitem').nth(1)).toContainText(`${admin.user.name} · `);
  expect((await stored()).note).toBe('Wants a demo on Friday.');
  await expect.poll(changes).toBe(3);

  // A follow-up today, a day with no set time; then a day at a time; then cleared.
  const today = businessDate(new Date(), INDIA);
  const followUp = view.getByRole('form', { name: 'Next follow-up' });
  await expect(followUp).toContainText('None');
  await followUp.getByLabel('Follow-up date').fill(today);
  await followUp.getByRole('button', { name: 'Set follow-up' }).click();
  await expect(toast(page, 'Follow-up set')).toBeVisible();
  const day = formatBusinessDate(businessDayStart(today, INDIA), INDIA);
  await expect(followUp).toContainText(`${day}today`);
  expect(await stored()).toMatchObject({ next_follow_up_at: businessDayStart(today, INDIA), next_follow_up_all_day: true });
  await expect(timeline).toContainText(`Follow-up set for ${day}`);

  // The lead is now under "Due today" in the side panel; Back returns to it.
  await showAdminLinks(page, testInfo);
  await page.getByRole('navigation', { name: 'Admin lists' }).getByRole('link', { name: /^Due today/ }).click();
  const due = page.getByRole('table', { name: 'Follow-ups due today, the earliest first' });
  await expect(due.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  await page.goBack();
  await expect(view.getByRole('heading', { level: 1 })).toHaveText(name);

  // Tomorrow at a time (today's 15:30 may be past already, which would be asked about first).
  const tomorrow = addDays(today, 1);
  await followUp.getByLabel('Follow-up date').fill(tomorrow);
  await followUp.getByLabel('Time (optional)').fill('15:30');
  await followUp.getByRole('button', { name: 'Set follow-up' }).click();
  const at = new Date(businessDayStart(tomorrow, INDIA).getTime() + (15 * 60 + 30) * 60_000);
  await expect(followUp).toContainText(formatBusinessTime(at, INDIA));
  expect(await stored()).toMatchObject({ next_follow_up_at: at, next_follow_up_all_day: false });
  await expect(timeline).toContainText(`Follow-up set for ${formatBusinessTime(at, INDIA)}`);

  await followUp.getByRole('button', { name: 'Clear' }).click();
  await expect(toast(page, 'Follow-up cleared')).toBeVisible();
  await expect(followUp).toContainText('None');
  await expect(followUp.getByRole('button', { name: 'Clear' })).toBeDisabled();
  expect((await stored()).next_follow_up_at).toBeNull();

  // A day already past asks once before it is saved: it would be overdue at once.
  const yesterday = addDays(today, -1);
  await followUp.getByLabel('Follow-up date').fill(yesterday);
  await followUp.getByRole('button', { name: 'Set follow-up' }).click();
  await expect(followUp.getByRole('alert')).toHaveText('This follow-up is in the past, so the lead would be overdue at once. Save it anyway, or change the date.');
  expect((await stored()).next_follow_up_at).toBeNull();
  await followUp.getByRole('button', { name: 'Save anyway' }).click();
  const pastDay = formatBusinessDate(businessDayStart(yesterday, INDIA), INDIA);
  await expect(followUp).toContainText(`${pastDay}overdue`);
  expect(await stored()).toMatchObject({ next_follow_up_at: businessDayStart(yesterday, INDIA), next_follow_up_all_day: true });
  await expect(followUp.getByRole('alert')).toHaveCount(0);

  // Won clears the follow-up, and a closed lead takes none: the form says why.
  await status.selectOption('Won');
  await view.getByRole('button', { name: 'Save status' }).click();
  await expect(followUp).toContainText('None');
  await expect(followUp).toContainText('A lead that is Won or Lost has no next follow-up.');
  await expect(followUp.getByLabel('Follow-up date')).toBeDisabled();
  await expect(followUp.getByRole('button', { name: 'Set follow-up' })).toBeDisabled();
  await expect(followUp.getByRole('button', { name: 'Clear' })).toBeDisabled();
  expect(await stored()).toMatchObject({ status: 'Won', next_follow_up_at: null });
  await expect.poll(timelineTitles.bind(null, page)).toEqual([
    'Enquiry received',
    'Status: New → Contacted',
    'Note',
    'Note',
    `Follow-up set for ${day}`,
    `Follow-up set for ${formatBusinessTime(at, INDIA)}`,
    'Follow-up cleared',
    `Follow-up set for ${pastDay}`,
    'Status: Contacted → Won',
    'Follow-up cleared',
  ]);
  await expect.poll(changes).toBe(8);

  // What was saved is the server's: the same after a reload.
  await page.reload();
  await expect(leadArticle(page, name).getByRole('combobox', { name: 'Status' })).toHaveValue('Won');
  expect(await timelineTitles(page)).toHaveLength(10);
});

test('an unknown id says so; a save the server refuses keeps the typed note and shows its message', async ({ page, context }, testInfo) => {
  const admin = await signIn(context, 'ADMIN', unique(testInfo, 'Admin'));
  // A well-formed id that names no enquiry, and one that is not an id at all.
  for (const id of ['6f1c2a8e-0000-4000-8000-000000000000', 'not-an-id']) {
    await openAdminList(page, leadHref(id), admin.user.name);
    await expect(page.getByText('No enquiry has this id.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to all enquiries' })).toHaveAttribute('href', LIST);
    await expect(page.getByRole('status')).toHaveCount(0);
  }

  const name = unique(testInfo, 'Mohammed Irfan Ansari');
  const lead = await storeLead({ name });
  await page.goto(leadHref(lead.id));
  const view = leadArticle(page, name);
  const note = view.getByRole('textbox', { name: 'Add a note' });
  await note.fill('Quoted ₹4.2 lakh; call back after Diwali.');
  // The lead is removed meanwhile (by another admin, or the database): the server refuses the note.
  await querySiteDatabase('delete from enquiries where id = $1', [lead.id]);
  await view.getByRole('button', { name: 'Add note' }).click();
  await expect(toast(page, 'No enquiry has this id.')).toBeVisible();
  await expect(note).toHaveValue('Quoted ₹4.2 lakh; call back after Diwali.');
  await expect(view.getByRole('button', { name: 'Add note' })).toBeEnabled();
});

test('long data wraps and real words stay whole, with nothing scrolling sideways at 320 px', { tag: ON_PHONE }, async ({ page, context }, testInfo) => {
  const admin = await signIn(context, 'ADMIN', unique(testInfo, 'Admin'));
  // The longest name the enquiry takes (100 letters, SPEC §5.1), an address and a message with a
  // 200-letter word, a long campaign and referrer.
  const longName = `${'W'.repeat(90)}${Date.now().toString(36).slice(-10)}`.slice(0, 100);
  const long = await storeLead({
    name: longName,
    address: `${'A'.repeat(200)}, Industrial Area, Jamshedpur`,
    message: `${'M'.repeat(200)} ${'x'.repeat(300)}`,
    source: ['s'.repeat(200), 'm'.repeat(200), 'c'.repeat(200), `https://example.com/${'r'.repeat(400)}`],
  });
  const demo = DEMO_LEADS[1];
  const name = unique(testInfo, demo.name);
  const plain = await storeLead({ name, address: demo.address, message: demo.message });

  for (const width of testInfo.project.name === 'phone' ? [390, 320] : [1280, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await openAdminList(page, leadHref(long.id), admin.user.name);
    const view = leadArticle(page, longName);
    await expect(view.getByRole('heading', { level: 1 })).toHaveText(longName);
    await expectNoSidewaysScroll(page);
    const box = (await view.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);

    await page.goto(leadHref(plain.id));
    const plainView = leadArticle(page, name);
    await expect(plainView.getByRole('heading', { level: 1 })).toHaveText(name);
    for (const part of [plainView.getByRole('heading', { level: 1 }), plainView.getByRole('definition'), plainView.getByRole('button'), plainView.getByRole('link')]) {
      expect(await brokenWords(part), `words broken at ${width} px`).toEqual([]);
    }
    await expectNoSidewaysScroll(page);
  }
});
