/**
 * Sign-up and login work before and without script: with JavaScript off the forms post as ordinary
 * forms (a refusal comes back as the form with its message and the email kept; success lands where
 * it should, signed in), and on a slow phone (4x CPU, slow 4G) a tap the moment the button shows,
 * long before the islands wake, signs up or signs in: no lost tap, no emptied fields. The slow phone
 * is the phone project's alone: a desktop's click before the islands wake is the form's own post,
 * which the journey without script already sends.
 */
import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test, type BrowserContext, type Page } from './fixtures';
import { PHONE_ONLY } from './tags';
import { ACCOUNT_MESSAGES } from '../../src/lib/messages';
import { USER_MESSAGES } from '../../src/server/accounts/users';
import { throttleAsSlowPhone } from '../support/slow-phone';
import { createAccount } from '../support/accounts';
import { e2eSite, querySiteDatabase } from './support';

// Each sign-up and sign-in hashes a password; on a machine busy with other tests that takes seconds.
const expect = baseExpect.configure({ timeout: 90_000 });
test.setTimeout(300_000);

const newUser = (label: string) => ({
  name: `Meena Kumari ${label}`,
  email: `${label}-${randomUUID().slice(0, 8)}@example.com`,
  password: `pw-${randomUUID()}`,
});

const sessionCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'session');

async function fillSignUp(page: Page, user: ReturnType<typeof newUser>) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(user.name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(user.password);
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor signs up, is told so on the login page, mistypes the password, then logs in', async ({ page, context }, testInfo) => {
    const user = newUser(`no-script-${testInfo.project.name}`);
    await page.goto('/sign-up');
    await fillSignUp(page, user);
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.hash === '#account-created');
    await expect(page.getByText(ACCOUNT_MESSAGES.signedUp)).toBeVisible();
    expect(await querySiteDatabase('select name from users where email = $1', [user.email])).toEqual([{ name: user.name }]);

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText(USER_MESSAGES.invalidCredentials);
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(user.email);
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
    expect(await sessionCookie(context)).toBeUndefined();

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    expect(await sessionCookie(context)).toBeDefined();
    const me = await (await page.request.get('/api/user-details')).json();
    expect(me.data).toMatchObject({ email: user.email, name: user.name });
  });
});

test.describe('on a slow phone, tapped the moment the button shows', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    test.slow();
    // Other sites are not reachable here and not what is measured.
    await page.context().route((url) => url.origin !== new URL(baseURL!).origin, (route) => route.abort());
    await throttleAsSlowPhone(page);
  });

  const tap = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).tap();

  test('Sign Up creates the account and goes to the login page', { tag: PHONE_ONLY }, async ({ page }, testInfo) => {
    const user = newUser(`first-tap-${testInfo.project.name}`);
    await page.goto('/sign-up', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Sign Up', exact: true }).waitFor({ state: 'visible', timeout: 60_000 });
    await fillSignUp(page, user);
    await tap(page, 'Sign Up');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    expect(await querySiteDatabase('select name from users where email = $1', [user.email])).toEqual([{ name: user.name }]);
  });

  test('Login signs in and goes to the home page', { tag: PHONE_ONLY }, async ({ page, context }) => {
    // Made in the database: every sign-up of the browser suite comes from one address, within its limit.
    const { user: account, password } = await createAccount(e2eSite().databaseUrl);
    const user = { ...account, password };
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor({ state: 'visible', timeout: 60_000 });
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    await tap(page, 'Login');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    expect(await sessionCookie(context)).toBeDefined();
    await expect(page.getByRole('button', { name: `Account menu for ${user.name}` })).toBeVisible();
  });
});
