/** The API's shapes, in the SPEC's own field names (SPEC §3). */
import type { CategoryValue } from './categories';
import type { LeadSource } from './lead-source';
import type { Specification } from './specifications';

/** ADMIN: the whole admin; SALES: the lead desk and quotations, products read-only (docs/spec.md §23). */
export const ROLES = ['ADMIN', 'SALES', 'GENERAL'] as const;
export type Role = (typeof ROLES)[number];
/** The roles that work the lead desk and may own leads. */
export const DESK_ROLES = ['ADMIN', 'SALES'] as const satisfies readonly Role[];
export type DeskRole = (typeof DESK_ROLES)[number];
export const isDeskRole = (role: Role): role is DeskRole => (DESK_ROLES as readonly Role[]).includes(role);

export interface User {
  _id: string;
  name: string;
  email: string;
  role: Role;
  profilePic: string | null;
  createdAt: string;
  /** Whether new leads are given to this user in turn (ADMIN and SALES only). */
  takesNewLeads: boolean;
  /** An Indian mobile (10 digits), printed as the sales contact on the quotations they make; null when not set. */
  mobile: string | null;
}

export interface Product {
  _id: string;
  productName: string;
  brandName: string;
  category: CategoryValue;
  productImage: string[];
  description: string;
  videoLinks: string[];
  websiteLinks: string[];
  /** Rupees (two decimals at most), as the API has always carried them. */
  price: number | null;
  sellingPrice: number | null;
  /** Whether the product page shows the price: the seller's choice, off unless chosen. */
  showPrice: boolean;
  /** The HSN code printed on its quotation lines (4, 6 or 8 digits); never shown on the site. */
  hsn: string | null;
  /** What the machine includes (main specifications, what is supplied with it), lines of text: its quotation lines start with it. */
  scopeOfSupply: string | null;
  /** Its values of its category's specifications, in the category's order (docs/spec.md §25). */
  specifications: Specification[];
  createdAt: string;
  updatedAt: string;
}

/** What a product card shows: a list drawn into a page's HTML carries no more (no description). */
export type ProductCardData = Pick<Product, '_id' | 'productName' | 'brandName' | 'category' | 'productImage'> & {
  /** Its category's key figure with its unit ("90–110 cups/min"), or null when it has none (docs/spec.md §25.4). */
  keyFigure: string | null;
};

/** What a card is made from (src/lib/product-card.ts): a product as the API answers it. */
export type ProductCardSource = Pick<Product, '_id' | 'productName' | 'brandName' | 'category' | 'productImage' | 'specifications'>;

export interface Enquiry {
  _id: string;
  productId: string | null;
  productName: string | null;
  name: string;
  phone: string;
  /** Optional on the form; null when none was given. */
  email: string | null;
  address: string;
  message: string;
  createdAt: string;
  /** The buyer's reference for the enquiry, ENQ-YYMM-NNNN (docs/spec.md §23.5). */
  reference: string;
}

/** Where a lead stands with the sales team; a new enquiry is New. */
export const ENQUIRY_STATUSES = ['New', 'Contacted', 'Quoted', 'Won', 'Lost'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** email: the team (and the lead's owner); buyerEmail: the buyer's acknowledgement. */
export type DeliveryChannel = 'email' | 'webhook' | 'buyerEmail';
/** What an enquiry's notification tells (docs/spec.md §23). */
export const ENQUIRY_EVENTS = [
  'enquiry.created', 'enquiry.unanswered', 'enquiry.follow_up_due',
  // A buyer's request at their own link (docs/spec.md §26.3), told to the owner or the team.
  'enquiry.consent_withdrawn', 'enquiry.erasure_asked',
] as const;
export type EnquiryEvent = (typeof ENQUIRY_EVENTS)[number];

/**
 * One notification of an enquiry: waiting for its first try, sent, being retried (with why it last
 * failed), or given up.
 */
export interface EnquiryDelivery {
  event: EnquiryEvent;
  channel: DeliveryChannel;
  state: 'pending' | 'sent' | 'retrying' | 'failed';
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

/** An enquiry as the admin's list shows it: the SPEC's fields plus the lead pipeline. */
export interface AdminEnquiry extends Enquiry {
  status: EnquiryStatus;
  /** The latest note of the lead's timeline ('' when none). */
  note: string;
  deliveries: EnquiryDelivery[];
  /** 'YYYY-MM-DD' (a business day, no set time), an ISO time with the business zone's offset, or null. */
  nextFollowUpAt: string | null;
  /** The buyer's first open lead when this is a repeat enquiry (SPEC §21.2). */
  repeatOf: string | null;
  /** How many later enquiries are repeats of this one. */
  repeatCount: number;
  source: LeadSource;
  /** The lead's owner (an ADMIN or SALES user) and their name; null when unassigned. */
  ownerId: string | null;
  ownerName: string | null;
  /** The desk's first response (status change, note, call or WhatsApp tap): when, by whom. */
  firstResponseAt: string | null;
  firstResponseBy: string | null;
  firstResponseByName: string | null;
  /** Business minutes from the enquiry to its first response; null until answered and timed. */
  firstResponseMinutes: number | null;
  /** Unanswered: business minutes it has waited so far (docs/spec.md §23.3); null once answered. */
  waitingMinutes: number | null;
  /** The lead's newest quotation: its number and total in paise; null when none. */
  latestQuote: { _id: string; number: string; totalPaise: number } | null;
  /**
   * Consent on record (docs/spec.md §26.2): the privacy notice's version the enquiry form showed and
   * when it was accepted (ISO), null for enquiries from before the notice; when the buyer withdrew
   * consent (§26.3) and when the lead's personal data was erased (§26.4, §26.5), null until then.
   */
  noticeVersion: string | null;
  noticeAcceptedAt: string | null;
  consentWithdrawnAt: string | null;
  erasedAt: string | null;
}

/** One entry of a lead's timeline (SPEC §21.3), oldest first. */
export interface TimelineEntry {
  /** ISO time (UTC). */
  at: string;
  kind:
    | 'created' | 'status' | 'note' | 'repeat' | 'followUp' | 'notified'
    // owner: from and to are the owners' names (null: none); contact: to is 'call' or 'whatsapp'.
    | 'owner' | 'contact'
    // What happened to the lead's quotations (docs/spec.md §22); `to` is the quotation's number.
    | 'quoteMade' | 'quoteEmailed' | 'quoteShared' | 'quoteViewed' | 'quoteAccepted' | 'quoteChangesRequested' | 'quoteRefreshRequested'
    // What happened to the lead's orders (docs/spec.md §24): `to` is the order's, proforma's or
    // receipt's number; orderStatus: from and to are statuses, text the step's details.
    | 'orderMade' | 'orderStatus' | 'proformaMade' | 'paymentRecorded' | 'paymentVoided'
    // What the buyer asked at their own link (docs/spec.md §26.3), by nobody; never their data.
    | 'consentWithdrawn' | 'erasureAsked'
    // The lead's personal data erased (§26.4) by the ADMIN, or anonymised by the retention rule
    // (§26.5, by nobody); text: the reason, never the data.
    | 'erased';
  /** The admin who did it; null for what the site did, or when the account is gone. */
  by: string | null;
  /** status and followUp: the value before and after (a follow-up as nextFollowUpAt, null when none). */
  from?: string | null;
  /** repeat: the repeat enquiry's id; notified: the channel; quote…: the quotation's number. */
  to?: string | null;
  /**
   * note: its text; repeat: the repeat enquiry's message; quoteChangesRequested, quoteRefreshRequested:
   * the buyer's message; orderStatus, paymentRecorded, paymentVoided: the step's or payment's details.
   */
  text?: string;
}

/** One product in a user's cart (SPEC §3 leaves the shape to us). */
export interface CartItem {
  _id: string;
  productId: string;
  quantity: number;
  createdAt: string;
  product: Product;
}

/** Every response body of /api/*. */
export interface Envelope<T = unknown> {
  success: boolean;
  error: boolean;
  message: string;
  data?: T;
}
