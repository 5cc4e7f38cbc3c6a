-- The daily digest and the chat clicks of the lead desk.

-- One row per business day the digest was taken on (src/server/enquiries/digest.ts). A run claims
-- the day with a lease in one statement and marks it sent after the mail went, so two overlapping
-- runs or a retry never send a day twice; a run whose send failed leaves the lease to run out, and
-- a later run takes the day again.
create table digest_days (
  day            date primary key,
  claimed_until  timestamptz,
  sent_at        timestamptz,
  -- How many leads the mail counted; 0 when there was nothing to report and no mail went.
  lead_count     integer check (lead_count is null or lead_count >= 0)
);

-- A chat started from a product page (GET /go/chat/<productId>): the machine and the time, nothing
-- about who clicked. Kept when the product is deleted, as an enquiry is.
create table chat_clicks (
  id          bigint generated always as identity primary key,
  product_id  uuid references products (id) on delete set null,
  at          timestamptz not null default now()
);
create index chat_clicks_product_at_idx on chat_clicks (product_id, at);
