/**
 * What the buyer does at the quotation's link (docs/spec.md §22): opens it, accepts it (which makes
 * its order, ../orders), asks for changes, or, once it has expired, asks for a fresh one. Each is
 * written with its timeline entry and the sales team's notices (./quote-deliveries.ts) in one transaction, on the quotation's row
 * locked, so an acceptance and a revision (./quotes.ts reviseQuote) take turns.
 */
import type { QuoteStatus } from '../../lib/quotes/types';
import type { EnquiryStatus } from '../../lib/types';
import { query, withTransaction, type Queryable } from '../db/db';
import { isLinkToken } from '../http/link-token';
import { makeOrder } from '../orders/orders';
import { takePlace, type Limit } from '../http/rate-limit';
import { queueQuoteNotice, type QuoteNoticeEvent } from './quote-deliveries';
import { moveLead, quoteByToken, recordQuoteEvent, type QuoteEventKind, type StoredQuote } from './quotes';

/** Messages to the sales team about one quotation: enough for a buyer, too few to flood their inbox. */
export const QUOTE_MESSAGE_LIMIT: Limit = {
  limit: 5,
  windowMinutes: 60,
  message: 'Too many messages about this quotation. Please try again in an hour.',
};

/** Every status but Won: an accepted quotation wins the lead, even one marked Lost. */
const BEFORE_WON: readonly EnquiryStatus[] = ['New', 'Contacted', 'Quoted', 'Lost'];

export function findQuote(token: string): Promise<StoredQuote | null> {
  return isLinkToken(token) ? quoteByToken(token) : Promise.resolve(null);
}

/**
 * The quotation's first opening by the buyer: first_viewed_at and a 'quoteViewed' entry, once.
 * Whoever calls this has made sure it is not an admin looking.
 */
export async function recordFirstView(quote: StoredQuote): Promise<void> {
  if (quote.firstViewedAt) return;
  await withTransaction(async (client) => {
    const [first] = await query(
      'update quotes set first_viewed_at = now() where id = $1 and first_viewed_at is null returning id',
      [quote._id],
      client,
    );
    if (first) await recordQuoteEvent(client, { quoteId: quote._id, enquiryId: quote.enquiryId, kind: 'quoteViewed', by: null });
  });
}

/** How an answer went: done (and what was queued), or refused because of where the quotation stands. */
export type AnswerOutcome =
  | { outcome: 'done'; quote: StoredQuote; queued: boolean }
  | { outcome: 'refused'; quote: StoredQuote }
  | { outcome: 'unknown' };

interface Answer {
  /** The statuses at which the quotation takes this answer. */
  takes: readonly QuoteStatus[];
  /** Counted against QUOTE_MESSAGE_LIMIT. */
  limited: boolean;
  /** Writes it on the locked row; false when there is nothing to write (accepting twice). */
  write(client: Queryable, quote: StoredQuote, message: string | null): Promise<boolean>;
}

/** A draft too: the buyer who has its link (however it reached them) may answer it. */
const OPEN: readonly QuoteStatus[] = ['draft', 'sent', 'viewed', 'changes_requested'];

/** The buyer's words: a timeline entry and a notice to the sales team. */
function said(column: 'changes_requested_at' | 'refresh_requested_at', kind: QuoteEventKind, event: QuoteNoticeEvent): Answer['write'] {
  return async (client, quote, message) => {
    await query(`update quotes set ${column} = now() where id = $1`, [quote._id], client);
    await recordQuoteEvent(client, { quoteId: quote._id, enquiryId: quote.enquiryId, kind, by: null, text: message });
    await queueQuoteNotice(client, quote._id, event, message);
    return true;
  };
}

const ANSWERS: Record<'accept' | 'changes' | 'refresh', Answer> = {
  accept: {
    // Accepting an accepted quotation again changes nothing and is not refused.
    takes: [...OPEN, 'accepted'],
    limited: false,
    async write(client, quote) {
      if (quote.status === 'accepted') return false;
      await query('update quotes set accepted_at = now() where id = $1', [quote._id], client);
      await recordQuoteEvent(client, { quoteId: quote._id, enquiryId: quote.enquiryId, kind: 'quoteAccepted', by: null });
      await moveLead(client, quote.enquiryId, BEFORE_WON, 'Won', null);
      // The order, in the same transaction: an accepted quotation never lacks one (docs/spec.md §24.1).
      await makeOrder(client, quote._id, null, new Date());
      await queueQuoteNotice(client, quote._id, 'quote.accepted');
      return true;
    },
  },
  changes: { takes: OPEN, limited: true, write: said('changes_requested_at', 'quoteChangesRequested', 'quote.changes_requested') },
  refresh: { takes: ['expired'], limited: true, write: said('refresh_requested_at', 'quoteRefreshRequested', 'quote.refresh_requested') },
};

/**
 * The buyer's answer to the quotation with this token, on its row locked and its status as of now.
 * 'unknown' for no such quotation; 'refused' (nothing written) when its status does not take this
 * answer; a message past QUOTE_MESSAGE_LIMIT throws 429.
 */
export async function answerQuote(token: string, intent: keyof typeof ANSWERS, message: string | null): Promise<AnswerOutcome> {
  if (!isLinkToken(token)) return { outcome: 'unknown' };
  const answer = ANSWERS[intent];
  return withTransaction(async (client): Promise<AnswerOutcome> => {
    const [row] = await query<{ id: string }>('select id from quotes where token = $1 for update', [token], client);
    if (!row) return { outcome: 'unknown' };
    const before = (await quoteByToken(token, client))!;
    if (!answer.takes.includes(before.status)) return { outcome: 'refused', quote: before };
    // Counted in this transaction: a refused or failed answer gives its place back.
    if (answer.limited) await takePlace([`quoteMessage:${before._id}`], QUOTE_MESSAGE_LIMIT, client);
    const wrote = await answer.write(client, before, message);
    return { outcome: 'done', quote: (await quoteByToken(token, client))!, queued: wrote };
  });
}
