/**
 * Where the republishing of the site stands (GET /api/publish-status), in the admin's terms.
 * The server reports the raw timestamps; this one function turns them into what to show, so the
 * admin screen and its tests agree on it.
 */

export interface PublishStatus {
  /** netlify: BUILD_HOOK_URL is called; local: the local server rebuilds; none: no hook at all. */
  mode: 'netlify' | 'local' | 'none';
  building: boolean;
  /** When the last rebuild was asked for (a product save). */
  requestedAt: string | null;
  /** When the local builder began its latest build. */
  startedAt: string | null;
  lastPublishedAt: string | null;
  lastError: string | null;
  /** When BUILD_HOOK_URL last answered a call with success. */
  hookCalledAt: string | null;
}

export type PublishState =
  | { kind: 'publishing' }
  | { kind: 'failed'; error: string }
  | { kind: 'hook-called'; at: string }
  | { kind: 'published'; at: string }
  | { kind: 'never' }
  | { kind: 'not-configured' };

const time = (iso: string | null) => (iso ? Date.parse(iso) : Number.NEGATIVE_INFINITY);

export function publishState(status: PublishStatus): PublishState {
  if (status.building) return { kind: 'publishing' };
  if (status.lastError) return { kind: 'failed', error: status.lastError };
  if (status.mode === 'none') return { kind: 'not-configured' };
  if (status.mode === 'netlify') {
    // Netlify builds on its own; all this site knows is that the hook took the request.
    return status.hookCalledAt ? { kind: 'hook-called', at: status.hookCalledAt } : { kind: 'never' };
  }
  // Asked for after the latest build began: a build is about to start (requests are debounced).
  if (status.requestedAt && time(status.requestedAt) > time(status.startedAt)) return { kind: 'publishing' };
  return status.lastPublishedAt ? { kind: 'published', at: status.lastPublishedAt } : { kind: 'never' };
}

/** Whether the status is still moving, so the admin screen keeps asking. */
export const isPublishing = (state: PublishState) => state.kind === 'publishing';
