/**
 * A note one page leaves for the next in the same tab (sessionStorage), for what must outlive a
 * full navigation: a toast to show there, the search box's focus. Storage may be refused (private
 * mode, quota); then only the note is lost, never the navigation.
 */
export function leaveNote(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Only the note is lost.
  }
}

/** The note left under `key`, if any, without taking it. */
export function peekNote(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The note left under `key`, if any; it is used up. */
export function takeNote(key: string): string | null {
  try {
    const note = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return note;
  } catch {
    return null;
  }
}
