-- Orders (docs/spec.md §24): the buyer's acceptance of a quotation makes an order, numbered per
-- Indian financial year without gaps, with its lines and amounts those of the quotation (which is
-- never changed once made). Proforma invoices ask for an advance or the whole; payments are
-- recorded against the order, voided with a reason and never deleted; the order moves from
-- Confirmed to Closed (or Cancelled) with its dispatch and installation.

-- The last serial used per kind of document, prefix and financial year ('2026-27'), taken as the
-- quotations' are (quote_counters): an upsert in the document's own transaction, so concurrent
-- calls wait on the row and a rollback gives the serial back.
create table document_counters (
  kind            text not null check (kind in ('order', 'proforma', 'receipt')),
  prefix          text not null,
  financial_year  text not null check (financial_year ~ '^[0-9]{4}-[0-9]{2}$'),
  last_serial     integer not null check (last_serial > 0),
  primary key (kind, prefix, financial_year)
);
alter table document_counters enable row level security;

create table orders (
  id                 uuid primary key default gen_random_uuid(),
  -- ORDER_PREFIX/2026-27/0001.
  number             text not null unique,
  -- Kept while the order is: an order is a GST record (kept 72 months, CGST Act s. 36).
  enquiry_id         uuid not null references enquiries (id) on delete restrict,
  -- The accepted quotation: the order's buyer, lines and amounts.
  quote_id           uuid not null unique references quotes (id) on delete restrict,
  -- The buyer's page (/order/<token>): 32 random bytes, base64url, as a quotation's.
  token              text not null unique check (length(token) >= 22),
  status             text not null default 'Confirmed'
                     check (status in ('Confirmed', 'Advance received', 'Ready for dispatch', 'Dispatched', 'Installed', 'Closed', 'Cancelled')),
  -- The quotation's total; what has been paid (the payments not voided, kept by payments_paid
  -- below) never exceeds it.
  total_paise        bigint not null check (total_paise >= 0),
  paid_paise         bigint not null default 0 check (paid_paise >= 0),
  balance_paise      bigint generated always as (total_paise - paid_paise) stored,
  -- Dispatched: { transporter, lrNumber, vehicleNumber, ewayBillNumber, dispatchedOn }.
  dispatch           jsonb check (dispatch is null or jsonb_typeof(dispatch) = 'object'),
  installed_on       date,
  engineer           text check (length(engineer) between 1 and 100),
  cancel_reason      text check (length(cancel_reason) between 1 and 500),
  created_at         timestamptz not null default now(),
  -- Null: made by the buyer's acceptance at the quotation's link.
  created_by         uuid references users (id) on delete set null,
  status_changed_at  timestamptz not null default now(),
  constraint orders_paid_within_total check (paid_paise <= total_paise),
  constraint orders_cancelled_with_reason check ((status = 'Cancelled') = (cancel_reason is not null))
);
alter table orders enable row level security;

-- The lead's orders, and the list's pages: newest first, all or by status (keyset on created_at, id).
create index orders_enquiry_idx on orders (enquiry_id, created_at);
create index orders_created_idx on orders (created_at, id);
create index orders_status_created_idx on orders (status, created_at, id);
-- Outstanding: the orders with a balance, oldest first.
create index orders_outstanding_idx on orders (created_at, id) where balance_paise > 0 and status <> 'Cancelled';

create table proformas (
  id               uuid primary key default gen_random_uuid(),
  -- PROFORMA_PREFIX/2026-27/0001.
  number           text not null unique,
  order_id         uuid not null references orders (id) on delete restrict,
  token            text not null unique check (length(token) >= 22),
  -- What it asks for: a share of the order's total (advance_percent) or an amount.
  amount_paise     bigint not null check (amount_paise > 0),
  advance_percent  numeric(5, 2) check (advance_percent > 0 and advance_percent <= 100),
  created_at       timestamptz not null default now(),
  created_by       uuid references users (id) on delete set null
);
alter table proformas enable row level security;
create index proformas_order_idx on proformas (order_id, created_at);

create table payments (
  id              uuid primary key default gen_random_uuid(),
  order_id        uuid not null references orders (id) on delete restrict,
  -- RECEIPT_PREFIX/2026-27/0001: the payment's receipt. A voided payment keeps its number.
  receipt_number  text not null unique,
  -- The receipt's link for the buyer (/receipt/<token>).
  token           text not null unique check (length(token) >= 22),
  -- The business day the money came.
  paid_on         date not null,
  amount_paise    bigint not null check (amount_paise > 0),
  mode            text not null check (mode in ('NEFT', 'RTGS', 'IMPS', 'UPI', 'cheque', 'cash')),
  -- The UTR, the UPI transaction id or the cheque number.
  reference       text check (length(reference) between 1 and 100),
  note            text check (length(note) between 1 and 500),
  created_at      timestamptz not null default now(),
  created_by      uuid references users (id) on delete set null,
  voided_at       timestamptz,
  voided_by       uuid references users (id) on delete set null,
  void_reason     text check (length(void_reason) between 1 and 500),
  constraint payments_void_check check ((voided_at is null) = (void_reason is null))
);
alter table payments enable row level security;
create index payments_order_idx on payments (order_id, paid_on, created_at);

-- The order's paid amount is the sum of its payments not voided, kept here so that no call can
-- forget it; orders_paid_within_total refuses a payment past the total even if a call's own check
-- (made first, under the order's lock, for a clear message) were skipped.
create function payments_paid()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  update orders
     set paid_paise = (select coalesce(sum(p.amount_paise), 0) from payments p where p.order_id = new.order_id and p.voided_at is null)
   where id = new.order_id;
  return null;
end
$$;
revoke all on function payments_paid() from public;

create trigger payments_paid after insert or update of amount_paise, voided_at on payments
  for each row execute function payments_paid();

-- A payment is voided with a reason, never deleted: its receipt's number stays accounted for.
create function payments_kept()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  raise exception 'A payment is voided, never deleted (receipt %).', old.receipt_number;
end
$$;
revoke all on function payments_kept() from public;

create trigger payments_kept before delete on payments
  for each row execute function payments_kept();

-- The order's documents mailed to the buyer (a proforma invoice, a payment's receipt): an outbox
-- as quote_deliveries is, queued in the transaction that makes or sends the document, sent right
-- after the answer and retried by the scheduled run (src/server/notifications/outbox.ts).
create table order_deliveries (
  id               bigint generated always as identity primary key,
  order_id         uuid not null references orders (id) on delete restrict,
  event            text not null check (event in ('proforma.sent', 'payment.receipt')),
  proforma_id      uuid references proformas (id) on delete restrict,
  payment_id       uuid references payments (id) on delete restrict,
  channel          text not null check (channel = 'buyerEmail'),
  state            text not null default 'pending' check (state in ('pending', 'sent', 'failed')),
  attempts         integer not null default 0,
  next_attempt_at  timestamptz not null default now(),
  claimed_until    timestamptz,
  last_error       text check (last_error is null or length(last_error) <= 1000),
  sent_at          timestamptz,
  created_at       timestamptz not null default now(),
  constraint order_deliveries_document_check check (
    (event = 'proforma.sent' and proforma_id is not null and payment_id is null)
    or (event = 'payment.receipt' and payment_id is not null and proforma_id is null)
  )
);
alter table order_deliveries enable row level security;
create index order_deliveries_due_idx on order_deliveries (next_attempt_at) where state = 'pending';
create index order_deliveries_order_idx on order_deliveries (order_id);

-- The lead's timeline records each step of its orders.
alter table enquiry_events add column order_id uuid references orders (id) on delete set null;
alter table enquiry_events drop constraint enquiry_events_kind_check;
alter table enquiry_events add constraint enquiry_events_kind_check check (kind in (
  'status', 'note', 'followUp', 'owner', 'contact',
  'quoteMade', 'quoteShared', 'quoteViewed', 'quoteAccepted', 'quoteChangesRequested', 'quoteRefreshRequested',
  'orderMade', 'orderStatus', 'proformaMade', 'paymentRecorded', 'paymentVoided'
));
