/** One lead's status and internal note, changed in place in the enquiries list. */
import { useState, type SubmitEvent } from 'react';
import { toast } from 'react-hot-toast';
import { api, failureMessage } from '../../lib/browser/api';
import { NOTE_MAX } from '../../lib/enquiry-update';
import { ENQUIRY_STATUSES, type AdminEnquiry, type EnquiryStatus } from '../../lib/types';

export default function LeadEditor({ enquiry, onSaved }: { enquiry: AdminEnquiry; onSaved: (saved: AdminEnquiry) => void }) {
  const [status, setStatus] = useState<EnquiryStatus>(enquiry.status);
  const [note, setNote] = useState(enquiry.note);
  const [saving, setSaving] = useState(false);
  const changed = status !== enquiry.status || note.trim() !== enquiry.note;

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    const result = await api<AdminEnquiry>('/api/update-enquiry', { json: { _id: enquiry._id, status, note } });
    setSaving(false);
    if (result.success && result.data) {
      setNote(result.data.note);
      onSaved(result.data);
      toast.success('Enquiry updated');
    } else {
      toast.error(failureMessage(result, 'Failed to update the enquiry.'));
    }
  }

  const label = `the enquiry from ${enquiry.name}`;
  return (
    <form onSubmit={save} className="flex w-full min-w-0 flex-col gap-1.5 [contain:inline-size] md:w-44">
      <select
        aria-label={`Status of ${label}`}
        value={status}
        onChange={(event) => setStatus(event.target.value as EnquiryStatus)}
        className="h-9 w-full min-w-0 rounded-md border border-zinc-300 bg-white px-2 text-sm"
      >
        {ENQUIRY_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      <textarea
        aria-label={`Note on ${label}`}
        value={note}
        maxLength={NOTE_MAX}
        rows={2}
        placeholder="Internal note"
        onChange={(event) => setNote(event.target.value)}
        className="w-full min-w-0 rounded-md border border-zinc-300 px-2 py-1 text-sm"
      />
      <button
        type="submit"
        disabled={!changed || saving}
        aria-label={`Save ${label}`}
        className="self-start rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
      >
        {saving ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}
