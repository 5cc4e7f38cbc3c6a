/** What the browser tests share: the served site's details (written by serve.ts) and its database. */
import fs from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import path from 'node:path';
import { PROJECT_ROOT } from '../../platform/local-env';
import type { TestSite } from '../support/test-site';
import { withDatabase } from '../support/http';

export function e2eSiteFile(port: number): string {
  return path.join(PROJECT_ROOT, '.data', `e2e-${port}.json`);
}

/** The site this run's web server started (playwright.config.ts passes E2E_PORT to both). */
export function e2eSite(): TestSite {
  return JSON.parse(fs.readFileSync(e2eSiteFile(Number(process.env.E2E_PORT ?? 8899)), 'utf8')) as TestSite;
}

export function querySiteDatabase<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return withDatabase(e2eSite().databaseUrl, async (client) => (await client.query(sql, params)).rows as T[]);
}

/** Asks the site's build hook for a new build and waits (up to 3 minutes) until it is published. */
export async function republish(request: APIRequestContext): Promise<void> {
  const requested = Date.now();
  expect((await request.post(e2eSite().buildHookUrl)).status()).toBe(202);
  await expect
    .poll(async () => {
      const [s] = await querySiteDatabase<{ building: boolean; last_published_at: Date | null }>(
        'select building, last_published_at from publish_status',
      );
      return !s.building && (s.last_published_at?.getTime() ?? 0) > requested;
    }, { timeout: 180_000 })
    .toBe(true);
}

/** Holds every request the page makes to `url` until the returned function is called, as a slow network would. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
