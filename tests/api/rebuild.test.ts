import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PROJECT_ROOT } from '../../platform/local-env';
import { SiteBuilder } from '../../platform/publishing/site-builder';
import type { Product } from '../../src/lib/types';
import { callApi, withDatabase } from '../support/http';

const site = inject('site');

describe('requestRebuild()', () => {
  let requestRebuild: () => Promise<void>;
  let getPublishStatus: typeof import('../../src/server/publishing/rebuild').getPublishStatus;
  let closePool: () => Promise<void>;

  beforeAll(async () => {
    // This test process plays the part of a function: same environment, same module.
    process.env.DATABASE_URL = site.databaseUrl;
    process.env.LOCAL_BUILD_HOOK_URL = site.buildHookUrl;
    delete process.env.BUILD_HOOK_URL;
    ({ requestRebuild, getPublishStatus } = await import('../../src/server/publishing/rebuild'));
    ({ closePool } = await import('../../src/server/db/db'));
  });
  afterAll(() => closePool());

  it('republishes a changed product page while the old page stays online', async () => {
    const products = (await callApi<Product[]>(site.url, '/api/get-product')).body.data!;
    const product = products[products.length - 1];
    const path = `/product/${product._id}`;
    const oldName = product.productName;
    const newName = `${oldName} (Mark II ${Date.now()})`;
    const before = await getPublishStatus();

    await withDatabase(site.databaseUrl, (c) =>
      c.query('update products set product_name = $1, updated_at = now() where id = $2', [newName, product._id]),
    );
    await requestRebuild();

    let sawBuilding = false;
    let servedOldPageWhileBuilding = false;
    const deadline = Date.now() + 120_000;
    for (;;) {
      const response = await fetch(new URL(path, site.url));
      const html = await response.text();
      expect(response.status).toBe(200);
      const status = await getPublishStatus();
      if (status.building) {
        sawBuilding = true;
        if (html.includes(oldName) && !html.includes(newName)) servedOldPageWhileBuilding = true;
      }
      if (html.includes(newName)) break;
      expect(Date.now(), 'the new name never appeared').toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(sawBuilding).toBe(true);
    expect(servedOldPageWhileBuilding).toBe(true);

    // The new folder is swapped in just before the status row records it.
    await expect
      .poll(async () => Date.parse((await getPublishStatus()).lastPublishedAt!), { timeout: 10_000 })
      .toBeGreaterThan(Date.parse(before.lastPublishedAt!));
    const after = await getPublishStatus();
    expect(after.mode).toBe('local');
    expect(after.lastError).toBeNull();
  });
});

describe('the local publishing pipeline', () => {
  // DATA_DIR may be anywhere: beside the project under a name that starts like it (which Astro took
  // for a folder inside the project), or elsewhere on the machine.
  const places = {
    'beside the project': () => fs.mkdtempSync(`${PROJECT_ROOT}-data-`),
    'outside the project': () => fs.mkdtempSync(path.join(os.tmpdir(), 'site-data-')),
  };
  for (const [where, makeDir] of Object.entries(places)) {
    it(`publishes a build from a data folder ${where}`, { timeout: 240_000 }, async () => {
      const dataDir = makeDir();
      try {
        const builder = new SiteBuilder(path.join(dataDir, 'site'), site.databaseUrl, () => undefined);
        await builder.buildNow();
        expect(builder.hasPublishedSite()).toBe(true);
        const products = (await callApi<Product[]>(site.url, '/api/get-product')).body.data!;
        expect(fs.readFileSync(path.join(builder.currentDir, 'product', `${products[0]._id}.html`), 'utf8')).toContain('<h1');
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });
  }
});
