/** Where the test site's publishing stands, read from its database. */
import { withDatabase } from './http';

export interface PublishRow {
  building: boolean;
  requested_at: Date | null;
  last_published_at: Date | null;
  last_error: string | null;
}

export function publishRow(databaseUrl: string): Promise<PublishRow> {
  return withDatabase(databaseUrl, async (c) =>
    (await c.query<PublishRow>('select building, requested_at, last_published_at, last_error from publish_status')).rows[0],
  );
}

/**
 * Waits (bounded) until no build runs or waits to run, so a test that asked for one leaves a quiet
 * site to the next, and a test of the publish status starts on one.
 */
export async function publishSettled(databaseUrl: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const s = await publishRow(databaseUrl);
    const published = (s.last_published_at?.getTime() ?? 0) >= (s.requested_at?.getTime() ?? 0);
    if (!s.building && (published || s.last_error)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Asks the site's build hook for a new build and waits (bounded) until one that started after the request is published. */
export async function republish(site: { databaseUrl: string; buildHookUrl: string }): Promise<void> {
  const status = () =>
    withDatabase(site.databaseUrl, async (c) =>
      (await c.query('select now() as now, building, started_at, last_published_at, last_error from publish_status')).rows[0],
    );
  const requestedAt: Date = (await status()).now;
  const asked = await fetch(site.buildHookUrl, { method: 'POST' });
  if (asked.status !== 202) throw new Error(`The build hook answered ${asked.status}.`);
  const deadline = Date.now() + 200_000;
  for (;;) {
    const s = await status();
    if (!s.building && s.started_at > requestedAt && s.last_published_at >= s.started_at) return;
    if (!s.building && s.started_at > requestedAt) throw new Error(`The build failed: ${s.last_error}`);
    if (Date.now() > deadline) throw new Error('The site was not republished in time.');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
