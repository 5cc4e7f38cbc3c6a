/**
 * The access log (docs/spec.md §26.6) in the words the server answers and the admin reads: what
 * was done, to which document, how long an entry is kept, and an entry as GET /api/access-log
 * gives it.
 */

/** Opening a lead's page, exporting the leads or the orders as CSV, downloading a buyer's document. */
export const ACCESS_ACTIONS = ['lead.view', 'leads.export', 'orders.export', 'document.download'] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];
export const isAccessAction = (text: string): text is AccessAction => (ACCESS_ACTIONS as readonly string[]).includes(text);

export const ACCESS_ACTION_WORDS: Record<AccessAction, string> = {
  'lead.view': 'Opened a lead',
  'leads.export': 'Exported leads (CSV)',
  'orders.export': 'Exported orders (CSV)',
  'document.download': 'Downloaded a document',
};

/** The buyer's documents the desk downloads: the PDFs at the buyer's links, and an order's tax-invoice lines (CSV). */
export const ACCESS_DOCUMENTS = ['quotation', 'proforma', 'receipt', 'taxInvoice'] as const;
export type AccessDocument = (typeof ACCESS_DOCUMENTS)[number];

export const ACCESS_DOCUMENT_WORDS: Record<AccessDocument, string> = {
  quotation: 'Quotation',
  proforma: 'Proforma invoice',
  receipt: 'Receipt',
  taxInvoice: 'Tax invoice lines of order',
};

/**
 * How long an entry is kept: the DPDP Rules 2025 (Rule 6) ask for at least a year; a month more
 * leaves a question about the year just past answerable while it is looked into.
 */
export const ACCESS_LOG_KEEP_MONTHS = 13;

/** What the log's lead filter (`lead`) is given: a lead's reference as the desk reads it out, or its id. */
export const LEAD_FILTER_MESSAGE = 'lead must be a lead id or its reference (ENQ-2611-0042).';

const REFERENCE = /^ENQ-\d{4}-\d{4,}$/i;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The lead a filter names: its reference in any case ('enq-2611-0042' is ENQ-2611-0042) or its id; null for neither. */
export function leadFilterOf(text: string): { reference: string } | { id: string } | null {
  const given = text.trim();
  if (REFERENCE.test(given)) return { reference: given.toUpperCase() };
  return ID.test(given) ? { id: given.toLowerCase() } : null;
}

/** One entry as GET /api/access-log gives it. */
export interface AccessLogEntry {
  _id: string;
  /** When, ISO 8601 (UTC). */
  at: string;
  userId: string;
  /** Null once the account is gone: the entry keeps its id. */
  userName: string | null;
  action: AccessAction;
  /** The action in words (ACCESS_ACTION_WORDS). */
  actionText: string;
  /** The lead opened, or the lead of the document; null for an export. */
  leadId: string | null;
  /** The lead's reference (ENQ-2611-0042), null for an export or a lead that is gone. */
  leadReference: string | null;
  /** The document downloaded: its kind and number. */
  document: { kind: AccessDocument; number: string } | null;
  /** An export's filters as the call was given them (empty: every row); null for the other actions. */
  filters: Record<string, string> | null;
  /** The rows an export sent; null for the other actions, or while the export has not ended. */
  rowCount: number | null;
  /** False when an export stopped before its last row (the download was cut short); null for the other actions. */
  complete: boolean | null;
}
