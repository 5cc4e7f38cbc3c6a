/**
 * One lead on its own (`/admin-panel/all-enquiries?lead={id}`, SPEC §21.8), as a mail's link or a
 * row of the list opens it: the buyer, one-tap ways to reach them, everything the enquiry says, its
 * owner (docs/spec.md §23.2), status, next follow-up and notes, and its timeline. Long names and addresses wrap between words
 * (a word breaks only when it is wider than the screen), so nothing scrolls sideways on a phone.
 * Its quotations (docs/spec.md §22) are listed with it; the quotation form has an address of its
 * own (`&quote=new`, or `&quote={id}` to revise one), so Back closes it. An accepted quotation's
 * order shows under them (docs/spec.md §24.6), with its proformas, payments and fulfilment; then
 * its personal data's record (docs/spec.md §26.2) and its timeline.
 */
import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { toast } from 'react-hot-toast';
import { QUOTE_MESSAGES } from '../../../lib/messages';
import type { Quote } from '../../../lib/quotes/types';
import { goTo } from '../shared/admin-navigation';
import { ArrowLeftIcon } from '../shared/icons';
import FollowUpForm from './FollowUpForm';
import { leadDeskHref } from './lead-desk-query';
import LeadFields from './LeadFields';
import LeadHeader from './LeadHeader';
import LeadOwnerForm from './LeadOwnerForm';
import LeadPersonalData from './LeadPersonalData';
import LeadStatusForm from './LeadStatusForm';
import LeadTimeline from './LeadTimeline';
import NoteForm from './NoteForm';
import QuoteForm from '../quotes/QuoteForm';
import QuoteList from '../quotes/QuoteList';
import LeadOrders from '../orders/LeadOrders';
import { leadDeskChanged } from './lead-stats';
import { useLead } from '../../hooks/use-lead';
import { useQuotes } from '../../hooks/use-quotes';

interface Props {
  leadId: string;
  /** The quotation form's part of the address: '' (closed), 'new', or the id of the quotation to revise. */
  quote: string;
  backHref: string;
  /** Goes back to the list in place (the link's own address is kept for a new tab). */
  onBack?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-lg border border-zinc-200 bg-white p-4">
      <h2 id={id} className="mb-3 text-base font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function LeadView({ leadId, quote, backHref, onBack }: Props) {
  const { loaded, saving, save, refresh, recordContact, retry } = useLead(leadId);
  const quotes = useQuotes(leadId);
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = loaded.state === 'ready';
  // Opened from this view: closing it goes back in the history; opened by its address (the list's
  // "Make a quotation", a reload), closing it replaces the address with the lead's.
  const formOpenedHere = useRef(false);

  useEffect(() => {
    if (!quote) formOpenedHere.current = false;
  }, [quote]);

  function openForm(value: string) {
    formOpenedHere.current = true;
    goTo(leadDeskHref({ lead: leadId, quote: value }));
  }

  function closeForm() {
    if (formOpenedHere.current) history.back();
    else goTo(leadDeskHref({ lead: leadId }), { replace: true });
  }

  function quoteSaved(made: Quote, replaced: Quote | null) {
    toast.success(replaced ? QUOTE_MESSAGES.revised(made.number, replaced.number) : QUOTE_MESSAGES.made(made.number));
    closeForm();
    quotes.reload();
    // The lead may now be Quoted, and its timeline has the quotation.
    void refresh();
    leadDeskChanged();
  }

  const revising = quote && quote !== 'new' && quotes.loaded.state === 'ready' ? (quotes.loaded.items.find((q) => q._id === quote) ?? null) : null;

  // Opened in place from the list: the reader (and a screen reader) lands on the lead itself.
  useEffect(() => {
    if (ready) heading.current?.focus();
  }, [ready, leadId]);

  const back = (
    <a href={backHref} onClick={onBack} className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 hover:text-brand-900">
      <ArrowLeftIcon />
      Back to all enquiries
    </a>
  );

  if (loaded.state !== 'ready') {
    return (
      <div className="space-y-4">
        {back}
        {loaded.state === 'loading' && (
          <p role="status" className="flex items-center gap-2 py-8 text-zinc-600">
            <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-zinc-300 border-t-brand-600" />
            Loading…
          </p>
        )}
        {loaded.state === 'missing' && <p className="py-8 text-zinc-700">{loaded.message}</p>}
        {loaded.state === 'failed' && (
          <p className="flex flex-wrap items-center gap-3 py-8 text-zinc-700">
            The enquiry could not be loaded.
            <button type="button" onClick={retry} className="min-h-11 rounded-md border border-zinc-300 bg-white px-4 font-medium hover:bg-zinc-50">
              Try again
            </button>
          </p>
        )}
      </div>
    );
  }

  const { lead, timeline } = loaded;
  return (
    <article aria-labelledby={`lead-${lead._id}`} className="min-w-0 space-y-5 [overflow-wrap:break-word]">
      {back}
      <LeadHeader lead={lead} headingRef={heading} onContact={recordContact} />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Section title="Enquiry">
          <LeadFields lead={lead} />
        </Section>
        <Section title="Work this lead">
          <div className="space-y-6">
            {/* Keyed by the saved values, so each form starts again from what the server now holds. */}
            <LeadOwnerForm
              key={lead.ownerId ?? 'unassigned'}
              ownerId={lead.ownerId}
              ownerName={lead.ownerName}
              busy={saving === 'owner'}
              onSave={(ownerId, name) => void save({ ownerId }, 'owner', ownerId ? `Assigned to ${name ?? 'the new owner'}` : 'Lead unassigned')}
            />
            <LeadStatusForm key={lead.status} status={lead.status} busy={saving === 'status'} onSave={(status) => void save({ status }, 'status', 'Status saved')} />
            <FollowUpForm
              key={`${lead.status} ${lead.nextFollowUpAt}`}
              status={lead.status}
              nextFollowUpAt={lead.nextFollowUpAt}
              busy={saving === 'followUp'}
              onSave={(nextFollowUpAt) => void save({ nextFollowUpAt }, 'followUp', nextFollowUpAt ? 'Follow-up set' : 'Follow-up cleared')}
            />
            <NoteForm busy={saving === 'note'} onAdd={(note) => save({ note }, 'note', 'Note added')} />
          </div>
        </Section>
      </div>
      <Section title="Quotations">
        <QuoteList loaded={quotes.loaded} onRetry={quotes.reload} onMake={() => openForm('new')} onRevise={(q) => openForm(q._id)} />
      </Section>
      <LeadOrders
        leadId={lead._id}
        onChanged={() => {
          // The lead's timeline has the order's step, and the desk's figures may move.
          void refresh();
          leadDeskChanged();
        }}
      />
      {(quote === 'new' || revising) && (
        <QuoteForm key={quote} lead={lead} revising={revising} onClose={closeForm} onSaved={(made) => quoteSaved(made, revising)} />
      )}
      <Section title="Personal data">
        <LeadPersonalData lead={lead} />
      </Section>
      <Section title="Timeline">
        <LeadTimeline entries={timeline} />
      </Section>
    </article>
  );
}
