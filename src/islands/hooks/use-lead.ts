/**
 * One lead and its timeline, as the lead desk shows them (GET /api/get-enquiry and
 * /api/enquiry-timeline), and the admin's changes to it (POST /api/update-enquiry, SPEC §21.5).
 * After a change the lead is the server's answer and the timeline is asked for again; the rest of
 * the panel hears of it through the `lead-desk:changed` event (its counts may have moved).
 */
import { useEffect, useState } from 'react';
import { toast } from 'react-hot-toast';
import { api, failureMessage } from '../../lib/browser/api';
import type { AdminEnquiry, EnquiryStatus, TimelineEntry } from '../../lib/types';
import type { ContactKind } from '../../lib/validation/enquiry-update';
import { leadDeskChanged } from '../admin/leads/lead-stats';

const FETCH_FAILED = 'Failed to fetch the enquiry.';
const SAVE_FAILED = 'Failed to update the enquiry.';

export type LoadedLead =
  | { state: 'loading' }
  /** No enquiry has the id: the server's words. */
  | { state: 'missing'; message: string }
  | { state: 'failed' }
  | { state: 'ready'; lead: AdminEnquiry; timeline: TimelineEntry[] };

/** What one save changes: the parts of POST /api/update-enquiry, any of them. */
export interface LeadChange {
  status?: EnquiryStatus;
  note?: string;
  nextFollowUpAt?: string | null;
  /** A desk user's id, or null to unassign (docs/spec.md §23.2). */
  ownerId?: string | null;
}

/** Which of the lead's forms is saving, so that form alone says so. */
export type LeadPart = 'status' | 'followUp' | 'note' | 'owner';

const timelinePath = (id: string) => `/api/enquiry-timeline?enquiryId=${encodeURIComponent(id)}`;

/** The lead and its timeline as the server has them now, or why they could not be had. */
type Fetched = Exclude<LoadedLead, { state: 'loading' | 'failed' }> | { state: 'failed'; message: string };

async function fetchLead(leadId: string, signal?: AbortSignal): Promise<Fetched> {
  const [lead, timeline] = await Promise.all([
    api<AdminEnquiry>(`/api/get-enquiry?enquiryId=${encodeURIComponent(leadId)}`, { signal }),
    api<TimelineEntry[]>(timelinePath(leadId), { signal }),
  ]);
  if (lead.status === 404) return { state: 'missing', message: lead.message };
  if (lead.success && lead.data && timeline.success && Array.isArray(timeline.data)) return { state: 'ready', lead: lead.data, timeline: timeline.data };
  return { state: 'failed', message: failureMessage(lead.success ? timeline : lead, FETCH_FAILED) };
}

export function useLead(leadId: string) {
  const [loaded, setLoaded] = useState<LoadedLead>({ state: 'loading' });
  const [saving, setSaving] = useState<LeadPart | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ state: 'loading' });
    fetchLead(leadId, controller.signal).then(
      (fetched) => {
        if (fetched.state === 'failed') toast.error(fetched.message);
        setLoaded(fetched.state === 'failed' ? { state: 'failed' } : fetched);
      },
      (error: Error) => {
        // Left for another lead (or the list) before the answer came.
        if (error.name !== 'AbortError') throw error;
      },
    );
    return () => controller.abort();
  }, [leadId, attempt]);

  /** Reads the lead and its timeline again after a change made beside them (a quotation), the view kept meanwhile. */
  async function refresh(): Promise<void> {
    const fetched = await fetchLead(leadId);
    if (fetched.state === 'failed') toast.error(fetched.message);
    else setLoaded(fetched);
  }

  /** Saves a change; true when the server took it (a form then clears what it sent). */
  async function save(change: LeadChange, part: LeadPart, done: string): Promise<boolean> {
    setSaving(part);
    const result = await api<AdminEnquiry>('/api/update-enquiry', { json: { enquiryId: leadId, ...change } });
    if (!result.success || !result.data) {
      setSaving(null);
      toast.error(failureMessage(result, SAVE_FAILED));
      return false;
    }
    const lead = result.data;
    const timeline = await api<TimelineEntry[]>(timelinePath(leadId));
    if (!timeline.success) toast.error(failureMessage(timeline, FETCH_FAILED));
    setLoaded((before) => ({
      state: 'ready',
      lead,
      timeline: Array.isArray(timeline.data) ? timeline.data : before.state === 'ready' ? before.timeline : [],
    }));
    setSaving(null);
    toast.success(done);
    leadDeskChanged();
    return true;
  }

  /**
   * Records a call or WhatsApp tap on the timeline (it may be the lead's first response). Fire and
   * forget: the link goes on at once, and the lead is read again once the server has it.
   */
  function recordContact(contact: ContactKind): void {
    void api<AdminEnquiry>('/api/update-enquiry', { json: { enquiryId: leadId, contact }, keepalive: true }).then((result) => {
      if (!result.success) return;
      void refresh();
      leadDeskChanged();
    });
  }

  return { loaded, saving, save, refresh, recordContact, retry: () => setAttempt((n) => n + 1) };
}
