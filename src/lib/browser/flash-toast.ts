/**
 * A success toast that survives a page change: logout and sign-up end in a full navigation
 * (to / and /login), and the toast they announce is shown by the next page's toaster.
 */
import { leaveNote, peekNote, takeNote } from './page-note';

const KEY = 'flash-toast';

export function flashToastOnNextPage(message: string): void {
  leaveNote(KEY, message);
}

export function takeFlashToast(): string | null {
  return takeNote(KEY);
}

/** Whether a toast waits for this page, without taking it. */
export function hasFlashToast(): boolean {
  return peekNote(KEY) !== null;
}
