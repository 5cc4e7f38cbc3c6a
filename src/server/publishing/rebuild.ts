/**
 * Republishing the static site after the catalogue changes.
 *
 * `requestRebuild()` calls a build hook: BUILD_HOOK_URL (a Netlify build hook) in production, or
 * the hook the local server gives its functions (LOCAL_BUILD_HOOK_URL), which rebuilds the site in
 * the background. The caller never waits for the build and never sees a hook error: the product
 * is saved either way, and the error is logged and kept in the publish status (./publish-status.ts).
 * The functions that change the catalogue call it after their save (netlify/functions/products.mts).
 */
import type { PublishStatus } from '../../lib/publishing';
import { readPublishStatus, recordError, recordHookCalled, recordRequested } from './publish-status';

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
    // Recorded before the call, so the request is never dated after the build it starts.
    await recordRequested();
    const response = await fetch(hook.url, { method: 'POST', signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`build hook answered ${response.status}`);
    if (hook.mode === 'netlify') await recordHookCalled();
  } catch (error) {
    const message = `Could not start a rebuild: ${(error as Error).message}`;
    console.error('[rebuild]', message);
    await recordError(message).catch(() => undefined);
  }
}

/** The publish status, with which build hook (if any) is configured. */
export function getPublishStatus(): Promise<PublishStatus> {
  return readPublishStatus(hookUrl()?.mode ?? 'none');
}
