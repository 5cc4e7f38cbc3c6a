/**
 * The site's publish status for the products list: read on arrival, read again right after a
 * product is saved, and polled while a build runs or is about to. Not read at all where the list
 * is read-only (`enabled` false: SALES, to whom the call answers 403).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/browser/api';
import { isPublishing, publishState, type PublishState, type PublishStatus } from '../../lib/publishing';
import { firstPageShown } from '../admin/shared/early-page';

const POLL_MS = 3000;

export function usePublishStatus(enabled = true) {
  const [state, setState] = useState<PublishState | null>(null);
  /** A save has just asked for a rebuild and the server has not been asked since. */
  const [justSaved, setJustSaved] = useState(false);
  const [reads, setReads] = useState(0);
  const latest = useRef(0);

  const load = useCallback(async () => {
    const call = ++latest.current;
    const result = await api<PublishStatus>('/api/publish-status');
    if (call !== latest.current) return; // an older answer must not overwrite a newer one
    if (result.success && result.data) setState(publishState(result.data));
    setJustSaved(false);
    setReads((n) => n + 1);
  }, []);

  // On arrival, once the list's first page is on screen (../admin/shared/early-page.ts): the rows come first.
  useEffect(() => {
    if (enabled) void firstPageShown().then(load);
  }, [enabled, load]);

  const publishing = justSaved || (state !== null && isPublishing(state));
  useEffect(() => {
    if (!publishing) return;
    const timer = setTimeout(() => void load(), POLL_MS);
    return () => clearTimeout(timer);
  }, [publishing, reads, load]);

  /** Called after a save: "Publishing..." at once, then whatever the server says. */
  const track = useCallback(() => {
    setJustSaved(true);
    void load();
  }, [load]);

  return { state: justSaved ? ({ kind: 'publishing' } as const) : state, track };
}
