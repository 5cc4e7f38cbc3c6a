/**
 * The toast area of every page: top-centre, each toast closing after 5000 ms (SPEC §9).
 * Toasts fired by other islands before this one hydrates are kept by react-hot-toast's store and
 * shown when it mounts; a toast left by the previous page (flash-toast) is shown on arrival, and
 * those queued by plain scripts (toast-queue) as soon as it is mounted and then as they come.
 *
 * While a modal <dialog> is open (the enquiry dialog) the rest of the page is inert and under its
 * backdrop, so a toast saying the dialog's call failed would be hidden: the area then moves into
 * the dialog, still fixed at the top centre of the screen.
 */
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Toaster as HotToaster, toast } from 'react-hot-toast';
import { takeFlashToast } from '../lib/browser/flash-toast';
import { takeQueuedToasts, TOAST_EVENT } from '../lib/browser/toast-queue';

export const TOAST_DURATION_MS = 5000;

export default function Toaster() {
  const [modal, setModal] = useState<Element | null>(null);

  useEffect(() => {
    const message = takeFlashToast();
    if (message) toast.success(message);
    const showQueued = () => {
      for (const queued of takeQueuedToasts()) toast[queued.type](queued.message);
    };
    showQueued();
    window.addEventListener(TOAST_EVENT, showQueued);
    const follow = () => setModal(document.querySelector('dialog:modal'));
    const observer = new MutationObserver(follow);
    // A dialog closes by losing `open` (native close) or by leaving the page (React unmounts it).
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    follow();
    return () => {
      observer.disconnect();
      window.removeEventListener(TOAST_EVENT, showQueued);
    };
  }, []);

  const area = <HotToaster position="top-center" toastOptions={{ duration: TOAST_DURATION_MS }} />;
  return modal ? createPortal(area, modal) : area;
}
