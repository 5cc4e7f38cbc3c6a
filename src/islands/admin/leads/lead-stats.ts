/**
 * The lead desk's figures (GET /api/lead-stats, SPEC §21.7): the weekly chart, the follow-up counts
 * of the side panel, interest per product, leads by source, response times, the pipeline's value,
 * the money per month and the products the filter offers.
 * One fetch serves every part that shows them, asked for once the list's first page is on screen
 * (../shared/shared-answer.ts); a change to a lead (the `lead-desk:changed` event) fetches them again.
 */
import { useEffect } from 'react';
import { sharedAnswer } from '../shared/shared-answer';
import type { EnquiryStatus } from '../../../lib/types';

export interface LeadStats {
  since: string;
  /** Each week's arrivals by status, and its quoted and won value (docs/spec.md §23.6). */
  weeks: { start: string; counts: Record<EnquiryStatus, number>; total: number; quoted: PipelineValue; won: PipelineValue }[];
  followUps: { dueToday: number; overdue: number };
  products: { productId: string | null; productName: string; enquiries: number; chatClicks: number }[];
  sources: { source: string; medium: string | null; enquiries: number }[];
  enquiredProducts: { productId: string | null; productName: string }[];
  /** First-response times in business minutes (docs/spec.md §23.3): the team's and each person's. */
  responseTimes: {
    team: ResponseTimes & { unanswered: number };
    people: (ResponseTimes & { userId: string; name: string })[];
  };
  /** The weeks' quoted and won value per owner (null: the leads nobody owns). */
  valueByOwner: { ownerId: string | null; ownerName: string | null; quoted: PipelineValue; won: PipelineValue }[];
  /** Quoted, ordered, collected and outstanding per business month (this month first), and what is owed now (docs/spec.md §24.7). */
  money: {
    months: { start: string; quoted: MoneyFigure; ordered: MoneyFigure; collected: MoneyFigure; outstanding: MoneyFigure }[];
    outstanding: MoneyFigure;
  };
}

/** How many (leads, orders or payments), and their sum in rupees. */
export interface MoneyFigure {
  count: number;
  amount: number;
}

/** Leads, and the sum of their latest quotations' totals in paise. */
export interface PipelineValue {
  leads: number;
  paise: number;
}

export interface ResponseTimes {
  answered: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
}

/** Dispatched on `window` after any change to a lead, so counts and lists shown elsewhere refresh. */
export const LEAD_DESK_CHANGED = 'lead-desk:changed';
export const leadDeskChanged = () => dispatchEvent(new Event(LEAD_DESK_CHANGED));

const stats = sharedAnswer<LeadStats>('/api/lead-stats');

/** The figures, null until the first answer; fetched when the first part asks for them. */
export function useLeadStats(): LeadStats | null {
  useEffect(() => {
    if (!stats.current()) void stats.load();
    const reload = () => void stats.load();
    addEventListener(LEAD_DESK_CHANGED, reload);
    return () => removeEventListener(LEAD_DESK_CHANGED, reload);
  }, []);
  return stats.useValue();
}
