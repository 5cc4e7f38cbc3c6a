/**
 * Republishing the static site after the catalogue changes.
 *
 * `requestRebuild()` calls a build hook: BUILD_HOOK_URL (a Netlify build hook) in production, or
 * the hook the local server gives its functions (LOCAL_BUILD_HOOK_URL), which rebuilds the site in
 * the background. The caller never waits for the build and never sees a hook error: the product
 * is saved either way, and the error is logged and kept in the publish status.
 */
import type { PublishStatus } from '../lib/publishing';
import { query } from './db';

export type { PublishStatus };

function hookUrl(): { url: string; mode: 'netlify' | 'local' } | null {
  if (process.env.BUILD_HOOK_URL) return { url: process.env.BUILD_HOOK_URL, mode: 'netlify' };
  if (process.env.LOCAL_BUILD_HOOK_URL) return { url: process.env.LOCAL_BUILD_HOOK_URL, mode: 'local' };
  return null;
}

export async function requestRebuild(): Promise<void> {
  const hook = hookUrl();
  if (!hook) {
    console.warn('[rebuild] no build hook configured (BUILD_HOOK_URL); the site was not republished');
    return;
  }
  try {
    // Recorded before the call, so the request is never dated after the build it starts; a new
    // request also retires the previous build's error.
    await query(`update publish_status set requested_at = now(), last_error = null`);
    const response = await fetch(hook.url, { method: 'POST', signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`build hook answered ${response.status}`);
    if (hook.mode === 'netlify') await query(`update publish_status set hook_called_at = now()`);
  } catch (error) {
    const message = `Could not start a rebuild: ${(error as Error).message}`;
    console.error('[rebuild]', message);
    await query(`update publish_status set last_error = $1`, [message]).catch(() => undefined);
  }
}

interface PublishStatusRow {
  building: boolean;
  requested_at: Date | null;
  started_at: Date | null;
  last_published_at: Date | null;
  last_error: string | null;
  hook_called_at: Date | null;
}

export async function getPublishStatus(): Promise<PublishStatus> {
  const [row] = await query<PublishStatusRow>(
    'select building, requested_at, started_at, last_published_at, last_error, hook_called_at from publish_status',
  );
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    mode: hookUrl()?.mode ?? 'none',
    building: row?.building ?? false,
    requestedAt: iso(row?.requested_at ?? null),
    startedAt: iso(row?.started_at ?? null),
    lastPublishedAt: iso(row?.last_published_at ?? null),
    lastError: row?.last_error ?? null,
    hookCalledAt: iso(row?.hook_called_at ?? null),
  };
}
