-- A quotation a bank accepts (docs/spec.md §22.9): the place of supply, a Ship to beside the Bill
-- to, the scope of supply of each machine line, the sales person who made it, and a revision's note.
-- Quotations made before keep reading and printing as they did: no Ship to, the place of supply
-- the buyer's state, no sales contact.

-- What a machine includes (its main specifications, what is supplied with it), copied into its
-- quotation lines, where each quotation may change it.
alter table products
  add column scope_of_supply text check (length(scope_of_supply) between 1 and 2000);

-- A desk user's Indian mobile (10 digits), printed as the sales contact on the quotations they make.
alter table users
  add column mobile text check (mobile ~ '^[6-9][0-9]{9}$');

alter table quotes
  -- Where the goods go when not to the Bill to (the buyer): { name, address, state, gstin }.
  add column ship_to jsonb check (ship_to is null or jsonb_typeof(ship_to) = 'object'),
  -- The state whose GST the quotation charges (IGST Act 2017, s. 10(1)): the buyer's or the Ship
  -- to's. Null on quotations made before: the buyer's state.
  add column place_of_supply text check (length(place_of_supply) between 1 and 100),
  -- The maker's name and mobile as they were when it was made: { name, mobile }.
  add column sales_person jsonb check (sales_person is null or jsonb_typeof(sales_person) = 'object'),
  -- The desk's word on a revision, printed under what changed.
  add column revision_note text check (length(revision_note) between 1 and 500);

-- A revision reads the quotation it replaced (what changed from it).
create index quotes_replaced_by_idx on quotes (replaced_by) where replaced_by is not null;
