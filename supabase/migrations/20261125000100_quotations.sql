-- Quotations (docs/spec.md §22): a GST quotation made from a lead, numbered per Indian financial
-- year without gaps, opened by the buyer at an unguessable link, accepted or answered there, and
-- never changed once made (a revision is a new row that replaces it).

-- A machine's HSN code, printed on its quotation lines; new machines default to 8441 (machinery
-- for making up paper pulp, paper or paperboard).
alter table products
  add column hsn text default '8441' check (hsn is null or hsn ~ '^[0-9]{4}([0-9]{2}){0,2}$');

-- The buyer's email, optional on the enquiry form, where a quotation can be mailed.
alter table enquiries
  add column email text check (email is null or (length(email) between 3 and 254 and email like '%_@_%'));

-- The last serial used per prefix and financial year ('2026-27'). Taken with an upsert in the
-- quotation's own transaction: concurrent saves wait on the row, and a failed save gives its
-- serial back with its rollback, so the serials have no gaps.
create table quote_counters (
  prefix          text not null,
  financial_year  text not null check (financial_year ~ '^[0-9]{4}-[0-9]{2}$'),
  last_serial     integer not null check (last_serial > 0),
  primary key (prefix, financial_year)
);

create table quotes (
  id                    uuid primary key default gen_random_uuid(),
  enquiry_id            uuid not null references enquiries (id) on delete cascade,
  -- QUOTE_PREFIX/2026-27/0001, and -R1, -R2 ... for its revisions.
  number                text not null unique,
  -- The number without its revision: what a revision shares with the quotation it replaces.
  serial_number         text not null,
  version               integer not null check (version >= 0),
  -- The buyer's link (/quote/<token>): 32 random bytes, base64url. Kept as it is, because the
  -- sales team shares the link again; it gives access to this one quotation only.
  token                 text not null unique check (length(token) >= 22),
  -- The document as made, never changed: the buyer (name, phone, address, state, gstin, email),
  -- the seller's details at that moment, the lines with their amounts in paise, and the terms.
  buyer                 jsonb not null,
  seller                jsonb not null,
  lines                 jsonb not null check (jsonb_typeof(lines) = 'array' and jsonb_array_length(lines) between 1 and 50),
  terms                 jsonb not null,
  taxable_paise         bigint not null check (taxable_paise >= 0),
  cgst_paise            bigint not null check (cgst_paise >= 0),
  sgst_paise            bigint not null check (sgst_paise >= 0),
  igst_paise            bigint not null check (igst_paise >= 0),
  round_off_paise       integer not null check (round_off_paise between -50 and 50),
  total_paise           bigint not null check (total_paise >= 0 and total_paise % 100 = 0),
  valid_days            integer not null check (valid_days between 1 and 90),
  -- The last business day (TIME_ZONE) on which it can be accepted.
  valid_until           date not null,
  created_at            timestamptz not null default now(),
  created_by            uuid references users (id) on delete set null,
  -- What the buyer did at the link (an admin opening it is not the buyer).
  first_viewed_at       timestamptz,
  accepted_at           timestamptz,
  changes_requested_at  timestamptz,
  refresh_requested_at  timestamptz,
  -- The revision that took its place; a replaced quotation cannot be accepted.
  replaced_by           uuid references quotes (id) on delete set null,
  unique (serial_number, version)
);
-- A lead's quotations, newest first.
create index quotes_enquiry_id_idx on quotes (enquiry_id, created_at desc);

-- The lead's timeline gains what happened to its quotations; quote_id names which one.
alter table enquiry_events drop constraint enquiry_events_kind_check;
alter table enquiry_events
  add constraint enquiry_events_kind_check check (kind in (
    'status', 'note', 'followUp',
    'quoteMade', 'quoteViewed', 'quoteAccepted', 'quoteChangesRequested', 'quoteRefreshRequested')),
  add column quote_id uuid references quotes (id) on delete set null;

-- The quotations' outbox, as enquiry_deliveries is the enquiries': the sales team told of what a
-- buyer did (mail and webhook), and the quotation mailed to the buyer with its PDF (buyerEmail).
-- Queued in the transaction of what it tells, sent after the answer, retried by the scheduled run.
create table quote_deliveries (
  id               bigint generated always as identity primary key,
  quote_id         uuid not null references quotes (id) on delete cascade,
  event            text not null check (event in ('quote.sent', 'quote.accepted', 'quote.changes_requested', 'quote.refresh_requested')),
  channel          text not null check (channel in ('email', 'webhook', 'buyerEmail')),
  -- The buyer's message, for changes asked for or a fresh quotation.
  message          text check (length(message) <= 2000),
  state            text not null default 'pending' check (state in ('pending', 'sent', 'failed')),
  attempts         integer not null default 0,
  next_attempt_at  timestamptz not null default now(),
  claimed_until    timestamptz,
  last_error       text check (last_error is null or length(last_error) <= 1000),
  sent_at          timestamptz,
  created_at       timestamptz not null default now()
);
create index quote_deliveries_due_idx on quote_deliveries (next_attempt_at) where state = 'pending';
create index quote_deliveries_quote_id_idx on quote_deliveries (quote_id);
