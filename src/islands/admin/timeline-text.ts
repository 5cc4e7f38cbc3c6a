/** What each entry of a lead's timeline (SPEC §21.3) says happened, in words. */
import type { DeliveryChannel, TimelineEntry } from '../../lib/types';
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
    case 'notified':
      return `${CHANNEL[entry.to as DeliveryChannel] ?? entry.to} sent`;
  }
}
