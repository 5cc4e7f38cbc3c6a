/**
 * The desk's people a lead can be given to (GET /api/desk-users, docs/spec.md §23.2), for the lead's
 * owner control, the list's owner filter and the access log's person filter (§26.6). One fetch
 * serves every part that shows them, asked for once the list's first page is on screen
 * (./shared-answer.ts: at 100,000 users, asked beside the first page it held the first row back);
 * each part that appears asks again (a person added or renamed meanwhile), showing what it had till
 * then.
 */
import { useEffect } from 'react';
import type { DeskMember } from '../../../lib/lead-list';
import { sharedAnswer } from './shared-answer';

// A failure keeps what was shown: the controls still offer "Unassigned" and the lead's owner.
const members = sharedAnswer<DeskMember[]>('/api/desk-users', Array.isArray);

/** The desk's people by name, null until the first answer. */
export function useDeskMembers(): DeskMember[] | null {
  useEffect(() => {
    void members.load();
  }, []);
  return members.useValue();
}
