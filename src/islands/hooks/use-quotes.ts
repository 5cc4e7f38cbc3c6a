/** A lead's quotations, newest first (GET /api/quotes?enquiryId=, docs/spec.md §22): see ./use-lead-items.ts. */
import { QUOTE_MESSAGES } from '../../lib/messages';
import type { Quote } from '../../lib/quotes/types';
import { useLeadItems, type LoadedItems } from './use-lead-items';

export type LoadedQuotes = LoadedItems<Quote>;

export const useQuotes = (leadId: string) => useLeadItems<Quote>('/api/quotes', leadId, QUOTE_MESSAGES.fetchFailed);
