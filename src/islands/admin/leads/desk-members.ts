/**
 * The desk's people a lead can be given to (GET /api/desk-users, docs/spec.md §23.2), for the lead's
 * owner control and the list's owner filter. One fetch serves every part that shows them; each
 * part that appears asks again (a person added or renamed meanwhile), showing what it had till then.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../../../lib/browser/api';
import type { DeskMember } from '../../../lib/lead-list';

let members: DeskMember[] | null = null;
let inFlight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function load(): Promise<void> {
  inFlight ??= api<DeskMember[]>('/api/desk-users')
    .then((result) => {
      // A failure keeps what was shown: the controls still offer "Unassigned" and the lead's owner.
      if (result.success && Array.isArray(result.data)) {
        members = result.data;
        listeners.forEach((listener) => listener());
      }
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The desk's people by name, null until the first answer. */
export function useDeskMembers(): DeskMember[] | null {
  useEffect(() => {
    void load();
  }, []);
  return useSyncExternalStore(subscribe, () => members, () => null);
}
