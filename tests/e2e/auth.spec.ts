/**
 * Accounts in the browser (SPEC §2, §4, §5, §8): sign up with a photo, the password mismatch, log
 * in, the avatar menu (with "Admin Panel" for admins only), log out.
 */
import { expect as baseExpect, test, type Page } from './fixtures';
import { MESSAGES } from '../../src/lib/messages';
import { waitForIslands } from '../support/islands';
import { TEST_ADMIN } from '../support/test-site';

// A sign-up or sign-in hashes a password (scrypt, about 0.3 s idle); on a machine busy with the
// other browser tests an answer can take much longer.
const expect = baseExpect.configure({ timeout: 90_000 });
test.setTimeout(480_000);

type Answer = { success: boolean; message: string };

/**
 * The JSON the server answers to the next call of `path`. Read on the way through, because the
 * page navigates away right after these calls and the browser then drops the body.
 */
function nextAnswer(page: Page, path: string): Promise<Answer> {
  return new Promise((resolve) => {
    void page.route(`**${path}`, async (route) => {
      const response = await route.fetch();
      resolve((await response.json()) as Answer);
      await route.fulfill({ response });
      await page.unroute(`**${path}`);
    });
  });
}

/** A 1600x1200 PNG drawn by the browser itself: a photo larger than the 800 px the site keeps. */
async function makePhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1200;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 1600, 1200);
    gradient.addColorStop(0, '#0b5cad');
    gradient.addColorStop(1, '#f59e0b');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1600, 1200);
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.arc(800, 500, 260, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

async function fillSignUp(page: Page, fields: { name: string; email: string; password: string; confirm: string }) {
  await page.getByLabel('Name').fill(fields.name);
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Password', { exact: true }).fill(fields.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(fields.confirm);
}

/** From the login page: the one the page is on (after a sign-up or a refusal), else a fresh one. */
async function logIn(page: Page, email: string, password: string) {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await waitForIslands(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const answer = nextAnswer(page, '/api/signin');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  return answer;
}

const accountMenu = (page: Page, name: string) => page.getByRole('button', { name: `Account menu for ${name}` });

test('a buyer signs up with a photo, logs in, sees the avatar menu and logs out', async ({ page }, testInfo) => {
  const name = 'Asha Verma';
  const email = `asha-${testInfo.project.name}-${Date.now()}@example.com`;
  const password = 'cup-machines-2026';

  await page.goto('/sign-up');
  await waitForIslands(page);
  await page.getByLabel('Profile photo').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await makePhoto(page) });
  const preview = page.getByRole('img', { name: 'Profile photo preview' });
  await expect(preview).toBeVisible();
  // Compressed in the browser: 800 px on the longer side, as webp.
  expect(await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([800, 600]);
  expect(await preview.getAttribute('src')).toMatch(/^data:image\/webp;base64,/);

  await fillSignUp(page, { name, email, password, confirm: password });
  const signupRequest = page.waitForRequest('**/api/signup');
  const signupAnswer = nextAnswer(page, '/api/signup');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  expect((await signupRequest).postDataJSON().profilePic).toMatch(/^data:image\/webp;base64,/);
  const created = await signupAnswer;
  expect(created.success).toBe(true);
  await expect(page).toHaveURL(/\/login$/);
  // The toast (the login page also holds the same words for a sign-up posted without script, hidden here).
  await expect(page.getByText(created.message).filter({ visible: true })).toBeVisible();

  // A wrong password: the server's message as a toast, and what was typed is still there.
  const refused = await logIn(page, email, 'not-my-password');
  expect(refused.success).toBe(false);
  await expect(page.getByText(refused.message)).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  const passwordBox = page.getByLabel('Password', { exact: true });
  await expect(passwordBox).toHaveValue('not-my-password');
  // The show/hide toggle.
  await expect(passwordBox).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(passwordBox).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');

  const signedIn = await logIn(page, email, password);
  expect(signedIn.success).toBe(true);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(signedIn.message)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);

  // The avatar is the uploaded photo, served back by the site.
  const avatar = accountMenu(page, name);
  await expect(avatar).toBeVisible();
  await expect.poll(() => avatar.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
  await avatar.click();
  await expect(avatar).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);

  const loggedOut = nextAnswer(page, '/api/userLogout');
  // The home page's own session check, after the logout.
  const sessionAfter = page.waitForResponse('**/api/user-details', { timeout: 120_000 });
  await page.getByRole('button', { name: 'Logout' }).click();
  const logoutBody = await loggedOut;
  expect(logoutBody.success).toBe(true);
  await expect(page.getByText(logoutBody.message)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const after = await sessionAfter;
  // No session is an ordinary answer for a visitor, not an error the browser would log.
  expect(after.status()).toBe(200);
  expect(await after.json()).toMatchObject({ success: false, data: null });
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(avatar).toHaveCount(0);
});

test('passwords that differ are refused with the SPEC toast and no request', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/signup')) requests.push(request.url());
  });
  await page.goto('/sign-up');
  await waitForIslands(page);
  await fillSignUp(page, { name: 'Ravi Kumar', email: 'ravi@example.com', password: 'secret-123', confirm: 'secret-124' });
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText(MESSAGES.passwordMismatch)).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByLabel('Name')).toHaveValue('Ravi Kumar');
  await expect(page.getByLabel('Confirm password', { exact: true })).toHaveValue('secret-124');
  expect(requests).toEqual([]);
});

test('an admin finds "Admin Panel" in the avatar menu', async ({ page }) => {
  const signedIn = await logIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
  expect(signedIn.success).toBe(true);
  const menu = page.getByRole('button', { name: /^Account menu for / });
  await menu.click();
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin-panel/all-products');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  // Escape closes the menu and gives the focus back to the avatar.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toBeHidden();
  await expect(menu).toBeFocused();
});
