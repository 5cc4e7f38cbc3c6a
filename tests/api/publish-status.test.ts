import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { publishState } from '../../src/lib/publishing';
import type { PublishStatus } from '../../src/server/publishing/rebuild';
import { createAccount, type TestAccount } from '../support/accounts';
import { callApi, withDatabase } from '../support/http';
import { publishSettled } from '../support/publishing';

const site = inject('site');

describe('GET /api/publish-status', () => {
  let admin: TestAccount;
  let buyer: TestAccount;
  beforeAll(async () => {
    // A build another file asked for may still run; these tests read the state of a quiet site.
    await publishSettled(site.databaseUrl);
    [admin, buyer] = await Promise.all([createAccount(site.databaseUrl, 'ADMIN'), createAccount(site.databaseUrl)]);
  }, 240_000);

  it('tells an admin when the site was last published', async () => {
    const { status, body } = await callApi<PublishStatus>(site.url, '/api/publish-status', {
      headers: { cookie: admin.cookie },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ mode: 'local', lastError: null });
    expect(typeof body.data!.building).toBe('boolean');
    expect(Date.parse(body.data!.lastPublishedAt!)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(body.data!.startedAt!)).toBeLessThanOrEqual(Date.parse(body.data!.lastPublishedAt!));
  });

  it('refuses visitors (401) and GENERAL users (403)', async () => {
    expect((await callApi(site.url, '/api/publish-status')).status).toBe(401);
    expect((await callApi(site.url, '/api/publish-status', { headers: { cookie: buyer.cookie } })).status).toBe(403);
  });
});

describe('with BUILD_HOOK_URL (a Netlify build hook)', () => {
  const calls: string[] = [];
  let answer = 200;
  let hook: http.Server;
  let saved: Record<string, unknown>;
  let rebuild: typeof import('../../src/server/publishing/rebuild');
  let closePool: () => Promise<void>;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    // A stand-in for Netlify's build hook endpoint: records each call and answers `answer`.
    hook = http.createServer((req, res) => {
      calls.push(req.method ?? '');
      res.writeHead(answer).end();
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    // This test process plays the part of a function deployed with BUILD_HOOK_URL set.
    process.env.DATABASE_URL = site.databaseUrl;
    process.env.BUILD_HOOK_URL = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/abc`;
    rebuild = await import('../../src/server/publishing/rebuild');
    ({ closePool } = await import('../../src/server/db/db'));
    saved = await withDatabase(site.databaseUrl, async (c) => (await c.query('select * from publish_status')).rows[0]);
  });

  afterAll(async () => {
    // The shared site goes back to the status it had, so later files see a settled local site.
    await withDatabase(site.databaseUrl, (c) =>
      c.query('update publish_status set requested_at = $1, last_error = $2, hook_called_at = $3', [
        saved.requested_at,
        saved.last_error,
        saved.hook_called_at,
      ]),
    );
    await closePool();
    process.env = savedEnv;
    await new Promise((resolve) => hook.close(resolve));
  });

  it('reports that the hook was called, and when', async () => {
    const before = Date.now();
    await rebuild.requestRebuild();
    expect(calls).toEqual(['POST']);
    const status = await rebuild.getPublishStatus();
    expect(status).toMatchObject({ mode: 'netlify', building: false, lastError: null });
    const calledAt = Date.parse(status.hookCalledAt!);
    expect(calledAt).toBeGreaterThanOrEqual(before - 1000);
    expect(publishState(status)).toEqual({ kind: 'hook-called', at: status.hookCalledAt });
  });

  it('reports a hook that refuses the call as a failure with its reason', async () => {
    answer = 500;
    const previous = await rebuild.getPublishStatus();
    await rebuild.requestRebuild();
    const status = await rebuild.getPublishStatus();
    expect(status.lastError).toBe('Could not start a rebuild: build hook answered 500');
    expect(status.hookCalledAt).toBe(previous.hookCalledAt);
    expect(publishState(status)).toEqual({ kind: 'failed', error: status.lastError });

    // The next successful call clears it.
    answer = 200;
    await rebuild.requestRebuild();
    expect(publishState(await rebuild.getPublishStatus()).kind).toBe('hook-called');
  });
});
