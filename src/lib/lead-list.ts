/** Words the lead list's call and the admin's lead desk share (SPEC §21.5, §21.8). */

/** The product filter's value for enquiries whose product is gone. */
export const MISSING_PRODUCT = 'missing';

/** The follow-up views: due within today's business day, or before it began. */
export const LEAD_VIEWS = ['due', 'overdue'] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];

export const isLeadView = (text: string): text is LeadView => (LEAD_VIEWS as readonly string[]).includes(text);
