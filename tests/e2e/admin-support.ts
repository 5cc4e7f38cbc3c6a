/**
 * What the admin panel's browser tests share: users made straight in the site's database and
 * signed in by their session cookie (the sign-in form has its own journey in auth.spec.ts), and
 * the admin API calls whose answers a visitor must never get.
 */
import { expect, type BrowserContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { Role } from '../../src/lib/types';
import { createAccount, type TestAccount } from '../support/accounts';
import { e2eSite, querySiteDatabase } from './support';

/** Calls that carry admin data (get-product included: only the admin panel asks for it). */
export const ADMIN_CALLS = [
  '/api/access-log',
  '/api/privacy-requests',
  '/api/erase-person',
  '/api/all-user',
  '/api/all-enquiries',
  '/api/orders',
  '/api/get-enquiry',
  '/api/export-enquiries',
  '/api/update-enquiry',
  '/api/enquiry-timeline',
  '/api/desk-users',
  '/api/lead-stats',
  '/api/publish-status',
  '/api/get-product',
  '/api/update-user',
  '/api/upload-product',
  '/api/update-product',
  '/api/upload-image',
];

/** A text no other project or run shares, for names the test looks for. */
export const unique = (testInfo: TestInfo, label: string) => `${label} ${testInfo.project.name} ${Date.now().toString(36)}`;

/** A user of the given role with a live session in this browser context, under the given name. */
export async function signIn(context: BrowserContext, role: Role, name: string): Promise<TestAccount> {
  const account = await createAccount(e2eSite().databaseUrl, role);
  await querySiteDatabase('update users set name = $1 where id = $2', [name, account.user._id]);
  const token = account.cookie.split('=')[1];
  await context.addCookies([{ name: 'session', value: token, url: e2eSite().url, httpOnly: true, sameSite: 'Lax' }]);
  return { ...account, user: { ...account.user, name } };
}

/** Opens an admin list and waits until the side panel shows the admin (the role check is done). */
export async function openAdminList(page: Page, path: string, adminName: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('complementary', { name: 'Admin panel' }).getByText(adminName, { exact: true })).toBeVisible({ timeout: 120_000 });
}

/**
 * On a phone the lists' links fold behind the admin menu toggle; this opens it there. The page says
 * whether it is a phone's (the toggle shows), not the project: an ALONE journey may be on either.
 */
export async function showAdminLinks(page: Page, _testInfo?: TestInfo): Promise<void> {
  const panel = page.getByRole('complementary', { name: 'Admin panel' });
  await panel.waitFor();
  const toggle = panel.getByRole('button', { name: 'Admin menu' });
  if (!(await toggle.isVisible())) return;
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** The page does not scroll sideways (SPEC: the phone is 390 px wide). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/**
 * Words that the line breaks cut in two inside the located elements: each word of their text is
 * measured as laid out (a word on one line has its boxes on one line). A hyphen or a slash ends a
 * word, as it lets a line end there ("50-" "60"). Text without spaces longer than `longest`
 * letters (a 200-letter name, an address of a page) may break anywhere: no column need hold it whole.
 */
export async function brokenWords(locator: Locator, longest = 24): Promise<string[]> {
  return locator.evaluateAll((elements, longest) => {
    const broken: string[] = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const unspaced of node.textContent!.matchAll(/\S+/g)) {
          if (unspaced[0].length > longest) continue;
          for (const word of unspaced[0].matchAll(/[^/-]+/g)) {
            const start = unspaced.index + word.index;
            const range = document.createRange();
            range.setStart(node, start);
            range.setEnd(node, start + word[0].length);
            const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (lines.size > 1) broken.push(word[0]);
          }
        }
      }
    }
    return broken;
  }, longest);
}
