/** Words the lead list's call and the admin's lead desk share (SPEC §21.5, §21.8). */
import type { DeskRole } from './types';

/** The product filter's value for enquiries whose product is gone. */
export const MISSING_PRODUCT = 'missing';

/** The follow-up views: due within today's business day, or before it began. */
export const LEAD_VIEWS = ['due', 'overdue'] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];

export const isLeadView = (text: string): text is LeadView => (LEAD_VIEWS as readonly string[]).includes(text);

/** The owner filter's words (docs/spec.md §23.2): the signed-in user's leads, or those nobody owns; else a user id. */
export const OWNER_ME = 'me';
export const OWNER_NONE = 'none';

/** Someone of the desk a lead can be given to: an ADMIN or SALES user (GET /api/desk-users). */
export interface DeskMember {
  _id: string;
  name: string;
  role: DeskRole;
  takesNewLeads: boolean;
}

/** The list's order by the latest quotation's value, highest first (docs/spec.md §23.6); without it, newest first. */
export const VALUE_SORT = 'value';

/** The quotation filter's words: leads with a quotation, or without one. */
export const QUOTED_FILTERS = ['yes', 'no'] as const;
export type QuotedFilter = (typeof QUOTED_FILTERS)[number];
export const isQuotedFilter = (text: string): text is QuotedFilter => (QUOTED_FILTERS as readonly string[]).includes(text);
