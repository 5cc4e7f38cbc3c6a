/** What each entry of a lead's timeline (SPEC §21.3) says happened, in words. */
import type { DeliveryChannel, TimelineEntry } from '../../../lib/types';
import { CHANNEL } from './DeliveryStates';
import { followUpOf } from './lead-times';

export function timelineEntryText(entry: TimelineEntry, zone: string): string {
  switch (entry.kind) {
    case 'created':
      return 'Enquiry received';
    case 'status':
      return `Status: ${entry.from} → ${entry.to}`;
    case 'note':
      return 'Note';
    case 'followUp': {
      const followUp = followUpOf(entry.to ?? null, zone);
      return followUp ? `Follow-up set for ${followUp.text}` : 'Follow-up cleared';
    }
    case 'repeat':
      return 'Repeat enquiry';
    case 'owner':
      if (!entry.to) return `Unassigned${entry.from ? ` (was ${entry.from})` : ''}`;
      return entry.from ? `Reassigned from ${entry.from} to ${entry.to}` : `Assigned to ${entry.to}`;
    case 'contact':
      return entry.to === 'whatsapp' ? 'WhatsApp opened to the buyer' : 'Called the buyer';
    case 'notified':
      return `${CHANNEL[entry.to as DeliveryChannel] ?? entry.to} sent`;
    // The buyer's own words, when they wrote any, follow in the entry's text.
    case 'quoteMade':
      return `Quotation ${entry.to} made`;
    case 'quoteEmailed':
      return `Quotation ${entry.to} emailed to the buyer`;
    case 'quoteShared':
      return `Quotation ${entry.to} shared on WhatsApp`;
    case 'quoteViewed':
      return `Buyer opened quotation ${entry.to}`;
    case 'quoteAccepted':
      return `Buyer accepted quotation ${entry.to}`;
    case 'quoteChangesRequested':
      return `Buyer asked for changes to quotation ${entry.to}:`;
    case 'quoteRefreshRequested':
      return `Buyer asked for a fresh quotation (${entry.to} expired)`;
    // An order's steps (docs/spec.md §24); their details follow in the entry's text.
    case 'orderMade':
      return `Order ${entry.to} made`;
    case 'orderStatus':
      return `Order: ${entry.from} → ${entry.to}`;
    case 'proformaMade':
      return `Proforma invoice ${entry.to} made`;
    case 'paymentRecorded':
      return `Payment recorded (receipt ${entry.to})`;
    case 'paymentVoided':
      return `Payment voided (receipt ${entry.to}):`;
    // The buyer's own requests at their link (docs/spec.md §26.3).
    case 'consentWithdrawn':
      return 'Buyer withdrew consent';
    case 'erasureAsked':
      return 'Buyer asked for their data to be erased';
    case 'erased':
      return entry.by ? 'Personal data erased:' : 'Personal data anonymised:';
  }
}
