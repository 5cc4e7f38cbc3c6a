/**
 * Every table of the schema, what of a person it holds and what erasure (docs/spec.md §26.4) does
 * to it; tests/api/personal-data-schema.test.ts holds this list to the database's own catalogue, so
 * a new table, or a new column that looks personal on a listed one, fails until it is listed here
 * (and, when it holds a buyer's data, erased by ./erasure.ts).
 *
 * - erased: the person's rows are erased ("Erased" placeholders, or deleted);
 * - keptByLaw: kept as they are (CGST Act 2017, section 36: 72 months), however the person asks;
 * - holdsNone: nothing of a buyer (the catalogue, counters, the site's own state);
 * - cascades: rows that go with a row erasure deletes (an account's sessions and cart).
 */

export type TableErasure = 'erased' | 'keptByLaw' | 'holdsNone' | 'cascades';

/** What erasure does to one column: erases it, keeps it (the law's records), or nothing (it holds no buyer's data). */
export type ColumnErasure = `${'erased' | 'kept' | 'none'}: ${string}`;

export interface RegisteredTable {
  erasure: TableErasure;
  why: string;
  /** Each column that LOOKS_PERSONAL, and what erasure does to it. */
  columns?: Record<string, ColumnErasure>;
}

/** A column of text, JSON or an array whose name says it may hold a person's data. */
export const LOOKS_PERSONAL = /(^|_)(name|phone|mobile|email|address|message|text|note|notes|payload|detail|details|buyer|ship_to|person|reason|error|referrer|filters|bucket|engineer|dispatch|search|ip)(_|$)/;
export const TEXT_TYPES = ['text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED', 'bytea', 'inet'];

const catalogue = (why: string, columns?: Record<string, ColumnErasure>): RegisteredTable => ({ erasure: 'holdsNone', why, columns });

export const PERSONAL_DATA: Record<string, RegisteredTable> = {
  enquiries: {
    erasure: 'erased',
    why: 'a lead: the buyer as they wrote it; the row stays (its reference, status, owner and dates) with erased_at set',
    columns: {
      name: 'erased: Erased',
      phone: 'erased: Erased (the phone check allows it once erased_at is set)',
      email: 'erased: null',
      address: 'erased: Erased',
      message: 'erased: Erased',
      note: 'erased: Erased (the latest note)',
      referrer: 'none: the page the visit came from, as the browser gave it',
    },
  },
  enquiry_events: {
    erasure: 'erased',
    why: "a lead's timeline: every text on it becomes Erased; one `erased` entry says who erased it and why",
    columns: { text: 'erased: Erased (notes, the buyer\'s messages, order steps\' details)' },
  },
  quotes: {
    erasure: 'erased',
    why: "a lead's quotations: the buyer's blocks erased, except on the quotation an order was made from (the order's buyer, kept by law)",
    columns: {
      buyer: "kept: on a quotation an order was made from; on any other the name, phone, address, GSTIN and email are erased (the state stays)",
      ship_to: 'erased: name, address and GSTIN, except with an order',
      sales_person: 'none: the team member who made it',
      revision_note: 'erased: Erased, except with an order',
    },
  },
  enquiry_deliveries: {
    erasure: 'erased',
    why: "a lead's notifications: what was still to be sent is not sent; a send error can quote an address",
    columns: { last_error: 'erased: Erased' },
  },
  quote_deliveries: {
    erasure: 'erased',
    why: "a quotation's notices: the buyer's message and send errors erased, what was still to be sent not sent",
    columns: { message: 'erased: Erased (the buyer\'s own words)', last_error: 'erased: Erased' },
  },
  order_deliveries: {
    erasure: 'erased',
    why: "an order's documents mailed to the buyer its quotation names (kept): only send errors are erased",
    columns: { last_error: 'erased: Erased' },
  },
  orders: {
    erasure: 'keptByLaw',
    why: "an order (CGST Act 2017, section 36); its buyer is its quotation's",
    columns: {
      search_text: "kept: the order's numbers and its buyer's name and phone, for the orders list's search",
      dispatch: 'kept: the vehicle, transporter and e-way bill of a dispatch',
      engineer: 'none: who installed the machine',
      cancel_reason: 'kept: why the order was cancelled',
    },
  },
  proformas: { erasure: 'keptByLaw', why: 'a proforma invoice of an order (CGST Act 2017, section 36)' },
  payments: {
    erasure: 'keptByLaw',
    why: 'a payment and its receipt (CGST Act 2017, section 36)',
    columns: { note: 'kept: the desk\'s note on the payment', void_reason: 'kept: why it was voided' },
  },
  users: {
    erasure: 'erased',
    why: "a GENERAL account with the person's email or mobile is deleted; the team's accounts (ADMIN, SALES) are never erased here",
    columns: { name: 'erased: deleted with the account', email: 'erased: deleted with the account', mobile: 'erased: deleted with the account' },
  },
  sessions: { erasure: 'cascades', why: "a deleted account's sessions go with it" },
  cart_items: { erasure: 'cascades', why: "a deleted account's cart goes with it" },
  rate_limit_events: {
    erasure: 'erased',
    why: "the sign-in limit's place of an email is deleted; the others name an address or a quotation, and all go within a day",
    columns: { bucket: 'erased: signin-fail:email:<the email> deleted' },
  },
  access_log: {
    erasure: 'erased',
    why: 'who opened, exported or downloaded what (DPDP Rules 2025, Rule 6: kept at least a year): the entries stay, a detail naming the person becomes Erased',
    columns: { detail: "erased: an export's search text naming the person becomes Erased" },
  },
  privacy_requests: {
    erasure: 'holdsNone',
    why: "a buyer's withdrawal or erasure request: the lead's id, the kind and when it was made and handled; kept as the record of the request",
  },
  products: catalogue('the catalogue', {
    product_name: "none: a machine's name",
    brand_name: "none: a machine's brand",
    search_specifications: "none: a machine's specifications, for search",
  }),
  product_specs: catalogue("the machines' specifications", { text_value: "none: a machine's specification" }),
  product_filter_options: catalogue("the category filters' masks"),
  spec_fields: catalogue("the categories' specification schemas", { name: "none: a specification's name" }),
  search_catalogue: catalogue("the search index's size"),
  search_lexemes: catalogue("the search index's words"),
  search_postings: catalogue('the search index'),
  search_vocabulary: catalogue("the search index's words"),
  chat_clicks: catalogue("taps on a machine's chat button: the machine and when"),
  publish_status: catalogue("the site's publishing", { last_error: "none: a build's error" }),
  seller_settings: catalogue("the seller's signature image"),
  digest_days: catalogue("the daily digest's days"),
  document_counters: catalogue("the orders' documents' numbering"),
  enquiry_reference_counters: catalogue("the leads' reference numbering"),
  quote_counters: catalogue("the quotations' numbering"),
};
