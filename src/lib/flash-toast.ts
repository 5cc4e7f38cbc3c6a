/**
 * A success toast that survives a page change: logout and sign-up end in a full navigation
 * (to / and /login), and the toast they announce is shown by the next page's toaster.
 */
const KEY = 'flash-toast';

export function flashToastOnNextPage(message: string): void {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // Storage refused (private mode, quota): the navigation still happens, only the toast is lost.
  }
}

export function takeFlashToast(): string | null {
  try {
    const message = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return message;
  } catch {
    return null;
  }
}

/** Whether a toast waits for this page, without taking it. */
export function hasFlashToast(): boolean {
  try {
    return sessionStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}
