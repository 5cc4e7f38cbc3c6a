/**
 * A buyer's request made by their own link (docs/spec.md §26.3) as the ADMIN's list shows it:
 * shared by the call (src/server/privacy/request-desk.ts) and the list (PrivacyRequests.tsx).
 */

/** withdraw: consent withdrawn; erase: consent withdrawn and erasure asked for. */
export type PrivacyRequestKind = 'withdraw' | 'erase';

export interface PrivacyRequest {
  _id: string;
  enquiryId: string;
  /** The lead's reference (ENQ-2612-0001), as the buyer and the desk know it. */
  reference: string;
  kind: PrivacyRequestKind;
  /** ISO time (UTC) the buyer asked. */
  createdAt: string;
  /** The lead's phone, for the erasure (docs/spec.md §26.4); null once the lead is erased. */
  phone: string | null;
  /** When the lead's data was erased, if it was (ISO, UTC). */
  erasedAt: string | null;
  handledAt: string | null;
  /** The ADMIN who handled it, by name; null while open, or once the account is gone. */
  handledBy: string | null;
}
