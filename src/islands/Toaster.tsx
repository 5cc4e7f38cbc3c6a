/** The toast area of every page: top-centre, each toast closing after 5000 ms (SPEC §9). */
import { Toaster as HotToaster } from 'react-hot-toast';

export const TOAST_DURATION_MS = 5000;

export default function Toaster() {
  return <HotToaster position="top-center" toastOptions={{ duration: TOAST_DURATION_MS }} />;
}
