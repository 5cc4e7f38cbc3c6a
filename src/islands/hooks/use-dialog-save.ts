/**
 * A dialog's save: busy while the call runs, the server's message as a success toast, and a failure
 * both as a toast and as the problem line that stays in the dialog (SPEC §8's fallback text when no
 * answer came).
 */
import { useState } from 'react';
import { toast } from 'react-hot-toast';
import { failureMessage, type ApiResult } from '../../lib/browser/api';

export function useDialogSave<T>(fallbackMessage: string) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function save(call: () => Promise<ApiResult<T>>, onSaved: (data: T) => void): Promise<void> {
    setBusy(true);
    setProblem(null);
    const result = await call();
    setBusy(false);
    if (result.success && result.data) {
      toast.success(result.message);
      onSaved(result.data);
      return;
    }
    const message = failureMessage(result, fallbackMessage);
    setProblem(message);
    toast.error(message);
  }

  return { busy, problem, setProblem, save };
}
