/**
 * The signature or seal printed on quotations and proforma invoices above "Authorised Signatory"
 * (docs/spec.md §22.10): the one set now, a file chooser to set another and a button to remove it.
 * Under All Users, the admin's own list; the server refuses anyone else (GET and POST
 * /api/seller-settings are admin only). The file is sent as it is, as a data URL: the server judges
 * its bytes and keeps it within the signature's box as a PNG.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'react-hot-toast';
import { api, failureMessage } from '../../../lib/browser/api';
import type { SellerSettingsAnswer } from '../../../lib/quotes/types';
import { ADMIN_MESSAGES } from '../shared/admin-messages';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

export default function SignatureSetting() {
  const [image, setImage] = useState<string | null | undefined>(undefined);
  const [fetchFailed, setFetchFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    const controller = new AbortController();
    api<SellerSettingsAnswer>('/api/seller-settings', { signal: controller.signal })
      .then((result) => {
        // Said here, not in a toast: the page's own list says why a call was refused (the same
        // refusal twice would only repeat it), and this block is secondary to that list.
        if (result.success && result.data) setImage(result.data.signatureImage);
        else setFetchFailed(true);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  async function save(signatureImage: string | null) {
    setSaving(true);
    const result = await api<SellerSettingsAnswer>('/api/seller-settings', { json: { signatureImage } });
    setSaving(false);
    if (input.current) input.current.value = '';
    if (result.success && result.data) {
      setImage(result.data.signatureImage);
      toast.success(result.message);
    } else {
      toast.error(failureMessage(result, ADMIN_MESSAGES.signatureSaveFailed));
    }
  }

  async function chosen(file: File | undefined) {
    if (!file || saving) return;
    let dataUrl: string;
    try {
      dataUrl = await readAsDataUrl(file);
    } catch {
      toast.error(ADMIN_MESSAGES.signatureSaveFailed);
      return;
    }
    await save(dataUrl);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 rounded-lg border border-zinc-200 bg-white p-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-zinc-900">
        Signature on quotations
      </h2>
      <p className="mt-1 text-sm text-zinc-600">
        Printed above &ldquo;Authorised Signatory&rdquo; on quotations and proforma invoices: a signature or the company&rsquo;s seal, a
        PNG, JPEG or WebP image of at most 300 KB (a transparent PNG prints best).
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-4" aria-busy={saving}>
        {fetchFailed ? (
          <p className="text-sm text-zinc-700">{ADMIN_MESSAGES.signatureFetchFailed}</p>
        ) : image === undefined ? (
          <p className="text-sm text-zinc-500">Loading…</p>
        ) : image ? (
          <img src={image} alt="The signature printed now" className="h-16 max-w-60 rounded border border-zinc-200 bg-white object-contain p-1" />
        ) : (
          <p className="text-sm text-zinc-600">No signature set: documents leave the space above &ldquo;Authorised Signatory&rdquo; blank.</p>
        )}
        {!fetchFailed && (
          <label className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 focus-within:ring-2 focus-within:ring-brand-600 hover:bg-brand-50">
            {image ? 'Replace the signature' : 'Upload a signature'}
            <input
              ref={input}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="sr-only"
              disabled={saving}
              onChange={(event) => void chosen(event.target.files?.[0])}
            />
          </label>
        )}
        {image && (
          <button
            type="button"
            disabled={saving}
            onClick={() => void save(null)}
            className="min-h-11 rounded-md border border-zinc-300 px-3 py-1.5 text-sm font-semibold text-zinc-700 hover:bg-zinc-50"
          >
            Remove the signature
          </button>
        )}
      </div>
    </section>
  );
}
