import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { PublishStatus } from '../../src/server/rebuild';
import { createAccount, type TestAccount } from '../support/accounts';
import { callApi } from '../support/http';

const site = inject('site');

describe('GET /api/publish-status', () => {
  let admin: TestAccount;
  let buyer: TestAccount;
  beforeAll(async () => {
    [admin, buyer] = await Promise.all([createAccount(site.databaseUrl, 'ADMIN'), createAccount(site.databaseUrl)]);
  });

  it('tells an admin when the site was last published', async () => {
    const { status, body } = await callApi<PublishStatus>(site.url, '/api/publish-status', {
      headers: { cookie: admin.cookie },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ mode: 'local', lastError: null });
    expect(typeof body.data!.building).toBe('boolean');
    expect(Date.parse(body.data!.lastPublishedAt!)).toBeLessThanOrEqual(Date.now());
  });

  it('refuses visitors (401) and GENERAL users (403)', async () => {
    expect((await callApi(site.url, '/api/publish-status')).status).toBe(401);
    expect((await callApi(site.url, '/api/publish-status', { headers: { cookie: buyer.cookie } })).status).toBe(403);
  });
});
