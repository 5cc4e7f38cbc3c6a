/** The screens the browser tests run on (playwright.config.ts). */
import { devices } from '@playwright/test';

export const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, defaultBrowserType: 'chromium' as const };
