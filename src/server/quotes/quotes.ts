/**
 * Quotations (docs/spec.md §22): made from a lead by an admin, numbered without gaps, never changed
 * once made (a revision is a new one that replaces it), and read by the admin, the buyer's page,
 * the PDF and the mails.
 */
import { computeQuote, taxSplit } from '../../lib/quotes/gst';
import { quoteSettings } from '../../lib/quotes/seller';
import type {
  Quote,
  QuoteBuyer,
  QuoteInput,
  QuoteLine,
  QuoteRevisionInput,
  QuoteSeller,
  QuoteShipTo,
  QuoteTerms,
  QuoteTotalsPaise,
} from '../../lib/quotes/types';
import { isClosed } from '../../lib/validation/enquiry-update';
import type { EnquiryStatus, TimelineEntry } from '../../lib/types';
import { addDays, businessDate } from '../../lib/business-time';
import { isUuid, query, withTransaction, type Queryable } from '../db/db';
import { newLinkToken } from '../http/link-token';
import { HttpError } from '../http/http';
import { followUpText } from '../enquiries/follow-up';
import { revisionNumber, takeQuoteNumber } from './numbering';
import { QUOTE_COLUMNS, QUOTE_FROM, toQuote, totalsPaise, type QuoteRow } from './quote-row';

export { quoteStatus } from './quote-row';

/** A quotation as its page and PDF print it: the API's shape with its token and its amounts in paise. */
export interface StoredQuote extends Quote {
  token: string;
  lines: QuoteLine[];
  totalsPaise: QuoteTotalsPaise;
}

/** What the lead's timeline records of a quotation (its mailing is read from quote_deliveries). */
export type QuoteEventKind = Extract<
  TimelineEntry['kind'],
  'quoteMade' | 'quoteShared' | 'quoteViewed' | 'quoteAccepted' | 'quoteChangesRequested' | 'quoteRefreshRequested'
>;

/** One timeline entry about a quotation, written in the caller's transaction; `to` is its number. */
export async function recordQuoteEvent(
  client: Queryable,
  event: { quoteId: string; enquiryId: string; kind: QuoteEventKind; by: string | null; text?: string | null },
): Promise<void> {
  await query(
    `insert into enquiry_events (enquiry_id, kind, by_user, to_value, text, quote_id)
     select $1, $2, $3, q.number, $5, q.id from quotes q where q.id = $4`,
    [event.enquiryId, event.kind, event.by, event.quoteId, event.text ?? null],
    client,
  );
}

/**
 * Moves the lead to `to` when its status is one of `from`, with its 'status' timeline entry (by
 * `by`, null for what the buyer did); a lead already past them keeps its status. A lead Won or
 * Lost has no next follow-up (as an admin's change, ../enquiries/lead-update.ts): it is cleared.
 */
export async function moveLead(
  client: Queryable,
  enquiryId: string,
  from: readonly EnquiryStatus[],
  to: EnquiryStatus,
  by: string | null,
): Promise<void> {
  const [lead] = await query<{ status: EnquiryStatus; next_follow_up_at: Date | null; next_follow_up_all_day: boolean }>(
    'select status, next_follow_up_at, next_follow_up_all_day from enquiries where id = $1 for update',
    [enquiryId],
    client,
  );
  if (!lead || !from.includes(lead.status)) return;
  const followUp = followUpText({ at: lead.next_follow_up_at, allDay: lead.next_follow_up_all_day });
  const clearFollowUp = isClosed(to) && followUp !== null;
  await query(
    `update enquiries set status = $2, next_follow_up_at = case when $3 then null else next_follow_up_at end,
            next_follow_up_all_day = case when $3 then false else next_follow_up_all_day end
      where id = $1`,
    [enquiryId, to, clearFollowUp],
    client,
  );
  await query(
    `insert into enquiry_events (enquiry_id, kind, by_user, from_value, to_value)
     values ($1, 'status', $2, $3, $4)${clearFollowUp ? `, ($1, 'followUp', $2, $5, null)` : ''}`,
    [enquiryId, by, lead.status, to, ...(clearFollowUp ? [followUp] : [])],
    client,
  );
}

/** A lead that has a quotation made is Quoted, unless it is further on already. */
const BEFORE_QUOTED: readonly EnquiryStatus[] = ['New', 'Contacted'];

/** What a quotation's content comes to, worked out before anything is written. */
interface QuoteDocument {
  buyer: Omit<QuoteBuyer, 'phone'>;
  shipTo: QuoteShipTo | null;
  placeOfSupply: string;
  seller: QuoteSeller;
  lines: QuoteLine[];
  totals: QuoteTotalsPaise;
  terms: QuoteTerms;
  validDays: number;
  /** The advance asked, in %: the admin's, else QUOTE_ADVANCE_PERCENT (docs/spec.md §22.10). */
  advancePercent: number;
  /** A revision's note; null on a first version. */
  revisionNote: string | null;
}

/**
 * The lines with their amounts, the seller as configured now and the terms (the configured ones
 * where the admin gave none). 400 when a line names a machine that is not in the catalogue; the
 * line keeps its own description and price as typed.
 */
async function quoteDocument(input: Omit<QuoteRevisionInput, 'quoteId'>): Promise<QuoteDocument> {
  // The database writes ids in lower case.
  const named = input.items.map((item) => item.productId?.toLowerCase() ?? null);
  const ids = named.filter(isUuid);
  const known = new Set(
    ids.length ? (await query<{ id: string }>('select id from products where id = any($1::uuid[])', [ids])).map((row) => row.id) : [],
  );
  const missing = named.findIndex((id) => id !== null && !known.has(id));
  if (missing >= 0) throw new HttpError(400, `items[${missing}].productId names no product in the catalogue.`);

  const settings = quoteSettings(process.env);
  const placeOfSupply = input.placeOfSupply || input.buyer.state;
  const { lines, totals } = computeQuote(input.items, taxSplit(placeOfSupply, settings.seller.state));
  const terms = input.terms ?? {};
  const { shipTo } = input;
  return {
    buyer: {
      name: input.buyer.name,
      address: input.buyer.address,
      state: input.buyer.state,
      gstin: input.buyer.gstin || null,
      email: input.buyer.email || null,
    },
    shipTo: shipTo ? { name: shipTo.name, address: shipTo.address, state: shipTo.state, gstin: shipTo.gstin || null } : null,
    placeOfSupply,
    seller: settings.seller,
    lines,
    totals,
    terms: {
      payment: terms.payment ?? settings.terms.payment,
      delivery: terms.delivery ?? settings.terms.delivery,
      warranty: terms.warranty ?? settings.terms.warranty,
      notes: terms.notes ?? settings.terms.notes,
    },
    validDays: input.validDays ?? settings.validDays,
    advancePercent: input.advancePercent ?? settings.advancePercent,
    revisionNote: input.revisionNote || null,
  };
}

interface LeadContact {
  phone: string;
  status: EnquiryStatus;
}

/** The enquiry, locked for this transaction (its status may move); null when there is none. */
async function lockedLead(client: Queryable, enquiryId: string): Promise<LeadContact | null> {
  const [lead] = await query<LeadContact>('select phone, status from enquiries where id = $1 for update', [enquiryId], client);
  return lead ?? null;
}

/** Inserts the quotation with a fresh token; its id. */
async function insertQuote(
  client: Queryable,
  quote: { enquiryId: string; number: string; serialNumber: string; version: number; document: QuoteDocument; lead: LeadContact; by: string; now: Date },
): Promise<string> {
  const { document, lead } = quote;
  // The buyer's phone is the lead's. The email is only what the admin typed (the form starts from
  // the lead's): one cleared on purpose stays cleared.
  const buyer: QuoteBuyer = { ...document.buyer, phone: lead.phone };
  const { totals } = document;
  const [{ id }] = await query<{ id: string }>(
    `insert into quotes (enquiry_id, number, serial_number, version, token, buyer, seller, lines, terms,
                         taxable_paise, cgst_paise, sgst_paise, igst_paise, round_off_paise, total_paise,
                         valid_days, valid_until, created_by, ship_to, place_of_supply, revision_note, advance_percent, sales_person)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
             -- The maker's name and mobile as they are now: the quotation never changes once made.
             (select jsonb_build_object('name', u.name, 'mobile', u.mobile) from users u where u.id = $18))
     returning id`,
    [
      quote.enquiryId, quote.number, quote.serialNumber, quote.version,
      // 32 random bytes: the link is the buyer's only key to the quotation.
      newLinkToken(),
      JSON.stringify(buyer), JSON.stringify(document.seller), JSON.stringify(document.lines), JSON.stringify(document.terms),
      totals.taxable, totals.cgst, totals.sgst, totals.igst, totals.roundOff, totals.total,
      document.validDays, addDays(businessDate(quote.now), document.validDays), quote.by,
      document.shipTo && JSON.stringify(document.shipTo), document.placeOfSupply, document.revisionNote,
      document.advancePercent,
    ],
    client,
  );
  return id;
}

/** The quotation's timeline entry, and the lead moved to Quoted. */
async function recordMade(client: Queryable, quoteId: string, enquiryId: string, by: string): Promise<void> {
  await recordQuoteEvent(client, { quoteId, enquiryId, kind: 'quoteMade', by });
  await moveLead(client, enquiryId, BEFORE_QUOTED, 'Quoted', by);
}

async function quoteRow(where: string, value: string, db?: Queryable): Promise<QuoteRow | null> {
  const [row] = await query<QuoteRow>(`select ${QUOTE_COLUMNS} from ${QUOTE_FROM} where ${where} = $1`, [value], db);
  return row ?? null;
}

/**
 * Makes a quotation for a lead as `admin` (a user id): numbered, stored, on the lead's timeline,
 * and the lead moved to Quoted, in one transaction. Null when no enquiry has this id; then, as
 * when anything fails, nothing is written and no number is used.
 */
export async function makeQuote(input: QuoteInput, admin: string, now = new Date()): Promise<Quote | null> {
  if (!isUuid(input.enquiryId)) return null;
  const document = await quoteDocument(input);
  return withTransaction(async (client) => {
    // The lead first: a quotation for no enquiry takes no number.
    const lead = await lockedLead(client, input.enquiryId);
    if (!lead) return null;
    const { number, serialNumber } = await takeQuoteNumber(client, now);
    const id = await insertQuote(client, { enquiryId: input.enquiryId, number, serialNumber, version: 0, document, lead, by: admin, now });
    await recordMade(client, id, input.enquiryId, admin);
    return toQuote((await quoteRow('q.id', id, client))!, now);
  });
}

/**
 * A new version of a quotation (-R1, -R2 ...) that replaces it, as `admin`. Null when no
 * quotation has this id; 409 when it was replaced already (naming the newer one) or accepted.
 */
export async function reviseQuote(input: QuoteRevisionInput, admin: string, now = new Date()): Promise<Quote | null> {
  if (!isUuid(input.quoteId)) return null;
  const document = await quoteDocument(input);
  return withTransaction(async (client) => {
    // Locked: two revisions of one quotation, or a revision and the buyer's acceptance, take turns.
    const [old] = await query<{ id: string; enquiry_id: string; number: string; serial_number: string; replaced_by: string | null; accepted_at: Date | null }>(
      'select id, enquiry_id, number, serial_number, replaced_by, accepted_at from quotes where id = $1 for update',
      [input.quoteId],
      client,
    );
    if (!old) return null;
    if (input.enquiryId !== undefined && input.enquiryId !== old.enquiry_id) {
      throw new HttpError(400, `enquiryId: Quotation ${old.number} belongs to another enquiry.`);
    }
    if (old.replaced_by) {
      const [newer] = await query<{ number: string }>('select number from quotes where id = $1', [old.replaced_by], client);
      throw new HttpError(409, `Quotation ${old.number} was replaced by ${newer?.number}: revise that one.`);
    }
    if (old.accepted_at) throw new HttpError(409, `Quotation ${old.number} was accepted by the buyer; it cannot be revised.`);

    const lead = (await lockedLead(client, old.enquiry_id))!;
    const [{ version }] = await query<{ version: number }>(
      'select max(version) + 1 as version from quotes where serial_number = $1',
      [old.serial_number],
      client,
    );
    const number = revisionNumber(old.serial_number, version);
    const id = await insertQuote(client, { enquiryId: old.enquiry_id, number, serialNumber: old.serial_number, version, document, lead, by: admin, now });
    await query('update quotes set replaced_by = $2 where id = $1', [old.id, id], client);
    await recordMade(client, id, old.enquiry_id, admin);
    return toQuote((await quoteRow('q.id', id, client))!, now);
  });
}

/**
 * Why a quotation is not to be sent to its buyer any more (409), or null: a replaced one is no
 * longer the offer, and an expired one can no longer be accepted.
 */
export function sendRefusal(quote: Quote): string | null {
  if (quote.status === 'replaced') return `Quotation ${quote.number} was replaced by ${quote.replacedBy?.number}: send that one.`;
  if (quote.status === 'expired') return `Quotation ${quote.number} has expired: revise it to send a fresh one.`;
  return null;
}

/**
 * Records that `admin` shared the quotation with its buyer on WhatsApp from the desk: a
 * 'quoteShared' timeline entry, which makes a draft sent. On the quotation's row locked, so a
 * revision that replaces it meanwhile is seen. Null when no quotation has this id; 409 when it is
 * not to be sent (sendRefusal). Returns the quotation as it was before the share.
 */
export async function recordWhatsAppShare(quoteId: string, admin: string, now = new Date()): Promise<Quote | null> {
  if (!isUuid(quoteId)) return null;
  return withTransaction(async (client) => {
    const [locked] = await query('select id from quotes where id = $1 for update', [quoteId], client);
    if (!locked) return null;
    const quote = toQuote((await quoteRow('q.id', quoteId, client))!, now);
    const refusal = sendRefusal(quote);
    if (refusal) throw new HttpError(409, refusal);
    await recordQuoteEvent(client, { quoteId, enquiryId: quote.enquiryId, kind: 'quoteShared', by: admin });
    return quote;
  });
}

/** A lead's quotations, newest first; null when no enquiry has this id. */
export async function enquiryQuotes(enquiryId: string, now = new Date()): Promise<Quote[] | null> {
  if (!isUuid(enquiryId)) return null;
  const [lead] = await query('select 1 from enquiries where id = $1', [enquiryId]);
  if (!lead) return null;
  const rows = await query<QuoteRow>(
    `select ${QUOTE_COLUMNS} from ${QUOTE_FROM} where q.enquiry_id = $1 order by q.created_at desc, q.number desc`,
    [enquiryId],
  );
  return rows.map((row) => toQuote(row, now));
}

/** One quotation as the API gives it; null when no quotation has this id. */
export async function quoteById(id: string, db?: Queryable, now = new Date()): Promise<Quote | null> {
  if (!isUuid(id)) return null;
  const row = await quoteRow('q.id', id, db);
  return row && toQuote(row, now);
}

/** The quotation a buyer's link opens, with what its page and PDF print; null for an unknown token. */
export async function quoteByToken(token: string, db?: Queryable, now = new Date()): Promise<StoredQuote | null> {
  const row = await quoteRow('q.token', token, db);
  return row && { ...toQuote(row, now), token: row.token, lines: row.lines, totalsPaise: totalsPaise(row) };
}
