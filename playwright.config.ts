import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { DESKTOP, PHONE } from './tests/e2e/devices';
import { ALONE, ON_PHONE, PHONE_ONLY } from './tests/e2e/tags';

const PORT = Number(process.env.E2E_PORT ?? 8899);
const baseURL = `http://127.0.0.1:${PORT}`;

// The system's Chromium (Playwright's own browser download is not always possible): its headless
// shell when installed (Debian's chromium-headless-shell), the engine of Chromium without the
// browser's own features (translation, page-text capture, profile services), as Playwright itself
// runs headless tests; the whole browser suite then takes about an eighth less time (a fifth on a
// quiet machine). Else the full browser.
const systemChromium = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].find(
  (candidate) => candidate && fs.existsSync(candidate),
);

/** Tests carrying the tag (and not a longer one that starts with it: '@phone' is not '@phone-only'). */
const tagged = (tag: string) => new RegExp(`${tag}(?![\\w-])`);

/**
 * The whole suite (`npm run test:e2e` sets E2E_WHOLE=1): two files at a time, then the journeys
 * tagged ALONE, one at a time, as the teardown of the others (they run whether or not the others
 * passed). A run of chosen files (`npx playwright test <file>`) runs one test at a time, ALONE ones
 * among the rest: a teardown project would run every ALONE journey, whatever files were chosen.
 */
const WHOLE = process.env.E2E_WHOLE === '1';
const ON_THE_PHONE = [tagged(ON_PHONE), tagged(PHONE_ONLY)];

export default defineConfig({
  testDir: 'tests/e2e',
  // A file's tests run in order, in one worker: they share the file's rows.
  fullyParallel: false,
  workers: WHOLE ? 2 : 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: systemChromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  // Where each journey runs is told by its tags (tests/e2e/tags.ts).
  projects: WHOLE
    ? [
        { name: 'desktop', use: DESKTOP, grepInvert: [tagged(PHONE_ONLY), tagged(ALONE)], teardown: 'alone' },
        { name: 'phone', use: PHONE, grep: ON_THE_PHONE, grepInvert: tagged(ALONE), teardown: 'alone' },
        // On the desktop; a file that must be seen on the phone says so itself (test.use(PHONE)).
        { name: 'alone', use: DESKTOP, grep: tagged(ALONE), workers: 1 },
      ]
    : [
        { name: 'desktop', use: DESKTOP, grepInvert: tagged(PHONE_ONLY) },
        { name: 'phone', use: PHONE, grep: ON_THE_PHONE },
      ],
  webServer: {
    command: 'tsx tests/e2e/serve.ts',
    url: `${baseURL}/`,
    env: { E2E_PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
