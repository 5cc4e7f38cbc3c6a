/**
 * `npm run bench:first-tap [-- --url http://127.0.0.1:8888] [--runs 5] [--label "what is measured"]`
 *
 * How soon a visitor on a slow phone can send an enquiry: a product page is loaded on a phone
 * profile (4x CPU slow-down and DevTools' "Slow 4G" through CDP, tests/support/slow-phone.ts);
 * "Send Enquiry" is tapped as soon as it is visible, and again every moment until a tap opens the
 * enquiry dialog. Reports, from the start of the navigation, when the button became visible and
 * when the first tap that worked was made, and how many taps went unanswered before it.
 * Without --url the local site is started on a free port with a fresh embedded database.
 * Results are printed and appended to bench/results/first-tap-<date>.json.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium, devices } from '@playwright/test';
import type { Envelope, Product } from '../src/lib/types';
import { throttleAsSlowPhone, SLOW_PHONE } from '../tests/support/slow-phone';
import { round } from './lib/astro-build';
import { machine } from './lib/machine';
import { appendResult, median } from './lib/results';
import { siteToMeasure } from './lib/site';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** How long a tap is given to open the dialog before it counts as unanswered. */
const ANSWER_WINDOW_MS = 300;

interface Run {
  buttonVisibleMs: number;
  firstWorkingTapMs: number;
  unansweredTaps: number;
}

const { values } = parseArgs({
  options: { url: { type: 'string' }, runs: { type: 'string', default: '5' }, label: { type: 'string' } },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number from 1');

const machineInfo = machine();
const site = await siteToMeasure(values.url?.replace(/\/$/, ''));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const products = ((await (await fetch(`${site.url}/api/get-product`)).json()) as Envelope<Product[]>).data ?? [];
  if (!products[0]) throw new Error('The catalogue is empty: there is no product page to measure.');
  const pageUrl = `${site.url}/product/${products[0]._id}`;
  const results: Run[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });
    // Other sites (YouTube stills) may be unreachable here; they are refused at once.
    await context.route((target) => target.origin !== new URL(site.url).origin, (route) => route.abort());
    const page = await context.newPage();
    await throttleAsSlowPhone(page);
    const button = page.getByRole('button', { name: 'Send Enquiry' });
    const dialog = page.getByRole('dialog', { name: 'Send Enquiry' });
    const started = performance.now();
    const since = () => Math.round(performance.now() - started);
    await page.goto(pageUrl, { waitUntil: 'commit' });
    await button.waitFor({ state: 'visible', timeout: 60_000 });
    const buttonVisibleMs = since();
    // Each tap is given a moment to open the dialog; the last tap before it shows is the one that
    // worked. Taps are forced: the button is visible, and a wait for "stable" would blur the times.
    const taps: number[] = [];
    while (!(await dialog.isVisible())) {
      if (since() > 60_000) throw new Error('No tap opened the enquiry dialog within a minute.');
      taps.push(since());
      await button.tap({ force: true });
      await dialog.waitFor({ state: 'visible', timeout: ANSWER_WINDOW_MS }).catch(() => undefined);
    }
    results.push({ buttonVisibleMs, firstWorkingTapMs: taps.at(-1)!, unansweredTaps: taps.length - 1 });
    const unansweredTaps = taps.length - 1;
    console.log(`run ${run + 1}: visible at ${buttonVisibleMs} ms, first working tap at ${results.at(-1)!.firstWorkingTapMs} ms (${unansweredTaps} unanswered before)`);
    await context.close();
  }
  const summary = {
    buttonVisibleMs: median(results.map((r) => r.buttonVisibleMs)),
    firstWorkingTapMs: median(results.map((r) => r.firstWorkingTapMs)),
    deadMs: median(results.map((r) => r.firstWorkingTapMs - r.buttonVisibleMs)),
  };
  console.log(
    `median of ${runs}: visible ${summary.buttonVisibleMs} ms, first working tap ${summary.firstWorkingTapMs} ms, dead for ${summary.deadMs} ms after showing`,
  );
  appendResult('first-tap', {
    at: new Date().toISOString(),
    label: values.label ?? null,
    page: new URL(pageUrl).pathname,
    profile: { device: 'Pixel 7', ...SLOW_PHONE },
    summary,
    runs: results,
    machine: { ...machineInfo, loadAverageAtEnd: os.loadavg().map((n) => round(n)) },
  });
} finally {
  await browser.close();
  await site.stop();
}
