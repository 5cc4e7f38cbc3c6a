/**
 * A `quotes` row and its mapping to the API's Quote (docs/spec.md §22): amounts from paise to
 * rupees, the buyer's links made absolute, and where the quotation stands, worked out when it is
 * read (a quotation expires by the calendar, not by a write).
 */
import { businessDate } from '../../lib/business-time';
import { itemInRupees, taxSplit, totalsInRupees } from '../../lib/quotes/gst';
import { revisionChanges } from '../../lib/quotes/revision';
import type {
  Quote,
  QuoteBuyer,
  QuoteLine,
  QuoteRevisionOf,
  QuoteSalesPerson,
  QuoteSeller,
  QuoteShipTo,
  QuoteStatus,
  QuoteTerms,
  QuoteTotalsPaise,
} from '../../lib/quotes/types';
import { absoluteUrl, quotePdfPath, quoteUrl } from '../../lib/public-address';
import { siteConfig } from '../../lib/site';

export interface QuoteRow {
  id: string;
  enquiry_id: string;
  number: string;
  version: number;
  token: string;
  buyer: QuoteBuyer;
  seller: QuoteSeller;
  lines: QuoteLine[];
  terms: QuoteTerms;
  // bigint columns arrive as text.
  taxable_paise: string;
  cgst_paise: string;
  sgst_paise: string;
  igst_paise: string;
  round_off_paise: number;
  total_paise: string;
  valid_days: number;
  /** numeric(5,2), as text; null on quotations made before the advance was asked for. */
  advance_percent: string | null;
  /** 'YYYY-MM-DD' (read as text: a date has no time zone to be shifted by). */
  valid_until: string;
  created_at: Date;
  /** Worked out from the events (QUOTE_COLUMNS): the first mail delivered to the buyer or WhatsApp share. */
  sent_at: Date | null;
  first_viewed_at: Date | null;
  accepted_at: Date | null;
  changes_requested_at: Date | null;
  refresh_requested_at: Date | null;
  replaced_by: string | null;
  replaced_by_number: string | null;
  replaced_by_token: string | null;
  ship_to: QuoteShipTo | null;
  /** Null on quotations made before it was stored: the buyer's state. */
  place_of_supply: string | null;
  sales_person: QuoteSalesPerson | null;
  revision_note: string | null;
  /** The quotation this one replaced (p), when it is a revision: what its changes are worked out from. */
  previous_id: string | null;
  previous_number: string | null;
  previous_created_at: Date | null;
  previous_lines: QuoteLine[] | null;
  previous_total_paise: string | null;
  previous_valid_days: number | null;
  previous_place_of_supply: string | null;
}

/**
 * The columns of QuoteRow, on `quotes q left join quotes r on r.id = q.replaced_by`. When it was
 * sent is read from what sent it, not stored apart: the buyer's mail once the mail server took it
 * (quote_deliveries), or a share on WhatsApp from the desk (a 'quoteShared' timeline entry).
 * least() passes over the one that has not happened.
 */
export const QUOTE_COLUMNS = `q.id, q.enquiry_id, q.number, q.version, q.token, q.buyer, q.seller, q.lines, q.terms,
  q.taxable_paise, q.cgst_paise, q.sgst_paise, q.igst_paise, q.round_off_paise, q.total_paise,
  q.valid_days, q.valid_until::text as valid_until, q.advance_percent, q.created_at,
  least(
    (select min(m.sent_at) from quote_deliveries m where m.quote_id = q.id and m.channel = 'buyerEmail'),
    (select min(e.at) from enquiry_events e where e.enquiry_id = q.enquiry_id and e.quote_id = q.id and e.kind = 'quoteShared')
  ) as sent_at,
  q.first_viewed_at, q.accepted_at,
  q.changes_requested_at, q.refresh_requested_at, q.replaced_by, r.number as replaced_by_number, r.token as replaced_by_token,
  q.ship_to, q.place_of_supply, q.sales_person, q.revision_note,
  p.id as previous_id, p.number as previous_number, p.created_at as previous_created_at, p.lines as previous_lines,
  p.total_paise as previous_total_paise, p.valid_days as previous_valid_days,
  coalesce(p.place_of_supply, p.buyer->>'state') as previous_place_of_supply`;

/** The quotation (q), the revision that replaced it (r), and the one it replaced (p). */
export const QUOTE_FROM = 'quotes q left join quotes r on r.id = q.replaced_by left join quotes p on p.replaced_by = q.id';

/**
 * Where a quotation stands at `now`, from what has happened to it: the first that holds of
 * accepted, replaced, expired (the business day is past its last valid day), changes asked for,
 * opened by the buyer, sent (mailed or shared), else a draft.
 */
export function quoteStatus(
  row: Pick<QuoteRow, 'accepted_at' | 'replaced_by' | 'valid_until' | 'changes_requested_at' | 'first_viewed_at' | 'sent_at'>,
  now: Date,
): QuoteStatus {
  if (row.accepted_at) return 'accepted';
  if (row.replaced_by) return 'replaced';
  if (businessDate(now) > row.valid_until) return 'expired';
  if (row.changes_requested_at) return 'changes_requested';
  if (row.first_viewed_at) return 'viewed';
  if (row.sent_at) return 'sent';
  return 'draft';
}

export function totalsPaise(row: QuoteRow): QuoteTotalsPaise {
  return {
    taxable: Number(row.taxable_paise),
    cgst: Number(row.cgst_paise),
    sgst: Number(row.sgst_paise),
    igst: Number(row.igst_paise),
    roundOff: row.round_off_paise,
    total: Number(row.total_paise),
  };
}

const iso = (at: Date | null) => at && at.toISOString();

/** The quotation a revision replaced, and what changed from it to this one. */
function revisionOf(row: QuoteRow, placeOfSupply: string): QuoteRevisionOf | null {
  if (!row.previous_id || !row.previous_number || !row.previous_created_at || !row.previous_lines) return null;
  return {
    _id: row.previous_id,
    number: row.previous_number,
    createdAt: row.previous_created_at.toISOString(),
    changes: revisionChanges(
      {
        lines: row.previous_lines,
        totalPaise: Number(row.previous_total_paise),
        validDays: row.previous_valid_days ?? 0,
        placeOfSupply: row.previous_place_of_supply ?? '',
      },
      { lines: row.lines, totalPaise: Number(row.total_paise), validDays: row.valid_days, placeOfSupply },
    ),
  };
}

export function toQuote(row: QuoteRow, now: Date): Quote {
  // The buyer's page and its PDF, absolute (SITE_URL): mails, the webhook and WhatsApp carry them.
  const { siteUrl } = siteConfig(process.env);
  const url = quoteUrl(siteUrl, row.token);
  const placeOfSupply = row.place_of_supply ?? row.buyer.state;
  return {
    _id: row.id,
    enquiryId: row.enquiry_id,
    number: row.number,
    version: row.version,
    status: quoteStatus(row, now),
    url,
    pdfUrl: absoluteUrl(siteUrl, quotePdfPath(row.token)),
    createdAt: row.created_at.toISOString(),
    validUntil: row.valid_until,
    validDays: row.valid_days,
    advancePercent: row.advance_percent === null ? null : Number(row.advance_percent),
    taxSplit: taxSplit(placeOfSupply, row.seller.state),
    buyer: row.buyer,
    shipTo: row.ship_to,
    placeOfSupply,
    seller: row.seller,
    salesPerson: row.sales_person,
    items: row.lines.map(itemInRupees),
    totals: totalsInRupees(totalsPaise(row)),
    terms: row.terms,
    sentAt: iso(row.sent_at),
    firstViewedAt: iso(row.first_viewed_at),
    acceptedAt: iso(row.accepted_at),
    changesRequestedAt: iso(row.changes_requested_at),
    refreshRequestedAt: iso(row.refresh_requested_at),
    replacedBy:
      row.replaced_by && row.replaced_by_number && row.replaced_by_token
        ? { _id: row.replaced_by, number: row.replaced_by_number, url: quoteUrl(siteUrl, row.replaced_by_token) }
        : null,
    revisionOf: revisionOf(row, placeOfSupply),
    revisionNote: row.revision_note,
  };
}
