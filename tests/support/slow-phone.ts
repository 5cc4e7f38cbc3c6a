/**
 * A slow phone for a Chromium page: the CPU slowed down four times and the network of DevTools'
 * "Slow 4G" preset (the one Lighthouse's mobile run simulates), both set through the page's CDP
 * session so that they hold from the first byte of the next navigation.
 */
import type { Page } from '@playwright/test';

export const SLOW_PHONE = {
  cpuSlowdown: 4,
  /** DevTools' "Slow 4G": 562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s up (in bytes per second). */
  network: { latency: 562.5, downloadThroughput: (1.44 * 1024 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 },
} as const;

export async function throttleAsSlowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_PHONE.network });
}
