/**
 * Browsing is the same for any visitor, so the header's session calls (current user, cart count)
 * are answered in the browser as for a logged-out visitor. The local functions emulator serves
 * one call at a time; this leaves it only the calls a journey is about.
 */
import type { Page } from '@playwright/test';

export async function asAnonymousVisitor(page: Page): Promise<void> {
  await page.route('**/api/user-details', (route) =>
    route.fulfill({ status: 401, json: { success: false, error: true, message: 'Please log in.' } }),
  );
  await page.route('**/api/countAddToCartProduct', (route) =>
    route.fulfill({ json: { success: true, error: false, message: 'Cart count', data: { count: 0 } } }),
  );
}
