/**
 * The buyer's link to the page of their own data (docs/spec.md §26.3), /your-data/<token>: the
 * link is the proof, as a quotation's is (../http/link-token.ts), so it needs no account. A lead
 * gets its token when its acknowledgement is first sent (the only mail that carries it); a retry
 * of that mail finds the same one. It never expires: it names the lead, not the data, and still
 * opens once the data is erased.
 */
import type { PrivacyRequestKind } from '../../lib/privacy-requests';
import { yourDataUrl } from '../../lib/public-address';
import { siteConfig } from '../../lib/site';
import { query, type Queryable } from '../db/db';
import { isLinkToken, newLinkToken } from '../http/link-token';

type Env = Record<string, string | undefined>;

/** The lead's link, made the first time it is asked for; null when no enquiry has this id. */
export async function privacyLinkUrl(enquiryId: string, env: Env = process.env): Promise<string | null> {
  const [row] = await query<{ token: string }>(
    'update enquiries set privacy_token = coalesce(privacy_token, $2) where id = $1 returning privacy_token as token',
    [enquiryId, newLinkToken()],
  );
  return row ? yourDataUrl(siteConfig(env).siteUrl, row.token) : null;
}

export type { PrivacyRequestKind };

/** What the page shows of the lead at a link: enough for the buyer to know it, nothing more. */
export interface LeadAtLink {
  enquiryId: string;
  reference: string;
  /** The machine, or null once it is no longer listed. */
  productName: string | null;
  createdAt: Date;
  consentWithdrawnAt: Date | null;
  erasedAt: Date | null;
  /** When each kind of request was made by this link, if it was. */
  asked: Partial<Record<PrivacyRequestKind, Date>>;
}

interface LeadAtLinkRow {
  id: string;
  reference: string;
  product_name: string | null;
  created_at: Date;
  consent_withdrawn_at: Date | null;
  erased_at: Date | null;
  asked: { kind: PrivacyRequestKind; at: string }[];
}

/**
 * The lead a link names, or null for a text that names none (never a query for one not shaped as
 * a token). `lock`: its row locked in the caller's transaction, so two posts take turns.
 */
export async function leadAtLink(token: string, db?: Queryable, lock = false): Promise<LeadAtLink | null> {
  if (!isLinkToken(token)) return null;
  const [row] = await query<LeadAtLinkRow>(
    `select e.id, e.reference, p.product_name, e.created_at, e.consent_withdrawn_at, e.erased_at,
            coalesce((select json_agg(json_build_object('kind', r.kind, 'at', r.created_at)) from privacy_requests r where r.enquiry_id = e.id), '[]'::json) as asked
       from enquiries e left join products p on p.id = e.product_id
      where e.privacy_token = $1${lock ? ' for update of e' : ''}`,
    [token],
    db,
  );
  if (!row) return null;
  return {
    enquiryId: row.id,
    reference: row.reference,
    productName: row.product_name,
    createdAt: row.created_at,
    consentWithdrawnAt: row.consent_withdrawn_at,
    erasedAt: row.erased_at,
    asked: Object.fromEntries(row.asked.map(({ kind, at }) => [kind, new Date(at)])),
  };
}
