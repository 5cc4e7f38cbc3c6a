/**
 * The toast area of every page: top-centre, each toast closing after 5000 ms (SPEC §9).
 * Toasts fired by other islands before this one hydrates are kept by react-hot-toast's store and
 * shown when it mounts; a toast left by the previous page (flash-toast) is shown on arrival.
 */
import { useEffect } from 'react';
import { Toaster as HotToaster, toast } from 'react-hot-toast';
import { takeFlashToast } from '../lib/flash-toast';

export const TOAST_DURATION_MS = 5000;

export default function Toaster() {
  useEffect(() => {
    const message = takeFlashToast();
    if (message) toast.success(message);
  }, []);
  return <HotToaster position="top-center" toastOptions={{ duration: TOAST_DURATION_MS }} />;
}
