-- The desk's list of orders (docs/spec.md §24.6, src/server/orders/order-list.ts): its search `q`
-- looks for the order's number, its quotation's number, the lead's reference and the buyer's name
-- and phone. Those live in three tables (orders, quotes, enquiries): an OR of conditions across the
-- joins cannot be answered from one index, and at 100,000 orders every search would read them all.
-- None of them changes once the order is made (a quotation is never changed, a reference or a
-- number never), so the order keeps them as one text, written when the order is, with one trigram
-- index on it, as the lead list's search has (20261126000300_lead_search.sql). The parts are joined
-- by a character no one types (U+001F), so a text never matches across two of them.
alter table orders add column search_text text;

create function orders_search_text()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  select concat_ws(chr(31), new.number, q.number, e.reference, q.buyer ->> 'name', q.buyer ->> 'phone')
    into new.search_text
    from quotes q join enquiries e on e.id = q.enquiry_id
   where q.id = new.quote_id;
  return new;
end
$$;
revoke all on function orders_search_text() from public;

create trigger orders_search_text before insert on orders
  for each row execute function orders_search_text();

-- Orders made before this migration.
update orders o
   set search_text = concat_ws(chr(31), o.number, q.number, e.reference, q.buyer ->> 'name', q.buyer ->> 'phone')
  from quotes q join enquiries e on e.id = q.enquiry_id
 where q.id = o.quote_id;

alter table orders alter column search_text set not null;

create index orders_search_trgm_idx on orders using gin (search_text gin_trgm_ops);
