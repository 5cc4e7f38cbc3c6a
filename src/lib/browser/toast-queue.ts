/**
 * Toasts asked for by plain scripts (the share button answers taps before any island hydrates):
 * they are pushed on `window.siteToasts` and announced with a `site-toast` event; the Toaster
 * island shows those waiting when it mounts and each new one as it comes. The inline scripts of
 * src/components follow this same protocol by name, as they cannot import it.
 */
export interface QueuedToast {
  type: 'success' | 'error';
  message: string;
}

export const TOAST_EVENT = 'site-toast';

declare global {
  interface Window {
    siteToasts?: QueuedToast[];
  }
}

export function takeQueuedToasts(): QueuedToast[] {
  return window.siteToasts?.splice(0) ?? [];
}

/** Asks the Toaster for a toast from a plain script (bundled ones; inline scripts write the same by hand). */
export function queueToast(toast: QueuedToast): void {
  (window.siteToasts ??= []).push(toast);
  window.dispatchEvent(new Event(TOAST_EVENT));
}
