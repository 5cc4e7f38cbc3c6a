-- Paying and signing (docs/spec.md §22.10): the advance a quotation asks for, paid by UPI from its
-- QR code, and the seller's signature or seal printed in its signature block.

-- The advance asked with the order, in % of the total (0: none), the admin's or QUOTE_ADVANCE_PERCENT
-- when the quotation was made. Null on quotations made before: they print no advance.
alter table quotes
  add column advance_percent numeric(5, 2) check (advance_percent between 0 and 100);

-- The seller's settings kept by the admin panel rather than the environment: one row at most.
-- signature_image: the public address of the signature or seal image in the image store (a PNG),
-- printed above "Authorised Signatory"; null when there is none.
create table seller_settings (
  id               boolean primary key default true check (id),
  signature_image  text check (length(signature_image) between 1 and 2000),
  updated_at       timestamptz not null default now(),
  updated_by       uuid references users (id) on delete set null
);
alter table seller_settings enable row level security;
