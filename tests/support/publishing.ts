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
