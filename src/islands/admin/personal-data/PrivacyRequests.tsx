/**
 * Requests from buyers (docs/spec.md §26.3), ADMIN only: what buyers asked by the link in their
 * acknowledgement, the open ones oldest first (GET /api/privacy-requests), each with its lead. A
 * withdrawal took effect when it was made: "Mark as handled" says the team has stopped too. An
 * erasure is carried out here, after a second tap, by the erasure call (POST /api/erase-person,
 * by the lead's phone, docs/spec.md §26.4), then marked handled (POST /api/privacy-requests/handle);
 * the server refuses to mark one whose lead is not erased.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { toast } from 'react-hot-toast';
import { api, failureMessage } from '../../../lib/browser/api';
import type { PrivacyRequest, PrivacyRequestKind } from '../../../lib/privacy-requests';
import { leadPath } from '../../../lib/public-address';
import AdminTable, { type Column } from '../shared/AdminTable';
import { inPlace } from '../shared/admin-navigation';
import { useBusinessTimeZone } from '../shared/business-time-zone';
import { formatDate, formatDateTime } from '../shared/format';

export const PRIVACY_REQUEST_TEXTS = {
  fetchFailed: 'Failed to fetch the requests from buyers.',
  empty: 'No open requests.',
  eraseFailed: 'Failed to erase the person.',
  handleFailed: 'Failed to mark the request as handled.',
  erased: 'Erased, and the request marked as handled.',
} as const;

const KIND: Record<PrivacyRequestKind, string> = { withdraw: 'Withdrew consent', erase: 'Asked for erasure' };

/** The reason the erasure keeps on the timeline: the lead's reference, never the person's data. */
export const erasureReason = (request: Pick<PrivacyRequest, 'reference'>) => `Asked by the buyer at their link, lead ${request.reference}`;

const BUTTON =
  'min-h-11 rounded-md border px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60';

export default function PrivacyRequests() {
  const zone = useBusinessTimeZone();
  const id = useId();
  const [requests, setRequests] = useState<PrivacyRequest[]>([]);
  const [loading, setLoading] = useState(true);
  const [fetchFailed, setFetchFailed] = useState<string | null>(null);
  /** The erasure request whose "Erase" was tapped once, waiting for the second tap. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async (signal?: AbortSignal) => {
    setLoading(true);
    const result = await api<PrivacyRequest[]>('/api/privacy-requests', { signal });
    setLoading(false);
    if (result.success && result.data) {
      setRequests(result.data);
      setFetchFailed(null);
    } else {
      setFetchFailed(failureMessage(result, PRIVACY_REQUEST_TEXTS.fetchFailed));
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [load]);

  /** Marks the request handled; false when refused (the reason toasted). */
  async function markHandled(request: PrivacyRequest, quiet = false): Promise<boolean> {
    const result = await api<PrivacyRequest>('/api/privacy-requests/handle', { json: { requestId: request._id } });
    if (!result.success) {
      toast.error(failureMessage(result, PRIVACY_REQUEST_TEXTS.handleFailed));
      return false;
    }
    if (!quiet) toast.success(result.message);
    return true;
  }

  async function act(request: PrivacyRequest, work: () => Promise<void>) {
    setBusy(request._id);
    try {
      await work();
    } finally {
      setBusy(null);
      setConfirming(null);
      await load();
    }
  }

  const erase = (request: PrivacyRequest) =>
    act(request, async () => {
      const result = await api('/api/erase-person', { json: { phone: request.phone, reason: erasureReason(request) } });
      if (!result.success) {
        toast.error(failureMessage(result, PRIVACY_REQUEST_TEXTS.eraseFailed));
        return;
      }
      if (await markHandled(request, true)) toast.success(PRIVACY_REQUEST_TEXTS.erased);
    });

  function actions(request: PrivacyRequest) {
    const disabled = busy !== null;
    if (request.kind === 'erase' && !request.erasedAt && request.phone) {
      if (confirming !== request._id) {
        return (
          <button type="button" disabled={disabled} onClick={() => setConfirming(request._id)} className={`${BUTTON} border-red-700 text-red-800 hover:bg-red-50`}>
            Erase
          </button>
        );
      }
      return (
        <div role="group" aria-label={`Erase the buyer of ${request.reference}`} className="flex flex-wrap items-center gap-2">
          <p className="w-full text-sm text-zinc-700">Erase this buyer’s data from every lead with their phone? This cannot be undone.</p>
          <button type="button" disabled={disabled} onClick={() => void erase(request)} className={`${BUTTON} border-red-700 bg-red-700 text-white hover:bg-red-800`}>
            Yes, erase
          </button>
          <button type="button" disabled={disabled} onClick={() => setConfirming(null)} className={`${BUTTON} border-zinc-300 text-zinc-700 hover:bg-zinc-50`}>
            Cancel
          </button>
        </div>
      );
    }
    return (
      <button
        type="button"
        disabled={disabled}
        onClick={() => void act(request, async () => void (await markHandled(request)))}
        className={`${BUTTON} border-brand-600 text-brand-700 hover:bg-brand-50`}
      >
        Mark as handled
      </button>
    );
  }

  const columns: Column<PrivacyRequest>[] = [
    {
      header: 'Lead',
      width: '22%',
      cell: (request) => {
        const href = leadPath(request.enquiryId);
        return (
          <a href={href} onClick={inPlace(href)} className="inline-block py-0.5 font-semibold tabular-nums text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {request.reference}
          </a>
        );
      },
    },
    {
      header: 'Request',
      width: '22%',
      cell: (request) => (
        <>
          <span className="font-medium text-zinc-900">{KIND[request.kind]}</span>
          {request.erasedAt && <span className="block text-sm text-zinc-600">Erased on {formatDate(request.erasedAt, zone)}</span>}
        </>
      ),
    },
    { header: 'Asked', width: '22%', cell: (request) => <span className="text-zinc-700">{formatDateTime(request.createdAt, zone)}</span> },
    { header: 'Action', width: '34%', cell: actions },
  ];

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-zinc-900">
        Requests from buyers
      </h2>
      <p className="mt-1 text-sm text-zinc-600">
        What buyers asked by the link in their acknowledgement. A withdrawal stops every mail to the buyer at once; an erasure is done here.
      </p>
      <div className="mt-3">
        {fetchFailed ? (
          <p className="text-sm text-zinc-700">{fetchFailed}</p>
        ) : (
          <AdminTable caption="Requests from buyers" columns={columns} rows={requests} rowKey={(request) => request._id} loading={loading} emptyText={PRIVACY_REQUEST_TEXTS.empty} />
        )}
      </div>
    </section>
  );
}
