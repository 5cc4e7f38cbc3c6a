/**
 * The publish status (the one-row table publish_status): the only module that writes it. The build
 * hook's caller (./rebuild.ts) records requests and hook errors; the build itself (in production
 * Netlify's, locally platform/publishing/site-builder.ts) records its start and its end. The admin
 * reads it as PublishStatus (SPEC §10.3).
 */
import type { PublishStatus } from '../../lib/publishing';
import { query, type Queryable } from '../db/db';

/** A republish was asked for; a new request also retires the previous build's error. */
export async function recordRequested(db?: Queryable): Promise<void> {
  await query('update publish_status set requested_at = now(), last_error = null', [], db);
}

/** Netlify's build hook took the request (locally the build records its own start instead). */
export async function recordHookCalled(db?: Queryable): Promise<void> {
  await query('update publish_status set hook_called_at = now()', [], db);
}

/** The hook could not be called, or the build failed: the admin sees `message`. */
export async function recordError(message: string, db?: Queryable): Promise<void> {
  await query('update publish_status set last_error = $1', [message.slice(0, 4000)], db);
}

export async function recordBuildStarted(db?: Queryable): Promise<void> {
  await query('update publish_status set building = true, started_at = now()', [], db);
}

/** The build ended: published, or failed with `error` (the previous site stays online). */
export async function recordBuildEnded(error: string | null, db?: Queryable): Promise<void> {
  await query(
    error === null
      ? 'update publish_status set building = false, last_published_at = now(), last_error = null'
      : 'update publish_status set building = false, last_error = $1',
    error === null ? [] : [error.slice(0, 4000)],
    db,
  );
}

interface PublishStatusRow {
  building: boolean;
  requested_at: Date | null;
  started_at: Date | null;
  last_published_at: Date | null;
  last_error: string | null;
  hook_called_at: Date | null;
}

/** The status as the admin reads it; `mode` says which build hook (if any) is configured. */
export async function readPublishStatus(mode: PublishStatus['mode']): Promise<PublishStatus> {
  const [row] = await query<PublishStatusRow>(
    'select building, requested_at, started_at, last_published_at, last_error, hook_called_at from publish_status',
  );
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    mode,
    building: row?.building ?? false,
    requestedAt: iso(row?.requested_at ?? null),
    startedAt: iso(row?.started_at ?? null),
    lastPublishedAt: iso(row?.last_published_at ?? null),
    lastError: row?.last_error ?? null,
    hookCalledAt: iso(row?.hook_called_at ?? null),
  };
}
